#!/usr/bin/env bash
# Checks the public API of ValueRx, ValueRxTest and ValueRxBlocking from their symbol graphs
# (see Scripts/check-public-api.swift): every public symbol has a documentation comment, and the
# API is the one listed in Scripts/PublicAPI.txt. Needs only the Swift toolchain.
#
#     bash Scripts/check-public-api.sh                  # CI: fails on an undocumented symbol or
#                                                       # on any difference from the listing
#     bash Scripts/check-public-api.sh --update         # rewrites Scripts/PublicAPI.txt (commit
#                                                       # it with the change to the API)
#     bash Scripts/check-public-api.sh [--update] DIR   # uses the symbol graphs already in DIR
#
# Without DIR it builds the graphs with `bash Scripts/build-docs.sh --graphs-only` (a debug
# build in .build-docs).
set -euo pipefail
cd "$(dirname "$0")/.."

mode=check
graphs=""
for arg in "$@"; do
    case "$arg" in
        --update) mode=update ;;
        --check) mode=check ;;
        -*) echo "usage: bash Scripts/check-public-api.sh [--update] [symbol-graph-dir]" >&2; exit 2 ;;
        *) graphs="$arg" ;;
    esac
done

if [[ -z "$graphs" ]]; then
    graphs=$(bash Scripts/build-docs.sh --graphs-only | tail -n 1)
fi

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if ! swiftc -O -o "$out/check-public-api" Scripts/check-public-api.swift; then
    echo "FAIL: Scripts/check-public-api.swift does not compile" >&2
    exit 1
fi

listing=Scripts/PublicAPI.txt
if [[ $mode == update ]]; then
    "$out/check-public-api" "$graphs" --output "$listing"
else
    "$out/check-public-api" "$graphs" --check "$listing"
fi
