#!/usr/bin/env bash
# Regenerates the element-wise operator forms of the traits from Scripts/surface.tsv (see
# Scripts/generate-surface.swift). Needs only the Swift toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
swiftc -O -o "$out/generate-surface" Scripts/generate-surface.swift 2>&1 | grep -v "^$" || true
"$out/generate-surface" "$PWD"
rm -rf "$out"
