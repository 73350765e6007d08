#!/usr/bin/env bash
# Type-check fuzzer: seeded random operator chains (Scripts/typecheck-fuzz.swift writes them:
# observables and every trait, 6 to 24 operators, typed and untyped closures, inner X.just,
# untyped, erased and subscribed contexts), type-checked against built modules. Fails when a
# chain does not compile, when the solver gives up on one (its limit is LIMIT_SECONDS per
# expression), or when one function takes over MAX_MS to type-check; prints the seed and the
# probe so it can be reproduced alone.
#
#   bash Scripts/typecheck-fuzz.sh [MODULES_DIR]        CI: SEEDS seeds of COUNT chains each
#   SEEDS=50 COUNT=100 bash Scripts/typecheck-fuzz.sh   locally: thousands of chains
#   SEED=1234 COUNT=1 bash Scripts/typecheck-fuzz.sh    one seed again (the seed a failure printed)
#
# Defaults: SEED=1 (the first seed: CI checks the same chains every run, so a red run is a
# change of the library, never of the draw), SEEDS=3, COUNT=40, LIMIT_SECONDS=10, MAX_MS=6000
# (generous: CI shares two cores; most chains take 0.05-0.5 s, the slowest about 3 s under load:
# an Infallible chain of 22 operators, most of them flatMaps).
set -euo pipefail
cd "$(dirname "$0")/.."
modules="${1:-.build/release/Modules}"
first="${SEED:-1}"
seeds="${SEEDS:-3}"
count="${COUNT:-40}"
limit="${LIMIT_SECONDS:-10}"
max_ms="${MAX_MS:-6000}"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT

swiftc -O -o "$dir/typecheck-fuzz" Scripts/typecheck-fuzz.swift 2>&1 | grep -v "^$" || true
failed=0
total=0
slowest=0
slowest_at=""
for ((s = 0; s < seeds; s++)); do
    seed=$((first + s))
    file="$dir/fuzz-$seed.swift"
    "$dir/typecheck-fuzz" "$seed" "$count" "$file"
    status=0
    out=$(timeout $((limit * count + 120)) swiftc -swift-version 6 -typecheck -I "$modules" "$file" \
            -Xfrontend -solver-expression-time-threshold="$limit" \
            -Xfrontend -debug-time-function-bodies 2>&1) || status=$?
    total=$((total + count))
    if [ "$status" != 0 ]; then
        echo "typecheck-fuzz: seed $seed: does not type-check (exit $status)"
        grep -E "error:" <<<"$out" | head -5 | while IFS= read -r line; do
            echo "  $line"
            n=$(sed -E 's/^[^:]*:([0-9]+):.*/\1/' <<<"$line")
            [[ "$n" =~ ^[0-9]+$ ]] && awk -v n="$n" 'NR <= n && /^\/\/ seed/ { header = $0; start = NR } END {}
                NR == n { print "  " header; exit }' "$file"
        done
        failed=1
        continue
    fi
    # -debug-time-function-bodies: "12.34ms\t<file>:<line>:<col>\tfunc probeN(...)" per function.
    while IFS=$'\t' read -r ms location name; do
        ms=${ms%ms}
        whole=${ms%.*}
        if [ "$whole" -gt "$slowest" ]; then
            slowest=$whole
            slowest_at="seed $seed $(grep -oE "probe[0-9]+" <<<"$name" | head -1)"
        fi
        if [ "$whole" -gt "$max_ms" ]; then
            probe=$(sed -E 's/.*func (probe[0-9]+).*/\1/' <<<"$name")
            echo "typecheck-fuzz: seed $seed $probe took ${ms} ms (over $max_ms):"
            awk -v p="func $probe(" 'index($0, p) { on = 1 } on { print "    " $0 } on && /^}/ { exit }' "$file"
            failed=1
        fi
    done < <(grep -E "^[0-9.]+ms" <<<"$out" | grep "probe")
done
[ "$failed" = 0 ] || { echo "typecheck-fuzz: FAILED (reproduce: SEED=<seed> SEEDS=1 COUNT=$count bash Scripts/typecheck-fuzz.sh)"; exit 1; }
echo "typecheck-fuzz: $total chains from seeds $first..$((first + seeds - 1)), each within ${max_ms} ms (slowest ${slowest} ms: $slowest_at)"
