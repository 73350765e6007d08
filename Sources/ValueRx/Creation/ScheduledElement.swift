extension Observables {
    /// The sequence `just(_:scheduler:)` and `from(optional:scheduler:)` return: the element (if
    /// any) in one scheduled step, `completed` in the next.
    @frozen
    public struct ScheduledElement<Element, Scheduler: ImmediateSchedulerType>: ObservableType {
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
