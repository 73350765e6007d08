import Dispatch
import Foundation
import Synchronization

/// A scheduler that runs its work on a serial dispatch queue, one action at a time.
///
/// Actions run one at a time, in the order they were scheduled. Dispatch cannot tell whether
/// a queue is serial, so `init(queue:internalSerialQueueName:leeway:)` always places a serial
/// proxy queue in front of the queue it is given; operators such as `observe(on:)` rely on
/// this scheduler being serial. The scheduler can also own its internal serial queue
/// (`init(internalSerialQueueName:serialQueueConfiguration:leeway:)`), which can be
/// customised before use.
///
/// ```swift
/// let background = SerialDispatchQueueScheduler(qos: .utility)
/// let work = background.scheduleRelative("late", dueTime: .milliseconds(100)) { text in
///     print(text)
///     return Disposables.create()
/// }
/// ```
///
/// Differs from RxSwift in shape only: a `Sendable` struct (RxSwift: a class that
/// `MainScheduler` subclasses). Copies share the same queue.
public struct SerialDispatchQueueScheduler: SchedulerType, Sendable {
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

    /// Wraps a queue the caller guarantees to be serial (no proxy queue is added).
    internal init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler that owns a new serial queue named `internalSerialQueueName`.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: Label of the serial queue the scheduler creates.
    ///   - serialQueueConfiguration: Called once with the new queue, before any work is
    ///     scheduled, to adjust it (for example to set queue-specific values).
    ///   - leeway: How much later than their deadline the system may fire this scheduler's
    ///     timers.
    public init(internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler that runs its work serially on `queue`, through a serial proxy
    /// queue named `internalSerialQueueName` that targets it.
    ///
    /// - Parameters:
    ///   - queue: The queue that finally runs the work; it may be concurrent.
    ///   - internalSerialQueueName: Label of the serial proxy queue.
    ///   - leeway: How much later than their deadline the system may fire this scheduler's
    ///     timers.
    public init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler that runs its work serially on the global concurrent queue of the
    /// given quality of service.
    ///
    /// - Parameters:
    ///   - qos: Quality of service class selecting the global queue.
    ///   - internalSerialQueueName: Label of the serial proxy queue.
    ///   - leeway: How much later than their deadline the system may fire this scheduler's
    ///     timers.
    public init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial", leeway: DispatchTimeInterval = DispatchTimeInterval.nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName, leeway: leeway)
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
    /// driven by a repeating dispatch timer.
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

extension SerialDispatchQueueScheduler {
    /// The queue `schedule` hands every action to with `async`: recursive scheduling enqueues
    /// its steps there itself (`asyncDispatchQueue(of:)`). Read once per recursion.
    @usableFromInline
    internal var asyncQueue: DispatchQueue { configuration.queue }
}
