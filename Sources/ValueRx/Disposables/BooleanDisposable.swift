/// A disposable that only records whether it has been disposed of; read `isDisposed` to check.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    /// A disposable that is already disposed.
    public static let BooleanDisposableTrue = BooleanDisposable(isDisposed: true)

    private let flag = OnceFlag()

    /// Creates a disposable that is not yet disposed.
    public init() {}

    /// Creates a disposable that starts in the given state.
    ///
    /// - Parameter isDisposed: Whether the disposable starts disposed.
    public init(isDisposed: Bool) {
        if isDisposed { _ = flag.set() }
    }

    /// - returns: Whether `dispose()` has been called (or the instance started disposed).
    public var isDisposed: Bool { flag.isSet }

    /// Marks the disposable as disposed; `isDisposed` reads `true` from then on.
    public func dispose() {
        _ = flag.set()
    }
}
