/// A container that disposes of everything added to it when it is deinitialized; safe to use
/// from several threads.
///
/// Subscriptions kept in a bag live as long as the bag's owner, the way ARC (RAII) ties any
/// other resource to its owner's lifetime.
///
/// To dispose of the contents early, replace the bag with a new one; the old bag's deinit
/// disposes of them:
///
/// ```swift
/// self.existingDisposeBag = DisposeBag()
/// ```
///
/// For disposal at a moment you choose, use `CompositeDisposable`.
public final class DisposeBag: @unchecked Sendable {
    private let lock = Lock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// Creates an empty bag.
    public init() {}

    /// Keeps `disposable` until the bag is deinitialized, then disposes of it.
    ///
    /// - Parameter disposable: The disposable to keep.
    public func insert(_ disposable: Disposable) {
        let disposeNow: Bool = lock.withLock {
            if isDisposed { return true }
            disposables.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Creates a bag that already holds the given disposables.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Creates a bag holding the disposables listed in `builder`, one per line.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Creates a bag that already holds the disposables of the array.
    public init(disposing disposables: [Disposable]) {
        self.disposables = disposables
    }

    /// Keeps each of the given disposables until the bag is deinitialized.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Keeps the disposables listed in `builder`, one per line, until the bag is deinitialized.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Keeps the disposables of the array until the bag is deinitialized.
    public func insert(_ disposables: [Disposable]) {
        let disposeNow: Bool = lock.withLock {
            if isDisposed { return true }
            self.disposables.append(contentsOf: disposables)
            return false
        }
        if disposeNow { disposables.forEach { $0.dispose() } }
    }

    private func dispose() {
        let taken: [Disposable] = lock.withLock {
            let taken = disposables
            disposables.removeAll(keepingCapacity: false)
            isDisposed = true
            return taken
        }
        for disposable in taken { disposable.dispose() }
    }

    deinit {
        dispose()
    }

    /// A result builder that gathers disposables for `DisposeBag(builder:)` and `insert(builder:)`.
    @resultBuilder
    public struct DisposableBuilder {
        /// Collects the disposables of a block.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}

extension Disposable {
    /// Hands this disposable to `bag`, which disposes of it when the bag is deinitialized.
    ///
    /// - Parameter bag: The bag that keeps this disposable.
    @inlinable
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
