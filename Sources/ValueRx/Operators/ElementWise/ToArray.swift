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

// The `toArray` operator methods are generated from Scripts/surface.txt.
