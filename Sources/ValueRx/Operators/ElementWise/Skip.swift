extension Stages {
    /// The stage of `skip(_:)`.
    @frozen
    public struct Skip<Element>: PipelineStage {
        @usableFromInline internal var remaining: Int

        /// Creates the stage.
        @inlinable
        internal init(count: Int) {
            remaining = Swift.max(count, 0)
        }

        /// Drops the element while the count lasts, then emits.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            if remaining > 0 {
                remaining -= 1
                return .skip
            }
            return .next(input)
        }

        /// Never drains by itself.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { .completed }
    }
}

// The `skip(_:)` operator methods are generated from Scripts/surface.txt.
