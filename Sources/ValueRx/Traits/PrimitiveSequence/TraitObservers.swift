/// The observer behind the closure forms of a trait's `subscribe` (`onSuccess:onFailure:`,
/// `onSuccess:onError:onCompleted:`, `onCompleted:onError:`).
///
/// As RxSwift's: only the first event counts. An element calls `onSuccess` and then
/// `onDisposed`; the wrapped sequence's completion that follows ends the subscription without
/// calling anything. A `Single` that completes without an element is a programmer error
/// (`assertionFailure` in DEBUG builds, printed otherwise).
@frozen
@usableFromInline internal struct TraitClosureObserver<Element>: ObserverType {
    /// RxSwift reaches the wrapped sequence directly; the subscription ends after its terminal
    /// event (see `ObserverType._endsSourceSubscriptionOnTerminal`).
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    @usableFromInline internal let onSuccess: ((Element) -> Void)?
    @usableFromInline internal let onError: ((Swift.Error) -> Void)?
    @usableFromInline internal let onCompleted: (() -> Void)?
    @usableFromInline internal let disposed: Disposable?
    @usableFromInline internal let callStack: [String]
    /// A `Single`'s: completion without an element is misuse.
    @usableFromInline internal let completionIsMisuse: Bool
    @usableFromInline internal var stopped = false

    @inlinable
    internal init(onSuccess: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, disposed: Disposable?, completionIsMisuse: Bool) {
        self.onSuccess = onSuccess
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposed = disposed
        self.callStack = onError == nil ? Hooks.captureCallStackIfNeeded() : []
        self.completionIsMisuse = completionIsMisuse
    }

    /// Calls the closure for the first event; later events only end the subscription.
    @inlinable @inline(__always)
    public mutating func on(_ event: Event<Element>) -> Flow {
        if stopped { return event.isStopEvent ? .stop : .continue }
        stopped = true
        switch event {
        case .next(let element):
            onSuccess?(element)
            disposed?.dispose()
            return .continue
        case .error(let error):
            if let onError {
                onError(error)
            } else {
                Hooks.reportUnhandled(error, callStack: callStack)
            }
            disposed?.dispose()
            return .stop
        case .completed:
            if completionIsMisuse {
                reportProgrammerError("Singles can't emit a completion event")
                return .stop
            }
            onCompleted?()
            disposed?.dispose()
            return .stop
        }
    }
}

/// The observer behind `Single`'s `subscribe(_:)` with a `SingleEvent` closure: the first
/// event only, as RxSwift's.
@frozen
@usableFromInline internal struct SingleEventObserver<Element>: ObserverType {
    /// The subscription ends after the wrapped sequence's terminal event.
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    @usableFromInline internal let handler: (SingleEvent<Element>) -> Void
    @usableFromInline internal var stopped = false

    @inlinable
    internal init(_ handler: @escaping (SingleEvent<Element>) -> Void) {
        self.handler = handler
    }

    /// Passes the first event on as a `SingleEvent`.
    @inlinable @inline(__always)
    public mutating func on(_ event: Event<Element>) -> Flow {
        if stopped { return event.isStopEvent ? .stop : .continue }
        stopped = true
        switch event {
        case .next(let element):
            handler(.success(element))
            return .continue
        case .error(let error):
            handler(.failure(error))
        case .completed:
            reportProgrammerError("Singles can't emit a completion event")
        }
        return .stop
    }
}

/// The observer behind `Maybe`'s `subscribe(_:)` with a `MaybeEvent` closure: the first event
/// only, as RxSwift's.
@frozen
@usableFromInline internal struct MaybeEventObserver<Element>: ObserverType {
    /// The subscription ends after the wrapped sequence's terminal event.
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    @usableFromInline internal let handler: (MaybeEvent<Element>) -> Void
    @usableFromInline internal var stopped = false

    @inlinable
    internal init(_ handler: @escaping (MaybeEvent<Element>) -> Void) {
        self.handler = handler
    }

    /// Passes the first event on as a `MaybeEvent`.
    @inlinable @inline(__always)
    public mutating func on(_ event: Event<Element>) -> Flow {
        if stopped { return event.isStopEvent ? .stop : .continue }
        stopped = true
        switch event {
        case .next(let element):
            handler(.success(element))
            return .continue
        case .error(let error):
            handler(.error(error))
        case .completed:
            handler(.completed)
        }
        return .stop
    }
}

/// The observer behind `Completable`'s `subscribe(_:)` with a `CompletableEvent` closure.
@frozen
@usableFromInline internal struct CompletableEventObserver: ObserverType {
    /// The subscription ends after the wrapped sequence's terminal event.
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    @usableFromInline internal let handler: (CompletableEvent) -> Void
    @usableFromInline internal var stopped = false

    @inlinable
    internal init(_ handler: @escaping (CompletableEvent) -> Void) {
        self.handler = handler
    }

    /// Passes the terminal event on as a `CompletableEvent`.
    @inlinable @inline(__always)
    public mutating func on(_ event: Event<Swift.Never>) -> Flow {
        if stopped { return .stop }
        stopped = true
        switch event {
        case .error(let error):
            handler(.error(error))
        case .completed:
            handler(.completed)
        }
        return .stop
    }
}

extension PrimitiveSequence {
    /// Subscribes the closure observer of the closure forms of `subscribe` and returns what
    /// disposes of both the subscription and `onDisposed`. Not API.
    @inlinable @inline(__always)
    internal consuming func subscribeClosures(onSuccess: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?, completionIsMisuse: Bool) -> Disposable {
        let disposed = onDisposed.map { AnonymousDisposable($0) }
        let subscription = pipeline.subscribe(TraitClosureObserver(onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, disposed: disposed, completionIsMisuse: completionIsMisuse))
        guard let disposed else { return subscription }
        return CompositeDisposable(subscription, disposed)
    }
}
