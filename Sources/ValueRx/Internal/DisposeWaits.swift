/// Which thread waits in `dispose()` for which deliverer: lets a second waiter see that it would
/// close a cycle (two handlers disposing each other's subscriptions) and not wait.
@usableFromInline
internal final class DisposeWaits: @unchecked Sendable {
    @usableFromInline static let shared = DisposeWaits()
    private let lock = Lock()
    private var waits: [UInt: UInt] = [:]

    /// Records that `waiter` waits for `deliverer`; returns `false` (and records nothing) when
    /// `deliverer` already waits, directly or through others, for `waiter`.
    @usableFromInline
    func begin(waiter: UInt, on deliverer: UInt) -> Bool {
        lock.withLock {
            var thread = deliverer
            var hops = 0
            while let next = waits[thread], hops < 64 {
                if next == waiter { return false }
                thread = next
                hops += 1
            }
            waits[waiter] = deliverer
            return true
        }
    }

    /// Removes `waiter`'s record.
    @usableFromInline
    func end(waiter: UInt) {
        lock.withLock { _ = waits.removeValue(forKey: waiter) }
    }
}
