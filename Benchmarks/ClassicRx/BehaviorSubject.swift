// ClassicRx: BehaviorSubject.
//
// Mirrors RxSwift's `Subjects/BehaviorSubject.swift` (`BehaviorSubject`: a recursive lock, the
// current element, a `Bag<(Event<Element>) -> Void>` of observers keyed by an increasing `BagKey`,
// the stop event; `on` stores the element (or the stop event) and snapshots the bag under the
// lock, then delivers outside it; `subscribe` runs under the lock, inserts the observer and sends
// it the current element while still holding the lock; `SubscriptionDisposable` to unsubscribe).
// Simplified: no `SubjectType` protocol, no `DEBUG` synchronization tracker.

/// A subject that holds a current element: a new observer gets it at once, then every later event.
public final class BehaviorSubject<Element>: Observable<Element>, ObserverType, SynchronizedUnsubscribeType, Cancelable, @unchecked Sendable {
    typealias Observers = Bag<(Event<Element>) -> Void>
    typealias DisposeKey = BagKey

    let lock = RecursiveLock()

    // Guarded by `lock`.
    private var disposed = false
    private var element: Element
    private var observers = Observers()
    private var stoppedEvent: Event<Element>?

    /// Creates the subject with `value` as its current element.
    public init(value: Element) {
        element = value
        super.init()
    }

    public var isDisposed: Bool { disposed }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool {
        lock.performLocked { observers.count > 0 }
    }

    /// The current element; throws the error the subject ended with, or if it was disposed.
    public func value() throws -> Element {
        lock.lock()
        defer { lock.unlock() }
        if disposed {
            throw RxError.disposed(object: self)
        }
        if let error = stoppedEvent?.error {
            throw error
        }
        return element
    }

    public func on(_ event: Event<Element>) {
        dispatch(synchronizedOn(event), event)
    }

    /// Records `event` and returns who must receive it.
    private func synchronizedOn(_ event: Event<Element>) -> Observers {
        lock.lock()
        defer { lock.unlock() }
        if stoppedEvent != nil || disposed {
            return Observers()
        }
        switch event {
        case let .next(value):
            element = value
        case .error, .completed:
            stoppedEvent = event
        }
        return observers
    }

    override public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.performLocked { synchronizedSubscribe(observer) }
    }

    private func synchronizedSubscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if disposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if let stoppedEvent {
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        observer.on(.next(element))
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        lock.performLocked { synchronizedUnsubscribeLocked(disposeKey) }
    }

    private func synchronizedUnsubscribeLocked(_ disposeKey: DisposeKey) {
        if disposed {
            return
        }
        _ = observers.removeKey(disposeKey)
    }

    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every observer and the stop event; later subscribers get an error.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
