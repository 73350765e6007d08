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
    /// The clock's type (a `Date`).
    public typealias VirtualTime = HistoricalSchedulerTimeConverter.VirtualTimeUnit
    /// The type of a distance between two clock values (seconds).
    public typealias VirtualTimeInterval = HistoricalSchedulerTimeConverter.VirtualTimeIntervalUnit

    private let virtualTime: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>

    /// Creates a historical scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameter initialClock: The time the virtual clock starts at.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        virtualTime = VirtualTimeScheduler(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }

    /// The virtual clock, as a `Date`.
    public var now: RxTime {
        virtualTime.now
    }

    /// The virtual clock's value.
    public var clock: VirtualTime {
        virtualTime.clock
    }

    /// Number of actions waiting (disposed ones included until they are skipped).
    public var pendingCount: Int {
        virtualTime.pendingCount
    }

    /// Queues `action` to run at the current virtual time.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        virtualTime.schedule(state, action: action)
    }

    /// Queues `action` to run once the virtual clock has moved `dueTime` past its current value.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How long to wait before running `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        virtualTime.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Queues `action` to run `dueTime` seconds of virtual time from now.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - dueTime: How many seconds of virtual time to wait.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        virtualTime.scheduleRelativeVirtual(state, dueTime: dueTime, action: action)
    }

    /// Queues `action` to run when the virtual clock reaches `time`.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - time: The virtual time at which `action` runs.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        virtualTime.scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Adjusts the due time of relative scheduling; a historical scheduler keeps it unchanged.
    public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        virtualTime.adjustScheduledTime(time)
    }

    /// Runs the queued work in time order, moving the clock to each action's time, until the
    /// queue is empty or `stop()` is called.
    ///
    /// - Parameter maximumSteps: Actions to run at most before returning (ValueRx addition);
    ///   returns `false` when it stopped because of this limit.
    @discardableResult
    public func start(maximumSteps: Int = .max) -> Bool {
        virtualTime.start(maximumSteps: maximumSteps)
    }

    /// Makes a running `start()` or `advanceTo(_:)` return after the current action.
    public func stop() {
        virtualTime.stop()
    }

    /// Runs the work due up to `virtualTime`, in time order, and then sets the clock to
    /// `virtualTime`.
    ///
    /// - Parameters:
    ///   - virtualTime: The time the clock is moved to.
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

extension HistoricalScheduler: VirtualClockReporting {
    /// Always `true`: this scheduler's clock is virtual.
    @usableFromInline package var hasVirtualClock: Bool { true }
}
