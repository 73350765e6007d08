extension PrimitiveSequence {
    /// Returns a sequence that calls `observableFactory` for each subscriber and subscribes it to
    /// the sequence the factory returns.
    ///
    /// - seealso: [defer operator on reactivex.io](http://reactivex.io/documentation/operators/defer.html)
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscriber; if it throws, that
    ///   subscriber gets the error.
    /// - Returns: A sequence of the same trait whose subscriptions each run the factory.
    @inlinable
    public static func deferred<OtherSource, OtherStage>(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, OtherSource, OtherStage>) -> PrimitiveSequence<Trait, Observables.Deferred<Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>> where OtherStage.Output == Element {
        PrimitiveSequence<Trait, Observables.Deferred<Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>>(raw: Observables.Deferred { try observableFactory().pipeline })
    }

    /// `deferred(_:)` for a factory that returns the erased trait (or only throws).
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscriber.
    /// - Returns: A sequence of the same trait whose subscriptions each run the factory.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Observable<Element>, Stages.Identity<Element>>) -> PrimitiveSequence<Trait, Observables.Deferred<Observables.Pipeline<Observable<Element>, Stages.Identity<Element>>>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.Deferred<Observables.Pipeline<Observable<Element>, Stages.Identity<Element>>>, Stages.Identity<Element>>(raw: Observables.Deferred { try observableFactory().pipeline })
    }

    /// Returns a sequence that creates a resource for each subscriber, builds the sequence from
    /// it, and disposes of the resource when the subscription ends.
    ///
    /// - seealso: [using operator on reactivex.io](http://reactivex.io/documentation/operators/using.html)
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the resource.
    ///   - primitiveSequenceFactory: Makes the sequence that uses the resource.
    /// - Returns: A sequence of the same trait that owns the resource while subscribed.
    @inlinable
    public static func using<Resource: Disposable, OtherSource, OtherStage>(_ resourceFactory: @escaping () throws -> Resource, primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, OtherSource, OtherStage>) -> PrimitiveSequence<Trait, Observables.Using<Observables.Pipeline<OtherSource, OtherStage>, Resource>, Stages.Identity<Element>> where OtherStage.Output == Element {
        PrimitiveSequence<Trait, Observables.Using<Observables.Pipeline<OtherSource, OtherStage>, Resource>, Stages.Identity<Element>>(raw: Observables.Using(resourceFactory: resourceFactory, observableFactory: { try primitiveSequenceFactory($0).pipeline }))
    }

    /// `using(_:primitiveSequenceFactory:)` for a factory that returns the erased trait.
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the resource.
    ///   - primitiveSequenceFactory: Makes the sequence that uses the resource.
    /// - Returns: A sequence of the same trait that owns the resource while subscribed.
    @inlinable
    public static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource, primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Observable<Element>, Stages.Identity<Element>>) -> PrimitiveSequence<Trait, Observables.Using<Observables.Pipeline<Observable<Element>, Stages.Identity<Element>>, Resource>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.Using<Observables.Pipeline<Observable<Element>, Stages.Identity<Element>>, Resource>, Stages.Identity<Element>>(raw: Observables.Using(resourceFactory: resourceFactory, observableFactory: { try primitiveSequenceFactory($0).pipeline }))
    }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
    /// Returns a sequence that emits `0` after `dueTime` on `scheduler`, then completes.
    ///
    /// - seealso: [timer operator on reactivex.io](http://reactivex.io/documentation/operators/timer.html)
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: A sequence of this trait with one element.
    @inlinable
    public static func timer<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> PrimitiveSequence<Trait, Observables.Timer<Element, Scheduler>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.Timer<Element, Scheduler>, Stages.Identity<Element>>(raw: Observables.Timer(dueTime: dueTime, period: nil, scheduler: scheduler))
    }
}
