#!/usr/bin/env bash
# Instructions per unit, exact (callgrind), for Bench workloads: (I(2N) - I(N)) / (units(2N) - units(N)).
# Setup, warm-up and process start cancel out in the difference; the figure does not move with
# machine load (time on a shared VM does).
#
#     bash Benchmarks/instructions.sh [--debug] [--tsv FILE] [W10 W17 ...]   [N=2000 IMPLS="ValueRx ClassicRx floor"]
#
# Needs valgrind. Builds the release Bench once, strips its DWARF (valgrind 3.19 cannot read
# Swift 6.3's) into .build/bench-stripped, and prints one line per workload and implementation:
# instructions per unit and heap allocations per unit (from Bench's allocation counter). With no
# workload ids, every workload `Bench --list` names (all but W4, which runs by depth and has no
# --run); two callgrind runs per workload and implementation, so that takes a while.
#
# --tsv FILE also writes the figures to FILE, tab-separated with a header line (workload,
# implementation, instructions per unit, allocations per unit; "n/a" where a run failed), for
# `swift run -c release Bench --instructions FILE`, whose closing table then shows them.
#
# --debug counts the debug build instead (`swift build -c debug --product Bench`, stripped into
# .build/bench-stripped-debug, run with --allow-debug): what unit tests and daily work run, where
# nothing is specialized across modules (issue 37).
set -euo pipefail
tsv=""
config=release
if [ "${1:-}" = "--debug" ]; then
    config=debug
    shift
fi
if [ "${1:-}" = "--tsv" ]; then
    if [ -z "${2:-}" ]; then echo "instructions.sh: --tsv needs a file path" >&2; exit 2; fi
    tsv=$2
    case $tsv in /*) ;; *) tsv="$PWD/$tsv" ;; esac # relative to where it was run, not the package
    shift 2
fi
cd "$(dirname "$0")/.."
N=${N:-2000}
IMPLS=${IMPLS:-"ValueRx ClassicRx floor"}
if [ -z "${NO_BUILD:-}" ]; then swift build -c "$config" --product Bench >/dev/null; fi
bin=.build/$config/Bench
stripped=.build/bench-stripped
allow=()
if [ "$config" = debug ]; then
    stripped=.build/bench-stripped-debug
    allow=(--allow-debug)
fi
objcopy --strip-debug "$bin" "$stripped"
if [ $# -eq 0 ]; then
    # shellcheck disable=SC2046 # one id per word
    set -- $("$stripped" "${allow[@]}" --list | awk '{ print $1 }')
fi
count() { # workload impl n -> "instructions allocations units"
    local out
    out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$stripped" "${allow[@]}" --run "$1" "$2" "$3" 2>&1)
    local instr units allocs
    instr=$(grep -oE "Collected : [0-9]+" <<<"$out" | grep -oE "[0-9]+")
    units=$(grep -oE "units [0-9]+" <<<"$out" | grep -oE "[0-9]+")
    allocs=$(grep -oE "allocations [0-9n/a]+" <<<"$out" | awk '{print $2}')
    echo "$instr $allocs $units"
}
if [ -n "$tsv" ]; then printf "workload\timplementation\tinstructions_per_unit\tallocations_per_unit\n" >"$tsv"; fi
printf "%-6s %-10s %16s %14s\n" workload impl "instr/unit" "allocs/unit"
for w in "$@"; do
    for impl in $IMPLS; do
        if ! a=($(count "$w" "$impl" "$N")) || [ ${#a[@]} -lt 3 ]; then
            printf "%-6s %-10s %16s\n" "$w" "$impl" "n/a"
            if [ -n "$tsv" ]; then printf "%s\t%s\tn/a\tn/a\n" "$w" "$impl" >>"$tsv"; fi
            continue
        fi
        b=($(count "$w" "$impl" $((2 * N))))
        du=$(( b[2] - a[2] ))
        per=$(awk -v x="${b[0]}" -v y="${a[0]}" -v u="$du" 'BEGIN { printf "%.0f", (x - y) / u }')
        if [ "${a[1]}" = "n/a" ]; then al="n/a"; else al=$(awk -v x="${b[1]}" -v y="${a[1]}" -v u="$du" 'BEGIN { printf "%.2f", (x - y) / u }'); fi
        printf "%-6s %-10s %16s %14s\n" "$w" "$impl" "$per" "$al"
        if [ -n "$tsv" ]; then printf "%s\t%s\t%s\t%s\n" "$w" "$impl" "$per" "$al" >>"$tsv"; fi
    done
done
if [ -n "$tsv" ]; then echo "wrote $tsv (for: swift run -c release Bench --instructions $tsv)"; fi
