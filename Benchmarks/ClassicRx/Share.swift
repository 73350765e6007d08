// ClassicRx: share().
//
// Mirrors the `replay: 0, scope: .whileConnected` path of RxSwift's
// `Observables/ShareReplayScope.swift` (`ShareWhileConnected`, an `Observable` subclass with a
// recursive lock and the current connection, and `ShareWhileConnectedConnection`, which observes
// the source once, keeps the subscribers in a `Bag<(Event<Element>) -> Void>` that is snapshotted
// under the lock and dispatched outside it, and tears the source subscription down when the last
// subscriber leaves or the source terminates; the next subscriber then opens a new connection).
// This is RxSwift's specialised form of `multicast(makeSubject: { PublishSubject() }).refCount()`.
// Simplified: only `share()` (no `replay`/`scope` arguments, no `ShareReplay1WhileConnected`, no
// `multicast`/`publish`/`refCount`).

public extension ObservableType {
    /// Shares one subscription to this sequence among all current subscribers; it is made when
    /// the first subscriber arrives and disposed when the last one leaves.
    func share() -> Observable<Element> {
        ShareWhileConnected(source: asObservable())
    }
}

private final class ShareWhileConnectedConnection<Element>: ObserverType, SynchronizedUnsubscribeType {
    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey
    typealias Parent = ShareWhileConnected<Element>

    private let parent: Parent
    private let subscription = SingleAssignmentDisposable()

    // Shared with the parent; guards everything below and the parent's `connection`.
    private let lock: RecursiveLock
    private var disposed = false
    fileprivate var observers = Observers()

    init(parent: Parent, lock: RecursiveLock) {
        self.parent = parent
        self.lock = lock
    }

    func on(_ event: Event<Element>) {
        let targets = lock.performLocked { synchronizedOn(event) }
        dispatch(targets, event)
    }

    private func synchronizedOn(_ event: Event<Element>) -> Observers {
        if disposed {
            return Observers()
        }
        switch event {
        case .next:
            return observers
        case .error, .completed:
            let everyone = observers
            synchronizedDispose()
            return everyone
        }
    }

    func connect() {
        subscription.setDisposable(parent.source.subscribe(self))
    }

    func synchronizedSubscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.performLocked { () -> Disposable in
            let key = observers.insert(observer.on)
            return SubscriptionDisposable(owner: self, key: key)
        }
    }

    private func synchronizedDispose() {
        disposed = true
        if parent.connection === self {
            parent.connection = nil
        }
        observers = Observers()
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        if lock.performLocked({ synchronizedUnsubscribeLocked(disposeKey) }) {
            subscription.dispose()
        }
    }

    /// Returns true when the last subscriber left and the source subscription must go.
    private func synchronizedUnsubscribeLocked(_ disposeKey: DisposeKey) -> Bool {
        if observers.removeKey(disposeKey) == nil {
            return false
        }
        if observers.count == 0 {
            synchronizedDispose()
            return true
        }
        return false
    }
}

private final class ShareWhileConnected<Element>: Observable<Element> {
    fileprivate typealias Connection = ShareWhileConnectedConnection<Element>

    fileprivate let source: Observable<Element>
    private let lock = RecursiveLock()

    // Guarded by `lock`.
    fileprivate var connection: Connection?

    init(source: Observable<Element>) {
        self.source = source
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        let connection = synchronizedConnection()
        let count = connection.observers.count
        let disposable = connection.synchronizedSubscribe(observer)
        lock.unlock()

        if count == 0 {
            connection.connect()
        }

        return disposable
    }

    private func synchronizedConnection() -> Connection {
        if let existing = connection {
            return existing
        }
        let created = Connection(parent: self, lock: lock)
        connection = created
        return created
    }
}
