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

// The `dematerialize` operator methods are generated from Scripts/surface.txt.
