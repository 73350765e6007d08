/// Represents a disposable resource whose underlying disposable resource can be replaced by
/// another disposable resource, causing automatic disposal of the previous underlying
/// disposable resource.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var current: Disposable?
    private var disposed = false

    /// Initializes a new instance of the `SerialDisposable`.
    public init() {}

    /// Gets or sets the underlying disposable.
    ///
    /// Assigning this property disposes the previous disposable object. If the `SerialDisposable`
    /// has already been disposed, assignment to this property causes immediate disposal of the
    /// given disposable object.
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

    /// - returns: Was resource disposed.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Disposes the underlying disposable as well as all future replacements.
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
