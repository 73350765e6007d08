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

/// Drives `scheduleRecursive` on an immediate scheduler.
///
/// Every `recurse` goes through `scheduler.schedule`, so each step is a separate unit of work
/// on the scheduler, as in RxSwift (on a `TestScheduler` each step is one tick later, on a
/// dispatch queue each is its own block). When the scheduler runs the next step synchronously
/// inside the current one (an immediate scheduler), the step is deferred until the current one
/// returns, so the stack does not grow.
internal final class RecursiveImmediateScheduling<Scheduler: ImmediateSchedulerType, State>: Cancelable, @unchecked Sendable {
    private let scheduler: Scheduler
    private let lock = Lock()
    private var action: ((State, (State) -> Void) -> Void)?
    private var pending: [Int: Disposable] = [:]
    private var nextKey = 0
    // Threads currently running a step, and the states of steps scheduled synchronously inside
    // one of them (run by that thread's loop once its step returns).
    private var runningThreads: [ObjectIdentifier] = []
    private var deferred: [ObjectIdentifier: [State]] = [:]

    init(scheduler: Scheduler, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    var isDisposed: Bool { lock.withLock { action == nil } }

    func schedule(_ state: State) {
        let key: Int? = lock.withLock {
            guard action != nil else { return nil }
            nextKey += 1
            return nextKey
        }
        guard let key else { return }
        var ranSynchronously = false
        let disposable = scheduler.schedule(state) { [self] state in
            let thread = ObjectIdentifier(Thread.current)
            let nested: Bool = lock.withLock {
                ranSynchronously = true
                _ = pending.removeValue(forKey: key)
                if runningThreads.contains(thread) {
                    deferred[thread, default: []].append(state)
                    return true
                }
                return false
            }
            if !nested { run(state, on: thread) }
            return NopDisposable()
        }
        let keep: Bool = lock.withLock {
            if ranSynchronously || action == nil { return false }
            pending[key] = disposable
            return true
        }
        if !keep && isDisposed { disposable.dispose() }
    }

    private func run(_ first: State, on thread: ObjectIdentifier) {
        var state = first
        while true {
            let action: ((State, (State) -> Void) -> Void)? = lock.withLock {
                runningThreads.append(thread)
                return self.action
            }
            if let action {
                action(state) { [self] next in schedule(next) }
            }
            let next: State? = lock.withLock {
                if let index = runningThreads.firstIndex(of: thread) { runningThreads.remove(at: index) }
                guard self.action != nil, var queued = deferred[thread], !queued.isEmpty else {
                    deferred[thread] = nil
                    return nil
                }
                let next = queued.removeFirst()
                deferred[thread] = queued.isEmpty ? nil : queued
                return next
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
///
/// Like RxSwift's: each tick first schedules the next one, then runs the action; a tick that
/// arrives while the action still runs (on a concurrent scheduler) is counted and run by the
/// running loop, so actions never overlap and none is lost.
internal final class PeriodicScheduling<Scheduler: SchedulerType, State>: Cancelable, @unchecked Sendable {
    private let scheduler: Scheduler
    private let period: RxTimeInterval
    private let lock = Lock()
    private var state: State
    private var action: ((State) -> State)?
    private var pendingTicks = 0
    private let current = SerialDisposable()

    init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    var isDisposed: Bool { lock.withLock { action == nil } }

    func start(after dueTime: RxTimeInterval) {
        let next = scheduler.scheduleRelative((), dueTime: dueTime) { [self] _ in
            tick()
            return NopDisposable()
        }
        // Assigning after dispose disposes `next` at once (SerialDisposable's rule).
        current.disposable = next
    }

    private func tick() {
        let alive: Bool = lock.withLock { action != nil }
        guard alive else { return }
        start(after: period)
        let first: Bool = lock.withLock {
            pendingTicks += 1
            return pendingTicks == 1
        }
        guard first else { return }
        while true {
            let step: (State, (State) -> State)? = lock.withLock {
                guard let action else { return nil }
                return (state, action)
            }
            guard let (old, action) = step else { return }
            let new = action(old)
            let more: Bool = lock.withLock {
                state = new
                pendingTicks -= 1
                return pendingTicks > 0 && self.action != nil
            }
            if !more { return }
        }
    }

    func dispose() {
        lock.withLock { action = nil }
        current.dispose()
    }
}
