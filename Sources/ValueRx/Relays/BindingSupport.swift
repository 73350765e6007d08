/// Reports an error that reached a binding. A binding has nowhere to send an error, so it is a
/// programmer error: `assertionFailure` in DEBUG builds, a printed message otherwise (as
/// RxSwift's `rxFatalErrorInDebug`, which uses `fatalError`).
@usableFromInline
internal func reportProgrammerError(_ message: String) {
    #if DEBUG
    assertionFailure(message)
    #else
    print("ValueRx: \(message)")
    #endif
}

/// The observer behind `bind(to:)` with observers: sends each event to every observer that has
/// not answered `.stop` yet, in order.
@usableFromInline
internal struct BindingObserver<Observer: ObserverType>: ObserverType {
    /// RxSwift reaches the source through `asObservable()`, which ends the subscription after a
    /// terminal event (see `ObserverType._endsSourceSubscriptionOnTerminal`).
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    @usableFromInline internal typealias Element = Observer.Element

    @usableFromInline internal var observers: ContiguousArray<Observer>

    @inlinable
    internal init(_ observers: [Observer]) {
        self.observers = ContiguousArray(observers)
    }

    /// Delivers `event` to every live observer; answers `.stop` after a terminal event, or
    /// once every observer has answered `.stop`.
    @inlinable
    internal mutating func on(_ event: Event<Observer.Element>) -> Flow {
        var index = observers.startIndex
        var removedAny = false
        while index < observers.endIndex {
            if case .stop = observers[index].on(event) {
                observers.remove(at: index)
                removedAny = true
            } else {
                index += 1
            }
        }
        if event.isStopEvent || (removedAny && observers.isEmpty) { return .stop }
        return .continue
    }
}

/// The observer behind `bind(to:)` with observers of optional elements: wraps each element in
/// `Optional` and hands the event to a `BindingObserver`.
@usableFromInline
internal struct OptionalBindingObserver<Element, Observer: ObserverType>: ObserverType where Observer.Element == Element? {
    /// RxSwift reaches the source through `asObservable()`, which ends the subscription after a
    /// terminal event (see `ObserverType._endsSourceSubscriptionOnTerminal`).
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    @usableFromInline internal var inner: BindingObserver<Observer>

    @inlinable
    internal init(_ inner: BindingObserver<Observer>) {
        self.inner = inner
    }

    @inlinable
    internal mutating func on(_ event: Event<Element>) -> Flow {
        switch event {
        case .next(let element):
            return inner.on(.next(element))
        case .error(let error):
            return inner.on(.error(error))
        case .completed:
            return inner.on(.completed)
        }
    }
}
