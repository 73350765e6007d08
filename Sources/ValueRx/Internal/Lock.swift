import Synchronization

#if VALUERX_TSAN
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one lock primitive of ValueRx, in its ThreadSanitizer build (`-Xswiftc -DVALUERX_TSAN`):
/// a heap-allocated `pthread_mutex_t`, whose lock and unlock ThreadSanitizer intercepts.
/// `Synchronization.Mutex` locks through futexes inside the (uninstrumented) standard library,
/// so ThreadSanitizer cannot see the ordering it creates and reports every access it protects
/// as a race. Never used in normal builds (it allocates).
@usableFromInline
internal struct Lock: ~Copyable, @unchecked Sendable {
    @usableFromInline
    internal let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @inlinable
    internal init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held and returns its result.
    @inlinable @inline(__always)
    internal borrowing func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
#else
/// The one lock primitive of ValueRx: a non-recursive mutex.
///
/// Kept behind this type so that a platform without `Synchronization.Mutex` needs a change in
/// this file only (see FallbackSynchronization.swift). Never call user code while holding it: snapshot under the
/// lock, deliver outside it. ThreadSanitizer runs build the pthread variant above
/// (`swift test --sanitize=thread -Xswiftc -DVALUERX_TSAN`).
@usableFromInline
internal struct Lock: ~Copyable, @unchecked Sendable {
    @usableFromInline
    internal let mutex = Mutex<Void>(())

    @inlinable
    internal init() {}

    #if DEBUG
    /// Runs `body` with the lock held and returns its result.
    ///
    /// Without optimization (debug builds) the form below costs three closures and a generic
    /// temporary allocation, each asking the runtime for metadata: about 1,600 instructions per
    /// call, several per event through a share. This one is the mutex's own (transparent) code
    /// around `body`, with one closure between.
    @usableFromInline @_transparent
    internal borrowing func withLock<Result>(_ body: () -> Result) -> Result {
        mutex.withLock { _ in body() }
    }
    #else
    /// Runs `body` with the lock held and returns its result.
    @inlinable @inline(__always)
    internal borrowing func withLock<Result>(_ body: () -> Result) -> Result {
        // The result is moved out of a stack slot: no copy and no destroy of an optional
        // (for an existential or a tuple those go through value witnesses; measured: a third of
        // a share subscription's instructions).
        withUnsafeTemporaryAllocation(of: Result.self, capacity: 1) { slot in
            let result = slot.baseAddress.unsafelyUnwrapped
            mutex.withLock { _ in result.initialize(to: body()) }
            return result.move()
        }
    }
    #endif
}
#endif

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

    /// Sets the flag, whether or not it was set already (a store, for a caller that needs no
    /// answer).
    @inlinable
    internal borrowing func raise() {
        value.store(true, ordering: .releasing)
    }
}
