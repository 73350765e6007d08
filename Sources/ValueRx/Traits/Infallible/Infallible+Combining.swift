extension InfallibleSequence {
    /// Emits elements until `other` emits an element, then completes.
    ///
    /// - Parameter other: The sequence whose first element ends this one.
    /// - Returns: The elements before `other`'s first.
    @inlinable
    public consuming func take<OtherSource, OtherStage>(until other: InfallibleSequence<OtherSource, OtherStage>) -> InfallibleSequence<Observables.TakeUntil<Observables.Pipeline<Source, Stage>, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.TakeUntil<Observables.Pipeline<Source, Stage>, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>>(raw: pipeline.take(until: other.pipeline))
    }

    /// Emits elements until `other` emits an element, then completes.
    ///
    /// - Parameter other: The sequence whose first element ends this one.
    /// - Returns: The elements before `other`'s first.
    @inlinable
    public consuming func take<Other: ObservableType>(until other: Other) -> InfallibleSequence<Observables.TakeUntil<Observables.Pipeline<Source, Stage>, Other>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.TakeUntil<Observables.Pipeline<Source, Stage>, Other>, Stages.Identity<Element>>(raw: pipeline.take(until: other))
    }

    /// Leaves out elements until `other` emits an element.
    ///
    /// - Parameter other: The sequence whose first element starts the emission.
    /// - Returns: The elements after `other`'s first.
    @inlinable
    public consuming func skip<Other: ObservableType>(until other: Other) -> InfallibleSequence<Observables.SkipUntil<Observables.Pipeline<Source, Stage>, Other>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.SkipUntil<Observables.Pipeline<Source, Stage>, Other>, Stages.Identity<Element>>(raw: pipeline.skip(until: other))
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
