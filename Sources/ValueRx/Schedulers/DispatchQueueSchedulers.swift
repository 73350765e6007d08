import Dispatch
import Foundation
import Synchronization

// MARK: - SerialDispatchQueueScheduler

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

// MARK: - ConcurrentDispatchQueueScheduler

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

// MARK: - MainScheduler

/// A scheduler that runs its work on `DispatchQueue.main`. Called on the main queue while
/// nothing it enqueued earlier is still waiting, `schedule` runs the action at once, without a
/// queue hop.
///
/// The scheduler for UI work, built for `observe(on:)`. To subscribe on the main thread
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
    /// `observe(on:)` delivers the events queued meanwhile in one step. Not API.
    @inlinable
    public static var _deliversQueuedEventsTogether: Bool { true }

    /// `observe(on:)` delivers in place when `schedule` would run at once. Not API.
    @inlinable
    public static var _runsNowWhenIdle: Bool { true }

    /// `schedule`'s synchronous case without its closure, state and disposable: on the main
    /// queue with nothing this scheduler enqueued still waiting, runs `action` now. Not API.
    /// Inlinable, so `observe(on:)`'s sink calls `action` directly (no closure context, no
    /// indirect call per Driver event).
    @inlinable
    public func _runNowIfIdle(_ action: () -> Void) -> Bool {
        let previouslyEnqueued = numberEnqueued.wrappingAdd(1, ordering: .sequentiallyConsistent).oldValue
        defer { _ = numberEnqueued.wrappingSubtract(1, ordering: .sequentiallyConsistent) }
        guard previouslyEnqueued == 0, MainQueue.isCurrent else { return false }
        action()
        return true
    }

    /// The time interval type of this scheduler (seconds).
    public typealias TimeInterval = Foundation.TimeInterval
    /// The absolute time type of this scheduler.
    public typealias Time = Date

    private let configuration: DispatchQueueConfiguration
    /// Calls to `schedule` not yet finished: a synchronous run in progress, or a block
    /// waiting on (or running on) the main queue.
    @usableFromInline internal let numberEnqueued = Atomic<Int>(0)

    /// Creates a main-queue scheduler. Prefer the shared `instance`: each instance keeps its
    /// own count of enqueued actions, so ordering is only guaranteed within one instance.
    public init() {
        configuration = DispatchQueueConfiguration(queue: mainDispatchQueue, leeway: DispatchTimeInterval.nanoseconds(0))
    }

    /// The shared `MainScheduler`; prefer it to creating instances.
    public static let instance = MainScheduler()

    /// A shared scheduler on `DispatchQueue.main` that always schedules asynchronously, even
    /// when called on the main queue (no synchronous fast path).
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    /// Stops the program if the caller is not on the main queue.
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

    /// Stops the program if the caller is not on the main thread.
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

    /// Runs `action` on the main queue: at once when called there with nothing this scheduler
    /// enqueued still waiting, otherwise enqueued.
    ///
    /// An action scheduled from inside a running action, or while earlier actions wait on the
    /// main queue, is enqueued, so actions always run in the order they were scheduled.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
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

    /// Runs `action` on the main queue once `dueTime` has passed.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait before running `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main queue after `startAfter` and then once every `period`, driven
    /// by a repeating dispatch timer.
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

// MARK: - ConcurrentMainScheduler

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

// MARK: - OperationQueueScheduler

/// A scheduler that adds each action to an `OperationQueue` as a `BlockOperation` with the
/// scheduler's `queuePriority`.
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
    /// `observe(on:)` delivers the events queued meanwhile in one step. Not API.
    @inlinable
    public static var _deliversQueuedEventsTogether: Bool { true }

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

    /// Adds `action` to the scheduler's operation queue as one operation.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort):
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

/// `DispatchQueue.main`, read once: on Linux each read of `DispatchQueue.main` makes a new
/// wrapper object (an allocation per `MainScheduler()`, and Driver conversions make one each).
private let mainDispatchQueue = DispatchQueue.main
