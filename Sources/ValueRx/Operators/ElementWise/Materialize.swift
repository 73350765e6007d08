extension Stages {
    /// The stage of `materialize()`.
    @frozen
    public struct Materialize<Element>: PipelineStage {
        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Emits the element as a `next` event.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Event<Element>> {
            .next(.next(input))
        }

        /// Emits the terminal event as an element, then completes.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Event<Element>> {
            .next(error.map { .error($0) } ?? .completed)
        }

        /// Completes after the terminal event was emitted as an element.
        @inlinable
        public mutating func drain() -> StageDrain<Event<Element>> { .completed }
    }
}

extension ObservableType {
    /// Returns a sequence that emits each of the source's events, the terminal one included, as
    /// an `Event` element.
    ///
    /// - seealso: [materialize operator on reactivex.io](http://reactivex.io/documentation/operators/materialize-dematerialize.html)
    ///
    /// - Returns: A sequence of `Event<Element>` values. It never fails: after emitting the
    ///   source's terminal event as an element, it completes.
    @inlinable
    @_disfavoredOverload
    public consuming func materialize() -> Observables.Pipeline<Self, Stages.Materialize<Element>> {
        appendingStage(Stages.Materialize())
    }
}

extension Observables.Pipeline {
    /// `materialize()` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.materialize()`.
    @inlinable
    public consuming func materialize() -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Materialize<Element>>> {
        appendingStage(Stages.Materialize())
    }
}
