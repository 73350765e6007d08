/// An observer whose type does not reveal the observer it wraps.
///
/// Every event it receives goes on to the wrapped observer or closure, which takes the same
/// `Element`; only `AnyObserver<Element>` appears in signatures.
public struct AnyObserver<Element>: ObserverType {
    /// The closure type that `init(eventHandler:)` accepts.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline
    internal let handler: (Event<Element>) -> Flow
    /// The wrapped observer's `_disposesUpstreamAfterTerminal`.
    @usableFromInline
    internal var disposesUpstream = false

    /// Creates an observer that passes every event it receives to `eventHandler`.
    ///
    /// - Parameter eventHandler: The closure called once per event.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        handler = { event in
            eventHandler(event)
            return .continue
        }
    }

    /// Creates an observer that forwards every event it receives to `observer`.
    ///
    /// A value-type observer is moved into one heap box shared by all copies of this
    /// `AnyObserver`, so its state is shared, as it would be with a class-based observer.
    ///
    /// - Parameter observer: The observer the events are forwarded to.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if Observer.self == AnyObserver<Element>.self {
            self = unsafeBitCast(observer, to: AnyObserver<Element>.self)
            return
        }
        disposesUpstream = observer._disposesUpstreamAfterTerminal
        let box = ObserverBox(observer)
        handler = { event in box.on(event) }
    }

    /// The wrapped observer's answer (see `ObserverType._disposesUpstreamAfterTerminal`). Not API.
    @inlinable
    public var _disposesUpstreamAfterTerminal: Bool { disposesUpstream }

    /// Construct an instance from a handler that reports flow.
    @inlinable
    internal init(flowHandler: @escaping (Event<Element>) -> Flow) {
        handler = flowHandler
    }

    /// Delivers `event` to the wrapped observer or closure.
    ///
    /// - Parameter event: The event to deliver.
    @inlinable @discardableResult
    public func on(_ event: Event<Element>) -> Flow {
        handler(event)
    }

    /// Returns `self`, which already hides the wrapped observer's type.
    ///
    /// - Returns: This observer, unchanged.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        self
    }

    /// Sends `element` in a `next` event; shorthand for `on(.next(element))`.
    ///
    /// - Parameter element: The element to deliver.
    @inlinable @discardableResult
    public func onNext(_ element: Element) -> Flow {
        handler(.next(element))
    }

    /// Sends a `completed` event; shorthand for `on(.completed)`.
    @inlinable @discardableResult
    public func onCompleted() -> Flow {
        handler(.completed)
    }

    /// Sends `error` in an `error` event; shorthand for `on(.error(error))`.
    ///
    /// - Parameter error: The error that ends the sequence.
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
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(_ observer: Observer) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.observer = observer
    }

    @inlinable
    internal func on(_ event: Event<Observer.Element>) -> Flow {
        observer.on(event)
    }
}

extension ObserverType {
    /// Wraps this observer in an `AnyObserver`, which hides its concrete type.
    ///
    /// - Returns: An `AnyObserver` that forwards every event to this observer.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// Returns an observer of `Result` values that converts each element with `transform`
    /// and forwards the converted event to this observer.
    ///
    /// - Parameter transform: The transformation; a thrown error is sent as an `error` event.
    /// - Returns: An observer of `Result` values that feeds this observer.
    @inlinable
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        let box = ObserverBox(self)
        return AnyObserver(flowHandler: { event in box.on(event.map(transform)) })
    }
}
