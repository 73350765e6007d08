import Dispatch
import Foundation
import Synchronization

/// A scheduler that runs its work on the main thread; called on the main queue, `schedule`
/// runs the action at once.
///
/// Unlike `MainScheduler` it does not keep queued work in order with the synchronous fast
/// path; it is tuned for `subscribe(on:)`. For `observe(on:)` use `MainScheduler`. Timed work
/// (`scheduleRelative`, `schedulePeriodic`) goes through `MainScheduler.instance`.
///
/// Differs from RxSwift in shape only: a `Sendable` struct (RxSwift: a final class).
public struct ConcurrentMainScheduler: SchedulerType, Sendable {
    /// `observe(on:)` delivers the events queued meanwhile in one step. Not API.
    @inlinable
    public static var _deliversQueuedEventsTogether: Bool { true }

    /// The time interval type of this scheduler (seconds).
    public typealias TimeInterval = Foundation.TimeInterval
    /// The absolute time type of this scheduler.
    public typealias Time = Date

    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared `ConcurrentMainScheduler`.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// The current wall-clock time.
    public var now: Date {
        mainScheduler.now
    }

    /// Runs `action` at once when called on the main queue, and otherwise enqueues it there
    /// asynchronously.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if MainQueue.isCurrent {
            return action(state)
        }
        return MainScheduler.asyncInstance.schedule(state, action: action)
    }

    /// Runs `action` on the main queue once `dueTime` has passed.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait before running `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main queue after `startAfter` and then once every `period`.
    ///
    /// - Parameters:
    ///   - state: The value handed to the first run of `action`.
    ///   - startAfter: How long to wait before the first run.
    ///   - period: The time between two runs.
    ///   - action: One run; it returns the state for the next run.
    /// - Returns: A disposable that stops the runs (best effort).
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
