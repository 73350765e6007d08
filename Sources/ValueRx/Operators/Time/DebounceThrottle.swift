import Foundation
import Synchronization

extension DispatchTimeInterval {
    /// What is left of this interval after the time between `earlier` and `later`, in this
    /// interval's own unit, rounded to the nearest (RxSwift's `reduceWithSpanBetween`: a
    /// `.seconds(1)` window with 0.6 s gone leaves 0, "now").
    @usableFromInline
    internal func remaining(since earlier: Date, now later: Date) -> DispatchTimeInterval {
        func reduce(_ value: Int, _ factor: Double) -> Int {
            let remainder = Double(value) - later.timeIntervalSince(earlier) * factor
            guard remainder > 0 else { return 0 }
            return Int(remainder.rounded(.toNearestOrAwayFromZero))
        }
        switch self {
        case .nanoseconds(let value): return .nanoseconds(reduce(value, 1_000_000_000))
        case .microseconds(let value): return .microseconds(reduce(value, 1_000_000))
        case .milliseconds(let value): return .milliseconds(reduce(value, 1_000))
        case .seconds(let value): return .seconds(reduce(value, 1))
        case .never: return .never
        @unknown default: return self
        }
    }

    /// Whether the interval is zero.
    @usableFromInline
    internal var isZero: Bool {
        switch self {
        case .nanoseconds(let value), .microseconds(let value), .milliseconds(let value), .seconds(let value): return value == 0
        default: return false
        }
    }
}

/// The state of one `debounce` or `throttle` subscription (RxSwift's `DebounceSink` and
/// `ThrottleSink`): the source, the element waiting, and at most one timer.
///
/// debounce: each element replaces the waiting one and restarts the timer (the previous timer
/// is disposed); the timer emits the element it was started for; completion emits the waiting
/// element at once, then completes; an error drops it.
///
/// throttle: an element more than `dueTime` after the last one sent goes out at once (and a
/// waiting one is dropped); otherwise, with `latest`, it waits for the end of the window (one
/// timer per window), without `latest` it is dropped; completion waits for a waiting element
/// to go out at the window's end; an error drops it.
///
/// Source and timer may run on different threads: what goes downstream goes through a
/// `SubjectObserverBox`.
@usableFromInline
internal final class RateSink<Scheduler: SchedulerType, Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable {
    @usableFromInline internal typealias Element = Downstream.Element

    /// `true`: throttle; `false`: debounce.
    @usableFromInline internal let throttles: Bool
    @usableFromInline internal let latest: Bool
    @usableFromInline internal let dueTime: RxTimeInterval
    @usableFromInline internal let scheduler: Scheduler
    @usableFromInline internal let output: SubjectObserverBox<Downstream>
    @usableFromInline internal let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var waiting: Element?
    /// debounce: the number of the latest element (a timer emits only for it).
    @usableFromInline @exclusivity(unchecked) internal var id = 0
    /// throttle: when the last element was sent.
    @usableFromInline @exclusivity(unchecked) internal var lastSent: Date?
    /// throttle: the source completed while an element waits.
    @usableFromInline @exclusivity(unchecked) internal var completed = false
    @usableFromInline @exclusivity(unchecked) internal var ended = false
    @usableFromInline @exclusivity(unchecked) internal var source: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var timer: Disposable?
    /// See `FlatMapSink.teardown`.
    @usableFromInline internal let teardown: (RateSink, Bool) -> Void

    @inlinable
    internal init(throttles: Bool, latest: Bool, dueTime: RxTimeInterval, scheduler: Scheduler, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        Resources.increment(Self.self)
        #endif
        self.throttles = throttles
        self.latest = latest
        self.dueTime = dueTime
        self.scheduler = scheduler
        teardown = { sink, disposesOutput in
            if disposesOutput { sink.output.dispose() }
            sink.disposeAll()
        }
        output = SubjectObserverBox(output: downstream)
        output.owner = self
    }

    @inlinable
    internal func run<Source: ObservableType>(_ source: consuming Source) -> Disposable where Source.Element == Element {
        let observer = SinkObserver<Element>(sink: self, tag: 0) { sink, _, event in
            unsafeDowncast(sink, to: RateSink.self).on(event)
        }
        let subscription = source.subscribe(observer)
        let kept: Bool = lock.withLock {
            if ended { return false }
            self.source = subscription
            return true
        }
        if !kept { subscription.dispose() }
        return self
    }

    /// Starts `next` as the only timer (the previous one is disposed).
    @inlinable
    internal func setTimer(_ next: Disposable) {
        var previous: Disposable?
        let kept: Bool = lock.withLock {
            if ended { return false }
            previous = timer.take()
            timer = next
            return true
        }
        previous?.dispose()
        if !kept { next.dispose() }
    }

    @inlinable
    internal func on(_ event: Event<Element>) -> Flow {
        switch event {
        case .next(let element):
            if throttles { return throttleNext(element) }
            let current: Int = lock.withLock {
                if ended { return -1 }
                id &+= 1
                waiting = element
                return id
            }
            if current < 0 { return .stop }
            setTimer(scheduler.scheduleRelative((self, current), dueTime: dueTime) { state in
                state.0.debounceFired(state.1)
                return NopDisposable()
            })
            return .continue
        case .error:
            lock.withLock { waiting = nil }
            finish(event)
            return .stop
        case .completed:
            var flushed: Element?
            let waits: Bool = lock.withLock {
                if throttles {
                    if waiting != nil {
                        completed = true
                        return true
                    }
                    return false
                }
                flushed = waiting.take()
                return false
            }
            // throttle with a waiting element: the completion goes out at the window's end
            // (the source's subscription ends now all the same).
            if waits { return .stop }
            if let flushed { output.deliver(.next(flushed)) }
            finish(.completed)
            return .stop
        }
    }

    @inlinable
    internal func debounceFired(_ firedId: Int) {
        var element: Element?
        lock.withLock {
            if !ended && firedId == id { element = waiting.take() }
        }
        if let element { output.deliver(.next(element)) }
    }

    @inlinable
    internal func throttleNext(_ element: Element) -> Flow {
        let now = scheduler.now
        // 0: send now; 1: dropped or already waiting; 2: wait, start the window's timer.
        var remaining: RxTimeInterval = .seconds(0)
        let action: Int = lock.withLock {
            if ended { return 1 }
            if let lastSent {
                remaining = dueTime.remaining(since: lastSent, now: now)
            }
            if remaining.isZero {
                waiting = nil
                return 0
            }
            if !latest { return 1 }
            let inFlight = waiting != nil
            waiting = element
            return inFlight ? 1 : 2
        }
        switch action {
        case 0:
            output.deliver(.next(element))
            let sentAt = scheduler.now
            lock.withLock { lastSent = sentAt }
        case 2:
            setTimer(scheduler.scheduleRelative(self, dueTime: remaining) { sink in
                sink.throttleFired()
                return NopDisposable()
            })
        default:
            break
        }
        return output.isDisposed ? .stop : .continue
    }

    @inlinable
    internal func throttleFired() {
        var element: Element?
        let completes: Bool = lock.withLock {
            if ended { return false }
            element = waiting.take()
            return completed
        }
        if let element {
            output.deliver(.next(element))
            let sentAt = scheduler.now
            lock.withLock { lastSent = sentAt }
        }
        if completes { finish(.completed) }
    }

    /// Sends the terminal event (once), then disposes the source and the timer.
    @inlinable
    internal func finish(_ event: Event<Element>) {
        let first: Bool = lock.withLock {
            if ended { return false }
            ended = true
            return true
        }
        guard first else { return }
        output.deliver(event)
        releaseAll()
    }

    @inlinable
    internal func disposeAll() {
        lock.withLock {
            ended = true
            waiting = nil
        }
        releaseAll()
    }

    @inlinable
    internal func releaseAll() {
        var source: Disposable?
        let timer: Disposable? = lock.withLock {
            source = self.source.take()
            return self.timer.take()
        }
        source?.dispose()
        timer?.dispose()
    }

    @usableFromInline
    internal var isDisposed: Bool { output.isDisposed }

    /// Stops delivery, then disposes the source and the timer.
    @usableFromInline
    internal func dispose() {
        teardown(self, true)
    }

    /// The downstream observer stopped or the output box was disposed.
    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        teardown(self, false)
    }

    #if TRACE_RESOURCES
    deinit {
        Resources.decrement(Self.self)
    }
    #endif
}

extension Observables {
    /// The sequence `debounce(_:scheduler:)` and `throttle(_:latest:scheduler:)` return.
    @frozen
    public struct RateLimit<Source: ObservableType, Scheduler: SchedulerType>: ObservableType {
        /// A sink operator: stages above it box their observer. Not API.
        @inlinable
        public static var _isSinkOperator: Bool { true }

        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let dueTime: RxTimeInterval
        @usableFromInline internal let scheduler: Scheduler
        @usableFromInline internal let throttles: Bool
        @usableFromInline internal let latest: Bool

        @inlinable
        internal init(source: consuming Source, dueTime: RxTimeInterval, scheduler: Scheduler, throttles: Bool, latest: Bool) {
            self.source = source
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.throttles = throttles
            self.latest = latest
        }

        /// Subscribes to the source (inside the trampoline, as RxSwift's producers do).
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = RateSink(throttles: throttles, latest: latest, dueTime: dueTime, scheduler: scheduler, downstream: observer)
            let trampoline = Trampoline.enter()
            let subscription = sink.run(source)
            Trampoline.leave(trampoline)
            return subscription
        }
    }
}

extension ObservableType {
    /// Emits an element only once `dueTime` has passed without another one; completion emits
    /// the element still waiting first.
    ///
    /// - seealso: [debounce operator on reactivex.io](http://reactivex.io/documentation/operators/debounce.html)
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time an element must be followed by.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The elements followed by `dueTime` of quiet.
    @inlinable
    public consuming func debounce<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> Observables.RateLimit<Self, Scheduler> {
        Observables.RateLimit(source: self, dueTime: dueTime, scheduler: scheduler, throttles: false, latest: true)
    }

    /// `debounce(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time an element must be followed by.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The elements followed by `dueTime` of quiet.
    @inlinable
    @_disfavoredOverload
    public consuming func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observables.RateLimit<Self, AnyScheduler> {
        debounce(dueTime, scheduler: AnyScheduler(scheduler))
    }

    /// Emits at most one element per `dueTime`: the first at once, then, with `latest`, the
    /// last one of each window at its end.
    ///
    /// - seealso: [throttle operator on reactivex.io](http://reactivex.io/documentation/operators/sample.html)
    ///
    /// - Parameters:
    ///   - dueTime: The window after each element sent.
    ///   - latest: Whether the last element of a window goes out at its end (otherwise
    ///     elements inside a window are dropped).
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The elements spaced at least `dueTime` apart.
    @inlinable
    public consuming func throttle<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: Scheduler) -> Observables.RateLimit<Self, Scheduler> {
        Observables.RateLimit(source: self, dueTime: dueTime, scheduler: scheduler, throttles: true, latest: latest)
    }

    /// `throttle(_:latest:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: The window after each element sent.
    ///   - latest: Whether the last element of a window goes out at its end.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The elements spaced at least `dueTime` apart.
    @inlinable
    @_disfavoredOverload
    public consuming func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType) -> Observables.RateLimit<Self, AnyScheduler> {
        throttle(dueTime, latest: latest, scheduler: AnyScheduler(scheduler))
    }
}
