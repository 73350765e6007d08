extension Observables {
    /// The source behind `create(_:)`: calls a subscribe closure with an `AnyObserver` for each
    /// subscription.
    @frozen
    public struct Create<Element>: ObservableType {
        @usableFromInline internal let subscribeHandler: (AnyObserver<Element>) -> Disposable

        /// Creates the source.
        @inlinable
        internal init(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) {
            subscribeHandler = subscribe
        }

        /// Runs the subscribe closure with an observer that forwards to `observer`.
        ///
        /// The subscription's one heap object is the output box (`UpstreamBox`, `SerialOutput.init(upstreamOf:)`):
        /// it serializes the events the closure sends (calls from several threads at once,
        /// RxSwift's misuse, are delivered one after the other; a reentrant call after the
        /// current one returns), ends at a terminal event, is silent once `dispose()` has
        /// returned, and holds the closure's disposable.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let box = UpstreamBox(upstreamOf: observer)
            let handler = subscribeHandler
            let trampoline = Trampoline.enter()
            box.setUpstream(handler(AnyObserver(flowHandler: { event in box.forward(event) })))
            Trampoline.leave(trampoline)
            return box
        }
    }
}

extension ObservableType {
    /// Returns a sequence that runs `subscribe` for each new subscriber; the closure sends
    /// events through the observer it is given.
    ///
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    ///
    /// Events the closure sends after a terminal event, or after the subscription was disposed,
    /// are dropped. The disposable it returns is disposed when the sequence terminates or the
    /// subscription is disposed.
    ///
    /// - Parameter subscribe: The closure run once per subscription; it returns the disposable
    ///   that tears down what it started.
    /// - Returns: A sequence whose subscriptions are driven by `subscribe`.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observables.Create<Element> {
        Observables.Create(subscribe)
    }
}

extension Observable {
    /// `create(_:)` where an `Observable<Element>` is expected (`deferred { ...; return
    /// Observable.create { ... } }` typed by its context, as RxSwift writes it): the same
    /// sequence, erased. Disfavored: chosen only where the concrete form does not fit.
    ///
    /// - Parameter subscribe: The closure run once per subscription; it returns the disposable
    ///   that tears down what it started.
    /// - Returns: The erased sequence whose subscriptions are driven by `subscribe`.
    @inlinable
    @_disfavoredOverload
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Observable(Observables.Create(subscribe))
    }
}
