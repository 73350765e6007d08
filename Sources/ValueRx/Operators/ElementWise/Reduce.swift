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

extension ObservableType {
    /// Returns a sequence that folds every element into a running value, starting from `seed`,
    /// and emits `mapResult` of the final value once the source completes.
    ///
    /// To see the running value after each element, use `scan`.
    ///
    /// - seealso: [reduce operator on reactivex.io](http://reactivex.io/documentation/operators/reduce.html)
    ///
    /// - Parameters:
    ///   - seed: The running value before the first element.
    ///   - accumulator: Combines the running value and one element into the new running value.
    ///   - mapResult: Converts the final running value into the element emitted.
    /// - Returns: A sequence of one element, emitted when the source completes.
    @inlinable
    @_disfavoredOverload
    public consuming func reduce<A, Result, Failure: Swift.Error>(_ seed: A, accumulator: @escaping (A, Element) throws(Failure) -> A, mapResult: @escaping (A) throws(Failure) -> Result) -> Observables.Pipeline<Self, Stages.Reduce<Element, A, Result, Failure>> {
        appendingStage(Stages.Reduce(seed, accumulator: accumulator, mapResult: mapResult))
    }

    /// Returns a sequence that folds every element into a running value, starting from `seed`,
    /// and emits the final value once the source completes.
    ///
    /// - Parameters:
    ///   - seed: The running value before the first element.
    ///   - accumulator: Combines the running value and one element into the new running value.
    /// - Returns: A sequence of one element, the final running value.
    @inlinable
    @_disfavoredOverload
    public consuming func reduce<A, Failure: Swift.Error>(_ seed: A, accumulator: @escaping (A, Element) throws(Failure) -> A) -> Observables.Pipeline<Self, Stages.Reduce<Element, A, A, Failure>> {
        appendingStage(Stages.Reduce(seed, accumulator: accumulator, mapResult: { (value: A) throws(Failure) -> A in value }))
    }
}

extension Observables.Pipeline {
    /// `reduce(_:accumulator:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.reduce(_:accumulator:mapResult:)`.
    @inlinable
    public consuming func reduce<A, Result, Failure: Swift.Error>(_ seed: A, accumulator: @escaping (A, Element) throws(Failure) -> A, mapResult: @escaping (A) throws(Failure) -> Result) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Reduce<Element, A, Result, Failure>>> {
        appendingStage(Stages.Reduce(seed, accumulator: accumulator, mapResult: mapResult))
    }

    /// `reduce(_:accumulator:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.reduce(_:accumulator:)`.
    @inlinable
    public consuming func reduce<A, Failure: Swift.Error>(_ seed: A, accumulator: @escaping (A, Element) throws(Failure) -> A) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Reduce<Element, A, A, Failure>>> {
        appendingStage(Stages.Reduce(seed, accumulator: accumulator, mapResult: { (value: A) throws(Failure) -> A in value }))
    }
}
