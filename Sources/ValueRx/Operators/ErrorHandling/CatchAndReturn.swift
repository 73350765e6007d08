extension Stages {
    /// The stage of `catchAndReturn(_:)`: an error becomes the element, then completion.
    @frozen
    public struct CatchAndReturn<Element>: PipelineStage {
        @usableFromInline internal let element: Element
        @usableFromInline internal var recovered = false

        @inlinable
        internal init(element: Element) {
            self.element = element
        }

        /// Passes the element on.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> { .next(input) }

        /// An error becomes the element; completion passes through.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            guard error != nil else { return .completed }
            recovered = true
            return .next(element)
        }

        /// After the element: completed.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { .completed }
    }
}

// The `catchAndReturn` operator methods are generated from Scripts/surface.txt.
