// The workloads of DESIGN.md §7 written against ClassicRx, the class-based reference in
// RxSwift's Producer/Sink architecture (Benchmarks/ClassicRx/README.md). Same closures and
// checksums as ValueRxWorkloads.swift.
import ClassicRx

enum ClassicRxWorkloads {
    /// W1: `range` → map → filter → map → scan → subscribe; `n` events.
    @inline(never)
    static func w1(_ n: Int) -> Int {
        var sum = 0
        _ = Observable.range(start: 0, count: n)
            .map { (x: Int) -> Int in x &* 3 }
            .filter { (x: Int) -> Bool in x & 1 == 0 }
            .map { (x: Int) -> Int in x &+ 7 }
            .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
            .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W2: `n` times subscribe to `just(i).map.filter.map` and dispose.
    @inline(never)
    static func w2(_ n: Int) -> Int {
        var sum = 0
        for i in 0..<n {
            let subscription = Observable.just(i)
                .map { (x: Int) -> Int in x &+ 1 }
                .filter { (x: Int) -> Bool in x >= 0 }
                .map { (x: Int) -> Int in x &* 2 }
                .subscribe(onNext: { (x: Int) in sum &+= x })
            subscription.dispose()
        }
        return sum
    }

    /// W3: a subject with 10 subscribers, each through a `map`; `n` `onNext` calls.
    @inline(never)
    static func w3(_ n: Int) -> Int {
        var sum = 0
        let subject = PublishSubject<Int>()
        var subscriptions: [Disposable] = []
        for k in 0..<10 {
            subscriptions.append(subject.map { (x: Int) -> Int in x &+ k }.subscribe(onNext: { (x: Int) in sum &+= x }))
        }
        for i in 0..<n { subject.on(.next(i)) }
        for subscription in subscriptions { subscription.dispose() }
        return sum
    }

    /// W4: `range` → `depth` maps → subscribe; `n` events.
    @inline(never)
    static func w4(depth: Int, _ n: Int) -> Int {
        var sum = 0
        var chain = Observable.range(start: 0, count: n)
        for _ in 0..<depth { chain = chain.map { (x: Int) -> Int in x &+ 1 } }
        _ = chain.subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W5: `range` → `flatMap { just }`; `n` inner sequences.
    @inline(never)
    static func w5(_ n: Int) -> Int {
        var sum = 0
        _ = Observable.range(start: 0, count: n)
            .flatMap { (x: Int) -> Observable<Int> in Observable.just(x &* 2) }
            .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W6: `create` emitting `n` events → map → filter → subscribe.
    @inline(never)
    static func w6(_ n: Int) -> Int {
        var sum = 0
        _ = Observable<Int>.create { observer in
            for i in 0..<n { observer.on(.next(i)) }
            observer.on(.completed)
            return Disposables.create()
        }
        .map { (x: Int) -> Int in x &+ 1 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }
}
