/// Represents a group of disposable resources that are disposed together.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Key used to remove disposable from composite disposable.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let id: UInt64
    }

    private let lock = Lock()
    private var nextKey: UInt64 = 0
    // nil once disposed.
    private var disposables: [(key: UInt64, disposable: Disposable)]? = []

    /// Initializes a new instance of composite disposable with no disposables.
    public init() {}

    /// Initializes a new instance of composite disposable with the specified disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        disposables = [(0, disposable1), (1, disposable2)]
        nextKey = 2
    }

    /// Initializes a new instance of composite disposable with the specified disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        disposables = [(0, disposable1), (1, disposable2), (2, disposable3)]
        nextKey = 3
    }

    /// Initializes a new instance of composite disposable with the specified disposables.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Initializes a new instance of composite disposable with the specified disposables.
    public init(disposables: [Disposable]) {
        self.disposables = disposables.enumerated().map { (UInt64($0.offset), $0.element) }
        nextKey = UInt64(disposables.count)
    }

    /// Adds a disposable to the CompositeDisposable or disposes the disposable if the
    /// CompositeDisposable is disposed.
    ///
    /// - Parameter disposable: Disposable to add.
    /// - Returns: Key that can be used to remove disposable from composite disposable. In case
    ///   dispose bag was already disposed `nil` will be returned.
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

    /// - returns: Gets the number of disposables contained in the `CompositeDisposable`.
    public var count: Int {
        lock.withLock { disposables?.count ?? 0 }
    }

    /// Removes and disposes the disposable identified by `disposeKey` from the CompositeDisposable.
    ///
    /// - Parameter disposeKey: Key used to identify disposable to be removed.
    public func remove(for disposeKey: DisposeKey) {
        let removed: Disposable? = lock.withLock {
            guard let index = disposables?.firstIndex(where: { $0.key == disposeKey.id }) else { return nil }
            return disposables!.remove(at: index).disposable
        }
        removed?.dispose()
    }

    /// - returns: Was resource disposed.
    public var isDisposed: Bool {
        lock.withLock { disposables == nil }
    }

    /// Disposes all disposables in the group and removes them from the group.
    public func dispose() {
        let taken = lock.withLock { () -> [(key: UInt64, disposable: Disposable)]? in
            let taken = disposables
            disposables = nil
            return taken
        }
        taken?.forEach { $0.disposable.dispose() }
    }
}
