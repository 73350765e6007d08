import Dispatch
import Foundation

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
