extension Stages {
    /// The stage of `element(at:)`.
    @frozen
    public struct ElementAt<Element>: PipelineStage {
        @usableFromInline internal var remaining: Int
        @usableFromInline internal var ending: StageEnding<Element> = .completed

        /// Creates the stage.
        @inlinable
        internal init(index: Int) {
            precondition(index >= 0, "index can't be negative")
            remaining = index
        }

        /// Emits the element at the index and completes.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            if remaining == 0 {
                ending = .last(input)
                return .end
            }
            remaining -= 1
            return .skip
        }

        /// A sequence that ends before the index fails with `RxError.argumentOutOfRange`.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            .error(error ?? RxError.argumentOutOfRange)
        }

        /// Emits the element, then completes.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { ending.drain() }
    }
}

extension ObservableType {
    /// Returns a sequence that emits only the source element at position `index`, then
    /// completes.
    ///
    /// - seealso: [elementAt operator on reactivex.io](http://reactivex.io/documentation/operators/elementat.html)
    ///
    /// If the sequence ends before the index, it fails with `RxError.argumentOutOfRange`.
    ///
    /// - Parameter index: The position of the element to emit, counting from 0.
    /// - Returns: A sequence of that one element.
    @inlinable
    @_disfavoredOverload
    public consuming func element(at index: Int) -> Observables.Pipeline<Self, Stages.ElementAt<Element>> {
        appendingStage(Stages.ElementAt(index: index))
    }
}

extension Observables.Pipeline {
    /// `element(at:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.element(at:)`.
    @inlinable
    public consuming func element(at index: Int) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.ElementAt<Element>>> {
        appendingStage(Stages.ElementAt(index: index))
    }
}
