extension Observables {
    /// The source behind `using(_:observableFactory:)`: a resource that lives as long as the
    /// subscription.
    @frozen
    public struct Using<Source: ObservableType, Resource: Disposable>: ObservableType {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal let resourceFactory: () throws -> Resource
        @usableFromInline internal let observableFactory: (Resource) throws -> Source

        /// Creates the source.
        @inlinable
        internal init(resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Source) {
            self.resourceFactory = resourceFactory
            self.observableFactory = observableFactory
        }

        /// Creates the resource, subscribes to the sequence built from it, and disposes of the
        /// resource when the sequence terminates, the downstream stops or the subscription is
        /// disposed: always after the subscription to that sequence has been disposed, as
        /// RxSwift's `using` (with nested `using`s, the innermost resource goes first).
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let resourceFactory = self.resourceFactory
            let observableFactory = self.observableFactory
            let trampoline = Trampoline.enter()
            defer { Trampoline.leave(trampoline) }
            let created: Resource
            do {
                created = try resourceFactory()
            } catch {
                observer.on(.error(error))
                return NopDisposable()
            }
            let source: Source
            do {
                source = try observableFactory(created)
            } catch {
                // No sequence was subscribed to: the error goes on, then the resource goes.
                observer.on(.error(error))
                created.dispose()
                return NopDisposable()
            }
            let state = UsingState(resource: created)
            state.subscribed(source.subscribe(DisposingObserver(downstream: observer, state: state)))
            return state
        }
    }
}

/// Forwards events; after a terminal event, or once the downstream answered `.stop`, ends the
/// `using` subscription (`UsingState.end()`: the source's subscription, then the resource)
/// before answering `.stop`.
@usableFromInline
internal struct DisposingObserver<Downstream: ObserverType>: ObserverType {
    /// RxSwift reaches the source through `asObservable()`, which ends the subscription after a
    /// terminal event (see `ObserverType._endsSourceSubscriptionOnTerminal`).
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    @usableFromInline internal var downstream: Downstream
    @usableFromInline internal let state: UsingState

    @inlinable
    internal init(downstream: Downstream, state: UsingState) {
        self.downstream = downstream
        self.state = state
    }

    @inlinable
    internal mutating func on(_ event: Event<Downstream.Element>) -> Flow {
        let flow = downstream.on(event)
        if event.isStopEvent || flow == .stop {
            // RxSwift's `UsingSink` disposes of itself here: its subscription to the source
            // first, then the resource. Disposing the source's subscription from inside its
            // delivery is what a subscriber may always do; answering `.stop` afterwards is
            // harmless (both are idempotent).
            state.end()
            return .stop
        }
        return .continue
    }
}

/// The shared state of one `using` subscription, and the disposable it returns: the source's
/// subscription and the resource, disposed of once and in RxSwift's order (the subscription,
/// then the resource).
///
/// When the source ends while it is being subscribed to (a synchronous source), the
/// subscription does not exist yet: `end()` only marks the state, and `subscribed(_:)` then
/// disposes of the subscription and the resource in that order, as RxSwift's `SinkDisposer`.
@usableFromInline
internal final class UsingState: Cancelable, @unchecked Sendable {
    // `lock` protects `subscription`, `resource`, `isSubscribed` and `ended`.
    private let lock = Lock()
    /// The source subscription, from `subscribed(_:)` until `end()` or `dispose()` takes it:
    /// releasing it breaks the cycle through the source's observer, which holds this state.
    private var subscription: Disposable?
    /// The resource, until it is disposed of.
    private var resource: Disposable?
    /// Whether `subscribed(_:)` has run.
    private var isSubscribed = false
    /// Whether the subscription ended (terminal event, downstream stop, or dispose).
    private var ended = false
    #if TRACE_RESOURCES
    private let counted: CountedResource
    #endif

    @usableFromInline
    internal init(resource: Disposable) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.resource = resource
    }

    /// Takes the subscription to the source, once `subscribe` returned it; disposes of it and
    /// then of the resource at once if the subscription already ended.
    @usableFromInline
    internal func subscribed(_ subscription: Disposable) {
        var takenResource: Disposable?
        let endedAlready: Bool = lock.withLock {
            isSubscribed = true
            if ended {
                takenResource = resource.take()
                return true
            }
            self.subscription = subscription
            return false
        }
        if endedAlready {
            subscription.dispose()
            takenResource?.dispose()
        }
    }

    /// Ends the subscription: disposes of the source's subscription, then of the resource; if
    /// the source is still being subscribed to, `subscribed(_:)` does both. Both are taken in
    /// one locked section, so a second `end()` (a dispose racing a terminal event) cannot
    /// dispose of the resource while the first is still disposing of the subscription.
    @usableFromInline
    internal func end() {
        var takenSubscription: Disposable?
        var takenResource: Disposable?
        lock.withLock {
            ended = true
            if isSubscribed {
                takenSubscription = subscription.take()
                takenResource = resource.take()
            }
        }
        takenSubscription?.dispose()
        takenResource?.dispose()
    }

    /// Whether the subscription has ended.
    @usableFromInline
    internal var isDisposed: Bool {
        lock.withLock { ended }
    }

    /// Disposes of the source's subscription, then of the resource (once).
    @usableFromInline
    internal func dispose() {
        end()
    }
}

extension ObservableType {
    /// `using(_:observableFactory:)` where an `Observable<Element>` is expected (`Observable.using
    /// { ... } observableFactory: { ... } as Observable<Int>`): the sequence, erased. Lets the
    /// factory's element type follow from that context, as it does in RxSwift.
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource for one subscription.
    ///   - observableFactory: Builds, from that resource, the sequence the observer receives.
    /// - Returns: The erased sequence whose subscription keeps the resource alive until it ends.
    @inlinable
    @_disfavoredOverload
    public static func using<Resource: Disposable, Source: ObservableType>(_ resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Source) -> Observable<Element>
        where Source.Element == Element {
        Observable(Observables.Using(resourceFactory: resourceFactory, observableFactory: observableFactory))
    }

    /// `using(_:observableFactory:)` for a factory typed to return `Observable<Element>` (or that
    /// only throws) where an `Observable<Element>` is expected.
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource for one subscription.
    ///   - observableFactory: Builds, from that resource, the sequence the observer receives.
    /// - Returns: The erased sequence whose subscription keeps the resource alive until it ends.
    @inlinable
    @_disfavoredOverload
    public static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) -> Observable<Element> {
        Observable(Observables.Using(resourceFactory: resourceFactory, observableFactory: observableFactory))
    }

    /// `using(_:observableFactory:)` for an observable factory typed to return
    /// `Observable<Element>`, as RxSwift's is (a factory that only throws compiles).
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource for one subscription.
    ///   - observableFactory: Builds, from that resource, the sequence the observer receives.
    /// - Returns: A sequence whose subscription keeps the resource alive until it ends.
    @inlinable
    public static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) -> Observables.Using<Observable<Element>, Resource> {
        Observables.Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }

    /// Returns a sequence that creates a resource at each subscription, builds its events from
    /// that resource, and disposes of the resource when the subscription ends.
    ///
    /// - seealso: [using operator on reactivex.io](http://reactivex.io/documentation/operators/using.html)
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource for one subscription.
    ///   - observableFactory: Builds, from that resource, the sequence the observer receives.
    /// - Returns: A sequence whose subscription keeps the resource alive until it ends.
    @inlinable
    public static func using<Resource: Disposable, Source: ObservableType>(_ resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Source) -> Observables.Using<Source, Resource>
        where Source.Element == Element {
        Observables.Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}
