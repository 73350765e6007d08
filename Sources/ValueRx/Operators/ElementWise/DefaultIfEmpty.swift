extension Stages {
    /// The stage of `ifEmpty(default:)`.
    @frozen
    public struct DefaultIfEmpty<Element>: PipelineStage {
        @usableFromInline internal let defaultValue: Element
        @usableFromInline internal var isEmpty = true

        /// Creates the stage.
        @inlinable
        internal init(defaultValue: Element) {
            self.defaultValue = defaultValue
        }

        /// Emits the element.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            isEmpty = false
            return .next(input)
        }

        /// An empty sequence emits the default value before completing.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            if let error { return .error(error) }
            return isEmpty ? .next(defaultValue) : .completed
        }

        /// Completes after the default value.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { .completed }
    }
}

extension ObservableType {
    /// Returns the source's elements, or `default` alone when the source completes without
    /// emitting any.
    ///
    /// - seealso: [DefaultIfEmpty operator on reactivex.io](http://reactivex.io/documentation/operators/defaultifempty.html)
    ///
    /// - Parameter default: The element emitted when the source turns out to be empty.
    /// - Returns: The source's elements; for an empty source, `default` followed by completion.
    @inlinable
    @_disfavoredOverload
    public consuming func ifEmpty(default: Element) -> Observables.Pipeline<Self, Stages.DefaultIfEmpty<Element>> {
        appendingStage(Stages.DefaultIfEmpty(defaultValue: `default`))
    }
}

extension Observables.Pipeline {
    /// `ifEmpty(default:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.ifEmpty(default:)`.
    @inlinable
    public consuming func ifEmpty(default: Element) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.DefaultIfEmpty<Element>>> {
        appendingStage(Stages.DefaultIfEmpty(defaultValue: `default`))
    }
}
