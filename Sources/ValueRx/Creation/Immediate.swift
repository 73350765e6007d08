extension Observables {
    /// The source behind `just(_:)`: emits one element and completes, at once.
    @frozen
    public struct Just<Element>: ObservableType {
        @usableFromInline internal let element: Element

        /// Creates the source.
        @inlinable
        public init(element: Element) {
            self.element = element
        }

        /// Emits the element and `completed` to `observer`.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            if observer.on(.next(element)) == .continue {
                observer.on(.completed)
            }
            return NopDisposable()
        }
    }

    /// The source behind `empty()`: completes at once.
    @frozen
    public struct Empty<Element>: ObservableType {
        /// Creates the source.
        @inlinable
        public init() {}

        /// Sends `completed` to `observer`.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            observer.on(.completed)
            return NopDisposable()
        }
    }

    /// The source behind `error(_:)`: fails at once.
    @frozen
    public struct Fail<Element>: ObservableType {
        @usableFromInline internal let error: Swift.Error

        /// Creates the source.
        @inlinable
        public init(error: Swift.Error) {
            self.error = error
        }

        /// Sends the error to `observer`.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            observer.on(.error(error))
            return NopDisposable()
        }
    }

    /// The source behind `never()`: sends no event.
    @frozen
    public struct Never<Element>: ObservableType {
        /// Creates the source.
        @inlinable
        public init() {}

        /// Does nothing.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            NopDisposable()
        }
    }

    /// The source behind `from(optional:)`: emits the wrapped value if any, then completes, at once.
    @frozen
    public struct FromOptional<Element>: ObservableType {
        @usableFromInline internal let optional: Element?

        /// Creates the source.
        @inlinable
        public init(optional: Element?) {
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
        public init(optional: Element?, scheduler: Scheduler) {
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
    /// Returns an observable sequence that contains a single element.
    ///
    /// - seealso: [just operator on reactivex.io](http://reactivex.io/documentation/operators/just.html)
    ///
    /// - Parameter element: Single element in the resulting observable sequence.
    /// - Returns: An observable sequence containing the single specified element.
    @inlinable
    public static func just(_ element: Element) -> Observables.Just<Element> {
        Observables.Just(element: element)
    }

    /// Returns an observable sequence that contains a single element.
    ///
    /// - Parameters:
    ///   - element: Single element in the resulting observable sequence.
    ///   - scheduler: Scheduler to send the single element on.
    /// - Returns: An observable sequence containing the single specified element.
    @inlinable
    public static func just<Scheduler: ImmediateSchedulerType>(_ element: Element, scheduler: Scheduler) -> Observables.ScheduledOptional<Element, Scheduler> {
        Observables.ScheduledOptional(optional: element, scheduler: scheduler)
    }

    /// Returns an empty observable sequence, using the specified scheduler to send out the
    /// single `Completed` message.
    ///
    /// - seealso: [empty operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    ///
    /// - Returns: An observable sequence with no elements.
    @inlinable
    public static func empty() -> Observables.Empty<Element> {
        Observables.Empty()
    }

    /// Returns a non-terminating observable sequence, which can be used to denote an infinite
    /// duration.
    ///
    /// - seealso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    ///
    /// - Returns: An observable sequence whose observers will never get called.
    @inlinable
    public static func never() -> Observables.Never<Element> {
        Observables.Never()
    }

    /// Returns an observable sequence that terminates with an `error`.
    ///
    /// - seealso: [throw operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    ///
    /// - Parameter error: The error the sequence terminates with.
    /// - Returns: The observable sequence that terminates with specified error.
    @inlinable
    public static func error(_ error: Swift.Error) -> Observables.Fail<Element> {
        Observables.Fail(error: error)
    }

    /// Converts a optional to an observable sequence.
    ///
    /// - seealso: [from operator on reactivex.io](http://reactivex.io/documentation/operators/from.html)
    ///
    /// - Parameter optional: Optional element in the resulting observable sequence.
    /// - Returns: An observable sequence containing the wrapped value or not from given optional.
    @inlinable
    public static func from(optional: Element?) -> Observables.FromOptional<Element> {
        Observables.FromOptional(optional: optional)
    }

    /// Converts a optional to an observable sequence.
    ///
    /// - Parameters:
    ///   - optional: Optional element in the resulting observable sequence.
    ///   - scheduler: Scheduler to send the optional element on.
    /// - Returns: An observable sequence containing the wrapped value or not from given optional.
    @inlinable
    public static func from<Scheduler: ImmediateSchedulerType>(optional: Element?, scheduler: Scheduler) -> Observables.ScheduledOptional<Element, Scheduler> {
        Observables.ScheduledOptional(optional: optional, scheduler: scheduler)
    }
}
