extension Observables {
    /// The source behind `range(start:count:scheduler:)`.
    @frozen
    public struct Range<Element: FixedWidthInteger, Scheduler: ImmediateSchedulerType>: ObservableType {
        @usableFromInline internal let start: Element
        @usableFromInline internal let count: Element
        @usableFromInline internal let scheduler: Scheduler

        /// Creates the source; traps on a negative count or an overflowing range, as RxSwift does.
        @inlinable
        internal init(start: Element, count: Element, scheduler: Scheduler) {
            precondition(count >= 0, "count can't be negative")
            precondition(count == 0 || start &+ (count - 1) >= start, "overflow of count")
            self.start = start
            self.count = count
            self.scheduler = scheduler
        }

        /// Emits the integers, then `completed`.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            emitRecursively(on: scheduler, RangeEmitter(start: start, count: count), to: observer)
        }
    }
}

@usableFromInline
internal struct RangeEmitter<Element: FixedWidthInteger>: StepEmitter {
    @usableFromInline internal let start: Element
    @usableFromInline internal let count: Element
    @usableFromInline internal var index: Element = 0

    @inlinable
    internal init(start: Element, count: Element) {
        self.start = start
        self.count = count
    }

    @inlinable @inline(__always)
    internal mutating func emitStep<Observer: ObserverType>(into observer: inout Observer) -> Flow
        where Observer.Element == Element {
        if index < count {
            let value = start &+ index
            index &+= 1
            return observer.on(.next(value))
        }
        observer.on(.completed)
        return .stop
    }
}

extension ObservableType where Element: FixedWidthInteger {
    /// Returns a sequence that emits `count` consecutive integers starting at `start`, then
    /// completes; `scheduler` runs the loop and delivers every event.
    ///
    /// - seealso: [range operator on reactivex.io](http://reactivex.io/documentation/operators/range.html)
    ///
    /// - Parameters:
    ///   - start: The first integer emitted.
    ///   - count: How many integers to emit.
    ///   - scheduler: Where the loop runs (default: the current-thread trampoline).
    /// - Returns: A sequence of the integers `start`, `start + 1`, ... (`count` of them).
    @inlinable
    public static func range<Scheduler: ImmediateSchedulerType>(start: Element, count: Element, scheduler: Scheduler = CurrentThreadScheduler.instance) -> Observables.Range<Element, Scheduler> {
        Observables.Range(start: start, count: count, scheduler: scheduler)
    }
}
