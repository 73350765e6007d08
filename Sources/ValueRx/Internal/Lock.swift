import Synchronization

/// The one lock primitive of ValueRx: a non-recursive mutex.
///
/// Kept behind this type so that a platform without `Synchronization.Mutex` needs a change in
/// this file only (DESIGN.md §3.6). Never call user code while holding it: snapshot under the
/// lock, deliver outside it.
@usableFromInline
internal struct Lock: ~Copyable, @unchecked Sendable {
    @usableFromInline
    internal let mutex = Mutex<Void>(())

    @inlinable
    internal init() {}

    /// Runs `body` with the lock held and returns its result.
    @inlinable
    internal borrowing func withLock<Result>(_ body: () -> Result) -> Result {
        nonisolated(unsafe) var result: Result? = nil
        mutex.withLock { _ in result = body() }
        return result.unsafelyUnwrapped
    }
}

/// A thread-safe boolean flag that can be set once, for "disposed" and "stopped" states.
@usableFromInline
internal struct OnceFlag: ~Copyable, @unchecked Sendable {
    @usableFromInline
    internal let value = Atomic<Bool>(false)

    @inlinable
    internal init() {}

    /// Whether the flag is set.
    @inlinable
    internal var isSet: Bool { value.load(ordering: .acquiring) }

    /// Sets the flag; returns `true` only for the caller that set it first.
    @inlinable
    internal borrowing func set() -> Bool {
        !value.exchange(true, ordering: .acquiringAndReleasing)
    }
}
