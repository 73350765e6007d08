import Dispatch
import Foundation

/// A relative time: how long to wait, or the length of a period.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time, as a scheduler's clock reports it.
public typealias RxTime = Date

/// Runs units of work now, after a delay, or periodically, and has a clock.
public protocol SchedulerType: ImmediateSchedulerType {
    /// - returns: The scheduler's current time.
    var now: RxTime { get }

    /// Runs `action` with `state` once `dueTime` has passed.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait before running `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Runs `action` first after `startAfter`, then once every `period`, each run receiving the
    /// state the previous one returned.
    ///
    /// - Parameters:
    ///   - state: The value handed to the first run.
    ///   - startAfter: How long to wait before the first run.
    ///   - period: The time between two runs.
    ///   - action: One run; it returns the state for the next run.
    /// - Returns: A disposable that stops the runs (best effort).
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling built from recursive relative scheduling, for schedulers that have
    /// no native periodic timer.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let periodic = PeriodicScheduling(scheduler: self, state: state, period: period, action: action)
        periodic.start(after: startAfter)
        return periodic
    }

    /// Runs `action` with `state` after `dueTime`, and lets `action` ask for another run with a
    /// new state and delay.
    ///
    /// - Parameters:
    ///   - state: The value handed to the first step.
    ///   - dueTime: How long to wait before the first step.
    ///   - action: The step; call `recurse(state, dueTime)` to schedule the next one.
    /// - Returns: A disposable that cancels the steps not yet run (best effort).
    @inlinable
    public func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void) -> Disposable {
        let recursion = RecursiveRelativeScheduling(scheduler: self, action: action)
        recursion.schedule(state, after: dueTime)
        return recursion
    }
}

/// The dispatch queue that `scheduler.schedule` hands every action to with `async`, and nothing
/// more, when `scheduler` is such a scheduler (`SerialDispatchQueueScheduler`,
/// `ConcurrentDispatchQueueScheduler`, or one of them wrapped in `AnyImmediateScheduler` /
/// `AnyScheduler`); `nil` for every other scheduler.
///
/// Recursive scheduling enqueues its steps on that queue itself: each step is still one block
/// on the queue, as `schedule` would make it, without the closure contexts and the disposable
/// that `schedule` builds per call. Specialized, the comparisons fold to a constant.
@inlinable
internal func asyncDispatchQueue<Scheduler: ImmediateSchedulerType>(of scheduler: Scheduler) -> DispatchQueue? {
    if Scheduler.self == SerialDispatchQueueScheduler.self {
        return (scheduler as! SerialDispatchQueueScheduler).asyncQueue
    }
    if Scheduler.self == ConcurrentDispatchQueueScheduler.self {
        return (scheduler as! ConcurrentDispatchQueueScheduler).asyncQueue
    }
    if Scheduler.self == AnyImmediateScheduler.self {
        return asyncDispatchQueue(ofExistential: (scheduler as! AnyImmediateScheduler).base)
    }
    if Scheduler.self == AnyScheduler.self {
        return asyncDispatchQueue(ofExistential: (scheduler as! AnyScheduler).base)
    }
    if Scheduler.self == SharingStrategyScheduler.self {
        return (scheduler as! SharingStrategyScheduler).asyncQueue
    }
    return nil
}

/// `asyncDispatchQueue(of:)` for a scheduler held as an existential (the base of a wrapper).
@usableFromInline
internal func asyncDispatchQueue(ofExistential scheduler: any ImmediateSchedulerType) -> DispatchQueue? {
    if let serial = scheduler as? SerialDispatchQueueScheduler { return serial.asyncQueue }
    if let concurrent = scheduler as? ConcurrentDispatchQueueScheduler { return concurrent.asyncQueue }
    if let wrapped = scheduler as? AnyImmediateScheduler { return asyncDispatchQueue(ofExistential: wrapped.base) }
    if let wrapped = scheduler as? AnyScheduler { return asyncDispatchQueue(ofExistential: wrapped.base) }
    return nil
}

/// A scheduler whose clock is virtual (`VirtualTimeScheduler`, `HistoricalScheduler`,
/// ValueRxTest's `TestScheduler`) or a wrapper that knows whether the scheduler it wraps is.
///
/// Operators that keep one re-armed timer on real clocks (`debounce`) restart a timer per
/// event on a virtual clock instead: there, work due at the same tick runs in the order it was
/// scheduled, and RxSwift schedules its timer when the event arrives.
@usableFromInline
package protocol VirtualClockReporting {
    /// Whether time on this scheduler is virtual.
    var hasVirtualClock: Bool { get }
}

/// Whether `scheduler`'s clock is virtual (see `VirtualClockReporting`).
@inlinable
internal func schedulerHasVirtualClock(_ scheduler: some ImmediateSchedulerType) -> Bool {
    (scheduler as? any VirtualClockReporting)?.hasVirtualClock ?? false
}
