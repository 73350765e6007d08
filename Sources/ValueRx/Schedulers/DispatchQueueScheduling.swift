import Dispatch
import Foundation
import Synchronization

/// A dispatch queue plus a timer leeway: the scheduling logic the dispatch-based schedulers
/// (`SerialDispatchQueueScheduler`, `ConcurrentDispatchQueueScheduler`, `MainScheduler`) share.
///
/// - `schedule` hands the action to the queue with `async`;
/// - `scheduleRelative` arms a one-shot `DispatchSourceTimer` targeting the queue;
/// - `schedulePeriodic` arms a repeating `DispatchSourceTimer` and threads the state through
///   a small lock-protected box.
///
/// Every returned disposable cancels the pending work (and the timer, if any) and disposes
/// what the action returned once it has run.
internal struct DispatchQueueConfiguration: Sendable {
    /// The queue actions and timer handlers run on.
    let queue: DispatchQueue
    /// How much later than its deadline the system may fire a timer.
    let leeway: DispatchTimeInterval

    /// Runs `action(state)` asynchronously on the queue, unless the returned disposable is
    /// disposed before the block starts.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let result = SingleAssignmentDisposable()
        let work = UncheckedSendableBox(value: { action(state) })
        queue.async {
            guard !result.isDisposed else { return }
            // Disposed while the action ran: `setDisposable` disposes its result at once.
            result.setDisposable(work.value())
        }
        return result
    }

    /// Runs `action(state)` on the queue once `dueTime` has elapsed, unless the returned
    /// disposable is disposed first.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let deadline = DispatchTime.now() + dueTime
        let timer = DispatchOneShotTimer(work: { action(state) })
        timer.start(on: queue, deadline: deadline, leeway: leeway)
        return timer
    }

    /// Runs `action` on the queue after `startAfter`, then every `period`, each time with the
    /// state the previous run returned, until the returned disposable is disposed.
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let deadline = DispatchTime.now() + startAfter
        let timer = DispatchPeriodicTimer(state: state, action: action)
        timer.start(on: queue, deadline: deadline, period: period, leeway: leeway)
        return timer
    }
}

/// Carries a value that is not `Sendable` into a `@Sendable` Dispatch closure.
///
/// Used for the scheduler's action closures and states: the scheduling contract (the action
/// runs once, on the scheduler) is what makes the hand-over safe, not the type system.
internal struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
}

/// Answers "are we on the main queue?" for `MainScheduler` and `ConcurrentMainScheduler`.
@usableFromInline
internal enum MainQueue {
    /// A key set on the main queue only; `getSpecific` finds it exactly when the current
    /// queue is the main queue (or targets it).
    private static let key: UncheckedSendableBox<DispatchSpecificKey<Void>> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return UncheckedSendableBox(value: key)
    }()

    /// Whether the caller runs on the main queue or on the main thread.
    ///
    /// The queue test is RxSwift's; the thread test also accepts code that runs on the main
    /// thread outside any queue, such as an XCTest method on Linux.
    @usableFromInline
    static var isCurrent: Bool {
        #if canImport(Darwin)
        // On Apple platforms the main queue is always serviced: only the queue test is right
        // (the main thread inside `someQueue.sync {}` is not on the main queue).
        return DispatchQueue.getSpecific(key: key.value) != nil
        #else
        // The thread test first (the answer is the same either way): a thread-specific flag,
        // where `getSpecific` walks the queue hierarchy and boxes its answer (~120 instructions
        // per call, measured with W18's Driver events).
        return isMainThread || DispatchQueue.getSpecific(key: key.value) != nil
        #endif
    }

    #if !canImport(Darwin)
    /// The main thread's `pthread_t` once the main thread has asked (0 before): the main thread
    /// never changes, so any other value of `pthread_self()` is another thread.
    private static let knownMainThread = Atomic<UInt>(0)

    /// The caller's thread id when it is the main thread, `nil` otherwise.
    static var mainThreadIfCurrent: UInt? {
        isMainThread ? currentThreadID() : nil
    }

    /// `Thread.isMainThread` (on Linux a `gettid` system call each time), asked only until the
    /// main thread has been seen; after that a comparison of `pthread_self()` values.
    private static var isMainThread: Bool {
        let current = currentThreadID()
        let main = knownMainThread.load(ordering: .relaxed)
        if main != 0 { return current == main }
        guard Thread.isMainThread else { return false }
        knownMainThread.store(current, ordering: .relaxed)
        return true
    }
    #endif
}

/// A one-shot timer on a dispatch queue. Disposing it cancels the timer, or disposes what
/// the action returned if it already ran.
private final class DispatchOneShotTimer: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var timer: DispatchSourceTimer?
    private var work: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()
    #if TRACE_RESOURCES
    private let counted: CountedResource
    #endif

    init(work: @escaping () -> Disposable) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.work = work
    }

    var isDisposed: Bool { result.isDisposed }

    /// Arms the timer. Called once, before the disposable is handed out.
    func start(on queue: DispatchQueue, deadline: DispatchTime, leeway: DispatchTimeInterval) {
        let source = DispatchSource.makeTimerSource(queue: queue)
        source.schedule(deadline: deadline, leeway: leeway)
        // The handler keeps `self` (and so the timer) alive until it fires or is cancelled;
        // both paths drop the timer, which breaks the cycle.
        source.setEventHandler { [self] in fire() }
        lock.withLock { timer = source }
        source.resume()
    }

    private func fire() {
        let taken: (source: DispatchSourceTimer?, work: (() -> Disposable)?) = lock.withLock {
            let snapshot = (timer, work)
            timer = nil
            work = nil
            return snapshot
        }
        taken.source?.cancel()
        guard let work = taken.work, !result.isDisposed else { return }
        result.setDisposable(work())
    }

    func dispose() {
        let taken: (source: DispatchSourceTimer?, work: (() -> Disposable)?) = lock.withLock {
            let snapshot = (timer, work)
            timer = nil
            work = nil
            return snapshot
        }
        taken.source?.cancel()
        result.dispose()
        // `taken.work` (the action and its state) is released here, outside the lock.
    }
}

/// A repeating timer on a dispatch queue that threads a state through its action.
///
/// A dispatch source never runs its handler concurrently with itself, so ticks do not
/// overlap even on a concurrent queue; `isTicking` makes that explicit (a tick that found
/// another one running would be skipped). Disposing stops the timer; a tick that had already
/// started when `dispose` was called may still finish (best effort, as in RxSwift).
private final class DispatchPeriodicTimer<State>: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var state: State?
    private var action: ((State) -> State)?
    private var timer: DispatchSourceTimer?
    private var isTicking = false
    #if TRACE_RESOURCES
    private let counted: CountedResource
    #endif

    init(state: State, action: @escaping (State) -> State) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.state = state
        self.action = action
    }

    var isDisposed: Bool { lock.withLock { action == nil } }

    /// Arms the timer. Called once, before the disposable is handed out.
    func start(on queue: DispatchQueue, deadline: DispatchTime, period: RxTimeInterval, leeway: DispatchTimeInterval) {
        let source = DispatchSource.makeTimerSource(queue: queue)
        source.schedule(deadline: deadline, repeating: period, leeway: leeway)
        // Cycle self -> timer -> handler -> self, broken by `dispose` (cancel + drop).
        source.setEventHandler { [self] in tick() }
        lock.withLock { timer = source }
        source.resume()
    }

    private func tick() {
        let step: (state: State, action: (State) -> State)? = lock.withLock {
            guard !isTicking, let action, let state else { return nil }
            isTicking = true
            return (state, action)
        }
        guard let step else { return }
        let next = step.action(step.state)
        // Replaced outside the lock so that the old state's deinit never runs under it.
        var replaced: State? = next
        lock.withLock {
            isTicking = false
            if self.action != nil {
                swap(&state, &replaced)
            }
        }
        _ = replaced
    }

    func dispose() {
        let taken: (source: DispatchSourceTimer?, state: State?, action: ((State) -> State)?) = lock.withLock {
            let snapshot = (timer, state, action)
            timer = nil
            state = nil
            action = nil
            return snapshot
        }
        taken.source?.cancel()
        // The state and action in `taken` are released here, outside the lock.
    }
}
