extension Observables {
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
