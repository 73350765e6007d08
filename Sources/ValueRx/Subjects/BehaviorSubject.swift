/// Represents a value that changes over time.
///
/// Observers can subscribe to the subject to receive the last (or initial) value and all
/// subsequent notifications. An observer that subscribes after a terminal event receives only
/// the terminal event.
///
/// Threading as `PublishSubject`. The current value is delivered to a new observer before any
/// event sent after it subscribed, even when another thread sends one at the same moment.
///
/// Differs from RxSwift: a `final class` with no superclass; RxSwift delivers the current value
/// while holding its (recursive) lock, ValueRx delivers it with no lock held.
public final class BehaviorSubject<Element>: SubjectType, ObserverType, Cancelable, SubjectRegistry, @unchecked Sendable {
    /// The type of the observer that represents this subject.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    @usableFromInline internal let lock = Lock()
    @usableFromInline internal var observers = SubjectObservers<Element>()
    @usableFromInline internal var element: Element
    @usableFromInline internal var stoppedEvent: Event<Element>?
    @usableFromInline internal var disposed = false

    /// Initializes a new instance of the subject that caches its last value and starts with
    /// the specified value.
    ///
    /// - Parameter value: Initial value sent to observers when no other value has been
    ///   received by the subject yet.
    public init(value: Element) {
        element = value
    }

    /// Indicates whether the subject has any observers.
    public var hasObservers: Bool {
        lock.withLock { !observers.isEmpty }
    }

    /// Indicates whether the subject has been disposed.
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Gets the current value or throws an error.
    ///
    /// - Returns: The latest value.
    /// - Throws: The error the subject terminated with, or `RxError.disposed` after `dispose()`.
    public func value() throws -> Element {
        let result: Result<Element, Swift.Error> = lock.withLock {
            if disposed { return .failure(RxError.disposed(object: self)) }
            if case .error(let error)? = stoppedEvent { return .failure(error) }
            return .success(element)
        }
        return try result.get()
    }

    /// Notifies all subscribed observers about the next event; a `.next` element becomes the
    /// current value.
    ///
    /// - Parameter event: Event to send to the observers.
    /// - Returns: Always `.continue`: like RxSwift's, a subject used as an observer stays
    ///   subscribed to its source until that subscription is disposed (events after its
    ///   terminal event or its disposal are ignored).
    @inlinable @discardableResult
    public func on(_ event: Event<Element>) -> Flow {
        let snapshot: ContiguousArray<SubjectEntry<Element>>? = lock.withLock {
            if disposed || stoppedEvent != nil { return nil }
            switch event {
            case .next(let value):
                element = value
                return observers.all
            case .error, .completed:
                stoppedEvent = event
                return observers.removeAll()
            }
        }
        guard let snapshot else { return .continue }
        deliverAll(snapshot, event)
        return .continue
    }

    /// Subscribes an observer to the subject; it receives the current value first.
    ///
    /// - Parameter observer: Observer to subscribe to the subject.
    /// - Returns: Disposable object that can be used to unsubscribe the observer from the subject.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        let box = SubjectObserverBox(observer, registry: self, owned: true)
        let first: Event<Element> = lock.withLock {
            if disposed { return .error(RxError.disposed(object: self)) }
            if let stoppedEvent { return stoppedEvent }
            observers.insert(box)
            return .next(element)
        }
        if box.deliverOwned(first) { box.releaseOwned() }
        return first.isStopEvent ? NopDisposable() : box
    }

    /// Returns the observer interface of the subject: the subject itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Unsubscribes all observers and releases resources; `value()` and later subscribers
    /// then fail with `RxError.disposed`.
    public func dispose() {
        lock.withLock {
            disposed = true
            _ = observers.removeAll()
            stoppedEvent = nil
        }
    }

    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        lock.withLock { observers.remove(subscriber) }
    }
}
