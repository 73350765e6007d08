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

    /// Maps each element to a shared sequence and sends the elements of the latest one only;
    /// a new element disposes the previous inner sequence.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The shared sequence of the latest inner sequence's elements.
    @inlinable
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(shared: asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Maps each element to a shared sequence and sends its elements; elements that arrive
    /// while an inner sequence is running are ignored.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The shared sequence of the inner sequences' elements.
    @inlinable
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(shared: asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// Maps each element to a shared sequence and merges the elements of all of them.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The shared sequence of every inner sequence's elements.
    @inlinable
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(shared: asObservable().flatMap { selector($0).asObservable() })
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

    /// Sends the first element of each burst at once and then, every `dueTime`, the latest
    /// (when `latest` is `true`) element that arrived meanwhile; on the strategy's scheduler.
    ///
    /// - Parameters:
    ///   - dueTime: The shortest time between two elements sent.
    ///   - latest: Whether the latest element of a window is sent at its end.
    /// - Returns: The throttled shared sequence.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().throttle(dueTime, latest: latest, scheduler: AnyScheduler(SharingStrategy.scheduler)))
    }

    /// Sends an element only once `dueTime` has passed without a newer one, on the strategy's
    /// scheduler.
    ///
    /// - Parameter dueTime: The quiet time an element must be followed by.
    /// - Returns: The debounced shared sequence.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().debounce(dueTime, scheduler: AnyScheduler(SharingStrategy.scheduler)))
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

    /// Combines each element with the latest element of `second`, if it has sent one.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is used.
    ///   - resultSelector: Combines an element with `second`'s latest.
    /// - Returns: The shared sequence of combined elements.
    @inlinable
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(_ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result) -> SharedSequence<SharingStrategy, Result>
        where Second.SharingStrategy == SharingStrategy {
        SharedSequence(shared: asObservable().withLatestFrom(second.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }

    /// Sends the latest element of `second` each time this sequence sends an element.
    ///
    /// - Parameter second: The sequence whose latest element is sent.
    /// - Returns: The shared sequence of `second`'s latest elements.
    @inlinable
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second) -> SharedSequence<SharingStrategy, Second.Element> {
        SharedSequence(shared: asObservable().withLatestFrom(second.asSharedSequence().asObservable()))
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

    /// Sends each event `dueTime` later, on the strategy's scheduler.
    ///
    /// - Parameter dueTime: How long each event is held.
    /// - Returns: The delayed shared sequence.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().delay(dueTime, scheduler: AnyScheduler(SharingStrategy.scheduler)))
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

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Sends the elements of the latest inner shared sequence; a new one disposes the
    /// previous.
    ///
    /// - Returns: The shared sequence of the latest inner sequence's elements.
    @inlinable
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(shared: asObservable().flatMapLatest { $0.asSharedSequence().asObservable() })
    }

    /// Merges the elements of every inner shared sequence.
    ///
    /// - Returns: The shared sequence of all inner sequences' elements.
    @inlinable
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(shared: asObservable().flatMap { $0.asSharedSequence().asObservable() })
    }

    /// Merges the elements of the inner shared sequences, at most `maxConcurrent` of them
    /// subscribed at once; the others wait in order.
    ///
    /// - Parameter maxConcurrent: The most inner sequences subscribed at the same time.
    /// - Returns: The shared sequence of all inner sequences' elements.
    @inlinable
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(shared: asObservable().map { $0.asSharedSequence().asObservable() }.merge(maxConcurrent: maxConcurrent))
    }
}

extension SharedSequenceConvertibleType {
    /// Merges the elements of the shared sequences of a collection.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The shared sequence of all their elements.
    @inlinable
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> SharedSequence<SharingStrategy, Element>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of the shared sequences of an array.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The shared sequence of all their elements.
    @inlinable
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of the given shared sequences.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The shared sequence of all their elements.
    @inlinable
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: Observable<Element>.merge(sources.map { $0.asObservable() }))
    }
}

extension SharedSequence {
    /// Sends the elements of each shared sequence of `sequence` in turn, each subscribed once
    /// the one before it has completed.
    ///
    /// - Parameter sequence: The sequences to concatenate.
    /// - Returns: The shared sequence of their elements in order.
    @inlinable
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> SharedSequence<SharingStrategy, Element>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: Observable<Element>.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Sends the elements of each shared sequence of `collection` in turn, each subscribed
    /// once the one before it has completed.
    ///
    /// - Parameter collection: The sequences to concatenate.
    /// - Returns: The shared sequence of their elements in order.
    @inlinable
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> SharedSequence<SharingStrategy, Element>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: Observable<Element>.concat(collection.map { $0.asObservable() }))
    }

    /// Combines the elements at the same index of every sequence of `collection` with
    /// `resultSelector`.
    ///
    /// - Parameters:
    ///   - collection: The sequences to zip.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The shared sequence of combined elements.
    @inlinable
    public static func zip<Sources: Swift.Collection, Result>(_ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(shared: Observable<Result>.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Sends the elements at the same index of every sequence of `collection` as an array.
    ///
    /// - Parameter collection: The sequences to zip.
    /// - Returns: The shared sequence of element arrays.
    @inlinable
    public static func zip<Sources: Swift.Collection>(_ collection: Sources) -> SharedSequence<SharingStrategy, [Element]>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(shared: Observable<Element>.zip(collection.map { $0.asObservable() }))
    }

    /// Combines the latest elements of every sequence of `collection` with `resultSelector`
    /// each time one of them sends an element, once all have sent one.
    ///
    /// - Parameters:
    ///   - collection: The sequences to combine.
    ///   - resultSelector: Combines the latest element of each sequence.
    /// - Returns: The shared sequence of combined elements.
    @inlinable
    public static func combineLatest<Sources: Swift.Collection, Result>(_ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(shared: Observable<Result>.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Sends the latest elements of every sequence of `collection` as an array each time one
    /// of them sends an element, once all have sent one.
    ///
    /// - Parameter collection: The sequences to combine.
    /// - Returns: The shared sequence of element arrays.
    @inlinable
    public static func combineLatest<Sources: Swift.Collection>(_ collection: Sources) -> SharedSequence<SharingStrategy, [Element]>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(shared: Observable<Element>.combineLatest(collection.map { $0.asObservable() }))
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
