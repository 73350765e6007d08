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

/// The traits whose sequences can carry an element (`SingleTrait`, `MaybeTrait`): the ones with
/// `map`, `compactMap`, `filter` and `catchAndReturn`. Not API.
public protocol _TraitWithElement {}
