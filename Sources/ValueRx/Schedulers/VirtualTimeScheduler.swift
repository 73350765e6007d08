import Dispatch
import Foundation

/// Parametrizes virtual time used by `VirtualTimeScheduler`s.
public protocol VirtualTimeConverterType {
    /// Virtual time unit used that represents ticks of virtual clock.
    associatedtype VirtualTimeUnit

    /// Virtual time unit used to represent differences of virtual times.
    associatedtype VirtualTimeIntervalUnit

    /// Converts virtual time to real time.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// Converts real time to virtual time.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// Converts from virtual time interval to `TimeInterval`.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// Converts from `TimeInterval` to virtual time interval.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// Offsets virtual time by virtual time interval.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// This is additional abstraction because `Date` is unfortunately not comparable.
    /// Extending `Date` with `Comparable` would be too risky because of possible collisions
    /// with other libraries.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// Virtual time comparison result.
///
/// This is additional abstraction because `Date` is unfortunately not comparable.
public enum VirtualTimeComparison: Sendable {
    /// lhs < rhs.
    case lessThan
    /// lhs == rhs.
    case equal
    /// lhs > rhs.
    case greaterThan

    /// Whether the comparison was `lessThan`.
    public var lessThen: Bool { self == .lessThan }

    /// Whether the comparison was `greaterThan`.
    public var greaterThan: Bool { self == .greaterThan }

    /// Whether the comparison was `equal`.
    public var equal: Bool { self == .equal }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinity).
    @usableFromInline
    internal var seconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}

/// Base virtual time scheduler: a clock that only moves when the scheduler runs the work
/// queued on it, in time order (ties in the order they were scheduled).
///
/// Differs from RxSwift in shape only: a `final class` (RxSwift: an `open class` that
/// `TestScheduler` subclasses). What a subclass overrode in RxSwift (`adjustScheduledTime`)
/// is passed in as a closure, and `TestScheduler` holds a `VirtualTimeScheduler` instead of
/// inheriting from it. All work must be scheduled and run on the thread that created it.
public final class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible {
    /// Virtual time unit.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// Virtual time interval unit.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private var running = false
    private var currentClock: VirtualTime
    private var queue: [VirtualSchedulerItem<VirtualTime>] = []
    private let converter: Converter
    private var nextId = 0
    private let thread = Thread.current
    private let adjust: ((_ time: VirtualTime, _ clock: VirtualTime) -> VirtualTime)?

    /// Creates a new virtual time scheduler.
    ///
    /// - Parameters:
    ///   - initialClock: Initial value for the clock.
    ///   - converter: Converts virtual time to and from real time.
    ///   - adjustScheduledTime: Adjusts the due time of relative scheduling before the item is
    ///     queued (RxSwift's overridable `adjustScheduledTime`); `nil` keeps it unchanged.
    public init(initialClock: VirtualTime, converter: Converter,
                adjustScheduledTime: ((_ time: VirtualTime, _ clock: VirtualTime) -> VirtualTime)? = nil) {
        currentClock = initialClock
        self.converter = converter
        adjust = adjustScheduledTime
    }

    /// Current time.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// Scheduler's absolute time clock value.
    public var clock: VirtualTime {
        currentClock
    }

    /// Number of actions waiting (disposed ones included until they are skipped).
    public var pendingCount: Int { queue.count }

    /// Schedules an action to be executed immediately (at `now`, adjusted).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules an action to be executed after `dueTime`.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = now.addingTimeInterval(dueTime.seconds)
        let absoluteTime = converter.convertToVirtualTime(time)
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(absoluteTime), action: action)
    }

    /// Schedules an action to be executed after relative virtual time has passed.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules an action to be executed at absolute virtual time.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        ensureRunningOnCorrectThread()
        let item = VirtualSchedulerItem(action: { action(state) }, time: time, id: nextId)
        nextId += 1
        // Keep the queue sorted by (time, id): insert after every item due at or before `time`.
        var low = 0, high = queue.count
        while low < high {
            let middle = (low + high) / 2
            if converter.compareVirtualTime(queue[middle].time, time) == .greaterThan {
                high = middle
            } else {
                low = middle + 1
            }
        }
        queue.insert(item, at: low)
        return item
    }

    /// Adjusts the due time of relative scheduling (see `init`).
    public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        adjust?(time, clock) ?? time
    }

    /// Starts the virtual time scheduler: runs queued work in time order until the queue is
    /// empty or `stop()` is called.
    ///
    /// - Parameter maximumSteps: Actions to run at most before returning; returns `false` when
    ///   it stopped because of this limit (work that keeps rescheduling itself forever).
    @discardableResult
    public func start(maximumSteps: Int = .max) -> Bool {
        if running { return true }
        ensureRunningOnCorrectThread()
        running = true
        defer { running = false }
        var steps = 0
        while running, let next = findNext() {
            if steps == maximumSteps { return false }
            steps += 1
            if converter.compareVirtualTime(next.time, clock) == .greaterThan {
                currentClock = next.time
            }
            remove(next)
            next.invoke()
        }
        return true
    }

    /// Advances the scheduler's clock to the specified time, running all work due until then.
    ///
    /// - Parameters:
    ///   - virtualTime: Absolute time to advance the clock to.
    ///   - maximumSteps: Actions to run at most; returns `false` when it stopped because of
    ///     this limit (the clock is then left where the last action ran).
    @discardableResult
    public func advanceTo(_ virtualTime: VirtualTime, maximumSteps: Int = .max) -> Bool {
        precondition(!running, "Scheduler is already running")
        ensureRunningOnCorrectThread()
        running = true
        defer { running = false }
        var steps = 0
        while running, let next = findNext() {
            if converter.compareVirtualTime(next.time, virtualTime) == .greaterThan { break }
            if steps == maximumSteps { return false }
            steps += 1
            if converter.compareVirtualTime(next.time, clock) == .greaterThan {
                currentClock = next.time
            }
            remove(next)
            next.invoke()
        }
        currentClock = virtualTime
        return true
    }

    /// Advances the scheduler's clock by the specified relative time.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        ensureRunningOnCorrectThread()
        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        precondition(converter.compareVirtualTime(sleepTo, clock) != .lessThan, "Can't sleep to past.")
        currentClock = sleepTo
    }

    /// Stops the virtual time scheduler.
    public func stop() {
        ensureRunningOnCorrectThread()
        running = false
    }

    /// The clock and the queued work, for debugging.
    public var debugDescription: String {
        let items = queue.filter { !$0.isDisposed }.map { "\($0.time)" }
        return "VirtualTimeScheduler(clock: \(clock), queued at: [\(items.joined(separator: ", "))])"
    }

    private func findNext() -> VirtualSchedulerItem<VirtualTime>? {
        while let front = queue.first {
            if front.isDisposed {
                queue.removeFirst()
                continue
            }
            return front
        }
        return nil
    }

    private func remove(_ item: VirtualSchedulerItem<VirtualTime>) {
        // `item` is the front (findNext returned it and nothing ran since).
        if queue.first === item {
            queue.removeFirst()
        } else if let index = queue.firstIndex(where: { $0 === item }) {
            queue.remove(at: index)
        }
    }

    private func ensureRunningOnCorrectThread() {
        precondition(Thread.current == thread, "Executing on the wrong thread. Please ensure all work on the same thread.")
    }
}

/// One action queued on a `VirtualTimeScheduler`; disposing it cancels the action, or what
/// the action returned if it already ran.
private final class VirtualSchedulerItem<Time>: Cancelable {
    let action: () -> Disposable
    let time: Time
    let id: Int
    let disposable = SingleAssignmentDisposable()

    init(action: @escaping () -> Disposable, time: Time, id: Int) {
        self.action = action
        self.time = time
        self.id = id
    }

    var isDisposed: Bool { disposable.isDisposed }

    func invoke() {
        if !disposable.isDisposed {
            disposable.setDisposable(action())
        }
    }

    func dispose() {
        disposable.dispose()
    }
}
