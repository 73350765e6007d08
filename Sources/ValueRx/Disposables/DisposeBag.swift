/// Thread safe bag that disposes added disposables on `deinit`.
///
/// This returns ARC (RAII) like resource management to `RxSwift`.
///
/// In case contained disposables need to be disposed, just put a different dispose bag or
/// create a new one in its place:
///
/// ```swift
/// self.existingDisposeBag = DisposeBag()
/// ```
///
/// In case explicit disposal is necessary, there is also `CompositeDisposable`.
public final class DisposeBag: @unchecked Sendable {
    private let lock = Lock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// Constructs new empty dispose bag.
    public init() {}

    /// Adds `disposable` to be disposed when dispose bag is being deinited.
    ///
    /// - Parameter disposable: Disposable to add.
    public func insert(_ disposable: Disposable) {
        let disposeNow: Bool = lock.withLock {
            if isDisposed { return true }
            disposables.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Convenience init allows a list of disposables to be gathered for disposal.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Convenience init which utilizes a function builder to let you pass in a list of
    /// disposables to make a DisposeBag of.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Convenience init allows an array of disposables to be gathered for disposal.
    public init(disposing disposables: [Disposable]) {
        self.disposables = disposables
    }

    /// Convenience function allows a list of disposables to be gathered for disposal.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Convenience function allows a list of disposables to be gathered for disposal.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Convenience function allows an array of disposables to be gathered for disposal.
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
    /// Adds `self` to `bag`.
    ///
    /// - Parameter bag: `DisposeBag` to add `self` to.
    @inlinable
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
