/// Whether `take(while:)` and `take(until:)` emit the element that stops them.
public enum TakeBehavior: Sendable, Equatable, Hashable {
    /// Emit the element that stops the sequence, then complete.
    case inclusive

    /// Complete without emitting the element that stops the sequence.
    case exclusive
}

extension Stages {
    /// The stage of `take(while:behavior:)` and `take(until:behavior:)`.
    @frozen
    public struct TakeWhile<Element, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal let predicate: (Element) throws(Failure) -> Bool
        @usableFromInline internal let behavior: TakeBehavior
        /// `take(until:)`: the predicate says when to stop rather than while to go on.
        @usableFromInline internal let stopsWhenTrue: Bool
        @usableFromInline internal var ending: StageEnding<Element> = .completed

        /// Creates the stage.
        @inlinable
        internal init(predicate: @escaping (Element) throws(Failure) -> Bool, behavior: TakeBehavior, stopsWhenTrue: Bool) {
            self.predicate = predicate
            self.behavior = behavior
            self.stopsWhenTrue = stopsWhenTrue
        }

        /// Emits the element while the condition holds; ends at the first that fails it.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            do {
                if try predicate(input) != stopsWhenTrue { return .next(input) }
                ending = behavior == .inclusive ? .last(input) : .completed
            } catch {
                ending = .error(error)
            }
            return .end
        }

        /// Emits the including element if any, then completes.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { ending.drain() }
    }
}

// The `take(while:)` and `take(until:)` operator methods are generated from Scripts/surface.txt.
