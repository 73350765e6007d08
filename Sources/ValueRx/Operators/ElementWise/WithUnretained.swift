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

// The `withUnretained` operator methods are generated from Scripts/surface.txt.
