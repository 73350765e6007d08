import Dispatch
import Foundation
import Synchronization

// MARK: - SerialDispatchQueueScheduler

/// A scheduler that performs its work on a serial dispatch queue.
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

    /// Schedules an action to run as soon as possible on the scheduler's queue.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules an action to run on the scheduler's queue after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - dueTime: Relative time after which to execute the action.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules a periodic piece of work on the scheduler's queue, driven by a repeating
    /// dispatch timer.
    ///
    /// - Parameters:
    ///   - state: State passed to the first run of the action.
    ///   - startAfter: Period after which initial work should be run.
    ///   - period: Period for running the work periodically.
    ///   - action: Action to be executed; its result is the state of the next run.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

// MARK: - ConcurrentDispatchQueueScheduler

/// A scheduler that performs its work on a dispatch queue that may be concurrent.
///
/// Actions scheduled on it can run at the same time, so use it for work that does not need
/// ordering (for example `subscribe(on:)`), and `SerialDispatchQueueScheduler` where events
/// must stay in order.
///
/// Differs from RxSwift in shape only: a `Sendable` struct (RxSwift: a class). Copies share
/// the same queue.
public struct ConcurrentDispatchQueueScheduler: SchedulerType, Sendable {
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

    /// Schedules an action to run as soon as possible on the scheduler's queue.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules an action to run on the scheduler's queue after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - dueTime: Relative time after which to execute the action.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules a periodic piece of work on the scheduler's queue, driven by a repeating
    /// dispatch timer. Runs of the action never overlap.
    ///
    /// - Parameters:
    ///   - state: State passed to the first run of the action.
    ///   - startAfter: Period after which initial work should be run.
    ///   - period: Period for running the work periodically.
    ///   - action: Action to be executed; its result is the state of the next run.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

// MARK: - MainScheduler

/// A scheduler that performs its work on `DispatchQueue.main`, running an action at once,
/// without a queue hop, when `schedule` is called on the main queue and nothing this
/// scheduler enqueued earlier is still waiting.
///
/// Usually used for UI work, and tuned for `observe(on:)`. To subscribe on the main thread
/// with `subscribe(on:)`, prefer `ConcurrentMainScheduler`; to always hop through the main
/// queue, use `MainScheduler.asyncInstance`.
///
/// ```swift
/// let work = MainScheduler.instance.schedule(()) { _ in
///     label.text = "done"          // runs on the main thread
///     return Disposables.create()
/// }
/// ```
///
/// Differs from RxSwift in shape only: a `final class` holding the queue configuration
/// instead of a subclass of `SerialDispatchQueueScheduler` (ValueRx has no scheduler class
/// hierarchy). It stays a class because every handle must share one count of enqueued
/// actions, which is what keeps the synchronous fast path in order with queued work.
public final class MainScheduler: SchedulerType, Sendable {
    /// The time interval type of this scheduler (seconds).
    public typealias TimeInterval = Foundation.TimeInterval
    /// The absolute time type of this scheduler.
    public typealias Time = Date

    private let configuration: DispatchQueueConfiguration
    /// Calls to `schedule` not yet finished: a synchronous run in progress, or a block
    /// waiting on (or running on) the main queue.
    private let numberEnqueued = Atomic<Int>(0)

    /// Creates a main-queue scheduler. Prefer the shared `instance`: each instance keeps its
    /// own count of enqueued actions, so ordering is only guaranteed within one instance.
    public init() {
        configuration = DispatchQueueConfiguration(queue: DispatchQueue.main, leeway: DispatchTimeInterval.nanoseconds(0))
    }

    /// The shared instance of `MainScheduler`.
    public static let instance = MainScheduler()

    /// A shared scheduler on `DispatchQueue.main` that always schedules asynchronously, even
    /// when called on the main queue (no synchronous fast path).
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    /// Traps when called off the main queue.
    ///
    /// Only checked in `DEBUG` builds of ValueRx (`fatalError` with `errorMessage` or a
    /// default message); in release builds it does nothing. RxSwift traps in every build.
    ///
    /// - Parameter errorMessage: Message of the trap; a default one when `nil`.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        #if DEBUG
        if !MainQueue.isCurrent {
            fatalError(errorMessage ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to move work to the main thread.")
        }
        #endif
    }

    /// Traps when called off the main thread.
    ///
    /// Only checked in `DEBUG` builds of ValueRx (`fatalError` with `errorMessage` or a
    /// default message); in release builds it does nothing. RxSwift traps in every build
    /// (and never on Linux, where it skips the check).
    ///
    /// - Parameter errorMessage: Message of the trap; a default one when `nil`.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        #if DEBUG
        if !Thread.isMainThread {
            fatalError(errorMessage ?? "Running on a background thread.")
        }
        #endif
    }

    /// Schedules an action on the main queue; runs it at once when called on the main queue
    /// with nothing this scheduler enqueued still pending.
    ///
    /// An action scheduled from inside a running action, or while earlier actions wait on the
    /// main queue, is enqueued, so actions always run in the order they were scheduled.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let previouslyEnqueued = numberEnqueued.wrappingAdd(1, ordering: .sequentiallyConsistent).oldValue

        if previouslyEnqueued == 0, MainQueue.isCurrent {
            let disposable = action(state)
            _ = numberEnqueued.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            return disposable
        }

        let result = SingleAssignmentDisposable()
        let work = UncheckedSendableBox(value: { action(state) })
        configuration.queue.async { [self] in
            if !result.isDisposed {
                result.setDisposable(work.value())
            }
            _ = numberEnqueued.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        }
        return result
    }

    /// Schedules an action to run on the main queue after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - dueTime: Relative time after which to execute the action.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules a periodic piece of work on the main queue, driven by a repeating dispatch
    /// timer.
    ///
    /// - Parameters:
    ///   - state: State passed to the first run of the action.
    ///   - startAfter: Period after which initial work should be run.
    ///   - period: Period for running the work periodically.
    ///   - action: Action to be executed; its result is the state of the next run.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

// MARK: - ConcurrentMainScheduler

/// A scheduler that performs its work on the main thread, running an action at once when
/// `schedule` is called on the main queue.
///
/// Unlike `MainScheduler` it does not keep queued work in order with the synchronous fast
/// path; it is tuned for `subscribe(on:)`. For `observe(on:)` use `MainScheduler`. Timed work
/// (`scheduleRelative`, `schedulePeriodic`) goes through `MainScheduler.instance`.
///
/// Differs from RxSwift in shape only: a `Sendable` struct (RxSwift: a final class).
public struct ConcurrentMainScheduler: SchedulerType, Sendable {
    /// The time interval type of this scheduler (seconds).
    public typealias TimeInterval = Foundation.TimeInterval
    /// The absolute time type of this scheduler.
    public typealias Time = Date

    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared instance of `ConcurrentMainScheduler`.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// The current wall-clock time.
    public var now: Date {
        mainScheduler.now
    }

    /// Runs the action at once when called on the main queue; otherwise schedules it
    /// asynchronously on the main queue.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if MainQueue.isCurrent {
            return action(state)
        }
        return MainScheduler.asyncInstance.schedule(state, action: action)
    }

    /// Schedules an action to run on the main queue after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - dueTime: Relative time after which to execute the action.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules a periodic piece of work on the main queue.
    ///
    /// - Parameters:
    ///   - state: State passed to the first run of the action.
    ///   - startAfter: Period after which initial work should be run.
    ///   - period: Period for running the work periodically.
    ///   - action: Action to be executed; its result is the state of the next run.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

// MARK: - OperationQueueScheduler

/// A scheduler that performs its work on an `OperationQueue`, each action as a
/// `BlockOperation` with the scheduler's `queuePriority`.
///
/// Useful to bound how many scheduled actions run at once
/// (`OperationQueue.maxConcurrentOperationCount`).
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let downloads = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
/// ```
///
/// Differs from RxSwift: a struct (RxSwift: a class), and disposing the returned disposable
/// also cancels the operation, so a cancelled action leaves the queue without waiting for
/// its turn (RxSwift only skips the action when the operation starts).
public struct OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // `@unchecked`: `OperationQueue` is documented as safe to use from any thread, but not
    // every Foundation version declares it `Sendable`.

    /// The queue the scheduler adds its operations to.
    public let operationQueue: OperationQueue
    /// The priority given to every operation the scheduler creates.
    public let queuePriority: Operation.QueuePriority

    /// Creates a scheduler that runs its work on `operationQueue`.
    ///
    /// - Parameters:
    ///   - operationQueue: The queue that runs the scheduled actions.
    ///   - queuePriority: Priority of the operations the scheduler adds to the queue.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Schedules an action to run as an operation on the scheduler's queue.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort):
    ///   it cancels the operation, and disposes what the action returned if it already ran.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let result = SingleAssignmentDisposable()
        let work = UncheckedSendableBox(value: { action(state) })
        let operation = BlockOperation {
            guard !result.isDisposed else { return }
            result.setDisposable(work.value())
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        // Weak: the queue keeps the operation until it finishes; the disposable should not
        // keep the action and its state alive after that.
        return Disposables.create { [weak operation] in
            operation?.cancel()
            result.dispose()
        }
    }
}
