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

/// Supports push-style iteration over an observable sequence.
///
/// Differs from RxSwift: `on(_:)` is `mutating` (stateful observers keep their state inline)
/// and returns a ``Flow``. See the migration guide in `README.md`.
public protocol ObserverType<Element> {
    /// The type of elements in sequence that observer can observe.
    associatedtype Element

    /// Notify observer about sequence event.
    ///
    /// - Parameter event: Event that occurred.
    /// - Returns: `.stop` when the observer has terminated and wants no further events.
    @discardableResult
    mutating func on(_ event: Event<Element>) -> Flow
}

extension ObserverType {
    /// Convenience method equivalent to `on(.next(element: Element))`.
    ///
    /// - Parameter element: Next element to send to observer(s).
    @inlinable @discardableResult
    public mutating func onNext(_ element: Element) -> Flow {
        on(.next(element))
    }

    /// Convenience method equivalent to `on(.completed)`.
    @inlinable @discardableResult
    public mutating func onCompleted() -> Flow {
        on(.completed)
    }

    /// Convenience method equivalent to `on(.error(Swift.Error))`.
    ///
    /// - Parameter error: Swift.Error to send to observer(s).
    @inlinable @discardableResult
    public mutating func onError(_ error: Swift.Error) -> Flow {
        on(.error(error))
    }
}

extension ObserverType where Self: AnyObject {
    /// Convenience method equivalent to `on(.next(element: Element))`, for observers with
    /// reference semantics (subjects), callable on a `let`.
    ///
    /// - Parameter element: Next element to send to observer(s).
    @inlinable @discardableResult
    public func onNext(_ element: Element) -> Flow {
        var observer = self
        return observer.on(.next(element))
    }

    /// Convenience method equivalent to `on(.completed)`, callable on a `let`.
    @inlinable @discardableResult
    public func onCompleted() -> Flow {
        var observer = self
        return observer.on(.completed)
    }

    /// Convenience method equivalent to `on(.error(Swift.Error))`, callable on a `let`.
    ///
    /// - Parameter error: Swift.Error to send to observer(s).
    @inlinable @discardableResult
    public func onError(_ error: Swift.Error) -> Flow {
        var observer = self
        return observer.on(.error(error))
    }
}
