extension Observables {
    /// The source behind `of`, `from(_:)` and `from(_:scheduler:)`: emits a sequence's elements,
    /// then completes, one recursive step per element on `scheduler`.
    @frozen
    public struct Sequence<Elements: Swift.Sequence, Scheduler: ImmediateSchedulerType>: ObservableType {
        /// The type of the elements.
        public typealias Element = Elements.Element

        @usableFromInline internal let elements: Elements
        @usableFromInline internal let scheduler: Scheduler

        /// Creates the source.
        @inlinable
        internal init(elements: Elements, scheduler: Scheduler) {
            self.elements = elements
            self.scheduler = scheduler
        }

        /// Emits the elements to `observer`, then `completed`.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            emitRecursively(on: scheduler, IteratorEmitter(iterator: elements.makeIterator()), to: observer)
        }
    }
}

@usableFromInline
internal struct IteratorEmitter<Iterator: IteratorProtocol>: StepEmitter {
    @usableFromInline internal typealias Element = Iterator.Element

    @usableFromInline internal var iterator: Iterator

    @inlinable
    internal init(iterator: Iterator) {
        self.iterator = iterator
    }

    @inlinable @inline(__always)
    internal mutating func emitStep<Observer: ObserverType>(into observer: inout Observer) -> Flow
        where Observer.Element == Iterator.Element {
        if let element = iterator.next() {
            return observer.on(.next(element))
        }
        observer.on(.completed)
        return .stop
    }
}

extension ObservableType {
    /// Returns a sequence that emits the given elements in order, then completes.
    ///
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    ///
    /// - Parameters:
    ///   - elements: The elements to emit.
    ///   - scheduler: Where the elements are delivered (default: the current-thread trampoline).
    /// - Returns: A sequence of the arguments, in order.
    @inlinable
    public static func of<Scheduler: ImmediateSchedulerType>(_ elements: Element ..., scheduler: Scheduler = CurrentThreadScheduler.instance) -> Observables.Sequence<[Element], Scheduler> {
        Observables.Sequence(elements: elements, scheduler: scheduler)
    }

    /// Returns a sequence that emits the array's elements in order, then completes.
    ///
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    ///
    /// - Parameters:
    ///   - array: The elements.
    ///   - scheduler: Where the elements are delivered (default: the current-thread trampoline).
    /// - Returns: A sequence of the array's elements.
    @inlinable
    public static func from<Scheduler: ImmediateSchedulerType>(_ array: [Element], scheduler: Scheduler = CurrentThreadScheduler.instance) -> Observables.Sequence<[Element], Scheduler> {
        Observables.Sequence(elements: array, scheduler: scheduler)
    }

    /// Returns a sequence that emits the elements of a Swift sequence in order, then completes.
    ///
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    ///
    /// - Parameters:
    ///   - sequence: The elements.
    ///   - scheduler: Where the elements are delivered (default: the current-thread trampoline).
    /// - Returns: A sequence of the elements `sequence` yields when iterated.
    @inlinable
    public static func from<Elements: Swift.Sequence, Scheduler: ImmediateSchedulerType>(_ sequence: Elements, scheduler: Scheduler = CurrentThreadScheduler.instance) -> Observables.Sequence<Elements, Scheduler>
        where Elements.Element == Element {
        Observables.Sequence(elements: sequence, scheduler: scheduler)
    }
}
