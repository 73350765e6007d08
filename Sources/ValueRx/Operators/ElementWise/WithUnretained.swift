extension Stages {
    /// The stage of `withUnretained(_:resultSelector:)`.
    @frozen
    public struct WithUnretained<Input, Object: AnyObject, Output>: PipelineStage {
        @usableFromInline internal weak var object: Object?
        @usableFromInline internal let resultSelector: (Object, Input) -> Output

        /// Creates the stage.
        @inlinable
        internal init(object: Object, resultSelector: @escaping (Object, Input) -> Output) {
            self.object = object
            self.resultSelector = resultSelector
        }

        /// Emits the combined value while the object is alive; completes once it is gone.
        @inlinable @inline(__always)
        public mutating func next(_ input: Input) -> StageStep<Output> {
            guard let object else { return .end }
            return .next(resultSelector(object, input))
        }

        /// Completes (the object was released).
        @inlinable
        public mutating func drain() -> StageDrain<Output> { .completed }
    }
}

extension ObservableType {
    /// Returns a sequence that combines each element with `obj`, which it holds only weakly,
    /// through `resultSelector`.
    ///
    /// For each element, `obj` is passed as a strong, non-optional reference; once `obj` has
    /// been deallocated, the sequence completes.
    ///
    /// - Note: If an operator after this one buffers or replays elements, such as
    ///   `share(replay: 1)`, its buffer can hold a strong reference to `obj` along with the
    ///   elements, which can create a retain cycle.
    ///
    /// - Parameters:
    ///   - obj: The object held weakly and passed to `resultSelector`.
    ///   - resultSelector: Combines `obj` and one element into one result.
    /// - Returns: A sequence of the values `resultSelector` returns.
    @inlinable
    @_disfavoredOverload
    public consuming func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Observables.Pipeline<Self, Stages.WithUnretained<Element, Object, Out>> {
        appendingStage(Stages.WithUnretained(object: obj, resultSelector: resultSelector))
    }

    /// Returns a sequence that pairs each element with `obj`, which it holds only weakly.
    ///
    /// For each element, `obj` is passed as a strong, non-optional reference; once `obj` has
    /// been deallocated, the sequence completes.
    ///
    /// - Parameter obj: The object held weakly and paired with each element.
    /// - Returns: A sequence of `(obj, element)` tuples.
    @inlinable
    @_disfavoredOverload
    public consuming func withUnretained<Object: AnyObject>(_ obj: Object) -> Observables.Pipeline<Self, Stages.WithUnretained<Element, Object, (Object, Element)>> {
        withUnretained(obj) { ($0, $1) }
    }
}

extension Observables.Pipeline {
    /// `withUnretained(_:resultSelector:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.withUnretained(_:resultSelector:)`.
    @inlinable
    public consuming func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.WithUnretained<Element, Object, Out>>> {
        appendingStage(Stages.WithUnretained(object: obj, resultSelector: resultSelector))
    }

    /// `withUnretained(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.withUnretained(_:)`.
    @inlinable
    public consuming func withUnretained<Object: AnyObject>(_ obj: Object) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.WithUnretained<Element, Object, (Object, Element)>>> {
        withUnretained(obj) { ($0, $1) }
    }
}
