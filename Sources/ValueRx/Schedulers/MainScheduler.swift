import Dispatch
import Foundation
import Synchronization

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
        guard previouslyEnqueued == 0, isOnMainQueue else { return false }
        action()
        return true
    }

    /// `MainQueue.isCurrent`, with its usual answer inlined: on Linux, once this scheduler has
    /// seen the main thread, a caller on it is recognized by its thread id (a call to
    /// `pthread_self`, where the out-of-line test cost about 30 instructions per Driver event).
    @inlinable
    internal var isOnMainQueue: Bool {
        #if canImport(Darwin)
        return MainQueue.isCurrent
        #else
        let known = mainThread.load(ordering: .relaxed)
        if known != 0, known == currentThreadID() { return true }
        return learnMainThread()
        #endif
    }

    #if !canImport(Darwin)
    /// The main thread's id once `isOnMainQueue` has been asked on it (0 before).
    @usableFromInline internal let mainThread = Atomic<UInt>(0)

    /// `isOnMainQueue`'s other cases: asks `MainQueue.isCurrent`, and remembers the caller's
    /// thread if it is the main thread.
    @usableFromInline
    internal func learnMainThread() -> Bool {
        guard MainQueue.isCurrent else { return false }
        if let main = MainQueue.mainThreadIfCurrent { mainThread.store(main, ordering: .relaxed) }
        return true
    }
    #endif

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

/// `DispatchQueue.main`, read once: on Linux each read of `DispatchQueue.main` makes a new
/// wrapper object (an allocation per `MainScheduler()`, and Driver conversions make one each).
private let mainDispatchQueue = DispatchQueue.main
