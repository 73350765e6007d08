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

extension ObservableType {
    /// Returns a sequence that emits the source's elements while `predicate` returns `true`, and
    /// completes at the first element for which it returns `false`.
    ///
    /// - seealso: [takeWhile operator on reactivex.io](http://reactivex.io/documentation/operators/takewhile.html)
    ///
    /// - Parameters:
    ///   - predicate: Checked for each element; the sequence goes on while it holds.
    ///   - behavior: Whether the element that stops the sequence is emitted too.
    ///     Defaults to `exclusive`.
    /// - Returns: The source's leading elements that pass `predicate` (plus, if `inclusive`,
    ///   the first one that fails it).
    @inlinable
    @_disfavoredOverload
    public consuming func take<Failure: Swift.Error>(while predicate: @escaping (Element) throws(Failure) -> Bool, behavior: TakeBehavior = .exclusive) -> Observables.Pipeline<Self, Stages.TakeWhile<Element, Failure>> {
        appendingStage(Stages.TakeWhile(predicate: predicate, behavior: behavior, stopsWhenTrue: false))
    }

    /// Returns a sequence that emits the source's elements until `predicate` returns `true`,
    /// completing at the first element for which it does.
    ///
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    ///
    /// - Parameters:
    ///   - predicate: Checked for each element; the sequence stops once it holds.
    ///   - behavior: Whether the element that stops the sequence is emitted too.
    ///     Defaults to `exclusive`.
    /// - Returns: The source's elements before the first one that passes `predicate` (plus,
    ///   if `inclusive`, that element).
    @inlinable
    @_disfavoredOverload
    public consuming func take<Failure: Swift.Error>(until predicate: @escaping (Element) throws(Failure) -> Bool, behavior: TakeBehavior = .exclusive) -> Observables.Pipeline<Self, Stages.TakeWhile<Element, Failure>> {
        appendingStage(Stages.TakeWhile(predicate: predicate, behavior: behavior, stopsWhenTrue: true))
    }
}

extension Observables.Pipeline {
    /// `take(while:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.take(while:behavior:)`.
    @inlinable
    public consuming func take<Failure: Swift.Error>(while predicate: @escaping (Element) throws(Failure) -> Bool, behavior: TakeBehavior = .exclusive) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.TakeWhile<Element, Failure>>> {
        appendingStage(Stages.TakeWhile(predicate: predicate, behavior: behavior, stopsWhenTrue: false))
    }

    /// `take(until:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.take(until:behavior:)`.
    @inlinable
    public consuming func take<Failure: Swift.Error>(until predicate: @escaping (Element) throws(Failure) -> Bool, behavior: TakeBehavior = .exclusive) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.TakeWhile<Element, Failure>>> {
        appendingStage(Stages.TakeWhile(predicate: predicate, behavior: behavior, stopsWhenTrue: true))
    }
}
