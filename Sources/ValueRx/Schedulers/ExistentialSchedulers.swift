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

// The APIs taking a scheduler get their overload for a scheduler held as an existential from
// Scripts/surface.txt: Surface/ExistentialSchedulerForms.generated.swift.

extension AnyImmediateScheduler: VirtualClockReporting {
    /// Whether the wrapped scheduler's clock is virtual.
    @usableFromInline package var hasVirtualClock: Bool { schedulerHasVirtualClock(base) }
}

extension AnyScheduler: VirtualClockReporting {
    /// Whether the wrapped scheduler's clock is virtual.
    @usableFromInline package var hasVirtualClock: Bool { schedulerHasVirtualClock(base) }
}
