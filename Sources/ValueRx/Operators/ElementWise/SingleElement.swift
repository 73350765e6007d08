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

// The `single` operator methods are generated from Scripts/surface.txt.
