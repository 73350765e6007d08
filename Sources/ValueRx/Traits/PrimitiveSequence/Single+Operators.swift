// The operators of `Single` made of other sequences (flatMap, zip) and its conversions. Its `do`
// and `asCompletable()`, which append a stage, are blocks of Scripts/surface.txt, written to
// PrimitiveSequence+ElementOperators.generated.swift.

extension PrimitiveSequence where Trait == SingleTrait {
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
