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
        internal init(keySelector: @escaping (Element) throws(Failure) -> Key, comparer: @escaping (Key, Key) throws(Failure) -> Bool) {
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
        public mutating func drain() -> StageDrain<Element> { failure.stageDrain() }
    }
}

extension ObservableType where Element: Equatable {
    /// Returns a sequence that drops each element equal (`==`) to the element just before it.
    ///
    /// - seealso: [distinct operator on reactivex.io](http://reactivex.io/documentation/operators/distinct.html)
    ///
    /// ```
    /// --1--1--2--2--1--|
    ///   distinctUntilChanged()
    /// --1-----2-----1--|
    /// ```
    ///
    /// - Returns: The source's elements, without consecutive repeats.
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
    /// Returns a sequence that drops each element whose key, computed by `keySelector`, equals
    /// the key of the element just before it.
    ///
    /// - Parameter keySelector: Computes the key compared for each element.
    /// - Returns: The source's elements, without consecutive elements of equal key.
    @inlinable
    @_disfavoredOverload
    public consuming func distinctUntilChanged<Key: Equatable, Failure: Swift.Error>(_ keySelector: @escaping (Element) throws(Failure) -> Key) -> Observables.Pipeline<Self, Stages.DistinctUntilChanged<Element, Key, Failure>> {
        appendingStage(Stages.DistinctUntilChanged(keySelector: keySelector, comparer: { (lhs: Key, rhs: Key) throws(Failure) -> Bool in lhs == rhs }))
    }

    /// Returns a sequence that drops each element `comparer` reports equal to the element just
    /// before it.
    ///
    /// - Parameter comparer: Returns `true` when two elements count as equal.
    /// - Returns: The source's elements, without consecutive repeats in the sense of `comparer`.
    @inlinable
    @_disfavoredOverload
    public consuming func distinctUntilChanged<Failure: Swift.Error>(_ comparer: @escaping (Element, Element) throws(Failure) -> Bool) -> Observables.Pipeline<Self, Stages.DistinctUntilChanged<Element, Element, Failure>> {
        appendingStage(Stages.DistinctUntilChanged(keySelector: { (element: Element) throws(Failure) -> Element in element }, comparer: comparer))
    }

    /// Returns a sequence that drops each element whose key, computed by `keySelector`,
    /// `comparer` reports equal to the key of the element just before it.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key compared for each element.
    ///   - comparer: Returns `true` when two keys count as equal.
    /// - Returns: The source's elements, without consecutive elements of equal key.
    @inlinable
    @_disfavoredOverload
    public consuming func distinctUntilChanged<K, Failure: Swift.Error>(_ keySelector: @escaping (Element) throws(Failure) -> K, comparer: @escaping (K, K) throws(Failure) -> Bool) -> Observables.Pipeline<Self, Stages.DistinctUntilChanged<Element, K, Failure>> {
        appendingStage(Stages.DistinctUntilChanged(keySelector: keySelector, comparer: comparer))
    }

    /// Returns a sequence that drops each element whose property at `keyPath` equals (`==`)
    /// that of the element just before it.
    ///
    /// - Parameter keyPath: A key path to the property compared on each element.
    /// - Returns: The source's elements, without consecutive elements of equal property.
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
