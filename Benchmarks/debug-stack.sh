#!/usr/bin/env bash
# Stack depth of long chains in a debug build (issue 37), for n chained maps, n = 16 to 128:
# bytes from a chain's subscribe call to the deepest onNext, and the smallest thread stack the
# whole first run fits in (what decides a crash: it includes the runtime's first look-up of the
# chain's nested generic types, which recurses through them).
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
    echo 'import Foundation'
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
        let arguments = CommandLine.arguments
        if arguments.count == 3, let n = Int(arguments[1]), let kilobytes = Int(arguments[2]) {
            // One first run of the fused chain on a thread of that stack size (a crash if short).
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                switch n { case 16: _ = fused16(); case 32: _ = fused32(); case 64: _ = fused64(); default: _ = fused128() }
                done.signal()
            }
            thread.stackSize = kilobytes * 1024
            thread.start()
            done.wait()
            return
        }
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
echo
echo "maps   smallest thread stack for the first run (KB, fused chain)"
for n in 16 32 64 128; do
    low=8 high=4096
    while [ $((high - low)) -gt 4 ]; do
        mid=$(((low + high) / 2))
        # In a shell of its own, which reports the crash of a short stack to /dev/null (the
        # status line keeps that shell from exec'ing the probe and leaving the report to this one).
        if bash -c 'ulimit -c 0; "$0" "$1" "$2"; status=$?; exit $status' "$work/probe" "$n" "$mid" >/dev/null 2>&1; then
            high=$mid
        else
            low=$mid
        fi
    done
    printf "%4d  %6d\n" "$n" "$high"
done
