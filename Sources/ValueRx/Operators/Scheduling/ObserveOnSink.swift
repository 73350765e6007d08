import Synchronization

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

    /// Bits of `gate`.
    @usableFromInline static var delivering: Int { 1 }
    @usableFromInline static var scheduled: Int { 2 }
    @usableFromInline static var closed: Int { 4 }

    @usableFromInline internal let scheduler: Scheduler
    @usableFromInline internal let lock = Lock()
    /// Called only by the thread that holds `delivering` in `gate`. Released once disposed and
    /// no delivery runs (a handler capturing its own subscription would otherwise keep this
    /// sink alive through it): by `dispose()`, or by the delivering thread when it ends.
    @usableFromInline @exclusivity(unchecked) internal var observer: Slot
    /// What runs and what may start, in one word: `delivering` (a thread is calling the
    /// observer), `scheduled` (a drain is scheduled or running; set and cleared under `lock`),
    /// `closed` (disposed). One word, so that the main scheduler's in-place delivery takes the
    /// delivery right with one compare-and-swap and no lock, and exactly one of `dispose()` and
    /// the delivering thread releases the observer.
    @usableFromInline internal let gate = Atomic<Int>(0)
    /// Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var queue: [Event<Element>] = []
    @usableFromInline @exclusivity(unchecked) internal var head = 0
    /// An emptied buffer kept for the next batch (batching schedulers); guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var spare: [Event<Element>] = []
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
        if Self.isSerialDispatchQueue(scheduler) { Resources.changeSerialDispatchQueueObservables(by: 1) }
        #endif
        self.observer = .holding(observer)
        self.scheduler = scheduler
        disposeSpecialized = { sink in Unmanaged<ObserveOnSink<Observer, Scheduler, Observer?>>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.disposeNow() } }
    }

    @inlinable
    internal var isDisposed: Bool { gate.load(ordering: .acquiring) & Self.closed != 0 }

    @inlinable
    internal func setUpstream(_ disposable: Disposable) {
        let disposeNow: Bool = lock.withLock {
            if upstreamReleased { return true }
            upstream = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Delivers `event` in place when the scheduler allows it (see `deliverNow`), otherwise
    /// queues it. The in-place case is inlined into the upstream's observer (out of line, the
    /// queuing path's frame cost about 20 instructions per Driver event).
    @inlinable @inline(__always)
    internal func enqueue(_ event: Event<Element>) -> Flow {
        // The sink's own state first: a sink already scheduled, delivering or closed does not
        // touch the scheduler's shared counter.
        if Scheduler._runsNowWhenIdle, gate.load(ordering: .relaxed) == 0, deliverNow(event) {
            return isDisposed ? .stop : .continue
        }
        return enqueueQueued(event)
    }

    /// Queues `event` and schedules a drain if none is pending.
    @inlinable @inline(never)
    internal func enqueueQueued(_ event: Event<Element>) -> Flow {
        let start: Int? = lock.withLock {
            if isDisposed { return nil }
            queue.append(event)
            if gate.bitwiseOr(Self.scheduled, ordering: .acquiringAndReleasing).oldValue & Self.scheduled != 0 { return nil }
            burst += 1
            return burst
        }
        if let start {
            let work: Disposable
            if deliversQueuedEventsTogether {
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
                if isDisposed { return true }
                if burst == start { scheduledWork = work }
                return false
            }
            if disposeNow { work.dispose() }
        }
        // After a terminal event the upstream sends nothing more; its subscription is disposed
        // once the event has been delivered, as in RxSwift (so a TestableObservable records
        // the disposal at the delivery step).
        return isDisposed ? .stop : .continue
    }

    /// Whether the events queued meanwhile go out in one scheduled step (the scheduler's
    /// `_deliversQueuedEventsTogether`; a shared sequence's scheduler says it per instance).
    /// A constant once specialized for any other scheduler.
    @inlinable
    internal var deliversQueuedEventsTogether: Bool {
        if Scheduler.self == SharingStrategyScheduler.self {
            return (scheduler as! SharingStrategyScheduler).deliversQueuedEventsTogether
        }
        return Scheduler._deliversQueuedEventsTogether
    }

    /// `MainScheduler` on the main queue with nothing waiting, this sink idle: delivers `event`
    /// in place, as RxSwift's `observe(on: MainScheduler.instance)` does through `schedule`
    /// (no queue, no scheduled step, no lock). `false` when it delivered nothing: the caller
    /// queues it. The delivery right is taken only on the scheduler's thread, once the
    /// scheduler said it runs the work now, so a thread that is refused never holds it. An
    /// event that arrives meanwhile (another thread, or the observer's own handler) finds the
    /// sink delivering and is queued and scheduled behind this one.
    @inlinable @inline(__always)
    internal func deliverNow(_ event: Event<Element>) -> Bool {
        var delivered = false
        var stops = false
        _ = scheduler._runNowIfIdle {
            guard gate.compareExchange(expected: 0, desired: Self.delivering, ordering: .acquiringAndReleasing).exchanged else {
                return
            }
            delivered = true
            stops = !observer.withValue({ $0?.on(event) }).continues || event.isStopEvent
        }
        // After the scheduler's run has ended (as before the gate): an observer released here
        // (disposed from its own handler) runs its deinitializer with the scheduler idle.
        guard delivered else { return false }
        endDelivering()
        if stops { dispose() }
        return true
    }

    /// Takes the delivery right for a scheduled drain; `false` once disposed (the observer is
    /// then `dispose()`'s to release and must not be touched).
    @inlinable
    internal func beginDelivering() -> Bool {
        let old = gate.bitwiseOr(Self.delivering, ordering: .acquiringAndReleasing).oldValue
        if old & Self.closed != 0 {
            _ = gate.bitwiseAnd(~Self.delivering, ordering: .acquiringAndReleasing)
            return false
        }
        return true
    }

    /// Gives up the delivery right; releases the observer if disposed meanwhile (then
    /// `dispose()` left it to this thread).
    @inlinable
    internal func endDelivering() {
        let old = gate.bitwiseAnd(~Self.delivering, ordering: .acquiringAndReleasing).oldValue
        if old & Self.closed != 0 { releaseObserver() }
    }

    /// Drops the observer. Apart from `endDelivering()`: without optimization, a function that
    /// holds the optional observer looks up its metadata on every call.
    @inlinable
    internal func releaseObserver() {
        _ = observer.takeSlot()
    }

    /// Delivers one queued event; returns whether another step is needed.
    @inlinable
    internal func step() -> Bool {
        let event: Event<Element>? = lock.withLock {
            guard head < queue.count, !isDisposed else {
                _ = gate.bitwiseAnd(~Self.scheduled, ordering: .acquiringAndReleasing)
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
        guard let event, beginDelivering() else { return false }
        if !observer.withValue({ $0?.on(event) }).continues || event.isStopEvent {
            endDelivering()
            dispose()
            return false
        }
        endDelivering()
        return lock.withLock {
            if isDisposed { return false }
            if head < queue.count { return true }
            _ = gate.bitwiseAnd(~Self.scheduled, ordering: .acquiringAndReleasing)
            return false
        }
    }

    /// Delivers everything queued, including what arrives meanwhile, in this one step.
    @inlinable
    internal func drainAll() {
        while true {
            var batch: [Event<Element>] = lock.withLock {
                guard !queue.isEmpty, !isDisposed else {
                    _ = gate.bitwiseAnd(~Self.scheduled, ordering: .acquiringAndReleasing)
                    return []
                }
                let batch = queue
                queue = spare
                spare = []
                return batch
            }
            if batch.isEmpty || !beginDelivering() { return }
            for event in batch {
                if isDisposed {
                    endDelivering()
                    return
                }
                if !observer.withValue({ $0?.on(event) }).continues || event.isStopEvent {
                    endDelivering()
                    dispose()
                    return
                }
            }
            batch.removeAll(keepingCapacity: true)
            lock.withLock { spare = batch }
            endDelivering()
        }
    }

    @inlinable
    internal func dispose() {
        disposeSpecialized(self)
    }

    @inlinable
    internal func disposeNow() {
        let old = gate.bitwiseOr(Self.closed, ordering: .acquiringAndReleasing).oldValue
        guard old & Self.closed == 0 else { return }
        let dropped: ([Event<Element>], [Event<Element>]) = lock.withLock {
            head = 0
            defer { queue = []; spare = [] }
            return (queue, spare)
        }
        _ = dropped
        // A delivery in progress releases the observer when it ends.
        if old & Self.delivering == 0 { releaseObserver() }
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
        if Self.isSerialDispatchQueue(scheduler) { Resources.changeSerialDispatchQueueObservables(by: -1) }
    }

    /// Whether this is what RxSwift counts in `numberOfSerialDispatchQueueObservables`: an
    /// `observe(on:)` of a serial dispatch queue (`SerialDispatchQueueScheduler`,
    /// `MainScheduler`, or a shared sequence's scheduler when it is a `MainScheduler`).
    @usableFromInline
    internal static func isSerialDispatchQueue(_ scheduler: Scheduler) -> Bool {
        if Scheduler.self == SharingStrategyScheduler.self {
            return (scheduler as! SharingStrategyScheduler).main != nil
        }
        return Scheduler.self == SerialDispatchQueueScheduler.self || Scheduler.self == MainScheduler.self
    }
    #endif
}
