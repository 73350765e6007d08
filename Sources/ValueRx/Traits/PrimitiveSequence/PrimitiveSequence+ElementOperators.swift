// The element-wise operators of `Single` and `Maybe`: each appends its stage to the trait's
// pipeline, so a chain of them is one fused value (two declarations each: the general one,
// disfavored, and one that replaces an identity stage; see CONTRIBUTING "Traits").

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
    public consuming func map<Result, Failure: Swift.Error>(_ transform: @escaping (Element) throws(Failure) -> Result) -> PrimitiveSequence<Trait, Source, Stages.Then<Stage, Stages.Map<Element, Result, Failure>>> {
        PrimitiveSequence<Trait, Source, Stages.Then<Stage, Stages.Map<Element, Result, Failure>>>(pipeline: pipeline.map(transform))
    }

    /// `map` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func map<Result, Failure: Swift.Error>(_ transform: @escaping (Element) throws(Failure) -> Result) -> PrimitiveSequence<Trait, Source, Stages.Map<Element, Result, Failure>> where Stage == Stages.Identity<Element> {
        PrimitiveSequence<Trait, Source, Stages.Map<Element, Result, Failure>>(pipeline: pipeline.source.map(transform))
    }

    /// Returns a `Maybe` with `transform` applied to the element, empty when it returns `nil`.
    ///
    /// - Parameter transform: Converts the element, or returns `nil` to drop it; if it throws,
    ///   the result fails with that error.
    /// - Returns: The `Maybe`.
    @inlinable
    @_disfavoredOverload
    public consuming func compactMap<Result, Failure: Swift.Error>(_ transform: @escaping (Element) throws(Failure) -> Result?) -> PrimitiveSequence<MaybeTrait, Source, Stages.Then<Stage, Stages.CompactMap<Element, Result, Failure>>> {
        PrimitiveSequence<MaybeTrait, Source, Stages.Then<Stage, Stages.CompactMap<Element, Result, Failure>>>(pipeline: pipeline.compactMap(transform))
    }

    /// `compactMap` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func compactMap<Result, Failure: Swift.Error>(_ transform: @escaping (Element) throws(Failure) -> Result?) -> PrimitiveSequence<MaybeTrait, Source, Stages.CompactMap<Element, Result, Failure>> where Stage == Stages.Identity<Element> {
        PrimitiveSequence<MaybeTrait, Source, Stages.CompactMap<Element, Result, Failure>>(pipeline: pipeline.source.compactMap(transform))
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
    public consuming func filter<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> PrimitiveSequence<MaybeTrait, Source, Stages.Then<Stage, Stages.Filter<Element, Failure>>> {
        PrimitiveSequence<MaybeTrait, Source, Stages.Then<Stage, Stages.Filter<Element, Failure>>>(pipeline: pipeline.filter(predicate))
    }

    /// `filter` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func filter<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> PrimitiveSequence<MaybeTrait, Source, Stages.Filter<Element, Failure>> where Stage == Stages.Identity<Element> {
        PrimitiveSequence<MaybeTrait, Source, Stages.Filter<Element, Failure>>(pipeline: pipeline.source.filter(predicate))
    }

    /// Emits `element` and completes instead of failing.
    ///
    /// - Parameter element: What to emit after an error.
    /// - Returns: A sequence of the same trait that does not fail.
    @inlinable
    @_disfavoredOverload
    public consuming func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Source, Stages.Then<Stage, Stages.CatchAndReturn<Element>>> {
        PrimitiveSequence<Trait, Source, Stages.Then<Stage, Stages.CatchAndReturn<Element>>>(pipeline: pipeline.catchAndReturn(element))
    }

    /// `catchAndReturn` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Source, Stages.CatchAndReturn<Element>> where Stage == Stages.Identity<Element> {
        PrimitiveSequence<Trait, Source, Stages.CatchAndReturn<Element>>(pipeline: pipeline.source.catchAndReturn(element))
    }

    /// Deprecated spelling of `catchAndReturn(_:)`.
    ///
    /// - Parameter element: What to emit after an error.
    /// - Returns: A sequence of the same trait that does not fail.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    public consuming func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Source, Stages.Then<Stage, Stages.CatchAndReturn<Element>>> {
        catchAndReturn(element)
    }
}

/// The sequences a trait's `zip` wraps (`Observables.Zip2` ... `Zip8`, `Observables.TraitZip`):
/// the only receivers of the erased `map` below. Not API.
public protocol _TraitZipSource {}

extension Observables.Zip2: _TraitZipSource {}
extension Observables.TraitZip: _TraitZipSource {}
extension Observables.Zip3: _TraitZipSource {}
extension Observables.Zip4: _TraitZipSource {}
extension Observables.Zip5: _TraitZipSource {}
extension Observables.Zip6: _TraitZipSource {}
extension Observables.Zip7: _TraitZipSource {}
extension Observables.Zip8: _TraitZipSource {}

extension PrimitiveSequence where Trait: _TraitWithElement, Source: _TraitZipSource {
    /// `map(_:)` right after a trait's `zip`, where the erased trait is expected (RxSwift's
    /// `let s: Single<Int> = Single.zip(a, b).map { $0 + $1 }`): the mapped sequence, erased.
    ///
    /// Only a `zip`'s result has this overload: on every trait, a disfavored `map` that returns
    /// the erased trait made 32 chained untyped `map`s take 5.5 s to type-check instead of
    /// 0.3 s (its result could take the same overload again at the next link); limited to
    /// `zip`, a `zip` followed by 31 `map`s takes 1 s instead of 0.5 s, and other chains are
    /// unchanged.
    ///
    /// - Parameter transform: Makes the result from the zipped elements; if it throws, the
    ///   sequence fails with that error.
    /// - Returns: The erased `Single<Result>` or `Maybe<Result>`.
    @inlinable
    @_disfavoredOverload
    public consuming func map<Result, Failure: Swift.Error>(_ transform: @escaping (Element) throws(Failure) -> Result) -> PrimitiveSequence<Trait, Observable<Result>, Stages.Identity<Result>> where Stage == Stages.Identity<Element> {
        PrimitiveSequence<Trait, Observable<Result>, Stages.Identity<Result>>(raw: Observable(pipeline.source.map(transform)))
    }
}
