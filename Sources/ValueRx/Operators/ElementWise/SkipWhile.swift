extension Stages {
    /// The stage of `skip(while:)`.
    @frozen
    public struct SkipWhile<Element, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal let predicate: (Element) throws(Failure) -> Bool
        @usableFromInline internal var skipping = true
        @usableFromInline internal var failure: Failure?

        /// Creates the stage.
        @inlinable
        internal init(_ predicate: @escaping (Element) throws(Failure) -> Bool) {
            self.predicate = predicate
        }

        /// Drops elements while the predicate holds, then emits every element.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            if !skipping { return .next(input) }
            do {
                if try predicate(input) { return .skip }
                skipping = false
                return .next(input)
            } catch {
                failure = error
                return .end
            }
        }

        /// Emits the error the predicate threw.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { failure.stageDrain() }
    }
}

// The `skip(while:)` operator methods are generated from Scripts/surface.txt.
