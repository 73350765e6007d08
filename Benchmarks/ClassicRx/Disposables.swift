// ClassicRx: disposables.
//
// Mirrors RxSwift's `Disposables/Disposables.swift` (`Disposables`), `DisposeBase.swift`
// (`DisposeBase`, an empty base class outside resource-tracing builds), `NopDisposable.swift`
// (`Disposables.create()` returns one shared no-op value), `AnonymousDisposable.swift`
// (`Disposables.create(with:)`: a closure plus an `AtomicInt` flag), `BinaryDisposable.swift`
// (`Disposables.create(_:_:)`), `CompositeDisposable.swift` (a lock and a `Bag<Disposable>` that
// becomes `nil` once disposed), `SingleAssignmentDisposable.swift` (an `AtomicInt` state machine),
// `SerialDisposable.swift` and `SubscriptionDisposable.swift` (a weak owner plus a bag key).
// Simplified: `CompositeDisposable` has only the initialisers this module needs, and there is no
// `DisposeBag`, `RefCountDisposable`, `ScheduledDisposable` or `BooleanDisposable`.

/// Namespace for disposable factories.
public struct Disposables {
    private init() {}
}

/// Base class of the concrete disposables (does nothing unless resources are traced).
public class DisposeBase {
    init() {}
}

private struct NopDisposable: Disposable, Sendable {
    static let shared = NopDisposable()
    func dispose() {}
}

public extension Disposables {
    /// A disposable that does nothing.
    static func create() -> Disposable { NopDisposable.shared }

    /// A disposable that runs `dispose` once, on the first call to `dispose()`.
    static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(action: dispose)
    }

    /// A disposable that releases two disposables together.
    static func create(_ first: Disposable, _ second: Disposable) -> Cancelable {
        BinaryDisposable(first, second)
    }

    /// A disposable that releases three disposables together.
    static func create(_ first: Disposable, _ second: Disposable, _ third: Disposable) -> Cancelable {
        CompositeDisposable(first, second, third)
    }

    static func create(_ disposables: [Disposable]) -> Cancelable {
        if disposables.count == 2 {
            return BinaryDisposable(disposables[0], disposables[1])
        }
        return CompositeDisposable(disposables: disposables)
    }
}

private final class AnonymousDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private let disposedFlag = AtomicInt(0)
    private var action: (() -> Void)?

    init(action: @escaping () -> Void) {
        self.action = action
        super.init()
    }

    var isDisposed: Bool { disposedFlag.isFlagSet(1) }

    func dispose() {
        guard disposedFlag.fetchOr(1) == 0 else { return }
        if let pending = action {
            action = nil
            pending()
        }
    }
}

private final class BinaryDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private let disposedFlag = AtomicInt(0)
    private var first: Disposable?
    private var second: Disposable?

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
        super.init()
    }

    var isDisposed: Bool { disposedFlag.isFlagSet(1) }

    func dispose() {
        guard disposedFlag.fetchOr(1) == 0 else { return }
        first?.dispose()
        second?.dispose()
        first = nil
        second = nil
    }
}

/// A group of disposables released together; members can be removed (and released) by key.
public final class CompositeDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    public struct DisposeKey {
        fileprivate let key: BagKey
    }

    private let lock = SpinLock()
    /// `nil` once the group has been disposed.
    private var members: Bag<Disposable>? = Bag()

    override public init() {
        super.init()
    }

    public init(_ first: Disposable, _ second: Disposable) {
        super.init()
        _ = members!.insert(first)
        _ = members!.insert(second)
    }

    public init(_ first: Disposable, _ second: Disposable, _ third: Disposable) {
        super.init()
        _ = members!.insert(first)
        _ = members!.insert(second)
        _ = members!.insert(third)
    }

    public init(disposables: [Disposable]) {
        super.init()
        for disposable in disposables {
            _ = members!.insert(disposable)
        }
    }

    public var isDisposed: Bool {
        lock.performLocked { members == nil }
    }

    public var count: Int {
        lock.performLocked { members?.count ?? 0 }
    }

    /// Adds `disposable`; if the group is already disposed, disposes it at once and returns `nil`.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: DisposeKey? = lock.performLocked {
            guard let bagKey = members?.insert(disposable) else { return nil }
            return DisposeKey(key: bagKey)
        }
        if key == nil {
            disposable.dispose()
        }
        return key
    }

    /// Removes the member with `key` and disposes it.
    public func remove(for key: DisposeKey) {
        let removed: Disposable? = lock.performLocked {
            members?.removeKey(key.key)
        }
        removed?.dispose()
    }

    public func dispose() {
        let taken: Bag<Disposable>? = lock.performLocked {
            let current = members
            members = nil
            return current
        }
        if let taken {
            disposeAll(in: taken)
        }
    }
}

/// Holds one disposable that may be set once, before or after the holder is disposed.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private static var disposedBit: Int32 { 1 }
    private static var assignedBit: Int32 { 2 }

    private let state = AtomicInt(0)
    private var held: Disposable?

    override public init() {
        super.init()
    }

    public var isDisposed: Bool { state.isFlagSet(Self.disposedBit) }

    public func setDisposable(_ disposable: Disposable) {
        held = disposable
        let before = state.fetchOr(Self.assignedBit)
        if before & Self.assignedBit != 0 {
            rxFatalError("SingleAssignmentDisposable was assigned twice")
        }
        if before & Self.disposedBit != 0 {
            disposable.dispose()
            held = nil
        }
    }

    public func dispose() {
        let before = state.fetchOr(Self.disposedBit)
        if before & Self.disposedBit != 0 { return }
        if before & Self.assignedBit != 0 {
            guard let current = held else { rxFatalError("assigned disposable is missing") }
            current.dispose()
            held = nil
        }
    }
}

/// Holds a replaceable disposable; replacing it disposes the previous one.
public final class SerialDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    private let lock = SpinLock()
    private var current: Disposable?
    private var disposed = false

    override public init() {
        super.init()
    }

    public var isDisposed: Bool { disposed }

    public var disposable: Disposable {
        get {
            lock.performLocked { current ?? Disposables.create() }
        }
        set {
            let toRelease: Disposable? = lock.performLocked {
                if disposed { return newValue }
                let previous = current
                current = newValue
                return previous
            }
            toRelease?.dispose()
        }
    }

    public func dispose() {
        let toRelease: Disposable? = lock.performLocked {
            if disposed { return nil }
            disposed = true
            let previous = current
            current = nil
            return previous
        }
        toRelease?.dispose()
    }
}

/// An owner that can drop one subscriber by key (subjects).
protocol SynchronizedUnsubscribeType: AnyObject {
    associatedtype DisposeKey
    func synchronizedUnsubscribe(_ disposeKey: DisposeKey)
}

/// The value a subject hands out: it unsubscribes by key through a weak reference to the subject.
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    private let key: Owner.DisposeKey
    private weak var owner: Owner?

    init(owner: Owner, key: Owner.DisposeKey) {
        self.owner = owner
        self.key = key
    }

    func dispose() {
        owner?.synchronizedUnsubscribe(key)
    }
}
