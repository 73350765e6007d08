extension Stages {
    /// The stage of `startWith(_:)`: emits its elements before the source is subscribed to.
    @frozen
    public struct StartWith<Element>: PipelineStage {
        @usableFromInline internal let elements: [Element]
        @usableFromInline internal var index = 0

        /// Creates the stage.
        @inlinable
        internal init(elements: [Element]) {
            self.elements = elements
        }

        /// RxSwift's `startWith` is a producer: it subscribes inside the trampoline.
        @inlinable
        public static var _subscribesInTrampoline: Bool { true }

        /// RxSwift's `startWith` hands its observer to the source unchanged.
        @inlinable
        public static var _keepsUpstreamAfterTerminal: Bool { true }

        /// Emits the elements one by one, then lets the source be subscribed to.
        @inlinable
        public mutating func start() -> StageStart<Element> {
            guard index < elements.count else { return .subscribe }
            index += 1
            return .next(elements[index - 1])
        }

        /// Passes the source's elements on.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> { .next(input) }

        /// Never ends by itself.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { .completed }
    }
}

// The `startWith` operator methods are generated from Scripts/surface.txt.
