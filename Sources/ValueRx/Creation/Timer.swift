/// Integer element types that `interval` and `timer` can count with (RxSwift's name).
public typealias RxAbstractInteger = FixedWidthInteger

extension Observables {
    /// The sequence `interval(_:scheduler:)` and `timer(_:period:scheduler:)` return.
    @frozen
    public struct Timer<Element: RxAbstractInteger, Scheduler: SchedulerType>: ObservableType {
        @usableFromInline internal let dueTime: RxTimeInterval
        @usableFromInline internal let period: RxTimeInterval?
        @usableFromInline internal let scheduler: Scheduler

        /// Creates the sequence.
        ///
        /// - Parameters:
        ///   - dueTime: Time of the first element, relative to the subscription.
        ///   - period: Time between elements; `nil` for a single element followed by completion.
        ///   - scheduler: Scheduler that runs the timer.
        @inlinable
        public init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: Scheduler) {
            self.dueTime = dueTime
            self.period = period
            self.scheduler = scheduler
        }

        /// Starts the timer for `observer`.
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = TimerSink(observer)
            if let period {
                sink.work.setDisposable(scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                    sink.forward(.next(count))
                    return count &+ 1
                })
            } else {
                sink.work.setDisposable(scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    if sink.forward(.next(0)) == .continue { sink.forward(.completed) }
                    return NopDisposable()
                })
            }
            return sink
        }
    }
}

/// Owns the observer of a timer subscription; stops the timer once the observer stops.
internal final class TimerSink<Observer: ObserverType>: Cancelable, @unchecked Sendable {
    // Timer work never overlaps (one-shot, or periodic scheduling that serializes its ticks).
    private var observer: Observer
    private let stopped = OnceFlag()
    let work = SingleAssignmentDisposable()

    init(_ observer: consuming Observer) {
        self.observer = observer
    }

    var isDisposed: Bool { stopped.isSet }

    @discardableResult
    func forward(_ event: Event<Observer.Element>) -> Flow {
        if stopped.isSet { return .stop }
        if observer.on(event) == .stop || event.isStopEvent {
            dispose()
            return .stop
        }
        return .continue
    }

    func dispose() {
        if stopped.set() { work.dispose() }
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// Returns an observable sequence that produces a value after each period, using the
    /// specified scheduler to run timers and to send out observer messages.
    ///
    /// The values count from 0; the first one comes one `period` after subscription.
    ///
    /// - seealso: [interval operator on reactivex.io](http://reactivex.io/documentation/operators/interval.html)
    ///
    /// - Parameters:
    ///   - period: Period for producing the values in the resulting sequence.
    ///   - scheduler: Scheduler to run the timer on.
    /// - Returns: An observable sequence that produces a value after each period.
    @inlinable
    public static func interval<Scheduler: SchedulerType>(_ period: RxTimeInterval, scheduler: Scheduler) -> Observables.Timer<Element, Scheduler> {
        Observables.Timer(dueTime: period, period: period, scheduler: scheduler)
    }

    /// Returns an observable sequence that periodically produces a value after the specified
    /// initial relative due time has elapsed, using the specified scheduler to run timers.
    ///
    /// Without a `period` it produces 0 once at `dueTime` and completes.
    ///
    /// - seealso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    ///
    /// - Parameters:
    ///   - dueTime: Relative time at which to produce the first value.
    ///   - period: Period to produce subsequent values.
    ///   - scheduler: Scheduler to run timers on.
    /// - Returns: An observable sequence that produces a value after due time has elapsed and
    ///   then each period.
    @inlinable
    public static func timer<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: Scheduler) -> Observables.Timer<Element, Scheduler> {
        Observables.Timer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}
