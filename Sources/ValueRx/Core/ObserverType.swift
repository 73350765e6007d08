/// What an observer tells whoever delivered an event: keep sending, or stop.
///
/// ValueRx addition (RxSwift's `on(_:)` returns `Void`). Returning `.stop` tells a synchronous
/// producer that the observer has terminated (for example `take(2)` saw its second element) so
/// it can stop without any disposer object. A producer that receives `.stop` must not send any
/// further event to that observer. Callers that do not care may ignore the result.
@frozen
public enum Flow: Sendable, Equatable {
    /// The observer accepts further events.
    case `continue`
    /// The observer has terminated; send nothing more.
    case stop
}

extension Optional where Wrapped == Flow {
    /// Whether an observer was there and accepts further events (`nil`: no observer any more).
    /// A pattern match: `(flow ?? .stop) == .continue` is a generic call, an autoclosure and a
    /// witness table look-up in a build without optimization.
    @inlinable
    internal var continues: Bool {
        if case .continue? = self { return true }
        return false
    }
}

/// Receives the events of an observable sequence, which pushes them one at a time.
///
/// Differs from RxSwift: `on(_:)` is `mutating` (stateful observers keep their state inline)
/// and returns a ``Flow``. See the migration guide in `README.md`.
public protocol ObserverType<Element> {
    /// The type of the elements this observer accepts.
    associatedtype Element

    /// Handles one event of the sequence being observed.
    ///
    /// - Parameter event: The event to handle.
    /// - Returns: `.stop` when the observer has terminated and wants no further events.
    @discardableResult
    mutating func on(_ event: Event<Element>) -> Flow

    /// Implementation detail for recording sources (ValueRxTest's `TestableObservable`), not
    /// for use in apps: whether RxSwift's counterpart of this observer ends its subscription to
    /// the source right after a terminal event. RxSwift's operators reach a source through
    /// `asObservable()`, a producer whose sink disposes the subscription there; an observer
    /// subscribed directly (`AnyObserver`, a subject, a test observer, `subscribe(on:)`'s sink)
    /// keeps it until it is disposed. Defaults to `false`.
    static var _endsSourceSubscriptionOnTerminal: Bool { get }

    /// Implementation detail of `do`'s hook order, not for use in apps: whether RxSwift's
    /// counterpart of this observer is an operator's sink that disposes the subscription as
    /// soon as it has passed on a terminal event (then a `do` just before it runs `onDispose`
    /// before its after-hooks). A final subscriber, subject or test observer does not.
    /// Defaults to `false`.
    var _disposesUpstreamAfterTerminal: Bool { get }
}

extension ObserverType {
    /// `false`: a directly subscribed observer keeps its subscription until it is disposed.
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { false }

    /// `false`: most observers are final subscribers.
    @inlinable @inline(__always)
    public var _disposesUpstreamAfterTerminal: Bool { false }
}

extension ObserverType {
    /// Sends `element` in a `next` event; shorthand for `on(.next(element))`.
    ///
    /// - Parameter element: The element to deliver.
    @inlinable @discardableResult
    public mutating func onNext(_ element: Element) -> Flow {
        on(.next(element))
    }

    /// Sends a `completed` event; shorthand for `on(.completed)`.
    @inlinable @discardableResult
    public mutating func onCompleted() -> Flow {
        on(.completed)
    }

    /// Sends `error` in an `error` event; shorthand for `on(.error(error))`.
    ///
    /// - Parameter error: The error that ends the sequence.
    @inlinable @discardableResult
    public mutating func onError(_ error: Swift.Error) -> Flow {
        on(.error(error))
    }
}

extension ObserverType where Self: AnyObject {
    /// Sends `element` in a `next` event, like `on(.next(element))`; for observers with
    /// reference semantics (subjects), so it can be called on a `let`.
    ///
    /// - Parameter element: The element to deliver.
    @inlinable @discardableResult
    public func onNext(_ element: Element) -> Flow {
        var observer = self
        return observer.on(.next(element))
    }

    /// Sends a `completed` event, like `on(.completed)`, and can be called on a `let`.
    @inlinable @discardableResult
    public func onCompleted() -> Flow {
        var observer = self
        return observer.on(.completed)
    }

    /// Sends `error` in an `error` event, like `on(.error(error))`, and can be called on a `let`.
    ///
    /// - Parameter error: The error that ends the sequence.
    @inlinable @discardableResult
    public func onError(_ error: Swift.Error) -> Flow {
        var observer = self
        return observer.on(.error(error))
    }
}
