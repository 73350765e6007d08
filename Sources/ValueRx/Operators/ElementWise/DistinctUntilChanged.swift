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

// The `distinctUntilChanged` operator methods are generated from Scripts/surface.txt.
