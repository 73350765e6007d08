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

extension ObservableType {
    /// Returns a sequence that emits the given elements first, then the source's events.
    ///
    /// - seealso: [startWith operator on reactivex.io](http://reactivex.io/documentation/operators/startwith.html)
    ///
    /// ```
    /// --3--4--|
    ///   startWith(1, 2)
    /// 1-2-3--4--|
    /// ```
    ///
    /// A fused stage: it adds no observer layer, so a chain with any number of `startWith`s
    /// stays specialized.
    ///
    /// - Parameter elements: The elements emitted before the source is subscribed to.
    /// - Returns: `elements`, in order, followed by the source's events.
    @inlinable
    @_disfavoredOverload
    public consuming func startWith(_ elements: Element ...) -> Observables.Pipeline<Self, Stages.StartWith<Element>> {
        appendingStage(Stages.StartWith(elements: elements))
    }
}

extension Observables.Pipeline {
    /// `startWith(_:)` on a pipeline: fuses the stage into this pipeline's chain. Same
    /// semantics as `ObservableType.startWith(_:)`.
    @inlinable
    public consuming func startWith(_ elements: Element ...) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.StartWith<Element>>> {
        appendingStage(Stages.StartWith(elements: elements))
    }
}
