/// A sequence with a narrower contract than an observable's, named by `Trait`: `Single` (one
/// element or an error), `Maybe` (at most one element, or an error), `Completable` (no element:
/// completion or an error).
///
/// Differs from RxSwift, whose second parameter is the element type and whose traits wrap an
/// erased `Observable`: here a trait is a pipeline, the sequence it wraps (`Source`) and the
/// element-wise stages fused after it (`Stage`; `Stages.Identity` when there are none), so
/// `Single.just(1).map { $0 + 1 }.flatMap { .just($0) }` is one specialized value, as an
/// observable chain is. `Single<Element>`, `Maybe<Element>` and `Completable` are the erased
/// forms to store and return: `asSingle()`, `asMaybe()`, `asCompletable()` produce them.
///
/// As in RxSwift, a trait is not itself an `ObservableType`: `asObservable()` leaves it.
public struct PrimitiveSequence<Trait, Source: ObservableType, Stage: PipelineStage> where Stage.Input == Source.Element {
    /// The type of the elements the sequence emits.
    public typealias Element = Stage.Output

    @usableFromInline internal var pipeline: Observables.Pipeline<Source, Stage>

    /// Wraps `pipeline`, trusting it to keep the trait's contract.
    @inlinable
    internal init(pipeline: consuming Observables.Pipeline<Source, Stage>) {
        self.pipeline = pipeline
    }
}

extension PrimitiveSequence where Stage == Stages.Identity<Source.Element> {
    /// Wraps `source` as it is, trusting it to keep the trait's contract.
    @inlinable
    internal init(raw source: consuming Source) {
        pipeline = Observables.Pipeline(source: source, stage: Stages.Identity())
    }
}

/// A type that is a trait sequence (`Single`, `Maybe`, `Completable`) and can present itself in
/// its erased form.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The type of the elements the sequence emits.
    associatedtype Element

    /// This sequence in its erased form (`Single<Element>`, `Maybe<Element>`, `Completable`).
    ///
    /// Differs from RxSwift, where it returns `self`: here a trait's type names the sequence it
    /// wraps, and this is the one type all sequences of a trait share.
    var primitiveSequence: PrimitiveSequence<Trait, Observable<Element>, Stages.Identity<Element>> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// This sequence with its wrapped sequence erased.
    @inlinable
    public var primitiveSequence: PrimitiveSequence<Trait, Observable<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observable<Element>, Stages.Identity<Element>>(raw: erasedObservable)
    }

    /// The pipeline as an erased observable; an erased trait gives the observable it holds.
    @inlinable
    internal var erasedObservable: Observable<Element> {
        if Stage._isIdentity, let erased = pipeline.source as? Observable<Element> {
            return erased
        }
        return Observable(pipeline)
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The events of this trait as an erased observable.
    ///
    /// Chosen where an `Observable<Element>` is expected; elsewhere `asObservable()` returns the
    /// trait's pipeline itself, which keeps a chain specialized.
    @inlinable
    @_disfavoredOverload
    public func asObservable() -> Observable<Element> {
        erasedObservable
    }

    /// The events of this trait as an observable: the trait's pipeline, with its concrete type
    /// (store it with a second `asObservable()`, or as `some ObservableType<Element>`).
    @inlinable
    public func asObservable() -> Observables.Pipeline<Source, Stage> {
        pipeline
    }
}

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

    /// `observe(on:)` with a scheduler held as an existential (one dynamic call per action).
    ///
    /// - Parameter scheduler: Where the observer is called.
    /// - Returns: The same events, observed on `scheduler`.
    @inlinable
    @_disfavoredOverload
    public consuming func observe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Observables.ObserveOn<Observables.Pipeline<Source, Stage>, AnyImmediateScheduler>, Stages.Identity<Element>> {
        observe(on: AnyImmediateScheduler(scheduler))
    }

    /// Deprecated spelling of `observe(on:)`.
    ///
    /// - Parameter scheduler: Where the observer is called.
    /// - Returns: The same events, observed on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable
    public consuming func observeOn<Scheduler: ImmediateSchedulerType>(_ scheduler: Scheduler) -> PrimitiveSequence<Trait, Observables.ObserveOn<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>> {
        observe(on: scheduler)
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

    /// `subscribe(on:)` with a scheduler held as an existential (one dynamic call per action).
    ///
    /// - Parameter scheduler: Where subscription and disposal run.
    /// - Returns: The same events, subscribed to on `scheduler`.
    @inlinable
    @_disfavoredOverload
    public consuming func subscribe(on scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<Trait, Observables.SubscribeOn<Observables.Pipeline<Source, Stage>, AnyImmediateScheduler>, Stages.Identity<Element>> {
        subscribe(on: AnyImmediateScheduler(scheduler))
    }

    /// Deprecated spelling of `subscribe(on:)`.
    ///
    /// - Parameter scheduler: Where subscription and disposal run.
    /// - Returns: The same events, subscribed to on `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable
    public consuming func subscribeOn<Scheduler: ImmediateSchedulerType>(_ scheduler: Scheduler) -> PrimitiveSequence<Trait, Observables.SubscribeOn<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>> {
        subscribe(on: scheduler)
    }

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

    /// Deprecated spelling of `catch(_:)`, for a handler that returns the erased trait.
    ///
    /// - Parameter handler: Makes the sequence that replaces this one after an error.
    /// - Returns: A sequence of the same trait: this one's events, or after an error the
    ///   replacement's.
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable
    public consuming func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Observable<Element>, Stages.Identity<Element>>) -> PrimitiveSequence<Trait, Observables.Catch<Observables.Pipeline<Source, Stage>, Observables.Pipeline<Observable<Element>, Stages.Identity<Element>>>, Stages.Identity<Element>> {
        `catch`(handler)
    }

    /// Deprecated spelling of `catch(_:)`.
    ///
    /// - Parameter handler: Makes the sequence that replaces this one after an error.
    /// - Returns: A sequence of the same trait: this one's events, or after an error the
    ///   replacement's.
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable
    public consuming func catchError<RecoverySource, RecoveryStage>(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, RecoverySource, RecoveryStage>) -> PrimitiveSequence<Trait, Observables.Catch<Observables.Pipeline<Source, Stage>, Observables.Pipeline<RecoverySource, RecoveryStage>>, Stages.Identity<Element>> where RecoveryStage.Output == Element {
        `catch`(handler)
    }

    /// Subscribes again after an error, up to `maxAttemptCount` subscriptions in all.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    ///
    /// - Parameter maxAttemptCount: The most subscriptions to make, the first included.
    /// - Returns: A sequence of the same trait that fails only with the last attempt's error.
    @inlinable
    public consuming func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Observables.SequenceOf<Repeated<Observables.Pipeline<Source, Stage>>>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.SequenceOf<Repeated<Observables.Pipeline<Source, Stage>>>, Stages.Identity<Element>>(raw: pipeline.retry(maxAttemptCount))
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

    /// Deprecated spelling of `retry(when:)`.
    ///
    /// - Parameter notificationHandler: Turns the errors into the sequence that triggers each
    ///   new attempt.
    /// - Returns: A sequence of the same trait.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public consuming func retryWhen<Trigger: ObservableType, Failure: Swift.Error>(_ notificationHandler: @escaping (Observable<Failure>) -> Trigger) -> PrimitiveSequence<Trait, Observables.RetryWhen<Observables.Pipeline<Source, Stage>, Trigger, Failure>, Stages.Identity<Element>> {
        retry(when: notificationHandler)
    }

    /// Deprecated spelling of `retry(when:)`, with the errors as `Swift.Error`.
    ///
    /// - Parameter notificationHandler: Turns the errors into the sequence that triggers each
    ///   new attempt.
    /// - Returns: A sequence of the same trait.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public consuming func retryWhen<Trigger: ObservableType>(_ notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger) -> PrimitiveSequence<Trait, Observables.RetryWhen<Observables.Pipeline<Source, Stage>, Trigger, Swift.Error>, Stages.Identity<Element>> {
        retry(when: notificationHandler)
    }

    /// Prints every event, subscription and disposal with `identifier`.
    ///
    /// - Parameters:
    ///   - identifier: The label printed with each line; by default the file, line and function.
    ///   - trimOutput: Whether to shorten long event descriptions to 40 characters.
    ///   - file: The file of the call.
    ///   - line: The line of the call.
    ///   - function: The function of the call.
    /// - Returns: The same sequence, printing as it goes.
    @inlinable
    @_disfavoredOverload
    public consuming func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> PrimitiveSequence<Trait, Source, Stages.Then<Stage, Stages.Debug<Element>>> {
        PrimitiveSequence<Trait, Source, Stages.Then<Stage, Stages.Debug<Element>>>(pipeline: pipeline.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// `debug` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> PrimitiveSequence<Trait, Source, Stages.Debug<Element>> where Stage == Stages.Identity<Element> {
        PrimitiveSequence<Trait, Source, Stages.Debug<Element>>(pipeline: pipeline.source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
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

    /// `timer(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: A sequence of this trait with one element.
    @inlinable
    @_disfavoredOverload
    public static func timer(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Observables.Timer<Element, AnyScheduler>, Stages.Identity<Element>> {
        timer(dueTime, scheduler: AnyScheduler(scheduler))
    }
}

/// The traits whose sequences can carry an element (`SingleTrait`, `MaybeTrait`): the ones with
/// `map`, `compactMap`, `filter` and `catchAndReturn`. Not API.
public protocol _TraitWithElement {}

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

    /// `delaySubscription(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing.
    ///   - scheduler: The scheduler that runs the wait and the subscription.
    /// - Returns: A sequence of the same trait, subscribed to `dueTime` later.
    @inlinable
    @_disfavoredOverload
    public consuming func delaySubscription(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Observables.DelaySubscription<Observables.Pipeline<Source, Stage>, AnyScheduler>, Stages.Identity<Element>> {
        delaySubscription(dueTime, scheduler: AnyScheduler(scheduler))
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

    /// `timeout(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: A sequence of the same trait.
    @inlinable
    @_disfavoredOverload
    public consuming func timeout(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Observables.Timeout<Observables.Pipeline<Source, Stage>, Observables.Fail<Element>, AnyScheduler>, Stages.Identity<Element>> {
        timeout(dueTime, scheduler: AnyScheduler(scheduler))
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

    /// `timeout(_:other:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait.
    ///   - other: The sequence of the same trait that takes over.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: A sequence of the same trait.
    @inlinable
    @_disfavoredOverload
    public consuming func timeout<OtherSource, OtherStage>(_ dueTime: RxTimeInterval, other: PrimitiveSequence<Trait, OtherSource, OtherStage>, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Observables.Timeout<Observables.Pipeline<Source, Stage>, Observables.Pipeline<OtherSource, OtherStage>, AnyScheduler>, Stages.Identity<Element>> where OtherStage.Output == Element {
        timeout(dueTime, other: other, scheduler: AnyScheduler(scheduler))
    }
}
