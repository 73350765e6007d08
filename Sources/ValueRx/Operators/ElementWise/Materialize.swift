extension Stages {
    /// The stage of `materialize()`.
    @frozen
    public struct Materialize<Element>: PipelineStage {
        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Emits the element as a `next` event.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Event<Element>> {
            .next(.next(input))
        }

        /// Emits the terminal event as an element, then completes.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Event<Element>> {
            .next(error.map { .error($0) } ?? .completed)
        }

        /// Completes after the terminal event was emitted as an element.
        @inlinable
        public mutating func drain() -> StageDrain<Event<Element>> { .completed }
    }
}

// The `materialize` operator methods are generated from Scripts/surface.txt.
