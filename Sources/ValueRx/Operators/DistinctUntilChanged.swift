extension Stages {
    /// The stage of every `distinctUntilChanged` overload.
    @frozen
    public struct DistinctUntilChanged<Element, Key, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal let keySelector: (Element) throws(Failure) -> Key
        @usableFromInline internal let comparer: (Key, Key) throws(Failure) -> Bool
        @usableFromInline internal var currentKey: Key?
        @usableFromInline internal var failure: Failure?

        /// Creates the stage.
        @inlinable
        public init(keySelector: @escaping (Element) throws(Failure) -> Key, comparer: @escaping (Key, Key) throws(Failure) -> Bool) {
            self.keySelector = keySelector
            self.comparer = comparer
        }

        /// Emits the element unless its key equals the previous element's key.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            do {
                let key = try keySelector(input)
                if let currentKey, try comparer(currentKey, key) {
                    return .skip
                }
                currentKey = key
                return .next(input)
            } catch {
                failure = error
                return .end
            }
        }

        /// Emits the error a closure threw.
        @inlinable
        public mutating func drain() -> StageDrain<Element> {
            failure.map { .error($0) } ?? .completed
        }
    }
}

extension ObservableType where Element: Equatable {
    /// Returns an observable sequence that contains only distinct contiguous elements according
    /// to equality operator.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    ///
    /// ```
    /// --1--1--2--2--1--|
    ///   distinctUntilChanged()
    /// --1-----2-----1--|
    /// ```
    ///
    /// - Returns: An observable sequence only containing the distinct contiguous elements,
    ///   based on equality operator, from the source sequence.
    @inlinable
    @_disfavoredOverload
    public consuming func distinctUntilChanged() -> Observables.Pipeline<Self, Stages.DistinctUntilChanged<Element, Element, Swift.Never>> {
        appendingStage(Stages.DistinctUntilChanged(keySelector: { $0 }, comparer: { $0 == $1 }))
    }
}

extension Observables.Pipeline where Stage.Output: Equatable {
    /// `distinctUntilChanged()` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.distinctUntilChanged()`.
    @inlinable
    public consuming func distinctUntilChanged() -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Element, Swift.Never>>> {
        appendingStage(Stages.DistinctUntilChanged(keySelector: { $0 }, comparer: { $0 == $1 }))
    }
}

extension ObservableType {
    /// Returns an observable sequence that contains only distinct contiguous elements according
    /// to the `keySelector`.
    ///
    /// - Parameter keySelector: A function to compute the comparison key for each element.
    /// - Returns: An observable sequence only containing the distinct contiguous elements,
    ///   based on a computed key value, from the source sequence.
    @inlinable
    @_disfavoredOverload
    public consuming func distinctUntilChanged<Key: Equatable, Failure: Swift.Error>(_ keySelector: @escaping (Element) throws(Failure) -> Key) -> Observables.Pipeline<Self, Stages.DistinctUntilChanged<Element, Key, Failure>> {
        appendingStage(Stages.DistinctUntilChanged(keySelector: keySelector, comparer: { (lhs: Key, rhs: Key) throws(Failure) -> Bool in lhs == rhs }))
    }

    /// Returns an observable sequence that contains only distinct contiguous elements according
    /// to the `comparer`.
    ///
    /// - Parameter comparer: Equality comparer for computed key values.
    /// - Returns: An observable sequence only containing the distinct contiguous elements,
    ///   based on `comparer`, from the source sequence.
    @inlinable
    @_disfavoredOverload
    public consuming func distinctUntilChanged<Failure: Swift.Error>(_ comparer: @escaping (Element, Element) throws(Failure) -> Bool) -> Observables.Pipeline<Self, Stages.DistinctUntilChanged<Element, Element, Failure>> {
        appendingStage(Stages.DistinctUntilChanged(keySelector: { (element: Element) throws(Failure) -> Element in element }, comparer: comparer))
    }

    /// Returns an observable sequence that contains only distinct contiguous elements according
    /// to the keySelector and the comparer.
    ///
    /// - Parameters:
    ///   - keySelector: A function to compute the comparison key for each element.
    ///   - comparer: Equality comparer for computed key values.
    /// - Returns: An observable sequence only containing the distinct contiguous elements,
    ///   based on a computed key value and the comparer, from the source sequence.
    @inlinable
    @_disfavoredOverload
    public consuming func distinctUntilChanged<K, Failure: Swift.Error>(_ keySelector: @escaping (Element) throws(Failure) -> K, comparer: @escaping (K, K) throws(Failure) -> Bool) -> Observables.Pipeline<Self, Stages.DistinctUntilChanged<Element, K, Failure>> {
        appendingStage(Stages.DistinctUntilChanged(keySelector: keySelector, comparer: comparer))
    }

    /// Returns an observable sequence that contains only contiguous elements with distinct
    /// values in the provided key path on each object.
    ///
    /// - Parameter keyPath: A key path to the property compared on each element.
    /// - Returns: An observable sequence only containing the distinct contiguous elements,
    ///   based on equality operator on the provided key path.
    @inlinable
    @_disfavoredOverload
    public consuming func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observables.Pipeline<Self, Stages.DistinctUntilChanged<Element, Property, Swift.Never>> {
        appendingStage(Stages.DistinctUntilChanged(keySelector: { $0[keyPath: keyPath] }, comparer: { $0 == $1 }))
    }
}

extension Observables.Pipeline {
    /// `distinctUntilChanged(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.distinctUntilChanged(_:)`.
    @inlinable
    public consuming func distinctUntilChanged<Key: Equatable, Failure: Swift.Error>(_ keySelector: @escaping (Element) throws(Failure) -> Key) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Key, Failure>>> {
        appendingStage(Stages.DistinctUntilChanged(keySelector: keySelector, comparer: { (lhs: Key, rhs: Key) throws(Failure) -> Bool in lhs == rhs }))
    }

    /// `distinctUntilChanged(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.distinctUntilChanged(_:)`.
    @inlinable
    public consuming func distinctUntilChanged<Failure: Swift.Error>(_ comparer: @escaping (Element, Element) throws(Failure) -> Bool) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Element, Failure>>> {
        appendingStage(Stages.DistinctUntilChanged(keySelector: { (element: Element) throws(Failure) -> Element in element }, comparer: comparer))
    }

    /// `distinctUntilChanged(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.distinctUntilChanged(_:comparer:)`.
    @inlinable
    public consuming func distinctUntilChanged<K, Failure: Swift.Error>(_ keySelector: @escaping (Element) throws(Failure) -> K, comparer: @escaping (K, K) throws(Failure) -> Bool) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, K, Failure>>> {
        appendingStage(Stages.DistinctUntilChanged(keySelector: keySelector, comparer: comparer))
    }

    /// `distinctUntilChanged(at:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.distinctUntilChanged(at:)`.
    @inlinable
    public consuming func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Property, Swift.Never>>> {
        appendingStage(Stages.DistinctUntilChanged(keySelector: { $0[keyPath: keyPath] }, comparer: { $0 == $1 }))
    }
}
