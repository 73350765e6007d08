extension Observables {
    /// The source behind `deferred(_:)`: calls a factory for each subscription.
    @frozen
    public struct Deferred<Source: ObservableType>: ObservableType {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal let factory: () throws -> Source

        /// Creates the source.
        @inlinable
        internal init(_ factory: @escaping () throws -> Source) {
            self.factory = factory
        }

        /// Subscribes `observer` to a new sequence from the factory (or sends the error it threw).
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let factory = self.factory
            let trampoline = Trampoline.enter()
            defer { Trampoline.leave(trampoline) }
            do {
                return try factory().subscribe(observer)
            } catch {
                observer.on(.error(error))
                return NopDisposable()
            }
        }
    }

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

        /// Creates the resource, subscribes to the sequence built from it, and disposes the
        /// resource when the sequence terminates or the subscription is disposed.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let resourceFactory = self.resourceFactory
            let observableFactory = self.observableFactory
            let trampoline = Trampoline.enter()
            defer { Trampoline.leave(trampoline) }
            var resource: AnonymousDisposable?
            do {
                let created = try resourceFactory()
                let once = AnonymousDisposable { created.dispose() }
                resource = once
                let source = try observableFactory(created)
                let subscription = source.subscribe(DisposingObserver(downstream: observer, resource: once))
                return CompositeDisposable(subscription, once)
            } catch {
                observer.on(.error(error))
                resource?.dispose()
                return NopDisposable()
            }
        }
    }
}

/// Forwards events, then disposes `resource` after a terminal event.
@usableFromInline
internal struct DisposingObserver<Downstream: ObserverType>: ObserverType {
    /// RxSwift reaches the source through `asObservable()`, which ends the subscription after a
    /// terminal event (see `ObserverType._endsSourceSubscriptionOnTerminal`).
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    @usableFromInline internal var downstream: Downstream
    @usableFromInline internal let resource: Disposable

    @inlinable
    internal init(downstream: Downstream, resource: Disposable) {
        self.downstream = downstream
        self.resource = resource
    }

    @inlinable
    internal mutating func on(_ event: Event<Downstream.Element>) -> Flow {
        let flow = downstream.on(event)
        if event.isStopEvent || flow == .stop {
            resource.dispose()
            return .stop
        }
        return .continue
    }
}

extension ObservableType {
    /// Returns a sequence that calls `observableFactory` at each subscription and subscribes the
    /// observer to the sequence it builds.
    ///
    /// - seealso: [defer operator on reactivex.io](http://reactivex.io/documentation/operators/defer.html)
    ///
    /// - Parameter observableFactory: Builds a fresh sequence for every subscription. An error
    ///   it throws is sent to the observer.
    /// - Returns: A sequence that calls `observableFactory` once per subscription.
    @inlinable
    public static func deferred<Source: ObservableType>(_ observableFactory: @escaping () throws -> Source) -> Observables.Deferred<Source>
        where Source.Element == Element {
        Observables.Deferred(observableFactory)
    }

    /// `deferred(_:)` for a factory typed to return `Observable<Element>`, as RxSwift's is: a
    /// factory that only throws (`Observable<Int>.deferred { throw failure }`) has no other
    /// result type to infer.
    ///
    /// - Parameter observableFactory: Builds a fresh sequence for every subscription. An error
    ///   it throws is sent to the observer.
    /// - Returns: A sequence that calls `observableFactory` once per subscription.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observables.Deferred<Observable<Element>> {
        Observables.Deferred(observableFactory)
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
