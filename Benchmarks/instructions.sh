#!/usr/bin/env bash
# Instructions per unit, exact (callgrind), for Bench workloads: (I(2N) - I(N)) / (units(2N) - units(N)).
# Setup, warm-up and process start cancel out in the difference; the figure does not move with
# machine load (time on a shared VM does).
#
#     bash Benchmarks/instructions.sh W10 W17 ...        [N=2000 IMPLS="ValueRx ClassicRx floor"]
#
# Needs valgrind. Builds the release Bench once, strips its DWARF (valgrind 3.19 cannot read
# Swift 6.3's) into .build/bench-stripped, and prints one line per workload and implementation:
# instructions per unit and heap allocations per unit (from Bench's allocation counter).
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-2000}
IMPLS=${IMPLS:-"ValueRx ClassicRx floor"}
if [ -z "${NO_BUILD:-}" ]; then swift build -c release --product Bench >/dev/null; fi
bin=.build/release/Bench
stripped=.build/bench-stripped
objcopy --strip-debug "$bin" "$stripped"
count() { # workload impl n -> "instructions allocations units"
    local out
    out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$stripped" --run "$1" "$2" "$3" 2>&1)
    local instr units allocs
    instr=$(grep -oE "Collected : [0-9]+" <<<"$out" | grep -oE "[0-9]+")
    units=$(grep -oE "units [0-9]+" <<<"$out" | grep -oE "[0-9]+")
    allocs=$(grep -oE "allocations [0-9n/a]+" <<<"$out" | awk '{print $2}')
    echo "$instr $allocs $units"
}
printf "%-6s %-10s %16s %14s\n" workload impl "instr/unit" "allocs/unit"
for w in "$@"; do
    for impl in $IMPLS; do
        if ! a=($(count "$w" "$impl" "$N")) || [ ${#a[@]} -lt 3 ]; then printf "%-6s %-10s %16s\n" "$w" "$impl" "n/a"; continue; fi
        b=($(count "$w" "$impl" $((2 * N))))
        du=$(( b[2] - a[2] ))
        per=$(awk -v x="${b[0]}" -v y="${a[0]}" -v u="$du" 'BEGIN { printf "%.0f", (x - y) / u }')
        if [ "${a[1]}" = "n/a" ]; then al="n/a"; else al=$(awk -v x="${b[1]}" -v y="${a[1]}" -v u="$du" 'BEGIN { printf "%.2f", (x - y) / u }'); fi
        printf "%-6s %-10s %16s %14s\n" "$w" "$impl" "$per" "$al"
    done
done
