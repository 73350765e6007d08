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
    public static func just<Scheduler: ImmediateSchedulerType>(_ element: Element, scheduler: Scheduler) -> PrimitiveSequence<MaybeTrait, Observables.ScheduledElement<Element, Scheduler>, Stages.Identity<Element>> {
        PrimitiveSequence<MaybeTrait, Observables.ScheduledElement<Element, Scheduler>, Stages.Identity<Element>>(raw: Observables.ScheduledElement(optional: element, scheduler: scheduler))
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
