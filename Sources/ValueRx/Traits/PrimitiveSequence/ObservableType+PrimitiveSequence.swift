extension Stages {
    /// The stage of `asSingle()`: holds the element until the source completes; a second
    /// element fails with `RxError.moreThanOneElement`, none with `RxError.noElements`.
    @frozen
    public struct AsSingle<Element>: PipelineStage {
        @usableFromInline internal var element: Element?
        @usableFromInline internal var ending: StageEnding<Element> = .completed

        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Keeps the first element; a second one ends the sequence with an error.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            if element != nil {
                ending = .error(RxError.moreThanOneElement)
                return .end
            }
            element = input
            return .skip
        }

        /// Emits the element kept, or fails when there is none.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            if let error { return .error(error) }
            guard let element = element.take() else { return .error(RxError.noElements) }
            ending = .completed
            return .next(element)
        }

        /// Completes after the element, or fails.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { ending.drain() }
    }

    /// The stage of `asMaybe()`: holds the element until the source completes; a second
    /// element fails with `RxError.moreThanOneElement`.
    @frozen
    public struct AsMaybe<Element>: PipelineStage {
        @usableFromInline internal var element: Element?
        @usableFromInline internal var ending: StageEnding<Element> = .completed

        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Keeps the first element; a second one ends the sequence with an error.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            if element != nil {
                ending = .error(RxError.moreThanOneElement)
                return .end
            }
            element = input
            return .skip
        }

        /// Emits the element kept, if any.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            if let error { return .error(error) }
            guard let element = element.take() else { return .completed }
            ending = .completed
            return .next(element)
        }

        /// Completes after the element, or fails.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { ending.drain() }
    }
}

extension ObservableType {
    /// Returns a `Single` of the source's only element, emitted when the source completes.
    ///
    /// Fails with `RxError.moreThanOneElement` at a second element and with
    /// `RxError.noElements` if the source completes without one.
    ///
    /// - Returns: The `Single`.
    // Not disfavored (unlike the stage operators): the pipeline's overload is chosen on a
    // pipeline as the more specialized, and the erased overload below needs a lower rank.
    @inlinable
    public consuming func asSingle() -> PrimitiveSequence<SingleTrait, Self, Stages.AsSingle<Element>> {
        PrimitiveSequence<SingleTrait, Self, Stages.AsSingle<Element>>(pipeline: Observables.Pipeline(source: self, stage: Stages.AsSingle()))
    }

    /// `asSingle()` where a `Single<Element>` is expected (a function's result, say).
    ///
    /// - Returns: The erased `Single`.
    @inlinable
    @_disfavoredOverload
    public consuming func asSingle() -> Single<Element> {
        Single<Element>(raw: Observable(Observables.Pipeline(source: self, stage: Stages.AsSingle())))
    }

    /// Returns a `Maybe` of the source's element, if any, emitted when the source completes.
    ///
    /// Fails with `RxError.moreThanOneElement` at a second element.
    ///
    /// - Returns: The `Maybe`.
    // Not disfavored (unlike the stage operators): the pipeline's overload is chosen on a
    // pipeline as the more specialized, and the erased overload below needs a lower rank.
    @inlinable
    public consuming func asMaybe() -> PrimitiveSequence<MaybeTrait, Self, Stages.AsMaybe<Element>> {
        PrimitiveSequence<MaybeTrait, Self, Stages.AsMaybe<Element>>(pipeline: Observables.Pipeline(source: self, stage: Stages.AsMaybe()))
    }

    /// `asMaybe()` where a `Maybe<Element>` is expected (a function's result, say).
    ///
    /// - Returns: The erased `Maybe`.
    @inlinable
    @_disfavoredOverload
    public consuming func asMaybe() -> Maybe<Element> {
        Maybe<Element>(raw: Observable(Observables.Pipeline(source: self, stage: Stages.AsMaybe())))
    }
}

extension Observables.Pipeline {
    /// `asSingle()` on a pipeline: the stage is fused.
    ///
    /// - Returns: The `Single`.
    @inlinable
    public consuming func asSingle() -> PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.AsSingle<Element>>> {
        PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.AsSingle<Element>>>(pipeline: appending(Stages.AsSingle()))
    }

    /// `asMaybe()` on a pipeline: the stage is fused.
    ///
    /// - Returns: The `Maybe`.
    @inlinable
    public consuming func asMaybe() -> PrimitiveSequence<MaybeTrait, Source, Stages.Then<Stage, Stages.AsMaybe<Element>>> {
        PrimitiveSequence<MaybeTrait, Source, Stages.Then<Stage, Stages.AsMaybe<Element>>>(pipeline: appending(Stages.AsMaybe()))
    }
}

extension ObservableType where Element == Swift.Never {
    /// This sequence of no elements as a `Completable` (the same events).
    ///
    /// Returns the erased `Completable`: a sequence of no elements carries nothing that fusing
    /// would make cheaper per event, and RxSwift code keeps the result in a variable that it
    /// later reassigns (`var completable = x.asCompletable()`, then `completable = .never()`).
    ///
    /// - Returns: The erased `Completable`.
    @inlinable
    public consuming func asCompletable() -> Completable {
        Completable(raw: Observable(self))
    }
}
