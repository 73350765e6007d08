import Foundation

extension Observables {
    /// The sequence `refCount()` returns: connects its source while it has subscribers.
    ///
    /// Copies share one count (a `final class`).
    public struct RefCount<Source: ConnectableObservableType>: ObservableType {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal let state: RefCountState<Source>

        /// Creates the sequence.
        ///
        /// - Parameter source: The connectable sequence to connect while subscribed.
        @inlinable
        internal init(source: Source) {
            state = RefCountState(source: source)
        }

        /// Subscribes `observer` to the source, connecting it if this is the first subscriber.
        ///
        /// As in RxSwift, the subscription runs on the current thread's trampoline: a
        /// synchronous source (`of`, `range`) connected here starts emitting only after the
        /// connection is made, so a terminal event can end the connection before it reaches
        /// the subscribers.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
            let trampoline = Trampoline.enter()
            let subscription = RefCountSubscription(state: state)
            subscription.start(state.source.subscribe(RefCountObserver(downstream: observer, subscription: subscription)))
            Trampoline.leave(trampoline)
            return subscription
        }
    }
}

/// The subscriber count and connection of a `refCount()`.
@usableFromInline
internal final class RefCountState<Source: ConnectableObservableType>: @unchecked Sendable {
    @usableFromInline internal let source: Source
    let lock = Lock()
    /// Serializes counting in + connecting against counting out + disconnecting, so a
    /// subscriber never counts itself into a connection that a concurrent last dispose is
    /// about to tear down. Recursive and held across `connect()`/the disconnect, as RxSwift's
    /// lock is: a subscriber may subscribe to the same sequence from a handler running inside
    /// `connect()`.
    let connectLock = NSRecursiveLock()
    var count = 0
    var connectionId = 0
    var connection: SingleAssignmentDisposable?

    @usableFromInline
    internal init(source: Source) {
        self.source = source
    }
}

/// One subscriber of a `refCount()`: counts itself in, and out when disposed.
@usableFromInline
internal final class RefCountSubscription<Source: ConnectableObservableType>: Cancelable, @unchecked Sendable {
    let state: RefCountState<Source>
    /// The connection this subscriber counted itself into (-1 until counted).
    var connectionIdSnapshot = -1
    private let stopped = OnceFlag()
    private let upstream = SingleAssignmentDisposable()
    #if TRACE_RESOURCES
    private let counted: CountedResource
    #endif

    @usableFromInline
    internal init(state: RefCountState<Source>) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.state = state
    }

    @usableFromInline
    internal var isDisposed: Bool { stopped.isSet }

    /// Called once the subscription to the connectable source is made: count in, connect if
    /// first (unless the subscriber already terminated during the subscription).
    @usableFromInline
    internal func start(_ subscription: Disposable) {
        upstream.setDisposable(subscription)
        state.connectLock.lock()
        defer { state.connectLock.unlock() }
        let connect: SingleAssignmentDisposable? = state.lock.withLock {
            connectionIdSnapshot = state.connectionId
            if stopped.isSet { return nil }
            state.count += 1
            if state.count > 1 { return nil }
            let connection = SingleAssignmentDisposable()
            state.connection = connection
            return connection
        }
        connect?.setDisposable(state.source.connect())
    }

    /// A terminal event reached this subscriber: the connection is over for everybody.
    @usableFromInline
    internal func terminated() {
        state.connectLock.lock()
        let connection: SingleAssignmentDisposable? = state.lock.withLock {
            guard state.connectionId == connectionIdSnapshot else { return nil }
            let connection = state.connection
            state.count = 0
            state.connectionId &+= 1
            state.connection = nil
            return connection
        }
        connection?.dispose()
        state.connectLock.unlock()
        // Also ends this subscriber's subscription to the subject (as RxSwift's sink disposes
        // itself), which releases the observer: nothing else would.
        if stopped.set() { upstream.dispose() }
    }

    @usableFromInline
    internal func dispose() {
        guard stopped.set() else { return }
        // Outside `connectLock`: this may wait for a delivery on another thread.
        upstream.dispose()
        state.connectLock.lock()
        defer { state.connectLock.unlock() }
        let connection: SingleAssignmentDisposable? = state.lock.withLock {
            guard state.connectionId == connectionIdSnapshot, state.count > 0 else { return nil }
            state.count -= 1
            if state.count > 0 { return nil }
            let connection = state.connection
            state.connection = nil
            return connection
        }
        connection?.dispose()
    }
}

/// Forwards events to the subscriber; a terminal event ends the shared connection first.
@usableFromInline
internal struct RefCountObserver<Downstream: ObserverType, Source: ConnectableObservableType>: ObserverType
    where Downstream.Element == Source.Element {
    @usableFromInline internal var downstream: Downstream
    @usableFromInline internal let subscription: RefCountSubscription<Source>

    @usableFromInline
    internal init(downstream: Downstream, subscription: RefCountSubscription<Source>) {
        self.downstream = downstream
        self.subscription = subscription
    }

    @inlinable
    internal mutating func on(_ event: Event<Downstream.Element>) -> Flow {
        switch event {
        case .next:
            if subscription.isDisposed { return .stop }
            if case .stop = downstream.on(event) {
                subscription.dispose()
                return .stop
            }
            return .continue
        case .error, .completed:
            subscription.terminated()
            downstream.on(event)
            return .stop
        }
    }
}

extension ConnectableObservableType {
    /// Returns a sequence that connects this connectable sequence when its first observer
    /// subscribes and disposes of the connection when its last observer leaves.
    ///
    /// - seealso: [refCount operator on reactivex.io](http://reactivex.io/documentation/operators/refcount.html)
    ///
    /// - Returns: A sequence that keeps the connection open exactly while it has observers.
    @inlinable
    public func refCount() -> Observables.RefCount<Self> {
        Observables.RefCount(source: self)
    }
}
