extension Stages {
    /// The stage of `withUnretained(_:resultSelector:)`.
    @frozen
    public struct WithUnretained<Input, Object: AnyObject, Output>: PipelineStage {
        @usableFromInline internal weak var object: Object?
        @usableFromInline internal let resultSelector: (Object, Input) -> Output

        /// Creates the stage.
        @inlinable
        public init(object: Object, resultSelector: @escaping (Object, Input) -> Output) {
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
    /// Provides an unretained, safe to use (i.e. not implicitly unwrapped), reference to an
    /// object along with the events emitted by the sequence.
    ///
    /// In the case the provided object cannot be retained successfully, the sequence will complete.
    ///
    /// - Note: Be careful when using this operator in a sequence that has a buffer or replay,
    ///   for example `share(replay: 1)`, as the sharing buffer will also include the provided object,
    ///   which could potentially cause a retain cycle.
    ///
    /// - Parameters:
    ///   - obj: The object to provide an unretained reference on.
    ///   - resultSelector: A function to combine the unretained referenced on `obj` and the
    ///     value of the observable sequence.
    /// - Returns: An observable sequence that contains the result of `resultSelector` being
    ///   called with an unretained reference on `obj` and the values of the original sequence.
    @inlinable
    @_disfavoredOverload
    public consuming func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Observables.Pipeline<Self, Stages.WithUnretained<Element, Object, Out>> {
        appendingStage(Stages.WithUnretained(object: obj, resultSelector: resultSelector))
    }

    /// Provides an unretained, safe to use (i.e. not implicitly unwrapped), reference to an
    /// object along with the events emitted by the sequence.
    ///
    /// In the case the provided object cannot be retained successfully, the sequence will complete.
    ///
    /// - Parameter obj: The object to provide an unretained reference on.
    /// - Returns: An observable sequence of tuples that contains both an unretained reference on
    ///   `obj` and the values of the original sequence.
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
