#!/usr/bin/env bash
# Stack depth of long chains in a debug build (issue 37): bytes from a chain's subscribe call
# to the deepest onNext, for n chained maps, n = 16, 32, 64, 128.
#
#     bash Benchmarks/debug-stack.sh            # builds ValueRx in debug first
#
# Two shapes, both what RxSwift users write:
# - fused:  `Observable.range(start: 0, count: 2).map { ... }.map { ... } ...` in one expression
#   (one pipeline: the stages nest in one observer);
# - erased: `var o: Observable<Int> = ...; for _ in 0..<n { o = o.map { ... }.asObservable() }`
#   (every level a type-erased observable and observer).
# Each probe is compiled with `swiftc -Onone` against the debug module and linked with its
# objects, as a debug app or test target is. The figure should grow linearly with n (compare
# the per-map column across rows); RxSwift's own is about 600 bytes per operator.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${NO_BUILD:-}" ]; then swift build -c debug --target ValueRx >/dev/null; fi
objects=(.build/debug/ValueRx.build/*.o)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{
    echo 'import ValueRx'
    echo '@inline(never) func stackPointer() -> UInt { var x = 0; return withUnsafeMutablePointer(to: &x) { UInt(bitPattern: $0) } }'
    for n in 16 32 64 128; do
        printf '@inline(never) func fused%d() -> UInt {\n    let top = stackPointer()\n    var deepest = UInt.max\n' "$n"
        printf '    _ = Observable.range(start: 0, count: 2)'
        for _ in $(seq "$n"); do printf '.map { $0 &+ 1 }'; done
        printf '\n        .subscribe(onNext: { _ in deepest = min(deepest, stackPointer()) })\n    return top - deepest\n}\n'
    done
    cat <<'SWIFT'
@inline(never) func erased(_ n: Int) -> UInt {
    let top = stackPointer()
    var deepest = UInt.max
    var chain: Observable<Int> = Observable.range(start: 0, count: 2).asObservable()
    for _ in 0..<n { chain = chain.map { $0 &+ 1 }.asObservable() }
    _ = chain.subscribe(onNext: { _ in deepest = min(deepest, stackPointer()) })
    return top - deepest
}
@main struct Probe {
    static func main() {
        let fused: [(Int, () -> UInt)] = [(16, fused16), (32, fused32), (64, fused64), (128, fused128)]
        print("maps   fused bytes  per map   erased bytes  per map")
        for (n, run) in fused {
            let f = run(), e = erased(n)
            print(String(format: "%4d  %12d  %7d  %13d  %7d", n, f, Int(f) / n, e, Int(e) / n))
        }
    }
}
SWIFT
} > "$work/probe.swift"
swiftc -Onone -parse-as-library -I .build/debug/Modules -module-name StackProbe -c "$work/probe.swift" -o "$work/probe.o"
swiftc "$work/probe.o" "${objects[@]}" -o "$work/probe"
"$work/probe"
