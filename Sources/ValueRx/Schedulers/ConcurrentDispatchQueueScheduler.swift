import Dispatch
import Foundation
import Synchronization

/// A scheduler that runs its work on a dispatch queue, possibly several actions at once.
///
/// Actions scheduled on it can run at the same time, so use it for work that does not need
/// ordering (for example `subscribe(on:)`), and `SerialDispatchQueueScheduler` where events
/// must stay in order.
///
/// Differs from RxSwift in shape only: a `Sendable` struct (RxSwift: a class). Copies share
/// the same queue.
public struct ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
    /// `observe(on:)` delivers the events queued meanwhile in one step. Not API.
    @inlinable
    public static var _deliversQueuedEventsTogether: Bool { true }

    /// The time interval type of this scheduler (seconds).
    public typealias TimeInterval = Foundation.TimeInterval
    /// The absolute time type of this scheduler.
    public typealias Time = Date

    internal let configuration: DispatchQueueConfiguration

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    /// Creates a scheduler that runs its work on `queue`.
    ///
    /// - Parameters:
    ///   - queue: The queue that runs the work.
    ///   - leeway: How much later than their deadline the system may fire this scheduler's
    ///     timers.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Creates a scheduler that runs its work on a new concurrent queue of the given quality
    /// of service.
    ///
    /// - Parameters:
    ///   - qos: Quality of service of the new queue.
    ///   - leeway: How much later than their deadline the system may fire this scheduler's
    ///     timers.
    public init(qos: DispatchQoS, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        let queue = DispatchQueue(
            label: "valuerx.concurrent_queue.\(qos.qosClass)",
            qos: qos,
            attributes: [.concurrent],
            target: nil
        )
        self.init(queue: queue, leeway: leeway)
    }

    /// Runs `action` on the scheduler's queue as soon as the queue allows.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Runs `action` on the scheduler's queue once `dueTime` has passed.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait before running `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the scheduler's queue after `startAfter` and then once every `period`,
    /// driven by a repeating dispatch timer. Two runs never overlap.
    ///
    /// - Parameters:
    ///   - state: The value handed to the first run of `action`.
    ///   - startAfter: How long to wait before the first run.
    ///   - period: The time between two runs.
    ///   - action: One run; it returns the state for the next run.
    /// - Returns: A disposable that stops the runs (best effort).
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

extension ConcurrentDispatchQueueScheduler {
    /// The queue `schedule` hands every action to with `async`: recursive scheduling enqueues
    /// its steps there itself (`asyncDispatchQueue(of:)`). Read once per recursion.
    @usableFromInline
    internal var asyncQueue: DispatchQueue { configuration.queue }
}
