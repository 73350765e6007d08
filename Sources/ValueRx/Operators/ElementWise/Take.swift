/// Whether `take(while:)` and `take(until:)` emit the element that stops them.
public enum TakeBehavior: Sendable, Equatable, Hashable {
    /// Emit the element that stops the sequence, then complete.
    case inclusive

    /// Complete without emitting the element that stops the sequence.
    case exclusive
}

extension Stages {
    /// The stage of `take(_:)`.
    @frozen
    public struct Take<Element>: PipelineStage {
        @usableFromInline internal var remaining: Int
        @usableFromInline internal var ending: StageEnding<Element> = .completed

        /// Creates the stage.
        @inlinable
        internal init(count: Int) {
            precondition(count >= 0, "count can't be negative")
            remaining = count
        }

        /// `take(0)` completes at once.
        @inlinable
        public mutating func start() -> StageStart<Element> { remaining == 0 ? .end : .subscribe }

        /// Emits the element; the last one ends the stage.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            remaining -= 1
            if remaining == 0 {
                ending = .last(input)
                return .end
            }
            return .next(input)
        }

        /// Emits the last element, then completes.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { ending.drain() }
    }

    /// The stage of `skip(_:)`.
    @frozen
    public struct Skip<Element>: PipelineStage {
        @usableFromInline internal var remaining: Int

        /// Creates the stage.
        @inlinable
        internal init(count: Int) {
            remaining = Swift.max(count, 0)
        }

        /// Drops the element while the count lasts, then emits.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            if remaining > 0 {
                remaining -= 1
                return .skip
            }
            return .next(input)
        }

        /// Never drains by itself.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { .completed }
    }

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

    /// The stage of `skip(while:)`.
    @frozen
    public struct SkipWhile<Element, Failure: Swift.Error>: PipelineStage {
        @usableFromInline internal let predicate: (Element) throws(Failure) -> Bool
        @usableFromInline internal var skipping = true
        @usableFromInline internal var failure: Failure?

        /// Creates the stage.
        @inlinable
        internal init(_ predicate: @escaping (Element) throws(Failure) -> Bool) {
            self.predicate = predicate
        }

        /// Drops elements while the predicate holds, then emits every element.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            if !skipping { return .next(input) }
            do {
                if try predicate(input) { return .skip }
                skipping = false
                return .next(input)
            } catch {
                failure = error
                return .end
            }
        }

        /// Emits the error the predicate threw.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { failure.stageDrain() }
    }

    /// The stage of `element(at:)`.
    @frozen
    public struct ElementAt<Element>: PipelineStage {
        @usableFromInline internal var remaining: Int
        @usableFromInline internal var ending: StageEnding<Element> = .completed

        /// Creates the stage.
        @inlinable
        internal init(index: Int) {
            precondition(index >= 0, "index can't be negative")
            remaining = index
        }

        /// Emits the element at the index and completes.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            if remaining == 0 {
                ending = .last(input)
                return .end
            }
            remaining -= 1
            return .skip
        }

        /// A sequence that ends before the index fails with `RxError.argumentOutOfRange`.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            .error(error ?? RxError.argumentOutOfRange)
        }

        /// Emits the element, then completes.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { ending.drain() }
    }

    /// The stage of `first()`.
    @frozen
    public struct First<Element>: PipelineStage {
        @usableFromInline internal var ending: StageEnding<Element?> = .completed

        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Emits the first element and completes.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element?> {
            ending = .last(input)
            return .end
        }

        /// An empty sequence emits `nil`, then completes.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element?> {
            if let error { return .error(error) }
            ending = .completed
            return .next(nil)
        }

        /// Emits the element, then completes.
        @inlinable
        public mutating func drain() -> StageDrain<Element?> { ending.drain() }
    }
}

extension ObservableType {
    /// Returns a sequence that emits the first `count` elements of the source, then completes.
    ///
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    ///
    /// ```
    /// --1--2--3--4--|
    ///   take(2)
    /// --1--2|
    /// ```
    ///
    /// The upstream is disposed as soon as the last element was taken; `take(0)` completes
    /// without subscribing to the source.
    ///
    /// - Parameter count: How many elements to emit.
    /// - Returns: At most `count` elements: the source's first ones.
    @inlinable
    @_disfavoredOverload
    public consuming func take(_ count: Int) -> Observables.Pipeline<Self, Stages.Take<Element>> {
        appendingStage(Stages.Take(count: count))
    }

    /// Returns a sequence that drops the first `count` elements of the source and emits the
    /// rest.
    ///
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    ///
    /// - Parameter count: How many elements to drop at the start.
    /// - Returns: The source's elements from position `count` on.
    @inlinable
    @_disfavoredOverload
    public consuming func skip(_ count: Int) -> Observables.Pipeline<Self, Stages.Skip<Element>> {
        appendingStage(Stages.Skip(count: count))
    }

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

    /// Returns a sequence that emits the source's elements while `predicate` returns `true`;
    /// the old name of `take(while:)`.
    ///
    /// - Parameter predicate: Checked for each element; the sequence goes on while it holds.
    /// - Returns: The source's leading elements that pass `predicate`.
    @available(*, deprecated, renamed: "take(while:)")
    @inlinable
    @_disfavoredOverload
    public consuming func takeWhile<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Self, Stages.TakeWhile<Element, Failure>> {
        take(while: predicate, behavior: .exclusive)
    }

    /// Returns a sequence that emits the source's elements until `predicate` returns `true`;
    /// the old spelling of `take(until:behavior:)`, with the behavior first.
    ///
    /// - Parameters:
    ///   - behavior: Whether the element that stops the sequence is emitted too.
    ///   - predicate: Checked for each element; the sequence completes once it holds.
    /// - Returns: The source's leading elements up to the one that satisfies `predicate`.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    @inlinable
    @_disfavoredOverload
    public consuming func takeUntil<Failure: Swift.Error>(_ behavior: TakeBehavior, predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Self, Stages.TakeWhile<Element, Failure>> {
        take(until: predicate, behavior: behavior)
    }

    /// Returns a sequence that drops the source's elements while `predicate` returns `true`,
    /// then emits every element from the first one that fails it.
    ///
    /// - seealso: [skipWhile operator on reactivex.io](http://reactivex.io/documentation/operators/skipwhile.html)
    ///
    /// - Parameter predicate: Checked for each leading element; dropping stops once it fails.
    /// - Returns: The source's elements from the first one that fails `predicate` on, that
    ///   one included.
    @inlinable
    @_disfavoredOverload
    public consuming func skip<Failure: Swift.Error>(while predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Self, Stages.SkipWhile<Element, Failure>> {
        appendingStage(Stages.SkipWhile(predicate))
    }

    /// Returns a sequence that drops the source's elements while `predicate` returns `true`;
    /// the old name of `skip(while:)`.
    ///
    /// - Parameter predicate: Checked for each leading element; dropping stops once it fails.
    /// - Returns: The source's elements from the first one that fails `predicate` on.
    @available(*, deprecated, renamed: "skip(while:)")
    @inlinable
    @_disfavoredOverload
    public consuming func skipWhile<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Self, Stages.SkipWhile<Element, Failure>> {
        skip(while: predicate)
    }

    /// Returns a sequence that emits only the source element at position `index`, then
    /// completes.
    ///
    /// - seealso: [elementAt operator on reactivex.io](http://reactivex.io/documentation/operators/elementat.html)
    ///
    /// If the sequence ends before the index, it fails with `RxError.argumentOutOfRange`.
    ///
    /// - Parameter index: The position of the element to emit, counting from 0.
    /// - Returns: A sequence of that one element.
    @inlinable
    @_disfavoredOverload
    public consuming func element(at index: Int) -> Observables.Pipeline<Self, Stages.ElementAt<Element>> {
        appendingStage(Stages.ElementAt(index: index))
    }

    /// Returns a sequence that emits only the source element at position `index`; the old
    /// name of `element(at:)`.
    ///
    /// - Parameter index: The position of the element to emit, counting from 0.
    /// - Returns: A sequence of that one element.
    @available(*, deprecated, renamed: "element(at:)")
    @inlinable
    @_disfavoredOverload
    public consuming func elementAt(_ index: Int) -> Observables.Pipeline<Self, Stages.ElementAt<Element>> {
        element(at: index)
    }

    /// The first element of the sequence, or `nil` if it completes without one.
    ///
    /// - Returns: A `Single` of the first element (or `nil`); the source's subscription ends
    ///   at its first element.
    @inlinable
    @_disfavoredOverload
    public consuming func first() -> PrimitiveSequence<SingleTrait, Self, Stages.First<Element>> {
        PrimitiveSequence<SingleTrait, Self, Stages.First<Element>>(pipeline: Observables.Pipeline(source: self, stage: Stages.First()))
    }
}

extension Observables.Pipeline {
    /// `take(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.take(_:)`.
    @inlinable
    public consuming func take(_ count: Int) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Take<Element>>> {
        appendingStage(Stages.Take(count: count))
    }

    /// `skip(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.skip(_:)`.
    @inlinable
    public consuming func skip(_ count: Int) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Skip<Element>>> {
        appendingStage(Stages.Skip(count: count))
    }

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

    /// `takeWhile(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.takeWhile(_:)`.
    @available(*, deprecated, renamed: "take(while:)")
    @inlinable
    public consuming func takeWhile<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.TakeWhile<Element, Failure>>> {
        take(while: predicate, behavior: .exclusive)
    }

    /// `skip(while:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.skip(while:)`.
    @inlinable
    public consuming func skip<Failure: Swift.Error>(while predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.SkipWhile<Element, Failure>>> {
        appendingStage(Stages.SkipWhile(predicate))
    }

    /// `skipWhile(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.skipWhile(_:)`.
    @available(*, deprecated, renamed: "skip(while:)")
    @inlinable
    public consuming func skipWhile<Failure: Swift.Error>(_ predicate: @escaping (Element) throws(Failure) -> Bool) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.SkipWhile<Element, Failure>>> {
        skip(while: predicate)
    }

    /// `element(at:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.element(at:)`.
    @inlinable
    public consuming func element(at index: Int) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.ElementAt<Element>>> {
        appendingStage(Stages.ElementAt(index: index))
    }

    /// `elementAt(_:)` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.elementAt(_:)`.
    @available(*, deprecated, renamed: "element(at:)")
    @inlinable
    public consuming func elementAt(_ index: Int) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.ElementAt<Element>>> {
        element(at: index)
    }

    /// `first()` on a pipeline: fuses the stage into this pipeline's chain instead of
    /// wrapping it. Same semantics as `ObservableType.first()`.
    @inlinable
    public consuming func first() -> PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.First<Element>>> {
        PrimitiveSequence<SingleTrait, Source, Stages.Then<Stage, Stages.First<Element>>>(pipeline: appending(Stages.First()))
    }
}
