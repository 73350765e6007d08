extension Stages {
    /// The stage of `dematerialize()`.
    @frozen
    public struct Dematerialize<Input: EventConvertible>: PipelineStage {
        @usableFromInline internal var ending: StageEnding<Input.Element> = .completed

        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Emits a `next` event's element; a terminal event ends the sequence.
        @inlinable @inline(__always)
        public mutating func next(_ input: Input) -> StageStep<Input.Element> {
            switch input.event {
            case .next(let element):
                return .next(element)
            case .error(let error):
                ending = .error(error)
                return .end
            case .completed:
                ending = .completed
                return .end
            }
        }

        /// Emits the terminal event that was an element.
        @inlinable
        public mutating func drain() -> StageDrain<Input.Element> { ending.drain() }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Returns a sequence that turns `Event` elements back into events: the reverse of
    /// `materialize()`.
    ///
    /// - seealso: [materialize operator on reactivex.io](http://reactivex.io/documentation/operators/materialize-dematerialize.html)
    ///
    /// - Returns: A sequence that emits each `next` element and ends with the first `error` or
    ///   `completed` element.
    @inlinable
    @_disfavoredOverload
    public consuming func dematerialize() -> Observables.Pipeline<Self, Stages.Dematerialize<Element>> {
        appendingStage(Stages.Dematerialize())
    }
}

extension Observables.Pipeline where Stage.Output: EventConvertible {
    /// `dematerialize()` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.dematerialize()`.
    @inlinable
    public consuming func dematerialize() -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Dematerialize<Element>>> {
        appendingStage(Stages.Dematerialize())
    }
}
