/// The observer behind `subscribe(onNext:onError:onCompleted:onDisposed:)`.
@frozen
@usableFromInline internal struct ClosureObserver<Element>: ObserverType {
    /// RxSwift reaches the source through `asObservable()`, which ends the subscription after a
    /// terminal event (see `ObserverType._endsSourceSubscriptionOnTerminal`).
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    @usableFromInline internal let onNext: ((Element) -> Void)?
    @usableFromInline internal let onError: ((Swift.Error) -> Void)?
    @usableFromInline internal let onCompleted: (() -> Void)?
    @usableFromInline internal let disposed: Disposable?
    @usableFromInline internal let callStack: [String]

    @inlinable
    internal init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, disposed: Disposable?, callStack: [String]) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposed = disposed
        self.callStack = callStack
    }

    /// Calls the closure for `event`; a terminal event also runs `onDisposed`.
    @inlinable @inline(__always)
    public mutating func on(_ event: Event<Element>) -> Flow {
        switch event {
        case .next(let value):
            onNext?(value)
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
            onCompleted?()
            disposed?.dispose()
            return .stop
        }
    }
}

/// The observer behind `subscribe(_ on: (Event) -> Void)`.
@frozen
@usableFromInline internal struct EventClosureObserver<Element>: ObserverType {
    /// RxSwift reaches the source through `asObservable()`, which ends the subscription after a
    /// terminal event (see `ObserverType._endsSourceSubscriptionOnTerminal`).
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    @usableFromInline internal let handler: (Event<Element>) -> Void

    @inlinable
    internal init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    /// Calls the closure with `event`.
    @inlinable @inline(__always)
    public mutating func on(_ event: Event<Element>) -> Flow {
        handler(event)
        return event.isStopEvent ? .stop : .continue
    }
}

extension ObservableType {
    /// Starts the sequence and calls `on` with every event it sends.
    ///
    /// - Parameter on: Closure called once per event, the terminal event included.
    /// - Returns: The subscription; dispose of it to stop receiving events.
    @inlinable @inline(__always)
    public consuming func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(EventClosureObserver(on))
    }

    /// Starts the sequence and calls the closure that matches each event; any closure may be
    /// left out.
    ///
    /// Without `onError`, an error goes to `Hooks.defaultErrorHandler`.
    ///
    /// - Parameters:
    ///   - onNext: Closure called with each element.
    ///   - onError: Closure called once if the sequence fails, with the error.
    ///   - onCompleted: Closure called once if the sequence finishes normally.
    ///   - onDisposed: Closure called once when the subscription ends for any reason: the
    ///     sequence completed, it failed, or the subscription was disposed of.
    /// - Returns: The subscription; dispose of it to stop receiving events.
    // Always inlined: the whole chain's event loop then sits in the caller's function, where
    // the operators' closures are known values the optimizer inlines. Left as a call, every
    // closure in the chain is an indirect call per event (measured: about 6 ns per `map`).
    @inlinable @inline(__always)
    public consuming func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let callStack = onError == nil ? Hooks.captureCallStackIfNeeded() : []
        let disposed = onDisposed.map { AnonymousDisposable($0) }
        let subscription = subscribe(ClosureObserver(onNext: onNext, onError: onError, onCompleted: onCompleted, disposed: disposed, callStack: callStack))
        guard let disposed else { return subscription }
        return CompositeDisposable(subscription, disposed)
    }

    /// Starts the sequence and calls the closure that matches each event, passing `object`
    /// along with it; any closure may be left out.
    ///
    /// The object is captured weakly: once it is gone, the handlers are no longer called.
    ///
    /// - Parameters:
    ///   - object: The object handed to each closure; it is not retained.
    ///   - onNext: Closure called with each element.
    ///   - onError: Closure called once if the sequence fails, with the error.
    ///   - onCompleted: Closure called once if the sequence finishes normally.
    ///   - onDisposed: Closure called once when the subscription ends for any reason: the
    ///     sequence completed, it failed, or the subscription was disposed of.
    /// - Returns: The subscription; dispose of it to stop receiving events.
    @inlinable
    public consuming func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] in
                guard let object else { return }
                onNext?(object, $0)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}
