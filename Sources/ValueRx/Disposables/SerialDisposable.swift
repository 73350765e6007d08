/// A disposable that holds one replaceable disposable: setting a new one disposes of the one
/// it replaces.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var current: Disposable?
    private var disposed = false

    /// Creates a serial disposable that holds nothing yet.
    public init() {}

    /// The disposable held now.
    ///
    /// Setting it disposes of the previous value. Once the serial disposable itself has been
    /// disposed, any value set is disposed of at once instead of being kept.
    public var disposable: Disposable {
        get {
            lock.withLock { current ?? NopDisposable() }
        }
        set {
            let toDispose: Disposable? = lock.withLock {
                if disposed { return newValue }
                let old = current
                current = newValue
                return old
            }
            toDispose?.dispose()
        }
    }

    /// - returns: Whether the serial disposable has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Disposes of the held disposable now, and of any disposable set later as soon as it is set.
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
