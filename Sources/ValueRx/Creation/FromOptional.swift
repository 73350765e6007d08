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
    public static func from<Scheduler: ImmediateSchedulerType>(optional: Element?, scheduler: Scheduler) -> Observables.ScheduledElement<Element, Scheduler> {
        Observables.ScheduledElement(optional: optional, scheduler: scheduler)
    }
}
