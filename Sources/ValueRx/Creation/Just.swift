extension Observables {
    /// The source behind `just(_:)`: emits one element and completes, at once.
    @frozen
    public struct Just<Element>: ObservableType {
        @usableFromInline internal let element: Element

        /// Creates the source.
        @inlinable
        internal init(element: Element) {
            self.element = element
        }

        /// Emits the element and `completed` to `observer`.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            if case .continue = observer.on(.next(element)) {
                observer.on(.completed)
            }
            return NopDisposable()
        }
    }
}

extension ObservableType {
    /// Returns a sequence that emits `element` and then completes.
    ///
    /// - seealso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    ///
    /// - Parameter element: The one element to emit.
    /// - Returns: A sequence of exactly one element.
    @inlinable
    public static func just(_ element: Element) -> Observables.Just<Element> {
        Observables.Just(element: element)
    }

    /// Returns a sequence that emits `element` and then completes, both on `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The one element to emit.
    ///   - scheduler: Where the element and the completion are delivered.
    /// - Returns: A sequence of exactly one element.
    @inlinable
    public static func just<Scheduler: ImmediateSchedulerType>(_ element: Element, scheduler: Scheduler) -> Observables.ScheduledElement<Element, Scheduler> {
        Observables.ScheduledElement(optional: element, scheduler: scheduler)
    }
}
