extension PrimitiveSequence {
    /// Delivers the events on `scheduler`.
    ///
    /// - seealso: [observeOn operator on reactivex.io](http://reactivex.io/documentation/operators/observeon.html)
    ///
    /// - Parameter scheduler: Where the observer is called.
    /// - Returns: The same events, observed on `scheduler`.
    @inlinable
    public consuming func observe<Scheduler: ImmediateSchedulerType>(on scheduler: Scheduler) -> PrimitiveSequence<Trait, Observables.ObserveOn<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.ObserveOn<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>>(raw: pipeline.observe(on: scheduler))
    }

    /// Subscribes to (and disposes of) the wrapped sequence on `scheduler`.
    ///
    /// - seealso: [subscribeOn operator on reactivex.io](http://reactivex.io/documentation/operators/subscribeon.html)
    ///
    /// - Parameter scheduler: Where subscription and disposal run.
    /// - Returns: The same events, subscribed to on `scheduler`.
    @inlinable
    public consuming func subscribe<Scheduler: ImmediateSchedulerType>(on scheduler: Scheduler) -> PrimitiveSequence<Trait, Observables.SubscribeOn<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.SubscribeOn<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>>(raw: pipeline.subscribe(on: scheduler))
    }
}
