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

/// The state of one `throttle` subscription (RxSwift's `ThrottleSink`): the source, the
/// element waiting, and at most one timer.
///
/// An element more than `dueTime` after the last one sent goes out at once (and a waiting one
/// is dropped); otherwise, with `latest`, it waits for the end of the window (one timer per
/// window), without `latest` it is dropped; completion waits for a waiting element to go out
/// at the window's end; an error drops it.
///
/// Source and timer may run on different threads: what goes downstream goes through a
/// `OutputBox`.
@usableFromInline
internal final class ThrottleSink<Scheduler: SchedulerType, Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable {
    @usableFromInline internal typealias Element = Downstream.Element

    @usableFromInline internal let latest: Bool
    @usableFromInline internal let dueTime: RxTimeInterval
    @usableFromInline internal let scheduler: Scheduler
    @usableFromInline internal let output: OutputBox<Downstream>
    @usableFromInline internal let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var waiting: Element?
    /// When the last element was sent.
    @usableFromInline @exclusivity(unchecked) internal var lastSent: Date?
    /// The source completed while an element waits.
    @usableFromInline @exclusivity(unchecked) internal var completed = false
    @usableFromInline @exclusivity(unchecked) internal var ended = false
    @usableFromInline @exclusivity(unchecked) internal var source: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var timer: Disposable?
    /// See `FlatMapSink.teardown`.
    @usableFromInline internal let teardown: (ThrottleSink, Bool) -> Void

    @inlinable
    internal init(latest: Bool, dueTime: RxTimeInterval, scheduler: Scheduler, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        Resources.increment(Self.self)
        #endif
        self.latest = latest
        self.dueTime = dueTime
        self.scheduler = scheduler
        teardown = { sink, disposesOutput in
            if disposesOutput { sink.output.dispose() }
            sink.disposeAll()
        }
        output = OutputBox(output: downstream)
        output.owner = self
    }

    @inlinable
    internal func run<Source: ObservableType>(_ source: consuming Source) -> Disposable where Source.Element == Element {
        let observer = SinkObserver<Element>(sink: self, tag: 0) { sink, _, event in
            unsafeDowncast(sink, to: ThrottleSink.self).on(event)
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
            return throttleNext(element)
        case .error:
            lock.withLock { waiting = nil }
            finish(event)
            return .stop
        case .completed:
            let waits: Bool = lock.withLock {
                if waiting != nil {
                    completed = true
                    return true
                }
                return false
            }
            // With a waiting element the completion goes out at the window's end (the
            // source's subscription ends now all the same).
            if waits { return .stop }
            finish(.completed)
            return .stop
        }
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

/// The state of one `debounce` subscription: the source, the state machine
/// (`DebounceMachine`: the waiting element and the one timer's bookkeeping) and the disposable
/// of the one timer.
///
/// RxSwift's `DebounceSink` schedules a timer per element and disposes the previous one; this
/// sink keeps at most one timer scheduled (see DebounceMachine.swift), so an element that
/// finds a timer outstanding costs a clock read and one lock round trip, and allocates
/// nothing. The output is RxSwift's: an element goes out `dueTime` after it arrived if no other
/// came meanwhile; completion sends the waiting element at once, then completes; an error
/// drops it; dispose cancels the timer.
///
/// Source and timer may run on different threads: the machine is changed under `lock`, what
/// it answers is carried out after the lock is released, and what goes downstream goes
/// through an `OutputBox`. An element the timer sends is claimed under the lock, so
/// that a terminal event the source sends meanwhile on another thread goes out after it.
@usableFromInline
internal final class DebounceSink<Scheduler: SchedulerType, Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable {
    @usableFromInline internal typealias Element = Downstream.Element

    @usableFromInline internal let dueTime: RxTimeInterval
    @usableFromInline internal let scheduler: Scheduler
    @usableFromInline internal let output: OutputBox<Downstream>
    @usableFromInline internal let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var machine: DebounceMachine<Element>
    @usableFromInline @exclusivity(unchecked) internal var source: Disposable?
    /// The disposable of the newest timer (it may have fired already: disposing it then does
    /// nothing).
    @usableFromInline @exclusivity(unchecked) internal var timer: Disposable?
    /// How many timers were started: a timer's disposable is kept only if no newer timer was
    /// started before `scheduleRelative` returned it (a newer one means it has fired).
    @usableFromInline @exclusivity(unchecked) internal var timersStarted = 0
    /// See `FlatMapSink.teardown`.
    @usableFromInline internal let teardown: (DebounceSink, Bool) -> Void

    @inlinable
    internal init(dueTime: RxTimeInterval, scheduler: Scheduler, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        Resources.increment(Self.self)
        #endif
        self.dueTime = dueTime
        self.scheduler = scheduler
        machine = DebounceMachine(dueTime: dueTime, restartsPerElement: schedulerHasVirtualClock(scheduler))
        teardown = { sink, disposesOutput in
            if disposesOutput { sink.output.dispose() }
            sink.cancel()
        }
        output = OutputBox(output: downstream)
        output.owner = self
    }

    @inlinable
    internal func run<Source: ObservableType>(_ source: consuming Source) -> Disposable where Source.Element == Element {
        let observer = SinkObserver<Element>(sink: self, tag: 0) { sink, _, event in
            unsafeDowncast(sink, to: DebounceSink.self).on(event)
        }
        let subscription = source.subscribe(observer)
        let kept: Bool = lock.withLock {
            if machine.ended { return false }
            self.source = subscription
            return true
        }
        if !kept { subscription.dispose() }
        return self
    }

    @inlinable
    internal func on(_ event: Event<Element>) -> Flow {
        switch event {
        case .next(let element):
            // Read outside the lock: a custom scheduler's clock is user code.
            let now = scheduler.now
            // -1: the subscription ended; 0: nothing to do (a timer is outstanding);
            // n > 0: start timer number n, for the full due time.
            let step: Int = lock.withLock {
                switch machine.element(element, at: now) {
                case .ignore:
                    return -1
                case .scheduleTimer:
                    timersStarted &+= 1
                    return timersStarted
                default:
                    return 0
                }
            }
            if step < 0 { return .stop }
            if step > 0 { startTimer(step, after: dueTime) }
            return .continue
        case .error:
            let fails: Bool = lock.withLock {
                if case .fail = machine.failed() { return true }
                return false
            }
            if fails {
                output.deliver(event)
                releaseAll()
            }
            return .stop
        case .completed:
            // 0: the subscription had ended; 1: complete (nothing waiting, or the waiting
            // element queued behind a delivery in progress); 2: complete after delivering the
            // waiting element claimed here.
            var claimed: Element?
            let step: Int = lock.withLock {
                guard case .complete(let flushed) = machine.completed() else { return 0 }
                guard let flushed else { return 1 }
                guard output.claim(.next(flushed)) else { return 1 }
                claimed = flushed
                return 2
            }
            if step == 0 { return .stop }
            if let claimed { output.deliverClaimed(.next(claimed)) }
            output.deliver(.completed)
            releaseAll()
            return .stop
        }
    }

    /// Schedules timer number `number`, and keeps its disposable unless a newer timer was
    /// started meanwhile (this one has fired then) or the subscription ended (it is disposed).
    @inlinable
    internal func startTimer(_ number: Int, after interval: RxTimeInterval) {
        let started = scheduler.scheduleRelative((self, number), dueTime: interval) { timer in
            timer.0.timerFired(timer.1)
            return NopDisposable()
        }
        var replaced: Disposable?
        let disposesNow: Bool = lock.withLock {
            if machine.ended { return true }
            if number == timersStarted {
                replaced = timer
                timer = started
            }
            return false
        }
        if disposesNow { started.dispose() }
        // The timer replaced has fired (one re-armed timer), or is cancelled here (a timer per
        // element, on a virtual clock).
        replaced?.dispose()
    }

    /// The one timer fired: sends the waiting element, or starts the timer again for what is
    /// left of its quiet time.
    @inlinable
    internal func timerFired(_ number: Int) {
        // Read outside the lock, as for an element (`DebounceMachine.remaining(at:)` copes
        // with an element that arrives between this read and the lock).
        let now = scheduler.now
        var interval = dueTime
        var next = 0
        var claimed: Element?
        // 0: nothing; 1: the element claimed for delivery here; 2: start timer `next`.
        let step: Int = lock.withLock {
            // A timer replaced by a newer one (a timer per element) does nothing.
            guard number == timersStarted else { return 0 }
            switch machine.timerFired(at: now) {
            case .emit(let element):
                guard output.claim(.next(element)) else { return 0 }
                claimed = element
                return 1
            case .scheduleTimer(let after):
                interval = after
                timersStarted &+= 1
                next = timersStarted
                return 2
            default:
                return 0
            }
        }
        if step == 1, let claimed {
            output.deliverClaimed(.next(claimed))
        } else if step == 2 {
            startTimer(next, after: interval)
        }
    }

    /// Ends the machine (the waiting element is dropped), then disposes the source and the timer.
    @inlinable
    internal func cancel() {
        lock.withLock { _ = machine.disposed() }
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
    public struct RateLimit<Source: ObservableType, Scheduler: SchedulerType>: _SinkOperator {
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
            if throttles {
                let sink = ThrottleSink(latest: latest, dueTime: dueTime, scheduler: scheduler, downstream: observer)
                let trampoline = Trampoline.enter()
                let subscription = sink.run(source)
                Trampoline.leave(trampoline)
                return subscription
            }
            let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, downstream: observer)
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
    /// Differs from RxSwift in cost only: RxSwift starts a timer for every element and cancels
    /// the previous one; ValueRx keeps one timer per subscription and, when it fires before the
    /// latest element's quiet time is over, starts it once more for the rest, so a busy source
    /// allocates nothing per element. The elements and their times are RxSwift's, also in
    /// virtual time; there, the only difference is the order among work due at the very same
    /// tick: a restarted timer is queued when the previous one fires, RxSwift's when the element
    /// arrived.
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
