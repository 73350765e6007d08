extension Observables {
    /// The sequence `observe(on:)` returns.
    @frozen
    public struct ObserveOn<Source: ObservableType, Scheduler: ImmediateSchedulerType>: ObservableType {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let scheduler: Scheduler

        /// Creates the sequence.
        @inlinable
        public init(source: consuming Source, scheduler: Scheduler) {
            self.source = source
            self.scheduler = scheduler
        }

        /// Subscribes `observer` through a queue drained on the scheduler.
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = ObserveOnSink(observer: observer, scheduler: scheduler)
            sink.setUpstream(source.subscribe(ObserveOnUpstream(sink: sink)))
            return sink
        }
    }
}

/// The upstream side of `observe(on:)`: hands each event to the sink's queue.
internal struct ObserveOnUpstream<Observer: ObserverType, Scheduler: ImmediateSchedulerType>: ObserverType {
    internal let sink: ObserveOnSink<Observer, Scheduler>

    internal init(sink: ObserveOnSink<Observer, Scheduler>) {
        self.sink = sink
    }

    internal mutating func on(_ event: Event<Observer.Element>) -> Flow {
        sink.enqueue(event)
    }
}

/// Queues events from any thread and delivers them one per scheduled step, in order, never two
/// at once (RxSwift's `ObserveOnSink`). Disposing it disposes the upstream and the pending
/// step; nothing is delivered once `dispose` has returned on the delivering scheduler.
internal final class ObserveOnSink<Observer: ObserverType, Scheduler: ImmediateSchedulerType>: Cancelable, @unchecked Sendable {
    private let scheduler: Scheduler
    private let lock = Lock()
    // Only the scheduled step touches `observer`; steps never overlap (`isScheduled`).
    private var observer: Observer
    private var queue: [Event<Observer.Element>] = []
    private var head = 0
    private var isScheduled = false
    private let disposed = OnceFlag()
    private let upstream = SingleAssignmentDisposable()
    /// The scheduled drain of the current burst, and a counter telling bursts apart: a burst
    /// whose `scheduleRecursive` returns after a newer burst started must not replace it.
    private var scheduledWork: Disposable?
    private var burst = 0

    init(observer: Observer, scheduler: Scheduler) {
        self.observer = observer
        self.scheduler = scheduler
    }

    var isDisposed: Bool { disposed.isSet }

    func setUpstream(_ disposable: Disposable) {
        upstream.setDisposable(disposable)
    }

    func enqueue(_ event: Event<Observer.Element>) -> Flow {
        let start: Int? = lock.withLock {
            if disposed.isSet { return nil }
            queue.append(event)
            if isScheduled { return nil }
            isScheduled = true
            burst += 1
            return burst
        }
        if let start {
            let work = scheduler.scheduleRecursive(()) { [self] _, recurse in
                if step() { recurse(()) }
            }
            let disposeNow: Bool = lock.withLock {
                if disposed.isSet { return true }
                if burst == start { scheduledWork = work }
                return false
            }
            if disposeNow { work.dispose() }
        }
        // After a terminal event the upstream sends nothing more; its subscription is disposed
        // once the event has been delivered, as in RxSwift (so a TestableObservable records
        // the disposal at the delivery step).
        return disposed.isSet ? .stop : .continue
    }

    /// Delivers one queued event; returns whether another step is needed.
    private func step() -> Bool {
        let event: Event<Observer.Element>? = lock.withLock {
            guard head < queue.count, !disposed.isSet else {
                isScheduled = false
                return nil
            }
            let event = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            return event
        }
        guard let event else { return false }
        if observer.on(event) == .stop || event.isStopEvent {
            dispose()
            return false
        }
        return lock.withLock {
            if head < queue.count && !disposed.isSet { return true }
            isScheduled = false
            return false
        }
    }

    func dispose() {
        guard disposed.set() else { return }
        lock.withLock {
            queue.removeAll()
            head = 0
        }
        upstream.dispose()
        let work: Disposable? = lock.withLock { scheduledWork.take() }
        work?.dispose()
    }
}

extension ObservableType {
    /// Returns the source sequence with every event delivered to the observer on `scheduler`.
    ///
    /// Events are queued as they arrive (from any thread) and delivered on `scheduler` in the
    /// same order, one at a time: an observer never sees two events at once. Each delivery is
    /// a separate step on the scheduler (on a `TestScheduler`, one tick apart).
    ///
    /// Only the delivery of events moves to `scheduler`; subscribing to the source and disposing
    /// of it still happen where they are called. To move those onto a scheduler, use
    /// `subscribe(on:)`.
    ///
    /// - seealso: [observeOn operator on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    ///
    /// - Parameter scheduler: Where the observer receives the events.
    /// - Returns: The source's events, delivered on `scheduler`.
    @inlinable
    public consuming func observe<Scheduler: ImmediateSchedulerType>(on scheduler: Scheduler) -> Observables.ObserveOn<Self, Scheduler> {
        Observables.ObserveOn(source: self, scheduler: scheduler)
    }

    /// Deprecated spelling of `observe(on:)`.
    ///
    /// - Parameter scheduler: Where the observer receives the events.
    /// - Returns: The source's events, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public consuming func observeOn<Scheduler: ImmediateSchedulerType>(_ scheduler: Scheduler) -> Observables.ObserveOn<Self, Scheduler> {
        Observables.ObserveOn(source: self, scheduler: scheduler)
    }
}
