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
