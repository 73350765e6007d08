#!/usr/bin/env bash
# Builds ValueRx's documentation archive offline with the toolchain alone (no swift-docc-plugin,
# no package dependency), failing on any DocC warning:
#
#   1. symbol graphs of ValueRx, ValueRxTest, ValueRxBlocking and ValueRxNetworking, extracted from the release
#      build's modules (swift-symbolgraph-extract) into .build-docs/symbol-graphs;
#   2. `docc convert` of Sources/ValueRx/ValueRx.docc with ValueRx's graphs, warnings as errors.
#
# Prints the archive's path on its last line. With --graphs-only it stops after step 1 and prints
# the symbol graph directory instead (Scripts/check-public-api.sh uses that).
#
#     bash Scripts/build-docs.sh                 # .build-docs/ValueRx.doccarchive
#     bash Scripts/build-docs.sh --graphs-only   # .build-docs/symbol-graphs
#
# To look at the result: `docc preview Sources/ValueRx/ValueRx.docc --additional-symbol-graph-dir
# .build-docs/docc-symbol-graphs`, or serve the archive (it is built for static hosting).
set -euo pipefail
cd "$(dirname "$0")/.."

graphs_only=false
for arg in "$@"; do
    case "$arg" in
        --graphs-only) graphs_only=true ;;
        *) echo "usage: bash Scripts/build-docs.sh [--graphs-only]" >&2; exit 2 ;;
    esac
done

scratch="$PWD/.build-docs"
graphs="$scratch/symbol-graphs"
modules=(ValueRx ValueRxTest ValueRxBlocking ValueRxNetworking)
rm -rf "$graphs"
mkdir -p "$graphs"

# The symbol graphs come from the release build's modules (`swift build -c release`, which CI
# has just run; a no-op when it is up to date): swift-symbolgraph-extract reads them in seconds,
# where a separate build with -emit-symbol-graph takes minutes. It reads doc comments through the
# modules' source locations, so the modules must be built from the sources as they are now.
echo "== release build (for the modules' symbol graphs)" >&2
swift build -c release >&2
modules_dir=".build/release/Modules"
triple=$(swift -print-target-info | sed -n 's/.*"unversionedTriple": "\(.*\)".*/\1/p' | head -n 1)
for module in "${modules[@]}"; do
    echo "== symbol graph: $module" >&2
    swift-symbolgraph-extract -module-name "$module" -I "$modules_dir" -target "$triple" \
        -output-dir "$graphs" -minimum-access-level public >&2
    if [[ ! -f "$graphs/$module.symbols.json" ]]; then
        echo "FAIL: no symbol graph for $module in $graphs" >&2
        exit 1
    fi
done

if $graphs_only; then
    echo "$graphs"
    exit 0
fi

shopt -s nullglob
# DocC documents one module per catalog: give it ValueRx's graphs only.
docc_graphs="$scratch/docc-symbol-graphs"
rm -rf "$docc_graphs"
mkdir -p "$docc_graphs"
# Extracted again without synthesized members: every operator struct conforms to
# ObservableType, and listing the protocol's ~200 operators again on each struct's page made
# 12,000 of the archive's 16,250 pages (383 MB). The operators keep their one page each on
# ObservableType (and the traits'); the API check above reads the full graphs.
swift-symbolgraph-extract -module-name ValueRx -I "$modules_dir" -target "$triple" \
    -output-dir "$docc_graphs" -minimum-access-level public -skip-synthesized-members >&2

docc_bin="${DOCC:-}"
if [[ -z "$docc_bin" ]]; then
    if command -v docc >/dev/null 2>&1; then
        docc_bin=$(command -v docc)
    elif command -v xcrun >/dev/null 2>&1; then
        docc_bin=$(xcrun --find docc)
    else
        docc_bin="$(dirname "$(command -v swift)")/docc"
    fi
fi

archive="$scratch/ValueRx.doccarchive"
rm -rf "$archive"
echo "== docc convert (warnings are errors)" >&2
log=$(mktemp)
status=0
"$docc_bin" convert Sources/ValueRx/ValueRx.docc \
    --additional-symbol-graph-dir "$docc_graphs" \
    --fallback-display-name ValueRx \
    --fallback-bundle-identifier org.valuerx.ValueRx \
    --output-path "$archive" \
    --warnings-as-errors >"$log" 2>&1 || status=$?
cat "$log" >&2
# Belt and braces: a diagnostic line fails the build even if docc's exit status did not.
if [[ $status -ne 0 ]] || grep -qE '(^|: )(warning|error): ' "$log"; then
    rm -f "$log"
    echo "FAIL: docc reported problems (exit status $status); fix the warnings above" >&2
    exit 1
fi
rm -f "$log"
echo "$archive"
