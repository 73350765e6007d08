/// A disposable that hands out counted references to a wrapped disposable and disposes of the
/// wrapped one only after it has been disposed itself and every reference has been released.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// Creates a counter around `disposable`, with no references out.
    ///
    /// - Parameter disposable: The disposable to dispose of once every reference is released.
    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// Returns a new reference: the count goes up by one now and down by one when the returned
    /// disposable is disposed of.
    ///
    /// The wrapped disposable stays alive while any such reference is outstanding. Once the
    /// wrapped one is gone, this returns a disposable that does nothing.
    public func retain() -> Disposable {
        let alive: Bool = lock.withLock {
            guard disposable != nil else { return false }
            count += 1
            return true
        }
        guard alive else { return NopDisposable() }
        return AnonymousDisposable { [self] in release() }
    }

    /// Marks the counter disposed; the wrapped disposable is disposed of now if no reference is
    /// out, or else when the last one is released.
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

    /// - returns: Whether the wrapped disposable has been disposed of.
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
