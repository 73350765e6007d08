#!/usr/bin/env bash
# Checks the public API of ValueRx, ValueRxTest, ValueRxBlocking and ValueRxNetworking from their symbol graphs
# (see Scripts/check-public-api.swift): every public symbol has a documentation comment, and the
# API is the one listed in Scripts/PublicAPI.txt. Needs only the Swift toolchain.
#
#     bash Scripts/check-public-api.sh                  # CI: fails on an undocumented symbol or
#                                                       # on any difference from the listing
#     bash Scripts/check-public-api.sh --update         # rewrites Scripts/PublicAPI.txt (commit
#                                                       # it with the change to the API)
#     bash Scripts/check-public-api.sh [--update] DIR   # uses the symbol graphs already in DIR
#
# Without DIR it builds the graphs with `bash Scripts/build-docs.sh --graphs-only` (from the
# release build's modules, into .build-docs/symbol-graphs).
#
# The symbol graphs leave out every name that starts with `_`; those are checked first, from the
# sources and without a build, by Scripts/check-underscored-api.sh: each underscored public
# symbol must be listed with its reason in Scripts/UnderscoredAPI.txt (reviewed by hand, so
# --update does not write it).
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

# Underscored public symbols: a source scan, no build needed, so it runs (and fails) first. With
# --update the listing is still rewritten; the failure is reported again at the end.
underscored=ok
if ! bash Scripts/check-underscored-api.sh; then
    [[ $mode == update ]] || exit 1
    underscored=failed
fi

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
    if [[ $underscored == failed ]]; then
        echo "FAIL: $listing rewritten, but Scripts/UnderscoredAPI.txt disagrees with the code (above)" >&2
        exit 1
    fi
else
    "$out/check-public-api" "$graphs" --check "$listing"
fi
