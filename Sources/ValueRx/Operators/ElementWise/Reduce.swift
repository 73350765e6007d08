extension Stages {
    /// The stage of `reduce(_:accumulator:mapResult:)` and `reduce(_:accumulator:)`.
    @frozen
    public struct Reduce<Input, Accumulate, Output, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal var accumulate: Accumulate
        @usableFromInline internal let accumulator: (Accumulate, Input) throws(Failure) -> Accumulate
        @usableFromInline internal let mapResult: (Accumulate) throws(Failure) -> Output
        @usableFromInline internal var ending: StageEnding<Output> = .completed

        /// Creates the stage.
        @inlinable
        internal init(_ seed: Accumulate, accumulator: @escaping (Accumulate, Input) throws(Failure) -> Accumulate, mapResult: @escaping (Accumulate) throws(Failure) -> Output) {
            accumulate = seed
            self.accumulator = accumulator
            self.mapResult = mapResult
        }

        /// Accumulates the element; emits nothing yet.
        @inlinable @inline(__always)
        public mutating func next(_ input: Input) -> StageStep<Output> {
            do {
                accumulate = try accumulator(accumulate, input)
                return .skip
            } catch {
                ending = .error(error)
                return .end
            }
        }

        /// On completion, emits the mapped accumulation and completes.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Output> {
            if let error { return .error(error) }
            do {
                ending = .completed
                return .next(try mapResult(accumulate))
            } catch {
                return .error(error)
            }
        }

        /// Emits what remains after the accumulation.
        @inlinable
        public mutating func drain() -> StageDrain<Output> {
            ending.drain()
        }
    }
}

// The `reduce` operator methods are generated from Scripts/surface.txt.
