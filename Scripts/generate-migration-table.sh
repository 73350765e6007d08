#!/usr/bin/env bash
# Regenerates Sources/ValueRx/ValueRx.docc/MigrationStatus.md from Scripts/rxswift-api.tsv (see
# Scripts/generate-migration-table.swift). With --check it writes nothing and fails if the list is
# malformed or the committed article is not what the list gives (the CI step). Needs only the
# Swift toolchain.
#
#     bash Scripts/generate-migration-table.sh            # after editing Scripts/rxswift-api.tsv
#     bash Scripts/generate-migration-table.sh --check
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if ! swiftc -O -o "$out/generate-migration-table" Scripts/generate-migration-table.swift; then
    echo "FAIL: Scripts/generate-migration-table.swift does not compile" >&2
    exit 1
fi
"$out/generate-migration-table" "$@" "$PWD"
