// take and skip of `InfallibleSequence`: fused stages, as in Infallible+ElementOperators.

extension InfallibleSequence {
    /// Returns elements until `predicate` returns `true`, then completes.
    ///
    /// - Parameters:
    ///   - predicate: Whether to stop; if it throws, the result fails with the error, as
    ///     RxSwift's does.
    ///   - behavior: Whether the element that stops the sequence is emitted.
    /// - Returns: The elements before the stop.
    @inlinable
    @_disfavoredOverload
    public consuming func take<Failure: Swift.Error>(until predicate: @escaping (Element) throws(Failure) -> Bool, behavior: TakeBehavior = .exclusive) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.TakeWhile<Element, Failure>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.TakeWhile<Element, Failure>>>(pipeline: pipeline.take(until: predicate, behavior: behavior))
    }

    /// `take` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func take<Failure: Swift.Error>(until predicate: @escaping (Element) throws(Failure) -> Bool, behavior: TakeBehavior = .exclusive) -> InfallibleSequence<Source, Stages.TakeWhile<Element, Failure>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.TakeWhile<Element, Failure>>(pipeline: pipeline.source.take(until: predicate, behavior: behavior))
    }
}

extension InfallibleSequence {
    /// Returns elements while `predicate` returns `true`, then completes.
    ///
    /// - Parameters:
    ///   - predicate: Whether to go on; if it throws, the result fails with the error, as
    ///     RxSwift's does.
    ///   - behavior: Whether the element that stops the sequence is emitted.
    /// - Returns: The elements before the stop.
    @inlinable
    @_disfavoredOverload
    public consuming func take<Failure: Swift.Error>(while predicate: @escaping (Element) throws(Failure) -> Bool, behavior: TakeBehavior = .exclusive) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.TakeWhile<Element, Failure>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.TakeWhile<Element, Failure>>>(pipeline: pipeline.take(while: predicate, behavior: behavior))
    }

    /// `take` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func take<Failure: Swift.Error>(while predicate: @escaping (Element) throws(Failure) -> Bool, behavior: TakeBehavior = .exclusive) -> InfallibleSequence<Source, Stages.TakeWhile<Element, Failure>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.TakeWhile<Element, Failure>>(pipeline: pipeline.source.take(while: predicate, behavior: behavior))
    }
}

extension InfallibleSequence {
    /// Returns the first `count` elements, then completes.
    ///
    /// - Parameter count: How many elements to emit.
    /// - Returns: At most `count` elements.
    @inlinable
    @_disfavoredOverload
    public consuming func take(_ count: Int) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.Take<Element>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.Take<Element>>>(pipeline: pipeline.take(count))
    }

    /// `take` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func take(_ count: Int) -> InfallibleSequence<Source, Stages.Take<Element>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.Take<Element>>(pipeline: pipeline.source.take(count))
    }
}

extension InfallibleSequence {
    /// Leaves out elements while `predicate` returns `true`, then emits the rest.
    ///
    /// - Parameter predicate: Whether to go on skipping; if it throws, the result fails with the
    ///   error, as RxSwift's does.
    /// - Returns: The elements from the first one `predicate` rejects.
    @inlinable
    @_disfavoredOverload
    public consuming func skip<Failure: Swift.Error>(while predicate: @escaping (Element) throws(Failure) -> Bool) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.SkipWhile<Element, Failure>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.SkipWhile<Element, Failure>>>(pipeline: pipeline.skip(while: predicate))
    }

    /// `skip` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func skip<Failure: Swift.Error>(while predicate: @escaping (Element) throws(Failure) -> Bool) -> InfallibleSequence<Source, Stages.SkipWhile<Element, Failure>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.SkipWhile<Element, Failure>>(pipeline: pipeline.source.skip(while: predicate))
    }
}
