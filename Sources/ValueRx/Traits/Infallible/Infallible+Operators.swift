extension InfallibleSequence {
    /// Returns an infallible sequence that emits `element` and completes.
    ///
    /// - Parameter element: The element.
    /// - Returns: The sequence.
    @inlinable
    public static func just(_ element: Element) -> InfallibleSequence<Observables.Just<Element>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Just<Element>, Stages.Identity<Element>>(raw: Observables.Just(element: element))
    }

    /// `just(_:)` where an `Infallible<Element>` is expected.
    ///
    /// - Parameter element: The element.
    /// - Returns: The erased sequence.
    @inlinable
    @_disfavoredOverload
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible<Element>(raw: Observable(Observables.Just(element: element)))
    }

    /// Returns an infallible sequence that emits `element` on `scheduler` and completes.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is emitted.
    /// - Returns: The sequence.
    @inlinable
    public static func just<Scheduler: ImmediateSchedulerType>(_ element: Element, scheduler: Scheduler) -> InfallibleSequence<Observables.ScheduledOptional<Element, Scheduler>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.ScheduledOptional<Element, Scheduler>, Stages.Identity<Element>>(raw: Observables.ScheduledOptional(optional: element, scheduler: scheduler))
    }

    /// `just(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is emitted.
    /// - Returns: The sequence.
    @inlinable
    @_disfavoredOverload
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> InfallibleSequence<Observables.ScheduledOptional<Element, AnyImmediateScheduler>, Stages.Identity<Element>> {
        just(element, scheduler: AnyImmediateScheduler(scheduler))
    }

    /// Returns an infallible sequence that never emits anything.
    ///
    /// - Returns: The sequence.
    @inlinable
    public static func never() -> InfallibleSequence<Observables.Never<Element>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Never<Element>, Stages.Identity<Element>>(raw: Observables.Never())
    }

    /// `never()` where an `Infallible<Element>` is expected.
    ///
    /// - Returns: The erased sequence.
    @inlinable
    @_disfavoredOverload
    public static func never() -> Infallible<Element> {
        Infallible<Element>(raw: Observable(Observables.Never()))
    }

    /// Returns an infallible sequence that completes at once.
    ///
    /// - Returns: The sequence.
    @inlinable
    public static func empty() -> InfallibleSequence<Observables.Empty<Element>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Empty<Element>, Stages.Identity<Element>>(raw: Observables.Empty())
    }

    /// `empty()` where an `Infallible<Element>` is expected.
    ///
    /// - Returns: The erased sequence.
    @inlinable
    @_disfavoredOverload
    public static func empty() -> Infallible<Element> {
        Infallible<Element>(raw: Observable(Observables.Empty()))
    }

    /// Returns an infallible sequence that calls `observableFactory` for each subscriber and
    /// subscribes it to the sequence the factory returns.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscriber. (RxSwift's may
    ///   throw, which an infallible sequence cannot pass on; so does this one, for the same
    ///   call sites: an error thrown reaches the subscriber.)
    /// - Returns: The sequence.
    @inlinable
    public static func deferred<OtherSource, OtherStage>(_ observableFactory: @escaping () throws -> InfallibleSequence<OtherSource, OtherStage>) -> InfallibleSequence<Observables.Deferred<Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>> where OtherStage.Output == Element {
        InfallibleSequence<Observables.Deferred<Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>>(raw: Observables.Deferred { try observableFactory().pipeline })
    }

    /// `deferred(_:)` for a factory that returns the erased `Infallible<Element>`.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscriber.
    /// - Returns: The sequence.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> InfallibleSequence<Observables.Deferred<Observables.Pipeline<Observable<Element>, Stages.Identity<Element>>>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Deferred<Observables.Pipeline<Observable<Element>, Stages.Identity<Element>>>, Stages.Identity<Element>>(raw: Observables.Deferred { try observableFactory().pipeline })
    }

    /// Returns an infallible sequence of `elements`, emitted on `scheduler`.
    ///
    /// - Parameters:
    ///   - elements: The elements.
    ///   - scheduler: Where they are emitted; by default the current thread's trampoline.
    /// - Returns: The sequence.
    @inlinable
    public static func of<Scheduler: ImmediateSchedulerType>(_ elements: Element ..., scheduler: Scheduler = CurrentThreadScheduler.instance) -> InfallibleSequence<Observables.Sequence<[Element], Scheduler>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Sequence<[Element], Scheduler>, Stages.Identity<Element>>(raw: Observables.Sequence(elements: elements, scheduler: scheduler))
    }

    /// Returns an infallible sequence of the elements of `array`, emitted on `scheduler`.
    ///
    /// - Parameters:
    ///   - array: The elements.
    ///   - scheduler: Where they are emitted; by default the current thread's trampoline.
    /// - Returns: The sequence.
    @inlinable
    public static func from<Scheduler: ImmediateSchedulerType>(_ array: [Element], scheduler: Scheduler = CurrentThreadScheduler.instance) -> InfallibleSequence<Observables.Sequence<[Element], Scheduler>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Sequence<[Element], Scheduler>, Stages.Identity<Element>>(raw: Observables.Sequence(elements: array, scheduler: scheduler))
    }

    /// Returns an infallible sequence of the elements of `sequence`, emitted on `scheduler`.
    ///
    /// - Parameters:
    ///   - sequence: The elements.
    ///   - scheduler: Where they are emitted; by default the current thread's trampoline.
    /// - Returns: The sequence.
    @inlinable
    public static func from<Elements: Swift.Sequence, Scheduler: ImmediateSchedulerType>(_ sequence: Elements, scheduler: Scheduler = CurrentThreadScheduler.instance) -> InfallibleSequence<Observables.Sequence<Elements, Scheduler>, Stages.Identity<Element>> where Elements.Element == Element {
        InfallibleSequence<Observables.Sequence<Elements, Scheduler>, Stages.Identity<Element>>(raw: Observables.Sequence(elements: sequence, scheduler: scheduler))
    }
}

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
    public consuming func concat<Second: ObservableConvertibleType>(_ second: Second) -> InfallibleSequence<Observables.SequenceOf<[Observable<Element>]>, Stages.Identity<Element>> where Second.Element == Element {
        InfallibleSequence<Observables.SequenceOf<[Observable<Element>]>, Stages.Identity<Element>>(raw: Observables.SequenceOf(sources: [erasedObservable, second.asObservable()], catchesErrors: false))
    }

    /// Runs the infallible sequences of `sequence` one after the other.
    ///
    /// - Parameter sequence: The sequences.
    /// - Returns: Their elements, in order.
    @inlinable
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> InfallibleSequence<Observables.SequenceOf<[Observable<Element>]>, Stages.Identity<Element>> where Sources.Element == Infallible<Element> {
        InfallibleSequence<Observables.SequenceOf<[Observable<Element>]>, Stages.Identity<Element>>(raw: Observables.SequenceOf(sources: sequence.map { $0.erasedObservable }, catchesErrors: false))
    }

    /// Runs the infallible sequences of `collection` one after the other.
    ///
    /// - Parameter collection: The sequences.
    /// - Returns: Their elements, in order.
    @inlinable
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> InfallibleSequence<Observables.SequenceOf<[Observable<Element>]>, Stages.Identity<Element>> where Sources.Element == Infallible<Element> {
        InfallibleSequence<Observables.SequenceOf<[Observable<Element>]>, Stages.Identity<Element>>(raw: Observables.SequenceOf(sources: collection.map { $0.erasedObservable }, catchesErrors: false))
    }

    /// Runs `sources` one after the other.
    ///
    /// - Parameter sources: The sequences.
    /// - Returns: Their elements, in order.
    @inlinable
    public static func concat(_ sources: Infallible<Element>...) -> InfallibleSequence<Observables.SequenceOf<[Observable<Element>]>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.SequenceOf<[Observable<Element>]>, Stages.Identity<Element>>(raw: Observables.SequenceOf(sources: sources.map { $0.erasedObservable }, catchesErrors: false))
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
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> InfallibleSequence<Observables.SequenceOf<[Observable<Element>]>, Stages.Identity<Element>> where Sources.Element == Infallible<Element> {
        InfallibleSequence<Observables.SequenceOf<[Observable<Element>]>, Stages.Identity<Element>>(raw: Observables.SequenceOf(sources: sources.map { $0.erasedObservable }, catchesErrors: false))
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

    /// Shares one subscription to this sequence among all subscribers, replaying the last
    /// `replay` elements to each new one.
    ///
    /// - Parameters:
    ///   - replay: The most elements a new subscriber receives on subscribing.
    ///   - scope: Whether the shared state is reset when the last subscriber leaves.
    /// - Returns: The shared sequence.
    @inlinable
    public consuming func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> InfallibleSequence<Observables.Share<Observables.Pipeline<Source, Stage>>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Share<Observables.Pipeline<Source, Stage>>, Stages.Identity<Element>>(raw: pipeline.share(replay: replay, scope: scope))
    }

    /// Emits elements until `other` emits an element, then completes.
    ///
    /// - Parameter other: The sequence whose first element ends this one.
    /// - Returns: The elements before `other`'s first.
    @inlinable
    public consuming func take<OtherSource, OtherStage>(until other: InfallibleSequence<OtherSource, OtherStage>) -> InfallibleSequence<Observables.Until<Observables.Pipeline<Source, Stage>, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Until<Observables.Pipeline<Source, Stage>, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>>(raw: pipeline.take(until: other.pipeline))
    }

    /// Emits elements until `other` emits an element, then completes.
    ///
    /// - Parameter other: The sequence whose first element ends this one.
    /// - Returns: The elements before `other`'s first.
    @inlinable
    public consuming func take<Other: ObservableType>(until other: Other) -> InfallibleSequence<Observables.Until<Observables.Pipeline<Source, Stage>, Other>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Until<Observables.Pipeline<Source, Stage>, Other>, Stages.Identity<Element>>(raw: pipeline.take(until: other))
    }

    /// Leaves out elements until `other` emits an element.
    ///
    /// - Parameter other: The sequence whose first element starts the emission.
    /// - Returns: The elements after `other`'s first.
    @inlinable
    public consuming func skip<Other: ObservableType>(until other: Other) -> InfallibleSequence<Observables.Until<Observables.Pipeline<Source, Stage>, Other>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Until<Observables.Pipeline<Source, Stage>, Other>, Stages.Identity<Element>>(raw: pipeline.skip(until: other))
    }

    /// Combines each element with the latest element of `second`, if it has one.
    ///
    /// - Parameters:
    ///   - second: The infallible sequence whose latest element is used.
    ///   - resultSelector: Combines the two.
    /// - Returns: The combined values.
    @inlinable
    public consuming func withLatestFrom<SecondSource, SecondStage, Result>(_ second: InfallibleSequence<SecondSource, SecondStage>, resultSelector: @escaping (Element, SecondStage.Output) throws -> Result) -> InfallibleSequence<Observables.WithLatestFrom<Observables.Pipeline<Source, Stage>, Observables.Pipeline<SecondSource, SecondStage>, Result>, Stages.Identity<Result>> {
        InfallibleSequence<Observables.WithLatestFrom<Observables.Pipeline<Source, Stage>, Observables.Pipeline<SecondSource, SecondStage>, Result>, Stages.Identity<Result>>(raw: pipeline.withLatestFrom(second.pipeline, resultSelector: resultSelector))
    }

    /// Emits the latest element of `second` at each element of this sequence.
    ///
    /// - Parameter second: The infallible sequence whose latest element is emitted.
    /// - Returns: `second`'s latest elements.
    @inlinable
    public consuming func withLatestFrom<SecondSource, SecondStage>(_ second: InfallibleSequence<SecondSource, SecondStage>) -> InfallibleSequence<Observables.WithLatestFrom<Observables.Pipeline<Source, Stage>, Observables.Pipeline<SecondSource, SecondStage>, SecondStage.Output>, Stages.Identity<SecondStage.Output>> {
        InfallibleSequence<Observables.WithLatestFrom<Observables.Pipeline<Source, Stage>, Observables.Pipeline<SecondSource, SecondStage>, SecondStage.Output>, Stages.Identity<SecondStage.Output>>(raw: pipeline.withLatestFrom(second.pipeline))
    }

    /// Returns the latest elements of all sequences in `collection`, combined by
    /// `resultSelector`, each time one of them emits (once all have).
    ///
    /// - Parameters:
    ///   - collection: The infallible sequences.
    ///   - resultSelector: Combines their latest elements, in the collection's order.
    /// - Returns: The combined values.
    @inlinable
    public static func combineLatest<Sources: Swift.Collection, InnerSource, InnerStage>(_ collection: Sources, resultSelector: @escaping ([InnerStage.Output]) throws -> Element) -> InfallibleSequence<Observables.CombineLatestCollection<[Observables.Pipeline<InnerSource, InnerStage>], Element>, Stages.Identity<Element>> where Sources.Element == InfallibleSequence<InnerSource, InnerStage> {
        InfallibleSequence<Observables.CombineLatestCollection<[Observables.Pipeline<InnerSource, InnerStage>], Element>, Stages.Identity<Element>>(raw: Observables.CombineLatestCollection(sources: collection.map { $0.pipeline }, resultSelector: resultSelector))
    }

    /// Returns the latest elements of all sequences in `collection` each time one of them
    /// emits (once all have).
    ///
    /// - Parameter collection: The infallible sequences.
    /// - Returns: Arrays of their latest elements.
    @inlinable
    public static func combineLatest<Sources: Swift.Collection, InnerSource, InnerStage>(_ collection: Sources) -> InfallibleSequence<Observables.CombineLatestCollection<[Observables.Pipeline<InnerSource, InnerStage>], Element>, Stages.Identity<Element>> where Sources.Element == InfallibleSequence<InnerSource, InnerStage>, Element == [InnerStage.Output] {
        InfallibleSequence<Observables.CombineLatestCollection<[Observables.Pipeline<InnerSource, InnerStage>], Element>, Stages.Identity<Element>>(raw: Observables.CombineLatestCollection(sources: collection.map { $0.pipeline }, resultSelector: { $0 }))
    }
}

extension InfallibleSequence {
    /// Subscribes and forwards every event to each of `observers`.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        pipeline.subscribe(BindingObserver(observers))
    }

    /// Subscribes and forwards every event to each of `observers`, the elements wrapped in
    /// `Optional`.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        pipeline.subscribe(OptionalBindingObserver<Element, Observer>(BindingObserver(observers)))
    }

    /// Hands the sequence to `binder` and returns what it returns.
    ///
    /// - Parameter binder: The function that binds the sequence.
    /// - Returns: `binder(self)`.
    @inlinable
    public consuming func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands the sequence to the curried `binder` with `curriedArgument`.
    ///
    /// - Parameters:
    ///   - binder: The curried binding function.
    ///   - curriedArgument: Its second argument.
    /// - Returns: `binder(self)(curriedArgument)`.
    @inlinable
    public consuming func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements.
    ///
    /// - Parameter onNext: Called with each element.
    /// - Returns: The subscription; dispose of it to stop.
    @inlinable
    public consuming func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        pipeline.subscribe(onNext: onNext)
    }

    /// Forwards the elements to each of `relays` (completion is not forwarded).
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind(to relays: PublishRelay<Element>...) -> Disposable {
        pipeline.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards the elements, wrapped in `Optional`, to each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        pipeline.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards the elements to each of `relays` (completion is not forwarded).
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        pipeline.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards the elements, wrapped in `Optional`, to each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        pipeline.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards the elements to each of `relays` (completion is not forwarded).
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        pipeline.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards the elements, wrapped in `Optional`, to each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        pipeline.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}

extension PublishRelay {
    /// The relay's events as an infallible sequence.
    ///
    /// - Returns: The erased `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible<Element>(raw: asObservable())
    }
}

extension BehaviorRelay {
    /// The relay's events (its current value first) as an infallible sequence.
    ///
    /// - Returns: The erased `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible<Element>(raw: asObservable())
    }
}

extension ReplayRelay {
    /// The relay's events (the buffered ones first) as an infallible sequence.
    ///
    /// - Returns: The erased `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible<Element>(raw: asObservable())
    }
}

extension InfallibleSequence {
    /// Emits elements for `duration` after the subscription, then completes.
    ///
    /// - Parameters:
    ///   - duration: How long to let elements through.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements of the first `duration`.
    @inlinable
    public consuming func take<Scheduler: SchedulerType>(for duration: RxTimeInterval, scheduler: Scheduler) -> InfallibleSequence<Observables.ForDuration<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.ForDuration<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>>(raw: pipeline.take(for: duration, scheduler: scheduler))
    }

    /// `take(for:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - duration: How long to let elements through.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements of the first `duration`.
    @inlinable
    @_disfavoredOverload
    public consuming func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> InfallibleSequence<Observables.ForDuration<Observables.Pipeline<Source, Stage>, AnyScheduler>, Stages.Identity<Element>> {
        take(for: duration, scheduler: AnyScheduler(scheduler))
    }
}

extension InfallibleSequence {
    /// Emits an element only once `dueTime` has passed without another one.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time an element must be followed by.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The elements followed by `dueTime` of quiet.
    @inlinable
    public consuming func debounce<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> InfallibleSequence<Observables.Debounce<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Debounce<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>>(raw: pipeline.debounce(dueTime, scheduler: scheduler))
    }

    /// `debounce(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time an element must be followed by.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The elements followed by `dueTime` of quiet.
    @inlinable
    @_disfavoredOverload
    public consuming func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> InfallibleSequence<Observables.Debounce<Observables.Pipeline<Source, Stage>, AnyScheduler>, Stages.Identity<Element>> {
        debounce(dueTime, scheduler: AnyScheduler(scheduler))
    }

    /// Emits at most one element per `dueTime` (see `ObservableType.throttle`).
    ///
    /// - Parameters:
    ///   - dueTime: The window after each element sent.
    ///   - latest: Whether the last element of a window goes out at its end.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The elements spaced at least `dueTime` apart.
    @inlinable
    public consuming func throttle<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: Scheduler) -> InfallibleSequence<Observables.Throttle<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Throttle<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>>(raw: pipeline.throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// `throttle(_:latest:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: The window after each element sent.
    ///   - latest: Whether the last element of a window goes out at its end.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The elements spaced at least `dueTime` apart.
    @inlinable
    @_disfavoredOverload
    public consuming func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType) -> InfallibleSequence<Observables.Throttle<Observables.Pipeline<Source, Stage>, AnyScheduler>, Stages.Identity<Element>> {
        throttle(dueTime, latest: latest, scheduler: AnyScheduler(scheduler))
    }
}
