// The workloads of the Performance article (README "Performance") written with ValueRx, as a user's app would write them.
// Each function runs one measurement unit batch and returns a checksum that the ClassicRx and
// floor versions must reproduce exactly.
import ValueRx

enum ValueRxWorkloads {
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

    /// W1 with every operator's result erased by `.asObservable()`: what erasure costs.
    @inline(never)
    static func w1Erased(_ n: Int) -> Int {
        var sum = 0
        _ = Observable.range(start: 0, count: n).asObservable()
            .map { (x: Int) -> Int in x &* 3 }.asObservable()
            .filter { (x: Int) -> Bool in x & 1 == 0 }.asObservable()
            .map { (x: Int) -> Int in x &+ 7 }.asObservable()
            .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }.asObservable()
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
            w2ValueRxHeld = subscription
            subscription.dispose()
        }
        w2ValueRxHeld = nil
        return sum
    }

    /// W4: `range` → `depth` maps → subscribe; `n` events. One function per depth: the
    /// optimizer stops inlining into a caller that has grown too big, and a chain whose
    /// subscription is not inlined into the function that wrote its closures calls each
    /// closure indirectly.
    @inline(never)
    static func w4(depth: Int, _ n: Int) -> Int {
        switch depth {
        case 1: return w4d1(n)
        case 2: return w4d2(n)
        case 4: return w4d4(n)
        case 8: return w4d8(n)
        case 16: return w4d16(n)
        case 32: return w4d32(n)
        default: fatalError("W4 has no chain of depth \(depth)")
        }
    }

    @inline(never)
    static func w4d1(_ n: Int) -> Int {
        var sum = 0
        _ = maps1(Observable.range(start: 0, count: n)).subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    @inline(never)
    static func w4d2(_ n: Int) -> Int {
        var sum = 0
        _ = maps2(Observable.range(start: 0, count: n)).subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    @inline(never)
    static func w4d4(_ n: Int) -> Int {
        var sum = 0
        _ = maps4(Observable.range(start: 0, count: n)).subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    @inline(never)
    static func w4d8(_ n: Int) -> Int {
        var sum = 0
        _ = maps8(Observable.range(start: 0, count: n)).subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    @inline(never)
    static func w4d16(_ n: Int) -> Int {
        var sum = 0
        _ = maps16(Observable.range(start: 0, count: n)).subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    @inline(never)
    static func w4d32(_ n: Int) -> Int {
        var sum = 0
        _ = maps32(Observable.range(start: 0, count: n)).subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W3: a `PublishSubject` with 10 subscribers, each through its own `map`; `n` onNext calls.
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

    /// W6: `create` emitting `n` events → map → filter → subscribe.
    @inline(never)
    static func w6(_ n: Int) -> Int {
        var sum = 0
        _ = Observable<Int>.create { observer in
            for i in 0..<n { observer.onNext(i) }
            observer.onCompleted()
            return Disposables.create()
        }
        .map { (x: Int) -> Int in x &+ 1 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }
}

// W4 chains, written out inline as a user would: each is one fused pipeline.
@inline(__always) private func maps1<Source: ObservableType<Int>>(_ source: Source) -> some ObservableType<Int> {
    source
        .map { (x: Int) -> Int in x &+ 1 }
}
@inline(__always) private func maps2<Source: ObservableType<Int>>(_ source: Source) -> some ObservableType<Int> {
    source
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
}
@inline(__always) private func maps4<Source: ObservableType<Int>>(_ source: Source) -> some ObservableType<Int> {
    source
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
}
@inline(__always) private func maps8<Source: ObservableType<Int>>(_ source: Source) -> some ObservableType<Int> {
    source
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
}
@inline(__always) private func maps16<Source: ObservableType<Int>>(_ source: Source) -> some ObservableType<Int> {
    source
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
}
@inline(__always) private func maps32<Source: ObservableType<Int>>(_ source: Source) -> some ObservableType<Int> {
    source
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
}

/// Where W2 parks each subscription before disposing it (see `w2FloorHeld`).
nonisolated(unsafe) var w2ValueRxHeld: (any ValueRx.Disposable)?

/// W25's view model, written as RxSwift code names its boundaries: a stored
/// `Observable<Int>`, a function returning `Observable<Int>`, a closure returning
/// `Observable<Int>`; each boundary erases (`.asObservable()`, the edit ValueRx needs today).
struct W25ValueRxViewModel {
    let results: Observable<Int>

    init(query: PublishSubject<Int>, lookup: @escaping (Int) -> Observable<Int>) {
        results = Self.cleaned(query.asObservable())
            .flatMapLatest(lookup)
            .asObservable()
    }

    static func cleaned(_ input: Observable<Int>) -> Observable<Int> {
        input.filter { (x: Int) -> Bool in x >= 0 }.distinctUntilChanged().asObservable()
    }
}

extension ValueRxWorkloads {
    /// W25: a view model that erases at every boundary (stored property, function result,
    /// closure result) over a subject: `n` queries, each looked up by `flatMapLatest` into a
    /// one-element result. Checksum `n × (n - 1)`.
    @inline(never)
    static func w25(_ n: Int) -> Int {
        var sum = 0
        let query = PublishSubject<Int>()
        let model = W25ValueRxViewModel(query: query, lookup: { (x: Int) -> Observable<Int> in
            Observable.just(x &* 2).asObservable()
        })
        let subscription = model.results.subscribe(onNext: { (x: Int) in sum &+= x })
        for i in 0..<n { query.on(.next(i)) }
        subscription.dispose()
        return sum
    }
}
