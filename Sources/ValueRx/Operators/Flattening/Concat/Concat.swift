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
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> Observables.SequenceOf<Sources> where Sources.Element == Observable<Element> {
        Observables.SequenceOf(sources: sequence, catchesErrors: false)
    }

    /// Subscribes to the sequences of `collection` one after the other, each once the previous
    /// one has completed; an error ends everything.
    ///
    /// - Parameter collection: The observables to run in order.
    /// - Returns: Their elements in order; completes after the last one completes.
    @inlinable
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> Observables.SequenceOf<Sources> where Sources.Element == Observable<Element> {
        Observables.SequenceOf(sources: collection, catchesErrors: false)
    }

    /// Subscribes to `sources` one after the other, each once the previous one has completed;
    /// an error ends everything.
    ///
    /// - Parameter sources: The observables to run in order.
    /// - Returns: Their elements in order; completes after the last one completes.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observables.SequenceOf<[Observable<Element>]> {
        Observables.SequenceOf(sources: sources, catchesErrors: false)
    }

    /// Emits this sequence's elements, then, once it has completed, those of `second`.
    ///
    /// - seealso: [concat operator on reactivex.io](http://reactivex.io/documentation/operators/concat.html)
    ///
    /// - Parameter second: The sequence subscribed to after this one completes.
    /// - Returns: The elements of both, in order.
    @inlinable
    public consuming func concat<Second: ObservableConvertibleType>(_ second: Second) -> Observables.SequenceOf<[Observable<Element>]> where Second.Element == Element {
        Observables.SequenceOf(sources: [asObservable(), second.asObservable()], catchesErrors: false)
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
