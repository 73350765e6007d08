/// The trait of a sequence that emits one element or fails: `Single`.
public enum SingleTrait: _TraitWithElement {}

/// A sequence that emits exactly one element, or fails (the erased form, for storage and API
/// boundaries; operators return `PrimitiveSequence<SingleTrait, ...>`, and `asSingle()` erases).
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Observable<Element>, Stages.Identity<Element>>

/// What a `Single` delivers: its element, or its error.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequence where Trait == SingleTrait {
    /// The closure `create` hands its subscribe function: call it once with the outcome.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Returns a `Single` whose subscriptions each run `subscribe`, which reports the outcome
    /// through the closure it is given.
    ///
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    ///
    /// Only the first outcome counts; later calls are ignored. The disposable `subscribe`
    /// returns is disposed when the outcome has been delivered or the subscription is disposed.
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and returns what cancels it.
    /// - Returns: The `Single`.
    @inlinable
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> PrimitiveSequence<SingleTrait, Observables.Create<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<SingleTrait, Observables.Create<Element>, Stages.Identity<Element>>(raw: Observables.Create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        })
    }

    /// `create(subscribe:)` where a `Single<Element>` is expected (a function's result, say).
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and returns what cancels it.
    /// - Returns: The erased `Single`.
    @inlinable
    @_disfavoredOverload
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let single: PrimitiveSequence<SingleTrait, Observables.Create<Element>, Stages.Identity<Element>> = create(subscribe: subscribe)
        return single.asSingle()
    }

    /// Subscribes `observer`, called once with the outcome.
    ///
    /// - Parameter observer: Called with `.success(element)` or `.failure(error)`.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        pipeline.subscribe(SingleEventObserver(observer))
    }

    /// Subscribes closures for the outcome; any may be left out.
    ///
    /// Without `onFailure`, an error goes to `Hooks.defaultErrorHandler`. `onDisposed` runs
    /// once: right after `onSuccess` or `onFailure`, or when the subscription is disposed.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onFailure: Called with the error.
    ///   - onDisposed: Called once the subscription has ended, whatever ended it.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe(onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribeClosures(onSuccess: onSuccess, onError: onFailure, onCompleted: nil, onDisposed: onDisposed, completionIsMisuse: true)
    }

    /// Deprecated spelling of `subscribe(onSuccess:onFailure:onDisposed:)`.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once the subscription has ended, whatever ended it.
    /// - Returns: The subscription; dispose of it to cancel.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    @inlinable
    public consuming func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: @escaping ((Swift.Error) -> Void), onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Subscribes closures for the outcome, passing `object` along; any may be left out.
    ///
    /// The object is held weakly: once it is gone, the closures are not called.
    ///
    /// - Parameters:
    ///   - object: Handed to each closure; not retained.
    ///   - onSuccess: Called with the element.
    ///   - onFailure: Called with the error.
    ///   - onDisposed: Called once the subscription has ended, whatever ended it.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] in
                guard let object else { return }
                onSuccess?(object, $0)
            },
            onFailure: { [weak object] in
                guard let object else { return }
                onFailure?(object, $0)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Returns a `Single` that emits `element`.
    ///
    /// - seealso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    ///
    /// - Parameter element: The element.
    /// - Returns: The `Single`.
    @inlinable
    public static func just(_ element: Element) -> PrimitiveSequence<SingleTrait, Observables.Just<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<SingleTrait, Observables.Just<Element>, Stages.Identity<Element>>(raw: Observables.Just(element: element))
    }

    /// `just(_:)` where a `Single<Element>` is expected.
    ///
    /// - Parameter element: The element.
    /// - Returns: The erased `Single`.
    @inlinable
    @_disfavoredOverload
    public static func just(_ element: Element) -> Single<Element> {
        Single<Element>(raw: Observable(Observables.Just(element: element)))
    }

    /// Returns a `Single` that emits `element` on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is emitted.
    /// - Returns: The `Single`.
    @inlinable
    public static func just<Scheduler: ImmediateSchedulerType>(_ element: Element, scheduler: Scheduler) -> PrimitiveSequence<SingleTrait, Observables.ScheduledOptional<Element, Scheduler>, Stages.Identity<Element>> {
        PrimitiveSequence<SingleTrait, Observables.ScheduledOptional<Element, Scheduler>, Stages.Identity<Element>>(raw: Observables.ScheduledOptional(optional: element, scheduler: scheduler))
    }

    /// `just(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is emitted.
    /// - Returns: The `Single`.
    @inlinable
    @_disfavoredOverload
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<SingleTrait, Observables.ScheduledOptional<Element, AnyImmediateScheduler>, Stages.Identity<Element>> {
        just(element, scheduler: AnyImmediateScheduler(scheduler))
    }

    /// Returns a `Single` that fails with `error`.
    ///
    /// - Parameter error: The error.
    /// - Returns: The `Single`.
    @inlinable
    public static func error(_ error: Swift.Error) -> PrimitiveSequence<SingleTrait, Observables.Fail<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<SingleTrait, Observables.Fail<Element>, Stages.Identity<Element>>(raw: Observables.Fail(error: error))
    }

    /// `error(_:)` where a `Single<Element>` is expected.
    ///
    /// - Parameter error: The error.
    /// - Returns: The erased `Single`.
    @inlinable
    @_disfavoredOverload
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single<Element>(raw: Observable(Observables.Fail(error: error)))
    }

    /// Returns a `Single` that never emits anything.
    ///
    /// - Returns: The `Single`.
    @inlinable
    public static func never() -> PrimitiveSequence<SingleTrait, Observables.Never<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<SingleTrait, Observables.Never<Element>, Stages.Identity<Element>>(raw: Observables.Never())
    }

    /// `never()` where a `Single<Element>` is expected.
    ///
    /// - Returns: The erased `Single`.
    @inlinable
    @_disfavoredOverload
    public static func never() -> Single<Element> {
        Single<Element>(raw: Observable(Observables.Never()))
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Calls the closures on the events and around the subscription, passing every event on.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    ///
    /// A closure that throws ends the `Single` with that error.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element, before it is passed on.
    ///   - afterSuccess: Called with the element, after it is passed on.
    ///   - onError: Called with the error, before it is passed on.
    ///   - afterError: Called with the error, after it is passed on.
    ///   - onSubscribe: Called before the subscription.
    ///   - onSubscribed: Called after the subscription.
    ///   - onDispose: Called when the subscription is disposed of.
    /// - Returns: The same `Single`, with the side effects.
    @inlinable
    @_disfavoredOverload
    public consuming func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.Do<Element>>> {
        PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.Do<Element>>>(pipeline: pipeline.do(onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// `do` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> PrimitiveSequence<SingleTrait, Source, Stages.Do<Element>> where Stage == Stages.Identity<Element> {
        PrimitiveSequence<SingleTrait, Source, Stages.Do<Element>>(pipeline: pipeline.source.do(onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Subscribes to the `Single` `selector` returns for the element, and emits its outcome.
    ///
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    ///
    /// - Parameter selector: Makes the next `Single` from the element; if it throws, the
    ///   result fails with that error.
    /// - Returns: A `Single` with the inner `Single`'s outcome.
    @inlinable
    public consuming func flatMap<InnerSource, InnerStage>(_ selector: @escaping (Element) throws -> PrimitiveSequence<SingleTrait, InnerSource, InnerStage>) -> PrimitiveSequence<SingleTrait, Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>> {
        PrimitiveSequence<SingleTrait, Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>>(raw: Observables.FlatMap(source: pipeline, selector: { try selector($0).pipeline }, mode: .merge, maxConcurrent: Int.max))
    }

    /// `flatMap(_:)` for a selector that returns the erased `Single<Result>`: lets the selector
    /// return an implicit member such as `.just($0 * 2)`, as RxSwift's `flatMap { .just($0) }` does
    /// (the generic form leaves the inner sequence's type unknown to `.just`). A selector
    /// returning a concrete `Single` keeps the generic, fused form.
    ///
    /// - Parameter selector: Makes the next `Single` from the element; if it throws, the result
    ///   fails with that error.
    /// - Returns: A `Single` with the inner `Single`'s outcome.
    @inlinable
    @_disfavoredOverload
    public consuming func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> PrimitiveSequence<SingleTrait, Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<Observable<Result>, Stages.Identity<Result>>>, Stages.Identity<Result>> {
        PrimitiveSequence<SingleTrait, Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<Observable<Result>, Stages.Identity<Result>>>, Stages.Identity<Result>>(raw: Observables.FlatMap(source: pipeline, selector: { try selector($0).pipeline }, mode: .merge, maxConcurrent: Int.max))
    }

    /// Subscribes to the `Maybe` `selector` returns for the element, and emits its outcome.
    ///
    /// - Parameter selector: Makes a `Maybe` from the element; if it throws, the result fails
    ///   with that error.
    /// - Returns: A `Maybe` with the inner `Maybe`'s outcome.
    @inlinable
    public consuming func flatMapMaybe<InnerSource, InnerStage>(_ selector: @escaping (Element) throws -> PrimitiveSequence<MaybeTrait, InnerSource, InnerStage>) -> PrimitiveSequence<MaybeTrait, Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>> {
        PrimitiveSequence<MaybeTrait, Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>>(raw: Observables.FlatMap(source: pipeline, selector: { try selector($0).pipeline }, mode: .merge, maxConcurrent: Int.max))
    }

    /// Subscribes to the `Completable` `selector` returns for the element, and completes or
    /// fails with it.
    ///
    /// - Parameter selector: Makes a `Completable` from the element; if it throws, the result
    ///   fails with that error.
    /// - Returns: A `Completable`.
    @inlinable
    public consuming func flatMapCompletable<InnerSource, InnerStage>(_ selector: @escaping (Element) throws -> PrimitiveSequence<CompletableTrait, InnerSource, InnerStage>) -> PrimitiveSequence<CompletableTrait, Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>> {
        PrimitiveSequence<CompletableTrait, Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>>(raw: Observables.FlatMap(source: pipeline, selector: { try selector($0).pipeline }, mode: .merge, maxConcurrent: Int.max))
    }

    /// This `Single` as a `Maybe` (the same events).
    ///
    /// - Returns: A `Maybe` over the same sequence.
    @inlinable
    public consuming func asMaybe() -> PrimitiveSequence<MaybeTrait, Source, Stage> {
        PrimitiveSequence<MaybeTrait, Source, Stage>(pipeline: pipeline)
    }

    /// A `Completable` that completes when this `Single` succeeds (dropping the element) and
    /// fails when it fails.
    ///
    /// - Returns: The `Completable`.
    @inlinable
    @_disfavoredOverload
    public consuming func asCompletable() -> PrimitiveSequence<CompletableTrait, Source, Stages.Then<Stage, Stages.IgnoreElements<Element>>> {
        PrimitiveSequence<CompletableTrait, Source, Stages.Then<Stage, Stages.IgnoreElements<Element>>>(pipeline: pipeline.ignoreElements())
    }

    /// `asCompletable` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func asCompletable() -> PrimitiveSequence<CompletableTrait, Source, Stages.IgnoreElements<Element>> where Stage == Stages.Identity<Element> {
        PrimitiveSequence<CompletableTrait, Source, Stages.IgnoreElements<Element>>(pipeline: pipeline.source.ignoreElements())
    }

    /// This `Single` with its wrapped sequence erased: the `Single<Element>` to store or return.
    ///
    /// Not in RxSwift, where every `Single` already has that type.
    ///
    /// - Returns: The erased `Single`.
    @inlinable
    public consuming func asSingle() -> Single<Element> {
        Single<Element>(raw: erasedObservable)
    }
}

// The erased conversions of a `Single` are members of the protocol, not of the struct: where a
// concrete conversion also fits, the struct's member ranks as the more specialized, so
// `Single<Int>.just(1).asMaybe() as Maybe<Int>` picks the concrete `just` and `asMaybe` (with
// both on the struct, it was ambiguous which of the two to erase), and an untyped
// `asCompletable()` keeps the fused stage.
extension PrimitiveSequenceType where Trait == SingleTrait {
    /// `asMaybe()` where a `Maybe<Element>` is expected (`... as Maybe<Int>`, a function's result).
    ///
    /// - Returns: The erased `Maybe`.
    @inlinable
    @_disfavoredOverload
    public func asMaybe() -> Maybe<Element> {
        Maybe<Element>(raw: primitiveSequence.erasedObservable)
    }

    /// `asCompletable()` where a `Completable` is expected (`... as Completable`, a function's
    /// result): completes when this `Single` succeeds, fails when it fails.
    ///
    /// - Returns: The erased `Completable`.
    @inlinable
    @_disfavoredOverload
    public func asCompletable() -> Completable {
        Completable(raw: Observable(primitiveSequence.erasedObservable.ignoreElements()))
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Returns a `Single` with `resultSelector` applied to the elements of all `Single`s in
    /// `collection`, or fails with the first failure. An empty collection gives
    /// `resultSelector([])`.
    ///
    /// - Parameters:
    ///   - collection: The `Single`s.
    ///   - resultSelector: Combines their elements, in the collection's order.
    /// - Returns: The combined `Single`.
    @inlinable
    public static func zip<Sources: Swift.Collection, InnerSource, InnerStage>(_ collection: Sources, resultSelector: @escaping ([InnerStage.Output]) throws -> Element) -> PrimitiveSequence<SingleTrait, Observables.TraitZip<Element>, Stages.Identity<Element>> where Sources.Element == PrimitiveSequence<SingleTrait, InnerSource, InnerStage> {
        PrimitiveSequence<SingleTrait, Observables.TraitZip<Element>, Stages.Identity<Element>>(raw: Observables.TraitZip(primitiveZip(collection, resultSelector: resultSelector)))
    }

    /// Returns a `Single` with the elements of all `Single`s in `collection`, in order, or
    /// fails with the first failure. An empty collection gives `[]`.
    ///
    /// - Parameter collection: The `Single`s.
    /// - Returns: The combined `Single`.
    @inlinable
    public static func zip<Sources: Swift.Collection, InnerSource, InnerStage>(_ collection: Sources) -> PrimitiveSequence<SingleTrait, Observables.TraitZip<Element>, Stages.Identity<Element>> where Sources.Element == PrimitiveSequence<SingleTrait, InnerSource, InnerStage>, Element == [InnerStage.Output] {
        PrimitiveSequence<SingleTrait, Observables.TraitZip<Element>, Stages.Identity<Element>>(raw: Observables.TraitZip(primitiveZip(collection, resultSelector: { $0 })))
    }
}

/// RxSwift's collection `zip` of traits: `deferred { just(resultSelector([])) }` for an empty
/// collection, the observable collection `zip` otherwise.
@inlinable
internal func primitiveZip<Trait, Sources: Swift.Collection, InnerSource, InnerStage, Result>(_ collection: Sources, resultSelector: @escaping ([InnerStage.Output]) throws -> Result) -> Observable<Result> where Sources.Element == PrimitiveSequence<Trait, InnerSource, InnerStage> {
    if collection.isEmpty {
        return Observable(Observables.Deferred { Observables.Just(element: try resultSelector([])) })
    }
    return Observable(Observables.ZipCollection(sources: collection.map { $0.pipeline }, resultSelector: resultSelector))
}
