/// The trait of a sequence that emits no element, only completion or an error: `Completable`.
public enum CompletableTrait {}

/// A sequence that completes or fails without emitting an element (the erased form, for
/// storage and API boundaries; operators return `PrimitiveSequence<CompletableTrait, ...>`, and
/// `asCompletable()` erases).
public typealias Completable = PrimitiveSequence<CompletableTrait, Observable<Swift.Never>, Stages.Identity<Swift.Never>>

/// What a `Completable` delivers: its error, or its completion.
@frozen
public enum CompletableEvent {
    /// The error (the `Completable` is over).
    case error(Swift.Error)
    /// Completion (the `Completable` is over).
    case completed
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// The closure `create` hands its subscribe function: call it once with the outcome.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Returns a `Completable` whose subscriptions each run `subscribe`, which reports the
    /// outcome through the closure it is given.
    ///
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    ///
    /// Only the first outcome counts; later calls are ignored.
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and returns what cancels it.
    /// - Returns: The `Completable`.
    @inlinable
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> PrimitiveSequence<CompletableTrait, Observables.Create<Swift.Never>, Stages.Identity<Swift.Never>> {
        PrimitiveSequence<CompletableTrait, Observables.Create<Swift.Never>, Stages.Identity<Swift.Never>>(raw: Observables.Create { observer in
            subscribe { event in
                switch event {
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        })
    }

    /// `create(subscribe:)` where a `Completable` is expected (a function's result, say).
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and returns what cancels it.
    /// - Returns: The erased `Completable`.
    @inlinable
    @_disfavoredOverload
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        let completable: PrimitiveSequence<CompletableTrait, Observables.Create<Swift.Never>, Stages.Identity<Swift.Never>> = create(subscribe: subscribe)
        return completable.asCompletable()
    }

    /// Subscribes `observer`, called once with the outcome.
    ///
    /// - Parameter observer: Called with `.completed` or `.error`.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        pipeline.subscribe(CompletableEventObserver(observer))
    }

    /// Subscribes closures for the outcome; any may be left out.
    ///
    /// Without `onError`, an error goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once:
    /// right after the outcome's closure, or when the subscription is disposed.
    ///
    /// - Parameters:
    ///   - onCompleted: Called on completion.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once the subscription has ended, whatever ended it.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe(onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribeClosures(onSuccess: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, completionIsMisuse: false)
    }

    /// Subscribes closures for the outcome, passing `object` along; any may be left out.
    ///
    /// The object is held weakly: once it is gone, the closures are not called.
    ///
    /// - Parameters:
    ///   - object: Handed to each closure; not retained.
    ///   - onCompleted: Called on completion.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once the subscription has ended, whatever ended it.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// Returns a `Completable` that fails with `error`.
    ///
    /// - Parameter error: The error.
    /// - Returns: The `Completable`.
    @inlinable
    public static func error(_ error: Swift.Error) -> PrimitiveSequence<CompletableTrait, Observables.Fail<Swift.Never>, Stages.Identity<Swift.Never>> {
        PrimitiveSequence<CompletableTrait, Observables.Fail<Swift.Never>, Stages.Identity<Swift.Never>>(raw: Observables.Fail(error: error))
    }

    /// `error(_:)` where a `Completable` is expected.
    ///
    /// - Parameter error: The error.
    /// - Returns: The erased `Completable`.
    @inlinable
    @_disfavoredOverload
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable(Observables.Fail(error: error)))
    }

    /// Returns a `Completable` that never ends.
    ///
    /// - Returns: The `Completable`.
    @inlinable
    public static func never() -> PrimitiveSequence<CompletableTrait, Observables.Never<Swift.Never>, Stages.Identity<Swift.Never>> {
        PrimitiveSequence<CompletableTrait, Observables.Never<Swift.Never>, Stages.Identity<Swift.Never>>(raw: Observables.Never())
    }

    /// `never()` where a `Completable` is expected.
    ///
    /// - Returns: The erased `Completable`.
    @inlinable
    @_disfavoredOverload
    public static func never() -> Completable {
        Completable(raw: Observable(Observables.Never()))
    }

    /// Returns a `Completable` that completes at once.
    ///
    /// - Returns: The `Completable`.
    @inlinable
    public static func empty() -> PrimitiveSequence<CompletableTrait, Observables.Empty<Swift.Never>, Stages.Identity<Swift.Never>> {
        PrimitiveSequence<CompletableTrait, Observables.Empty<Swift.Never>, Stages.Identity<Swift.Never>>(raw: Observables.Empty())
    }

    /// `empty()` where a `Completable` is expected.
    ///
    /// - Returns: The erased `Completable`.
    @inlinable
    @_disfavoredOverload
    public static func empty() -> Completable {
        Completable(raw: Observable(Observables.Empty()))
    }
}

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
    public consuming func concat<SecondSource, SecondStage>(_ second: PrimitiveSequence<CompletableTrait, SecondSource, SecondStage>) -> PrimitiveSequence<CompletableTrait, Observables.SequenceOf<[Observable<Swift.Never>]>, Stages.Identity<Swift.Never>> where SecondStage.Output == Swift.Never {
        PrimitiveSequence<CompletableTrait, Observables.SequenceOf<[Observable<Swift.Never>]>, Stages.Identity<Swift.Never>>(raw: Observables.SequenceOf(sources: [erasedObservable, second.erasedObservable], catchesErrors: false))
    }

    /// Runs the `Completable`s of `sequence` one after the other, each once the previous one
    /// has completed; an error ends everything.
    ///
    /// - Parameter sequence: The `Completable`s, read lazily.
    /// - Returns: A `Completable` that completes after the last one.
    @inlinable
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> PrimitiveSequence<CompletableTrait, Observables.SequenceOf<LazyMapSequence<Sources, Observable<Swift.Never>>>, Stages.Identity<Swift.Never>> where Sources.Element == Completable {
        PrimitiveSequence<CompletableTrait, Observables.SequenceOf<LazyMapSequence<Sources, Observable<Swift.Never>>>, Stages.Identity<Swift.Never>>(raw: Observables.SequenceOf(sources: sequence.lazy.map { $0.erasedObservable }, catchesErrors: false))
    }

    /// Runs the `Completable`s of `collection` one after the other, each once the previous one
    /// has completed; an error ends everything.
    ///
    /// - Parameter collection: The `Completable`s.
    /// - Returns: A `Completable` that completes after the last one.
    @inlinable
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> PrimitiveSequence<CompletableTrait, Observables.SequenceOf<[Observable<Swift.Never>]>, Stages.Identity<Swift.Never>> where Sources.Element == Completable {
        PrimitiveSequence<CompletableTrait, Observables.SequenceOf<[Observable<Swift.Never>]>, Stages.Identity<Swift.Never>>(raw: Observables.SequenceOf(sources: collection.map { $0.erasedObservable }, catchesErrors: false))
    }

    /// Runs `sources` one after the other, each once the previous one has completed; an error
    /// ends everything.
    ///
    /// - Parameter sources: The `Completable`s.
    /// - Returns: A `Completable` that completes after the last one.
    @inlinable
    public static func concat(_ sources: Completable...) -> PrimitiveSequence<CompletableTrait, Observables.SequenceOf<[Observable<Swift.Never>]>, Stages.Identity<Swift.Never>> {
        PrimitiveSequence<CompletableTrait, Observables.SequenceOf<[Observable<Swift.Never>]>, Stages.Identity<Swift.Never>>(raw: Observables.SequenceOf(sources: sources.map { $0.erasedObservable }, catchesErrors: false))
    }

    /// `concat(_:)` where a `Completable` is expected (a closure or function returning
    /// `Completable`, `... as Completable`).
    ///
    /// - Parameter second: The `Completable` subscribed to after this one completes.
    /// - Returns: The erased `Completable` that completes after both.
    @inlinable
    @_disfavoredOverload
    public consuming func concat<SecondSource, SecondStage>(_ second: PrimitiveSequence<CompletableTrait, SecondSource, SecondStage>) -> Completable where SecondStage.Output == Swift.Never {
        Completable(raw: Observable(Observables.SequenceOf(sources: [erasedObservable, second.erasedObservable], catchesErrors: false)))
    }

    /// `concat(_:)` of a sequence where a `Completable` is expected.
    ///
    /// - Parameter sequence: The `Completable`s, read lazily.
    /// - Returns: The erased `Completable` that completes after the last one.
    @inlinable
    @_disfavoredOverload
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Completable where Sources.Element == Completable {
        Completable(raw: Observable(Observables.SequenceOf(sources: sequence.lazy.map { $0.erasedObservable }, catchesErrors: false)))
    }

    /// `concat(_:)` of a collection where a `Completable` is expected.
    ///
    /// - Parameter collection: The `Completable`s.
    /// - Returns: The erased `Completable` that completes after the last one.
    @inlinable
    @_disfavoredOverload
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Completable where Sources.Element == Completable {
        Completable(raw: Observable(Observables.SequenceOf(sources: collection.map { $0.erasedObservable }, catchesErrors: false)))
    }

    /// `concat(_:)` of a list where a `Completable` is expected
    /// (`{ ys1, ys2 in Completable.concat(ys1, ys2) }` typed `-> Completable`).
    ///
    /// - Parameter sources: The `Completable`s.
    /// - Returns: The erased `Completable` that completes after the last one.
    @inlinable
    @_disfavoredOverload
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable(Observables.SequenceOf(sources: sources.map { $0.erasedObservable }, catchesErrors: false)))
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

extension CompletableEvent: Equatable {
    /// Compares two events as RxTest does: errors by NSError domain and code and by
    /// description.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.error(l), .error(r)): return errorsAreEqual(l, r)
        default: return false
        }
    }
}
