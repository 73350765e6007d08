// W19 to W23 written against ClassicRx (RxSwift's Producer/Sink architecture). Same closures and
// checksums as the ValueRx and floor versions in Workloads3.swift.
import ClassicRx
import Dispatch

/// Where W19 to W22 park each subscription before disposing it, as W2 does (see `w2FloorHeld`).
nonisolated(unsafe) var w19To22ClassicRxHeld: (any ClassicRx.Disposable)?

extension ClassicRxWorkloads {
    /// W19: a `BehaviorRelay` holding 41, made once; per unit, on the main thread,
    /// `relay.asDriver().map { +1 }.filter { even }.drive(onNext:)` built and subscribed (41 is
    /// replayed synchronously through the `MainScheduler`'s fast path: 42 reaches the sink),
    /// then disposed.
    @inline(never)
    static func w19(_ n: Int) -> Int {
        var sum = 0
        let relay = BehaviorRelay<Int>(value: 41)
        for _ in 0..<n {
            let subscription = relay.asDriver()
                .map { (x: Int) -> Int in x &+ 1 }
                .filter { (x: Int) -> Bool in x & 1 == 0 }
                .drive(onNext: { (x: Int) in sum &+= x })
            w19To22ClassicRxHeld = subscription
            subscription.dispose()
        }
        w19To22ClassicRxHeld = nil
        return sum
    }

    /// W20: `subject.share(replay: 1)` made once, one long-lived subscriber holding the
    /// connection, then 5 sent; per unit a second subscriber subscribes (gets the replayed 5)
    /// and is disposed.
    @inline(never)
    static func w20(_ n: Int) -> Int {
        var sum = 0
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        let connection = shared.subscribe(onNext: { (x: Int) in sum &+= x })
        subject.on(.next(5))
        for _ in 0..<n {
            let subscription = shared.subscribe(onNext: { (x: Int) in sum &+= x })
            w19To22ClassicRxHeld = subscription
            subscription.dispose()
        }
        w19To22ClassicRxHeld = nil
        connection.dispose()
        return sum
    }

    /// W21: two `BehaviorSubject`s holding 3 and 4, made once; per unit
    /// `combineLatest(a, b).map { a + b }.distinctUntilChanged()` built and subscribed (one
    /// combination: 7), then disposed.
    @inline(never)
    static func w21(_ n: Int) -> Int {
        var sum = 0
        let a = BehaviorSubject<Int>(value: 3)
        let b = BehaviorSubject<Int>(value: 4)
        for _ in 0..<n {
            let subscription = Observable.combineLatest(a, b)
                .map { (pair: (Int, Int)) -> Int in pair.0 &+ pair.1 }
                .distinctUntilChanged()
                .subscribe(onNext: { (x: Int) in sum &+= x })
            w19To22ClassicRxHeld = subscription
            subscription.dispose()
        }
        w19To22ClassicRxHeld = nil
        return sum
    }

    /// W22: a `BehaviorSubject` holding 5, made once; per unit
    /// `source.filter { ≥ 0 }.distinctUntilChanged().flatMapLatest { just($0).catchAndReturn(0) }.map { × 2 }`
    /// built and subscribed (one value: 10), then disposed.
    @inline(never)
    static func w22(_ n: Int) -> Int {
        var sum = 0
        let source = BehaviorSubject<Int>(value: 5)
        for _ in 0..<n {
            let subscription = source
                .filter { (x: Int) -> Bool in x >= 0 }
                .distinctUntilChanged()
                .flatMapLatest { (x: Int) -> Observable<Int> in Observable.just(x).catchAndReturn(0) }
                .map { (x: Int) -> Int in x &* 2 }
                .subscribe(onNext: { (x: Int) in sum &+= x })
            w19To22ClassicRxHeld = subscription
            subscription.dispose()
        }
        w19To22ClassicRxHeld = nil
        return sum
    }

    /// W23: `scheduleRecursive` on a serial dispatch queue scheduler counting down from `n`
    /// (RxSwift's `RecursiveImmediateScheduler`: each step one `schedule` call, tracked in a
    /// `CompositeDisposable` until it runs); the step with state 1 (or less) signals the end,
    /// waited for. `sum` is written only on the queue and read after the semaphore.
    @inline(never)
    static func w23(_ n: Int) -> Int {
        var sum = 0
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.w23")
        let done = DispatchSemaphore(value: 0)
        let recursion = scheduler.scheduleRecursive(n) { (state: Int, recurse: (Int) -> Void) in
            sum &+= state
            if state > 1 {
                recurse(state &- 1)
            } else {
                _ = done.signal()
            }
        }
        done.wait()
        recursion.dispose()
        return sum
    }
}

extension ClassicRxWorkloads {
    /// W24: the mixed 32-operator chain (see the ValueRx version), each operator erased as in
    /// RxSwift.
    @inline(never)
    static func w24(_ n: Int) -> Int {
        var sum = 0
        var chain = Observable.range(start: 0, count: n)
        for _ in 0..<4 {
            chain = chain
                .map { (x: Int) -> Int in x &+ 1 }.startWith(0)
                .flatMap { (x: Int) -> Observable<Int> in Observable.just(x) }.do(onSubscribe: {})
                .catchAndReturn(-1).filter { (x: Int) -> Bool in x >= 0 }
                .concatMap { (x: Int) -> Observable<Int> in Observable.just(x) }.retry(2)
        }
        _ = chain.subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W24p: range → map → filter → map → filter → map.
    @inline(never)
    static func w24p(_ n: Int) -> Int {
        var sum = 0
        _ = Observable.range(start: 0, count: n)
            .map { (x: Int) -> Int in x &+ 1 }.filter { (x: Int) -> Bool in x >= 0 }
            .map { (x: Int) -> Int in x &+ 1 }.filter { (x: Int) -> Bool in x >= 0 }
            .map { (x: Int) -> Int in x &+ 1 }
            .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }
}
