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

    /// The source behind `generate(initialState:condition:scheduler:iterate:)`.
    @frozen
    public struct Generate<Element, Scheduler: ImmediateSchedulerType>: ObservableType {
        @usableFromInline internal let initialState: Element
        @usableFromInline internal let condition: (Element) throws -> Bool
        @usableFromInline internal let iterate: (Element) throws -> Element
        @usableFromInline internal let scheduler: Scheduler

        /// Creates the source.
        @inlinable
        internal init(initialState: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element, scheduler: Scheduler) {
            self.initialState = initialState
            self.condition = condition
            self.iterate = iterate
            self.scheduler = scheduler
        }

        /// Emits the generated states, then `completed` (or the error a closure threw).
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            emitRecursively(on: scheduler, GenerateEmitter(state: initialState, condition: condition, iterate: iterate), to: observer)
        }
    }

    /// The source behind `repeatElement(_:scheduler:)`.
    @frozen
    public struct RepeatElement<Element, Scheduler: ImmediateSchedulerType>: ObservableType {
        @usableFromInline internal let element: Element
        @usableFromInline internal let scheduler: Scheduler

        /// Creates the source.
        @inlinable
        internal init(element: Element, scheduler: Scheduler) {
            self.element = element
            self.scheduler = scheduler
        }

        /// Emits the element forever, until the observer stops or the subscription is disposed.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            emitRecursively(on: scheduler, RepeatEmitter(element: element), to: observer)
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

@usableFromInline
internal struct GenerateEmitter<Element>: StepEmitter {
    @usableFromInline internal var state: Element
    @usableFromInline internal var isFirst = true
    @usableFromInline internal let condition: (Element) throws -> Bool
    @usableFromInline internal let iterate: (Element) throws -> Element

    @inlinable
    internal init(state: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element) {
        self.state = state
        self.condition = condition
        self.iterate = iterate
    }

    @inlinable
    internal mutating func emitStep<Observer: ObserverType>(into observer: inout Observer) -> Flow
        where Observer.Element == Element {
        do {
            if !isFirst {
                state = try iterate(state)
            }
            isFirst = false
            if try condition(state) {
                return observer.on(.next(state))
            }
            observer.on(.completed)
        } catch {
            observer.on(.error(error))
        }
        return .stop
    }
}

@usableFromInline
internal struct RepeatEmitter<Element>: StepEmitter {
    @usableFromInline internal let element: Element

    @inlinable
    internal init(element: Element) {
        self.element = element
    }

    @inlinable @inline(__always)
    internal mutating func emitStep<Observer: ObserverType>(into observer: inout Observer) -> Flow
        where Observer.Element == Element {
        observer.on(.next(element))
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

extension ObservableType {
    /// Returns a sequence that emits `initialState` and each state `iterate` derives from the
    /// previous one, for as long as `condition` holds; `scheduler` runs the loop and delivers
    /// every event.
    ///
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    ///
    /// - Parameters:
    ///   - initialState: The first state.
    ///   - condition: Checked before each state is emitted; the sequence completes the first
    ///     time it returns `false`.
    ///   - scheduler: Where the loop runs (default: the current-thread trampoline).
    ///   - iterate: Computes the next state from the current one.
    /// - Returns: A sequence of the states.
    @inlinable
    public static func generate<Scheduler: ImmediateSchedulerType>(initialState: Element, condition: @escaping (Element) throws -> Bool, scheduler: Scheduler = CurrentThreadScheduler.instance, iterate: @escaping (Element) throws -> Element) -> Observables.Generate<Element, Scheduler> {
        Observables.Generate(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }

    /// Returns a sequence that emits `element` over and over without end; `scheduler` delivers
    /// every event.
    ///
    /// - seealso: [repeat operator on reactivex.io](http://reactivex.io/documentation/operators/repeat.html)
    ///
    /// - Parameters:
    ///   - element: The element emitted each time.
    ///   - scheduler: Where the loop runs (default: the current-thread trampoline).
    /// - Returns: An endless sequence of `element`.
    @inlinable
    public static func repeatElement<Scheduler: ImmediateSchedulerType>(_ element: Element, scheduler: Scheduler = CurrentThreadScheduler.instance) -> Observables.RepeatElement<Element, Scheduler> {
        Observables.RepeatElement(element: element, scheduler: scheduler)
    }
}
