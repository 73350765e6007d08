extension PrimitiveSequence {
    /// Prints every event, subscription and disposal with `identifier`.
    ///
    /// - Parameters:
    ///   - identifier: The label printed with each line; by default the file, line and function.
    ///   - trimOutput: Whether to shorten long event descriptions to 40 characters.
    ///   - file: The file of the call.
    ///   - line: The line of the call.
    ///   - function: The function of the call.
    /// - Returns: The same sequence, printing as it goes.
    @inlinable
    @_disfavoredOverload
    public consuming func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> PrimitiveSequence<Trait, Source, Stages.Then<Stage, Stages.Debug<Element>>> {
        PrimitiveSequence<Trait, Source, Stages.Then<Stage, Stages.Debug<Element>>>(pipeline: pipeline.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// `debug` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> PrimitiveSequence<Trait, Source, Stages.Debug<Element>> where Stage == Stages.Identity<Element> {
        PrimitiveSequence<Trait, Source, Stages.Debug<Element>>(pipeline: pipeline.source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
