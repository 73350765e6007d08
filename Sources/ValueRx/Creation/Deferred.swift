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

    /// `deferred(_:)` where an `Observable<Element>` is expected (`let xs: Observable<Int> =
    /// Observable.deferred { ... }`, a function's result): the deferred sequence, erased. Lets
    /// the factory's element type follow from that context, as it does in RxSwift, where
    /// `deferred` returns `Observable<Element>`.
    ///
    /// - Parameter observableFactory: Builds a fresh sequence for every subscription. An error
    ///   it throws is sent to the observer.
    /// - Returns: The erased sequence that calls `observableFactory` once per subscription.
    @inlinable
    @_disfavoredOverload
    public static func deferred<Source: ObservableType>(_ observableFactory: @escaping () throws -> Source) -> Observable<Element>
        where Source.Element == Element {
        Observable(Observables.Deferred(observableFactory))
    }

    /// `deferred(_:)` for a factory typed to return `Observable<Element>` (or that only throws)
    /// where an `Observable<Element>` is expected.
    ///
    /// - Parameter observableFactory: Builds a fresh sequence for every subscription. An error
    ///   it throws is sent to the observer.
    /// - Returns: The erased sequence that calls `observableFactory` once per subscription.
    @inlinable
    @_disfavoredOverload
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Observable(Observables.Deferred(observableFactory))
    }
}
