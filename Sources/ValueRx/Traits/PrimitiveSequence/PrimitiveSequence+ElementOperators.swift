// The element-wise operators of `Single` and `Maybe`. Each is declared twice, as the
// observable ones are: for any wrapped sequence (`@_disfavoredOverload`), and for a wrapped
// pipeline, where the stage is fused into it (see `ObservableType.appendingStage`).

extension PrimitiveSequence where Trait: _TraitWithElement {
    /// Returns a sequence of the same trait with `transform` applied to the element.
    ///
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    ///
    /// - Parameter transform: Converts the element; if it throws, the result fails with that
    ///   error.
    /// - Returns: A `Single` for a `Single`, a `Maybe` for a `Maybe`.
    @inlinable
    @_disfavoredOverload
    public consuming func map<Result, Failure: Swift.Error>(_ transform: @escaping (Element) throws(Failure) -> Result) -> PrimitiveSequence<Trait, Observables.Pipeline<Source, Stages.Map<Element, Result, Failure>>> {
        PrimitiveSequence<Trait, Observables.Pipeline<Source, Stages.Map<Element, Result, Failure>>>(raw: source.map(transform))
    }

    /// `map(_:)` on a trait over a pipeline: the stage is fused.
    ///
    /// - Parameter transform: Converts the element; if it throws, the result fails with that
    ///   error.
    /// - Returns: A `Single` for a `Single`, a `Maybe` for a `Maybe`.
    @inlinable
    public consuming func map<Upstream, Stage, Result, Failure: Swift.Error>(_ transform: @escaping (Element) throws(Failure) -> Result) -> PrimitiveSequence<Trait, Observables.Pipeline<Upstream, Stages.Then<Stage, Stages.Map<Element, Result, Failure>>>> where Source == Observables.Pipeline<Upstream, Stage> {
        PrimitiveSequence<Trait, Observables.Pipeline<Upstream, Stages.Then<Stage, Stages.Map<Element, Result, Failure>>>>(raw: source.map(transform))
    }

    /// Returns a `Maybe` with `transform` applied to the element, empty when it returns `nil`.
    ///
    /// - Parameter transform: Converts the element, or returns `nil` to drop it; if it throws,
    ///   the result fails with that error.
    /// - Returns: The `Maybe`.
    @inlinable
    @_disfavoredOverload
    public consuming func compactMap<Result, Failure: Swift.Error>(_ transform: @escaping (Element) throws(Failure) -> Result?) -> PrimitiveSequence<MaybeTrait, Observables.Pipeline<Source, Stages.CompactMap<Element, Result, Failure>>> {
        PrimitiveSequence<MaybeTrait, Observables.Pipeline<Source, Stages.CompactMap<Element, Result, Failure>>>(raw: source.compactMap(transform))
    }

    /// `compactMap(_:)` on a trait over a pipeline: the stage is fused.
    ///
    /// - Parameter transform: Converts the element, or returns `nil` to drop it.
    /// - Returns: The `Maybe`.
    @inlinable
    public consuming func compactMap<Upstream, Stage, Result, Failure: Swift.Error>(_ transform: @escaping (Element) throws(Failure) -> Result?) -> PrimitiveSequence<MaybeTrait, Observables.Pipeline<Upstream, Stages.Then<Stage, Stages.CompactMap<Element, Result, Failure>>>> where Source == Observables.Pipeline<Upstream, Stage> {
        PrimitiveSequence<MaybeTrait, Observables.Pipeline<Upstream, Stages.Then<Stage, Stages.CompactMap<Element, Result, Failure>>>>(raw: source.compactMap(transform))
    }

    /// Returns a `Maybe` with the element if `predicate` accepts it, empty otherwise.
    ///
    /// - seealso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    ///
    /// - Parameter predicate: Whether to keep the element; if it throws, the result fails with
    ///   that error.
    /// - Returns: The `Maybe`.
    @inlinable
    @_disfavoredOverload
    public consuming func filter<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> PrimitiveSequence<MaybeTrait, Observables.Pipeline<Source, Stages.Filter<Element, Failure>>> {
        PrimitiveSequence<MaybeTrait, Observables.Pipeline<Source, Stages.Filter<Element, Failure>>>(raw: source.filter(predicate))
    }

    /// `filter(_:)` on a trait over a pipeline: the stage is fused.
    ///
    /// - Parameter predicate: Whether to keep the element.
    /// - Returns: The `Maybe`.
    @inlinable
    public consuming func filter<Upstream, Stage, Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> PrimitiveSequence<MaybeTrait, Observables.Pipeline<Upstream, Stages.Then<Stage, Stages.Filter<Element, Failure>>>> where Source == Observables.Pipeline<Upstream, Stage> {
        PrimitiveSequence<MaybeTrait, Observables.Pipeline<Upstream, Stages.Then<Stage, Stages.Filter<Element, Failure>>>>(raw: source.filter(predicate))
    }

    /// Emits `element` and completes instead of failing.
    ///
    /// - Parameter element: What to emit after an error.
    /// - Returns: A sequence of the same trait that does not fail.
    @inlinable
    @_disfavoredOverload
    public consuming func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Observables.Pipeline<Source, Stages.CatchAndReturn<Element>>> {
        PrimitiveSequence<Trait, Observables.Pipeline<Source, Stages.CatchAndReturn<Element>>>(raw: source.catchAndReturn(element))
    }

    /// `catchAndReturn(_:)` on a trait over a pipeline: the stage is fused.
    ///
    /// - Parameter element: What to emit after an error.
    /// - Returns: A sequence of the same trait that does not fail.
    @inlinable
    public consuming func catchAndReturn<Upstream, Stage>(_ element: Element) -> PrimitiveSequence<Trait, Observables.Pipeline<Upstream, Stages.Then<Stage, Stages.CatchAndReturn<Element>>>> where Source == Observables.Pipeline<Upstream, Stage> {
        PrimitiveSequence<Trait, Observables.Pipeline<Upstream, Stages.Then<Stage, Stages.CatchAndReturn<Element>>>>(raw: source.catchAndReturn(element))
    }

    /// Deprecated spelling of `catchAndReturn(_:)`.
    ///
    /// - Parameter element: What to emit after an error.
    /// - Returns: A sequence of the same trait that does not fail.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    public consuming func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Observables.Pipeline<Source, Stages.CatchAndReturn<Element>>> {
        PrimitiveSequence<Trait, Observables.Pipeline<Source, Stages.CatchAndReturn<Element>>>(raw: Observables.Pipeline(source: source, stage: Stages.CatchAndReturn(element: element)))
    }
}
