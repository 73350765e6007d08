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

    /// The stage of `toArray()`.
    @frozen
    public struct ToArray<Input>: PipelineStage {
        @usableFromInline internal var elements: [Input] = []

        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Collects the element.
        @inlinable @inline(__always)
        public mutating func next(_ input: Input) -> StageStep<[Input]> {
            elements.append(input)
            return .skip
        }

        /// On completion, emits the collected elements and completes.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<[Input]> {
            if let error { return .error(error) }
            let collected = elements
            elements = []
            return .next(collected)
        }

        /// Completes after the array.
        @inlinable
        public mutating func drain() -> StageDrain<[Input]> { .completed }
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

    /// Returns a sequence that collects all of the source's elements and emits them as one
    /// array when the source completes.
    ///
    /// - seealso: [toArray operator on reactivex.io](http://reactivex.io/documentation/operators/to.html)
    ///
    /// - Returns: A `Single` of one array holding every source element, in order.
    @inlinable
    @_disfavoredOverload
    public consuming func toArray() -> PrimitiveSequence<SingleTrait, Self, Stages.ToArray<Element>> {
        PrimitiveSequence<SingleTrait, Self, Stages.ToArray<Element>>(pipeline: Observables.Pipeline(source: self, stage: Stages.ToArray()))
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

    /// `toArray()` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.toArray()`.
    @inlinable
    public consuming func toArray() -> PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.ToArray<Element>>> {
        PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.ToArray<Element>>>(pipeline: appending(Stages.ToArray()))
    }
}
