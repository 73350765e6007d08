extension Stages {
    /// The stage of `ifEmpty(default:)`.
    @frozen
    public struct DefaultIfEmpty<Element>: PipelineStage {
        @usableFromInline internal let defaultValue: Element
        @usableFromInline internal var isEmpty = true

        /// Creates the stage.
        @inlinable
        internal init(defaultValue: Element) {
            self.defaultValue = defaultValue
        }

        /// Emits the element.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            isEmpty = false
            return .next(input)
        }

        /// An empty sequence emits the default value before completing.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            if let error { return .error(error) }
            return isEmpty ? .next(defaultValue) : .completed
        }

        /// Completes after the default value.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { .completed }
    }
}

// The `ifEmpty` operator methods are generated from Scripts/surface.txt.
