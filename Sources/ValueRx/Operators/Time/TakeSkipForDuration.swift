/// The state of one `take(for:scheduler:)` or `skip(for:scheduler:)` subscription (RxSwift's
/// `TakeTimeSink` and `SkipTimeSink`), run by a `TimedSink`: one timer, started before the
/// source is subscribed to. For `take`, the timer completes the sequence; for `skip`, it opens
/// the gate. The source's terminal event goes through at any time.
@usableFromInline
internal struct DurationMachine<Element>: TimedMachine {
    @usableFromInline internal typealias Input = Element
    @usableFromInline internal typealias Output = Element

    /// `true`: `take(for:)`; `false`: `skip(for:)`.
    @usableFromInline internal let takes: Bool
    @usableFromInline internal let duration: RxTimeInterval
    /// `skip(for:)`: the timer fired, elements go through.
    @usableFromInline internal var gateOpen = false

    @inlinable
    internal init(takes: Bool, duration: RxTimeInterval) {
        self.takes = takes
        self.duration = duration
    }

    @inlinable
    internal var initialTimer: RxTimeInterval? { duration }

    @inlinable
    internal mutating func on(_ event: Event<Element>, at now: RxTime) -> TimedStep<Element> {
        guard case .next = event else { return .finish(event) }
        return takes || gateOpen ? .emit(event) : .none
    }

    @inlinable
    internal mutating func timerFired(at now: RxTime) -> TimedStep<Element> {
        if takes { return .finish(.completed) }
        gateOpen = true
        return .none
    }
}

extension Observables {
    /// The sequence `take(for:scheduler:)` and `skip(for:scheduler:)` return.
    @frozen
    public struct ForDuration<Source: ObservableType, Scheduler: SchedulerType>: _SinkOperator {
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
            let machine = DurationMachine<Element>(takes: takes, duration: duration)
            return TimedSink(machine: machine, scheduler: scheduler, downstream: observer).run(source)
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
