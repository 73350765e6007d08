import Dispatch
import Foundation

/// Runs units of work as soon as it can, with no delay.
public protocol ImmediateSchedulerType {
    /// Runs `action` with `state` as soon as the scheduler allows.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Whether `observe(on:)` delivers every event queued meanwhile in one scheduled step
    /// (dispatch-queue schedulers: no scheduling and no allocation per event while a delivery
    /// is pending) rather than one event per step (virtual time, the trampoline). Not API.
    static var _deliversQueuedEventsTogether: Bool { get }

    /// Whether `_runNowIfIdle(_:)` can run work in place (`MainScheduler`: called on the main
    /// queue with nothing of its own waiting, `schedule` runs the action at once). A constant
    /// once specialized. Not API.
    static var _runsNowWhenIdle: Bool { get }

    /// Runs `action` at once and returns `true` where `schedule` would have run it at once;
    /// otherwise runs nothing and returns `false`. Lets `observe(on:)` deliver an event in
    /// place without queuing it. Not API.
    func _runNowIfIdle(_ action: () -> Void) -> Bool
}

extension ImmediateSchedulerType {
    /// One event per scheduled step. Not API.
    @inlinable
    public static var _deliversQueuedEventsTogether: Bool { false }

    /// Work always goes through `schedule`. Not API.
    @inlinable
    public static var _runsNowWhenIdle: Bool { false }

    /// Never runs in place. Not API.
    @inlinable
    public func _runNowIfIdle(_ action: () -> Void) -> Bool { false }
}

extension ImmediateSchedulerType {
    /// Runs `action` with `state`, and lets `action` ask for another run with a new state.
    ///
    /// Each step is a separate unit of work on the scheduler, as in RxSwift. A call to
    /// `recurse` made while `action` is still running on this scheduler does not grow the
    /// stack: the next step runs after the current one returns (ValueRx runs recursive
    /// scheduling iteratively; RxSwift can overflow the stack on an immediate scheduler). On a
    /// dispatch-queue scheduler each step is one block on its queue, enqueued without the
    /// disposable `schedule` would create for it.
    ///
    /// - Parameters:
    ///   - state: The value handed to the first run.
    ///   - action: One step of the work. Calling its `recurse` argument with a state schedules
    ///     another step with that state.
    /// - Returns: A disposable that cancels the steps not yet run (best effort).
    @inlinable
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let recursion = RecursiveImmediateScheduling(scheduler: self, action: action)
        recursion.schedule(state)
        return recursion
    }
}
