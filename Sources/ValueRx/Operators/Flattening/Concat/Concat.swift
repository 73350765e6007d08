extension Observables {
    /// The sequence `concat(_:)` returns: the sequences of `sources`, each subscribed once the
    /// previous one has completed.
    @frozen
    public struct Concat<Sources: Swift.Sequence>: _SinkOperator where Sources.Element: ObservableType {
        /// The type of the elements.
        public typealias Element = Sources.Element.Element

        @usableFromInline internal let sources: Sources

        @inlinable
        internal init(sources: Sources) {
            self.sources = sources
        }

        /// Subscribes to the first sequence (inside the trampoline, as RxSwift's producers do).
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            SequenceSink<Sources, Observer, Sources.Iterator?>.subscribe(sources, catchesErrors: false, observer)
        }
    }
}

extension ObservableType {
    /// Subscribes to the sequences of `sequence` one after the other, each once the previous
    /// one has completed; an error ends everything.
    ///
    /// The sequence is read lazily: the next observable is taken only when the previous one
    /// has completed, and a run of sequences that complete synchronously takes no stack.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    ///
    /// - Parameter sequence: The observables to run in order.
    /// - Returns: Their elements in order; completes after the last one completes.
    @inlinable
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Observables.Concat<Sources> where Sources.Element == Observable<Element> {
        Observables.Concat(sources: sequence)
    }

    /// Subscribes to the sequences of `collection` one after the other, each once the previous
    /// one has completed; an error ends everything.
    ///
    /// - Parameter collection: The observables to run in order.
    /// - Returns: Their elements in order; completes after the last one completes.
    @inlinable
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Observables.Concat<Sources> where Sources.Element == Observable<Element> {
        Observables.Concat(sources: collection)
    }

    /// Subscribes to `sources` one after the other, each once the previous one has completed;
    /// an error ends everything.
    ///
    /// - Parameter sources: The observables to run in order.
    /// - Returns: Their elements in order; completes after the last one completes.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observables.Concat<[Observable<Element>]> {
        Observables.Concat(sources: sources)
    }

    /// Emits this sequence's elements, then, once it has completed, those of `second`.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    ///
    /// - Parameter second: The sequence subscribed to after this one completes.
    /// - Returns: The elements of both, in order.
    @inlinable
    public consuming func concat<Second: ObservableConvertibleType>(_ second: Second) -> Observables.Concat<[Observable<Element>]> where Second.Element == Element {
        Observables.Concat(sources: [asObservable(), second.asObservable()])
    }
}

extension ObservableType where Element: ObservableType {
    /// Subscribes the inner sequences this sequence emits one after the other, each once the
    /// previous one has completed.
    ///
    /// - Returns: The elements of the inner sequences, in order.
    @inlinable
    public consuming func concat() -> Observables.FlatMap<Self, Element> {
        Observables.FlatMap(source: self, selector: { $0 }, mode: .merge, maxConcurrent: 1)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// `concat()` for inner sequences only convertible to observables.
    @inlinable
    @_disfavoredOverload
    public consuming func concat() -> Observables.FlatMap<Self, Observable<Element.Element>> {
        Observables.FlatMap(source: self, selector: { $0.asObservable() }, mode: .merge, maxConcurrent: 1)
    }
}
