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

/// Drives `scheduleRecursive` on an immediate scheduler.
///
/// Every `recurse` makes one new unit of work on the scheduler, as in RxSwift (on a
/// `TestScheduler` each step is one tick later, on a dispatch queue each is its own block, in
/// the order the steps were asked for, interleaved with the queue's other work). Disposing
/// cancels the steps not started; a step already running finishes, and its `recurse` calls do
/// nothing.
///
/// Two paths, chosen once at creation:
///
/// - **Dispatch queues** (`asyncDispatchQueue(of:)` found the queue): `recurse` appends the
///   state to `queuedStates` and enqueues a block whose only capture is this object (no closure
///   context, no disposable, no per-step allocation of ours; dispatch copies the block). The
///   block takes the oldest queued state and runs the step, unless the recursion was disposed.
///   `async` never runs the block synchronously, so the stack cannot grow. On a concurrent
///   queue two steps can overlap, as in RxSwift (whose steps are plain `queue.async` blocks):
///   each queued state still goes to exactly one step.
/// - **Any other scheduler**: each step goes through `scheduler.schedule`, its disposable kept
///   in `pending` until the step starts (disposing the recursion disposes them, oldest first,
///   as RxSwift's `CompositeDisposable`). When the scheduler runs the step synchronously on a
///   thread that is already running a step of this recursion (an immediate scheduler), the step
///   is deferred to that thread's loop and runs once the current step returns, so the stack
///   does not grow (RxSwift recurses there). Steps started on other threads run at once (a
///   concurrent scheduler may overlap them, as in RxSwift). Threads are told apart with
///   `pthread_self` (`currentThreadID()`), not `Thread.current`.
///
/// Every member is inlinable: the client's scheduler and state types are used (a non-inlinable
/// member of a generic class runs unspecialized generic code on every step). `dispose()`
/// and `isDisposed`, reached through `Disposable`, run unspecialized; they run once.
@usableFromInline
internal final class RecursiveImmediateScheduling<Scheduler: ImmediateSchedulerType, State>: Cancelable, @unchecked Sendable {
    // `@unchecked Sendable`: every mutable member below is guarded by `lock`.
    @usableFromInline internal typealias Action = (State, (State) -> Void) -> Void

    @usableFromInline internal let scheduler: Scheduler
    /// The dispatch path's queue; `nil` on the generic path.
    @usableFromInline internal let queue: DispatchQueue?
    @usableFromInline internal let lock = Lock()
    /// The user's step; `nil` once disposed (the disposed state).
    @usableFromInline @exclusivity(unchecked) internal var action: Action?

    // Dispatch path.
    /// States of the blocks enqueued and not started, oldest at `queuedHead`. Emptied (keeping
    /// its capacity) whenever the last one is taken, so a chain of steps allocates nothing.
    @usableFromInline @exclusivity(unchecked) internal var queuedStates: [State] = []
    @usableFromInline @exclusivity(unchecked) internal var queuedHead = 0

    // Generic path.
    /// Steps scheduled and not started, disposed oldest first (RxSwift's group order).
    @usableFromInline @exclusivity(unchecked) internal var pending = InputSlots()
    /// Keys of steps that started before the `schedule` call that made them returned (a
    /// synchronous or concurrent scheduler): that call must not keep their disposable.
    @usableFromInline @exclusivity(unchecked) internal var startedEarly: [Int] = []
    /// Threads running a step of this recursion, and the steps scheduled synchronously inside
    /// one of them, run by that thread's loop in order once its step returns.
    @usableFromInline @exclusivity(unchecked) internal var runningThreads: [UInt] = []
    @usableFromInline @exclusivity(unchecked) internal var deferred: [(thread: UInt, state: State)] = []
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(scheduler: Scheduler, action: @escaping Action) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.scheduler = scheduler
        self.queue = asyncDispatchQueue(of: scheduler)
        self.action = action
    }

    @inlinable
    internal var isDisposed: Bool { lock.withLock { action == nil } }

    /// Schedules one step with `state` (the first one, or a `recurse` call).
    @inlinable
    internal func schedule(_ state: State) {
        if let queue {
            enqueue(state, on: queue)
        } else {
            scheduleThroughScheduler(state)
        }
    }

    // MARK: Dispatch path

    @inlinable
    internal func enqueue(_ state: State, on queue: DispatchQueue) {
        let accepted: Bool = lock.withLock {
            if action == nil { return false }
            queuedStates.append(state)
            return true
        }
        guard accepted else { return }
        // Captures only `self`: the closure's context is this object, nothing is allocated
        // for it. The block's retain keeps the recursion alive until the block has run.
        queue.async { [self] in runQueuedStep() }
    }

    /// One enqueued block: takes the oldest queued state and runs the step with it.
    @inlinable
    internal func runQueuedStep() {
        let step: (state: State, action: Action)? = lock.withLock {
            guard let action, queuedHead < queuedStates.count else { return nil }
            let state = queuedStates[queuedHead]
            queuedHead &+= 1
            if queuedHead == queuedStates.count {
                queuedStates.removeAll(keepingCapacity: true)
                queuedHead = 0
            }
            return (state, action)
        }
        guard let step else { return }
        step.action(step.state) { [self] next in schedule(next) }
    }

    // MARK: Generic path

    @inlinable
    internal func scheduleThroughScheduler(_ state: State) {
        let key: Int? = lock.withLock {
            if action == nil { return nil }
            return pending.makeKey()
        }
        guard let key else { return }
        let disposable = scheduler.schedule(state) { [self] state in
            startStep(state, key: key)
            return NopDisposable()
        }
        let disposeNow: Bool = lock.withLock {
            if let index = startedEarly.firstIndex(of: key) {
                startedEarly.swapAt(index, startedEarly.count &- 1)
                startedEarly.removeLast()
                return false
            }
            if action == nil { return true }
            pending.insert(disposable, for: key)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// The scheduled work of the step `key`: runs it, or defers it to this thread's loop when
    /// this thread is already running a step (the scheduler ran it synchronously).
    @inlinable
    internal func startStep(_ state: State, key: Int) {
        let thread = currentThreadID()
        let action: Action? = lock.withLock {
            if pending.remove(key) == nil { startedEarly.append(key) }
            guard let action = self.action else { return nil }
            if runningThreads.contains(thread) {
                deferred.append((thread: thread, state: state))
                return nil
            }
            runningThreads.append(thread)
            return action
        }
        guard let action else { return }
        runSteps(first: state, action: action, thread: thread)
    }

    /// Runs a step on `thread`, then the steps deferred to this thread meanwhile, in order.
    @inlinable
    internal func runSteps(first: State, action: @escaping Action, thread: UInt) {
        var step: (state: State, action: Action) = (first, action)
        while true {
            step.action(step.state) { [self] next in schedule(next) }
            let next: (state: State, action: Action)? = lock.withLock {
                if let action = self.action,
                   let index = deferred.firstIndex(where: { $0.thread == thread }) {
                    return (deferred.remove(at: index).state, action)
                }
                if let index = runningThreads.firstIndex(of: thread) {
                    runningThreads.swapAt(index, runningThreads.count &- 1)
                    runningThreads.removeLast()
                }
                return nil
            }
            guard let next else { return }
            step = next
        }
    }

    // MARK: Disposal

    @inlinable
    internal func dispose() {
        // What the recursion held leaves the lock first and is released after it: a state's
        // or the action's deinit may run user code.
        var states: [State] = []
        var deferredSteps: [(thread: UInt, state: State)] = []
        let (toDispose, action): ([Disposable], Action?) = lock.withLock {
            swap(&states, &queuedStates)
            queuedHead = 0
            swap(&deferredSteps, &deferred)
            return (pending.removeAll(), self.action.take())
        }
        _ = action
        _ = states
        _ = deferredSteps
        for disposable in toDispose { disposable.dispose() }
    }
}

/// Drives `scheduleRecursive(_:dueTime:action:)` on a scheduler with time.
///
/// Each step is scheduled with `scheduleRelative`, its disposable kept until the step starts
/// (disposing the recursion disposes the pending ones, oldest first). No built-in scheduler
/// runs relative work synchronously, so the stack does not grow. (A custom scheduler that ran
/// relative work synchronously would recurse: unlike the immediate form, nested steps are not
/// deferred.) Members are inlinable, so the client's types are used.
@usableFromInline
internal final class RecursiveRelativeScheduling<Scheduler: SchedulerType, State>: Cancelable, @unchecked Sendable {
    // `@unchecked Sendable`: every mutable member below is guarded by `lock`.
    @usableFromInline internal typealias Action = (State, (State, RxTimeInterval) -> Void) -> Void

    @usableFromInline internal let scheduler: Scheduler
    @usableFromInline internal let lock = Lock()
    /// The user's step; `nil` once disposed.
    @usableFromInline @exclusivity(unchecked) internal var action: Action?
    /// Steps scheduled and not started, disposed oldest first (RxSwift's group order).
    @usableFromInline @exclusivity(unchecked) internal var pending = InputSlots()
    /// Keys of steps that started before the `scheduleRelative` call that made them returned.
    @usableFromInline @exclusivity(unchecked) internal var startedEarly: [Int] = []
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(scheduler: Scheduler, action: @escaping Action) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.scheduler = scheduler
        self.action = action
    }

    @inlinable
    internal var isDisposed: Bool { lock.withLock { action == nil } }

    /// Schedules one step with `state` after `dueTime`.
    @inlinable
    internal func schedule(_ state: State, after dueTime: RxTimeInterval) {
        let key: Int? = lock.withLock {
            if action == nil { return nil }
            return pending.makeKey()
        }
        guard let key else { return }
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { [self] state in
            runStep(state, key: key)
            return NopDisposable()
        }
        let disposeNow: Bool = lock.withLock {
            if let index = startedEarly.firstIndex(of: key) {
                startedEarly.swapAt(index, startedEarly.count &- 1)
                startedEarly.removeLast()
                return false
            }
            if action == nil { return true }
            pending.insert(disposable, for: key)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// The scheduled work of the step `key`.
    @inlinable
    internal func runStep(_ state: State, key: Int) {
        let action: Action? = lock.withLock {
            if pending.remove(key) == nil { startedEarly.append(key) }
            return self.action
        }
        action?(state) { [self] next, due in schedule(next, after: due) }
    }

    @inlinable
    internal func dispose() {
        let (toDispose, action): ([Disposable], Action?) = lock.withLock {
            (pending.removeAll(), self.action.take())
        }
        _ = action
        for disposable in toDispose { disposable.dispose() }
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
    /// Generation of the last tick scheduled, and of the tick whose disposable is kept.
    private var scheduled = 0
    private var stored = 0
    private var currentTick: Disposable?
    #if TRACE_RESOURCES
    private let counted: CountedResource
    #endif

    init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping (State) -> State) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
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
