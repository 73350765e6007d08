/// Represents a disposable resource that only disposes its underlying disposable resource
/// when all dependent disposable objects have been disposed.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// Initializes a new instance of the `RefCountDisposable`.
    ///
    /// - Parameter disposable: The underlying disposable.
    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// Holds a dependent disposable that when disposed decreases the refcount on the underlying
    /// disposable.
    ///
    /// When getter is called, a dependent disposable contributing to the reference count that
    /// manages the underlying disposable's lifetime is returned.
    public func retain() -> Disposable {
        let alive: Bool = lock.withLock {
            guard disposable != nil else { return false }
            count += 1
            return true
        }
        guard alive else { return NopDisposable() }
        return AnonymousDisposable { [self] in release() }
    }

    /// Disposes the underlying disposable only when all dependent disposables have been disposed.
    public func dispose() {
        let toDispose: Disposable? = lock.withLock {
            guard let current = disposable, !primaryDisposed else { return nil }
            primaryDisposed = true
            guard count == 0 else { return nil }
            disposable = nil
            return current
        }
        toDispose?.dispose()
    }

    /// - returns: Was resource disposed.
    public var isDisposed: Bool {
        lock.withLock { disposable == nil }
    }

    private func release() {
        let toDispose: Disposable? = lock.withLock {
            guard let current = disposable else { return nil }
            precondition(count > 0, "RefCountDisposable: released more often than retained")
            count -= 1
            guard primaryDisposed, count == 0 else { return nil }
            disposable = nil
            return current
        }
        toDispose?.dispose()
    }
}
