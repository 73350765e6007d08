extension Observables {
    /// The sequence `flatMap`, `flatMapFirst`, `flatMapLatest`, `concatMap`, `merge()`,
    /// `merge(maxConcurrent:)`, `concat()` and `switchLatest()` return: each source element
    /// mapped to an inner sequence whose elements are forwarded.
    @frozen
    public struct FlatMap<Source: ObservableType, Inner: ObservableType>: _SinkOperator {
        /// The type of the elements: the inner sequences'.
        public typealias Element = Inner.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let selector: (Source.Element) throws -> Inner
        @usableFromInline internal let mode: FlatMapMode
        @usableFromInline internal let maxConcurrent: Int

        @inlinable
        internal init(source: consuming Source, selector: @escaping (Source.Element) throws -> Inner, mode: FlatMapMode, maxConcurrent: Int) {
            self.source = source
            self.selector = selector
            self.mode = mode
            self.maxConcurrent = maxConcurrent
        }

        /// Subscribes to the source (inside the trampoline, as RxSwift's producers do) and to
        /// an inner sequence per element, as the operator's mode says.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = FlatMapSink(selector: selector, mode: mode, maxConcurrent: maxConcurrent, downstream: observer)
            let trampoline = Trampoline.enter()
            return Trampoline.leave(trampoline, returning: sink.run(source))
        }
    }

    /// The sequence the static `merge` methods return: every source subscribed at once, their
    /// elements forwarded as they come; it completes once all have completed.
    @frozen
    public struct Merge<Inner: ObservableType>: _SinkOperator {
        /// The type of the elements.
        public typealias Element = Inner.Element

        @usableFromInline internal let sources: [Inner]

        @inlinable
        internal init(sources: [Inner]) {
            self.sources = sources
        }

        /// Subscribes to every source in order.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = FlatMapSink<Inner, Inner, Observer>(selector: { $0 }, mode: .merge, maxConcurrent: Int.max, downstream: observer)
            let trampoline = Trampoline.enter()
            return Trampoline.leave(trampoline, returning: sink.runAll(sources))
        }
    }
}

extension ObservableType {
    /// Maps each element to an inner sequence and merges the elements of all inner sequences
    /// as they arrive.
    ///
    /// ```
    /// --1-----2--------|
    ///   flatMap { x in x*10 --- x*10 | }
    /// --10----20-10--20|
    /// ```
    ///
    /// Every inner sequence is subscribed as soon as its element arrives; several run at once.
    /// The result completes when the source and every inner sequence have completed; an error
    /// from the source, from any inner sequence or thrown by `selector` ends it at once.
    /// Inner sequences may emit on different threads: their events reach the observer one at
    /// a time, never overlapping.
    ///
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The elements of every inner sequence, merged.
    @inlinable
    public consuming func flatMap<Inner: ObservableType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Inner> {
        Observables.FlatMap(source: self, selector: selector, mode: .merge, maxConcurrent: Int.max)
    }

    /// `flatMap(_:)` for a selector returning a sequence that is only convertible to an
    /// observable (it is subscribed through `asObservable()`).
    @inlinable
    @_disfavoredOverload
    public consuming func flatMap<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Observable<Inner.Element>> {
        Observables.FlatMap(source: self, selector: { try selector($0).asObservable() }, mode: .merge, maxConcurrent: Int.max)
    }

    /// Maps an element to an inner sequence only while no inner sequence is running; elements
    /// that arrive meanwhile are dropped (the selector is not called for them).
    ///
    /// ```
    /// --1--2--------3--|
    ///   flatMapFirst { x in x --- x | }
    /// --1-----1-----3---3|
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The elements of the inner sequences that were subscribed.
    @inlinable
    public consuming func flatMapFirst<Inner: ObservableType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Inner> {
        Observables.FlatMap(source: self, selector: selector, mode: .first, maxConcurrent: 1)
    }

    /// `flatMapFirst(_:)` for a selector returning a sequence only convertible to an observable.
    @inlinable
    @_disfavoredOverload
    public consuming func flatMapFirst<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Observable<Inner.Element>> {
        Observables.FlatMap(source: self, selector: { try selector($0).asObservable() }, mode: .first, maxConcurrent: 1)
    }

    /// Maps each element to an inner sequence and forwards only the latest one's elements:
    /// a new element disposes the running inner sequence before its own is subscribed.
    ///
    /// ```
    /// --1-----2------|
    ///   flatMapLatest { x in x --- x ---- x | }
    /// --1---1-2---2----2|
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The elements of the most recent inner sequence.
    @inlinable
    public consuming func flatMapLatest<Inner: ObservableType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Inner> {
        Observables.FlatMap(source: self, selector: selector, mode: .latest, maxConcurrent: 1)
    }

    /// `flatMapLatest(_:)` for a selector returning a sequence only convertible to an observable.
    @inlinable
    @_disfavoredOverload
    public consuming func flatMapLatest<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Observable<Inner.Element>> {
        Observables.FlatMap(source: self, selector: { try selector($0).asObservable() }, mode: .latest, maxConcurrent: 1)
    }

    /// Maps each element to an inner sequence and subscribes them one after the other: the
    /// next inner sequence starts only once the previous one has completed.
    ///
    /// Elements that arrive while an inner sequence runs are mapped at once and their inner
    /// sequences wait in a queue.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The elements of the inner sequences, in source order.
    @inlinable
    public consuming func concatMap<Inner: ObservableType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Inner> {
        Observables.FlatMap(source: self, selector: selector, mode: .merge, maxConcurrent: 1)
    }

    /// `concatMap(_:)` for a selector returning a sequence only convertible to an observable.
    @inlinable
    @_disfavoredOverload
    public consuming func concatMap<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Observable<Inner.Element>> {
        Observables.FlatMap(source: self, selector: { try selector($0).asObservable() }, mode: .merge, maxConcurrent: 1)
    }
}

extension ObservableType where Element: ObservableType {
    /// Merges the elements of the inner sequences this sequence emits, as they arrive.
    ///
    /// - Returns: The elements of every inner sequence; completes once this sequence and every
    ///   inner sequence have completed.
    @inlinable
    public consuming func merge() -> Observables.FlatMap<Self, Element> {
        Observables.FlatMap(source: self, selector: { $0 }, mode: .merge, maxConcurrent: Int.max)
    }

    /// Merges the elements of the inner sequences this sequence emits, with at most
    /// `maxConcurrent` of them subscribed at once; the others wait in order.
    ///
    /// - Parameter maxConcurrent: The most inner sequences subscribed at the same time.
    /// - Returns: The elements of every inner sequence.
    @inlinable
    public consuming func merge(maxConcurrent: Int) -> Observables.FlatMap<Self, Element> {
        Observables.FlatMap(source: self, selector: { $0 }, mode: .merge, maxConcurrent: maxConcurrent)
    }

    /// Subscribes the inner sequences this sequence emits one after the other, each once the
    /// previous one has completed.
    ///
    /// - Returns: The elements of the inner sequences, in order.
    @inlinable
    public consuming func concat() -> Observables.FlatMap<Self, Element> {
        Observables.FlatMap(source: self, selector: { $0 }, mode: .merge, maxConcurrent: 1)
    }

    /// Forwards the elements of the most recent inner sequence this sequence emitted; each new
    /// inner sequence disposes the previous one.
    ///
    /// - Returns: The elements of the latest inner sequence.
    @inlinable
    public consuming func switchLatest() -> Observables.FlatMap<Self, Element> {
        Observables.FlatMap(source: self, selector: { $0 }, mode: .latest, maxConcurrent: 1)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// `merge()` for inner sequences only convertible to observables.
    @inlinable
    @_disfavoredOverload
    public consuming func merge() -> Observables.FlatMap<Self, Observable<Element.Element>> {
        Observables.FlatMap(source: self, selector: { $0.asObservable() }, mode: .merge, maxConcurrent: Int.max)
    }

    /// `merge(maxConcurrent:)` for inner sequences only convertible to observables.
    @inlinable
    @_disfavoredOverload
    public consuming func merge(maxConcurrent: Int) -> Observables.FlatMap<Self, Observable<Element.Element>> {
        Observables.FlatMap(source: self, selector: { $0.asObservable() }, mode: .merge, maxConcurrent: maxConcurrent)
    }

    /// `concat()` for inner sequences only convertible to observables.
    @inlinable
    @_disfavoredOverload
    public consuming func concat() -> Observables.FlatMap<Self, Observable<Element.Element>> {
        Observables.FlatMap(source: self, selector: { $0.asObservable() }, mode: .merge, maxConcurrent: 1)
    }

    /// `switchLatest()` for inner sequences only convertible to observables.
    @inlinable
    @_disfavoredOverload
    public consuming func switchLatest() -> Observables.FlatMap<Self, Observable<Element.Element>> {
        Observables.FlatMap(source: self, selector: { $0.asObservable() }, mode: .latest, maxConcurrent: 1)
    }
}

extension ObservableType {
    /// Subscribes to every one of `sources` at once and forwards their elements as they come.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: Their elements, merged; completes once all of them have completed.
    @inlinable
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> Observables.Merge<Observable<Element>> where Sources.Element == Observable<Element> {
        Observables.Merge(sources: Array(sources))
    }

    /// Subscribes to every one of `sources` at once and forwards their elements as they come.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: Their elements, merged; completes once all of them have completed.
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observables.Merge<Observable<Element>> {
        Observables.Merge(sources: sources)
    }

    /// Subscribes to every one of `sources` at once and forwards their elements as they come.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: Their elements, merged; completes once all of them have completed.
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observables.Merge<Observable<Element>> {
        Observables.Merge(sources: sources)
    }

    /// `merge` of sequences of one concrete type (`Observable.merge(Observable.just(1))`, as
    /// RxSwift writes it): the sources keep their type, no erasure.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: Their elements, merged; completes once all of them have completed.
    @inlinable
    public static func merge<Inner: ObservableType>(_ sources: Inner...) -> Observables.Merge<Inner> where Inner.Element == Element {
        Observables.Merge(sources: sources)
    }
}
