/// A scheduler held as `any ImmediateSchedulerType`, wrapped in a concrete type.
///
/// Apps inject schedulers for testability (`init(scheduler: ImmediateSchedulerType =
/// MainScheduler.instance)`) and pass them on. ValueRx's operators are generic over the
/// scheduler's type, which an existential cannot satisfy, so every API that takes a scheduler
/// also accepts an existential through an overload that wraps it in this type. Concrete
/// schedulers keep the generic overload and its specialized code; a wrapped one calls its
/// scheduler through the existential (one dynamic call per scheduled action).
///
/// ValueRx addition: RxSwift's schedulers are classes held as existentials everywhere.
public struct AnyImmediateScheduler: ImmediateSchedulerType {
    /// The wrapped scheduler.
    public let base: any ImmediateSchedulerType

    /// Wraps `base` (a scheduler already wrapped is not wrapped again).
    ///
    /// - Parameter base: The scheduler to run actions on.
    @inlinable
    public init(_ base: any ImmediateSchedulerType) {
        if let wrapped = base as? AnyImmediateScheduler {
            self = wrapped
        } else {
            self.base = base
        }
    }

    /// Schedules `action` on the wrapped scheduler.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: The disposable the wrapped scheduler returned.
    @inlinable
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }
}

/// A time-aware scheduler held as `any SchedulerType`, wrapped in a concrete type: what
/// `AnyImmediateScheduler` is for immediate schedulers, for the APIs that need time
/// (`interval`, `timer`, and the time-based operators).
///
/// ValueRx addition: RxSwift's schedulers are classes held as existentials everywhere.
public struct AnyScheduler: SchedulerType {
    /// The wrapped scheduler.
    public let base: any SchedulerType

    /// Wraps `base` (a scheduler already wrapped is not wrapped again).
    ///
    /// - Parameter base: The scheduler to run actions on.
    @inlinable
    public init(_ base: any SchedulerType) {
        if let wrapped = base as? AnyScheduler {
            self = wrapped
        } else {
            self.base = base
        }
    }

    /// The wrapped scheduler's notion of the current time.
    @inlinable
    public var now: RxTime { base.now }

    /// Schedules `action` on the wrapped scheduler.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: The disposable the wrapped scheduler returned.
    @inlinable
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }

    /// Schedules `action` on the wrapped scheduler after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait before running `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: The disposable the wrapped scheduler returned.
    @inlinable
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules a periodic action on the wrapped scheduler (its own periodic scheduling, when
    /// it has one).
    ///
    /// - Parameters:
    ///   - state: The first state handed to `action`.
    ///   - startAfter: How long to wait before the first run.
    ///   - period: The time between runs.
    ///   - action: The work to run; it returns the state for the next run.
    /// - Returns: The disposable that stops the periodic runs.
    @inlinable
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        base.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

// MARK: The APIs taking a scheduler, for a scheduler held as an existential

extension ObservableType {
    /// `observe(on:)` for a scheduler held as `any ImmediateSchedulerType`.
    ///
    /// - Parameter scheduler: Where the observer's callbacks run.
    /// - Returns: The source's events, delivered on `scheduler`.
    @inlinable @_disfavoredOverload
    public consuming func observe(on scheduler: any ImmediateSchedulerType) -> Observables.ObserveOn<Self, AnyImmediateScheduler> {
        observe(on: AnyImmediateScheduler(scheduler))
    }

    /// Deprecated spelling of `observe(on:)` for a scheduler held as an existential.
    @available(*, deprecated, renamed: "observe(on:)")
    @inlinable @_disfavoredOverload
    public consuming func observeOn(_ scheduler: any ImmediateSchedulerType) -> Observables.ObserveOn<Self, AnyImmediateScheduler> {
        observe(on: AnyImmediateScheduler(scheduler))
    }

    /// `subscribe(on:)` for a scheduler held as `any ImmediateSchedulerType`.
    ///
    /// - Parameter scheduler: Where subscribing to and disposing of the source happen.
    /// - Returns: The source's events, subscribed on `scheduler`.
    @inlinable @_disfavoredOverload
    public consuming func subscribe(on scheduler: any ImmediateSchedulerType) -> Observables.SubscribeOn<Self, AnyImmediateScheduler> {
        subscribe(on: AnyImmediateScheduler(scheduler))
    }

    /// Deprecated spelling of `subscribe(on:)` for a scheduler held as an existential.
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable @_disfavoredOverload
    public consuming func subscribeOn(_ scheduler: any ImmediateSchedulerType) -> Observables.SubscribeOn<Self, AnyImmediateScheduler> {
        subscribe(on: AnyImmediateScheduler(scheduler))
    }

    /// `of(_:scheduler:)` for a scheduler held as `any ImmediateSchedulerType`.
    ///
    /// - Parameters:
    ///   - elements: The elements to emit, in order.
    ///   - scheduler: Where the elements are emitted.
    /// - Returns: A sequence of `elements`.
    @inlinable @_disfavoredOverload
    public static func of(_ elements: Element ..., scheduler: any ImmediateSchedulerType) -> Observables.Sequence<[Element], AnyImmediateScheduler> {
        Observables.Sequence(elements: elements, scheduler: AnyImmediateScheduler(scheduler))
    }

    /// `from(_:scheduler:)` for an array and a scheduler held as `any ImmediateSchedulerType`.
    ///
    /// - Parameters:
    ///   - array: The elements to emit, in order.
    ///   - scheduler: Where the elements are emitted.
    /// - Returns: A sequence of the array's elements.
    @inlinable @_disfavoredOverload
    public static func from(_ array: [Element], scheduler: any ImmediateSchedulerType) -> Observables.Sequence<[Element], AnyImmediateScheduler> {
        Observables.Sequence(elements: array, scheduler: AnyImmediateScheduler(scheduler))
    }

    /// `from(_:scheduler:)` for a sequence and a scheduler held as `any ImmediateSchedulerType`.
    ///
    /// - Parameters:
    ///   - sequence: The elements to emit, in order.
    ///   - scheduler: Where the elements are emitted.
    /// - Returns: A sequence of the sequence's elements.
    @inlinable @_disfavoredOverload
    public static func from<Elements: Swift.Sequence>(_ sequence: Elements, scheduler: any ImmediateSchedulerType) -> Observables.Sequence<Elements, AnyImmediateScheduler>
        where Elements.Element == Element {
        Observables.Sequence(elements: sequence, scheduler: AnyImmediateScheduler(scheduler))
    }

    /// `just(_:scheduler:)` for a scheduler held as `any ImmediateSchedulerType`.
    ///
    /// - Parameters:
    ///   - element: The one element to emit.
    ///   - scheduler: Where the element and the completion are delivered.
    /// - Returns: A sequence of exactly one element.
    @inlinable @_disfavoredOverload
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observables.ScheduledElement<Element, AnyImmediateScheduler> {
        Observables.ScheduledElement(optional: element, scheduler: AnyImmediateScheduler(scheduler))
    }

    /// `from(optional:scheduler:)` for a scheduler held as `any ImmediateSchedulerType`.
    ///
    /// - Parameters:
    ///   - optional: The value to emit, or `nil` to only complete.
    ///   - scheduler: Where the element and the completion are delivered.
    /// - Returns: A sequence of zero or one element.
    @inlinable @_disfavoredOverload
    public static func from(optional: Element?, scheduler: any ImmediateSchedulerType) -> Observables.ScheduledElement<Element, AnyImmediateScheduler> {
        Observables.ScheduledElement(optional: optional, scheduler: AnyImmediateScheduler(scheduler))
    }

    /// `generate(initialState:condition:scheduler:iterate:)` for a scheduler held as
    /// `any ImmediateSchedulerType`.
    ///
    /// - Parameters:
    ///   - initialState: The first state, and the first element if `condition` holds.
    ///   - condition: Whether to emit the current state (otherwise the sequence completes).
    ///   - scheduler: Where the elements are emitted.
    ///   - iterate: Computes the next state.
    /// - Returns: A sequence of the generated states.
    @inlinable @_disfavoredOverload
    public static func generate(initialState: Element, condition: @escaping (Element) throws -> Bool, scheduler: any ImmediateSchedulerType, iterate: @escaping (Element) throws -> Element) -> Observables.Generate<Element, AnyImmediateScheduler> {
        Observables.Generate(initialState: initialState, condition: condition, iterate: iterate, scheduler: AnyImmediateScheduler(scheduler))
    }

    /// `repeatElement(_:scheduler:)` for a scheduler held as `any ImmediateSchedulerType`.
    ///
    /// - Parameters:
    ///   - element: The element to repeat.
    ///   - scheduler: Where the elements are emitted.
    /// - Returns: An endless sequence of `element`.
    @inlinable @_disfavoredOverload
    public static func repeatElement(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observables.RepeatElement<Element, AnyImmediateScheduler> {
        Observables.RepeatElement(element: element, scheduler: AnyImmediateScheduler(scheduler))
    }
}

extension ObservableType where Element: FixedWidthInteger {
    /// `range(start:count:scheduler:)` for a scheduler held as `any ImmediateSchedulerType`.
    ///
    /// - Parameters:
    ///   - start: The first element.
    ///   - count: How many consecutive integers to emit.
    ///   - scheduler: Where the elements are emitted.
    /// - Returns: A sequence of `count` integers from `start`.
    @inlinable @_disfavoredOverload
    public static func range(start: Element, count: Element, scheduler: any ImmediateSchedulerType) -> Observables.Range<Element, AnyImmediateScheduler> {
        Observables.Range(start: start, count: count, scheduler: AnyImmediateScheduler(scheduler))
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// `interval(_:scheduler:)` for a scheduler held as `any SchedulerType`.
    ///
    /// - Parameters:
    ///   - period: The time between elements.
    ///   - scheduler: Where the timer runs and the elements are emitted.
    /// - Returns: 0, 1, 2, … one per period.
    @inlinable @_disfavoredOverload
    public static func interval(_ period: RxTimeInterval, scheduler: any SchedulerType) -> Observables.Timer<Element, AnyScheduler> {
        Observables.Timer(dueTime: period, period: period, scheduler: AnyScheduler(scheduler))
    }

    /// `timer(_:period:scheduler:)` for a scheduler held as `any SchedulerType`.
    ///
    /// - Parameters:
    ///   - dueTime: The time before the first element.
    ///   - period: The time between later elements; `nil` emits one element and completes.
    ///   - scheduler: Where the timer runs and the elements are emitted.
    /// - Returns: 0 after `dueTime`, then 1, 2, … one per period if `period` is set.
    @inlinable @_disfavoredOverload
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: any SchedulerType) -> Observables.Timer<Element, AnyScheduler> {
        Observables.Timer(dueTime: dueTime, period: period, scheduler: AnyScheduler(scheduler))
    }
}

extension AnyImmediateScheduler: VirtualClockReporting {
    /// Whether the wrapped scheduler's clock is virtual.
    @usableFromInline package var hasVirtualClock: Bool { schedulerHasVirtualClock(base) }
}

extension AnyScheduler: VirtualClockReporting {
    /// Whether the wrapped scheduler's clock is virtual.
    @usableFromInline package var hasVirtualClock: Bool { schedulerHasVirtualClock(base) }
}
