extension Stages {
    /// The stage of `filter(_:)`.
    @frozen
    public struct Filter<Element, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal let predicate: (Element) throws(Failure) -> Bool
        @usableFromInline internal var failure: Failure?

        /// Creates the stage.
        @inlinable
        internal init(_ predicate: @escaping (Element) throws(Failure) -> Bool) {
            self.predicate = predicate
        }

        /// Emits the element if it satisfies the predicate; ends with the error if it throws.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            do {
                return try predicate(input) ? .next(input) : .skip
            } catch {
                return failed(error)
            }
        }

        /// Keeps the error for `drain()`. Apart from `next(_:)` so that, without optimization,
        /// only a failing element looks up the optional error's metadata.
        @inlinable
        internal mutating func failed(_ error: Failure) -> StageStep<Element> {
            failure = error
            return .end
        }

        /// Emits the error the predicate threw.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { failure.stageDrain() }
    }
}

// The `filter` operator methods are generated from Scripts/surface.txt.
