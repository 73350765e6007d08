import Synchronization

/// The state of one `timeout` subscription (RxSwift's `TimeoutSink`): the source, a timer
/// restarted after each element, and, once a timer fires first, `other`.
///
/// As RxSwift's: the first timer is scheduled before the source is subscribed to; a timer that
/// fires for the latest element switches to `other`, which is subscribed before the source's
/// subscription is disposed; after the switch the source's events are ignored and no timer
/// runs. The timer and the source may run on different threads: what goes downstream goes
/// through a `SubjectObserverBox`.
@usableFromInline
internal final class TimeoutSink<Other: ObservableType, Scheduler: SchedulerType, Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable
    where Other.Element == Downstream.Element {
    @usableFromInline internal typealias Element = Downstream.Element

    @usableFromInline internal let other: Other
    @usableFromInline internal let dueTime: RxTimeInterval
    @usableFromInline internal let scheduler: Scheduler
    @usableFromInline internal let output: SubjectObserverBox<Downstream>
    @usableFromInline internal let lock = Lock()
    // Guarded by `lock`.
    /// Counts the source's events; a timer fires for the id it was started with.
    @usableFromInline @exclusivity(unchecked) internal var id = 0
    @usableFromInline @exclusivity(unchecked) internal var switched = false
    @usableFromInline @exclusivity(unchecked) internal var ended = false
    /// The source's subscription, then `other`'s.
    @usableFromInline @exclusivity(unchecked) internal var current: Disposable?
    /// 1 while the source runs, 2 once `other` does.
    @usableFromInline @exclusivity(unchecked) internal var timer: Disposable?
    /// See `FlatMapSink.teardown`.
    @usableFromInline internal let teardown: (TimeoutSink, Bool) -> Void

    @inlinable
    internal init(other: Other, dueTime: RxTimeInterval, scheduler: Scheduler, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        Resources.increment(Self.self)
        #endif
        self.other = other
        self.dueTime = dueTime
        self.scheduler = scheduler
        teardown = { sink, disposesOutput in
            if disposesOutput { sink.output.dispose() }
            sink.disposeAll()
        }
        output = SubjectObserverBox(output: downstream)
        output.owner = self
    }

    /// Starts the first timer, then subscribes to the source.
    @inlinable
    internal func run<Source: ObservableType>(_ source: consuming Source) -> Disposable where Source.Element == Element {
        startTimer(for: 0)
        let observer = SinkObserver<Element>(sink: self, tag: 1) { sink, key, event in
            unsafeDowncast(sink, to: TimeoutSink.self).on(key, event)
        }
        keep(source.subscribe(observer), key: 1)
        return self
    }

    @inlinable
    internal func keep(_ subscription: Disposable, key: Int) {
        let kept: Bool = lock.withLock {
            if ended || key != (switched ? 2 : 1) { return false }
            current = subscription
            return true
        }
        if !kept { subscription.dispose() }
    }

    /// Starts the timer for the source's event number `id` (replacing the previous timer).
    @inlinable
    internal func startTimer(for id: Int) {
        let stillRunning: Bool = lock.withLock { !ended && !switched }
        guard stillRunning else { return }
        let next = scheduler.scheduleRelative((self, id), dueTime: dueTime) { state in
            state.0.timerFired(state.1)
            return NopDisposable()
        }
        var previous: Disposable?
        let kept: Bool = lock.withLock {
            if ended || switched { return false }
            previous = timer.take()
            timer = next
            return true
        }
        previous?.dispose()
        if !kept { next.dispose() }
    }

    @inlinable
    internal func timerFired(_ firedId: Int) {
        var failed: Disposable?
        let wins: Bool = lock.withLock {
            if ended || switched || firedId != id { return false }
            switched = true
            failed = current.take()
            return true
        }
        guard wins else { return }
        // `other` first, then the source's subscription is disposed (RxSwift's SerialDisposable).
        let observer = SinkObserver<Element>(sink: self, tag: 2) { sink, key, event in
            unsafeDowncast(sink, to: TimeoutSink.self).on(key, event)
        }
        let subscription = other.subscribe(observer)
        failed?.dispose()
        keep(subscription, key: 2)
    }

    @inlinable
    internal func on(_ key: Int, _ event: Event<Element>) -> Flow {
        if key == 1 {
            // The source: only while no timer has won.
            let wins: Bool = lock.withLock {
                if switched || ended { return false }
                id &+= 1
                return true
            }
            guard wins else { return .stop }
            switch event {
            case .next:
                output.deliver(event)
                if output.isDisposed { return .stop }
                let current: Int = lock.withLock { id }
                startTimer(for: current)
                return .continue
            case .error, .completed:
                finish(event)
                return .stop
            }
        }
        switch event {
        case .next:
            output.deliver(event)
            return output.isDisposed ? .stop : .continue
        case .error, .completed:
            finish(event)
            return .stop
        }
    }

    /// Sends the terminal event (once), then disposes everything.
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
        lock.withLock { ended = true }
        releaseAll()
    }

    @inlinable
    internal func releaseAll() {
        var subscription: Disposable?
        let timer: Disposable? = lock.withLock {
            subscription = current.take()
            return self.timer.take()
        }
        subscription?.dispose()
        timer?.dispose()
    }

    @usableFromInline
    internal var isDisposed: Bool { output.isDisposed }

    /// Stops delivery, then disposes the subscriptions and the timer.
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
    /// The sequence `timeout(_:scheduler:)` and `timeout(_:other:scheduler:)` return.
    @frozen
    public struct Timeout<Source: ObservableType, Other: ObservableType, Scheduler: SchedulerType>: ObservableType where Source.Element == Other.Element {
        /// A sink operator: stages above it box their observer. Not API.
        @inlinable
        public static var _isSinkOperator: Bool { true }

        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let other: Other
        @usableFromInline internal let dueTime: RxTimeInterval
        @usableFromInline internal let scheduler: Scheduler

        @inlinable
        internal init(source: consuming Source, other: Other, dueTime: RxTimeInterval, scheduler: Scheduler) {
            self.source = source
            self.other = other
            self.dueTime = dueTime
            self.scheduler = scheduler
        }

        /// Starts the first timer, then subscribes to the source (inside the trampoline, as
        /// RxSwift's producers do).
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = TimeoutSink(other: other, dueTime: dueTime, scheduler: scheduler, downstream: observer)
            let trampoline = Trampoline.enter()
            let subscription = sink.run(source)
            Trampoline.leave(trampoline)
            return subscription
        }
    }
}

extension ObservableType {
    /// Fails with `RxError.timeout` when the next element (or the first, counted from the
    /// subscription) does not come within `dueTime`.
    ///
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for each element.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The source's events, or `RxError.timeout` at the first wait too long.
    @inlinable
    public consuming func timeout<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> Observables.Timeout<Self, Observables.Fail<Element>, Scheduler> {
        Observables.Timeout(source: self, other: Observables.Fail(error: RxError.timeout), dueTime: dueTime, scheduler: scheduler)
    }

    /// `timeout(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for each element.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The source's events, or `RxError.timeout` at the first wait too long.
    @inlinable
    @_disfavoredOverload
    public consuming func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observables.Timeout<Self, Observables.Fail<Element>, AnyScheduler> {
        timeout(dueTime, scheduler: AnyScheduler(scheduler))
    }

    /// Switches to `other` when the next element (or the first, counted from the
    /// subscription) does not come within `dueTime`.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for each element.
    ///   - other: The sequence that takes over after a wait too long.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The source's events until a wait is too long, then `other`'s.
    @inlinable
    public consuming func timeout<Other: ObservableType, Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, other: Other, scheduler: Scheduler) -> Observables.Timeout<Self, Other, Scheduler> where Other.Element == Element {
        Observables.Timeout(source: self, other: other, dueTime: dueTime, scheduler: scheduler)
    }

    /// `timeout(_:other:scheduler:)` for an `other` given as any observable-convertible value
    /// (a trait, say), which is erased.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for each element.
    ///   - other: The sequence that takes over after a wait too long.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The source's events until a wait is too long, then `other`'s.
    @inlinable
    @_disfavoredOverload
    public consuming func timeout<Other: ObservableConvertibleType, Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, other: Other, scheduler: Scheduler) -> Observables.Timeout<Self, Observable<Element>, Scheduler> where Other.Element == Element {
        Observables.Timeout(source: self, other: other.asObservable(), dueTime: dueTime, scheduler: scheduler)
    }

    /// `timeout(_:other:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait for each element.
    ///   - other: The sequence that takes over after a wait too long.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The source's events until a wait is too long, then `other`'s.
    @inlinable
    @_disfavoredOverload
    public consuming func timeout<Other: ObservableType>(_ dueTime: RxTimeInterval, other: Other, scheduler: any SchedulerType) -> Observables.Timeout<Self, Other, AnyScheduler> where Other.Element == Element {
        timeout(dueTime, other: other, scheduler: AnyScheduler(scheduler))
    }
}
