// ClassicRx: PublishSubject.
//
// Mirrors RxSwift's `Subjects/PublishSubject.swift` (`PublishSubject`: a recursive lock, a
// `Bag<(Event<Element>) -> Void>` of observers keyed by an increasing `BagKey`, the bag snapshot
// taken under the lock and delivered outside it, a stop event remembered for late subscribers,
// `SubscriptionDisposable` to unsubscribe) and `Subjects/SubjectType.swift`. Simplified: no
// `hasObservers`, no `DEBUG` synchronization tracker.

/// A subject that broadcasts every event to the observers subscribed at that moment.
public final class PublishSubject<Element>: Observable<Element>, ObserverType, Cancelable, SynchronizedUnsubscribeType, @unchecked Sendable {
    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    private let lock = RecursiveLock()

    // Guarded by `lock`.
    private var disposed = false
    private var observers = Observers()
    private var stopped = false
    private var stoppedEvent: Event<Element>?

    override public init() {
        super.init()
    }

    public var isDisposed: Bool { disposed }

    public func on(_ event: Event<Element>) {
        dispatch(snapshot(for: event), event)
    }

    /// Returns who must receive `event` (and forgets everyone on a stop event).
    private func snapshot(for event: Event<Element>) -> Observers {
        lock.lock()
        defer { lock.unlock() }
        switch event {
        case .next:
            if disposed || stopped {
                return Observers()
            }
            return observers
        case .error, .completed:
            guard stoppedEvent == nil else { return Observers() }
            stoppedEvent = event
            stopped = true
            let everyone = observers
            observers.removeAll()
            return everyone
        }
    }

    override public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.performLocked { lockedSubscribe(observer) }
    }

    private func lockedSubscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if let stoppedEvent {
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        if disposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        lock.performLocked {
            _ = observers.removeKey(disposeKey)
        }
    }

    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every observer and the remembered stop event.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
