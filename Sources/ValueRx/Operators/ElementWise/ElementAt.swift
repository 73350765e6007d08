extension Stages {
    /// The stage of `element(at:)`.
    @frozen
    public struct ElementAt<Element>: PipelineStage {
        @usableFromInline internal var remaining: Int
        @usableFromInline internal var ending: StageEnding<Element> = .completed

        /// Creates the stage.
        @inlinable
        internal init(index: Int) {
            precondition(index >= 0, "index can't be negative")
            remaining = index
        }

        /// Emits the element at the index and completes.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            if remaining == 0 {
                ending = .last(input)
                return .end
            }
            remaining -= 1
            return .skip
        }

        /// A sequence that ends before the index fails with `RxError.argumentOutOfRange`.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            .error(error ?? RxError.argumentOutOfRange)
        }

        /// Emits the element, then completes.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { ending.drain() }
    }
}

// The `element(at:)` operator methods are generated from Scripts/surface.txt.
