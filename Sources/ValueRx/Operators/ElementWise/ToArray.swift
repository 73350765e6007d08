extension Stages {
    /// The stage of `toArray()`.
    @frozen
    public struct ToArray<Input>: PipelineStage {
        @usableFromInline internal var elements: [Input] = []

        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Collects the element.
        @inlinable @inline(__always)
        public mutating func next(_ input: Input) -> StageStep<[Input]> {
            elements.append(input)
            return .skip
        }

        /// On completion, emits the collected elements and completes.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<[Input]> {
            if let error { return .error(error) }
            let collected = elements
            elements = []
            return .next(collected)
        }

        /// Completes after the array.
        @inlinable
        public mutating func drain() -> StageDrain<[Input]> { .completed }
    }
}

extension ObservableType {
    /// Returns a sequence that collects all of the source's elements and emits them as one
    /// array when the source completes.
    ///
    /// - seealso: [toArray operator on reactivex.io](http://reactivex.io/documentation/operators/to.html)
    ///
    /// - Returns: A `Single` of one array holding every source element, in order.
    @inlinable
    @_disfavoredOverload
    public consuming func toArray() -> PrimitiveSequence<SingleTrait, Self, Stages.ToArray<Element>> {
        PrimitiveSequence<SingleTrait, Self, Stages.ToArray<Element>>(pipeline: Observables.Pipeline(source: self, stage: Stages.ToArray()))
    }
}

extension Observables.Pipeline {
    /// `toArray()` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.toArray()`.
    @inlinable
    public consuming func toArray() -> PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.ToArray<Element>>> {
        PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.ToArray<Element>>>(pipeline: appending(Stages.ToArray()))
    }
}
