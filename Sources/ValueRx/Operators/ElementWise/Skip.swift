extension Stages {
    /// The stage of `skip(_:)`.
    @frozen
    public struct Skip<Element>: PipelineStage {
        @usableFromInline internal var remaining: Int

        /// Creates the stage.
        @inlinable
        internal init(count: Int) {
            remaining = Swift.max(count, 0)
        }

        /// Drops the element while the count lasts, then emits.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            if remaining > 0 {
                remaining -= 1
                return .skip
            }
            return .next(input)
        }

        /// Never drains by itself.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { .completed }
    }
}

extension ObservableType {
    /// Returns a sequence that drops the first `count` elements of the source and emits the
    /// rest.
    ///
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    ///
    /// - Parameter count: How many elements to drop at the start.
    /// - Returns: The source's elements from position `count` on.
    @inlinable
    @_disfavoredOverload
    public consuming func skip(_ count: Int) -> Observables.Pipeline<Self, Stages.Skip<Element>> {
        appendingStage(Stages.Skip(count: count))
    }
}

extension Observables.Pipeline {
    /// `skip(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.skip(_:)`.
    @inlinable
    public consuming func skip(_ count: Int) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Skip<Element>>> {
        appendingStage(Stages.Skip(count: count))
    }
}
