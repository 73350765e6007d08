import Synchronization
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// Closing a `SerialOutput` (OutputBox.swift): `dispose()` and what it runs, apart from the
// delivery paths.
extension SerialOutput {
    /// Closes the subscription: removes it from the subject and waits for a delivery in
    /// progress on another thread to return. Through `Disposable` this runs the specialized
    /// `disposeNow()` (see `disposeSpecialized`).
    @inlinable
    internal func dispose() {
        disposeSpecialized(self)
    }

    /// `dispose()`'s body; specialized callers (an owning sink's teardown) call it directly.
    @inlinable
    internal func disposeNow() {
        let (old, _) = state.bitwiseOr(Self.closed, ordering: .acquiringAndReleasing)
        if old & Self.closed != 0 { return waitForDelivery(old) }
        disposeOpen(old)
    }

    /// `disposeNow()` for a subject's box that stays in the subject's list after its terminal
    /// event closed it (`BehaviorSubject`, whose RxSwift counterpart keeps its observers until
    /// their subscriptions are disposed): leaves the registry also when the box is closed
    /// already. (Leaving twice is harmless: the second finds nothing to remove.)
    @inlinable
    internal func disposeNowLeavingRegistry() {
        let (old, _) = state.bitwiseOr(Self.closed, ordering: .acquiringAndReleasing)
        if old & Self.closed == 0 { return disposeOpen(old) }
        leaveRegistry()
        waitForDelivery(old)
    }

    /// The rest of a dispose that closed an open box (`old`: the state before): leaves the
    /// registry, then releases the observer, or waits for the delivery in progress (which
    /// releases it).
    @inlinable @inline(__always)
    internal func disposeOpen(_ old: Int) {
        leaveRegistry()
        if old & Self.delivering == 0 {
            // Nobody delivers and nobody can start (`closed` is set, and the atomic or above
            // orders this after the last delivery): release the observer here. The slot is
            // swapped whole, not taken as an optional: without optimization that asks the
            // runtime for `Observer?` (and a tuple with the queue, for their metadata).
            if old & Self.pending != 0 { return disposeQueued() }
            let released = observer
            observer = .emptySlot
            _ = released
            return
        }
        waitForDelivery(old)
    }

    /// `disposeOpen(_:)` for a box that has events queued and nobody delivering them (not
    /// expected: a delivery drains its queue before giving up its right): drops them with the
    /// observer.
    @inlinable @inline(never)
    internal func disposeQueued() {
        let released: (Slot, [Event<Element>]) = lock.withLock {
            let dropped = queue
            queue = []
            return (observer.takeSlot(), dropped)
        }
        _ = released
    }

    /// Waits until a delivery running on another thread returns (see the type's comment).
    @usableFromInline
    internal func waitForDelivery(_ old: Int) {
        guard old & Self.delivering != 0 else { return }
        let me = currentThreadID()
        let deliverer = deliveringThread.load(ordering: .acquiring)
        if deliverer == me { return }
        guard DisposeWaits.shared.begin(waiter: me, on: deliverer) else { return }
        var spins = 0
        while state.load(ordering: .acquiring) & Self.delivering != 0 {
            spins += 1
            if spins < 64 { sched_yield() } else { usleep(50) }
        }
        DisposeWaits.shared.end(waiter: me)
    }
}
