extension Observables {
    /// The sequence `delaySubscription(_:scheduler:)` returns.
    ///
    /// As RxSwift's: subscribing schedules the subscription to the source `dueTime` later on
    /// `scheduler`; disposing before then cancels it, after then disposes the source's
    /// subscription. The source's subscription ends at its terminal event.
    @frozen
    public struct DelaySubscription<Source: ObservableType, Scheduler: SchedulerType>: ObservableType {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal let source: Source
        @usableFromInline internal let dueTime: RxTimeInterval
        @usableFromInline internal let scheduler: Scheduler

        @inlinable
        internal init(source: consuming Source, dueTime: RxTimeInterval, scheduler: Scheduler) {
            self.source = source
            self.dueTime = dueTime
            self.scheduler = scheduler
        }

        /// Schedules the subscription to the source.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let source = self.source
            let ending = EndingOnTerminal(observer)
            return scheduler.scheduleRelative(ending, dueTime: dueTime) { observer in
                source.subscribe(observer)
            }
        }
    }
}

extension ObservableType {
    /// Subscribes to the source `dueTime` after the subscription, on `scheduler`.
    ///
    /// - seealso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing to the source.
    ///   - scheduler: The scheduler that runs the wait and the subscription.
    /// - Returns: The source's events, from a subscription made `dueTime` later.
    @inlinable
    public consuming func delaySubscription<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> Observables.DelaySubscription<Self, Scheduler> {
        Observables.DelaySubscription(source: self, dueTime: dueTime, scheduler: scheduler)
    }
}
