extension PrimitiveSequence {
    /// Subscribes to this sequence `dueTime` after the subscription, on `scheduler`.
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing.
    ///   - scheduler: The scheduler that runs the wait and the subscription.
    /// - Returns: A sequence of the same trait, subscribed to `dueTime` later.
    @inlinable
    public consuming func delaySubscription<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> PrimitiveSequence<Trait, Observables.DelaySubscription<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.DelaySubscription<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>>(raw: pipeline.delaySubscription(dueTime, scheduler: scheduler))
    }

    /// Fails with `RxError.timeout` when the outcome does not come within `dueTime`.
    ///
    /// - seealso: [timeout operator on reactivex.io](http://reactivex.io/documentation/operators/timeout.html)
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: A sequence of the same trait.
    @inlinable
    public consuming func timeout<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> PrimitiveSequence<Trait, Observables.Timeout<Observables.Pipeline<Source, Stage>, Observables.Fail<Element>, Scheduler>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.Timeout<Observables.Pipeline<Source, Stage>, Observables.Fail<Element>, Scheduler>, Stages.Identity<Element>>(raw: pipeline.timeout(dueTime, scheduler: scheduler))
    }

    /// Switches to `other` when the outcome does not come within `dueTime`.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait.
    ///   - other: The sequence of the same trait that takes over.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: A sequence of the same trait.
    @inlinable
    public consuming func timeout<OtherSource, OtherStage, Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, OtherSource, OtherStage>, scheduler: Scheduler) -> PrimitiveSequence<Trait, Observables.Timeout<Observables.Pipeline<Source, Stage>, Observables.Pipeline<OtherSource, OtherStage>, Scheduler>, Stages.Identity<Element>> where OtherStage.Output == Element {
        PrimitiveSequence<Trait, Observables.Timeout<Observables.Pipeline<Source, Stage>, Observables.Pipeline<OtherSource, OtherStage>, Scheduler>, Stages.Identity<Element>>(raw: pipeline.timeout(dueTime, other: other.pipeline, scheduler: scheduler))
    }
}
