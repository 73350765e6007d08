// Chains of 32 identical operators, one per operator family, and mixed 32-operator chains
// that combine every kind: element-wise stages, the operators that used to wrap the observer
// (`startWith`, `takeLast`, `do` with subscription hooks: now stages), the flattening and
// error-handling operators (heap sinks that subscribe with a `SinkObserver`), and
// `observe(on:)`/`subscribe(on:)` on immediate schedulers, two trait chains (a `Single`
// that passes through `Maybe` and back, an `Infallible`), and two shared-sequence chains (a
// `Driver` on a `BehaviorRelay`, a `Signal` on a `PublishRelay`). `debug` is a stage like `do`;
// it is left out only because it prints.
//
// They exist for the specialization-loop check in `.ci/run` (the Architecture article): this module is
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
        ("startWith", startWithChain, loop_startWith),
        ("takeLast", takeLastChain, loop_take),
        ("doLifecycle", doLifecycleChain, loop_doLifecycle),
        ("flatMap", flatMapChain, loop_take),
        ("concatMap", concatMapChain, loop_take),
        ("catch", catchChain, loop_take),
        ("retry", retryChain, loop_take),
        ("observeOn", observeOnChain, loop_take),
        ("merge", mergeChain, loop_take),
        ("mixedSinks", mixedSinksChain, loop_mixedSinks),
        ("mixedCycle", mixedCycleChain, loop_mixedCycle),
        ("catchStageCatch", catchStageCatchChain, loop_take),
        ("combining", combiningChain, loop_take),
        ("single", singleChain, loop_single),
        ("infallible", infallibleChain, loop_infallible),
        ("time", timeChain, loop_take),
        ("rate", rateChain, loop_rate),
        ("driver", driverChain, loop_driver),
        ("signal", signalChain, loop_signal),
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

@inline(never) private func startWithChain(_ count: Int) -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: count)
        .startWith(1).startWith(1).startWith(1).startWith(1).startWith(1).startWith(1).startWith(1).startWith(1)
        .startWith(1).startWith(1).startWith(1).startWith(1).startWith(1).startWith(1).startWith(1).startWith(1)
        .startWith(1).startWith(1).startWith(1).startWith(1).startWith(1).startWith(1).startWith(1).startWith(1)
        .startWith(1).startWith(1).startWith(1).startWith(1).startWith(1).startWith(1).startWith(1).startWith(1)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func takeLastChain(_ count: Int) -> Int {
    var sum = 0
    let n = count
    _ = Observable.range(start: 0, count: count)
        .takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n)
        .takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n)
        .takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n)
        .takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n).takeLast(n)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func doLifecycleChain(_ count: Int) -> Int {
    var sum = 0
    var hooks = 0
    let hook = { hooks &+= 1 }
    _ = Observable.range(start: 0, count: count)
        .do(onSubscribe: hook).do(onSubscribed: hook).do(onDispose: hook).do(onSubscribe: hook)
        .do(onSubscribe: hook).do(onSubscribed: hook).do(onDispose: hook).do(onSubscribe: hook)
        .do(onSubscribe: hook).do(onSubscribed: hook).do(onDispose: hook).do(onSubscribe: hook)
        .do(onSubscribe: hook).do(onSubscribed: hook).do(onDispose: hook).do(onSubscribe: hook)
        .do(onSubscribe: hook).do(onSubscribed: hook).do(onDispose: hook).do(onSubscribe: hook)
        .do(onSubscribe: hook).do(onSubscribed: hook).do(onDispose: hook).do(onSubscribe: hook)
        .do(onSubscribe: hook).do(onSubscribed: hook).do(onDispose: hook).do(onSubscribe: hook)
        .do(onSubscribe: hook).do(onSubscribed: hook).do(onDispose: hook).do(onSubscribe: hook)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum &+ hooks
}

@inline(never) private func flatMapChain(_ count: Int) -> Int {
    var sum = 0
    let just = { (x: Int) -> Observables.Just<Int> in Observable.just(x) }
    _ = Observable.range(start: 0, count: count)
        .flatMap(just).flatMap(just).flatMap(just).flatMap(just).flatMap(just).flatMap(just).flatMap(just).flatMap(just)
        .flatMapFirst(just).flatMapFirst(just).flatMapFirst(just).flatMapFirst(just)
        .flatMapFirst(just).flatMapFirst(just).flatMapFirst(just).flatMapFirst(just)
        .flatMapLatest(just).flatMapLatest(just).flatMapLatest(just).flatMapLatest(just)
        .flatMapLatest(just).flatMapLatest(just).flatMapLatest(just).flatMapLatest(just)
        .flatMap(just).flatMap(just).flatMap(just).flatMap(just).flatMap(just).flatMap(just).flatMap(just).flatMap(just)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func concatMapChain(_ count: Int) -> Int {
    var sum = 0
    let just = { (x: Int) -> Observables.Just<Int> in Observable.just(x) }
    _ = Observable.range(start: 0, count: count)
        .concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just)
        .concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just)
        .concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just)
        .concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just).concatMap(just)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func catchChain(_ count: Int) -> Int {
    var sum = 0
    let recover = { (_: Swift.Error) -> Observables.Just<Int> in Observable.just(-1) }
    _ = Observable.range(start: 0, count: count)
        .catch(recover).catch(recover).catch(recover).catch(recover)
        .catch(recover).catch(recover).catch(recover).catch(recover)
        .catch(recover).catch(recover).catch(recover).catch(recover)
        .catch(recover).catch(recover).catch(recover).catch(recover)
        .catch(recover).catch(recover).catch(recover).catch(recover)
        .catch(recover).catch(recover).catch(recover).catch(recover)
        .catch(recover).catch(recover).catch(recover).catch(recover)
        .catch(recover).catch(recover).catch(recover).catch(recover)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func retryChain(_ count: Int) -> Int {
    var sum = 0
    let trigger = { (errors: Observable<Swift.Error>) -> Observable<Swift.Error> in errors }
    _ = Observable.range(start: 0, count: count)
        .retry(2).retry(2).retry(2).retry(2).retry(2).retry(2).retry(2).retry(2)
        .retry().retry().retry().retry().retry().retry().retry().retry()
        .retry(when: trigger).retry(when: trigger).retry(when: trigger).retry(when: trigger)
        .retry(when: trigger).retry(when: trigger).retry(when: trigger).retry(when: trigger)
        .retry(2).retry(2).retry(2).retry(2).retry(2).retry(2).retry(2).retry(2)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

@inline(never) private func observeOnChain(_ count: Int) -> Int {
    var sum = 0
    let immediate = ImmediateScheduler.instance
    let current = CurrentThreadScheduler.instance
    _ = Observable.range(start: 0, count: count)
        .observe(on: immediate).observe(on: immediate).observe(on: immediate).observe(on: immediate)
        .subscribe(on: immediate).subscribe(on: immediate).subscribe(on: immediate).subscribe(on: immediate)
        .observe(on: current).observe(on: current).observe(on: current).observe(on: current)
        .subscribe(on: current).subscribe(on: current).subscribe(on: current).subscribe(on: current)
        .observe(on: immediate).observe(on: immediate).observe(on: immediate).observe(on: immediate)
        .subscribe(on: immediate).subscribe(on: immediate).subscribe(on: immediate).subscribe(on: immediate)
        .observe(on: current).observe(on: current).observe(on: current).observe(on: current)
        .subscribe(on: current).subscribe(on: current).subscribe(on: current).subscribe(on: current)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

/// Sink operators (flattening, error handling, scheduling, take/skip(until:), amb) between
/// stages: values kept, except the first `map` (+1) and the `startWith(0)`s.
@inline(never) private func mixedSinksChain(_ count: Int) -> Int {
    var sum = 0
    let just = { (x: Int) -> Observables.Just<Int> in Observable.just(x) }
    let immediate = ImmediateScheduler.instance
    let trigger = { (errors: Observable<Swift.Error>) -> Observable<Swift.Error> in errors }
    // In parts typed `some ObservableType<Int>`: as one expression, the type checker matches
    // each operator against the whole concrete type so far, and 32 mixed operators take it
    // minutes (README "Long chains"). The opaque parts hide that type from the type checker
    // only: the optimizer still sees and specializes the whole chain.
    let part1: some ObservableType<Int> = Observable.range(start: 0, count: count)
        .map { (x: Int) -> Int in x &+ 1 }          // 1
        .flatMap(just)                              // 2
        .startWith(0)                               // 3
        .concatMap(just)                            // 4
        .do(onSubscribe: {})                        // 5
        .retry(3)                                   // 6
        .filter { (x: Int) -> Bool in x >= 0 }      // 7
        .observe(on: immediate)                     // 8
        .takeLast(count &+ 1)                       // 9
        .flatMapLatest(just)                        // 10
        .catchAndReturn(-1)                         // 11
    let part2: some ObservableType<Int> = part1
        .subscribe(on: immediate)                   // 12
        .map { (x: Int) -> Int in x }               // 13
        .flatMapFirst(just)                         // 14
        .skip(0)                                    // 15
        .take(until: Observable<Int>.never())       // 16
        .scan(0) { (_: Int, x: Int) -> Int in x }   // 17
        .retry(when: trigger)                       // 18
        .distinctUntilChanged()                     // 19
        .amb(Observable<Int>.never())               // 20
        .do(onNext: { (_: Int) in })                // 21
        .catch { (_: Swift.Error) -> Observables.Just<Int> in Observable.just(-1) } // 22
    _ = part2
        .take(count &+ 1)                           // 23
        .ifEmpty(switchTo: Observable<Int>.just(0)) // 24
        .map { (x: Int) -> Int in x }               // 25
        .retry()                                    // 26
        .takeLast(count &+ 1)                       // 27
        .concat(Observable<Int>.empty())            // 28
        .startWith(0)                               // 29
        .skip(until: Observable<Int>.just(0))       // 30
        .map { (x: Int) -> Int in x }               // 31
        .concatMap(just)                            // 32
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

/// The eight kinds {map, startWith, flatMap { just }, do(onSubscribe:), catchAndReturn, filter,
/// concatMap { just }, retry(2)} in turn, four times (issue 23's mixed chain). Two sink
/// operators with a stage between them, under a sequence sink (retry), repeated: the shape
/// that tripped the loop heuristic while sink operators were chosen by a flag tested in
/// `Pipeline.start` (both arms were specialized before the dead one was dropped).
/// Also Bench's W24 (ValueRx column).
@inline(never) func mixedCycleChain(_ count: Int) -> Int {
    var sum = 0
    let just = { (x: Int) -> Observables.Just<Int> in Observable.just(x) }
    let part1: some ObservableType<Int> = Observable.range(start: 0, count: count)
        .map { (x: Int) -> Int in x &+ 1 }.startWith(0).flatMap(just).do(onSubscribe: {})
        .catchAndReturn(-1).filter { (x: Int) -> Bool in x >= 0 }.concatMap(just).retry(2)
    let part2: some ObservableType<Int> = part1
        .map { (x: Int) -> Int in x &+ 1 }.startWith(0).flatMap(just).do(onSubscribe: {})
        .catchAndReturn(-1).filter { (x: Int) -> Bool in x >= 0 }.concatMap(just).retry(2)
    let part3: some ObservableType<Int> = part2
        .map { (x: Int) -> Int in x &+ 1 }.startWith(0).flatMap(just).do(onSubscribe: {})
        .catchAndReturn(-1).filter { (x: Int) -> Bool in x >= 0 }.concatMap(just).retry(2)
    _ = part3
        .map { (x: Int) -> Int in x &+ 1 }.startWith(0).flatMap(just).do(onSubscribe: {})
        .catchAndReturn(-1).filter { (x: Int) -> Bool in x >= 0 }.concatMap(just).retry(2)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

/// Eight `catch`es, a stage, eight more: sink operators nested in sink operators with a
/// pipeline between them (a loop-heuristic false positive while sink operators were a flag).
@inline(never) private func catchStageCatchChain(_ count: Int) -> Int {
    var sum = 0
    let recover = { (_: Swift.Error) -> Observables.Just<Int> in Observable.just(-1) }
    _ = Observable.range(start: 0, count: count)
        .catch(recover).catch(recover).catch(recover).catch(recover)
        .catch(recover).catch(recover).catch(recover).catch(recover)
        .map { (x: Int) -> Int in x }
        .catch(recover).catch(recover).catch(recover).catch(recover)
        .catch(recover).catch(recover).catch(recover).catch(recover)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

/// `merge()` of an observable of observables, 8 times (16 operators; before `merge()` named its
/// source's element through a generic parameter, 16 of them took the type checker minutes:
/// CONTRIBUTING, "How element-wise operators are built").
@inline(never) private func mergeChain(_ count: Int) -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: count)
        .map { (x: Int) -> Observables.Just<Int> in Observable.just(x) }.merge()
        .map { (x: Int) -> Observables.Just<Int> in Observable.just(x) }.merge()
        .map { (x: Int) -> Observables.Just<Int> in Observable.just(x) }.merge()
        .map { (x: Int) -> Observables.Just<Int> in Observable.just(x) }.merge()
        .map { (x: Int) -> Observables.Just<Int> in Observable.just(x) }.merge()
        .map { (x: Int) -> Observables.Just<Int> in Observable.just(x) }.merge()
        .map { (x: Int) -> Observables.Just<Int> in Observable.just(x) }.merge()
        .map { (x: Int) -> Observables.Just<Int> in Observable.just(x) }.merge()
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

/// combineLatest, zip (fixed arity and collection), groupBy, withLatestFrom and sample mixed with
/// element-wise stages, in parts typed `some ObservableType<Int>` as the README advises.
@inline(never) private func combiningChain(_ count: Int) -> Int {
    var sum = 0
    let part1: some ObservableType<Int> = Observable.zip(
        Observable.range(start: 0, count: count).map { (x: Int) -> Int in x },
        Observable.range(start: 0, count: count)
    ) { (x: Int, _: Int) -> Int in x }
        .filter { (_: Int) -> Bool in true }
        .map { (x: Int) -> Int in x &+ 1 }
    let part2: some ObservableType<Int> = Observable.zip(part1, Observable.range(start: 0, count: count)) { (x: Int, _: Int) -> Int in x &- 1 }
        .withLatestFrom(Observable.just(0)) { (x: Int, y: Int) -> Int in x &+ y }
        .map { (x: Int) -> Int in x }
    // Feeding `part2` here too (a pipeline over sinks nested inside another sink's inputs,
    // under a withLatestFrom of the whole) trips the optimizer's loop heuristic: a known false
    // positive, noted in CONTRIBUTING.md; this chain keeps to the shapes that pass.
    let part3: some ObservableType<Int> = Observable.combineLatest(Observable.range(start: 0, count: count), Observable.just(0)) { (x: Int, y: Int) -> Int in x &+ y }
        .sample(Observable.range(start: 0, count: 1).concat(Observable<Int>.never()))
        .startWith(0)
    _ = Observable.zip([part2.asObservable()]) { (values: [Int]) -> Int in values[0] }
        .groupBy { (x: Int) -> Int in x & 1 }
        .flatMap { (group: GroupedObservable<Int, Int>) -> GroupedObservable<Int, Int> in group }
        .withLatestFrom(part3) { (x: Int, _: Int) -> Int in x }
        .map { (x: Int) -> Int in x }
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

/// A `Single` through `map`, `do`, `flatMap`, `catchAndReturn`, `retry` and `catch`, then a
/// `Maybe` stretch (`filter`, `compactMap` return one) brought back to a `Single` by
/// `ifEmpty(default:)`. Nothing fails, so the element comes out as `count` plus one per `map`.
/// `timeout` and `take(for:)` (sink operators with a timer each) whose timers never fire
/// during the synchronous run: the values are kept.
@inline(never) private func timeChain(_ count: Int) -> Int {
    var sum = 0
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    let long = RxTimeInterval.seconds(100)
    let fallback = Observable<Int>.empty()
    _ = Observable.range(start: 0, count: count)
        .timeout(long, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, other: fallback, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, other: fallback, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, other: fallback, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, other: fallback, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, other: fallback, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, other: fallback, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, other: fallback, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .timeout(long, other: fallback, scheduler: scheduler).take(for: long, scheduler: scheduler)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

/// `debounce` and `throttle(latest: false)` whose timers never fire during the synchronous
/// run: each debounce lets out only the last element, at completion; each throttle the first
/// element it sees.
@inline(never) private func rateChain(_ count: Int) -> Int {
    var sum = 0
    let scheduler = SerialDispatchQueueScheduler(qos: .default)
    let long = RxTimeInterval.seconds(100)
    _ = Observable.range(start: 0, count: count)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .debounce(long, scheduler: scheduler).throttle(long, latest: false, scheduler: scheduler)
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

private func loop_rate(_ count: Int) -> Int {
    count > 0 ? count - 1 : 0
}

@inline(never) private func singleChain(_ count: Int) -> Int {
    var sum = 0
    let just = { (x: Int) -> PrimitiveSequence<SingleTrait, Observables.Just<Int>, Stages.Identity<Int>> in Single<Int>.just(x) }
    let maybeJust = { (x: Int) -> PrimitiveSequence<MaybeTrait, Observables.Just<Int>, Stages.Identity<Int>> in Maybe<Int>.just(x) }
    let recover = { (_: Swift.Error) -> PrimitiveSequence<SingleTrait, Observables.Just<Int>, Stages.Identity<Int>> in Single<Int>.just(-1) }
    // In parts, for the type checker (see `mixedSinksChain`). A trait is not an
    // `ObservableType`, so a part cannot be typed `some ObservableType<Int>`; each is a `let` of
    // its full inferred type instead, which the optimizer sees as one concrete value all the same.
    let part1 = Single<Int>.just(count)
        .map { (x: Int) -> Int in x &+ 1 }          // 1
        .do(onSuccess: { (_: Int) in })             // 2
        .flatMap(just)                              // 3
        .catchAndReturn(-1)                         // 4
        .retry(2)                                   // 5
        .catch(recover)                             // 6
        .map { (x: Int) -> Int in x &+ 1 }          // 7
        .do(onSuccess: { (_: Int) in })             // 8
        .flatMap(just)                              // 9
        .catchAndReturn(-1)                         // 10
        .retry(2)                                   // 11
        .catch(recover)                             // 12
    let part2 = part1
        .map { (x: Int) -> Int in x &+ 1 }          // 13
        .do(onSuccess: { (_: Int) in })             // 14
        .flatMap(just)                              // 15
        .catchAndReturn(-1)                         // 16
        .retry(2)                                   // 17
        .catch(recover)                             // 18
        .map { (x: Int) -> Int in x &+ 1 }          // 19
        .do(onSuccess: { (_: Int) in })             // 20
        .flatMap(just)                              // 21
        .catchAndReturn(-1)                         // 22
        .retry(2)                                   // 23
        .catch(recover)                             // 24
    _ = part2
        .filter { (_: Int) -> Bool in true }        // 25: a Maybe from here
        .map { (x: Int) -> Int in x &+ 1 }          // 26
        .do(onNext: { (_: Int) in })                // 27
        .flatMap(maybeJust)                         // 28
        .catchAndReturn(-1)                         // 29
        .ifEmpty(default: 0)                        // 30: a Single again
        .compactMap { (x: Int) -> Int? in x }       // 31: a Maybe
        .ifEmpty(default: 0)                        // 32: a Single
        .subscribe(onSuccess: { (x: Int) in sum &+= x })
    return sum
}

/// An `Infallible`: four blocks of eight (map, filter, scan, distinctUntilChanged, startWith,
/// then three that keep the values: compactMap, take, skip(while:), do, and flatMap or
/// flatMapLatest of a synchronous `just`).
@inline(never) private func infallibleChain(_ count: Int) -> Int {
    var sum = 0
    let just = { (x: Int) -> InfallibleSequence<Observables.Just<Int>, Stages.Identity<Int>> in Infallible<Int>.just(x) }
    // In parts, as `singleChain` (an `Infallible` is not an `ObservableType` either).
    let part1 = Infallible<Int>.of(count, count &+ 1, count &+ 2)
        .map { (x: Int) -> Int in x &+ 1 }                      // 1
        .filter { (x: Int) -> Bool in x & 3 != 0 }              // 2
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }      // 3
        .distinctUntilChanged()                                 // 4
        .startWith(0)                                           // 5
        .compactMap { (x: Int) -> Int? in x }                   // 6
        .flatMap(just)                                          // 7
        .do(onNext: { (_: Int) in })                            // 8
    let part2 = part1
        .map { (x: Int) -> Int in x &+ 1 }                      // 9
        .filter { (x: Int) -> Bool in x & 3 != 0 }              // 10
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }      // 11
        .distinctUntilChanged()                                 // 12
        .startWith(0)                                           // 13
        .take(1_000_000)                                        // 14
        .flatMapLatest(just)                                    // 15
        .skip(while: { (x: Int) -> Bool in x < 0 })             // 16
    let part3 = part2
        .map { (x: Int) -> Int in x &+ 1 }                      // 17
        .filter { (x: Int) -> Bool in x & 3 != 0 }              // 18
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }      // 19
        .distinctUntilChanged()                                 // 20
        .startWith(0)                                           // 21
        .compactMap { (x: Int) -> Int? in x }                   // 22
        .flatMap(just)                                          // 23
        .take(1_000_000)                                        // 24
    _ = part3
        .map { (x: Int) -> Int in x &+ 1 }                      // 25
        .filter { (x: Int) -> Bool in x & 3 != 0 }              // 26
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }      // 27
        .distinctUntilChanged()                                 // 28
        .startWith(0)                                           // 29
        .skip(while: { (x: Int) -> Bool in x < 0 })             // 30
        .flatMapLatest(just)                                    // 31
        .do(onNext: { (_: Int) in })                            // 32
        .subscribe(onNext: { (x: Int) in sum &+= x })
    return sum
}

/// A `Driver` on a `BehaviorRelay`: three blocks of eight (map, filter, scan,
/// distinctUntilChanged, startWith, then skip / do / compactMap / flatMapLatest of a
/// `Driver.just`), then map, filter, a `do(onNext:)` that adds every value to `seen`, and the
/// time operators: throttle and debounce, twice each, with a map between. Each operator ends in
/// a `share(replay: 1)`, as RxSwift's. Run on the main thread: the relay's 0 is replayed at
/// subscription, then `1...count` are accepted, each delivered synchronously by the main
/// scheduler (a new `MainScheduler` per conversion, as RxSwift's `SharingScheduler.make`, so the
/// `Driver.just` subscribed inside a delivery runs at once too). The time operators' timers run
/// on the main queue, which Bench never services: nothing passes the first `debounce` during the
/// run (so `sum` stays 0) and what the first `throttle` lets through depends on the clock, so the
/// result is checked at the `do` before them.
@inline(never) private func driverChain(_ count: Int) -> Int {
    var sum = 0
    var seen = 0
    let relay = BehaviorRelay<Int>(value: 0)
    let just = { (x: Int) -> Driver<Int> in Driver<Int>.just(x) }
    let record = { (x: Int) in seen &+= x }
    // In parts, for the type checker (see `mixedSinksChain`); each operator returns a `Driver<Int>`.
    let part1: Driver<Int> = relay.asDriver()
        .map { (x: Int) -> Int in x &+ 1 }                      // 1
        .filter { (x: Int) -> Bool in x & 3 != 0 }              // 2
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }      // 3
        .distinctUntilChanged()                                 // 4
        .startWith(0)                                           // 5
        .skip(1)                                                // 6: drops that 0
        .compactMap { (x: Int) -> Int? in x }                   // 7
        .flatMapLatest(just)                                    // 8
    let part2: Driver<Int> = part1
        .map { (x: Int) -> Int in x &+ 1 }                      // 9
        .filter { (x: Int) -> Bool in x & 3 != 0 }              // 10
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }      // 11
        .distinctUntilChanged()                                 // 12
        .startWith(0)                                           // 13
        .do(onNext: { (_: Int) in })                            // 14
        .flatMapLatest(just)                                    // 15
        .compactMap { (x: Int) -> Int? in x }                   // 16
    let part3: Driver<Int> = part2
        .map { (x: Int) -> Int in x &+ 1 }                      // 17
        .filter { (x: Int) -> Bool in x & 3 != 0 }              // 18
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }      // 19
        .distinctUntilChanged()                                 // 20
        .startWith(0)                                           // 21
        .skip(2)                                                // 22: drops that 0 and one more
        .compactMap { (x: Int) -> Int? in x }                   // 23
        .flatMapLatest(just)                                    // 24
    let part4: Driver<Int> = part3
        .map { (x: Int) -> Int in x &+ 1 }                      // 25
        .filter { (x: Int) -> Bool in x & 3 != 0 }              // 26
        .do(onNext: record)                                     // 27
        .throttle(.milliseconds(1))                             // 28
        .map { (x: Int) -> Int in x &+ 1 }                      // 29
        .debounce(.milliseconds(1))                             // 30
        .throttle(.milliseconds(1))                             // 31
        .debounce(.milliseconds(1))                             // 32
    let subscription = part4.drive(onNext: { (x: Int) in sum &+= x })
    for i in 0..<count { relay.accept(i &+ 1) }
    subscription.dispose()
    return sum &+ seen
}

/// `driverChain`'s operators on a `Signal` of a `PublishRelay` (no replay: `share(scope:
/// .whileConnected)` after each operator, `Signal.just` in `flatMapLatest`, `emit(onNext:)`);
/// `0..<count` are accepted. Checked at the same `do` for the same reason.
@inline(never) private func signalChain(_ count: Int) -> Int {
    var sum = 0
    var seen = 0
    let relay = PublishRelay<Int>()
    let just = { (x: Int) -> Signal<Int> in Signal<Int>.just(x) }
    let record = { (x: Int) in seen &+= x }
    let part1: Signal<Int> = relay.asSignal()
        .map { (x: Int) -> Int in x &+ 1 }                      // 1
        .filter { (x: Int) -> Bool in x & 3 != 0 }              // 2
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }      // 3
        .distinctUntilChanged()                                 // 4
        .startWith(0)                                           // 5
        .skip(1)                                                // 6: drops that 0
        .compactMap { (x: Int) -> Int? in x }                   // 7
        .flatMapLatest(just)                                    // 8
    let part2: Signal<Int> = part1
        .map { (x: Int) -> Int in x &+ 1 }                      // 9
        .filter { (x: Int) -> Bool in x & 3 != 0 }              // 10
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }      // 11
        .distinctUntilChanged()                                 // 12
        .startWith(0)                                           // 13
        .do(onNext: { (_: Int) in })                            // 14
        .flatMapLatest(just)                                    // 15
        .compactMap { (x: Int) -> Int? in x }                   // 16
    let part3: Signal<Int> = part2
        .map { (x: Int) -> Int in x &+ 1 }                      // 17
        .filter { (x: Int) -> Bool in x & 3 != 0 }              // 18
        .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }      // 19
        .distinctUntilChanged()                                 // 20
        .startWith(0)                                           // 21
        .skip(2)                                                // 22: drops that 0 and one more
        .compactMap { (x: Int) -> Int? in x }                   // 23
        .flatMapLatest(just)                                    // 24
    let part4: Signal<Int> = part3
        .map { (x: Int) -> Int in x &+ 1 }                      // 25
        .filter { (x: Int) -> Bool in x & 3 != 0 }              // 26
        .do(onNext: record)                                     // 27
        .throttle(.milliseconds(1))                             // 28
        .map { (x: Int) -> Int in x &+ 1 }                      // 29
        .debounce(.milliseconds(1))                             // 30
        .throttle(.milliseconds(1))                             // 31
        .debounce(.milliseconds(1))                             // 32
    let subscription = part4.emit(onNext: { (x: Int) in sum &+= x })
    for i in 0..<count { relay.accept(i) }
    subscription.dispose()
    return sum &+ seen
}

// The same computations as plain loops.
private func loop_startWith(_ count: Int) -> Int { (0..<count).reduce(0, &+) &+ 32 }
private func loop_doLifecycle(_ count: Int) -> Int {
    // 8 onSubscribe... : 16 onSubscribe, 8 onSubscribed, 8 onDispose (the range completes).
    (0..<count).reduce(0, &+) &+ 32
}
private func loop_mixedSinks(_ count: Int) -> Int {
    // 0 from the first startWith, then x + 1 for every x; skip(until:) drops the second
    // startWith's 0 (emitted while subscribing, before its trigger), which adds nothing anyway.
    (0...count).reduce(0, &+)
}

private func loop_mixedCycle(_ count: Int) -> Int {
    // Each block puts a 0 in front and adds one to every element; nothing fails or is dropped.
    var values = Array(0..<count)
    for _ in 0..<4 { values = [0] + values.map { $0 &+ 1 } }
    return values.reduce(0, &+)
}

private func loop_single(_ count: Int) -> Int {
    // Five maps (+1 each); everything else keeps the element.
    count &+ 5
}
private func loop_infallible(_ count: Int) -> Int {
    // Per block: 0 from startWith, then the distinct running sums of the mapped elements the
    // filter keeps (the other operators of a block keep the values: none is negative).
    var values = [count, count &+ 1, count &+ 2]
    for _ in 0..<4 {
        var next = [0]
        var acc = 0
        var last: Int?
        for value in values {
            let mapped = value &+ 1
            guard mapped & 3 != 0 else { continue }
            acc &+= mapped
            if last == acc { continue }
            last = acc
            next.append(acc)
        }
        values = next
    }
    return values.reduce(0, &+)
}

private func loop_driver(_ count: Int) -> Int {
    // The relay's 0, then the accepted 1...count.
    loop_sharedSequence(Array(0...count))
}
private func loop_signal(_ count: Int) -> Int {
    // The accepted 0..<count (a PublishRelay has no element of its own).
    loop_sharedSequence(Array(0..<count))
}
private func loop_sharedSequence(_ source: [Int]) -> Int {
    // One block: map, filter, scan, distinctUntilChanged, startWith(0), then `skipping`
    // elements dropped (compactMap, do and flatMapLatest of a `just` keep the values).
    func block(_ values: [Int], skipping: Int) -> [Int] {
        var next = [0]
        var acc = 0
        var last: Int?
        for value in values {
            let mapped = value &+ 1
            guard mapped & 3 != 0 else { continue }
            acc &+= mapped
            if last == acc { continue }
            last = acc
            next.append(acc)
        }
        return Array(next.dropFirst(skipping))
    }
    let values = block(block(block(source, skipping: 1), skipping: 0), skipping: 2)
    // 25-27: map, filter, and the `do` adds what reaches it to `seen`; nothing reaches the sink.
    return values.map { $0 &+ 1 }.filter { $0 & 3 != 0 }.reduce(0, &+)
}

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
