extension Observables {
    /// The source behind `from(optional:)`: emits the wrapped value if any, then completes, at once.
    @frozen
    public struct FromOptional<Element>: ObservableType {
        @usableFromInline internal let optional: Element?

        /// Creates the source.
        @inlinable
        internal init(optional: Element?) {
            self.optional = optional
        }

        /// Emits the value, if any, and `completed`.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            if let element = optional, observer.on(.next(element)) == .stop {
                return NopDisposable()
            }
            observer.on(.completed)
            return NopDisposable()
        }
    }

    /// The source behind `just(_:scheduler:)` and `from(optional:scheduler:)`: the element (if
    /// any) in one scheduled step, `completed` in the next.
    @frozen
    public struct ScheduledOptional<Element, Scheduler: ImmediateSchedulerType>: ObservableType {
        @usableFromInline internal let optional: Element?
        @usableFromInline internal let scheduler: Scheduler

        /// Creates the source.
        @inlinable
        internal init(optional: Element?, scheduler: Scheduler) {
            self.optional = optional
            self.scheduler = scheduler
        }

        /// Schedules the element, if any, then `completed`.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            emitRecursively(on: scheduler, OptionalEmitter(optional: optional), to: observer)
        }
    }
}

@usableFromInline
internal struct OptionalEmitter<Element>: StepEmitter {
    @usableFromInline internal var optional: Element?

    @inlinable
    internal init(optional: Element?) {
        self.optional = optional
    }

    @inlinable
    internal mutating func emitStep<Observer: ObserverType>(into observer: inout Observer) -> Flow
        where Observer.Element == Element {
        if let element = optional {
            optional = nil
            return observer.on(.next(element))
        }
        observer.on(.completed)
        return .stop
    }
}

extension ObservableType {
    /// Returns a sequence that emits the value inside `optional`, if there is one, and then
    /// completes.
    ///
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    ///
    /// - Parameter optional: The value to emit, or `nil` to only complete.
    /// - Returns: A sequence of zero or one element.
    @inlinable
    public static func from(optional: Element?) -> Observables.FromOptional<Element> {
        Observables.FromOptional(optional: optional)
    }

    /// Returns a sequence that emits the value inside `optional`, if there is one, and then
    /// completes, delivering both on `scheduler`.
    ///
    /// - Parameters:
    ///   - optional: The value to emit, or `nil` to only complete.
    ///   - scheduler: Where the element and the completion are delivered.
    /// - Returns: A sequence of zero or one element.
    @inlinable
    public static func from<Scheduler: ImmediateSchedulerType>(optional: Element?, scheduler: Scheduler) -> Observables.ScheduledOptional<Element, Scheduler> {
        Observables.ScheduledOptional(optional: optional, scheduler: scheduler)
    }
}
