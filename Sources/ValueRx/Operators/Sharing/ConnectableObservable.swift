import Foundation

/// An observable sequence that subscribes to its source only when told to, through
/// `connect()`, and shares that one subscription among its observers.
public protocol ConnectableObservableType<Element>: ObservableType {
    /// Subscribes to the source; until the connection is disposed of, the source's events reach
    /// every observer of this sequence.
    ///
    /// - Returns: The connection; disposing of it ends the subscription to the source, so the
    ///   observers get no more events from it.
    func connect() -> Disposable
}

/// A type-erased connectable observable, for storage and API boundaries.
///
/// Differs from RxSwift, where `ConnectableObservable` is the class `publish()` returns: here
/// `publish()`, `replay(_:)` and `multicast` return their concrete type
/// (`Observables.Multicast`); wrap one in `ConnectableObservable(...)` to store it as
/// `ConnectableObservable<Element>`. Copies share the connection state of what they wrap.
public struct ConnectableObservable<Element>: ConnectableObservableType {
    @usableFromInline internal let _connect: () -> Disposable
    @usableFromInline internal let _subscribe: (AnyObserver<Element>) -> Disposable

    /// Wraps `connectable`, hiding its concrete type.
    ///
    /// - Parameter connectable: The connectable sequence to erase.
    @inlinable
    public init<Connectable: ConnectableObservableType>(_ connectable: Connectable) where Connectable.Element == Element {
        _connect = { connectable.connect() }
        _subscribe = { observer in connectable.subscribe(observer) }
    }

    /// Calls `connect()` on the wrapped sequence and returns its connection.
    @inlinable
    public func connect() -> Disposable {
        _connect()
    }

    /// Subscribes `observer` to the wrapped sequence.
    @inlinable
    public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        _subscribe(AnyObserver(observer))
    }
}
