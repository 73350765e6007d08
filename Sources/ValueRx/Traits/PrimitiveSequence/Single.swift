/// The trait of a sequence that emits one element or fails: `Single`.
public enum SingleTrait: _TraitWithElement {}

/// A sequence that emits exactly one element, or fails (the erased form, for storage and API
/// boundaries; operators return `PrimitiveSequence<SingleTrait, ...>`, and `asSingle()` erases).
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Observable<Element>, Stages.Identity<Element>>

/// What a `Single` delivers: its element, or its error.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequence where Trait == SingleTrait {
    /// The closure `create` hands its subscribe function: call it once with the outcome.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Returns a `Single` whose subscriptions each run `subscribe`, which reports the outcome
    /// through the closure it is given.
    ///
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    ///
    /// Only the first outcome counts; later calls are ignored. The disposable `subscribe`
    /// returns is disposed when the outcome has been delivered or the subscription is disposed.
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and returns what cancels it.
    /// - Returns: The `Single`.
    @inlinable
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> PrimitiveSequence<SingleTrait, Observables.Create<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<SingleTrait, Observables.Create<Element>, Stages.Identity<Element>>(raw: Observables.Create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        })
    }

    /// `create(subscribe:)` where a `Single<Element>` is expected (a function's result, say).
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and returns what cancels it.
    /// - Returns: The erased `Single`.
    @inlinable
    @_disfavoredOverload
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let single: PrimitiveSequence<SingleTrait, Observables.Create<Element>, Stages.Identity<Element>> = create(subscribe: subscribe)
        return single.asSingle()
    }
}

extension PrimitiveSequence where Trait == SingleTrait {
    /// Returns a `Single` that emits `element`.
    ///
    /// - seealso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    ///
    /// - Parameter element: The element.
    /// - Returns: The `Single`.
    @inlinable
    public static func just(_ element: Element) -> PrimitiveSequence<SingleTrait, Observables.Just<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<SingleTrait, Observables.Just<Element>, Stages.Identity<Element>>(raw: Observables.Just(element: element))
    }

    /// `just(_:)` where a `Single<Element>` is expected.
    ///
    /// - Parameter element: The element.
    /// - Returns: The erased `Single`.
    @inlinable
    @_disfavoredOverload
    public static func just(_ element: Element) -> Single<Element> {
        Single<Element>(raw: Observable(Observables.Just(element: element)))
    }

    /// Returns a `Single` that emits `element` on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is emitted.
    /// - Returns: The `Single`.
    @inlinable
    public static func just<Scheduler: ImmediateSchedulerType>(_ element: Element, scheduler: Scheduler) -> PrimitiveSequence<SingleTrait, Observables.ScheduledElement<Element, Scheduler>, Stages.Identity<Element>> {
        PrimitiveSequence<SingleTrait, Observables.ScheduledElement<Element, Scheduler>, Stages.Identity<Element>>(raw: Observables.ScheduledElement(optional: element, scheduler: scheduler))
    }

    /// Returns a `Single` that fails with `error`.
    ///
    /// - Parameter error: The error.
    /// - Returns: The `Single`.
    @inlinable
    public static func error(_ error: Swift.Error) -> PrimitiveSequence<SingleTrait, Observables.Fail<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<SingleTrait, Observables.Fail<Element>, Stages.Identity<Element>>(raw: Observables.Fail(error: error))
    }

    /// `error(_:)` where a `Single<Element>` is expected.
    ///
    /// - Parameter error: The error.
    /// - Returns: The erased `Single`.
    @inlinable
    @_disfavoredOverload
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single<Element>(raw: Observable(Observables.Fail(error: error)))
    }

    /// Returns a `Single` that never emits anything.
    ///
    /// - Returns: The `Single`.
    @inlinable
    public static func never() -> PrimitiveSequence<SingleTrait, Observables.Never<Element>, Stages.Identity<Element>> {
        PrimitiveSequence<SingleTrait, Observables.Never<Element>, Stages.Identity<Element>>(raw: Observables.Never())
    }

    /// `never()` where a `Single<Element>` is expected.
    ///
    /// - Returns: The erased `Single`.
    @inlinable
    @_disfavoredOverload
    public static func never() -> Single<Element> {
        Single<Element>(raw: Observable(Observables.Never()))
    }
}
