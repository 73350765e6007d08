/// A disposable that holds several others and disposes of all of them at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies one inserted disposable, so that `remove(for:)` can take it out again.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    private let lock = Lock()
    private var nextKey: UInt64 = 0
    // nil once disposed.
    private var disposables: [(key: UInt64, disposable: Disposable)]? = []

    /// Creates an empty group.
    public init() {}

    /// Creates a group that holds the given disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        disposables = [(0, disposable1), (1, disposable2)]
        nextKey = 2
    }

    /// Creates a group that holds the given disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        disposables = [(0, disposable1), (1, disposable2), (2, disposable3)]
        nextKey = 3
    }

    /// Creates a group that holds the given disposables.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a group that holds the given disposables.
    public init(disposables: [Disposable]) {
        self.disposables = disposables.enumerated().map { (UInt64($0.offset), $0.element) }
        nextKey = UInt64(disposables.count)
    }

    /// Adds `disposable` to the group; if the group is already disposed, disposes of
    /// `disposable` at once instead.
    ///
    /// - Parameter disposable: The disposable to hold.
    /// - Returns: The key to pass to `remove(for:)`, or `nil` when the group was already
    ///   disposed (and `disposable` with it).
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: UInt64? = lock.withLock {
            guard disposables != nil else { return nil }
            let key = nextKey
            nextKey += 1
            disposables!.append((key, disposable))
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(id: key)
    }

    /// - returns: How many disposables the group holds now (0 once disposed).
    public var count: Int {
        lock.withLock { disposables?.count ?? 0 }
    }

    /// Takes the disposable stored under `disposeKey` out of the group and disposes of it.
    ///
    /// - Parameter disposeKey: The key `insert(_:)` returned for it.
    public func remove(for disposeKey: DisposeKey) {
        let removed: Disposable? = lock.withLock {
            guard let index = disposables?.firstIndex(where: { $0.key == disposeKey.id }) else { return nil }
            return disposables!.remove(at: index).disposable
        }
        removed?.dispose()
    }

    /// - returns: Whether the group has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposables == nil }
    }

    /// Empties the group and disposes of every disposable it held, in the order they were
    /// inserted (those passed to `init` first, in argument order); anything inserted later is
    /// disposed of at once.
    ///
    /// RxSwift keeps insertion order for up to about 30 disposables and then an order that
    /// depends on hashing, and a disposable inserted after the first one was removed takes the
    /// first place; here the order is always that of insertion.
    public func dispose() {
        let taken = lock.withLock { () -> [(key: UInt64, disposable: Disposable)]? in
            let taken = disposables
            disposables = nil
            return taken
        }
        taken?.forEach { $0.disposable.dispose() }
    }
}
