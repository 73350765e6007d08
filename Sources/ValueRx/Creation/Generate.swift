extension Observables {
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
}
