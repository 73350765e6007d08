import Synchronization

/// The state of one `take(for:scheduler:)` or `skip(for:scheduler:)` subscription (RxSwift's
/// `TakeTimeSink` and `SkipTimeSink`): the source, and one timer scheduled before the source is
/// subscribed to. For `take`, the timer completes the sequence; for `skip`, it opens the gate.
///
/// The timer and the source may run on different threads: what goes downstream goes through a
/// `SubjectObserverBox` (serialized, nothing after `dispose()` has returned).
@usableFromInline
internal final class DurationSink<Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable {
    @usableFromInline internal typealias Element = Downstream.Element

    /// `true`: `take(for:)`; `false`: `skip(for:)`.
    @usableFromInline internal let takes: Bool
    @usableFromInline internal let output: SubjectObserverBox<Downstream>
    /// `skip(for:)`: the timer fired, elements go through.
    @usableFromInline internal let open = Atomic<Bool>(false)
    @usableFromInline internal let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var source: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var timer: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var ended = false
    /// Reached through `Cancelable`/`SubjectRegistry` (unspecialized witnesses): runs the
    /// specialized teardown (see `FlatMapSink.teardown`).
    @usableFromInline internal let teardown: (DurationSink, Bool) -> Void

    @inlinable
    internal init(takes: Bool, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        Resources.increment(Self.self)
        #endif
        self.takes = takes
        teardown = { sink, disposesOutput in
            if disposesOutput { sink.output.dispose() }
            sink.disposeAll()
        }
        output = SubjectObserverBox(output: downstream)
        output.owner = self
    }

    /// Schedules the timer, then subscribes to the source (RxSwift's order).
    @inlinable
    internal func run<Source: ObservableType, Scheduler: SchedulerType>(_ source: consuming Source, duration: RxTimeInterval, scheduler: Scheduler) -> Disposable
        where Source.Element == Element {
        keepTimer(scheduler.scheduleRelative(self, dueTime: duration) { sink in
            sink.tick()
            return NopDisposable()
        })
        let observer = SinkObserver<Element>(sink: self, tag: 0) { sink, _, event in
            unsafeDowncast(sink, to: DurationSink.self).on(event)
        }
        keepSource(source.subscribe(observer))
        return self
    }

    @inlinable
    internal func keepTimer(_ subscription: Disposable) {
        let kept: Bool = lock.withLock {
            if ended { return false }
            timer = subscription
            return true
        }
        if !kept { subscription.dispose() }
    }

    @inlinable
    internal func keepSource(_ subscription: Disposable) {
        let kept: Bool = lock.withLock {
            if ended { return false }
            source = subscription
            return true
        }
        if !kept { subscription.dispose() }
    }

    /// The timer fired.
    @inlinable
    internal func tick() {
        if takes {
            finish(.completed)
        } else {
            open.store(true, ordering: .releasing)
        }
    }

    @inlinable
    internal func on(_ event: Event<Element>) -> Flow {
        switch event {
        case .next:
            if !takes && !open.load(ordering: .acquiring) { return .continue }
            output.deliver(event)
            return output.isDisposed ? .stop : .continue
        case .error, .completed:
            finish(event)
            return .stop
        }
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

    /// Marks the sink ended and disposes what it holds.
    @inlinable
    internal func disposeAll() {
        lock.withLock { ended = true }
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
    /// The sequence `take(for:scheduler:)` and `skip(for:scheduler:)` return.
    @frozen
    public struct ForDuration<Source: ObservableType, Scheduler: SchedulerType>: ObservableType {
        /// A sink operator: stages above it box their observer. Not API.
        @inlinable
        public static var _isSinkOperator: Bool { true }

        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let duration: RxTimeInterval
        @usableFromInline internal let scheduler: Scheduler
        @usableFromInline internal let takes: Bool

        @inlinable
        internal init(source: consuming Source, duration: RxTimeInterval, scheduler: Scheduler, takes: Bool) {
            self.source = source
            self.duration = duration
            self.scheduler = scheduler
            self.takes = takes
        }

        /// Starts the timer, then subscribes to the source.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = DurationSink(takes: takes, downstream: observer)
            return sink.run(source, duration: duration, scheduler: scheduler)
        }
    }
}

extension ObservableType {
    /// Emits the source's elements for `duration` after the subscription, then completes.
    ///
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    ///
    /// - Parameters:
    ///   - duration: How long to let elements through.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements of the first `duration`; completes then (or earlier with the
    ///   source).
    @inlinable
    public consuming func take<Scheduler: SchedulerType>(for duration: RxTimeInterval, scheduler: Scheduler) -> Observables.ForDuration<Self, Scheduler> {
        Observables.ForDuration(source: self, duration: duration, scheduler: scheduler, takes: true)
    }

    /// `take(for:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - duration: How long to let elements through.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements of the first `duration`.
    @inlinable
    @_disfavoredOverload
    public consuming func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observables.ForDuration<Self, AnyScheduler> {
        take(for: duration, scheduler: AnyScheduler(scheduler))
    }

    /// Deprecated spelling of `take(for:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: How long to let elements through.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements of the first `duration`.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    @inlinable
    public consuming func take<Scheduler: SchedulerType>(_ duration: RxTimeInterval, scheduler: Scheduler) -> Observables.ForDuration<Self, Scheduler> {
        take(for: duration, scheduler: scheduler)
    }

    /// Leaves out the source's elements for `duration` after the subscription, then emits the
    /// rest. ValueRx's spelling beside `take(for:)`; RxSwift's is `skip(_:scheduler:)`.
    ///
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements after the first `duration`; the source's terminal event at any
    ///   time.
    @inlinable
    public consuming func skip<Scheduler: SchedulerType>(for duration: RxTimeInterval, scheduler: Scheduler) -> Observables.ForDuration<Self, Scheduler> {
        Observables.ForDuration(source: self, duration: duration, scheduler: scheduler, takes: false)
    }

    /// `skip(for:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements after the first `duration`.
    @inlinable
    @_disfavoredOverload
    public consuming func skip(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observables.ForDuration<Self, AnyScheduler> {
        skip(for: duration, scheduler: AnyScheduler(scheduler))
    }

    /// Leaves out the source's elements for `duration` after the subscription, then emits the
    /// rest (RxSwift's name; `skip(for:scheduler:)` is the same operator).
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements after the first `duration`; the source's terminal event at any
    ///   time.
    @inlinable
    public consuming func skip<Scheduler: SchedulerType>(_ duration: RxTimeInterval, scheduler: Scheduler) -> Observables.ForDuration<Self, Scheduler> {
        skip(for: duration, scheduler: scheduler)
    }

    /// `skip(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements after the first `duration`.
    @inlinable
    @_disfavoredOverload
    public consuming func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observables.ForDuration<Self, AnyScheduler> {
        skip(for: duration, scheduler: AnyScheduler(scheduler))
    }
}
