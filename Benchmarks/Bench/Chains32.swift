// Chains of 32 identical operators, one per element-wise (fused) operator family, and a mixed
// 32-operator chain.
//
// Wrapper operators (`startWith`, `takeLast`, `debug`, and `do` with subscription hooks) are
// not here: each wraps the downstream observer as in RxSwift, and three or more nested wrappers
// make the optimizer stop specializing (measured: 32 wrapping `do`s print "Detected and
// prevented" on `Do.subscribe`). See CONTRIBUTING.md.
//
// They exist for the specialization-loop check in `.ci/run` (DESIGN.md §3.2): this module is
// built with `-sil-print-generic-specialization-loops`, and any chain whose observer type grows
// as the optimizer walks it prints "Detected and prevented". `Bench` runs each once with a
// small input and checks the result against a plain loop, so none of them is dead code.
import ValueRx

enum Chains32 {
    /// Every chain: its name, the chain run on `0..<count` (summing what it emits), and the
    /// same computation as a plain loop.
    static var all: [(name: String, chain: (Int) -> Int, loop: (Int) -> Int)] { [
        ("map", mapChain, loop_map),
        ("filter", filterChain, loop_filter),
        ("compactMap", compactMapChain, loop_compactMap),
        ("scan", scanChain, loop_scan),
        ("take", takeChain, loop_take),
        ("skip", skipChain, loop_skip),
        ("takeWhile", takeWhileChain, loop_takeWhile),
        ("skipWhile", skipWhileChain, loop_skipWhile),
        ("distinctUntilChanged", distinctUntilChangedChain, loop_distinctUntilChanged),
        ("do", doChain, loop_do),
        ("mixed", mixedChain, loop_mixed),
    ] }
}

@inline(never) private func mapChain(_ count: Int) -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: count)
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func filterChain(_ count: Int) -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: count)
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func compactMapChain(_ count: Int) -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: count)
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .compactMap { (x: Int) -> Int? in x }
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func scanChain(_ count: Int) -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: count)
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func takeChain(_ count: Int) -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: count)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .take(1_000_000)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func skipChain(_ count: Int) -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: count)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .skip(0)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func takeWhileChain(_ count: Int) -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: count)
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func skipWhileChain(_ count: Int) -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: count)
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .skip(while: { (x: Int) -> Bool in x < 0 })
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func distinctUntilChangedChain(_ count: Int) -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: count)
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .distinctUntilChanged()
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func doChain(_ count: Int) -> Int {
    var sum = 0
    var seen = 0
    _ = Observable.range(start: 0, count: count)
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .do(onNext: { (_: Int) in seen &+= 1 }, afterNext: { (_: Int) in seen &+= 1 })
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum &+ seen
}

@inline(never) private func mixedChain(_ count: Int) -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: count)
        .map { (x: Int) -> Int in x &+ 1 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .take(1_000_000)
        .do(onNext: { (_: Int) in })
        .distinctUntilChanged()
        .skip(0)
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .map { (x: Int) -> Int in x &+ 1 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .take(1_000_000)
        .do(onNext: { (_: Int) in })
        .distinctUntilChanged()
        .skip(0)
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .map { (x: Int) -> Int in x &+ 1 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .take(1_000_000)
        .do(onNext: { (_: Int) in })
        .distinctUntilChanged()
        .skip(0)
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .map { (x: Int) -> Int in x &+ 1 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
        .take(1_000_000)
        .do(onNext: { (_: Int) in })
        .distinctUntilChanged()
        .skip(0)
        .take(while: { (x: Int) -> Bool in x >= 0 })
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

// The same computations as plain loops.
private func loop_map(_ count: Int) -> Int { (0..<count).reduce(0) { $0 &+ $1 &+ 32 } }
private func loop_filter(_ count: Int) -> Int { (0..<count).filter { $0 & 1 == 0 }.reduce(0, &+) }
private func loop_compactMap(_ count: Int) -> Int { (0..<count).reduce(0, &+) }
private func loop_scan(_ count: Int) -> Int {
    var values = Array(0..<count)
    for _ in 0..<32 {
        var acc = 0
        for i in values.indices { acc &+= values[i]; values[i] = acc }
    }
    return values.reduce(0, &+)
}
private func loop_take(_ count: Int) -> Int { (0..<count).reduce(0, &+) }
private func loop_skip(_ count: Int) -> Int { (0..<count).reduce(0, &+) }
private func loop_takeWhile(_ count: Int) -> Int { (0..<count).reduce(0, &+) }
private func loop_skipWhile(_ count: Int) -> Int { (0..<count).reduce(0, &+) }
private func loop_do(_ count: Int) -> Int { (0..<count).reduce(0, &+) &+ 64 &* count }
private func loop_distinctUntilChanged(_ count: Int) -> Int { (0..<count).reduce(0, &+) }
private func loop_mixed(_ count: Int) -> Int {
    // One pass of the eight-operator block per element list, four times.
    var values = Array(0..<count)
    for _ in 0..<4 {
        var next: [Int] = []
        var acc = 0
        var last: Int?
        for value in values {
            let mapped = value &+ 1
            guard mapped & 1 == 0 else { continue }
            acc &+= mapped
            if last == acc { continue }
            last = acc
            next.append(acc)
        }
        values = next
    }
    return values.reduce(0, &+)
}
