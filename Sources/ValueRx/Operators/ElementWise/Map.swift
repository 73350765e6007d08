extension Stages {
    /// The stage of `map(_:)`.
    @frozen
    public struct Map<Input, Output, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal let transform: (Input) throws(Failure) -> Output
        @usableFromInline internal var failure: Failure?

        /// Creates the stage.
        @inlinable
        internal init(_ transform: @escaping (Input) throws(Failure) -> Output) {
            self.transform = transform
        }

        /// Emits the transformed element; ends with the error if the closure throws.
        @inlinable @inline(__always)
        public mutating func next(_ input: Input) -> StageStep<Output> {
            do {
                return .next(try transform(input))
            } catch {
                return failed(error)
            }
        }

        /// Keeps the error for `drain()`. Apart from `next(_:)` so that, without optimization,
        /// only a failing element looks up the optional error's metadata.
        @inlinable
        internal mutating func failed(_ error: Failure) -> StageStep<Output> {
            failure = error
            return .end
        }

        /// Emits the error the closure threw.
        @inlinable
        public mutating func drain() -> StageDrain<Output> { failure.stageDrain() }
    }
}

// The `map` operator methods are generated from Scripts/surface.txt.
