import Dispatch
import Foundation

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
