extension Stages {
    /// The stage of `take(_:)`.
    @frozen
    public struct Take<Element>: PipelineStage {
        @usableFromInline internal var remaining: Int
        @usableFromInline internal var ending: StageEnding<Element> = .completed

        /// Creates the stage.
        @inlinable
        internal init(count: Int) {
            precondition(count >= 0, "count can't be negative")
            remaining = count
        }

        /// `take(0)` completes at once.
        @inlinable
        public mutating func start() -> StageStart<Element> { remaining == 0 ? .end : .subscribe }

        /// Emits the element; the last one ends the stage.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            remaining -= 1
            if remaining == 0 {
                ending = .last(input)
                return .end
            }
            return .next(input)
        }

        /// Emits the last element, then completes.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { ending.drain() }
    }
}

extension ObservableType {
    /// Returns a sequence that emits the first `count` elements of the source, then completes.
    ///
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    ///
    /// ```
    /// --1--2--3--4--|
    ///   take(2)
    /// --1--2|
    /// ```
    ///
    /// The upstream is disposed as soon as the last element was taken; `take(0)` completes
    /// without subscribing to the source.
    ///
    /// - Parameter count: How many elements to emit.
    /// - Returns: At most `count` elements: the source's first ones.
    @inlinable
    @_disfavoredOverload
    public consuming func take(_ count: Int) -> Observables.Pipeline<Self, Stages.Take<Element>> {
        appendingStage(Stages.Take(count: count))
    }
}

extension Observables.Pipeline {
    /// `take(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.take(_:)`.
    @inlinable
    public consuming func take(_ count: Int) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Take<Element>>> {
        appendingStage(Stages.Take(count: count))
    }
}
