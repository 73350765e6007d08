// The workloads of the Performance article (README "Performance") written against ClassicRx, the class-based reference in
// RxSwift's Producer/Sink architecture (Benchmarks/ClassicRx/README.md). Same closures and
// checksums as ValueRxWorkloads.swift.
import ClassicRx
import Dispatch

/// The failure the retry workload (W10) injects.
private enum ClassicBenchError: Error {
    case failed
}

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
            w2ClassicRxHeld = subscription
            subscription.dispose()
        }
        w2ClassicRxHeld = nil
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

    /// W7: an app-like mixed chain: `range` → map → startWith → filter → do(onSubscribe:) →
    /// flatMap { just } → map → catchAndReturn → concatMap { just } → retry(3); `n` range events.
    @inline(never)
    static func w7(_ n: Int) -> Int {
        var sum = 0
        var subscribed = 0
        _ = Observable.range(start: 0, count: n)
            .map { (x: Int) -> Int in x &+ 1 }
            .startWith(0)
            .filter { (x: Int) -> Bool in x & 1 == 0 }
            .do(onSubscribe: { subscribed &+= 1 })
            .flatMap { (x: Int) -> Observable<Int> in Observable.just(x &* 2) }
            .map { (x: Int) -> Int in x &+ 3 }
            .catchAndReturn(-1)
            .concatMap { (x: Int) -> Observable<Int> in Observable.just(x) }
            .retry(3)
            .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum &+ subscribed
    }

    /// W7e: only the element-wise part of W7: `range` → map → filter → map → map; `n` events.
    @inline(never)
    static func w7e(_ n: Int) -> Int {
        var sum = 0
        _ = Observable.range(start: 0, count: n)
            .map { (x: Int) -> Int in x &+ 1 }
            .filter { (x: Int) -> Bool in x & 1 == 0 }
            .map { (x: Int) -> Int in x &* 2 }
            .map { (x: Int) -> Int in x &+ 3 }
            .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W8: static `merge` of two ranges that together emit `n` events.
    @inline(never)
    static func w8(_ n: Int) -> Int {
        var sum = 0
        _ = Observable<Int>.merge(
            Observable.range(start: 0, count: n / 2),
            Observable.range(start: n / 2, count: n - n / 2)
        )
        .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W9: static `concat` of `n` `just` sources produced lazily.
    @inline(never)
    static func w9(_ n: Int) -> Int {
        var sum = 0
        _ = Observable<Int>.concat((0..<n).lazy.map { (x: Int) -> Observable<Int> in Observable.just(x) })
            .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W10: `n` subscriptions to a `create` source that fails twice, then emits `i` and
    /// completes, behind `retry(3)`.
    @inline(never)
    static func w10(_ n: Int) -> Int {
        var sum = 0
        for i in 0..<n {
            var attempt = 0
            _ = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
                attempt &+= 1
                if attempt < 3 {
                    observer.on(.error(ClassicBenchError.failed))
                } else {
                    observer.on(.next(i))
                    observer.on(.completed)
                }
                return Disposables.create()
            }
            .retry(3)
            .subscribe(onNext: { (x: Int) in sum &+= x })
        }
        return sum
    }

    /// W11: a subject → map → `share()` with two subscribers; `n` `onNext` calls.
    @inline(never)
    static func w11(_ n: Int) -> Int {
        var sum = 0
        let subject = PublishSubject<Int>()
        let shared = subject.map { (x: Int) -> Int in x &+ 1 }.share()
        let first = shared.subscribe(onNext: { (x: Int) in sum &+= x })
        let second = shared.subscribe(onNext: { (x: Int) in sum &+= x })
        for i in 0..<n { subject.on(.next(i)) }
        first.dispose()
        second.dispose()
        return sum
    }

    /// W12: a subject → `observe(on:)` a serial dispatch queue; `n` `onNext` calls, then
    /// completion, waited for with a semaphore. `sum` is written only on the queue and read
    /// after the semaphore.
    @inline(never)
    static func w12(_ n: Int) -> Int {
        var sum = 0
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.w12")
        let subject = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.observe(on: scheduler)
            .subscribe(onNext: { (x: Int) in sum &+= x }, onCompleted: { _ = done.signal() })
        for i in 0..<n { subject.on(.next(i)) }
        subject.on(.completed)
        done.wait()
        subscription.dispose()
        return sum
    }

    /// W13: static `combineLatest` of two subjects fed alternately; `n` `onNext` calls after the
    /// first one, each producing one combination.
    @inline(never)
    static func w13(_ n: Int) -> Int {
        var sum = 0
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let subscription = Observable<Int>.combineLatest(a.asObservable(), b.asObservable()) { (x: Int, y: Int) -> Int in x &+ y }
            .subscribe(onNext: { (x: Int) in sum &+= x })
        a.on(.next(0))
        for i in 0..<n {
            if i & 1 == 0 {
                b.on(.next(i))
            } else {
                a.on(.next(i))
            }
        }
        subscription.dispose()
        return sum
    }

    /// W14: static `zip` of two ranges of `n` events each.
    @inline(never)
    static func w14(_ n: Int) -> Int {
        var sum = 0
        _ = Observable<Int>.zip(Observable.range(start: 0, count: n), Observable.range(start: 0, count: n)) { (x: Int, y: Int) -> Int in x &+ y }
            .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W15: `n` times subscribe to `Single.just(i).map.flatMap { Single.just }` and dispose.
    @inline(never)
    static func w15(_ n: Int) -> Int {
        var sum = 0
        for i in 0..<n {
            let subscription = Single.just(i)
                .map { (x: Int) -> Int in x &+ 1 }
                .flatMap { (x: Int) -> Single<Int> in Single.just(x) }
                .subscribe(onSuccess: { (x: Int) in sum &+= x })
            w15ClassicRxHeld = subscription
            subscription.dispose()
        }
        w15ClassicRxHeld = nil
        return sum
    }

    /// W16: a subject → `throttle(.milliseconds(50), latest: true)` on a serial dispatch queue
    /// scheduler; `n` `onNext` calls in one burst (inside one window), then completion, waited
    /// for: element 0 goes out at once, element `n - 1` at the window's end, then the
    /// completion. `sum` is read after the semaphore.
    @inline(never)
    static func w16(_ n: Int) -> Int {
        var sum = 0
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.w16")
        let subject = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.throttle(.milliseconds(50), latest: true, scheduler: scheduler)
            .subscribe(onNext: { (x: Int) in sum &+= x }, onCompleted: { _ = done.signal() })
        for i in 0..<n { subject.on(.next(i)) }
        subject.on(.completed)
        awaitTerminal(done, "W16 ClassicRx")
        subscription.dispose()
        return sum
    }

    /// W17: a subject → `debounce(.milliseconds(50))` on a serial dispatch queue scheduler; `n`
    /// `onNext` calls in one burst (each starts a timer and cancels the previous one), then
    /// completion, which sends element `n - 1` at once.
    @inline(never)
    static func w17(_ n: Int) -> Int {
        var sum = 0
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.w17")
        let subject = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.debounce(.milliseconds(50), scheduler: scheduler)
            .subscribe(onNext: { (x: Int) in sum &+= x }, onCompleted: { _ = done.signal() })
        for i in 0..<n { subject.on(.next(i)) }
        subject.on(.completed)
        awaitTerminal(done, "W17 ClassicRx")
        subscription.dispose()
        return sum
    }

    /// W18: a `BehaviorRelay` → `asDriver()` → map → filter → `drive(onNext:)`, then `n`
    /// `accept` calls on the main thread (each delivered synchronously by the main scheduler's
    /// fast path), then dispose. The relay's initial 0 is replayed at subscription (and filtered
    /// out).
    @inline(never)
    static func w18(_ n: Int) -> Int {
        var sum = 0
        let relay = BehaviorRelay<Int>(value: 0)
        let subscription = relay.asDriver()
            .map { (x: Int) -> Int in x &+ 1 }
            .filter { (x: Int) -> Bool in x & 1 == 0 }
            .drive(onNext: { (x: Int) in sum &+= x })
        for i in 0..<n { relay.accept(i) }
        subscription.dispose()
        return sum
    }
}

/// Where W2 parks each subscription before disposing it (see `w2FloorHeld`).
nonisolated(unsafe) var w2ClassicRxHeld: (any ClassicRx.Disposable)?

/// Where W15 parks each subscription before disposing it, as W2 does (see `w2FloorHeld`).
nonisolated(unsafe) var w15ClassicRxHeld: (any ClassicRx.Disposable)?

/// W25's view model in RxSwift's shape: every operator returns `Observable<Int>` already.
struct W25ClassicRxViewModel {
    let results: Observable<Int>

    init(query: PublishSubject<Int>, lookup: @escaping (Int) -> Observable<Int>) {
        results = Self.cleaned(query.asObservable())
            .flatMapLatest(lookup)
    }

    static func cleaned(_ input: Observable<Int>) -> Observable<Int> {
        input.filter { (x: Int) -> Bool in x >= 0 }.distinctUntilChanged()
    }
}

extension ClassicRxWorkloads {
    /// W25: see `ValueRxWorkloads.w25`.
    @inline(never)
    static func w25(_ n: Int) -> Int {
        var sum = 0
        let query = PublishSubject<Int>()
        let model = W25ClassicRxViewModel(query: query, lookup: { (x: Int) -> Observable<Int> in
            Observable.just(x &* 2)
        })
        let subscription = model.results.subscribe(onNext: { (x: Int) in sum &+= x })
        for i in 0..<n { query.on(.next(i)) }
        subscription.dispose()
        return sum
    }
}
