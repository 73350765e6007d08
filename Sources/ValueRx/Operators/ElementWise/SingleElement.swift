extension Stages {
    /// The stage of `single()` and `single(_:)`.
    @frozen
    public struct SingleElement<Element, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal let predicate: (Element) throws(Failure) -> Bool
        @usableFromInline internal var seenValue = false
        @usableFromInline internal var ending: StageEnding<Element> = .completed

        /// Creates the stage.
        @inlinable
        internal init(_ predicate: @escaping (Element) throws(Failure) -> Bool) {
            self.predicate = predicate
        }

        /// Emits the first matching element; a second one fails with `RxError.moreThanOneElement`.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            do {
                guard try predicate(input) else { return .skip }
            } catch {
                ending = .error(error)
                return .end
            }
            if seenValue {
                ending = .error(RxError.moreThanOneElement)
                return .end
            }
            seenValue = true
            return .next(input)
        }

        /// Completing without a matching element fails with `RxError.noElements`.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            if let error { return .error(error) }
            return seenValue ? .completed : .error(RxError.noElements)
        }

        /// Emits the error that ended the stage.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { ending.drain() }
    }
}

extension ObservableType {
    /// Returns the source's only element, and fails unless the source emits exactly one.
    ///
    /// - seealso: [single operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    ///
    /// The element is forwarded when it arrives; a second element fails the sequence with
    /// `RxError.moreThanOneElement`, and completing without one with `RxError.noElements`.
    ///
    /// - Returns: A sequence of the one element, or an error if the source emits none or
    ///   several.
    @inlinable
    @_disfavoredOverload
    public consuming func single() -> Observables.Pipeline<Self, Stages.SingleElement<Element, Swift.Never>> {
        appendingStage(Stages.SingleElement({ _ in true }))
    }

    /// Returns the only source element that passes `predicate`, and fails unless exactly one
    /// element passes.
    ///
    /// - seealso: [single operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    ///
    /// - Parameter predicate: Decides, for each element, whether it counts.
    /// - Returns: A sequence of the one matching element, or an error if none or several
    ///   match.
    @inlinable
    @_disfavoredOverload
    public consuming func single<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Self, Stages.SingleElement<Element, Failure>> {
        appendingStage(Stages.SingleElement(predicate))
    }
}

extension Observables.Pipeline {
    /// `single()` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.single()`.
    @inlinable
    public consuming func single() -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.SingleElement<Element, Swift.Never>>> {
        appendingStage(Stages.SingleElement({ _ in true }))
    }

    /// `single(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.single(_:)`.
    @inlinable
    public consuming func single<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.SingleElement<Element, Failure>>> {
        appendingStage(Stages.SingleElement(predicate))
    }
}
