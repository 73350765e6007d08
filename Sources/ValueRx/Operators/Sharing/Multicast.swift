import Foundation

/// An observable sequence that subscribes to its source only when told to, through
/// `connect()`, and shares that one subscription among its observers.
public protocol ConnectableObservableType<Element>: ObservableType {
    /// Subscribes to the source; until the connection is disposed of, the source's events reach
    /// every observer of this sequence.
    ///
    /// - Returns: The connection; disposing of it ends the subscription to the source, so the
    ///   observers get no more events from it.
    func connect() -> Disposable
}

/// A type-erased connectable observable, for storage and API boundaries.
///
/// Differs from RxSwift, where `ConnectableObservable` is the class `publish()` returns: here
/// `publish()`, `replay(_:)` and `multicast` return their concrete type
/// (`Observables.Multicast`); wrap one in `ConnectableObservable(...)` to store it as
/// `ConnectableObservable<Element>`. Copies share the connection state of what they wrap.
public struct ConnectableObservable<Element>: ConnectableObservableType {
    @usableFromInline internal let _connect: () -> Disposable
    @usableFromInline internal let _subscribe: (AnyObserver<Element>) -> Disposable

    /// Wraps `connectable`, hiding its concrete type.
    ///
    /// - Parameter connectable: The connectable sequence to erase.
    @inlinable
    public init<Connectable: ConnectableObservableType>(_ connectable: Connectable) where Connectable.Element == Element {
        _connect = { connectable.connect() }
        _subscribe = { observer in connectable.subscribe(observer) }
    }

    /// Calls `connect()` on the wrapped sequence and returns its connection.
    @inlinable
    public func connect() -> Disposable {
        _connect()
    }

    /// Subscribes `observer` to the wrapped sequence.
    @inlinable
    public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        _subscribe(AnyObserver(observer))
    }
}

extension Observables {
    /// The connectable sequence `multicast`, `publish()`, `replay(_:)` and `replayAll()` return.
    ///
    /// Copies share one connection state (a `final class`): connecting twice returns the live
    /// connection, and a new subject is made (by `makeSubject`) for each connection once the
    /// previous one was disposed or its source terminated, as in RxSwift.
    public struct Multicast<Source: ObservableType, Subject: SubjectType & AnyObject>: ConnectableObservableType
        where Subject.Observer.Element == Source.Element {
        /// The type of the elements.
        public typealias Element = Subject.Element

        @usableFromInline internal let state: MulticastState<Source, Subject>

        /// Creates the connectable sequence.
        ///
        /// - Parameters:
        ///   - source: The sequence to connect to.
        ///   - makeSubject: Makes the subject of a connection.
        @inlinable
        internal init(source: Source, makeSubject: @escaping () -> Subject) {
            state = MulticastState(source: source, makeSubject: makeSubject)
        }

        /// Connects the subject to the source (once; a second call returns the live connection).
        public func connect() -> Disposable {
            state.connect()
        }

        /// Subscribes `observer` to the current subject.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
            state.subject.subscribe(observer)
        }
    }
}

/// The shared state of a multicast: the current subject and the live connection.
@usableFromInline
internal final class MulticastState<Source: ObservableType, Subject: SubjectType & AnyObject>: @unchecked Sendable
    where Subject.Observer.Element == Source.Element {
    @usableFromInline internal let lock = Lock()
    @usableFromInline internal let makeSubject: () -> Subject
    /// Subscribes a connection to the source. Made in the inlinable `init`, so the source's
    /// chain runs specialized (in the client module) although `connect()` is not inlinable;
    /// the source sees a `SinkObserver`, whose type does not grow with the chain.
    @usableFromInline internal let subscribeSource: (MulticastConnection<Source, Subject>) -> Disposable
    @usableFromInline @exclusivity(unchecked) internal var currentSubject: Subject?
    @usableFromInline @exclusivity(unchecked) internal var connection: MulticastConnection<Source, Subject>?

    @inlinable
    internal init(source: Source, makeSubject: @escaping () -> Subject) {
        self.makeSubject = makeSubject
        subscribeSource = { connection in
            source.subscribe(SinkObserver<Source.Element>(sink: connection, tag: 0) { connection, _, event in
                unsafeDowncast(connection, to: MulticastConnection<Source, Subject>.self).on(event)
            })
        }
    }

    /// The subject of the current (or next) connection.
    @usableFromInline
    internal var subject: Subject {
        lock.withLock { lockedSubject() }
    }

    private func lockedSubject() -> Subject {
        if let currentSubject { return currentSubject }
        let subject = makeSubject()
        currentSubject = subject
        return subject
    }

    func connect() -> Disposable {
        let (connection, isNew): (MulticastConnection<Source, Subject>, Bool) = lock.withLock {
            if let existing = self.connection { return (existing, false) }
            let created = MulticastConnection(parent: self, observer: lockedSubject().asObserver())
            self.connection = created
            return (created, true)
        }
        if isNew {
            connection.setSubscription(subscribeSource(connection))
        }
        return connection
    }

    /// Forgets `connection` and its subject if it is still the current one.
    @usableFromInline
    internal func release(_ connection: MulticastConnection<Source, Subject>) {
        lock.withLock {
            if self.connection === connection {
                self.connection = nil
                currentSubject = nil
            }
        }
    }
}

/// One connection of a multicast: the source subscription feeding the subject.
@usableFromInline
internal final class MulticastConnection<Source: ObservableType, Subject: SubjectType & AnyObject>: Cancelable, @unchecked Sendable
    where Subject.Observer.Element == Source.Element {
    @usableFromInline internal let lock = Lock()
    @usableFromInline @exclusivity(unchecked) internal var parent: MulticastState<Source, Subject>?
    @usableFromInline @exclusivity(unchecked) internal var subscription: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var subscriptionReleased = false
    @usableFromInline internal let disposed = OnceFlag()
    /// Only the source's (serialized) events touch it.
    @usableFromInline @exclusivity(unchecked) internal var observer: Subject.Observer
    #if TRACE_RESOURCES
    private let counted: CountedResource
    #endif

    @usableFromInline
    internal init(parent: MulticastState<Source, Subject>, observer: Subject.Observer) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.parent = parent
        self.observer = observer
    }

    @usableFromInline
    internal var isDisposed: Bool { disposed.isSet }

    /// Feeds one source event into the subject. A terminal event ends the connection (the
    /// source subscription is disposed, and the next `connect()` starts afresh) before the
    /// subject passes it on, as RxSwift's `Connection` does.
    @inlinable
    internal func on(_ event: Event<Source.Element>) -> Flow {
        if disposed.isSet { return .stop }
        guard event.isStopEvent else { return observer.on(event) }
        dispose()
        observer.on(event)
        return .stop
    }

    @usableFromInline
    internal func setSubscription(_ disposable: Disposable) {
        let disposeNow: Bool = lock.withLock {
            if subscriptionReleased { return true }
            subscription = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    @usableFromInline
    internal func dispose() {
        end()?.dispose()
    }

    /// Ends the connection (once): forgets it in the multicast and returns the source
    /// subscription for the caller to dispose (one still being made is disposed on arrival).
    @usableFromInline
    internal func end() -> Disposable? {
        guard disposed.set() else { return nil }
        let (parent, subscription): (MulticastState<Source, Subject>?, Disposable?) = lock.withLock {
            let taken = (self.parent, self.subscription)
            self.parent = nil
            self.subscription = nil
            subscriptionReleased = true
            return taken
        }
        parent?.release(self)
        return subscription
    }
}

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
            if downstream.on(event) == .stop {
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

extension ObservableType {
    /// Returns a connectable sequence that feeds the source's events into `subject`, whose
    /// observers are the subscribers of the connectable sequence.
    ///
    /// Each `connect()` subscribes `subject` to the source once; the subject passes every event
    /// on to the observers subscribed to the connectable sequence.
    ///
    /// - seealso: [multicast operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    ///
    /// - Parameter subject: The subject the source's events go through, for every connection.
    /// - Returns: A connectable sequence that, once connected, sends the source's events into
    ///   `subject`.
    @inlinable
    public func multicast<Subject: SubjectType & AnyObject>(_ subject: Subject) -> Observables.Multicast<Self, Subject>
        where Subject.Observer.Element == Element {
        Observables.Multicast(source: self, makeSubject: { subject })
    }

    /// Returns a connectable sequence that feeds the source's events into a subject that
    /// `makeSubject` creates for each connection.
    ///
    /// The subject is dropped when its connection is disposed or the source terminates; the
    /// next connection makes a new one.
    ///
    /// - seealso: [multicast operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    ///
    /// - Parameter makeSubject: Creates the subject of one connection.
    /// - Returns: A connectable sequence that, once connected, sends the source's events into
    ///   that connection's subject.
    @inlinable
    public func multicast<Subject: SubjectType & AnyObject>(makeSubject: @escaping () -> Subject) -> Observables.Multicast<Self, Subject>
        where Subject.Observer.Element == Element {
        Observables.Multicast(source: self, makeSubject: makeSubject)
    }

    /// Returns a sequence built by `selector` from a shared view of the source, so that every
    /// use of that view inside `selector` shares one subscription to the source.
    ///
    /// Each subscription to the result makes its own subject with `subjectSelector`, connects
    /// the source to it, and subscribes the observer to what `selector` returns.
    ///
    /// - seealso: [multicast operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    ///
    /// - Parameters:
    ///   - subjectSelector: Creates the subject that shares the source's events with
    ///     `selector`'s sequence, once per subscription.
    ///   - selector: Builds the resulting sequence from the shared source, which behaves as
    ///     the subject does (for example, a replay subject replays).
    /// - Returns: A sequence of the events of the sequence `selector` builds.
    public func multicast<Subject: SubjectType & AnyObject, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = self
        return Observable<Result>(subscribe: { observer in
            do {
                let subject = try subjectSelector()
                let connectable = Observables.Multicast(source: source, makeSubject: { subject })
                let result = try selector(connectable.asObservable())
                let all = CompositeDisposable()
                _ = all.insert(result.subscribe(AnyObserver(flowHandler: { event in
                    if all.isDisposed { return .stop }
                    let flow = observer.on(event)
                    if event.isStopEvent || flow == .stop {
                        all.dispose()
                        return .stop
                    }
                    return .continue
                })))
                _ = all.insert(connectable.connect())
                return all
            } catch {
                observer.on(.error(error))
                return NopDisposable()
            }
        })
    }

    /// `multicast(_:selector:)` for a selector that returns a sequence of any type
    /// (`{ Observable.zip($0, $0) { a, b in a + b } }`, as RxSwift writes it); that sequence is
    /// erased once per subscription.
    ///
    /// - Parameters:
    ///   - subjectSelector: Creates the subject that shares the source's events with
    ///     `selector`'s sequence, once per subscription.
    ///   - selector: Builds the resulting sequence from the shared source.
    /// - Returns: A sequence of the events of the sequence `selector` builds.
    public func multicast<Subject: SubjectType & AnyObject, Inner: ObservableType>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Inner
    ) -> Observable<Inner.Element> where Subject.Observer.Element == Element {
        multicast(subjectSelector, selector: { (shared: Observable<Subject.Element>) throws -> Observable<Inner.Element> in
            Observable(try selector(shared))
        })
    }

    /// Returns a connectable sequence whose observers all share one subscription to the source,
    /// made on `connect()` (a `multicast` through a `PublishSubject` made per connection).
    ///
    /// - seealso: [publish operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    ///
    /// - Returns: A connectable sequence; observers share the subscription `connect()` makes.
    @inlinable
    public func publish() -> Observables.Multicast<Self, PublishSubject<Element>> {
        multicast { PublishSubject() }
    }

    /// Returns a connectable sequence whose observers all share one subscription to the source
    /// and receive, on subscribing, up to `bufferSize` of the latest elements.
    ///
    /// - seealso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    ///
    /// - Parameter bufferSize: The most elements a new observer receives on subscribing.
    /// - Returns: A connectable sequence; observers share the subscription `connect()` makes.
    @inlinable
    public func replay(_ bufferSize: Int) -> Observables.Multicast<Self, ReplaySubject<Element>> {
        multicast { ReplaySubject.create(bufferSize: bufferSize) }
    }

    /// Returns a connectable sequence whose observers all share one subscription to the source
    /// and receive, on subscribing, every element the connection has produced so far.
    ///
    /// - seealso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    ///
    /// - Returns: A connectable sequence; observers share the subscription `connect()` makes.
    @inlinable
    public func replayAll() -> Observables.Multicast<Self, ReplaySubject<Element>> {
        multicast { ReplaySubject.createUnbounded() }
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

/// How long the subject of `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Hashable, Sendable {
    /// A new subject, with an empty replay buffer, for every connection: nothing from one
    /// connection reaches the next. When the subscriber count falls to 0 or the source
    /// terminates, the subject is thrown away and the next subscriber connects afresh. The
    /// recommended default.
    case whileConnected

    /// The same subject, and its replay buffer, for every connection to the source. Once the
    /// source has terminated, a new subscriber gets the buffered elements and the terminal
    /// event, and the source is never subscribed to again.
    case forever
}

extension ObservableType {
    /// Returns a sequence whose observers share one subscription to the source; a new observer
    /// first receives up to `replay` of the latest elements.
    ///
    /// The source is subscribed when the number of subscribers goes from 0 to 1 and disposed
    /// when it goes back to 0. With `.whileConnected` and a replay of 0 or 1 this is one
    /// connection object holding the observers and the latest element (RxSwift's
    /// `ShareWhileConnected`/`ShareReplay1WhileConnected`); otherwise a `refCount()` over a
    /// `multicast` through a `ReplaySubject`.
    ///
    /// Differs from RxSwift: returns the concrete `Observables.Share` type (use
    /// `.asObservable()` to store it as `Observable<Element>`).
    ///
    /// - seealso: [shareReplay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    ///
    /// - Parameters:
    ///   - replay: The most elements a new observer receives on subscribing.
    ///   - scope: Whether the shared subject is replaced for each connection or kept forever.
    /// - Returns: The source's events, shared among all observers.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observables.Share<Self> {
        Observables.Share(source: self, replay: replay, scope: scope)
    }
}
