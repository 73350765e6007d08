import Dispatch
import Foundation

/// Type that represents time interval in the context of RxSwift.
public typealias RxTimeInterval = DispatchTimeInterval

/// Type that represents absolute time in the context of RxSwift.
public typealias RxTime = Date

/// Represents an object that immediately schedules units of work.
public protocol ImmediateSchedulerType {
    /// Schedules an action to be executed immediately.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

extension ImmediateSchedulerType {
    /// Schedules an action to be executed recursively.
    ///
    /// A call to `recurse` made while `action` is still running on this scheduler does not grow
    /// the stack: the next step runs after the current one returns (ValueRx runs recursive
    /// scheduling iteratively; RxSwift can overflow the stack on an immediate scheduler).
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - action: Action to execute recursively. The last parameter passed to the action is
    ///     used to trigger recursive scheduling of the action, passing in recursive invocation state.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let recursion = RecursiveImmediateScheduling(scheduler: self, action: action)
        recursion.schedule(state)
        return recursion
    }
}

/// Represents an object that schedules units of work.
public protocol SchedulerType: ImmediateSchedulerType {
    /// - returns: Current time.
    var now: RxTime { get }

    /// Schedules an action to be executed.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - dueTime: Relative time after which to execute the action.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable

    /// Schedules a periodic piece of work.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - startAfter: Period after which initial work should be run.
    ///   - period: Period for running the work periodically.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
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

    /// Schedules an action to be executed recursively after a relative due time.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - dueTime: Relative time after which to execute the first step.
    ///   - action: The step; call `recurse(state, dueTime)` to schedule the next one.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func scheduleRecursive<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (_ state: State, _ recurse: (State, RxTimeInterval) -> Void) -> Void) -> Disposable {
        let recursion = RecursiveRelativeScheduling(scheduler: self, action: action)
        recursion.schedule(state, after: dueTime)
        return recursion
    }
}

/// Drives `scheduleRecursive` on an immediate scheduler without growing the stack.
internal final class RecursiveImmediateScheduling<Scheduler: ImmediateSchedulerType, State>: Cancelable, @unchecked Sendable {
    private let scheduler: Scheduler
    private let lock = Lock()
    private var action: ((State, (State) -> Void) -> Void)?
    private var pending: [Int: Disposable] = [:]
    private var nextKey = 0
    // While a step runs on this thread, a synchronous `recurse` queues its state here.
    private var running = false
    private var deferred: [State] = []

    init(scheduler: Scheduler, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    var isDisposed: Bool { lock.withLock { action == nil } }

    func schedule(_ state: State) {
        let key: Int? = lock.withLock {
            guard action != nil else { return nil }
            if running {
                deferred.append(state)
                return nil
            }
            nextKey += 1
            return nextKey
        }
        guard let key else { return }
        var ranSynchronously = false
        let disposable = scheduler.schedule(state) { [self] state in
            lock.withLock { ranSynchronously = true; _ = pending.removeValue(forKey: key) }
            run(state)
            return NopDisposable()
        }
        let keep: Bool = lock.withLock {
            if ranSynchronously || action == nil { return false }
            pending[key] = disposable
            return true
        }
        if !keep && isDisposed { disposable.dispose() }
    }

    private func run(_ first: State) {
        var state = first
        while true {
            let action: ((State, (State) -> Void) -> Void)? = lock.withLock {
                running = true
                return self.action
            }
            guard let action else { return }
            action(state) { [self] next in schedule(next) }
            let next: State? = lock.withLock {
                running = false
                return deferred.isEmpty ? nil : deferred.removeFirst()
            }
            guard let next else { return }
            state = next
        }
    }

    func dispose() {
        let toDispose: [Disposable] = lock.withLock {
            action = nil
            deferred.removeAll()
            let all = Array(pending.values)
            pending.removeAll()
            return all
        }
        toDispose.forEach { $0.dispose() }
    }
}

/// Drives `scheduleRecursive(_:dueTime:action:)` on a scheduler with time.
internal final class RecursiveRelativeScheduling<Scheduler: SchedulerType, State>: Cancelable, @unchecked Sendable {
    private let scheduler: Scheduler
    private let lock = Lock()
    private var action: ((State, (State, RxTimeInterval) -> Void) -> Void)?
    private var pending: [Int: Disposable] = [:]
    private var nextKey = 0

    init(scheduler: Scheduler, action: @escaping (State, (State, RxTimeInterval) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    var isDisposed: Bool { lock.withLock { action == nil } }

    func schedule(_ state: State, after dueTime: RxTimeInterval) {
        let key: Int? = lock.withLock {
            guard action != nil else { return nil }
            nextKey += 1
            return nextKey
        }
        guard let key else { return }
        var ran = false
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { [self] state in
            let action: ((State, (State, RxTimeInterval) -> Void) -> Void)? = lock.withLock {
                ran = true
                _ = pending.removeValue(forKey: key)
                return self.action
            }
            action?(state) { [self] next, due in schedule(next, after: due) }
            return NopDisposable()
        }
        let disposeNow: Bool = lock.withLock {
            if ran { return false }
            if action == nil { return true }
            pending[key] = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    func dispose() {
        let toDispose: [Disposable] = lock.withLock {
            action = nil
            let all = Array(pending.values)
            pending.removeAll()
            return all
        }
        toDispose.forEach { $0.dispose() }
    }
}

/// `schedulePeriodic` for schedulers without a native periodic timer.
internal final class PeriodicScheduling<Scheduler: SchedulerType, State>: Cancelable, @unchecked Sendable {
    private let scheduler: Scheduler
    private let period: RxTimeInterval
    private let lock = Lock()
    private var state: State
    private var action: ((State) -> State)?
    private let current = SerialDisposable()

    init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    var isDisposed: Bool { lock.withLock { action == nil } }

    func start(after dueTime: RxTimeInterval) {
        current.disposable = scheduler.scheduleRelative((), dueTime: dueTime) { [self] _ in
            tick()
            return NopDisposable()
        }
    }

    private func tick() {
        let step: (State, (State) -> State)? = lock.withLock {
            guard let action else { return nil }
            return (state, action)
        }
        guard let (old, action) = step else { return }
        let new = action(old)
        let alive: Bool = lock.withLock {
            guard self.action != nil else { return false }
            state = new
            return true
        }
        if alive { start(after: period) }
    }

    func dispose() {
        lock.withLock { action = nil }
        current.dispose()
    }
}
