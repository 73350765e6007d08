extension Stages {
    /// The stage of `ignoreElements()`.
    @frozen
    public struct IgnoreElements<Input>: PipelineStage {
        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Drops the element.
        @inlinable @inline(__always)
        public mutating func next(_ input: Input) -> StageStep<Swift.Never> { .skip }

        /// Never drains by itself.
        @inlinable
        public mutating func drain() -> StageDrain<Swift.Never> { .completed }
    }
}

extension ObservableType {
    /// Returns a sequence that drops every element and only passes on the source's completion
    /// or error; the same as a `filter` whose predicate is always `false`.
    ///
    /// - seealso: [ignoreElements operator on reactivex.io](http://reactivex.io/documentation/operators/ignoreelements.html)
    ///
    /// - Returns: A sequence with no elements that ends when the source ends.
    @inlinable
    @_disfavoredOverload
    public consuming func ignoreElements() -> Observables.Pipeline<Self, Stages.IgnoreElements<Element>> {
        appendingStage(Stages.IgnoreElements())
    }
}

extension Observables.Pipeline {
    /// `ignoreElements()` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.ignoreElements()`.
    @inlinable
    public consuming func ignoreElements() -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.IgnoreElements<Element>>> {
        appendingStage(Stages.IgnoreElements())
    }
}
