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
}
