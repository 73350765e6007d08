extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// Calls the closures on the outcome and around the subscription, passing it on.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    ///
    /// A closure that throws ends the `Completable` with that error.
    ///
    /// Returns the erased `Completable`, unlike the element-wise operators of `Single` and
    /// `Maybe`, which keep their fused type: a `Completable` carries no element, so fusing saves
    /// nothing per event, and RxSwift code stores the result in a variable that it later
    /// reassigns (`var completable = x.asCompletable().do(...)`, then `completable = .never()`).
    ///
    /// - Parameters:
    ///   - onError: Called with the error, before it is passed on.
    ///   - afterError: Called with the error, after it is passed on.
    ///   - onCompleted: Called on completion, before it is passed on.
    ///   - afterCompleted: Called on completion, after it is passed on.
    ///   - onSubscribe: Called before the subscription.
    ///   - onSubscribed: Called after the subscription.
    ///   - onDispose: Called when the subscription is disposed of.
    /// - Returns: The same `Completable`, with the side effects.
    @inlinable
    public consuming func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(raw: Observable(pipeline.do(onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)))
    }

    /// Runs `second` after this `Completable` completes.
    ///
    /// - Parameter second: The `Completable` subscribed to after this one completes.
    /// - Returns: A `Completable` that completes after both.
    @inlinable
    public consuming func concat<SecondSource, SecondStage>(_ second: PrimitiveSequence<CompletableTrait, SecondSource, SecondStage>) -> PrimitiveSequence<CompletableTrait, Observables.Concat<[Observable<Swift.Never>]>, Stages.Identity<Swift.Never>> where SecondStage.Output == Swift.Never {
        PrimitiveSequence<CompletableTrait, Observables.Concat<[Observable<Swift.Never>]>, Stages.Identity<Swift.Never>>(raw: Observables.Concat(sources: [erasedObservable, second.erasedObservable]))
    }

    /// Runs the `Completable`s of `sequence` one after the other, each once the previous one
    /// has completed; an error ends everything.
    ///
    /// - Parameter sequence: The `Completable`s, read lazily.
    /// - Returns: A `Completable` that completes after the last one.
    @inlinable
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> PrimitiveSequence<CompletableTrait, Observables.Concat<LazyMapSequence<Sources, Observable<Swift.Never>>>, Stages.Identity<Swift.Never>> where Sources.Element == Completable {
        PrimitiveSequence<CompletableTrait, Observables.Concat<LazyMapSequence<Sources, Observable<Swift.Never>>>, Stages.Identity<Swift.Never>>(raw: Observables.Concat(sources: sequence.lazy.map { $0.erasedObservable }))
    }

    /// Runs the `Completable`s of `collection` one after the other, each once the previous one
    /// has completed; an error ends everything.
    ///
    /// - Parameter collection: The `Completable`s.
    /// - Returns: A `Completable` that completes after the last one.
    @inlinable
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> PrimitiveSequence<CompletableTrait, Observables.Concat<[Observable<Swift.Never>]>, Stages.Identity<Swift.Never>> where Sources.Element == Completable {
        PrimitiveSequence<CompletableTrait, Observables.Concat<[Observable<Swift.Never>]>, Stages.Identity<Swift.Never>>(raw: Observables.Concat(sources: collection.map { $0.erasedObservable }))
    }

    /// Runs `sources` one after the other, each once the previous one has completed; an error
    /// ends everything.
    ///
    /// - Parameter sources: The `Completable`s.
    /// - Returns: A `Completable` that completes after the last one.
    @inlinable
    public static func concat(_ sources: Completable...) -> PrimitiveSequence<CompletableTrait, Observables.Concat<[Observable<Swift.Never>]>, Stages.Identity<Swift.Never>> {
        PrimitiveSequence<CompletableTrait, Observables.Concat<[Observable<Swift.Never>]>, Stages.Identity<Swift.Never>>(raw: Observables.Concat(sources: sources.map { $0.erasedObservable }))
    }

    /// `concat(_:)` where a `Completable` is expected (a closure or function returning
    /// `Completable`, `... as Completable`).
    ///
    /// - Parameter second: The `Completable` subscribed to after this one completes.
    /// - Returns: The erased `Completable` that completes after both.
    @inlinable
    @_disfavoredOverload
    public consuming func concat<SecondSource, SecondStage>(_ second: PrimitiveSequence<CompletableTrait, SecondSource, SecondStage>) -> Completable where SecondStage.Output == Swift.Never {
        Completable(raw: Observable(Observables.Concat(sources: [erasedObservable, second.erasedObservable])))
    }

    /// `concat(_:)` of a sequence where a `Completable` is expected.
    ///
    /// - Parameter sequence: The `Completable`s, read lazily.
    /// - Returns: The erased `Completable` that completes after the last one.
    @inlinable
    @_disfavoredOverload
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Completable where Sources.Element == Completable {
        Completable(raw: Observable(Observables.Concat(sources: sequence.lazy.map { $0.erasedObservable })))
    }

    /// `concat(_:)` of a collection where a `Completable` is expected.
    ///
    /// - Parameter collection: The `Completable`s.
    /// - Returns: The erased `Completable` that completes after the last one.
    @inlinable
    @_disfavoredOverload
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Completable where Sources.Element == Completable {
        Completable(raw: Observable(Observables.Concat(sources: collection.map { $0.erasedObservable })))
    }

    /// `concat(_:)` of a list where a `Completable` is expected
    /// (`{ ys1, ys2 in Completable.concat(ys1, ys2) }` typed `-> Completable`).
    ///
    /// - Parameter sources: The `Completable`s.
    /// - Returns: The erased `Completable` that completes after the last one.
    @inlinable
    @_disfavoredOverload
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable(Observables.Concat(sources: sources.map { $0.erasedObservable })))
    }

    /// Runs the `Completable`s of `sources` at the same time; completes when all have
    /// completed, fails with the first error (RxSwift builds it from `merge`).
    ///
    /// - Parameter sources: The `Completable`s.
    /// - Returns: The combined `Completable`.
    @inlinable
    public static func zip<Sources: Swift.Collection>(_ sources: Sources) -> PrimitiveSequence<CompletableTrait, Observables.Merge<Observable<Swift.Never>>, Stages.Identity<Swift.Never>> where Sources.Element == Completable {
        PrimitiveSequence<CompletableTrait, Observables.Merge<Observable<Swift.Never>>, Stages.Identity<Swift.Never>>(raw: Observables.Merge(sources: sources.map { $0.erasedObservable }))
    }

    /// Runs the `Completable`s of `sources` at the same time; completes when all have
    /// completed, fails with the first error.
    ///
    /// - Parameter sources: The `Completable`s.
    /// - Returns: The combined `Completable`.
    @inlinable
    public static func zip(_ sources: [Completable]) -> PrimitiveSequence<CompletableTrait, Observables.Merge<Observable<Swift.Never>>, Stages.Identity<Swift.Never>> {
        PrimitiveSequence<CompletableTrait, Observables.Merge<Observable<Swift.Never>>, Stages.Identity<Swift.Never>>(raw: Observables.Merge(sources: sources.map { $0.erasedObservable }))
    }

    /// Runs `sources` at the same time; completes when all have completed, fails with the
    /// first error.
    ///
    /// - Parameter sources: The `Completable`s.
    /// - Returns: The combined `Completable`.
    @inlinable
    public static func zip(_ sources: Completable...) -> PrimitiveSequence<CompletableTrait, Observables.Merge<Observable<Swift.Never>>, Stages.Identity<Swift.Never>> {
        PrimitiveSequence<CompletableTrait, Observables.Merge<Observable<Swift.Never>>, Stages.Identity<Swift.Never>>(raw: Observables.Merge(sources: sources.map { $0.erasedObservable }))
    }

    /// This `Completable` with its wrapped sequence erased: the `Completable` to store or
    /// return.
    ///
    /// Not in RxSwift, where every `Completable` already has that type.
    ///
    /// - Returns: The erased `Completable`.
    @inlinable
    public consuming func asCompletable() -> Completable {
        Completable(raw: erasedObservable)
    }
}
