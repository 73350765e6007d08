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
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = CreateSink(observer)
            let handler = subscribeHandler
            let trampoline = Trampoline.enter()
            sink.setUpstream(handler(AnyObserver(flowHandler: { event in sink.on(event) })))
            Trampoline.leave(trampoline)
            return sink
        }
    }
}

/// The one heap object of a `create` subscription: it owns the downstream observer, enforces
/// the event grammar at the boundary the user's code reaches, and holds the user's disposable.
@usableFromInline
internal final class CreateSink<Observer: ObserverType>: Cancelable, SubjectRegistry, @unchecked Sendable {
    /// The way downstream: serialized (calls from several threads at once, RxSwift's misuse, are
    /// delivered one after the other, never overlapping; a reentrant call is delivered after the
    /// current one returns), closed after a terminal event, and silent once `dispose()` has
    /// returned. Set once in `init`.
    @usableFromInline internal let output: OutputBox<Observer>
    /// Set once the subscription stopped: a terminal event, `.stop` from downstream, or dispose.
    @usableFromInline
    internal let stopped = OnceFlag()
    @usableFromInline
    internal let lock = Lock()
    @usableFromInline @exclusivity(unchecked)
    internal var upstream: Disposable?
    @usableFromInline @exclusivity(unchecked)
    internal var upstreamReleased = false
    /// `disposeNow()` specialized for `Observer` (see `OutputBox.disposeSpecialized`).
    @usableFromInline internal let disposeSpecialized: (AnyObject) -> Void

    @inlinable
    internal init(_ observer: Observer) {
        #if TRACE_RESOURCES
        Resources.increment(Self.self)
        #endif
        output = OutputBox(output: observer)
        disposeSpecialized = { sink in unsafeDowncast(sink, to: CreateSink<Observer>.self).disposeNow() }
        output.owner = self
    }

    @inlinable
    internal var isDisposed: Bool { stopped.isSet }

    /// The downstream stopped (or the output was disposed): stop and release the upstream.
    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        stop()
    }

    /// Delivers `event` unless the subscription has stopped; events after a terminal are dropped.
    @inlinable
    internal func on(_ event: Event<Observer.Element>) -> Flow {
        switch event {
        case .next:
            if stopped.isSet { return .stop }
            output.deliver(event)
            return output.isDisposed ? .stop : .continue
        case .error, .completed:
            guard stopped.set() else { return .stop }
            output.deliver(event)
            releaseUpstream()
            return .stop
        }
    }

    /// Stores the disposable the subscribe closure returned; disposes it at once if the
    /// subscription already stopped.
    @inlinable
    internal func setUpstream(_ disposable: Disposable) {
        let disposeNow: Bool = lock.withLock {
            if upstreamReleased { return true }
            upstream = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    @inlinable
    internal func stop() {
        if stopped.set() { releaseUpstream() }
    }

    /// Out of line (specialized all the same): inlined into `on(_:)`, it made `on` too large
    /// to inline into the observer's closure, +27 instructions per element (W6).
    @inlinable @inline(never)
    internal func releaseUpstream() {
        let disposable: Disposable? = lock.withLock {
            upstreamReleased = true
            let taken = upstream
            upstream = nil
            return taken
        }
        disposable?.dispose()
    }

    @inlinable
    internal func dispose() {
        disposeSpecialized(self)
    }

    @inlinable
    internal func disposeNow() {
        // Also while a terminal event is being delivered (stopped, upstream not yet released):
        // an observer that disposes from its terminal handler sees the source disposed at once,
        // as in RxSwift. Releasing is idempotent.
        _ = stopped.set()
        // Waits for a delivery running on another thread: nothing reaches the observer after
        // this returns.
        output.dispose()
        releaseUpstream()
    }

    #if TRACE_RESOURCES
    deinit {
        Resources.decrement(Self.self)
    }
    #endif
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
