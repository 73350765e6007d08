// The erased `map` of a trait `zip`'s result (RxSwift's `Single.zip(a, b).map { $0 + $1 }`
// where a `Single<Int>` is expected). It erases the trait instead of appending a stage, so it is
// hand-written; the element-wise operators of `Single` and `Maybe` are generated from
// Scripts/surface.txt into PrimitiveSequence+ElementOperators.generated.swift.

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
