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

extension ObservableType {
    /// Returns a sequence that folds each element into a running value, updated in place from
    /// `seed`, and emits that value after every element.
    ///
    /// To get only the final value, use `reduce`.
    ///
    /// - seealso: [scan operator on reactivex.io](http://reactivex.io/documentation/operators/scan.html)
    ///
    /// - Parameters:
    ///   - seed: The running value before the first element.
    ///   - accumulator: Updates the running value with one element.
    /// - Returns: The running value after each source element.
    @inlinable
    @_disfavoredOverload
    public consuming func scan<A, Failure: Swift.Error>(into seed: A, accumulator: @escaping (inout A, Element) throws(Failure) -> Void) -> Observables.Pipeline<Self, Stages.ScanInto<Element, A, Failure>> {
        appendingStage(Stages.ScanInto(into: seed, accumulator: accumulator))
    }

    /// Returns a sequence that folds each element into a running value, starting from `seed`,
    /// and emits that value after every element.
    ///
    /// To get only the final value, use `reduce`.
    ///
    /// ```
    /// --1--2--3--|
    ///   scan(0, +)
    /// --1--3--6--|
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The running value before the first element.
    ///   - accumulator: Combines the running value and one element into the new running value.
    /// - Returns: The running value after each source element.
    @inlinable
    @_disfavoredOverload
    public consuming func scan<A, Failure: Swift.Error>(_ seed: A, accumulator: @escaping (A, Element) throws(Failure) -> A) -> Observables.Pipeline<Self, Stages.Scan<Element, A, Failure>> {
        appendingStage(Stages.Scan(seed, accumulator: accumulator))
    }
}

extension Observables.Pipeline {
    /// `scan(into:accumulator:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.scan(into:accumulator:)`.
    @inlinable
    public consuming func scan<A, Failure: Swift.Error>(into seed: A, accumulator: @escaping (inout A, Element) throws(Failure) -> Void) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.ScanInto<Element, A, Failure>>> {
        appendingStage(Stages.ScanInto(into: seed, accumulator: accumulator))
    }

    /// `scan(_:accumulator:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.scan(_:accumulator:)`.
    @inlinable
    public consuming func scan<A, Failure: Swift.Error>(_ seed: A, accumulator: @escaping (A, Element) throws(Failure) -> A) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Scan<Element, A, Failure>>> {
        appendingStage(Stages.Scan(seed, accumulator: accumulator))
    }
}
