extension Stages {
    /// The stage of `enumerated()`.
    @frozen
    public struct Enumerated<Element>: PipelineStage {
        @usableFromInline internal var index = 0

        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Emits the element with its index; fails with `RxError.overflow` past `Int.max`.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<(index: Int, element: Element)> {
            if index == Int.max { return .end }
            let current = index
            index += 1
            return .next((index: current, element: input))
        }

        /// Emits the overflow error.
        @inlinable
        public mutating func drain() -> StageDrain<(index: Int, element: Element)> {
            .error(RxError.overflow)
        }
    }
}

extension ObservableType {
    /// Returns a sequence that pairs each element with its position, counting from 0.
    ///
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    ///
    /// - Returns: A sequence of `(index, element)` tuples, in the source's order.
    @inlinable
    @_disfavoredOverload
    public consuming func enumerated() -> Observables.Pipeline<Self, Stages.Enumerated<Element>> {
        appendingStage(Stages.Enumerated())
    }
}

extension Observables.Pipeline {
    /// `enumerated()` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.enumerated()`.
    @inlinable
    public consuming func enumerated() -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Enumerated<Element>>> {
        appendingStage(Stages.Enumerated())
    }
}
