extension PrimitiveSequence {
    /// Continues with the sequence `handler` returns when this one fails.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    ///
    /// A handler that only throws, or returns sequences of different types, returns the erased
    /// trait (`Single<Element>`, ...).
    ///
    /// - Parameter handler: Makes the sequence that replaces this one after an error; if it
    ///   throws, the result fails with that error.
    /// - Returns: A sequence of the same trait: this one's events, or after an error the
    ///   replacement's.
    @inlinable
    public consuming func `catch`<RecoverySource, RecoveryStage>(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, RecoverySource, RecoveryStage>) -> PrimitiveSequence<Trait, Observables.Catch<Observables.Pipeline<Source, Stage>, Observables.Pipeline<RecoverySource, RecoveryStage>>, Stages.Identity<Element>> where RecoveryStage.Output == Element {
        PrimitiveSequence<Trait, Observables.Catch<Observables.Pipeline<Source, Stage>, Observables.Pipeline<RecoverySource, RecoveryStage>>, Stages.Identity<Element>>(raw: Observables.Catch(source: pipeline, handler: { try handler($0).pipeline }))
    }

    /// `catch(_:)` for a handler that returns the erased trait (or only throws).
    ///
    /// - Parameter handler: Makes the sequence that replaces this one after an error.
    /// - Returns: A sequence of the same trait: this one's events, or after an error the
    ///   replacement's.
    @inlinable
    public consuming func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Observable<Element>, Stages.Identity<Element>>) -> PrimitiveSequence<Trait, Observables.Catch<Observables.Pipeline<Source, Stage>, Observables.Pipeline<Observable<Element>, Stages.Identity<Element>>>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.Catch<Observables.Pipeline<Source, Stage>, Observables.Pipeline<Observable<Element>, Stages.Identity<Element>>>, Stages.Identity<Element>>(raw: Observables.Catch(source: pipeline, handler: { try handler($0).pipeline }))
    }

    /// Subscribes again after an error, up to `maxAttemptCount` subscriptions in all.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    ///
    /// - Parameter maxAttemptCount: The most subscriptions to make, the first included.
    /// - Returns: A sequence of the same trait that fails only with the last attempt's error.
    @inlinable
    public consuming func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Observables.RetryCount<Observables.Pipeline<Source, Stage>>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.RetryCount<Observables.Pipeline<Source, Stage>>, Stages.Identity<Element>>(raw: pipeline.retry(maxAttemptCount))
    }

    /// Subscribes again after an error each time the sequence `notificationHandler` builds from
    /// the errors emits; completes or fails when that sequence does.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    ///
    /// - Parameter notificationHandler: Turns the errors (as `Failure`; another error type
    ///   fails the result) into the sequence that triggers each new attempt.
    /// - Returns: A sequence of the same trait.
    @inlinable
    public consuming func retry<Trigger: ObservableType, Failure: Swift.Error>(when notificationHandler: @escaping (Observable<Failure>) -> Trigger) -> PrimitiveSequence<Trait, Observables.RetryWhen<Observables.Pipeline<Source, Stage>, Trigger, Failure>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.RetryWhen<Observables.Pipeline<Source, Stage>, Trigger, Failure>, Stages.Identity<Element>>(raw: pipeline.retry(when: notificationHandler))
    }

    /// `retry(when:)` with the errors as `Swift.Error`.
    ///
    /// - Parameter notificationHandler: Turns the errors into the sequence that triggers each
    ///   new attempt.
    /// - Returns: A sequence of the same trait.
    @inlinable
    public consuming func retry<Trigger: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger) -> PrimitiveSequence<Trait, Observables.RetryWhen<Observables.Pipeline<Source, Stage>, Trigger, Swift.Error>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.RetryWhen<Observables.Pipeline<Source, Stage>, Trigger, Swift.Error>, Stages.Identity<Element>>(raw: pipeline.retry(when: notificationHandler))
    }
}
