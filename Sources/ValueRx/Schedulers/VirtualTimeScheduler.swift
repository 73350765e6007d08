import Dispatch
import Foundation

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

/// A scheduler with a virtual clock that only moves when the scheduler runs the work
/// queued on it, in time order (ties in the order they were scheduled).
///
/// Differs from RxSwift in shape only: a `final class` (RxSwift: an `open class` that
/// `TestScheduler` subclasses). What a subclass overrode in RxSwift (`adjustScheduledTime`)
/// is passed in as a closure, and `TestScheduler` holds a `VirtualTimeScheduler` instead of
/// inheriting from it. All work must be scheduled and run on the thread that created it.
public final class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible {
    /// The type of the virtual clock's value.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The type of a distance between two virtual clock values.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private var running = false
    private var currentClock: VirtualTime
    private var queue: [VirtualSchedulerItem<VirtualTime>] = []
    private let converter: Converter
    private var nextId = 0
    private let thread = Thread.current
    private let adjust: ((_ time: VirtualTime, _ clock: VirtualTime) -> VirtualTime)?

    /// Creates a virtual time scheduler with an empty queue.
    ///
    /// - Parameters:
    ///   - initialClock: The value the virtual clock starts at.
    ///   - converter: Converts virtual time to and from real time.
    ///   - adjustScheduledTime: Adjusts the due time of relative scheduling before the item is
    ///     queued (RxSwift's overridable `adjustScheduledTime`); `nil` keeps it unchanged.
    public init(initialClock: VirtualTime, converter: Converter,
                adjustScheduledTime: ((_ time: VirtualTime, _ clock: VirtualTime) -> VirtualTime)? = nil) {
        currentClock = initialClock
        self.converter = converter
        adjust = adjustScheduledTime
    }

    /// The virtual clock, converted to real time.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// The virtual clock's value.
    public var clock: VirtualTime {
        currentClock
    }

    /// Number of actions waiting (disposed ones included until they are skipped).
    public var pendingCount: Int { queue.count }

    /// Queues `action` to run at the current virtual time (after `adjustScheduledTime`).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Queues `action` to run once the virtual clock has moved `dueTime` past its current value.
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        // `.never` is queued at the far future (RxSwift's `Date.distantFuture`): it never runs
        // before the test ends, and converting an infinite interval would trap.
        let time = dueTime == .never ? Date.distantFuture : now.addingTimeInterval(dueTime.seconds)
        let absoluteTime = converter.convertToVirtualTime(time)
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(absoluteTime), action: action)
    }

    /// Queues `action` to run `dueTime`, in virtual units, after the current virtual time.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Queues `action` to run when the virtual clock reaches `time`.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        ensureRunningOnCorrectThread()
        let item = VirtualSchedulerItem(action: { action(state) }, time: time, id: nextId)
        nextId += 1
        push(item)
        return item
    }

    /// Adjusts the due time of relative scheduling (see `init`).
    public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        adjust?(time, clock) ?? time
    }

    /// Runs the queued work in time order, moving the clock to each action's time, until the
    /// queue is empty or `stop()` is called.
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

    /// Runs the work due up to `virtualTime`, in time order, and then sets the clock to
    /// `virtualTime`.
    ///
    /// - Parameters:
    ///   - virtualTime: The time the clock is moved to.
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

    /// Moves the clock forward by `virtualInterval` without running any work.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        ensureRunningOnCorrectThread()
        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        precondition(converter.compareVirtualTime(sleepTo, clock) != .lessThan, "Can't sleep to past.")
        currentClock = sleepTo
    }

    /// Makes `start()` or `advanceTo(_:)` return after the action that is running.
    public func stop() {
        ensureRunningOnCorrectThread()
        running = false
    }

    /// The clock and the queued work, for debugging.
    public var debugDescription: String {
        let items = queue.filter { !$0.isDisposed }.sorted(by: precedes).map { "\($0.time)" }
        return "VirtualTimeScheduler(clock: \(clock), queued at: [\(items.joined(separator: ", "))])"
    }

    // The queue is a binary min-heap ordered by (time, scheduling order): O(log n) to add or
    // take the next item (RxSwift uses a priority queue too). Disposed items are dropped when
    // they reach the front.

    private func precedes(_ lhs: VirtualSchedulerItem<VirtualTime>, _ rhs: VirtualSchedulerItem<VirtualTime>) -> Bool {
        switch converter.compareVirtualTime(lhs.time, rhs.time) {
        case .lessThan: return true
        case .greaterThan: return false
        case .equal: return lhs.id < rhs.id
        }
    }

    private func push(_ item: VirtualSchedulerItem<VirtualTime>) {
        queue.append(item)
        var child = queue.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if !precedes(queue[child], queue[parent]) { break }
            queue.swapAt(child, parent)
            child = parent
        }
    }

    private func popFirst() {
        let last = queue.count - 1
        if last > 0 { queue.swapAt(0, last) }
        queue.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < queue.count && precedes(queue[left], queue[first]) { first = left }
            if right < queue.count && precedes(queue[right], queue[first]) { first = right }
            if first == parent { return }
            queue.swapAt(parent, first)
            parent = first
        }
    }

    private func findNext() -> VirtualSchedulerItem<VirtualTime>? {
        while let front = queue.first {
            if front.isDisposed {
                popFirst()
                continue
            }
            return front
        }
        return nil
    }

    private func remove(_ item: VirtualSchedulerItem<VirtualTime>) {
        // `item` is the front: findNext returned it and nothing ran since.
        precondition(queue.first === item, "VirtualTimeScheduler: the item to run is not the next one")
        popFirst()
    }

    private func ensureRunningOnCorrectThread() {
        precondition(Thread.current == thread, "Executing on the wrong thread. Please ensure all work on the same thread.")
    }
}

/// One action queued on a `VirtualTimeScheduler`; disposing it cancels the action, or what
/// the action returned if it already ran.
private final class VirtualSchedulerItem<Time>: Cancelable, @unchecked Sendable {
    /// Dropped once run or disposed: a disposed item waits in the queue until its time, and
    /// its action may hold what holds the scheduler (a periodic schedule, say).
    private var action: (() -> Disposable)?
    private let lock = Lock()
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
        let action: (() -> Disposable)? = lock.withLock { self.action.take() }
        if let action, !disposable.isDisposed {
            disposable.setDisposable(action())
        }
    }

    func dispose() {
        disposable.dispose()
        let action: (() -> Disposable)? = lock.withLock { self.action.take() }
        _ = action
    }

}

extension VirtualTimeScheduler: VirtualClockReporting {
    /// Always `true`: this scheduler's clock is virtual.
    @usableFromInline package var hasVirtualClock: Bool { true }
}
