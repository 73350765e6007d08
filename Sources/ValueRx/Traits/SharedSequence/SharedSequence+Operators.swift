// Operators on shared sequences. Each applies the observable operator to the shared
// sequence's events and shares the result again with the same strategy (RxSwift's RxCocoa
// composition), so the operator's closure runs once per event for all observers.

extension SharedSequenceConvertibleType {
    /// Transforms each element with `selector`.
    ///
    /// - Parameter selector: Makes the new element.
    /// - Returns: A shared sequence of the transformed elements.
    @inlinable
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(shared: asObservable().map(selector))
    }

    /// Transforms each element with `selector` and drops the `nil` results.
    ///
    /// - Parameter selector: Makes the new element, or `nil` to drop it.
    /// - Returns: A shared sequence of the non-`nil` results.
    @inlinable
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(shared: asObservable().compactMap(selector))
    }

    /// Keeps the elements that satisfy `predicate`.
    ///
    /// - Parameter predicate: Whether an element is kept.
    /// - Returns: A shared sequence of the kept elements.
    @inlinable
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().filter(predicate))
    }

    /// Calls the given closures for the events and the subscription's life, and passes the
    /// events on unchanged.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before it is passed on.
    ///   - afterNext: Called with each element after it is passed on.
    ///   - onCompleted: Called before completion is passed on.
    ///   - afterCompleted: Called after completion is passed on.
    ///   - onSubscribe: Called before the source is subscribed.
    ///   - onSubscribed: Called after the source is subscribed.
    ///   - onDispose: Called when the subscription is disposed.
    /// - Returns: The same events, shared.
    @inlinable
    public func `do`(
        onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// Prints the events and the subscription's life to standard output.
    ///
    /// - Parameters:
    ///   - identifier: The name printed with each line; the call site when `nil`.
    ///   - trimOutput: Whether long event descriptions are shortened.
    ///   - file: The call site's file.
    ///   - line: The call site's line.
    ///   - function: The call site's function.
    /// - Returns: The same events, shared.
    @inlinable
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Drops each element equal, by the key `keySelector` returns, to the one before it.
    ///
    /// - Parameter keySelector: The key elements are compared by.
    /// - Returns: The shared sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().distinctUntilChanged(keySelector, comparer: { $0 == $1 }))
    }

    /// Drops each element that `comparer` finds equal to the one before it.
    ///
    /// - Parameter comparer: Whether two consecutive elements are equal.
    /// - Returns: The shared sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().distinctUntilChanged({ $0 }, comparer: comparer))
    }

    /// Drops each element whose key `comparer` finds equal to the previous element's key.
    ///
    /// - Parameters:
    ///   - keySelector: The key elements are compared by.
    ///   - comparer: Whether two keys are equal.
    /// - Returns: The shared sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Sends each intermediate result of folding the elements into `seed` with `accumulator`.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulated value.
    ///   - accumulator: Combines the accumulated value with an element.
    /// - Returns: The shared sequence of accumulated values.
    @inlinable
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(shared: asObservable().scan(seed, accumulator: accumulator))
    }

    /// Drops the first `count` elements.
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: The shared sequence of the remaining elements.
    @inlinable
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().skip(count))
    }

    /// Sends `element` first, then this sequence's events.
    ///
    /// - Parameter element: The element sent first.
    /// - Returns: The shared sequence starting with `element`.
    @inlinable
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().startWith(element))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops each element equal to the one before it.
    ///
    /// - Returns: The shared sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().distinctUntilChanged({ $0 }, comparer: { $0 == $1 }))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Pairs each element with `obj` through `resultSelector`, without keeping `obj` alive;
    /// completes once `obj` is gone.
    ///
    /// - Parameters:
    ///   - obj: The object, held weakly.
    ///   - resultSelector: Combines the object with an element.
    /// - Returns: The shared sequence of combined elements.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(shared: asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, without keeping `obj` alive; completes once `obj` is
    /// gone.
    ///
    /// - Parameter obj: The object, held weakly.
    /// - Returns: The shared sequence of `(object, element)` pairs.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Unavailable on `Driver`: use `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(*, unavailable, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead")
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> SharedSequence<SharingStrategy, Out> {
        fatalError("unavailable")
    }

    /// Unavailable on `Driver`: use `drive(with:onNext:onCompleted:onDisposed:)`.
    @available(*, unavailable, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead")
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        fatalError("unavailable")
    }
}
