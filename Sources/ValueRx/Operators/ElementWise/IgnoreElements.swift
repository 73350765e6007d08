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

// The `ignoreElements` operator methods are generated from Scripts/surface.txt.
