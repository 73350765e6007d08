// The forms whose selector returns an observable are disfavored, as the erased ones are: with
// them preferred, the solver explored each as a live branch for a selector returning an
// infallible (`Infallible.just(x &+ 1)`), and chains of `map`s and such `flatMap`s grew about
// four times per link (three links 11 s; now six take 0.27 s). For a selector returning an
// observable, the generic form still wins over the erased one as the more specialized.
extension InfallibleSequence {
    /// Subscribes to the sequence `selector` returns for each element and merges their
    /// elements.
    ///
    /// - seealso: [flatMap operator on reactivex.io](http://reactivex.io/documentation/operators/flatmap.html)
    ///
    /// - Parameter selector: Makes an infallible sequence from an element.
    /// - Returns: The merged elements.
    @inlinable
    public consuming func flatMap<InnerSource, InnerStage>(_ selector: @escaping (Element) -> InfallibleSequence<InnerSource, InnerStage>) -> InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>> {
        InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>>(raw: Observables.FlatMap(source: pipeline, selector: { selector($0).pipeline }, mode: .merge, maxConcurrent: Int.max))
    }

    /// `flatMap(_:)` with a selector that returns an observable.
    ///
    /// - Parameter selector: Makes a sequence from an element.
    /// - Returns: The merged elements.
    @inlinable
    @_disfavoredOverload
    public consuming func flatMap<Inner: ObservableType>(_ selector: @escaping (Element) -> Inner) -> InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Inner>, Stages.Identity<Inner.Element>> {
        InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Inner>, Stages.Identity<Inner.Element>>(raw: Observables.FlatMap(source: pipeline, selector: selector, mode: .merge, maxConcurrent: Int.max))
    }

    /// `flatMap(_:)` with a selector that returns any sequence convertible to an observable (a
    /// trait, say); each is erased.
    ///
    /// - Parameter selector: Makes a sequence from an element.
    /// - Returns: The merged elements.
    @inlinable
    @_disfavoredOverload
    public consuming func flatMap<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) -> Inner) -> InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observable<Inner.Element>>, Stages.Identity<Inner.Element>> {
        InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observable<Inner.Element>>, Stages.Identity<Inner.Element>>(raw: Observables.FlatMap(source: pipeline, selector: { selector($0).asObservable() }, mode: .merge, maxConcurrent: Int.max))
    }

    /// Emits the elements of the sequence `selector` returns for the latest element only,
    /// leaving the previous one.
    ///
    /// - Parameter selector: Makes an infallible sequence from an element.
    /// - Returns: The elements of the latest inner sequence.
    @inlinable
    public consuming func flatMapLatest<InnerSource, InnerStage>(_ selector: @escaping (Element) -> InfallibleSequence<InnerSource, InnerStage>) -> InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>> {
        InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>>(raw: Observables.FlatMap(source: pipeline, selector: { selector($0).pipeline }, mode: .latest, maxConcurrent: 1))
    }

    /// `flatMapLatest(_:)` with a selector that returns an observable.
    ///
    /// - Parameter selector: Makes a sequence from an element.
    /// - Returns: The elements of the latest inner sequence.
    @inlinable
    @_disfavoredOverload
    public consuming func flatMapLatest<Inner: ObservableType>(_ selector: @escaping (Element) -> Inner) -> InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Inner>, Stages.Identity<Inner.Element>> {
        InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Inner>, Stages.Identity<Inner.Element>>(raw: Observables.FlatMap(source: pipeline, selector: selector, mode: .latest, maxConcurrent: 1))
    }

    /// `flatMapLatest(_:)` with a selector that returns any sequence convertible to an
    /// observable; each is erased.
    ///
    /// - Parameter selector: Makes a sequence from an element.
    /// - Returns: The elements of the latest inner sequence.
    @inlinable
    @_disfavoredOverload
    public consuming func flatMapLatest<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) -> Inner) -> InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observable<Inner.Element>>, Stages.Identity<Inner.Element>> {
        InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observable<Inner.Element>>, Stages.Identity<Inner.Element>>(raw: Observables.FlatMap(source: pipeline, selector: { selector($0).asObservable() }, mode: .latest, maxConcurrent: 1))
    }

    /// Emits the elements of the sequence `selector` returns for an element, ignoring elements
    /// that arrive while it runs.
    ///
    /// - Parameter selector: Makes an infallible sequence from an element.
    /// - Returns: The elements of the inner sequences that ran.
    @inlinable
    public consuming func flatMapFirst<InnerSource, InnerStage>(_ selector: @escaping (Element) -> InfallibleSequence<InnerSource, InnerStage>) -> InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>> {
        InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>>(raw: Observables.FlatMap(source: pipeline, selector: { selector($0).pipeline }, mode: .first, maxConcurrent: 1))
    }

    /// `flatMapFirst(_:)` with a selector that returns an observable.
    ///
    /// - Parameter selector: Makes a sequence from an element.
    /// - Returns: The elements of the inner sequences that ran.
    @inlinable
    @_disfavoredOverload
    public consuming func flatMapFirst<Inner: ObservableType>(_ selector: @escaping (Element) -> Inner) -> InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Inner>, Stages.Identity<Inner.Element>> {
        InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Inner>, Stages.Identity<Inner.Element>>(raw: Observables.FlatMap(source: pipeline, selector: selector, mode: .first, maxConcurrent: 1))
    }

    /// `flatMapFirst(_:)` with a selector that returns any sequence convertible to an
    /// observable; each is erased.
    ///
    /// - Parameter selector: Makes a sequence from an element.
    /// - Returns: The elements of the inner sequences that ran.
    @inlinable
    @_disfavoredOverload
    public consuming func flatMapFirst<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) -> Inner) -> InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observable<Inner.Element>>, Stages.Identity<Inner.Element>> {
        InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observable<Inner.Element>>, Stages.Identity<Inner.Element>>(raw: Observables.FlatMap(source: pipeline, selector: { selector($0).asObservable() }, mode: .first, maxConcurrent: 1))
    }

    /// Emits the elements of the sequences `selector` returns, one sequence after the other.
    ///
    /// - Parameter selector: Makes an infallible sequence from an element.
    /// - Returns: The inner sequences' elements, in order.
    @inlinable
    public consuming func concatMap<InnerSource, InnerStage>(_ selector: @escaping (Element) -> InfallibleSequence<InnerSource, InnerStage>) -> InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>> {
        InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observables.Pipeline<InnerSource, InnerStage>>, Stages.Identity<InnerStage.Output>>(raw: Observables.FlatMap(source: pipeline, selector: { selector($0).pipeline }, mode: .merge, maxConcurrent: 1))
    }

    /// `concatMap(_:)` with a selector that returns an observable.
    ///
    /// - Parameter selector: Makes a sequence from an element.
    /// - Returns: The inner sequences' elements, in order.
    @inlinable
    public consuming func concatMap<Inner: ObservableType>(_ selector: @escaping (Element) -> Inner) -> InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Inner>, Stages.Identity<Inner.Element>> {
        InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Inner>, Stages.Identity<Inner.Element>>(raw: Observables.FlatMap(source: pipeline, selector: selector, mode: .merge, maxConcurrent: 1))
    }

    /// `concatMap(_:)` with a selector that returns any sequence convertible to an observable;
    /// each is erased.
    ///
    /// - Parameter selector: Makes a sequence from an element.
    /// - Returns: The inner sequences' elements, in order.
    @inlinable
    @_disfavoredOverload
    public consuming func concatMap<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) -> Inner) -> InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observable<Inner.Element>>, Stages.Identity<Inner.Element>> {
        InfallibleSequence<Observables.FlatMap<Observables.Pipeline<Source, Stage>, Observable<Inner.Element>>, Stages.Identity<Inner.Element>>(raw: Observables.FlatMap(source: pipeline, selector: { selector($0).asObservable() }, mode: .merge, maxConcurrent: 1))
    }

    /// Emits this sequence's elements, then, once it has completed, `second`'s.
    ///
    /// - Parameter second: What runs after this sequence completes.
    /// - Returns: The elements of both, in order.
    @inlinable
    public consuming func concat<Second: ObservableConvertibleType>(_ second: Second) -> InfallibleSequence<Observables.Concat<[Observable<Element>]>, Stages.Identity<Element>> where Second.Element == Element {
        InfallibleSequence<Observables.Concat<[Observable<Element>]>, Stages.Identity<Element>>(raw: Observables.Concat(sources: [erasedObservable, second.asObservable()]))
    }

    /// Runs the infallible sequences of `sequence` one after the other.
    ///
    /// - Parameter sequence: The sequences.
    /// - Returns: Their elements, in order.
    @inlinable
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> InfallibleSequence<Observables.Concat<[Observable<Element>]>, Stages.Identity<Element>> where Sources.Element == Infallible<Element> {
        InfallibleSequence<Observables.Concat<[Observable<Element>]>, Stages.Identity<Element>>(raw: Observables.Concat(sources: sequence.map { $0.erasedObservable }))
    }

    /// Runs the infallible sequences of `collection` one after the other.
    ///
    /// - Parameter collection: The sequences.
    /// - Returns: Their elements, in order.
    @inlinable
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> InfallibleSequence<Observables.Concat<[Observable<Element>]>, Stages.Identity<Element>> where Sources.Element == Infallible<Element> {
        InfallibleSequence<Observables.Concat<[Observable<Element>]>, Stages.Identity<Element>>(raw: Observables.Concat(sources: collection.map { $0.erasedObservable }))
    }

    /// Runs `sources` one after the other.
    ///
    /// - Parameter sources: The sequences.
    /// - Returns: Their elements, in order.
    @inlinable
    public static func concat(_ sources: Infallible<Element>...) -> InfallibleSequence<Observables.Concat<[Observable<Element>]>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Concat<[Observable<Element>]>, Stages.Identity<Element>>(raw: Observables.Concat(sources: sources.map { $0.erasedObservable }))
    }

    /// Runs the infallible sequences of `sources`.
    ///
    /// Differs from its name as RxSwift's does: RxSwift builds this overload (a generic
    /// collection) from `concat`, so the sequences run one after the other; the array and
    /// variadic overloads merge. Kept for identical behaviour.
    ///
    /// - Parameter sources: The sequences.
    /// - Returns: Their elements, one sequence after the other.
    @inlinable
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> InfallibleSequence<Observables.Concat<[Observable<Element>]>, Stages.Identity<Element>> where Sources.Element == Infallible<Element> {
        InfallibleSequence<Observables.Concat<[Observable<Element>]>, Stages.Identity<Element>>(raw: Observables.Concat(sources: sources.map { $0.erasedObservable }))
    }

    /// Runs the infallible sequences of `sources` at the same time and merges their elements.
    ///
    /// - Parameter sources: The sequences.
    /// - Returns: Their elements as they arrive.
    @inlinable
    public static func merge(_ sources: [Infallible<Element>]) -> InfallibleSequence<Observables.Merge<Observable<Element>>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Merge<Observable<Element>>, Stages.Identity<Element>>(raw: Observables.Merge(sources: sources.map { $0.erasedObservable }))
    }

    /// Runs `sources` at the same time and merges their elements.
    ///
    /// - Parameter sources: The sequences.
    /// - Returns: Their elements as they arrive.
    @inlinable
    public static func merge(_ sources: Infallible<Element>...) -> InfallibleSequence<Observables.Merge<Observable<Element>>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Merge<Observable<Element>>, Stages.Identity<Element>>(raw: Observables.Merge(sources: sources.map { $0.erasedObservable }))
    }
}
