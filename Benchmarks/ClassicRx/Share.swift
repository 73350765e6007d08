// ClassicRx: share(replay:scope:).
//
// Mirrors the `.whileConnected` paths of RxSwift's `Observables/ShareReplayScope.swift`:
// `share(replay:scope:)` switches on the scope and the replay count; `replay: 0` builds
// `ShareWhileConnected` and `replay: 1` builds `ShareReplay1WhileConnected` (RxSwift's optimized
// form for the most common replay, the one every `Driver` operator uses). Each is an `Observable`
// subclass with a recursive lock and the current connection; the connection
// (`ShareWhileConnectedConnection`, `ShareReplay1WhileConnectedConnection`) observes the source
// once, keeps the subscribers in a `Bag<(Event<Element>) -> Void>` that is snapshotted under the
// lock and dispatched outside it, and tears the source subscription down when the last subscriber
// leaves or the source terminates; the next subscriber then opens a new connection. The replay-1
// connection also stores the latest element under the lock; `ShareReplay1WhileConnected.subscribe`
// inserts the observer, reads that element under the lock, sends it to the new observer outside
// the lock, then connects if it is the first observer. This is RxSwift's specialised form of
// `multicast(makeSubject: { PublishSubject() / ReplaySubject(1) }).refCount()`.
// Simplified: only the `.whileConnected` scope with `replay` 0 or 1 (the other forms go through
// `multicast`/`refCount`/`ReplaySubject`, which ClassicRx does not have: they stop the program).

/// How long the subject behind `share(replay:scope:)` lives (RxSwift's `SubjectLifetimeScope`).
public enum SubjectLifetimeScope {
    /// One subject per connection: a new subscriber after a disconnect starts afresh.
    case whileConnected
    /// One subject for ever (not implemented in ClassicRx).
    case forever
}

public extension ObservableType {
    /// Shares one subscription to this sequence among all current subscribers; it is made when
    /// the first subscriber arrives and disposed when the last one leaves. With `replay: 1`, a
    /// new subscriber first gets the latest element of the current connection.
    func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch scope {
        case .forever:
            rxFatalError("ClassicRx: share(scope: .forever) needs multicast/refCount, which ClassicRx does not have")
        case .whileConnected:
            switch replay {
            case 0: return ShareWhileConnected(source: asObservable())
            case 1: return ShareReplay1WhileConnected(source: asObservable())
            default: rxFatalError("ClassicRx: share(replay: \(replay)) needs ReplaySubject, which ClassicRx does not have")
            }
        }
    }
}

// MARK: - replay: 1

private final class ShareReplay1WhileConnectedConnection<Element>: ObserverType, SynchronizedUnsubscribeType {
    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey
    typealias Parent = ShareReplay1WhileConnected<Element>

    private let parent: Parent
    private let subscription = SingleAssignmentDisposable()

    // Shared with the parent; guards everything below and the parent's `connection`.
    private let lock: RecursiveLock
    private var disposed = false
    fileprivate var observers = Observers()
    fileprivate var element: Element?

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
        case let .next(value):
            element = value
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

private final class ShareReplay1WhileConnected<Element>: Observable<Element> {
    fileprivate typealias Connection = ShareReplay1WhileConnectedConnection<Element>

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

        let disposeKey = connection.observers.insert(observer.on)

        let initialValueToReplay = connection.element
        lock.unlock()

        if let initialValueToReplay {
            observer.on(.next(initialValueToReplay))
        }

        if count == 0 {
            connection.connect()
        }

        return SubscriptionDisposable(owner: connection, key: disposeKey)
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

// MARK: - replay: 0

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
