import Synchronization

extension Observables {
    /// The sequence `observe(on:)` returns.
    @frozen
    public struct ObserveOn<Source: ObservableType, Scheduler: ImmediateSchedulerType>: _SinkOperator {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let scheduler: Scheduler

        /// Creates the sequence.
        @inlinable
        internal init(source: consuming Source, scheduler: Scheduler) {
            self.source = source
            self.scheduler = scheduler
        }

        /// Subscribes `observer` through a queue drained on the scheduler.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = ObserveOnSink<Observer, Scheduler, Observer?>(observer: observer, scheduler: scheduler)
            let upstream = SinkObserver<Element>(sink: sink, tag: 0) { sink, _, event in
                unsafeDowncast(sink, to: ObserveOnSink<Observer, Scheduler, Observer?>.self).enqueue(event)
            }
            sink.setUpstream(source.subscribe(upstream))
            return sink
        }
    }
}

extension ObservableType {
    /// Returns the source sequence with every event delivered to the observer on `scheduler`.
    ///
    /// Events are queued as they arrive (from any thread) and delivered on `scheduler` in the
    /// same order, one at a time: an observer never sees two events at once. On a virtual-time
    /// scheduler each delivery is a separate step (one tick apart on a `TestScheduler`), as in
    /// RxSwift.
    ///
    /// Only the delivery of events moves to `scheduler`; subscribing to the source and disposing
    /// of it still happen where they are called. To move those onto a scheduler, use
    /// `subscribe(on:)`.
    ///
    /// Differs from RxSwift: on a dispatch-queue scheduler (serial, concurrent, main, operation
    /// queue) the events that arrive while a delivery is pending are delivered in the same
    /// queue block, in order, instead of one block per event. Work enqueued on the same queue
    /// by others in between may therefore run after those events rather than between them.
    ///
    /// - seealso: [observeOn operator on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    ///
    /// - Parameter scheduler: Where the observer receives the events.
    /// - Returns: The source's events, delivered on `scheduler`.
    @inlinable
    public consuming func observe<Scheduler: ImmediateSchedulerType>(on scheduler: Scheduler) -> Observables.ObserveOn<Self, Scheduler> {
        Observables.ObserveOn(source: self, scheduler: scheduler)
    }
}
