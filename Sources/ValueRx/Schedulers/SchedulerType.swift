import Dispatch
import Foundation

/// A relative time: how long to wait, or the length of a period.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time, as a scheduler's clock reports it.
public typealias RxTime = Date

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
}

extension ImmediateSchedulerType {
    /// One event per scheduled step. Not API.
    @inlinable
    public static var _deliversQueuedEventsTogether: Bool { false }
}

extension ImmediateSchedulerType {
    /// Runs `action` with `state`, and lets `action` ask for another run with a new state.
    ///
    /// A call to `recurse` made while `action` is still running on this scheduler does not grow
    /// the stack: the next step runs after the current one returns (ValueRx runs recursive
    /// scheduling iteratively; RxSwift can overflow the stack on an immediate scheduler).
    ///
    /// - Parameters:
    ///   - state: The value handed to the first run.
    ///   - action: One step of the work. Calling its `recurse` argument with a state schedules
    ///     another step with that state.
    /// - Returns: A disposable that cancels the steps not yet run (best effort).
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let recursion = RecursiveImmediateScheduling(scheduler: self, action: action)
        recursion.schedule(state)
        return recursion
    }
}

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
    /// Steps scheduled and not started, disposed oldest first (RxSwift's group order).
    private var pending = InputSlots()
    // Threads currently running a step, and the states of steps scheduled synchronously inside
    // one of them (run by that thread's loop once its step returns).
    private var runningThreads: [ObjectIdentifier] = []
    private var deferred: [ObjectIdentifier: [State]] = [:]

    init(scheduler: Scheduler, action: @escaping (State, (State) -> Void) -> Void) {
        #if TRACE_RESOURCES
        Resources.increment(Self.self)
        #endif
        self.scheduler = scheduler
        self.action = action
    }

    var isDisposed: Bool { lock.withLock { action == nil } }

    func schedule(_ state: State) {
        let key: Int? = lock.withLock {
            guard action != nil else { return nil }
            return pending.makeKey()
        }
        guard let key else { return }
        var ranSynchronously = false
        let disposable = scheduler.schedule(state) { [self] state in
            let thread = ObjectIdentifier(Thread.current)
            let nested: Bool = lock.withLock {
                ranSynchronously = true
                _ = pending.remove(key)
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
            pending.insert(disposable, for: key)
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
            return pending.removeAll()
        }
        toDispose.forEach { $0.dispose() }
    }

    #if TRACE_RESOURCES
    deinit {
        Resources.decrement(Self.self)
    }
    #endif
}

/// Drives `scheduleRecursive(_:dueTime:action:)` on a scheduler with time.
///
/// Each step is scheduled with `scheduleRelative`; no built-in scheduler runs that
/// synchronously, so the stack does not grow. (A custom scheduler that ran relative work
/// synchronously would recurse: unlike the immediate form, nested steps are not deferred.)
internal final class RecursiveRelativeScheduling<Scheduler: SchedulerType, State>: Cancelable, @unchecked Sendable {
    private let scheduler: Scheduler
    private let lock = Lock()
    private var action: ((State, (State, RxTimeInterval) -> Void) -> Void)?
    /// Steps scheduled and not started, disposed oldest first (RxSwift's group order).
    private var pending = InputSlots()

    init(scheduler: Scheduler, action: @escaping (State, (State, RxTimeInterval) -> Void) -> Void) {
        #if TRACE_RESOURCES
        Resources.increment(Self.self)
        #endif
        self.scheduler = scheduler
        self.action = action
    }

    var isDisposed: Bool { lock.withLock { action == nil } }

    func schedule(_ state: State, after dueTime: RxTimeInterval) {
        let key: Int? = lock.withLock {
            guard action != nil else { return nil }
            return pending.makeKey()
        }
        guard let key else { return }
        var ran = false
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { [self] state in
            let action: ((State, (State, RxTimeInterval) -> Void) -> Void)? = lock.withLock {
                ran = true
                _ = pending.remove(key)
                return self.action
            }
            action?(state) { [self] next, due in schedule(next, after: due) }
            return NopDisposable()
        }
        let disposeNow: Bool = lock.withLock {
            if ran { return false }
            if action == nil { return true }
            pending.insert(disposable, for: key)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    func dispose() {
        let toDispose: [Disposable] = lock.withLock {
            action = nil
            return pending.removeAll()
        }
        toDispose.forEach { $0.dispose() }
    }

    #if TRACE_RESOURCES
    deinit {
        Resources.decrement(Self.self)
    }
    #endif
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
    /// Generation of the last tick scheduled, and of the tick whose disposable is kept.
    private var scheduled = 0
    private var stored = 0
    private var currentTick: Disposable?

    init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping (State) -> State) {
        #if TRACE_RESOURCES
        Resources.increment(Self.self)
        #endif
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    var isDisposed: Bool { lock.withLock { action == nil } }

    func start(after dueTime: RxTimeInterval) {
        let generation: Int = lock.withLock {
            scheduled += 1
            return scheduled
        }
        let next = scheduler.scheduleRelative((), dueTime: dueTime) { [self] _ in
            tick()
            return NopDisposable()
        }
        // On a concurrent scheduler the next tick may already have run and stored its own
        // successor: keep only the newest tick's disposable (an older one has fired).
        let disposeNow: Bool = lock.withLock {
            if action == nil { return true }
            if generation > stored {
                stored = generation
                currentTick = next
            }
            return false
        }
        if disposeNow { next.dispose() }
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
        let tick: Disposable? = lock.withLock {
            action = nil
            return currentTick.take()
        }
        tick?.dispose()
    }

    #if TRACE_RESOURCES
    deinit {
        Resources.decrement(Self.self)
    }
    #endif
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
