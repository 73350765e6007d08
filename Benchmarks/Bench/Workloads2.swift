// The workloads of the flattening, error-handling and scheduling operators (issue 11): ValueRx
// and the hand-written floor. ClassicRx's versions are in ClassicRxWorkloads.swift; all three
// use the same closures and checksums.
import Dispatch
import Foundation
import Synchronization
import ValueRx

private enum BenchFailure: Error { case failed }

extension ValueRxWorkloads {
    /// W5: `range` → `flatMap { just }`; `n` inner sequences.
    @inline(never)
    static func w5(_ n: Int) -> Int {
        var sum = 0
        _ = Observable.range(start: 0, count: n)
            .flatMap { (x: Int) -> Observables.Just<Int> in Observable.just(x &* 2) }
            .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W7: an app-like chain mixing stages, flattening and error handling; `n` range events.
    @inline(never)
    static func w7(_ n: Int) -> Int {
        var sum = 0
        var subscribed = 0
        _ = Observable.range(start: 0, count: n)
            .map { (x: Int) -> Int in x &+ 1 }
            .startWith(0)
            .filter { (x: Int) -> Bool in x & 1 == 0 }
            .do(onSubscribe: { subscribed &+= 1 })
            .flatMap { (x: Int) -> Observables.Just<Int> in Observable.just(x &* 2) }
            .map { (x: Int) -> Int in x &+ 3 }
            .catchAndReturn(-1)
            .concatMap { (x: Int) -> Observables.Just<Int> in Observable.just(x) }
            .retry(3)
            .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum &+ subscribed
    }

    /// W7e: only the element-wise operators of W7; `n` range events.
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

    /// W8: static `merge` of two synchronous ranges that together emit `n` events.
    @inline(never)
    static func w8(_ n: Int) -> Int {
        var sum = 0
        _ = Observable<Int>.merge(
            Observable.range(start: 0, count: n / 2).asObservable(),
            Observable.range(start: n / 2, count: n - n / 2).asObservable()
        )
        .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W9: static `concat` of `n` `just` sources made lazily.
    @inline(never)
    static func w9(_ n: Int) -> Int {
        var sum = 0
        _ = Observable<Int>.concat((0..<n).lazy.map { (x: Int) -> Observable<Int> in Observable.just(x).asObservable() })
            .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W10: `n` subscriptions to a `create` source that fails twice, then emits and completes,
    /// behind `retry(3)`.
    @inline(never)
    static func w10(_ n: Int) -> Int {
        var sum = 0
        for i in 0..<n {
            var attempt = 0
            _ = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
                attempt &+= 1
                if attempt < 3 {
                    observer.on(.error(BenchFailure.failed))
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
    /// completion, waited for.
    @inline(never)
    static func w12(_ n: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.w12")
        let subject = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.observe(on: scheduler)
            .subscribe(onNext: { (x: Int) in sum &+= x }, onCompleted: { done.signal() })
        for i in 0..<n { subject.on(.next(i)) }
        subject.on(.completed)
        done.wait()
        subscription.dispose()
        return sum
    }
}

/// What a hand-written program allocates per retried call: one handle.
final class FloorHandle {
    var attempts = 0
}

/// Keeps floor handles alive past the optimizer's view, so they are really allocated.
nonisolated(unsafe) var floorHandleSink: FloorHandle?

extension FloorWorkloads {
    /// W7: the closures of W7 per element, the start element first; `subscribed` once.
    @inline(never)
    static func w7(_ n: Int) -> Int {
        var sum = 0
        var subscribed = 0
        let first = opaque { (x: Int) -> Int in x &+ 1 }
        let predicate = opaque { (x: Int) -> Bool in x & 1 == 0 }
        let onSubscribe = opaque { subscribed &+= 1 }
        let double = opaque { (x: Int) -> Int in x &* 2 }
        let second = opaque { (x: Int) -> Int in x &+ 3 }
        let sink = opaque { (x: Int) in sum &+= x }
        onSubscribe()
        if predicate(0) { sink(second(double(0))) }
        for i in 0..<n {
            let a = first(i)
            if predicate(a) { sink(second(double(a))) }
        }
        return sum &+ subscribed
    }

    /// W7e: the four closures per element.
    @inline(never)
    static func w7e(_ n: Int) -> Int {
        var sum = 0
        let first = opaque { (x: Int) -> Int in x &+ 1 }
        let predicate = opaque { (x: Int) -> Bool in x & 1 == 0 }
        let double = opaque { (x: Int) -> Int in x &* 2 }
        let second = opaque { (x: Int) -> Int in x &+ 3 }
        let sink = opaque { (x: Int) in sum &+= x }
        for i in 0..<n {
            let a = first(i)
            if predicate(a) { sink(second(double(a))) }
        }
        return sum
    }

    /// W8: two loops feeding one sink.
    @inline(never)
    static func w8(_ n: Int) -> Int {
        var sum = 0
        let sink = opaque { (x: Int) in sum &+= x }
        for i in 0..<(n / 2) { sink(i) }
        for i in (n / 2)..<n { sink(i) }
        return sum
    }

    /// W9: one producer closure call per inner.
    @inline(never)
    static func w9(_ n: Int) -> Int {
        var sum = 0
        let produce = opaque { (x: Int, emit: (Int) -> Void) in emit(x) }
        let sink = opaque { (x: Int) in sum &+= x }
        for i in 0..<n { produce(i, sink) }
        return sum
    }

    /// W10: per call, a handle and a loop of attempts until the third succeeds.
    @inline(never)
    static func w10(_ n: Int) -> Int {
        var sum = 0
        let sink = opaque { (x: Int) in sum &+= x }
        let attempt = opaque { (handle: FloorHandle, value: Int) -> Swift.Result<Int, BenchFailure> in
            handle.attempts &+= 1
            return handle.attempts < 3 ? .failure(.failed) : .success(value)
        }
        for i in 0..<n {
            let handle = FloorHandle()
            floorHandleSink = handle
            for _ in 0..<3 {
                if case .success(let value) = attempt(handle, i) {
                    sink(value)
                    break
                }
            }
        }
        floorHandleSink = nil
        return sum
    }

    /// W11: the map closure once per event, two sinks.
    @inline(never)
    static func w11(_ n: Int) -> Int {
        var sum = 0
        let transform = opaque { (x: Int) -> Int in x &+ 1 }
        let first = opaque { (x: Int) in sum &+= x }
        let second = opaque { (x: Int) in sum &+= x }
        for i in 0..<n {
            let y = transform(i)
            first(y)
            second(y)
        }
        return sum
    }

    /// W12: a hand-written batching handoff to a serial queue: the producer appends under a
    /// lock and schedules a drain only when none is pending; the drain swaps buffers.
    @inline(never)
    static func w12(_ n: Int) -> Int {
        final class Handoff: @unchecked Sendable {
            let queue = DispatchQueue(label: "bench.w12.floor")
            let lock = Mutex<Void>(())
            var pending: [Int] = []
            var spare: [Int] = []
            var scheduled = false
            var finished = false
            var sum = 0
            let done = DispatchSemaphore(value: 0)

            func send(_ value: Int?) {
                let schedule: Bool = lock.withLock { _ in
                    if let value { pending.append(value) } else { finished = true }
                    if scheduled { return false }
                    scheduled = true
                    return true
                }
                if schedule { queue.async { self.drain() } }
            }

            func drain() {
                while true {
                    var (batch, end): ([Int], Bool) = lock.withLock { _ in
                        let batch = pending
                        pending = spare
                        spare = []
                        if batch.isEmpty { scheduled = false }
                        return (batch, finished && batch.isEmpty)
                    }
                    if batch.isEmpty {
                        if end { done.signal() }
                        return
                    }
                    for value in batch { sum &+= value }
                    batch.removeAll(keepingCapacity: true)
                    lock.withLock { _ in spare = batch }
                }
            }
        }
        let handoff = Handoff()
        for i in 0..<n { handoff.send(i) }
        handoff.send(nil)
        handoff.done.wait()
        return handoff.sum
    }
}

// MARK: Combining (issue 13)

extension ValueRxWorkloads {
    /// W13: `combineLatest` of two subjects fed alternately; `n` combinations.
    @inline(never)
    static func w13(_ n: Int) -> Int {
        var sum = 0
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let subscription = Observable.combineLatest(a, b) { (x: Int, y: Int) -> Int in x &+ y }
            .subscribe(onNext: { (x: Int) in sum &+= x })
        a.on(.next(0))
        for i in 0..<n {
            if i & 1 == 0 { b.on(.next(i)) } else { a.on(.next(i)) }
        }
        subscription.dispose()
        return sum
    }

    /// W14: `zip` of two synchronous ranges; `n` pairs.
    @inline(never)
    static func w14(_ n: Int) -> Int {
        var sum = 0
        _ = Observable.zip(Observable.range(start: 0, count: n), Observable.range(start: 0, count: n)) { (x: Int, y: Int) -> Int in x &+ y }
            .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }
}

extension FloorWorkloads {
    /// W13: the latest value of each side kept in two variables, the selector and the sink
    /// called per combination.
    @inline(never)
    static func w13(_ n: Int) -> Int {
        var sum = 0
        let selector = opaque { (x: Int, y: Int) -> Int in x &+ y }
        let sink = opaque { (x: Int) in sum &+= x }
        var latestA = 0
        var latestB = 0
        for i in 0..<n {
            if i & 1 == 0 { latestB = i } else { latestA = i }
            sink(selector(latestA, latestB))
        }
        return sum
    }

    /// W14: two producers interleaved into two ring-buffer queues, a pair taken whenever both
    /// have one, the selector and the sink called per pair.
    @inline(never)
    static func w14(_ n: Int) -> Int {
        var sum = 0
        let selector = opaque { (x: Int, y: Int) -> Int in x &+ y }
        let sink = opaque { (x: Int) in sum &+= x }
        var left = ContiguousArray<Int>(repeating: 0, count: 4)
        var right = ContiguousArray<Int>(repeating: 0, count: 4)
        var leftHead = 0, leftCount = 0, rightHead = 0, rightCount = 0
        for i in 0..<n {
            left[(leftHead + leftCount) & 3] = i
            leftCount += 1
            right[(rightHead + rightCount) & 3] = i
            rightCount += 1
            while leftCount > 0 && rightCount > 0 {
                let x = left[leftHead]
                leftHead = (leftHead + 1) & 3
                leftCount -= 1
                let y = right[rightHead]
                rightHead = (rightHead + 1) & 3
                rightCount -= 1
                sink(selector(x, y))
            }
        }
        return sum
    }
}

// MARK: Traits (W15)

extension ValueRxWorkloads {
    /// W15: `n` times subscribe to `Single.just(i).map.flatMap { Single.just }` and dispose.
    @inline(never)
    static func w15(_ n: Int) -> Int {
        var sum = 0
        for i in 0..<n {
            let subscription = Single.just(i)
                .map { (x: Int) -> Int in x &+ 1 }
                .flatMap { (x: Int) -> PrimitiveSequence<SingleTrait, Observables.Just<Int>, Stages.Identity<Int>> in Single.just(x) }
                .subscribe(onSuccess: { (x: Int) in sum &+= x })
            w15ValueRxHeld = subscription
            subscription.dispose()
        }
        w15ValueRxHeld = nil
        return sum
    }
}

extension FloorWorkloads {
    /// W15: per subscription, a token allocated and disposed around the map closure and the
    /// sink (the inner `Single.just` of the selector adds no work of its own).
    @inline(never)
    static func w15(_ n: Int) -> Int {
        var sum = 0
        let transform = opaque { (x: Int) -> Int in x &+ 1 }
        let sink = opaque { (x: Int) in sum &+= x }
        for i in 0..<n {
            let token = FloorToken()
            w15FloorHeld = token
            sink(transform(i))
            token.isDisposed = true
        }
        w15FloorHeld = nil
        return sum
    }
}

/// Where W15 parks each subscription before disposing it, as W2 does (see `w2FloorHeld`).
nonisolated(unsafe) var w15ValueRxHeld: (any ValueRx.Disposable)?

/// Where W15's floor parks each token, as W2's does (see `w2FloorHeld`).
nonisolated(unsafe) var w15FloorHeld: FloorToken?

// MARK: Rate limiting (W16, W17)

/// Nanoseconds the workloads spent idle, blocked until a timer's work arrived (see
/// `awaitTerminal`); `measure` leaves them out of its timings. Written and read on the
/// benchmark's thread only.
nonisolated(unsafe) var idleNanoseconds: UInt64 = 0

/// Waits, at most 2 s, for a workload's terminal event (`done` is signalled by its
/// `onCompleted`), and books the wait as idle time: W16's last element and completion go out
/// at the end of a 50 ms window that the burst does not fill, and that sleep is not work per
/// event. Ends the bench (exit status 1) if the event does not come.
func awaitTerminal(_ done: DispatchSemaphore, _ label: String) {
    let start = DispatchTime.now().uptimeNanoseconds
    if done.wait(timeout: .now() + .seconds(2)) == .timedOut {
        print("Bench: \(label): the terminal event did not arrive within 2 s")
        exit(1)
    }
    idleNanoseconds &+= DispatchTime.now().uptimeNanoseconds &- start
}

extension ValueRxWorkloads {
    /// W16: a subject → `throttle(.milliseconds(50), latest: true)` on a serial dispatch queue
    /// scheduler; `n` `onNext` calls in one burst (inside one window), then completion, waited
    /// for: element 0 goes out at once, element `n - 1` at the window's end, then the
    /// completion. Checksum `0 + (n - 1)`.
    @inline(never)
    static func w16(_ n: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.w16")
        let subject = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.throttle(.milliseconds(50), latest: true, scheduler: scheduler)
            .subscribe(onNext: { (x: Int) in sum &+= x }, onCompleted: { done.signal() })
        for i in 0..<n { subject.on(.next(i)) }
        subject.on(.completed)
        awaitTerminal(done, "W16 ValueRx")
        subscription.dispose()
        return sum
    }

    /// W17: a subject → `debounce(.milliseconds(50))` on a serial dispatch queue scheduler; `n`
    /// `onNext` calls in one burst (each starts a timer and cancels the previous one), then
    /// completion, which sends element `n - 1` at once. Checksum `n - 1`.
    @inline(never)
    static func w17(_ n: Int) -> Int {
        nonisolated(unsafe) var sum = 0
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.w17")
        let subject = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.debounce(.milliseconds(50), scheduler: scheduler)
            .subscribe(onNext: { (x: Int) in sum &+= x }, onCompleted: { done.signal() })
        for i in 0..<n { subject.on(.next(i)) }
        subject.on(.completed)
        awaitTerminal(done, "W17 ValueRx")
        subscription.dispose()
        return sum
    }
}

/// W16's floor: throttling written by hand, with only the state it needs: the element waiting
/// for the window's end, whether a window is open and whether the source completed. The
/// window's end runs on a dispatch queue, so that state sits behind one lock, taken once per
/// element; the sink is called under it (as Rx operators forward under theirs).
///
/// One dispatch timer per run, created before the first element and re-armed once per window:
/// an element with no window open goes to the sink at once and arms the timer; an element inside
/// the window only replaces the waiting one; at the window's end the waiting element goes to the
/// sink and opens the next window, or, with none waiting, the window closes. Completion with an
/// element waiting is delivered after it, at the window's end; otherwise at once.
final class ThrottleFloor: @unchecked Sendable {
    private let lock = Mutex<Void>(())
    private let window: DispatchTimeInterval
    private let sink: (Int) -> Void
    private let timer: DispatchSourceTimer
    /// Signalled with the completion.
    let done = DispatchSemaphore(value: 0)

    // Guarded by `lock`.
    private var waiting: Int?
    private var windowOpen = false
    private var completed = false
    private var finished = false

    init(window: DispatchTimeInterval, queue: DispatchQueue, sink: @escaping (Int) -> Void) {
        self.window = window
        self.sink = sink
        timer = DispatchSource.makeTimerSource(queue: queue)
        // Resumed disarmed; `timer.cancel()` at the end breaks the handler's cycle with `self`.
        timer.schedule(deadline: .distantFuture)
        timer.setEventHandler { [self] in windowEnded() }
        timer.resume()
    }

    func next(_ element: Int) {
        lock.withLock { _ in
            if windowOpen {
                waiting = element
            } else {
                windowOpen = true
                sink(element)
                timer.schedule(deadline: .now() + window)
            }
        }
    }

    func complete() {
        let finishesNow: Bool = lock.withLock { _ in
            if waiting != nil {
                completed = true
                return false
            }
            finished = true
            return true
        }
        if finishesNow {
            timer.cancel()
            done.signal()
        }
    }

    private func windowEnded() {
        let finishes: Bool = lock.withLock { _ in
            if finished { return false }
            guard let element = waiting else {
                windowOpen = false
                return false
            }
            waiting = nil
            sink(element)
            if completed {
                finished = true
                return true
            }
            timer.schedule(deadline: .now() + window)
            return false
        }
        if finishes {
            timer.cancel()
            done.signal()
        }
    }
}

/// W17's floor: debouncing written by hand: the waiting element and its deadline (its arrival
/// plus the quiet time) behind one lock, taken once per element, and one dispatch timer for the
/// whole run. An element only moves the deadline (one clock read and two stores, no timer
/// call: re-arming a dispatch timer allocates); the first element arms the timer, which, when it
/// fires before the current deadline (newer elements moved it), re-arms itself for that
/// deadline, and otherwise sends the waiting element. Completion sends the waiting element at
/// once, then completes.
final class DebounceFloor: @unchecked Sendable {
    private let lock = Mutex<Void>(())
    private let quietNanoseconds: UInt64
    private let sink: (Int) -> Void
    private let timer: DispatchSourceTimer
    /// Signalled with the completion.
    let done = DispatchSemaphore(value: 0)

    // Guarded by `lock`.
    private var waiting: Int?
    /// Uptime in nanoseconds at which the waiting element is due.
    private var deadline: UInt64 = 0
    private var armed = false
    private var finished = false

    init(quietNanoseconds: UInt64, queue: DispatchQueue, sink: @escaping (Int) -> Void) {
        self.quietNanoseconds = quietNanoseconds
        self.sink = sink
        timer = DispatchSource.makeTimerSource(queue: queue)
        // Resumed disarmed; `timer.cancel()` at the end breaks the handler's cycle with `self`.
        timer.schedule(deadline: .distantFuture)
        timer.setEventHandler { [self] in fired() }
        timer.resume()
    }

    func next(_ element: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.withLock { _ in
            waiting = element
            deadline = now &+ quietNanoseconds
            if !armed {
                armed = true
                timer.schedule(deadline: DispatchTime(uptimeNanoseconds: deadline))
            }
        }
    }

    func complete() {
        lock.withLock { _ in
            finished = true
            if let element = waiting {
                waiting = nil
                sink(element)
            }
        }
        timer.cancel()
        done.signal()
    }

    private func fired() {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.withLock { _ in
            guard !finished, let element = waiting else {
                armed = false
                return
            }
            if now < deadline {
                timer.schedule(deadline: DispatchTime(uptimeNanoseconds: deadline))
                return
            }
            waiting = nil
            armed = false
            sink(element)
        }
    }
}

extension FloorWorkloads {
    /// W16: `n` elements through a `ThrottleFloor` (50 ms window, its own serial queue), then
    /// completion, waited for: the sink gets element 0 at once and element `n - 1` at the
    /// window's end.
    @inline(never)
    static func w16(_ n: Int) -> Int {
        var sum = 0
        let sink = opaque { (x: Int) in sum &+= x }
        let throttle = ThrottleFloor(window: .milliseconds(50), queue: DispatchQueue(label: "bench.w16.floor"), sink: sink)
        for i in 0..<n { throttle.next(i) }
        throttle.complete()
        awaitTerminal(throttle.done, "W16 floor")
        return sum
    }

    /// W17: `n` elements through a `DebounceFloor` (50 ms quiet time, its own serial queue),
    /// then completion, which sends element `n - 1` at once.
    @inline(never)
    static func w17(_ n: Int) -> Int {
        var sum = 0
        let sink = opaque { (x: Int) in sum &+= x }
        let debounce = DebounceFloor(quietNanoseconds: 50_000_000, queue: DispatchQueue(label: "bench.w17.floor"), sink: sink)
        for i in 0..<n { debounce.next(i) }
        debounce.complete()
        awaitTerminal(debounce.done, "W17 floor")
        return sum
    }
}

// MARK: Driver (W18)

extension ValueRxWorkloads {
    /// W18: a `BehaviorRelay` → `asDriver()` → map → filter → `drive(onNext:)`, then `n`
    /// `accept` calls on the main thread (each delivered synchronously by the main scheduler's
    /// fast path), then dispose. The relay's initial 0 is replayed at subscription (and filtered
    /// out). Checksum: the sum of `i + 1` over the odd `i` below `n`.
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

extension FloorWorkloads {
    /// W18: the map closure, the predicate and the sink per accepted value, the initial value
    /// first (what a property observer on the main thread calling the closures does).
    @inline(never)
    static func w18(_ n: Int) -> Int {
        var sum = 0
        let transform = opaque { (x: Int) -> Int in x &+ 1 }
        let predicate = opaque { (x: Int) -> Bool in x & 1 == 0 }
        let sink = opaque { (x: Int) in sum &+= x }
        let initial = transform(0)
        if predicate(initial) { sink(initial) }
        for i in 0..<n {
            let a = transform(i)
            if predicate(a) { sink(a) }
        }
        return sum
    }
}
