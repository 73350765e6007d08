// The element-wise operators of `InfallibleSequence`: each appends its stage to the
// sequence's pipeline, so a chain of them is one fused value (two declarations each: the
// general one, disfavored, and one that replaces an identity stage; see CONTRIBUTING "Traits").
// Generated once from a table of RxSwift's Infallible operators; edit by hand.

extension InfallibleSequence {
    /// Returns the elements `predicate` accepts.
    ///
    /// - seealso: [filter operator on reactivex.io](http://reactivex.io/documentation/operators/filter.html)
    ///
    /// - Parameter predicate: Whether to keep an element.
    /// - Returns: The elements kept, in order.
    @inlinable
    @_disfavoredOverload
    public consuming func filter(_ predicate: @escaping (Element) -> Bool) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.Filter<Element, Swift.Never>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.Filter<Element, Swift.Never>>>(pipeline: pipeline.filter(predicate))
    }

    /// `filter` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func filter(_ predicate: @escaping (Element) -> Bool) -> InfallibleSequence<Source, Stages.Filter<Element, Swift.Never>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.Filter<Element, Swift.Never>>(pipeline: pipeline.source.filter(predicate))
    }
}

extension InfallibleSequence {
    /// Returns `transform` applied to each element.
    ///
    /// - seealso: [map operator on reactivex.io](http://reactivex.io/documentation/operators/map.html)
    ///
    /// - Parameter transform: Converts one element.
    /// - Returns: The converted elements, in order.
    @inlinable
    @_disfavoredOverload
    public consuming func map<Result>(_ transform: @escaping (Element) -> Result) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.Map<Element, Result, Swift.Never>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.Map<Element, Result, Swift.Never>>>(pipeline: pipeline.map(transform))
    }

    /// `map` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func map<Result>(_ transform: @escaping (Element) -> Result) -> InfallibleSequence<Source, Stages.Map<Element, Result, Swift.Never>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.Map<Element, Result, Swift.Never>>(pipeline: pipeline.source.map(transform))
    }
}

extension InfallibleSequence {
    /// Returns `transform` applied to each element, leaving out the `nil` results.
    ///
    /// - Parameter transform: Converts one element, or returns `nil` to drop it.
    /// - Returns: The non-`nil` results, in order.
    @inlinable
    @_disfavoredOverload
    public consuming func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.CompactMap<Element, Result, Swift.Never>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.CompactMap<Element, Result, Swift.Never>>>(pipeline: pipeline.compactMap(transform))
    }

    /// `compactMap` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> InfallibleSequence<Source, Stages.CompactMap<Element, Result, Swift.Never>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.CompactMap<Element, Result, Swift.Never>>(pipeline: pipeline.source.compactMap(transform))
    }
}

extension InfallibleSequence {
    /// Returns the elements whose key differs from the previous element's key.
    ///
    /// - Parameter keySelector: The key an element is compared by; if it throws, the result fails
    ///   with the error, as RxSwift's does.
    /// - Returns: The elements without consecutive duplicates.
    @inlinable
    @_disfavoredOverload
    public consuming func distinctUntilChanged<Key: Equatable, Failure: Swift.Error>(_ keySelector: @escaping (Element) throws(Failure) -> Key) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Key, Failure>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Key, Failure>>>(pipeline: pipeline.distinctUntilChanged(keySelector))
    }

    /// `distinctUntilChanged` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func distinctUntilChanged<Key: Equatable, Failure: Swift.Error>(_ keySelector: @escaping (Element) throws(Failure) -> Key) -> InfallibleSequence<Source, Stages.DistinctUntilChanged<Element, Key, Failure>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.DistinctUntilChanged<Element, Key, Failure>>(pipeline: pipeline.source.distinctUntilChanged(keySelector))
    }
}

extension InfallibleSequence {
    /// Returns the elements that `comparer` says differ from the previous one.
    ///
    /// - Parameter comparer: Whether two consecutive elements are equal; if it throws, the result
    ///   fails with the error, as RxSwift's does.
    /// - Returns: The elements without consecutive duplicates.
    @inlinable
    @_disfavoredOverload
    public consuming func distinctUntilChanged<Failure: Swift.Error>(_ comparer: @escaping (Element, Element) throws(Failure) -> Bool) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Element, Failure>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Element, Failure>>>(pipeline: pipeline.distinctUntilChanged(comparer))
    }

    /// `distinctUntilChanged` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func distinctUntilChanged<Failure: Swift.Error>(_ comparer: @escaping (Element, Element) throws(Failure) -> Bool) -> InfallibleSequence<Source, Stages.DistinctUntilChanged<Element, Element, Failure>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.DistinctUntilChanged<Element, Element, Failure>>(pipeline: pipeline.source.distinctUntilChanged(comparer))
    }
}

extension InfallibleSequence {
    /// Returns the elements whose key `comparer` says differs from the previous element's key.
    ///
    /// - Parameters:
    ///   - keySelector: The key an element is compared by.
    ///   - comparer: Whether two keys are equal.
    /// - Returns: The elements without consecutive duplicates.
    @inlinable
    @_disfavoredOverload
    public consuming func distinctUntilChanged<Key, Failure: Swift.Error>(_ keySelector: @escaping (Element) throws(Failure) -> Key, comparer: @escaping (Key, Key) throws(Failure) -> Bool) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Key, Failure>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Key, Failure>>>(pipeline: pipeline.distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// `distinctUntilChanged` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func distinctUntilChanged<Key, Failure: Swift.Error>(_ keySelector: @escaping (Element) throws(Failure) -> Key, comparer: @escaping (Key, Key) throws(Failure) -> Bool) -> InfallibleSequence<Source, Stages.DistinctUntilChanged<Element, Key, Failure>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.DistinctUntilChanged<Element, Key, Failure>>(pipeline: pipeline.source.distinctUntilChanged(keySelector, comparer: comparer))
    }
}

extension InfallibleSequence {
    /// Returns the elements whose value at `keyPath` differs from the previous element's.
    ///
    /// - Parameter keyPath: The property elements are compared by.
    /// - Returns: The elements without consecutive duplicates.
    @inlinable
    @_disfavoredOverload
    public consuming func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Property, Swift.Never>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Property, Swift.Never>>>(pipeline: pipeline.distinctUntilChanged(at: keyPath))
    }

    /// `distinctUntilChanged` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> InfallibleSequence<Source, Stages.DistinctUntilChanged<Element, Property, Swift.Never>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.DistinctUntilChanged<Element, Property, Swift.Never>>(pipeline: pipeline.source.distinctUntilChanged(at: keyPath))
    }
}

extension InfallibleSequence {
    /// Returns each intermediate result of folding the elements into `seed` in place.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator.
    ///   - accumulator: Folds one element into the accumulator.
    /// - Returns: The accumulator after each element.
    @inlinable
    @_disfavoredOverload
    public consuming func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.ScanInto<Element, Seed, Swift.Never>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.ScanInto<Element, Seed, Swift.Never>>>(pipeline: pipeline.scan(into: seed, accumulator: accumulator))
    }

    /// `scan` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> InfallibleSequence<Source, Stages.ScanInto<Element, Seed, Swift.Never>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.ScanInto<Element, Seed, Swift.Never>>(pipeline: pipeline.source.scan(into: seed, accumulator: accumulator))
    }
}

extension InfallibleSequence {
    /// Returns each intermediate result of folding the elements, starting from `seed`.
    ///
    /// - Parameters:
    ///   - seed: The initial accumulator.
    ///   - accumulator: Returns the next accumulator from the last one and an element.
    /// - Returns: The accumulator after each element.
    @inlinable
    @_disfavoredOverload
    public consuming func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.Scan<Element, Seed, Swift.Never>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.Scan<Element, Seed, Swift.Never>>>(pipeline: pipeline.scan(seed, accumulator: accumulator))
    }

    /// `scan` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> InfallibleSequence<Source, Stages.Scan<Element, Seed, Swift.Never>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.Scan<Element, Seed, Swift.Never>>(pipeline: pipeline.source.scan(seed, accumulator: accumulator))
    }
}

extension InfallibleSequence {
    /// Emits `element` before the sequence's own elements.
    ///
    /// - Parameter element: The element to emit first.
    /// - Returns: `element`, then the sequence's elements.
    @inlinable
    @_disfavoredOverload
    public consuming func startWith(_ element: Element) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.StartWith<Element>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.StartWith<Element>>>(pipeline: pipeline.startWith(element))
    }

    /// `startWith` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func startWith(_ element: Element) -> InfallibleSequence<Source, Stages.StartWith<Element>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.StartWith<Element>>(pipeline: pipeline.source.startWith(element))
    }
}

extension InfallibleSequence where Element: Equatable {
    /// Returns the elements that differ from the previous one.
    ///
    /// - Returns: The elements without consecutive duplicates.
    @inlinable
    @_disfavoredOverload
    public consuming func distinctUntilChanged() -> InfallibleSequence<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Element, Swift.Never>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.DistinctUntilChanged<Element, Element, Swift.Never>>>(pipeline: pipeline.distinctUntilChanged())
    }

    /// `distinctUntilChanged` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func distinctUntilChanged() -> InfallibleSequence<Source, Stages.DistinctUntilChanged<Element, Element, Swift.Never>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.DistinctUntilChanged<Element, Element, Swift.Never>>(pipeline: pipeline.source.distinctUntilChanged())
    }
}
