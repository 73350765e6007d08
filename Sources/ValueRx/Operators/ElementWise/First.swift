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

// The `first` operator methods are generated from Scripts/surface.txt.
