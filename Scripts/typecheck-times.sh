#!/usr/bin/env bash
# Type-check time of long chains against the release modules: the figures README, CONTRIBUTING
# and the Architecture and Migrating articles quote. Each probe is a file of one expression,
# type-checked alone (`swiftc -typecheck`); the figure is the compiler's user + system CPU
# seconds (not wall time: this is a shared machine), the best of three runs.
#
#     swift build -c release --target ValueRx   # once (the modules the probes import)
#     bash Scripts/typecheck-times.sh           # prints one line per probe
set -euo pipefail
cd "$(dirname "$0")/.."
modules=${MODULES:-.build/release/Modules}
[[ -f "$modules/ValueRx.swiftmodule" ]] || { echo "build the release modules first: swift build -c release --target ValueRx" >&2; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

repeat() { local text=$1 count=$2 out=""; for ((i = 0; i < count; i++)); do out+="$text"; done; printf '%s' "$out"; }

probe() {
    local name=$1 body=$2 file="$dir/$1.swift" best=""
    file="$dir/probe.swift"
    printf 'import ValueRx\n%s\n' "$body" > "$file"
    for _ in 1 2 3; do
        if ! /usr/bin/time -f "%U %S" -o "$dir/time" swiftc -typecheck -I "$modules" "$file" -Xfrontend -solver-expression-time-threshold=60 >/dev/null 2>"$dir/err"; then
            echo "$name: does not type-check: $(grep -m1 'error:' "$dir/err" || true)"
            return
        fi
        local secs
        secs=$(awk '{ printf "%.2f", $1 + $2 }' "$dir/time")
        if [[ -z "$best" ]] || awk -v a="$secs" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$secs; fi
    done
    printf '%-44s %6s s\n' "$name" "$best"
}

untyped_maps=$(repeat '.map { $0 + 1 }' 32)
typed_maps=$(repeat '.map { (x: Int) -> Int in x + 1 }' 32)
mixed=$(repeat '.map { $0 + 1 }.filter { $0 > 0 }.distinctUntilChanged().startWith(0)' 4)
single_maps=$(repeat '.map { (x: Int) -> Int in x + 1 }' 32)

probe "32 untyped maps on an observable" "let chain = Observable.just(1)$untyped_maps"
probe "32 typed maps on an observable" "let chain = Observable.just(1)$typed_maps"
probe "16 mixed operators, untyped closures" "let chain = Observable.just(1)$mixed"
probe "32 typed maps on a Single" "let chain = Single.just(1)$single_maps"
alternating=$(repeat '.observe(on: scheduler).take(5)' 8)
merges=$(repeat '.map { (x: Int) -> Observables.Just<Int> in Observable.just(x) }.merge()' 8)
timeouts=$(repeat '.timeout(.seconds(9), scheduler: scheduler)' 16)
probe "16 alternating sink operators and stages" "let scheduler = SerialDispatchQueueScheduler(qos: .default)
let chain = Observable.just(1)$alternating"
probe "8 typed maps to just, each merged" "let chain = Observable.just(1)$merges"
probe "16 timeouts" "let scheduler = SerialDispatchQueueScheduler(qos: .default)
let chain = Observable.just(1)$timeouts"
probe "combineLatest of 8, untyped closure" "let s = Observable.just(1)
let chain = Observable.combineLatest(s, s, s, s, s, s, s, s) { \$0 + \$1 + \$2 + \$3 + \$4 + \$5 + \$6 + \$7 }"
