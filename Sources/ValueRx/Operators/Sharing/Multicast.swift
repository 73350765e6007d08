import Foundation

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
                Unmanaged<MulticastConnection<Source, Subject>>.fromOpaque(Unmanaged.passUnretained(connection).toOpaque())._withUnsafeGuaranteedRef { $0.on(event) }
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
}
