/// The state of one `timeout` subscription (RxSwift's `TimeoutSink`), run by a `TimedSink`:
/// a timer started before the source is subscribed to and again after each element, and,
/// once a timer fires before the next event, the switch to `other`.
///
/// As RxSwift's: each event of the source makes the timer running stale (a timer started
/// again replaces it); an element goes downstream, then the next timer starts; a timer that
/// fires for the latest element switches to `other`, which is subscribed before the source's
/// subscription is disposed; after the switch the source is answered `.stop` and no timer
/// runs, and `other`'s events go downstream.
@usableFromInline
internal struct TimeoutMachine<Other: ObservableType>: TimedMachine {
    @usableFromInline internal typealias Input = Other.Element
    @usableFromInline internal typealias Output = Other.Element
    @usableFromInline internal typealias Fallback = Other

    /// A timeout switches to `other`.
    @inlinable
    internal static var switchesToFallback: Bool { true }

    @usableFromInline internal let dueTime: RxTimeInterval
    /// What takes over after a wait too long.
    @usableFromInline internal let fallback: Other
    @usableFromInline internal var switched = false

    @inlinable
    internal init(dueTime: RxTimeInterval, other: Other) {
        self.dueTime = dueTime
        fallback = other
    }

    @inlinable
    internal var initialTimer: RxTimeInterval? { dueTime }

    @inlinable
    internal mutating func on(_ event: Event<Output>, at now: RxTime) -> TimedStep<Output> {
        if switched { return .refuse }
        guard case .next = event else { return .finish(event) }
        return TimedStep.emit(event).startingTimer(after: dueTime)
    }

    @inlinable
    internal mutating func timerFired(at now: RxTime) -> TimedStep<Output> {
        if switched { return .none }
        switched = true
        return .switchToFallback
    }
}

extension Observables {
    /// The sequence `timeout(_:scheduler:)` and `timeout(_:other:scheduler:)` return.
    @frozen
    public struct Timeout<Source: ObservableType, Other: ObservableType, Scheduler: SchedulerType>: _SinkOperator where Source.Element == Other.Element {
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
            TimedSink.subscribe(source, running: TimeoutMachine(dueTime: dueTime, other: other), on: scheduler, observer)
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
}
