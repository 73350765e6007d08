extension Stages {
    /// The stage of `filter(_:)`.
    @frozen
    public struct Filter<Element, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal let predicate: (Element) throws(Failure) -> Bool
        @usableFromInline internal var failure: Failure?

        /// Creates the stage.
        @inlinable
        internal init(_ predicate: @escaping (Element) throws(Failure) -> Bool) {
            self.predicate = predicate
        }

        /// Emits the element if it satisfies the predicate; ends with the error if it throws.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            do {
                return try predicate(input) ? .next(input) : .skip
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
    /// Returns a sequence that emits only the elements for which `predicate` returns `true`.
    ///
    /// - seealso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    ///
    /// ```
    /// --1--2--3--4--|
    ///   filter { $0 % 2 == 0 }
    /// -----2-----4--|
    /// ```
    ///
    /// - Parameter predicate: Decides, for each element, whether it is kept.
    /// - Returns: The source's elements that pass `predicate`, in order.
    @inlinable
    @_disfavoredOverload
    public consuming func filter<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Self, Stages.Filter<Element, Failure>> {
        appendingStage(Stages.Filter(predicate))
    }
}

extension Observables.Pipeline {
    /// `filter(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.filter(_:)`.
    @inlinable
    public consuming func filter<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Filter<Element, Failure>>> {
        appendingStage(Stages.Filter(predicate))
    }
}
