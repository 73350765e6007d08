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

extension ObservableType {
    /// Returns a sequence that emits `transform` applied to each source element, leaving out
    /// the `nil` results.
    ///
    /// ```
    /// --1--2--3--|
    ///   compactMap { $0 == 2 ? nil : $0 }
    /// --1-----3--|
    /// ```
    ///
    /// - Parameter transform: Converts one source element into a result, or `nil` to drop it.
    /// - Returns: The non-`nil` results, in the source's order.
    @inlinable
    @_disfavoredOverload
    public consuming func compactMap<Result, Failure: Swift.Error>(_ transform: @escaping (Element) throws(Failure) -> Result?) -> Observables.Pipeline<Self, Stages.CompactMap<Element, Result, Failure>> {
        appendingStage(Stages.CompactMap(transform))
    }
}

extension Observables.Pipeline {
    /// `compactMap(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.compactMap(_:)`.
    @inlinable
    public consuming func compactMap<Result, Failure: Swift.Error>(_ transform: @escaping (Element) throws(Failure) -> Result?) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.CompactMap<Element, Result, Failure>>> {
        appendingStage(Stages.CompactMap(transform))
    }
}
