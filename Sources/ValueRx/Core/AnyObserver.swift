/// A type-erased `ObserverType`.
///
/// Forwards operations to an arbitrary underlying observer with the same `Element` type,
/// hiding the specifics of the underlying observer type.
public struct AnyObserver<Element>: ObserverType {
    /// Anonymous event handler type.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline
    internal let handler: (Event<Element>) -> Flow

    /// Construct an instance whose `on(event)` calls `eventHandler(event)`.
    ///
    /// - Parameter eventHandler: Event handler that observes sequences events.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        handler = { event in
            eventHandler(event)
            return .continue
        }
    }

    /// Construct an instance whose `on(event)` calls `observer.on(event)`.
    ///
    /// A value-type observer is moved into one heap box shared by all copies of this
    /// `AnyObserver`, so its state is shared, as it would be with a class-based observer.
    ///
    /// - Parameter observer: Observer that receives sequence events.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if Observer.self == AnyObserver<Element>.self {
            self = unsafeBitCast(observer, to: AnyObserver<Element>.self)
            return
        }
        let box = ObserverBox(observer)
        handler = { event in box.on(event) }
    }

    /// Construct an instance from a handler that reports flow.
    @inlinable
    internal init(flowHandler: @escaping (Event<Element>) -> Flow) {
        handler = flowHandler
    }

    /// Send `event` to this observer.
    ///
    /// - Parameter event: Event instance.
    @inlinable @discardableResult
    public func on(_ event: Event<Element>) -> Flow {
        handler(event)
    }

    /// Erases type of observer and returns canonical observer.
    ///
    /// - Returns: type erased observer.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        self
    }

    /// Convenience method equivalent to `on(.next(element: Element))`.
    ///
    /// - Parameter element: Next element to send to observer(s).
    @inlinable @discardableResult
    public func onNext(_ element: Element) -> Flow {
        handler(.next(element))
    }

    /// Convenience method equivalent to `on(.completed)`.
    @inlinable @discardableResult
    public func onCompleted() -> Flow {
        handler(.completed)
    }

    /// Convenience method equivalent to `on(.error(Swift.Error))`.
    ///
    /// - Parameter error: Swift.Error to send to observer(s).
    @inlinable @discardableResult
    public func onError(_ error: Swift.Error) -> Flow {
        handler(.error(error))
    }
}

/// Holds a value-type observer on the heap so that it can escape and be shared.
@usableFromInline
internal final class ObserverBox<Observer: ObserverType> {
    @usableFromInline @exclusivity(unchecked)
    internal var observer: Observer

    @inlinable
    internal init(_ observer: Observer) {
        self.observer = observer
    }

    @inlinable
    internal func on(_ event: Event<Observer.Element>) -> Flow {
        observer.on(event)
    }
}

extension ObserverType {
    /// Erases type of observer and returns canonical observer.
    ///
    /// - Returns: type erased observer.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// Transforms observer of type R to type E using custom transform method.
    /// Each event sent to result observer is transformed and sent to `self`.
    ///
    /// - Parameter transform: The transformation; a thrown error is sent as an `error` event.
    /// - Returns: observer that transforms events.
    @inlinable
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        let box = ObserverBox(self)
        return AnyObserver(flowHandler: { event in box.on(event.map(transform)) })
    }
}
