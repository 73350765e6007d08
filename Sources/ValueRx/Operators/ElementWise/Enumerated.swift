extension Stages {
    /// The stage of `enumerated()`.
    @frozen
    public struct Enumerated<Element>: PipelineStage {
        @usableFromInline internal var index = 0

        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Emits the element with its index; fails with `RxError.overflow` past `Int.max`.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<(index: Int, element: Element)> {
            if index == Int.max { return .end }
            let current = index
            index += 1
            return .next((index: current, element: input))
        }

        /// Emits the overflow error.
        @inlinable
        public mutating func drain() -> StageDrain<(index: Int, element: Element)> {
            .error(RxError.overflow)
        }
    }
}

// The `enumerated` operator methods are generated from Scripts/surface.txt.
