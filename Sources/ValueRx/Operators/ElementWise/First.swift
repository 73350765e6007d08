extension Stages {
    /// The stage of `first()`.
    @frozen
    public struct First<Element>: PipelineStage {
        @usableFromInline internal var ending: StageEnding<Element?> = .completed

        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Emits the first element and completes.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element?> {
            ending = .last(input)
            return .end
        }

        /// An empty sequence emits `nil`, then completes.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element?> {
            if let error { return .error(error) }
            ending = .completed
            return .next(nil)
        }

        /// Emits the element, then completes.
        @inlinable
        public mutating func drain() -> StageDrain<Element?> { ending.drain() }
    }
}

extension ObservableType {
    /// The first element of the sequence, or `nil` if it completes without one.
    ///
    /// - Returns: A `Single` of the first element (or `nil`); the source's subscription ends
    ///   at its first element.
    @inlinable
    @_disfavoredOverload
    public consuming func first() -> PrimitiveSequence<SingleTrait, Self, Stages.First<Element>> {
        PrimitiveSequence<SingleTrait, Self, Stages.First<Element>>(pipeline: Observables.Pipeline(source: self, stage: Stages.First()))
    }
}

extension Observables.Pipeline {
    /// `first()` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.first()`.
    @inlinable
    public consuming func first() -> PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.First<Element>>> {
        PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.First<Element>>>(pipeline: appending(Stages.First()))
    }
}
