import Synchronization

/// The serialized output box of one observer: what a subject keeps per subscriber and what an
/// operator's sink sends through when several inputs may run on different threads (see
/// `SerialOutput`).
@usableFromInline
internal typealias OutputBox<Observer: ObserverType> = SerialOutput<Observer, Observer?, NoUpstream>

/// The heap box that holds one observer of a subject (the one allocation of a subscription,
/// see the Architecture article) and makes delivery to it safe from any number of threads:
///
/// - Events to the observer never overlap: the thread that finds the box idle delivers; an
///   event arriving meanwhile (from another thread, or from the observer's own handler calling
///   `onNext` on the subject) is queued and delivered by that thread, in arrival order, once the
///   current handler returns. No lock is held while the observer runs.
/// - The grammar holds per observer: after a terminal event (or the observer answering
///   `.stop`) nothing more is delivered.
/// - `dispose()` returns only once no delivery to this observer is running on another thread,
///   so nothing reaches the observer after `dispose()` returned. Called from the observer's own
///   handler it returns at once. Two handlers running on two threads that dispose each other's
///   subscriptions would wait for each other: the second waiter sees the cycle and does not
///   wait. A handler that blocks on the thread calling `dispose()` (e.g. `DispatchQueue.main.sync`
///   while the main thread disposes) deadlocks, as any synchronous wait would.
/// - Once closed (terminal event, `.stop`, `dispose()`), the box releases its observer, so the
///   closures it holds (and whatever they capture) are freed even if the box lives on.
///
/// The idle → delivering → idle path costs two compare-and-swaps, no lock and no allocation.
///
/// `Slot` is always `Observer?` (see `OutputBox`): as a generic argument, its metadata sits in
/// the class's own metadata, so the deinitializer (never specialized) destroys the observer
/// without looking up `Optional<Observer>` at run time (measured: about 470 instructions per
/// box). The box stores no other field whose layout depends on `Observer`.
@usableFromInline
internal final class SerialOutput<Observer: ObserverType, Slot: OptionalSlot, Upstream: UpstreamSlot>: Cancelable, @unchecked Sendable
    where Slot.Wrapped == Observer
{
    @usableFromInline internal typealias Element = Observer.Element

    @usableFromInline static var delivering: Int { 1 }
    @usableFromInline static var pending: Int { 2 }
    @usableFromInline static var closed: Int { 4 }

    /// Touched only by the thread that holds the `delivering` bit (or by `dispose()` when no
    /// thread does); `nil` once the box is closed.
    @usableFromInline @exclusivity(unchecked)
    internal var observer: Slot
    @usableFromInline internal let state: Atomic<Int>
    @usableFromInline internal let deliveringThread = Atomic<UInt>(0)
    @usableFromInline internal let lock = Lock()
    /// Events that arrived while another delivery ran; guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var queue: [Event<Element>] = []
    /// A terminal event is in `queue`; later events are dropped. Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var terminalQueued = false
    /// Whom to tell when this subscriber goes away: an operator's sink that owns this box as
    /// its output (it outlives the box), or the registry kept in `retainedRegistry`. Never a
    /// weak reference: that would give the sink a side table, which
    /// makes every retain and release of it take the runtime's slow path (measured: a tenth of
    /// a flatMap's instructions per inner).
    @usableFromInline @exclusivity(unchecked) internal unowned(unsafe) var owner: (any SubjectRegistry)?

    /// A registry this box keeps alive (`retainRegistry(_:)`): a share connection or a subject's
    /// `SubjectCore`, which live as long as one of their observers may still call them.
    @usableFromInline @exclusivity(unchecked) internal var retainedRegistry: AnyObject?

    /// `disposeNow()` specialized for `Observer`: made by the inlinable initializers (capture-free,
    /// so it allocates nothing), it is what `dispose()` calls. `dispose()` is mostly reached
    /// through `Disposable`, whose witness for a generic class is unspecialized code that looks
    /// up generic metadata at run time (measured: 6,300 instructions per call, against a few
    /// hundred specialized).
    @usableFromInline internal let disposeSpecialized: (AnyObject) -> Void

    /// Removes this box from its registry, specialized: set by a subject's inlinable
    /// `subscribe` (capture-free; registry and box passed in). Without it, leaving goes through
    /// `SubjectRegistry.unsubscribe`, which for a generic registry is unspecialized code that
    /// looks up generic metadata (measured: about 2,000 instructions per dispose).
    @usableFromInline @exclusivity(unchecked) internal var leave: ((AnyObject, AnyObject) -> Void)?
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    /// The subscription of the source this box is the whole sink of (`create`: the disposable
    /// its subscribe closure returned, see `init(upstreamOf:)`); `NoUpstream` for the others.
    /// Guarded by `lock`. Declared last: a field of generic layout moves every later field to
    /// an offset read at run time in unspecialized code (the deinitializer).
    @usableFromInline @exclusivity(unchecked) internal var upstream: Upstream

    /// Tells the registry this subscriber goes away (through `leave` when it is set). Out of
    /// line: it is the rare path of `deliverOwned`, which must stay small enough to inline.
    @inlinable @inline(never)
    internal func leaveRegistry() {
        guard let registry = owner else { return }
        if let leave {
            leave(registry, self)
        } else {
            registry.unsubscribe(self)
        }
    }

    /// Creates a box whose registry is set by `retainRegistry(_:)` (a subject's `SubjectCore`,
    /// a share connection) or `owner` before another thread can take its delivery right (a box
    /// made `owned` may already be in a registry's list). With `owned`, the calling thread
    /// holds the delivery right from the start (to replay a subject's current value or buffer
    /// before any concurrent event) and must call `deliverOwned` for each replayed event and
    /// then `releaseOwned()`.
    ///
    /// `disposer`: what `dispose()` runs instead of `disposeNow()` (specialized, capture-free).
    @inlinable
    internal init(unregistered observer: consuming Observer, owned: Bool, disposer: ((AnyObject) -> Void)? = nil) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        // Not `disposer ?? { ... }`: the autoclosure kept the closure from being specialized
        // (measured: an allocation per box).
        if let disposer {
            disposeSpecialized = disposer
        } else {
            disposeSpecialized = { box in Unmanaged<SerialOutput<Observer, Slot, Upstream>>.fromOpaque(Unmanaged.passUnretained(box).toOpaque())._withUnsafeGuaranteedRef { $0.disposeNow() } }
        }
        upstream = .empty
        self.observer = .holding(observer)
        if owned {
            state = Atomic(Self.delivering)
            deliveringThread.store(currentThreadID(), ordering: .relaxed)
        } else {
            state = Atomic(0)
        }
    }

    /// Makes `registry` this box's registry and keeps it alive while the box lives. Call once,
    /// before another thread can take the box's delivery right (a box made `owned` may already
    /// be in the registry's list: other threads only queue events behind the owner).
    @inlinable
    internal func retainRegistry(_ registry: any SubjectRegistry) {
        owner = registry
        retainedRegistry = registry
    }

    /// Creates the output box of an operator's sink, which sets `owner` to itself right after
    /// (so the sink can hold the box in a `let`: no optional to unwrap, no retain per access).
    @inlinable
    internal convenience init(output observer: consuming Observer) {
        self.init(unregistered: observer, owned: false)
    }

    @inlinable
    internal var isDisposed: Bool {
        state.load(ordering: .acquiring) & Self.closed != 0
    }

    /// Delivers `event` now, or queues it behind the delivery in progress. Always inlined, as
    /// `claim` and `deliverOwned` (measured: out of line, +8% on W24).
    @inlinable @inline(__always)
    internal func deliver(_ event: Event<Element>) {
        if claim(event) { deliverClaimed(event) }
    }

    /// `deliver(_:)` in two halves, for a sink that decides what to send under its own lock and
    /// must keep that order across threads without calling user code under the lock. Under the
    /// caller's lock: either takes the delivery right for `event` (returns `true`; the caller
    /// then calls `deliverClaimed(event)` once it has released its lock) or queues `event` behind
    /// the delivery in progress (returns `false`), in the order of the calls. The box does not
    /// keep the claimed event: the caller holds it in a local (a stored `Event<Element>` would
    /// make the deinitializer look up its metadata).
    @inlinable @inline(__always)
    internal func claim(_ event: Event<Element>) -> Bool {
        while true {
            if state.compareExchange(expected: 0, desired: Self.delivering, ordering: .acquiring).exchanged {
                deliveringThread.store(currentThreadID(), ordering: .relaxed)
                return true
            }
            if enqueue(event) { return false }
        }
    }

    /// Delivers the event `claim(_:)` took the right for, then what was queued meanwhile.
    @inlinable @inline(__always)
    internal func deliverClaimed(_ event: Event<Element>) {
        if deliverOwned(event) { releaseOwned() }
    }

    /// The slow path of `deliver`: queues `event` behind a running delivery. Returns `false`
    /// when the box became idle meanwhile (the caller retries as the deliverer).
    @usableFromInline @inline(never)
    internal func enqueue(_ event: Event<Element>) -> Bool {
        lock.withLock {
            let current = state.load(ordering: .acquiring)
            if current & Self.closed != 0 || terminalQueued { return true }
            if current & Self.delivering == 0 { return false }
            if current & Self.pending == 0 {
                let (exchanged, _) = state.compareExchange(
                    expected: current, desired: current | Self.pending, ordering: .acquiringAndReleasing)
                if !exchanged { return false }
            }
            queue.append(event)
            if event.isStopEvent { terminalQueued = true }
            return true
        }
    }

    /// Delivers one event while holding the delivery right. Returns `false` when the box is
    /// closed afterwards (terminal event, `.stop`, or disposed): the right has been released.
    /// Always inlined: the slot access (`withValue`) made it look too large to the inliner,
    /// and out of line it cost a call per element on every box (measured: +8% on W24).
    @inlinable @inline(__always)
    internal func deliverOwned(_ event: Event<Element>) -> Bool {
        if event.isStopEvent {
            let (old, _) = state.bitwiseOr(Self.closed, ordering: .acquiringAndReleasing)
            if old & Self.closed != 0 {
                finishClosed()
                return false
            }
            _ = observer.withValue { $0?.on(event) }
            finishClosed()
            return false
        }
        if state.load(ordering: .acquiring) & Self.closed != 0 {
            finishClosed()
            return false
        }
        // Pattern matches, not `?? .stop` and `==`: those are generic and protocol calls in a
        // build without optimization (an autoclosure, a witness table look-up); optimized, the same.
        if case .continue? = observer.withValue({ $0?.on(event) }) { return true }
        let (old, _) = state.bitwiseOr(Self.closed, ordering: .acquiringAndReleasing)
        finishClosed()
        if old & Self.closed == 0 { leaveRegistry() }
        return false
    }

    /// Gives up the delivery right, first delivering whatever was queued meanwhile. The
    /// uncontended case (nothing queued, not closed) is inlined: a store and a compare-and-swap
    /// (out of line it was a call and a frame per event and box: about 17 instructions, four
    /// boxes per Driver event).
    @inlinable @inline(__always)
    internal func releaseOwned() {
        // Clear the deliverer's id first: a thread must never read its own id unless it is
        // delivering (dispose() skips its wait on that id).
        deliveringThread.store(0, ordering: .relaxed)
        if state.compareExchange(expected: Self.delivering, desired: 0, ordering: .releasing).exchanged {
            return
        }
        releaseOwnedContended()
    }

    /// `releaseOwned()` when events were queued meanwhile or the box was closed: delivers the
    /// queue, then tries again to give up the right.
    @inlinable @inline(never)
    internal func releaseOwnedContended() {
        while true {
            deliveringThread.store(currentThreadID(), ordering: .relaxed)
            guard let next = dequeue() else { return }
            if !deliverOwned(next) { return }
            deliveringThread.store(0, ordering: .relaxed)
            if state.compareExchange(expected: Self.delivering, desired: 0, ordering: .releasing).exchanged {
                return
            }
        }
    }

    /// The next queued event, or `nil` after releasing the delivery right of a closed box.
    @usableFromInline @inline(never)
    internal func dequeue() -> Event<Element>? {
        let next: Event<Element>?? = lock.withLock {
            if state.load(ordering: .acquiring) & Self.closed != 0 { return .some(nil) }
            // `pending` is set, so the queue is not empty.
            let next = queue.removeFirst()
            if queue.isEmpty {
                // Clears `pending` only: a `closed` set meanwhile by dispose() must survive.
                state.bitwiseAnd(~Self.pending, ordering: .acquiringAndReleasing)
            }
            return .some(next)
        }
        guard let next, let event = next else {
            finishClosed()
            return nil
        }
        return event
    }

    /// Releases the delivery right of a box that is closed: drops anything queued and the
    /// observer (their deinitializers run after the lock is released).
    @inlinable @inline(never)
    internal func finishClosed() {
        let released = observer.takeSlot()
        let dropped: [Event<Element>] = lock.withLock {
            let dropped = queue
            queue = []
            deliveringThread.store(0, ordering: .relaxed)
            state.store(Self.closed, ordering: .releasing)
            return dropped
        }
        _ = released
        _ = dropped
    }
}
