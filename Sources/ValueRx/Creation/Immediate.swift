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
        internal init() {}

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
        internal init(error: Swift.Error) {
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
        internal init() {}

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
    public static func just<Scheduler: ImmediateSchedulerType>(_ element: Element, scheduler: Scheduler) -> Observables.ScheduledOptional<Element, Scheduler> {
        Observables.ScheduledOptional(optional: element, scheduler: scheduler)
    }

    /// Returns a sequence that completes at once without emitting any element.
    ///
    /// - seealso: [empty operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    ///
    /// - Returns: A sequence whose only event is `completed`.
    @inlinable
    public static func empty() -> Observables.Empty<Element> {
        Observables.Empty()
    }

    /// Returns a sequence that sends no event at all, not even a terminal one; useful as an
    /// endless duration.
    ///
    /// - seealso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    ///
    /// - Returns: A sequence that never calls its observer.
    @inlinable
    public static func never() -> Observables.Never<Element> {
        Observables.Never()
    }

    /// Returns a sequence that fails at once with `error`, emitting no element.
    ///
    /// - seealso: [throw operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    ///
    /// - Parameter error: The error sent to the observer.
    /// - Returns: A sequence whose only event is `error(error)`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Observables.Fail<Element> {
        Observables.Fail(error: error)
    }

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

// The erased forms of the creation functions whose result RxSwift's code most often returns
// from a closure typed by its context (`deferred { ...; return Observable.never() }`,
// `catch { _ in Observable.empty() }` where an `Observable<Int>` is expected). They are
// members of `Observable` only, and disfavored: chosen where nothing else fits. `just` has no
// erased form: its overload made `flatMap { Observable.just($0 + 1) }` chains take ten times
// as long to type-check (0.2 s -> 2.4 s for four links); write `.asObservable()` there.
extension Observable {
    /// `never()` where an `Observable<Element>` is expected (a closure's or a function's
    /// result): the sequence that sends nothing, erased.
    ///
    /// - Returns: An erased sequence that never calls its observer.
    @inlinable
    @_disfavoredOverload
    public static func never() -> Observable<Element> {
        Observable(Observables.Never<Element>())
    }

    /// `empty()` where an `Observable<Element>` is expected: the sequence that only
    /// completes, erased.
    ///
    /// - Returns: An erased sequence whose only event is `completed`.
    @inlinable
    @_disfavoredOverload
    public static func empty() -> Observable<Element> {
        Observable(Observables.Empty<Element>())
    }

    /// `error(_:)` where an `Observable<Element>` is expected: the sequence that fails at
    /// once, erased.
    ///
    /// - Parameter error: The error sent to the observer.
    /// - Returns: An erased sequence whose only event is `error(error)`.
    @inlinable
    @_disfavoredOverload
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Observable(Observables.Fail<Element>(error: error))
    }
}
