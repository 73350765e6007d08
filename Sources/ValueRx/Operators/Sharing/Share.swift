extension Observables {
    /// The sequence `share(replay:scope:)` returns: the source's events shared among all
    /// observers through one subscription to the source.
    ///
    /// With `scope: .whileConnected` and a replay of 0 or 1 (the form `share()` and Driver and
    /// Signal use) this is RxSwift's dedicated "share while connected" object: one connection
    /// per run of subscribers, holding the observers and the latest element, with no subject,
    /// no connectable and no reference count in between. Other forms are a `refCount()` over
    /// a `multicast` through a `ReplaySubject`, as in RxSwift.
    ///
    /// Copies share one state (a `final class`).
    public struct Share<Source: ObservableType>: ObservableType {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal let storage: ShareStorage<Source>

        @inlinable
        internal init(source: Source, replay: Int, scope: SubjectLifetimeScope) {
            switch scope {
            case .whileConnected where replay <= 1:
                storage = .whileConnected(ShareWhileConnected(source: source, replays: replay == 1))
            case .whileConnected:
                // RxSwift's multicast + refCount for larger replays: a new subject per connection.
                storage = .multicast(Observables.RefCount(source: Observables.Multicast(
                    source: source, makeSubject: { ReplaySubject.create(bufferSize: replay) })))
            case .forever:
                let subject = ReplaySubject<Element>.create(bufferSize: replay)
                storage = .multicast(Observables.RefCount(source: Observables.Multicast(source: source, makeSubject: { subject })))
            }
        }

        /// Subscribes `observer` to the shared events, subscribing to the source if this is
        /// the first observer of a connection.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
            switch storage {
            case .whileConnected(let state):
                return state.subscribe(observer)
            case .multicast(let refCount):
                // Erased: `share(replay:scope:)` chooses its storage at run time, so a typed
                // call here compiled the whole refCount/multicast/replay path for every observer
                // of every `share`, used or not (measured: ~10 KB of the 40-view-model file).
                return refCount.subscribe(AnyObserver(observer))
            }
        }
    }
}

/// The two implementations behind `Observables.Share`.
@usableFromInline
internal enum ShareStorage<Source: ObservableType> {
    case whileConnected(ShareWhileConnected<Source>)
    case multicast(Observables.RefCount<Observables.Multicast<Source, ReplaySubject<Source.Element>>>)
}

/// `share(replay: 0 or 1, scope: .whileConnected)`: RxSwift's `ShareWhileConnected` and
/// `ShareReplay1WhileConnected`.
///
/// The first observer makes a connection and subscribes it to the source (after it is in the
/// connection's observer list); later observers join it and, with a replay, first receive the
/// latest element. When the last observer leaves, the connection is forgotten and its source
/// subscription disposed; a terminal event from the source forgets the connection first (an
/// observer subscribing from its handler starts a new one), reaches every observer, and then
/// the source subscription is disposed.
///
/// Everything reached from `dispose()` (which runs through `Disposable`, unspecialized) calls
/// code made in the inlinable `init`, so it runs specialized for the client's types and looks
/// up no generic metadata at run time.
@usableFromInline
internal final class ShareWhileConnected<Source: ObservableType>: @unchecked Sendable {
    @usableFromInline internal typealias Element = Source.Element
    @usableFromInline internal typealias Connection = ShareConnection<Source, Source.Element?>

    /// Guards `connection` and every connection's state.
    @usableFromInline internal let lock = Lock()
    @usableFromInline internal let replays: Bool
    @usableFromInline @exclusivity(unchecked) internal var connection: Connection?
    @usableFromInline internal let source: Source
    /// Subscribes a connection to the source (specialized: made in the inlinable `init`;
    /// capture-free, the state is passed in).
    @usableFromInline internal let subscribeSource: (ShareWhileConnected, Connection) -> Disposable
    /// `Connection.unsubscribe`'s body, specialized (see the type's comment).
    @usableFromInline internal let unsubscribeFrom: (AnyObject, AnyObject) -> Void

    @inlinable
    internal init(source: Source, replays: Bool) {
        self.replays = replays
        self.source = source
        subscribeSource = { state, connection in
            state.source.subscribe(SinkObserver<Element>(sink: connection, tag: 0) { connection, _, event in
                Unmanaged<Connection>.fromOpaque(Unmanaged.passUnretained(connection).toOpaque())._withUnsafeGuaranteedRef { $0.on(event) }
            })
        }
        unsubscribeFrom = { connection, subscriber in Unmanaged<Connection>.fromOpaque(Unmanaged.passUnretained(connection).toOpaque())._withUnsafeGuaranteedRef { $0.remove(subscriber) } }
    }

    @inlinable
    internal func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        // Owned: the replay reaches the observer before any event another thread sends now.
        subscribe(adopting: OutputBox(unregistered: observer, owned: true))
    }

    /// Takes a subscriber's box (made holding its delivery right): joins the connection (a new
    /// one for the first subscriber), replays the latest element, then subscribes the
    /// connection to the source if this is its first subscriber. Not inlined: a Driver level's
    /// two ways in (adopted and erased) share one copy.
    @inlinable @inline(never)
    internal func subscribe<Subscriber: AdoptableSubscriber<Element>>(adopting subscriber: Subscriber) -> Disposable {
        let (connection, first, replay) = join(subscriber.entry)
        // After the lock: until `begin` the box holds its delivery right, so no other thread
        // reaches its registry before this.
        subscriber.attach(to: connection)
        if !subscriber.begin(replaying: replay) {
            return subscriber.subscription
        }
        if first {
            connection.setSubscription(subscribeSource(self, connection))
        }
        return subscriber.subscription
    }
}

extension ShareWhileConnected {
    /// Under the lock: puts `entry` in the current connection's observer list (making the
    /// connection for the first subscriber). Returns the connection, whether `entry` is its
    /// first observer, and the element to replay. Generic over the source only: its locked
    /// part is one closure per source type whatever the subscriber (left to the inliner: out
    /// of line it cost W20 about 30 instructions per subscription).
    @inlinable
    internal func join(_ entry: SubjectEntry<Element>) -> (Connection, Bool, Element?) {
        lock.withLock {
            let connection: Connection
            if let existing = self.connection {
                connection = existing
            } else {
                connection = Connection(parent: self)
                self.connection = connection
            }
            let first = connection.observers.isEmpty
            connection.observers.insert(entry)
            return (connection, first, connection.element.value)
        }
    }
}

/// One connection of `ShareWhileConnected`: its observers, the latest element (with a replay)
/// and the source subscription. Guarded by the parent's lock. `Latest` is `Element?` (see
/// `OptionalSlot`: the deinitializer then looks up no metadata).
@usableFromInline
internal final class ShareConnection<Source: ObservableType, Latest: OptionalSlot>: SubjectRegistry, @unchecked Sendable
    where Latest.Wrapped == Source.Element
{
    @usableFromInline internal typealias Element = Source.Element

    @usableFromInline internal let parent: ShareWhileConnected<Source>
    @usableFromInline @exclusivity(unchecked) internal var observers = SubjectObservers<Element>(tracksIdentities: false)
    /// Forgotten by the parent: the last observer left or the source terminated. A source
    /// subscription arriving after this is disposed at once.
    @usableFromInline @exclusivity(unchecked) internal var detached = false
    @usableFromInline @exclusivity(unchecked) internal var subscription: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var element: Latest = .emptySlot
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(parent: ShareWhileConnected<Source>) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.parent = parent
    }

    /// One source event: an element goes to the observers of the moment (and is kept for
    /// replay); a terminal event detaches the connection, reaches every observer, and then the
    /// source subscription is disposed (RxSwift's order for these two forms of `share`).
    @inlinable
    internal func on(_ event: Event<Element>) -> Flow {
        switch event {
        case .next(let value):
            var ended = false
            let snapshot: SubjectSnapshot<Element> = parent.lock.withLock {
                if detached {
                    ended = true
                    return .empty
                }
                if parent.replays { element = .holding(value) }
                return observers.all
            }
            if ended { return .stop }
            deliverAll(snapshot, event)
            return .continue
        case .error, .completed:
            let ended: (SubjectSnapshot<Element>, Disposable?)? = parent.lock.withLock {
                if detached { return nil }
                return (observers.removeAll(), detach())
            }
            guard let (snapshot, source) = ended else { return .stop }
            deliverAll(snapshot, event)
            source?.dispose()
            return .stop
        }
    }

    /// Under the lock: forgets this connection in the parent and hands back the source
    /// subscription for the caller to dispose once the lock is released.
    @inlinable
    internal func detach() -> Disposable? {
        detached = true
        if parent.connection === self { parent.connection = nil }
        element = .emptySlot
        return subscription.take()
    }

    @inlinable
    internal func setSubscription(_ disposable: Disposable) {
        let disposeNow: Bool = parent.lock.withLock {
            if detached { return true }
            subscription = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Removes an observer's box; the last one out disposes the source subscription.
    @inlinable
    internal func remove(_ subscriber: AnyObject) {
        let source: Disposable? = parent.lock.withLock {
            observers.remove(subscriber)
            guard observers.isEmpty, !detached else { return nil }
            return detach()
        }
        source?.dispose()
    }

    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        parent.unsubscribeFrom(self, subscriber)
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
