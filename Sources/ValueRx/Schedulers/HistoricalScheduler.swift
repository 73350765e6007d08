import Foundation

/// Converts between the virtual time of a `HistoricalScheduler` and real time: both are
/// `Date`s and intervals in seconds, so every conversion returns its argument unchanged.
///
/// ValueRx addition: a public `init()` (RxSwift's is internal).
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    /// Virtual time is a `Date`, decoupled from the machine's clock.
    public typealias VirtualTimeUnit = RxTime

    /// Differences of virtual times are `TimeInterval`s (seconds).
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// Creates a converter (all converters are equivalent).
    public init() {}

    /// Returns `virtualTime` itself: historical virtual time is real time.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        virtualTime
    }

    /// Returns `time` itself: historical virtual time is real time.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        time
    }

    /// Returns `virtualTimeInterval` itself: virtual intervals are already seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        virtualTimeInterval
    }

    /// Returns `timeInterval` itself: virtual intervals are already seconds.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        timeInterval
    }

    /// Moves `time` by `offset` seconds.
    ///
    /// - Parameters:
    ///   - time: The date to move.
    ///   - offset: Seconds to add (negative moves back).
    /// - Returns: `time` moved by `offset`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time.addingTimeInterval(offset)
    }

    /// Orders two dates.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        if lhs < rhs { return .lessThan }
        if lhs > rhs { return .greaterThan }
        return .equal
    }
}

/// A virtual time scheduler whose clock is a `Date`: it replays work "at" historical
/// times, moving its clock only when it runs the queued work, in time order (ties in the
/// order they were scheduled).
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
///     print(scheduler.now)      // 1970-01-01 00:00:10 +0000
///     return Disposables.create()
/// }
/// scheduler.start()
/// ```
///
/// All work must be scheduled and run on the thread that created the scheduler.
///
/// Differs from RxSwift in shape only: a `final class` that holds a
/// `VirtualTimeScheduler<HistoricalSchedulerTimeConverter>` and forwards to it (RxSwift: a
/// subclass of `VirtualTimeScheduler`), so it cannot be passed where a `VirtualTimeScheduler`
/// is expected.
public final class HistoricalScheduler: SchedulerType, CustomDebugStringConvertible {
    /// Virtual time unit (a `Date`).
    public typealias VirtualTime = HistoricalSchedulerTimeConverter.VirtualTimeUnit
    /// Virtual time interval unit (seconds).
    public typealias VirtualTimeInterval = HistoricalSchedulerTimeConverter.VirtualTimeIntervalUnit

    private let virtualTime: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>

    /// Creates a historical scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameter initialClock: Initial value of the virtual clock.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        virtualTime = VirtualTimeScheduler(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }

    /// Current time: the virtual clock.
    public var now: RxTime {
        virtualTime.now
    }

    /// The scheduler's absolute virtual clock.
    public var clock: VirtualTime {
        virtualTime.clock
    }

    /// Number of actions waiting (disposed ones included until they are skipped).
    public var pendingCount: Int {
        virtualTime.pendingCount
    }

    /// Schedules an action to be executed at the current virtual time.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        virtualTime.schedule(state, action: action)
    }

    /// Schedules an action to be executed `dueTime` after the current virtual time.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - dueTime: Relative time after which to execute the action.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        virtualTime.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Schedules an action to be executed `dueTime` seconds of virtual time from now.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - dueTime: Seconds of virtual time after which to execute the action.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        virtualTime.scheduleRelativeVirtual(state, dueTime: dueTime, action: action)
    }

    /// Schedules an action to be executed at an absolute virtual time.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - time: Virtual time at which to execute the action.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        virtualTime.scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Adjusts the due time of relative scheduling; a historical scheduler keeps it unchanged.
    public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        virtualTime.adjustScheduledTime(time)
    }

    /// Starts the scheduler: runs queued work in time order until the queue is empty or
    /// `stop()` is called.
    ///
    /// - Parameter maximumSteps: Actions to run at most before returning (ValueRx addition);
    ///   returns `false` when it stopped because of this limit.
    @discardableResult
    public func start(maximumSteps: Int = .max) -> Bool {
        virtualTime.start(maximumSteps: maximumSteps)
    }

    /// Stops the scheduler: `start()` or `advanceTo(_:)` returns after the current action.
    public func stop() {
        virtualTime.stop()
    }

    /// Advances the clock to `virtualTime`, running all work due until then.
    ///
    /// - Parameters:
    ///   - virtualTime: Absolute time to advance the clock to.
    ///   - maximumSteps: Actions to run at most (ValueRx addition); returns `false` when it
    ///     stopped because of this limit.
    @discardableResult
    public func advanceTo(_ virtualTime: VirtualTime, maximumSteps: Int = .max) -> Bool {
        self.virtualTime.advanceTo(virtualTime, maximumSteps: maximumSteps)
    }

    /// Moves the clock forward by `virtualInterval` seconds without running any work.
    ///
    /// - Parameter virtualInterval: Seconds to move the clock by; must not be negative.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        virtualTime.sleep(virtualInterval)
    }

    /// The clock and the queued work, for debugging.
    public var debugDescription: String {
        virtualTime.debugDescription
    }
}
