#!/usr/bin/env bash
# Regenerates the arity forms of combineLatest and zip and their tests (see
# Scripts/generate-arity.swift). Needs only the Swift toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
swiftc -O -o "$out/generate-arity" Scripts/generate-arity.swift 2>&1 | grep -v "^$" || true
"$out/generate-arity" "$PWD"
rm -rf "$out"
