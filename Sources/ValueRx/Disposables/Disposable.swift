/// A resource or piece of work that can be released or cancelled by calling `dispose()`.
public protocol Disposable {
    /// Releases the resource or cancels the work.
    func dispose()
}

/// A disposable that can also report whether it has been disposed of.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has taken effect.
    var isDisposed: Bool { get }
}

/// Namespace of the factory methods that build common disposables.
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
    /// Returns a disposable whose `dispose()` has no effect.
    @inlinable
    public static func create() -> Disposable {
        NopDisposable()
    }

    /// Returns a disposable that runs `dispose` the first time it is disposed of.
    ///
    /// - Parameter dispose: The action run on the first call to `dispose()`, and never again.
    @inlinable
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// Returns one disposable that disposes of all the given disposables together.
    @inlinable
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2)
    }

    /// Returns one disposable that disposes of all the given disposables together.
    @inlinable
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// Returns one disposable that disposes of all the given disposables together.
    ///
    /// In RxSwift's order: the fourth and later ones first, then the first three (RxSwift's
    /// overload takes three and a variadic list, and appends the three to the list).
    @inlinable
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) -> Cancelable {
        CompositeDisposable(disposables: [disposable4] + disposables + [disposable1, disposable2, disposable3])
    }

    /// Returns one disposable that disposes of all the given disposables together.
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
