// The erased forms of the creation functions whose result RxSwift's code most often returns
// from a closure typed by its context (`deferred { ...; return Observable.never() }`,
// `catch { _ in Observable.empty() }` where an `Observable<Int>` is expected) or puts beside an
// erased observable (`combineLatest([Observable<Int>.error(e), Observable.just(1)])`). They
// are members of `Observable` only, and disfavored: chosen where nothing else fits. (`just`
// once had no erased form because it made `flatMap { Observable.just($0 + 1) }` chains take ten
// times as long to type-check; since an operator after a sink operator has a form that is not
// disfavored, the solver prunes it: eight such links take 0.13 s with or without it.)
extension Observable {
    /// `never()` where an `Observable<Element>` is expected (a closure's or a function's
    /// result): the sequence that sends nothing, erased.
    ///
    /// - Returns: An erased sequence that never calls its observer.
    @inlinable
    @_disfavoredOverload
    public static func never() -> Observable<Element> {
        Observable(Observables.Never<Element>())
    }

    /// `just(_:)` where an `Observable<Element>` is expected (an element of an array of
    /// observables, a closure's or a function's result): the one-element sequence, erased.
    ///
    /// - Parameter element: The element sent before completion.
    /// - Returns: An erased sequence that sends `element`, then completes.
    @inlinable
    @_disfavoredOverload
    public static func just(_ element: Element) -> Observable<Element> {
        Observable(Observables.Just<Element>(element: element))
    }

    /// `empty()` where an `Observable<Element>` is expected: the sequence that only
    /// completes, erased.
    ///
    /// - Returns: An erased sequence whose only event is `completed`.
    @inlinable
    @_disfavoredOverload
    public static func empty() -> Observable<Element> {
        Observable(Observables.Empty<Element>())
    }

    /// `error(_:)` where an `Observable<Element>` is expected: the sequence that fails at
    /// once, erased.
    ///
    /// - Parameter error: The error sent to the observer.
    /// - Returns: An erased sequence whose only event is `error(error)`.
    @inlinable
    @_disfavoredOverload
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Observable(Observables.Fail<Element>(error: error))
    }
}
