/// Represents a disposable resource.
public protocol Disposable {
    /// Dispose resource.
    func dispose()
}

/// Represents disposable resource with state tracking.
public protocol Cancelable: Disposable {
    /// Was resource disposed.
    var isDisposed: Bool { get }
}

/// A collection of utility methods for common disposable operations.
public enum Disposables {}

/// A disposable that does nothing when disposed (what a finished synchronous chain returns).
@usableFromInline
internal struct NopDisposable: Disposable {
    @inlinable
    internal init() {}

    @inlinable
    internal func dispose() {}
}

extension Disposables {
    /// Creates a disposable that does nothing on disposal.
    @inlinable
    public static func create() -> Disposable {
        NopDisposable()
    }

    /// Constructs a new disposable with the given action used for disposal.
    ///
    /// - Parameter dispose: Disposal action which will be run upon calling `dispose`, at most once.
    @inlinable
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// Creates a disposable with the given disposables.
    @inlinable
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2)
    }

    /// Creates a disposable with the given disposables.
    @inlinable
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// Creates a disposable with the given disposables.
    @inlinable
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a disposable with the given disposables.
    @inlinable
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return CompositeDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

/// Runs an action once, on the first `dispose()`.
@usableFromInline
internal final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    @usableFromInline
    internal let disposed = OnceFlag()
    @usableFromInline
    internal var action: (() -> Void)?

    @inlinable
    internal init(_ action: @escaping () -> Void) {
        self.action = action
    }

    @inlinable
    internal var isDisposed: Bool { disposed.isSet }

    @inlinable
    internal func dispose() {
        guard disposed.set() else { return }
        // Only the caller that set the flag gets here, so `action` has a single accessor.
        let action = self.action
        self.action = nil
        action?()
    }
}
