/// A disposable whose wrapped disposable can be set exactly once.
///
/// Setting it a second time is a programming error and traps.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var current: Disposable?
    private var assigned = false
    private var disposed = false

    /// Creates a disposable with nothing set yet.
    public init() {}

    /// - returns: Whether `dispose()` has been called.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Sets the wrapped disposable; if this disposable was already disposed, disposes of
    /// `disposable` at once instead of keeping it.
    ///
    /// **Traps if a disposable has already been set.**
    public func setDisposable(_ disposable: Disposable) {
        let disposeNow: Bool = lock.withLock {
            precondition(!assigned, "SingleAssignmentDisposable: the disposable was already set")
            assigned = true
            if disposed { return true }
            current = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes of the wrapped disposable, if one is set, and of any set later.
    public func dispose() {
        let old: Disposable? = lock.withLock {
            if disposed { return nil }
            disposed = true
            let old = current
            current = nil
            return old
        }
        old?.dispose()
    }
}
