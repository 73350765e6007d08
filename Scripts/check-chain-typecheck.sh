#!/usr/bin/env bash
# Type-checks long chains against built modules, each expression under a time limit: the
# operators that have a generic and an existential-scheduler form (time and scheduling
# operators on observables and traits: one chain per `scheduler-form` block of
# Scripts/surface.txt, so a new one is checked without editing this file), and by hand sink
# operators alternating with stages or flattening, and chains that were slow once. Overloads in the wrong declaration order, or a result type that names the
# receiver twice, make such a chain cost 2^n in the type checker (CONTRIBUTING, "How
# element-wise operators are built", "Generated forms"); this fails in seconds where the build
# would take minutes.
#
#   bash Scripts/check-chain-typecheck.sh [MODULES_DIR]   (default .build/release/Modules)
set -euo pipefail
cd "$(dirname "$0")/.."
modules="${1:-.build/release/Modules}"
links="${LINKS:-16}"
limit="${LIMIT_SECONDS:-20}"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT

failed=0
check() { # name, start expression, link, end, links
    local file="$dir/$1.swift"
    {
        echo "import ValueRx"
        echo "func probe(scheduler: SerialDispatchQueueScheduler, any: any SchedulerType, long: RxTimeInterval) {"
        echo "    _ = $2"
        for _ in $(seq 1 "$5"); do echo "        $3"; done
        echo "        $4"
        echo "}"
    } > "$file"
    local begin=$(date +%s%N) out status=0
    # The solver's limit fails a slow expression; `timeout` bounds anything else (a hang).
    out=$(timeout $((limit * 3)) swiftc -swift-version 6 -typecheck -I "$modules" "$file" \
            -Xfrontend -solver-expression-time-threshold="$limit" 2>&1) || status=$?
    if [ "$status" = 0 ]; then
        printf '  %-20s %2d links  %5d ms\n' "$1" "$5" $(( ($(date +%s%N) - begin) / 1000000 ))
    else
        echo "$out" | grep -A4 "error:" | head -12 || echo "$out" | tail -5
        if grep -q "reasonable time" <<<"$out" || [ "$status" = 124 ]; then
            echo "check-chain-typecheck: $1 ($5 links) did not type-check within ${limit} s"
        else
            echo "check-chain-typecheck: $1 ($5 links) does not compile (exit $status)"
        fi
        failed=1
    fi
}
obs='Observable.range(start: 0, count: 3)'
sub='.subscribe(onNext: { (_: Int) in })'
single='.subscribe(onSuccess: { (_: Int) in })'

# 1. From the table: a chain of every operator that has a form for a scheduler held as an
#    existential (every `scheduler-form` block of Scripts/surface.txt that is not a static
#    creation form), on the target its block extends, called with a concrete scheduler. A new time
#    or scheduling operator gets its probe by having its block: nothing to add here. Arguments by
#    parameter type; an operator whose element changes needs a way back to Int (`back` below),
#    and the check fails on a block it cannot turn into a call.
back_buffer='.map { (x: [Int]) -> Int in x.count }'
back_window='.flatMap { (x: Observable<Int>) -> Observable<Int> in x }'
probes=$(awk '
    function flush(    n, depth, part, i, c, k, q, h, w, label, type, value, args, labels, bad) {
        if (kind != "scheduler-form" || static) return
        # Split the parameters at top-level commas.
        n = 0; depth = 0; part = ""
        for (i = 1; i <= length(params) + 1; i++) {
            c = (i <= length(params)) ? substr(params, i, 1) : ","
            if (c == "<" || c == "(" || c == "[") depth++
            else if (c == ">" && substr(params, i - 1, 1) != "-" || c == ")" || c == "]") depth--
            if (c == "," && depth == 0) { p[++n] = part; part = ""; continue }
            part = part c
        }
        args = ""; labels = ""; bad = ""
        for (k = 1; k <= n; k++) {
            q = p[k]; sub(/^ +/, "", q)
            split(q, h, ":"); split(h[1], w, " "); label = w[1]
            type = substr(q, index(q, ":") + 1); sub(/^ +/, "", type); sub(/ *=.*$/, "", type)
            if (type == "RxTimeInterval") value = "long"
            else if (type == "Int") value = "2"
            else if (type == "Bool") value = "false"
            else if (type ~ /^any (Immediate)?SchedulerType$/) value = "scheduler"
            else if (type == "Other" && target == "observable") value = "Observable<Int>.empty()"
            else if (type ~ /^PrimitiveSequence</ && target == "primitive") value = "Single.just(0)"
            else { bad = type; break }
            args = args (k > 1 ? ", " : "") (label == "_" ? "" : label ": ") value
            if (label != "_") labels = labels "-" label
        }
        if (bad != "") { print "BAD\t" target "\t" name "(" params ")\t" bad; return }
        print target "-" name labels "\t" target "\t." name "(" args ")"
    }
    /^== / { flush(); kind = $2; static = ($3 == "static"); name = static ? $4 : $3; target = ""; params = ""; next }
    /^target: / { target = substr($0, 9); next }
    /^parameters: / { params = substr($0, 13); next }
    END { flush() }' Scripts/surface.txt | LC_ALL=C sort -u)
if grep -q '^BAD' <<<"$probes"; then
    echo "check-chain-typecheck: a scheduler-form block of Scripts/surface.txt has a parameter type this script cannot fill in:"
    grep '^BAD' <<<"$probes" | cut -f2- | sed 's/^/  /'
    exit 1
fi
while IFS=$'\t' read -r probe target call; do
    case $target in
        observable) start="$obs"; end="$sub" ;;
        infallible) start='Infallible.just(1)'; end='.subscribe(onNext: { (_: Int) in })' ;;
        primitive) start='Single.just(1)'; end="$single" ;;
        *) echo "check-chain-typecheck: no probe start for target $target ($probe)"; exit 1 ;;
    esac
    case $call in
        .buffer*) check "$probe" "$start" "$call$back_buffer" "$end" 8 ;;
        .window*) check "$probe" "$start" "$call$back_window" "$end" 8 ;;
        *) check "$probe" "$start" "$call" "$end" "$links" ;;
    esac
done <<<"$probes"

# 2. By hand: mixed chains, existential schedulers, and the shapes that were slow once.
check existential "$obs" '.debounce(long, scheduler: any).observe(on: any).delay(long, scheduler: any)' "$sub" 8
check alternating "$obs" '.observe(on: scheduler).take(5)' "$sub" "$links"
check merge "$obs" '.map { (x: Int) -> Observables.Just<Int> in Observable.just(x) }.merge()' "$sub" "$links"
check switchLatest "$obs" '.map { (x: Int) -> Observables.Just<Int> in Observable.just(x) }.switchLatest()' "$sub" "$links"
check publish "$obs" '.publish().refCount()' "$sub" "$links"
check catchStartWith "$obs" '.catch { (_: Swift.Error) -> Observables.Just<Int> in Observable.just(0) }.startWith(1)' "$sub" "$links"
# An untyped selector whose result comes from an operator with many overloads (`&+`), then a
# catch: while catch's erased-handler form was not disfavored, four such pairs did not
# type-check in 20 s (the type-check fuzzer's find); eight take 0.16 s.
check catchWithLatestFrom "$obs" '.withLatestFrom(Observable.just(2)) { a, b in a &+ b }.catch { _ in Observable.just(0) }' "$sub" 8
check singleDelay 'Single.just(1)' '.delay(long, scheduler: scheduler).delaySubscription(long, scheduler: scheduler)' "$single" 8
check singleScheduling 'Single.just(1)' '.observe(on: scheduler).subscribe(on: scheduler)' "$single" 8
check singleExistential 'Single.just(1)' '.timeout(long, scheduler: any).observe(on: any)' "$single" 8
check infallible 'Infallible.just(1)' '.debounce(long, scheduler: scheduler).take(for: long, scheduler: scheduler)' '.subscribe(onNext: { (_: Int) in })' 8
check oldSpellings "$obs" '.skip(long, scheduler: scheduler).take(long, scheduler: scheduler)' "$sub" 8
# Traits with a flatMap between two maps (the general element-wise form was disfavored and
# tied with the erased forms: x3 per group, 24 operators took 27 s), and five sources combined
# by a closure with an optional result.
check singleFlatMapGroups 'Single.just(1)' '.map { $0 &+ 1 }.map { $0 &+ 1 }.flatMap { (x: Int) in Single.just(x &+ 1) }' "$single" 8
check maybeFlatMapGroups 'Maybe.just(1)' '.map { $0 &+ 1 }.map { $0 &+ 1 }.flatMap { (x: Int) in Maybe.just(x &+ 1) }' '.subscribe(onSuccess: { (_: Int) in })' 8
check infallibleFlatMapGroups 'Infallible.just(1)' '.map { $0 &+ 1 }.map { $0 &+ 1 }.flatMap { (x: Int) in Infallible.just(x &+ 1) }' '.subscribe(onNext: { (_: Int) in })' 8
check combineLatestFive 'Observable.combineLatest(Observable.just(1), Observable.just("s"), Observable.just(true), Observable.just(1.5), Observable.just(2)) { a, b, c, d, e -> Bool? in a > 0 && b.isEmpty ? nil : c && d > 1 && e < 3 }' '' '.subscribe(onNext: { (_: Bool?) in })' 1
check driver 'Driver.just(1)' '.debounce(long).throttle(long)' '.drive(onNext: { (_: Int) in })' 8
[ "$failed" = 0 ] || exit 1
echo "check-chain-typecheck: every chain type-checked within ${limit} s"
