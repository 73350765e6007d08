extension Observables {
    /// The sequence `skip(for:scheduler:)` and `skip(_:scheduler:)` return: the elements after a
    /// timer fires.
    @frozen
    public struct SkipForDuration<Source: ObservableType, Scheduler: SchedulerType>: _SinkOperator {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let duration: RxTimeInterval
        @usableFromInline internal let scheduler: Scheduler

        @inlinable
        internal init(source: consuming Source, duration: RxTimeInterval, scheduler: Scheduler) {
            self.source = source
            self.duration = duration
            self.scheduler = scheduler
        }

        /// Starts the timer, then subscribes to the source.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let machine = DurationMachine<Element>(takes: false, duration: duration)
            return TimedSink(machine: machine, scheduler: scheduler, downstream: observer).run(source)
        }
    }
}

extension ObservableType {
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
    public consuming func skip<Scheduler: SchedulerType>(for duration: RxTimeInterval, scheduler: Scheduler) -> Observables.SkipForDuration<Self, Scheduler> {
        Observables.SkipForDuration(source: self, duration: duration, scheduler: scheduler)
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
    public consuming func skip<Scheduler: SchedulerType>(_ duration: RxTimeInterval, scheduler: Scheduler) -> Observables.SkipForDuration<Self, Scheduler> {
        skip(for: duration, scheduler: scheduler)
    }
}
