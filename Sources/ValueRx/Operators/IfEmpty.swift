extension Stages {
    /// The stage of `ifEmpty(default:)`.
    @frozen
    public struct DefaultIfEmpty<Element>: PipelineStage {
        @usableFromInline internal let defaultValue: Element
        @usableFromInline internal var isEmpty = true

        /// Creates the stage.
        @inlinable
        public init(defaultValue: Element) {
            self.defaultValue = defaultValue
        }

        /// Emits the element.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            isEmpty = false
            return .next(input)
        }

        /// An empty sequence emits the default value before completing.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            if let error { return .error(error) }
            return isEmpty ? .next(defaultValue) : .completed
        }

        /// Completes after the default value.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { .completed }
    }

    /// The stage of `single()` and `single(_:)`.
    @frozen
    public struct Single<Element, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal let predicate: (Element) throws(Failure) -> Bool
        @usableFromInline internal var seenValue = false
        @usableFromInline internal var ending: StageEnding<Element> = .completed

        /// Creates the stage.
        @inlinable
        public init(_ predicate: @escaping (Element) throws(Failure) -> Bool) {
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
    /// Emits elements from the source observable sequence, or a default element if the source
    /// observable sequence is empty.
    ///
    /// - seealso: [DefaultIfEmpty operator on reactivex.io](http://reactivex.io/documentation/operators/defaultifempty.html)
    ///
    /// - Parameter default: Default element to be sent if the source does not emit any elements.
    /// - Returns: An observable sequence which emits default element end completes in case the
    ///   original sequence is empty.
    @inlinable
    @_disfavoredOverload
    public consuming func ifEmpty(default: Element) -> Observables.Pipeline<Self, Stages.DefaultIfEmpty<Element>> {
        appendingStage(Stages.DefaultIfEmpty(defaultValue: `default`))
    }

    /// The single element of a sequence, and throws an exception if there is not exactly one
    /// element in the observable sequence.
    ///
    /// - seealso: [single operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    ///
    /// The element is forwarded when it arrives; a second element fails the sequence with
    /// `RxError.moreThanOneElement`, and completing without one with `RxError.noElements`.
    ///
    /// - Returns: An observable sequence that emits a single element or throws an exception if
    ///   more (or none) of them are emitted.
    @inlinable
    @_disfavoredOverload
    public consuming func single() -> Observables.Pipeline<Self, Stages.Single<Element, Swift.Never>> {
        appendingStage(Stages.Single({ _ in true }))
    }

    /// The single element of a sequence that satisfies a condition, and throws an exception if
    /// there is not exactly one such element.
    ///
    /// - seealso: [single operator on reactivex.io](http://reactivex.io/documentation/operators/first.html)
    ///
    /// - Parameter predicate: A function to test each source element for a condition.
    /// - Returns: An observable sequence that emits a single element or throws an exception if
    ///   more (or none) of them are emitted.
    @inlinable
    @_disfavoredOverload
    public consuming func single<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Self, Stages.Single<Element, Failure>> {
        appendingStage(Stages.Single(predicate))
    }
}

extension Observables.Pipeline {
    /// `ifEmpty(default:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.ifEmpty(default:)`.
    @inlinable
    public consuming func ifEmpty(default: Element) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.DefaultIfEmpty<Element>>> {
        appendingStage(Stages.DefaultIfEmpty(defaultValue: `default`))
    }

    /// `single()` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.single()`.
    @inlinable
    public consuming func single() -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Single<Element, Swift.Never>>> {
        appendingStage(Stages.Single({ _ in true }))
    }

    /// `single(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.single(_:)`.
    @inlinable
    public consuming func single<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Single<Element, Failure>>> {
        appendingStage(Stages.Single(predicate))
    }
}
