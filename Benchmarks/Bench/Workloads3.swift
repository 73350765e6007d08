// The subscription-cost workloads W19 to W22 (a chain built, subscribed, given one element and
// disposed per unit, as UI code binds a screen) and W23 (recursive scheduling on a serial
// dispatch queue): ValueRx and the hand-written floor. ClassicRx's versions are in
// ClassicRxWorkloads3.swift (the two libraries' names clash in one file); all three use the same
// closures and checksums.
import Dispatch
import Foundation
import ValueRx

/// Where W19 to W22 park each subscription before disposing it, as W2 does (see `w2FloorHeld`).
nonisolated(unsafe) var w19To22ValueRxHeld: (any ValueRx.Disposable)?

// MARK: Subscription cost (W19 to W22)

extension ValueRxWorkloads {
    /// W19: a `BehaviorRelay` holding 41, made once; per unit, on the main thread,
    /// `relay.asDriver().map { +1 }.filter { even }.drive(onNext:)` built and subscribed (the
    /// relay's 41 is replayed synchronously by the main scheduler's fast path: 42 reaches the
    /// sink), then disposed. Checksum `42 × n`.
    @inline(never)
    static func w19(_ n: Int) -> Int {
        var sum = 0
        let relay = BehaviorRelay<Int>(value: 41)
        for _ in 0..<n {
            let subscription = relay.asDriver()
                .map { (x: Int) -> Int in x &+ 1 }
                .filter { (x: Int) -> Bool in x & 1 == 0 }
                .drive(onNext: { (x: Int) in sum &+= x })
            w19To22ValueRxHeld = subscription
            subscription.dispose()
        }
        w19To22ValueRxHeld = nil
        return sum
    }

    /// W20: `subject.share(replay: 1)` made once, one long-lived subscriber holding the
    /// connection, then 5 sent (the long-lived subscriber gets it, the replay keeps it); per unit
    /// a second subscriber subscribes (gets the replayed 5) and is disposed. Checksum
    /// `5 + 5 × n`.
    @inline(never)
    static func w20(_ n: Int) -> Int {
        var sum = 0
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        let connection = shared.subscribe(onNext: { (x: Int) in sum &+= x })
        subject.on(.next(5))
        for _ in 0..<n {
            let subscription = shared.subscribe(onNext: { (x: Int) in sum &+= x })
            w19To22ValueRxHeld = subscription
            subscription.dispose()
        }
        w19To22ValueRxHeld = nil
        connection.dispose()
        return sum
    }

    /// W21: two `BehaviorSubject`s holding 3 and 4, made once; per unit
    /// `combineLatest(a, b).map { a + b }.distinctUntilChanged()` built and subscribed (one
    /// combination: 7), then disposed. Checksum `7 × n`.
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
            w19To22ValueRxHeld = subscription
            subscription.dispose()
        }
        w19To22ValueRxHeld = nil
        return sum
    }

    /// W22: a `BehaviorSubject` holding 5, made once; per unit
    /// `source.filter { ≥ 0 }.distinctUntilChanged().flatMapLatest { just($0).catchAndReturn(0) }.map { × 2 }`
    /// built and subscribed (one value: 10), then disposed. Checksum `10 × n`.
    @inline(never)
    static func w22(_ n: Int) -> Int {
        var sum = 0
        let source = BehaviorSubject<Int>(value: 5)
        for _ in 0..<n {
            let subscription = source
                .filter { (x: Int) -> Bool in x >= 0 }
                .distinctUntilChanged()
                .flatMapLatest { (x: Int) -> Observables.Pipeline<Observables.Just<Int>, Stages.CatchAndReturn<Int>> in
                    Observable.just(x).catchAndReturn(0)
                }
                .map { (x: Int) -> Int in x &* 2 }
                .subscribe(onNext: { (x: Int) in sum &+= x })
            w19To22ValueRxHeld = subscription
            subscription.dispose()
        }
        w19To22ValueRxHeld = nil
        return sum
    }
}

/// The floor's observable value, written by hand: the latest value and a plain list of observer
/// closures with their ids, no lock (W19 to W22 run on one thread). `subscribe` stores the
/// observer and sends it the latest value at once (what a behaviour subject, a relay or a
/// replaying share does); `unsubscribe` removes it by id.
final class FloorHub {
    private var latest: Int?
    private var observers: [(id: Int, handler: (Int) -> Void)] = []
    private var nextID = 0

    init(latest: Int? = nil) {
        self.latest = latest
        observers.reserveCapacity(4)
    }

    /// Adds `handler`, sends it the latest value if there is one, and returns its id.
    func subscribe(_ handler: @escaping (Int) -> Void) -> Int {
        let id = nextID
        nextID &+= 1
        observers.append((id: id, handler: handler))
        if let value = latest { handler(value) }
        return id
    }

    /// Removes the observer `id` (the newest first: the usual case).
    func unsubscribe(_ id: Int) {
        if let index = observers.lastIndex(where: { $0.id == id }) {
            observers.remove(at: index)
        }
    }

    /// Stores `value` and sends it to every observer.
    func send(_ value: Int) {
        latest = value
        for observer in observers { observer.handler(value) }
    }
}

/// W21's floor state per subscription: the latest value of each side and the last value sent
/// (combine, then drop a repeat), one object for both handlers.
final class FloorCombineLatest {
    private let combine: (Int, Int) -> Int
    private let sink: (Int) -> Void
    private var latestA: Int?
    private var latestB: Int?
    private var last: Int?

    init(combine: @escaping (Int, Int) -> Int, sink: @escaping (Int) -> Void) {
        self.combine = combine
        self.sink = sink
    }

    func receiveA(_ value: Int) {
        latestA = value
        emit()
    }

    func receiveB(_ value: Int) {
        latestB = value
        emit()
    }

    private func emit() {
        guard let a = latestA, let b = latestB else { return }
        let value = combine(a, b)
        if value == last { return }
        last = value
        sink(value)
    }
}

/// W22's floor state per subscription: the predicate, then a repeat dropped, then the inner
/// step (the selector's value: `just` cannot fail, so `catchAndReturn` adds no work) and the
/// map, to the sink.
final class FloorFilterDistinctMap {
    private let predicate: (Int) -> Bool
    private let inner: (Int) -> Int
    private let transform: (Int) -> Int
    private let sink: (Int) -> Void
    private var last: Int?

    init(predicate: @escaping (Int) -> Bool, inner: @escaping (Int) -> Int, transform: @escaping (Int) -> Int, sink: @escaping (Int) -> Void) {
        self.predicate = predicate
        self.inner = inner
        self.transform = transform
        self.sink = sink
    }

    func receive(_ value: Int) {
        guard predicate(value), value != last else { return }
        last = value
        sink(transform(inner(value)))
    }
}

extension FloorWorkloads {
    /// W19: a `FloorHub` holding 41; per unit a handler calling the map closure, the predicate
    /// and the sink is added (it gets 41 at once) and removed.
    @inline(never)
    static func w19(_ n: Int) -> Int {
        var sum = 0
        let transform = opaque { (x: Int) -> Int in x &+ 1 }
        let predicate = opaque { (x: Int) -> Bool in x & 1 == 0 }
        let sink = opaque { (x: Int) in sum &+= x }
        let relay = FloorHub(latest: 41)
        for _ in 0..<n {
            let id = relay.subscribe { (x: Int) in
                let a = transform(x)
                if predicate(a) { sink(a) }
            }
            relay.unsubscribe(id)
        }
        return sum
    }

    /// W20: a `FloorHub` with one long-lived observer, sent 5; per unit a second observer is
    /// added (it gets 5 at once) and removed.
    @inline(never)
    static func w20(_ n: Int) -> Int {
        var sum = 0
        let sink = opaque { (x: Int) in sum &+= x }
        let hub = FloorHub()
        let connection = hub.subscribe(sink)
        hub.send(5)
        for _ in 0..<n {
            let id = hub.subscribe(sink)
            hub.unsubscribe(id)
        }
        hub.unsubscribe(connection)
        return sum
    }

    /// W21: two `FloorHub`s holding 3 and 4; per unit one `FloorCombineLatest` and a handler on
    /// each hub (the second one's value completes the pair: 7 to the sink), both removed.
    @inline(never)
    static func w21(_ n: Int) -> Int {
        var sum = 0
        let combine = opaque { (x: Int, y: Int) -> Int in x &+ y }
        let sink = opaque { (x: Int) in sum &+= x }
        let a = FloorHub(latest: 3)
        let b = FloorHub(latest: 4)
        for _ in 0..<n {
            let state = FloorCombineLatest(combine: combine, sink: sink)
            let idA = a.subscribe { (x: Int) in state.receiveA(x) }
            let idB = b.subscribe { (x: Int) in state.receiveB(x) }
            a.unsubscribe(idA)
            b.unsubscribe(idB)
        }
        return sum
    }

    /// W22: a `FloorHub` holding 5; per unit one `FloorFilterDistinctMap` and its handler are
    /// added (5 passes: 10 to the sink) and removed.
    @inline(never)
    static func w22(_ n: Int) -> Int {
        var sum = 0
        let predicate = opaque { (x: Int) -> Bool in x >= 0 }
        let inner = opaque { (x: Int) -> Int in x }
        let transform = opaque { (x: Int) -> Int in x &* 2 }
        let sink = opaque { (x: Int) in sum &+= x }
        let source = FloorHub(latest: 5)
        for _ in 0..<n {
            let state = FloorFilterDistinctMap(predicate: predicate, inner: inner, transform: transform, sink: sink)
            let id = source.subscribe { (x: Int) in state.receive(x) }
            source.unsubscribe(id)
        }
        return sum
    }
}

// MARK: Recursive scheduling (W23)

extension ValueRxWorkloads {
    /// W23: `scheduleRecursive` on a serial dispatch queue scheduler counting down from `n`:
    /// each step adds its state to the sum and schedules the next with state − 1, the step with
    /// state 1 (or less) signals the end, waited for. `n` actions (one when `n` is 0). Checksum
    /// `n (n + 1) / 2`.
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

/// W23's floor: the countdown written with `DispatchQueue.async`, one block per step on a
/// serial queue, the sink called per step, a semaphore signalled by the last one.
final class FloorCountdown: @unchecked Sendable {
    private let queue = DispatchQueue(label: "bench.w23.floor")
    private let sink: (Int) -> Void
    /// Signalled by the last step.
    let done = DispatchSemaphore(value: 0)

    init(sink: @escaping (Int) -> Void) {
        self.sink = sink
    }

    func start(_ state: Int) {
        queue.async { self.step(state) }
    }

    private func step(_ state: Int) {
        sink(state)
        if state > 1 {
            queue.async { self.step(state &- 1) }
        } else {
            _ = done.signal()
        }
    }
}

extension FloorWorkloads {
    /// W23: a `FloorCountdown` from `n`, waited for.
    @inline(never)
    static func w23(_ n: Int) -> Int {
        var sum = 0
        let sink = opaque { (x: Int) in sum &+= x }
        let countdown = FloorCountdown(sink: sink)
        countdown.start(n)
        countdown.done.wait()
        return sum
    }
}

// MARK: A mixed 32-operator chain against a plain 5-operator one (W24, W24p)

/// The floors' per-element sink, a call the optimizer cannot fold away (the chain calls its
/// subscriber's closure for each element too).
@inline(never) func w24Sink(_ sum: inout Int, _ value: Int) { sum &+= value }

extension ValueRxWorkloads {
    /// W24: issue 23's mixed chain, {map, startWith, flatMap { just }, do(onSubscribe:),
    /// catchAndReturn, filter, concatMap { just }, retry(2)} four times, on `range(0, n)`.
    @inline(never)
    static func w24(_ n: Int) -> Int {
        mixedCycleChain(n)
    }

    /// W24p: range → map → filter → map → filter → map, the plain chain W24 is compared with.
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

extension FloorWorkloads {
    /// W24: what the chain computes, as a loop (a 0 put in front of the elements, then one added
    /// to each, four times).
    @inline(never)
    static func w24(_ n: Int) -> Int {
        // Through an opaque closure per element, as the chain calls its sink: without it the
        // loop folds into a formula and the ratio means nothing.
        var sum = 0
        for value in [0, 1, 2, 3] { w24Sink(&sum, value) }
        for x in 0..<n { w24Sink(&sum, x &+ 4) }
        return sum
    }

    /// W24p: the plain chain as a loop.
    @inline(never)
    static func w24p(_ n: Int) -> Int {
        var sum = 0
        for x in 0..<n where x &+ 1 >= 0 && x &+ 2 >= 0 { w24Sink(&sum, x &+ 3) }
        return sum
    }
}
