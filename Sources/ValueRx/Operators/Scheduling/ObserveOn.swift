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

/// Queues events from any thread and delivers them on the scheduler, in order, never two at
/// once (RxSwift's `ObserveOnSink`). On a virtual-time scheduler or the trampoline each event
/// is one scheduled step, as in RxSwift; on a dispatch-queue scheduler the events that arrive
/// while a delivery is pending join it, so a busy stream costs no scheduling and no allocation
/// per event. Disposing it disposes the upstream and the pending step; nothing is delivered
/// once `dispose` has returned on the delivering scheduler. `Slot` is `Observer?` (see
/// `OptionalSlot`: the deinitializer then looks up no metadata).
@usableFromInline
internal final class ObserveOnSink<Observer: ObserverType, Scheduler: ImmediateSchedulerType, Slot: OptionalSlot>: Cancelable, @unchecked Sendable
    where Slot.Wrapped == Observer
{
    @usableFromInline internal typealias Element = Observer.Element

    @usableFromInline internal let scheduler: Scheduler
    @usableFromInline internal let lock = Lock()
    /// Only the scheduled step touches it; steps never overlap (`isScheduled`).
    /// Released once disposed and no delivery runs (a handler capturing its own subscription
    /// would otherwise keep this sink alive through it), by `dispose()` or the delivering thread.
    @usableFromInline @exclusivity(unchecked) internal var observer: Slot
    /// A delivery (`step`/`drainAll`) is calling the observer. Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var draining = false
    /// Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var queue: [Event<Element>] = []
    @usableFromInline @exclusivity(unchecked) internal var head = 0
    @usableFromInline @exclusivity(unchecked) internal var isScheduled = false
    /// An emptied buffer kept for the next batch (batching schedulers); guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var spare: [Event<Element>] = []
    @usableFromInline internal let disposed = OnceFlag()
    /// The source subscription (guarded by `lock`; one arriving after `dispose()` is disposed on
    /// arrival). Kept inline: a `SingleAssignmentDisposable` was one more allocation per
    /// subscription.
    @usableFromInline @exclusivity(unchecked) internal var upstream: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var upstreamReleased = false
    /// `disposeNow()` specialized for the client's types (through `Disposable` the sink's code
    /// runs unspecialized; see `OutputBox.disposeSpecialized`).
    @usableFromInline internal let disposeSpecialized: (AnyObject) -> Void
    /// The scheduled drain of the current burst, and a counter telling bursts apart: a burst
    /// whose scheduling call returns after a newer burst started must not replace it.
    @usableFromInline @exclusivity(unchecked) internal var scheduledWork: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var burst = 0
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(observer: consuming Observer, scheduler: Scheduler) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        if Self.isSerialDispatchQueue { Resources.changeSerialDispatchQueueObservables(by: 1) }
        #endif
        self.observer = .holding(observer)
        self.scheduler = scheduler
        disposeSpecialized = { sink in unsafeDowncast(sink, to: ObserveOnSink<Observer, Scheduler, Observer?>.self).disposeNow() }
    }

    @inlinable
    internal var isDisposed: Bool { disposed.isSet }

    @inlinable
    internal func setUpstream(_ disposable: Disposable) {
        let disposeNow: Bool = lock.withLock {
            if upstreamReleased { return true }
            upstream = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    @inlinable
    internal func enqueue(_ event: Event<Element>) -> Flow {
        if Scheduler._runsNowWhenIdle, deliverNow(event) {
            return disposed.isSet ? .stop : .continue
        }
        let start: Int? = lock.withLock {
            if disposed.isSet { return nil }
            queue.append(event)
            if isScheduled { return nil }
            isScheduled = true
            burst += 1
            return burst
        }
        if let start {
            let work: Disposable
            if Scheduler._deliversQueuedEventsTogether {
                work = scheduler.schedule(self) { sink in
                    sink.drainAll()
                    return NopDisposable()
                }
            } else {
                work = scheduler.scheduleRecursive(self) { sink, recurse in
                    if sink.step() { recurse(sink) }
                }
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

    /// `MainScheduler` on the main queue with nothing waiting, this sink idle: delivers `event`
    /// in place, as RxSwift's `observe(on: MainScheduler.instance)` does through `schedule`
    /// (no queue, no scheduled step). `false` when it delivered nothing: the caller queues it.
    /// An event that arrives meanwhile (another thread, or the observer's own handler) finds
    /// the sink delivering and is queued and scheduled behind this one.
    @inlinable
    internal func deliverNow(_ event: Event<Element>) -> Bool {
        let claimed: Bool = lock.withLock {
            if disposed.isSet || isScheduled || draining { return false }
            draining = true
            return true
        }
        guard claimed else { return false }
        var stops = false
        let ran = scheduler._runNowIfIdle {
            stops = (observer.withValue { $0?.on(event) } ?? .stop) == .stop || event.isStopEvent
        }
        endDraining()
        if stops { dispose() }
        return ran
    }

    /// Delivers one queued event; returns whether another step is needed.
    @inlinable
    internal func step() -> Bool {
        let event: Event<Element>? = lock.withLock {
            guard head < queue.count, !disposed.isSet else {
                isScheduled = false
                return nil
            }
            draining = true
            let event = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            return event
        }
        guard let event else { return false }
        if (observer.withValue { $0?.on(event) } ?? .stop) == .stop || event.isStopEvent {
            endDraining()
            dispose()
            return false
        }
        let (more, released): (Bool, Observer?) = lock.withLock {
            draining = false
            if disposed.isSet { return (false, observer.takeValue()) }
            if head < queue.count { return (true, nil) }
            isScheduled = false
            return (false, nil)
        }
        _ = released
        return more
    }

    /// Leaves the delivering state; releases the observer if disposed meanwhile. Inlinable:
    /// it runs once per delivery, and unspecialized it looks up `Optional<Observer>`'s
    /// metadata each time (a third of a Driver event's cost, measured with W18).
    @inlinable
    internal func endDraining() {
        let released: Observer? = lock.withLock {
            draining = false
            return disposed.isSet ? observer.takeValue() : nil
        }
        _ = released
    }

    /// Delivers everything queued, including what arrives meanwhile, in this one step.
    @inlinable
    internal func drainAll() {
        while true {
            var batch: [Event<Element>] = lock.withLock {
                guard !queue.isEmpty, !disposed.isSet else {
                    isScheduled = false
                    return []
                }
                draining = true
                let batch = queue
                queue = spare
                spare = []
                return batch
            }
            if batch.isEmpty { return }
            for event in batch {
                if disposed.isSet {
                    endDraining()
                    return
                }
                if (observer.withValue { $0?.on(event) } ?? .stop) == .stop || event.isStopEvent {
                    endDraining()
                    dispose()
                    return
                }
            }
            batch.removeAll(keepingCapacity: true)
            lock.withLock { spare = batch }
            endDraining()
        }
    }

    @inlinable
    internal func dispose() {
        disposeSpecialized(self)
    }

    @inlinable
    internal func disposeNow() {
        guard disposed.set() else { return }
        let released: Observer? = lock.withLock {
            queue.removeAll()
            spare = []
            head = 0
            // A delivery in progress releases it when it returns.
            return draining ? nil : observer.takeValue()
        }
        _ = released
        let source: Disposable? = lock.withLock {
            upstreamReleased = true
            return upstream.take()
        }
        source?.dispose()
        let work: Disposable? = lock.withLock { scheduledWork.take() }
        work?.dispose()
    }

    #if TRACE_RESOURCES
    deinit {
        if Self.isSerialDispatchQueue { Resources.changeSerialDispatchQueueObservables(by: -1) }
    }

    /// Whether this is what RxSwift counts in `numberOfSerialDispatchQueueObservables`: an
    /// `observe(on:)` of a serial dispatch queue (`SerialDispatchQueueScheduler`,
    /// `MainScheduler`).
    @usableFromInline
    internal static var isSerialDispatchQueue: Bool {
        Scheduler.self == SerialDispatchQueueScheduler.self || Scheduler.self == MainScheduler.self
    }
    #endif
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

    /// Deprecated spelling of `observe(on:)`.
    ///
    /// - Parameter scheduler: Where the observer receives the events.
    /// - Returns: The source's events, delivered on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public consuming func observeOn<Scheduler: ImmediateSchedulerType>(_ scheduler: Scheduler) -> Observables.ObserveOn<Self, Scheduler> {
        observe(on: scheduler)
    }
}
