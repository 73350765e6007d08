#!/usr/bin/env bash
# Regenerates the forms Scripts/surface.txt lists (the element-wise operators' declarations on
# ObservableType and Observables.Pipeline, the traits' element-wise operator forms, the overloads
# for a scheduler held as an existential, the deprecated spellings, the sink operators' structs
# and the methods that construct them; see
# Scripts/generate-surface.swift). Needs only the Swift toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
swiftc -O -o "$out/generate-surface" Scripts/generate-surface.swift 2>&1 | grep -v "^$" || true
"$out/generate-surface" "$PWD"
rm -rf "$out"
