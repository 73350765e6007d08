extension Observables {
    /// The sequence `take(for:scheduler:)` returns: the elements until a timer fires.
    @frozen
    public struct TakeForDuration<Source: ObservableType, Scheduler: SchedulerType>: _SinkOperator {
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
            let machine = DurationMachine<Element>(takes: true, duration: duration)
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
    public consuming func take<Scheduler: SchedulerType>(for duration: RxTimeInterval, scheduler: Scheduler) -> Observables.TakeForDuration<Self, Scheduler> {
        Observables.TakeForDuration(source: self, duration: duration, scheduler: scheduler)
    }
}
