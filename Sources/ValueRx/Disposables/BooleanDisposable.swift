/// Represents a disposable resource that can be checked for disposal status.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    /// A disposable that is already disposed.
    public static let BooleanDisposableTrue = BooleanDisposable(isDisposed: true)

    private let flag = OnceFlag()

    /// Initializes a new instance of the `BooleanDisposable` class.
    public init() {}

    /// Initializes a new instance of the `BooleanDisposable` class with given value.
    ///
    /// - Parameter isDisposed: Whether the disposable starts disposed.
    public init(isDisposed: Bool) {
        if isDisposed { _ = flag.set() }
    }

    /// - returns: Was resource disposed.
    public var isDisposed: Bool { flag.isSet }

    /// Sets the status to disposed, which can be observer through the `isDisposed` property.
    public func dispose() {
        _ = flag.set()
    }
}
