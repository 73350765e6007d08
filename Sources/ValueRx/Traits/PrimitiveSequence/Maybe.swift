/// The trait of a sequence that emits at most one element, or fails: `Maybe`.
public enum MaybeTrait: _TraitWithElement {}

/// A sequence that emits one element, completes empty, or fails (the erased form, for storage
/// and API boundaries; operators return `PrimitiveSequence<MaybeTrait, ...>`, and `asMaybe()`
/// erases).
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Observable<Element>, Stages.Identity<Element>>

/// What a `Maybe` delivers: its element, its error, or completion without an element.
@frozen
public enum MaybeEvent<Element> {
    /// The element (the `Maybe` is over).
    case success(Element)
    /// The error (the `Maybe` is over).
    case error(Swift.Error)
    /// Completion without an element.
    case completed
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// The closure `create` hands its subscribe function: call it once with the outcome.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Returns a `Maybe` whose subscriptions each run `subscribe`, which reports the outcome
    /// through the closure it is given.
    ///
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    ///
    /// Only the first outcome counts; later calls are ignored.
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and returns what cancels it.
    /// - Returns: The `Maybe`.
    @inlinable
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> PrimitiveSequence<MaybeTrait, Observables.Create<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<MaybeTrait, Observables.Create<Element>, Stages.Identity<Element>>(raw: Observables.Create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        })
    }

    /// `create(subscribe:)` where a `Maybe<Element>` is expected (a function's result, say).
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and returns what cancels it.
    /// - Returns: The erased `Maybe`.
    @inlinable
    @_disfavoredOverload
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        let maybe: PrimitiveSequence<MaybeTrait, Observables.Create<Element>, Stages.Identity<Element>> = create(subscribe: subscribe)
        return maybe.asMaybe()
    }

    /// Subscribes `observer`, called once with the outcome.
    ///
    /// - Parameter observer: Called with `.success`, `.error` or `.completed`.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        pipeline.subscribe(MaybeEventObserver(observer))
    }

    /// Subscribes closures for the outcome; any may be left out.
    ///
    /// Without `onError`, an error goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once:
    /// right after the outcome's closure, or when the subscription is disposed.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onCompleted: Called when the `Maybe` completes empty.
    ///   - onDisposed: Called once the subscription has ended, whatever ended it.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribeClosures(onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, completionIsMisuse: false)
    }

    /// Subscribes closures for the outcome, passing `object` along; any may be left out.
    ///
    /// The object is held weakly: once it is gone, the closures are not called.
    ///
    /// - Parameters:
    ///   - object: Handed to each closure; not retained.
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onCompleted: Called when the `Maybe` completes empty.
    ///   - onDisposed: Called once the subscription has ended, whatever ended it.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] in
                guard let object else { return }
                onSuccess?(object, $0)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// Returns a `Maybe` that emits `element`.
    ///
    /// - Parameter element: The element.
    /// - Returns: The `Maybe`.
    @inlinable
    public static func just(_ element: Element) -> PrimitiveSequence<MaybeTrait, Observables.Just<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<MaybeTrait, Observables.Just<Element>, Stages.Identity<Element>>(raw: Observables.Just(element: element))
    }

    /// `just(_:)` where a `Maybe<Element>` is expected.
    ///
    /// - Parameter element: The element.
    /// - Returns: The erased `Maybe`.
    @inlinable
    @_disfavoredOverload
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe<Element>(raw: Observable(Observables.Just(element: element)))
    }

    /// Returns a `Maybe` that emits `element` on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is emitted.
    /// - Returns: The `Maybe`.
    @inlinable
    public static func just<Scheduler: ImmediateSchedulerType>(_ element: Element, scheduler: Scheduler) -> PrimitiveSequence<MaybeTrait, Observables.ScheduledOptional<Element, Scheduler>, Stages.Identity<Element>> {
        PrimitiveSequence<MaybeTrait, Observables.ScheduledOptional<Element, Scheduler>, Stages.Identity<Element>>(raw: Observables.ScheduledOptional(optional: element, scheduler: scheduler))
    }

    /// `just(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is emitted.
    /// - Returns: The `Maybe`.
    @inlinable
    @_disfavoredOverload
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> PrimitiveSequence<MaybeTrait, Observables.ScheduledOptional<Element, AnyImmediateScheduler>, Stages.Identity<Element>> {
        just(element, scheduler: AnyImmediateScheduler(scheduler))
    }

    /// Returns a `Maybe` that fails with `error`.
    ///
    /// - Parameter error: The error.
    /// - Returns: The `Maybe`.
    @inlinable
    public static func error(_ error: Swift.Error) -> PrimitiveSequence<MaybeTrait, Observables.Fail<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<MaybeTrait, Observables.Fail<Element>, Stages.Identity<Element>>(raw: Observables.Fail(error: error))
    }

    /// `error(_:)` where a `Maybe<Element>` is expected.
    ///
    /// - Parameter error: The error.
    /// - Returns: The erased `Maybe`.
    @inlinable
    @_disfavoredOverload
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe<Element>(raw: Observable(Observables.Fail(error: error)))
    }

    /// Returns a `Maybe` that never emits anything.
    ///
    /// - Returns: The `Maybe`.
    @inlinable
    public static func never() -> PrimitiveSequence<MaybeTrait, Observables.Never<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<MaybeTrait, Observables.Never<Element>, Stages.Identity<Element>>(raw: Observables.Never())
    }

    /// `never()` where a `Maybe<Element>` is expected.
    ///
    /// - Returns: The erased `Maybe`.
    @inlinable
    @_disfavoredOverload
    public static func never() -> Maybe<Element> {
        Maybe<Element>(raw: Observable(Observables.Never()))
    }

    /// Returns a `Maybe` that completes without an element.
    ///
    /// - Returns: The `Maybe`.
    @inlinable
    public static func empty() -> PrimitiveSequence<MaybeTrait, Observables.Empty<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<MaybeTrait, Observables.Empty<Element>, Stages.Identity<Element>>(raw: Observables.Empty())
    }

    /// `empty()` where a `Maybe<Element>` is expected.
    ///
    /// - Returns: The erased `Maybe`.
    @inlinable
    @_disfavoredOverload
    public static func empty() -> Maybe<Element> {
        Maybe<Element>(raw: Observable(Observables.Empty()))
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// Calls the closures on the events and around the subscription, passing every event on.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    ///
    /// A closure that throws ends the `Maybe` with that error.
    ///
    /// - Parameters:
    ///   - onNext: Called with the element, before it is passed on.
    ///   - afterNext: Called with the element, after it is passed on.
    ///   - onError: Called with the error, before it is passed on.
    ///   - afterError: Called with the error, after it is passed on.
    ///   - onCompleted: Called on completion, before it is passed on.
    ///   - afterCompleted: Called on completion, after it is passed on.
    ///   - onSubscribe: Called before the subscription.
    ///   - onSubscribed: Called after the subscription.
    ///   - onDispose: Called when the subscription is disposed of.
    /// - Returns: The same `Maybe`, with the side effects.
    @inlinable
    @_disfavoredOverload
    public consuming func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> PrimitiveSequence<MaybeTrait, Source, Stages.Then<Stage, Stages.Do<Element>>> {
        PrimitiveSequence<MaybeTrait, Source, Stages.Then<Stage, Stages.Do<Element>>>(pipeline: pipeline.do(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// `do` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> PrimitiveSequence<MaybeTrait, Source, Stages.Do<Element>> where Stage == Stages.Identity<Element> {
        PrimitiveSequence<MaybeTrait, Source, Stages.Do<Element>>(pipeline: pipeline.source.do(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Subscribes to the `Maybe` `selector` returns for the element, and emits its outcome.
    ///
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    ///
    /// - Parameter selector: Makes the next `Maybe` from the element; if it throws, the result
    ///   fails with that error.
    /// - Returns: A `Maybe`: empty if this one is.
    @inlinable
    public consuming func flatMap<InnerSource, InnerStage>(_ selector: @escaping (Element) throws -> PrimitiveSequence<MaybeTrait, InnerSource, InnerStage>) -> PrimitiveSequence<MaybeTrait, Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>> {
        PrimitiveSequence<MaybeTrait, Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>>(raw: Observables.FlatMap(source: pipeline, selector: { try selector($0).pipeline }, mode: .merge, maxConcurrent: Int.max))
    }

    /// `flatMap(_:)` for a selector that returns the erased `Maybe<Result>`: lets the selector
    /// return an implicit member such as `.just($0 * 2)`, as RxSwift's `flatMap { .just($0) }` does
    /// (the generic form leaves the inner sequence's type unknown to `.just`). A selector
    /// returning a concrete `Maybe` keeps the generic, fused form.
    ///
    /// - Parameter selector: Makes the next `Maybe` from the element; if it throws, the result
    ///   fails with that error.
    /// - Returns: A `Maybe` with the inner `Maybe`'s outcome: empty if this one is.
    @inlinable
    @_disfavoredOverload
    public consuming func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> PrimitiveSequence<MaybeTrait, Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<Observable<Result>, Stages.Identity<Result>>>, Stages.Identity<Result>> {
        PrimitiveSequence<MaybeTrait, Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<Observable<Result>, Stages.Identity<Result>>>, Stages.Identity<Result>>(raw: Observables.FlatMap(source: pipeline, selector: { try selector($0).pipeline }, mode: .merge, maxConcurrent: Int.max))
    }

    /// Returns a `Single` with this `Maybe`'s element, or `default` if it completes empty.
    ///
    /// - Parameter default: The element to emit for an empty `Maybe`.
    /// - Returns: The `Single`.
    @inlinable
    @_disfavoredOverload
    public consuming func ifEmpty(default: Element) -> PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.DefaultIfEmpty<Element>>> {
        PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.DefaultIfEmpty<Element>>>(pipeline: pipeline.ifEmpty(default: `default`))
    }

    /// `ifEmpty` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func ifEmpty(default: Element) -> PrimitiveSequence<SingleTrait, Source, Stages.DefaultIfEmpty<Element>> where Stage == Stages.Identity<Element> {
        PrimitiveSequence<SingleTrait, Source, Stages.DefaultIfEmpty<Element>>(pipeline: pipeline.source.ifEmpty(default: `default`))
    }

    /// Continues with `other` if this `Maybe` completes empty.
    ///
    /// - Parameter other: The `Maybe` subscribed to after an empty completion.
    /// - Returns: A `Maybe`.
    @inlinable
    public consuming func ifEmpty<OtherSource, OtherStage>(switchTo other: PrimitiveSequence<MaybeTrait, OtherSource, OtherStage>) -> PrimitiveSequence<MaybeTrait, Observables.SwitchIfEmpty<Observables.Pipeline<Source, Stage>, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>> where OtherStage.Output == Element {
        PrimitiveSequence<MaybeTrait, Observables.SwitchIfEmpty<Observables.Pipeline<Source, Stage>, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>>(raw: Observables.SwitchIfEmpty(source: pipeline, other: other.pipeline))
    }

    /// Continues with `other` if this `Maybe` completes empty.
    ///
    /// - Parameter other: The `Single` subscribed to after an empty completion.
    /// - Returns: A `Single`.
    @inlinable
    public consuming func ifEmpty<OtherSource, OtherStage>(switchTo other: PrimitiveSequence<SingleTrait, OtherSource, OtherStage>) -> PrimitiveSequence<SingleTrait, Observables.SwitchIfEmpty<Observables.Pipeline<Source, Stage>, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>> where OtherStage.Output == Element {
        PrimitiveSequence<SingleTrait, Observables.SwitchIfEmpty<Observables.Pipeline<Source, Stage>, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>>(raw: Observables.SwitchIfEmpty(source: pipeline, other: other.pipeline))
    }

    /// This `Maybe` with its wrapped sequence erased: the `Maybe<Element>` to store or return.
    ///
    /// Not in RxSwift, where every `Maybe` already has that type.
    ///
    /// - Returns: The erased `Maybe`.
    @inlinable
    public consuming func asMaybe() -> Maybe<Element> {
        Maybe<Element>(raw: erasedObservable)
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// Returns a `Maybe` with `resultSelector` applied to the elements of all `Maybe`s in
    /// `collection`; empty if one is, failing with the first failure. An empty collection
    /// gives `resultSelector([])`.
    ///
    /// - Parameters:
    ///   - collection: The `Maybe`s.
    ///   - resultSelector: Combines their elements, in the collection's order.
    /// - Returns: The combined `Maybe`.
    @inlinable
    public static func zip<Sources: Swift.Collection, InnerSource, InnerStage>(_ collection: Sources, resultSelector: @escaping ([InnerStage.Output]) throws -> Element) -> PrimitiveSequence<MaybeTrait, Observables.TraitZip<Element>, Stages.Identity<Element>> where Sources.Element == PrimitiveSequence<MaybeTrait, InnerSource, InnerStage> {
        PrimitiveSequence<MaybeTrait, Observables.TraitZip<Element>, Stages.Identity<Element>>(raw: Observables.TraitZip(primitiveZip(collection, resultSelector: resultSelector)))
    }

    /// Returns a `Maybe` with the elements of all `Maybe`s in `collection`, in order. An empty
    /// collection gives `[]`.
    ///
    /// - Parameter collection: The `Maybe`s.
    /// - Returns: The combined `Maybe`.
    @inlinable
    public static func zip<Sources: Swift.Collection, InnerSource, InnerStage>(_ collection: Sources) -> PrimitiveSequence<MaybeTrait, Observables.TraitZip<Element>, Stages.Identity<Element>> where Sources.Element == PrimitiveSequence<MaybeTrait, InnerSource, InnerStage>, Element == [InnerStage.Output] {
        PrimitiveSequence<MaybeTrait, Observables.TraitZip<Element>, Stages.Identity<Element>>(raw: Observables.TraitZip(primitiveZip(collection, resultSelector: { $0 })))
    }
}

extension MaybeEvent: Equatable where Element: Equatable {
    /// Compares two events as RxTest does: elements with `==`, errors by NSError domain and
    /// code and by description.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.success(l), .success(r)): return l == r
        case let (.error(l), .error(r)): return errorsAreEqual(l, r)
        default: return false
        }
    }
}
