extension Stages {
    /// The stage of `scan(into:accumulator:)`.
    @frozen
    public struct ScanInto<Input, Accumulate, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal var accumulate: Accumulate
        @usableFromInline internal let accumulator: (inout Accumulate, Input) throws(Failure) -> Void
        @usableFromInline internal var failure: Failure?

        /// Creates the stage.
        @inlinable
        internal init(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Input) throws(Failure) -> Void) {
            accumulate = seed
            self.accumulator = accumulator
        }

        /// Accumulates the element and emits the accumulation.
        @inlinable @inline(__always)
        public mutating func next(_ input: Input) -> StageStep<Accumulate> {
            do {
                try accumulator(&accumulate, input)
                return .next(accumulate)
            } catch {
                failure = error
                return .end
            }
        }

        /// Emits the error the accumulator threw.
        @inlinable
        public mutating func drain() -> StageDrain<Accumulate> { failure.stageDrain() }
    }

    /// The stage of `scan(_:accumulator:)`.
    @frozen
    public struct Scan<Input, Accumulate, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal var accumulate: Accumulate
        @usableFromInline internal let accumulator: (Accumulate, Input) throws(Failure) -> Accumulate
        @usableFromInline internal var failure: Failure?

        /// Creates the stage.
        @inlinable
        internal init(_ seed: Accumulate, accumulator: @escaping (Accumulate, Input) throws(Failure) -> Accumulate) {
            accumulate = seed
            self.accumulator = accumulator
        }

        /// Accumulates the element and emits the accumulation.
        @inlinable @inline(__always)
        public mutating func next(_ input: Input) -> StageStep<Accumulate> {
            do {
                accumulate = try accumulator(accumulate, input)
                return .next(accumulate)
            } catch {
                failure = error
                return .end
            }
        }

        /// Emits the error the accumulator threw.
        @inlinable
        public mutating func drain() -> StageDrain<Accumulate> { failure.stageDrain() }
    }
}

// The `scan` operator methods are generated from Scripts/surface.txt.
