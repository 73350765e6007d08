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

    /// The stage of `ignoreElements()`.
    @frozen
    public struct IgnoreElements<Input>: PipelineStage {
        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Drops the element.
        @inlinable @inline(__always)
        public mutating func next(_ input: Input) -> StageStep<Swift.Never> { .skip }

        /// Never drains by itself.
        @inlinable
        public mutating func drain() -> StageDrain<Swift.Never> { .completed }
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

    /// Returns a sequence that drops every element and only passes on the source's completion
    /// or error; the same as a `filter` whose predicate is always `false`.
    ///
    /// - seealso: [ignoreElements operator on reactivex.io](http://reactivex.io/documentation/operators/ignoreelements.html)
    ///
    /// - Returns: A sequence with no elements that ends when the source ends.
    @inlinable
    @_disfavoredOverload
    public consuming func ignoreElements() -> Observables.Pipeline<Self, Stages.IgnoreElements<Element>> {
        appendingStage(Stages.IgnoreElements())
    }
}

extension Observables.Pipeline {
    /// `filter(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.filter(_:)`.
    @inlinable
    public consuming func filter<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Filter<Element, Failure>>> {
        appendingStage(Stages.Filter(predicate))
    }

    /// `ignoreElements()` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.ignoreElements()`.
    @inlinable
    public consuming func ignoreElements() -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.IgnoreElements<Element>>> {
        appendingStage(Stages.IgnoreElements())
    }
}
