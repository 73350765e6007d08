import Dispatch
import Foundation

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
