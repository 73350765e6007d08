extension Stages {
    /// The stage of `skip(while:)`.
    @frozen
    public struct SkipWhile<Element, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal let predicate: (Element) throws(Failure) -> Bool
        @usableFromInline internal var skipping = true
        @usableFromInline internal var failure: Failure?

        /// Creates the stage.
        @inlinable
        internal init(_ predicate: @escaping (Element) throws(Failure) -> Bool) {
            self.predicate = predicate
        }

        /// Drops elements while the predicate holds, then emits every element.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            if !skipping { return .next(input) }
            do {
                if try predicate(input) { return .skip }
                skipping = false
                return .next(input)
            } catch {
                failure = error
                return .end
            }
        }

        /// Emits the error the predicate threw.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { failure.stageDrain() }
    }
}

extension ObservableType {
    /// Returns a sequence that drops the source's elements while `predicate` returns `true`,
    /// then emits every element from the first one that fails it.
    ///
    /// - seealso: [skipWhile operator on reactivex.io](http://reactivex.io/documentation/operators/skipwhile.html)
    ///
    /// - Parameter predicate: Checked for each leading element; dropping stops once it fails.
    /// - Returns: The source's elements from the first one that fails `predicate` on, that
    ///   one included.
    @inlinable
    @_disfavoredOverload
    public consuming func skip<Failure: Swift.Error>(while predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Self, Stages.SkipWhile<Element, Failure>> {
        appendingStage(Stages.SkipWhile(predicate))
    }
}

extension Observables.Pipeline {
    /// `skip(while:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.skip(while:)`.
    @inlinable
    public consuming func skip<Failure: Swift.Error>(while predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.SkipWhile<Element, Failure>>> {
        appendingStage(Stages.SkipWhile(predicate))
    }
}
