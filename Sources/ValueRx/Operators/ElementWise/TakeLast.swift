extension Stages {
    /// The stage of `takeLast(_:)`: keeps the last `count` elements in a ring and emits them,
    /// oldest first, when the source completes.
    @frozen
    public struct TakeLast<Element>: PipelineStage {
        @usableFromInline internal let count: Int
        @usableFromInline internal var buffer: [Element] = []
        /// The ring's oldest slot once it is full.
        @usableFromInline internal var oldest = 0
        /// How many buffered elements have been emitted after completion.
        @usableFromInline internal var emitted = 0

        /// Creates the stage; traps on a negative count, as RxSwift does.
        @inlinable
        internal init(count: Int) {
            precondition(count >= 0, "count can't be negative")
            self.count = count
        }

        /// Buffers the element.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            guard count > 0 else { return .skip }
            if buffer.count < count {
                buffer.append(input)
            } else {
                buffer[oldest] = input
                oldest += 1
                if oldest == count { oldest = 0 }
            }
            return .skip
        }

        /// On completion, starts emitting the buffer; an error passes through at once.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            if let error {
                buffer = []
                return .error(error)
            }
            return drain()
        }

        /// The next buffered element, then `completed`.
        @inlinable
        public mutating func drain() -> StageDrain<Element> {
            guard emitted < buffer.count else {
                buffer = []
                return .completed
            }
            var slot = oldest + emitted
            if slot >= buffer.count { slot -= buffer.count }
            emitted += 1
            return .next(buffer[slot])
        }
    }
}

// The `takeLast` operator methods are generated from Scripts/surface.txt.
