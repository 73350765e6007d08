// The operators of `Maybe` made of other sequences (flatMap, ifEmpty(switchTo:), zip) and its
// erasure. Its `do` and `ifEmpty(default:)`, which append a stage, are blocks of
// Scripts/surface.txt, written to PrimitiveSequence+ElementOperators.generated.swift.

extension PrimitiveSequence where Trait == MaybeTrait {
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
