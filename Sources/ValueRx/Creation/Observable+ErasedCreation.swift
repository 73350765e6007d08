// The erased forms of the creation functions whose result RxSwift's code most often returns
// from a closure typed by its context (`deferred { ...; return Observable.never() }`,
// `catch { _ in Observable.empty() }` where an `Observable<Int>` is expected). They are
// members of `Observable` only, and disfavored: chosen where nothing else fits. `just` has no
// erased form: its overload made `flatMap { Observable.just($0 + 1) }` chains take ten times
// as long to type-check (0.2 s -> 2.4 s for four links); measured again with today's forms,
// plain `flatMap { Observable.just($0) }` chains are unaffected, but eight operators mixing
// it with `filter`, `catch` and untyped `withLatestFrom(other) { a, b in a &+ b }` go from
// 0.16 s to 2.4 s (the type-check fuzzer's first find, Scripts/typecheck-fuzz.sh). Write
// `.asObservable()` where an array or a parameter needs `Observable.just(x)` erased.
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
