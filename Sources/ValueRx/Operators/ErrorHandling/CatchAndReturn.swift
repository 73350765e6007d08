extension Stages {
    /// The stage of `catchAndReturn(_:)`: an error becomes the element, then completion.
    @frozen
    public struct CatchAndReturn<Element>: PipelineStage {
        @usableFromInline internal let element: Element
        @usableFromInline internal var recovered = false

        @inlinable
        internal init(element: Element) {
            self.element = element
        }

        /// Passes the element on.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> { .next(input) }

        /// An error becomes the element; completion passes through.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            guard error != nil else { return .completed }
            recovered = true
            return .next(element)
        }

        /// After the element: completed.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { .completed }
    }
}

extension ObservableType {
    /// Ends with `element` and completes, instead of failing, when the source fails.
    ///
    /// ```
    /// --1--2--x
    ///   catchAndReturn(0)
    /// --1--2--(0|)
    /// ```
    ///
    /// A fused stage: no observer layer is added.
    ///
    /// - Parameter element: The last element, sent in place of the error.
    /// - Returns: The source's elements; after an error, `element` and completion.
    @inlinable
    @_disfavoredOverload
    public consuming func catchAndReturn(_ element: Element) -> Observables.Pipeline<Self, Stages.CatchAndReturn<Element>> {
        appendingStage(Stages.CatchAndReturn(element: element))
    }
}

extension Observables.Pipeline {
    /// `catchAndReturn(_:)` on a pipeline: fuses the stage into this pipeline's chain. Same
    /// semantics as `ObservableType.catchAndReturn(_:)`.
    @inlinable
    public consuming func catchAndReturn(_ element: Element) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.CatchAndReturn<Element>>> {
        appendingStage(Stages.CatchAndReturn(element: element))
    }
}
