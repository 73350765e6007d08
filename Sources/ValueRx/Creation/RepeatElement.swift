extension Observables {
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

extension ObservableType {
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
