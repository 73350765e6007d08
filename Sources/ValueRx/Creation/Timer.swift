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
        internal init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: Scheduler) {
            self.dueTime = dueTime
            self.period = period
            self.scheduler = scheduler
        }

        /// Starts the timer for `observer`.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = TimerSink(observer)
            if let period {
                sink.work.setDisposable(scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { [sink] count in
                    sink.forward(.next(count))
                    return count &+ 1
                })
            } else {
                sink.work.setDisposable(scheduler.scheduleRelative(sink, dueTime: dueTime) { sink in
                    if sink.forward(.next(0)) == .continue { sink.forward(.completed) }
                    return NopDisposable()
                })
            }
            return sink
        }
    }
}

/// Owns the observer of a timer subscription; stops the timer once the observer stops.
@usableFromInline
internal final class TimerSink<Observer: ObserverType>: Cancelable, @unchecked Sendable {
    /// Timer work never overlaps (one-shot, or periodic scheduling that serializes its ticks).
    @usableFromInline @exclusivity(unchecked) internal var observer: Observer
    @usableFromInline internal let stopped = OnceFlag()
    @usableFromInline internal let work = SingleAssignmentDisposable()
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(_ observer: consuming Observer) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.observer = observer
    }

    @usableFromInline
    internal var isDisposed: Bool { stopped.isSet }

    @inlinable @discardableResult
    internal func forward(_ event: Event<Observer.Element>) -> Flow {
        if stopped.isSet { return .stop }
        if observer.on(event) == .stop || event.isStopEvent {
            dispose()
            return .stop
        }
        return .continue
    }

    @usableFromInline
    internal func dispose() {
        if stopped.set() { work.dispose() }
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// Returns a sequence that emits a counter first at `dueTime` after subscription and then
    /// once every `period`; `scheduler` runs the timer.
    ///
    /// Without a `period` it produces 0 once at `dueTime` and completes.
    ///
    /// - seealso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    ///
    /// - Parameters:
    ///   - dueTime: How long after subscription the first value comes.
    ///   - period: The time between later values.
    ///   - scheduler: Where the timer runs.
    /// - Returns: A sequence that emits 0 at `dueTime`, then 1, 2, ... one `period` apart.
    @inlinable
    public static func timer<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: Scheduler) -> Observables.Timer<Element, Scheduler> {
        Observables.Timer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}
