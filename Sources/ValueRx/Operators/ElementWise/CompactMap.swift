extension Stages {
    /// The stage of `compactMap(_:)`.
    @frozen
    public struct CompactMap<Input, Output, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal let transform: (Input) throws(Failure) -> Output?
        @usableFromInline internal var failure: Failure?

        /// Creates the stage.
        @inlinable
        internal init(_ transform: @escaping (Input) throws(Failure) -> Output?) {
            self.transform = transform
        }

        /// Emits the transformed element unless it is `nil`; ends with the error if the closure throws.
        @inlinable @inline(__always)
        public mutating func next(_ input: Input) -> StageStep<Output> {
            do {
                if let output = try transform(input) { return .next(output) }
                return .skip
            } catch {
                failure = error
                return .end
            }
        }

        /// Emits the error the closure threw.
        @inlinable
        public mutating func drain() -> StageDrain<Output> { failure.stageDrain() }
    }
}

// The `compactMap` operator methods are generated from Scripts/surface.txt.
