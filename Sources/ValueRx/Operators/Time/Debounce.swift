import Foundation

extension Observables {
    /// The sequence `debounce(_:scheduler:)` returns.
    @frozen
    public struct Debounce<Source: ObservableType, Scheduler: SchedulerType>: _SinkOperator {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let dueTime: RxTimeInterval
        @usableFromInline internal let scheduler: Scheduler

        @inlinable
        internal init(source: consuming Source, dueTime: RxTimeInterval, scheduler: Scheduler) {
            self.source = source
            self.dueTime = dueTime
            self.scheduler = scheduler
        }

        /// Subscribes to the source (inside the trampoline, as RxSwift's producers do).
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let machine = DebounceMachine<Element>(dueTime: dueTime, restartsPerElement: schedulerHasVirtualClock(scheduler))
            return TimedSink.subscribe(source, running: machine, on: scheduler, observer)
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
    public consuming func debounce<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> Observables.Debounce<Self, Scheduler> {
        Observables.Debounce(source: self, dueTime: dueTime, scheduler: scheduler)
    }
}
