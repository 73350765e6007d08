extension InfallibleSequence {
    /// Shares one subscription to this sequence among all subscribers, replaying the last
    /// `replay` elements to each new one.
    ///
    /// - Parameters:
    ///   - replay: The most elements a new subscriber receives on subscribing.
    ///   - scope: Whether the shared state is reset when the last subscriber leaves.
    /// - Returns: The shared sequence.
    @inlinable
    public consuming func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> InfallibleSequence<Observables.Share<Observables.Pipeline<Source, Stage>>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Share<Observables.Pipeline<Source, Stage>>, Stages.Identity<Element>>(raw: pipeline.share(replay: replay, scope: scope))
    }
}
