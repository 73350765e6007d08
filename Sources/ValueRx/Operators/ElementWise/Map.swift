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
                failure = error
                return .end
            }
        }

        /// Emits the error the closure threw.
        @inlinable
        public mutating func drain() -> StageDrain<Output> { failure.stageDrain() }
    }
}

extension ObservableType {
    /// Returns a sequence that emits `transform` applied to each source element.
    ///
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    ///
    /// ```
    /// --1--2--3--|
    ///   map { $0 * 10 }
    /// --10-20-30-|
    /// ```
    ///
    /// A closure that cannot throw pays nothing for the error path (typed throws infer `Never`).
    /// If it throws, the sequence terminates with that error and the upstream is disposed.
    ///
    /// - Parameter transform: Converts one source element into one result element.
    /// - Returns: The converted elements, in the source's order.
    @inlinable
    @_disfavoredOverload
    public consuming func map<Result, Failure: Swift.Error>(_ transform: @escaping (Element) throws(Failure) -> Result) -> Observables.Pipeline<Self, Stages.Map<Element, Result, Failure>> {
        appendingStage(Stages.Map(transform))
    }
}

extension Observables.Pipeline {
    /// `map(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.map(_:)`.
    @inlinable
    public consuming func map<Result, Failure: Swift.Error>(_ transform: @escaping (Element) throws(Failure) -> Result) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Map<Element, Result, Failure>>> {
        appendingStage(Stages.Map(transform))
    }
}
