extension Observables {
    /// The sequence `andThen(_:)` returns: a `Completable`'s outcome, then, if it completed,
    /// `Second`'s events.
    ///
    /// RxSwift's order: when the first completes, the second is subscribed to, then the first's
    /// subscription is disposed of; an error from the first ends everything.
    @frozen
    public struct AndThen<First: ObservableType, Second: ObservableType>: _SinkOperator where First.Element == Swift.Never {
        /// The type of the elements: the second sequence's.
        public typealias Element = Second.Element

        @usableFromInline internal var first: First
        @usableFromInline internal let second: Second

        @inlinable
        internal init(first: consuming First, second: Second) {
            self.first = first
            self.second = second
        }

        /// Subscribes to the first sequence, and to the second once the first completes.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            // The first sequence has no elements: it runs as an "empty" source of the second's
            // element type, and `ifEmpty(switchTo:)`'s sink moves on at its completion.
            let second = self.second
            let sink = CatchSink<Observables.Pipeline<First, Stages.Map<Swift.Never, Element, Swift.Never>>, Second, Observer>(handler: { _ in second }, switchesOnEmpty: true, downstream: observer)
            let trampoline = Trampoline.enter()
            return Trampoline.leave(trampoline, returning: sink.run(Observables.Pipeline(source: first, stage: Stages.Map { (never: Swift.Never) -> Element in })))
        }
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// Emits `second`'s outcome after this `Completable` completes.
    ///
    /// - Parameter second: The `Single` subscribed to once this one completes.
    /// - Returns: A `Single`: this one's error, or `second`'s outcome.
    @inlinable
    public consuming func andThen<SecondSource, SecondStage>(_ second: PrimitiveSequence<SingleTrait, SecondSource, SecondStage>) -> PrimitiveSequence<SingleTrait, Observables.AndThen<Observables.Pipeline<Source, Stage>, Observables.Pipeline<SecondSource, SecondStage>>, Stages.Identity<SecondStage.Output>> {
        PrimitiveSequence<SingleTrait, Observables.AndThen<Observables.Pipeline<Source, Stage>, Observables.Pipeline<SecondSource, SecondStage>>, Stages.Identity<SecondStage.Output>>(raw: Observables.AndThen(first: pipeline, second: second.pipeline))
    }

    /// Emits `second`'s outcome after this `Completable` completes.
    ///
    /// - Parameter second: The `Maybe` subscribed to once this one completes.
    /// - Returns: A `Maybe`: this one's error, or `second`'s outcome.
    @inlinable
    public consuming func andThen<SecondSource, SecondStage>(_ second: PrimitiveSequence<MaybeTrait, SecondSource, SecondStage>) -> PrimitiveSequence<MaybeTrait, Observables.AndThen<Observables.Pipeline<Source, Stage>, Observables.Pipeline<SecondSource, SecondStage>>, Stages.Identity<SecondStage.Output>> {
        PrimitiveSequence<MaybeTrait, Observables.AndThen<Observables.Pipeline<Source, Stage>, Observables.Pipeline<SecondSource, SecondStage>>, Stages.Identity<SecondStage.Output>>(raw: Observables.AndThen(first: pipeline, second: second.pipeline))
    }

    /// Runs `second` after this `Completable` completes.
    ///
    /// - Parameter second: The `Completable` subscribed to once this one completes.
    /// - Returns: A `Completable` that completes after both.
    @inlinable
    public consuming func andThen<SecondSource, SecondStage>(_ second: PrimitiveSequence<CompletableTrait, SecondSource, SecondStage>) -> PrimitiveSequence<CompletableTrait, Observables.AndThen<Observables.Pipeline<Source, Stage>, Observables.Pipeline<SecondSource, SecondStage>>, Stages.Identity<SecondStage.Output>> {
        PrimitiveSequence<CompletableTrait, Observables.AndThen<Observables.Pipeline<Source, Stage>, Observables.Pipeline<SecondSource, SecondStage>>, Stages.Identity<SecondStage.Output>>(raw: Observables.AndThen(first: pipeline, second: second.pipeline))
    }

    /// Emits `second`'s events after this `Completable` completes.
    ///
    /// Differs from RxSwift, which takes and returns `Observable<Element>`: any observable is
    /// accepted and the result keeps its concrete type.
    ///
    /// - Parameter second: The sequence subscribed to once this one completes.
    /// - Returns: This one's error, or `second`'s events.
    @inlinable
    public consuming func andThen<Second: ObservableType>(_ second: Second) -> Observables.AndThen<Observables.Pipeline<Source, Stage>, Second> {
        Observables.AndThen(first: pipeline, second: second)
    }
}
