/// Represents a disposable resource which only allows a single assignment of its underlying
/// disposable resource.
///
/// If an underlying disposable resource has already been set, future attempts to set the
/// underlying disposable resource will throw an exception.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var current: Disposable?
    private var assigned = false
    private var disposed = false

    /// Initializes a new instance of the `SingleAssignmentDisposable`.
    public init() {}

    /// - returns: A value that indicates whether the object is disposed.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Gets or sets the underlying disposable. After disposal, the result of getting this
    /// property is undefined.
    ///
    /// **Throws exception if the `SingleAssignmentDisposable` has already been assigned to.**
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

    /// Disposes the underlying disposable.
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
