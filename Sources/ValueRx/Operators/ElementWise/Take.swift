extension Stages {
    /// The stage of `take(_:)`.
    @frozen
    public struct Take<Element>: PipelineStage {
        @usableFromInline internal var remaining: Int
        @usableFromInline internal var ending: StageEnding<Element> = .completed

        /// Creates the stage.
        @inlinable
        internal init(count: Int) {
            precondition(count >= 0, "count can't be negative")
            remaining = count
        }

        /// `take(0)` completes at once.
        @inlinable
        public mutating func start() -> StageStart<Element> { remaining == 0 ? .end : .subscribe }

        /// Emits the element; the last one ends the stage.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            remaining -= 1
            if remaining == 0 {
                ending = .last(input)
                return .end
            }
            return .next(input)
        }

        /// Emits the last element, then completes.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { ending.drain() }
    }
}

// The `take(_:)` operator methods are generated from Scripts/surface.txt.
