import Foundation
import ValueRx
import XCTest

/// Converts between `TestTime` ticks and real time: `real seconds = ticks × resolution`.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// Virtual time: ticks.
    public typealias VirtualTimeUnit = Int
    /// Virtual time interval: ticks.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    /// Creates a converter where one tick lasts `resolution` seconds.
    ///
    /// - Parameter resolution: Seconds per tick.
    public init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date `virtualTime` ticks after 1970.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// Ticks since 1970, rounded to the nearest tick.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        Int(time.timeIntervalSince1970 / resolution + 0.5)
    }

    /// Seconds in `virtualTimeInterval` ticks.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// Ticks in `timeInterval` seconds, rounded to the nearest tick.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        Int(timeInterval / resolution + 0.5)
    }

    /// `time + offset`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

    /// Orders two tick counts.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs > rhs ? .greaterThan : .equal)
    }
}

/// Virtual-time scheduler for tests, with RxTest's API and timing rules.
///
/// - Work is run in virtual-time order; work due at the same time runs in the order it was
///   scheduled.
/// - With `simulateProcessingDelay` (the default), relative scheduling due at or before the
///   current clock runs at `clock + 1`, so an operator that schedules "now" is visibly one tick
///   later; `scheduleAt` and cold observables' events run exactly at the time given.
/// - `start(created:subscribed:disposed:create:)` creates the sequence at 100, subscribes at 200
///   and disposes at 1000 by default (`Defaults`).
///
/// Differs from RxSwift: `TestScheduler` is a `final class` that holds a `VirtualTimeScheduler`
/// (RxSwift subclasses it); it offers the same methods. A runaway test (work that keeps
/// rescheduling itself) fails with a message after `maximumActions` actions instead of hanging.
public final class TestScheduler: SchedulerType, CustomDebugStringConvertible {
    /// Default virtual times used by `start`.
    public enum Defaults {
        /// Time at which the sequence is created: 100.
        public static let created = 100
        /// Time at which the sequence is subscribed: 200.
        public static let subscribed = 200
        /// Time at which the subscription is disposed: 1000.
        public static let disposed = 1000
    }

    /// The virtual time type.
    public typealias VirtualTime = Int
    /// The virtual time interval type.
    public typealias VirtualTimeInterval = Int

    private let simulateProcessingDelay: Bool
    private let scheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>

    /// How many actions one `start()` or `advanceTo(_:)` may run before the test is failed as a
    /// runaway (work that keeps rescheduling itself forever). ValueRx addition.
    public var maximumActions = 1_000_000

    /// Creates a test scheduler with an empty queue.
    ///
    /// - Parameters:
    ///   - initialClock: The tick the clock starts at.
    ///   - resolution: Seconds per tick, used to convert `RxTimeInterval`s to ticks.
    ///   - simulateProcessingDelay: When `true`, relative work due at or before `clock` runs at
    ///     `clock + 1`.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        scheduler = VirtualTimeScheduler(
            initialClock: initialClock,
            converter: TestSchedulerVirtualTimeConverter(resolution: resolution),
            adjustScheduledTime: { time, clock in
                time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
            })
    }

    // MARK: Clock and scheduling

    /// The clock converted to real time with the resolution.
    public var now: RxTime { scheduler.now }

    /// The clock, in ticks.
    public var clock: TestTime { scheduler.clock }

    /// Queues `action` to run now (at `clock + 1` with processing delay).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduler.schedule(state, action: action)
    }

    /// Queues `action` to run after `dueTime` (converted to ticks; adjusted for processing delay).
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Queues `action` to run `dueTime` ticks from now (no processing-delay adjustment).
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduler.scheduleRelativeVirtual(state, dueTime: dueTime, action: action)
    }

    /// Queues `action` to run when the clock reaches `time` (no processing-delay adjustment).
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduler.scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Queues `action` to run when the clock reaches `time`.
    ///
    /// - Parameters:
    ///   - time: The tick at which `action` runs.
    ///   - action: The action.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Adjusts the due time of relative scheduling: at or before `clock` becomes `clock + 1`
    /// (or `clock` without processing delay).
    public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        scheduler.adjustScheduledTime(time)
    }

    /// The clock and the queued work, for debugging.
    public var debugDescription: String {
        "TestScheduler(" + scheduler.debugDescription.dropFirst("VirtualTimeScheduler(".count)
    }

    // MARK: Running

    /// Runs all queued work in virtual-time order until none is left or `stop()` is called.
    public func start() {
        if !scheduler.start(maximumSteps: maximumActions) {
            runaway("start()")
        }
    }

    /// Runs the work due until `virtualTime`, then sets the clock to `virtualTime`.
    ///
    /// - Parameter virtualTime: Absolute virtual time to advance to.
    public func advanceTo(_ virtualTime: TestTime) {
        if !scheduler.advanceTo(virtualTime, maximumSteps: maximumActions) {
            runaway("advanceTo(\(virtualTime))")
        }
    }

    /// Moves the clock forward by `virtualInterval` ticks without running anything.
    ///
    /// - Parameter virtualInterval: Ticks to move forward.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        scheduler.sleep(virtualInterval)
    }

    /// Stops a running `start()` or `advanceTo(_:)` after the current action.
    public func stop() {
        scheduler.stop()
    }

    private func runaway(_ call: String) {
        XCTFail("TestScheduler.\(call) ran \(maximumActions) actions and stopped at clock \(clock): "
            + "some work keeps rescheduling itself (an undisposed interval or timer?). "
            + "Dispose it, use start(disposed:) or advanceTo(_:), or raise maximumActions.")
    }

    // MARK: Test fixtures

    /// Creates a hot observable: the events happen at their absolute times whether or not
    /// anyone is subscribed.
    ///
    /// - Parameter events: Events and their absolute virtual times.
    /// - Returns: The observable, which records its subscriptions.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, kind: .hot, recordedEvents: events)
    }

    /// Creates a cold observable: each subscription receives the events at their times
    /// relative to the moment it subscribed.
    ///
    /// - Parameter events: Events and their offsets from subscription time.
    /// - Returns: The observable, which records its subscriptions.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable(scheduler: self, kind: .cold, recordedEvents: events)
    }

    /// Creates an observer that records every event with the virtual time it arrived.
    ///
    /// - Parameter type: Element type of the observed sequence.
    /// - Returns: The observer.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Creates the sequence at `created`, subscribes to it at `subscribed`, disposes the
    /// subscription at `disposed`, runs the scheduler and returns what the observer recorded.
    ///
    /// Accepts any observable, typed or erased: `scheduler.start { xs.map { $0 * 2 } }`.
    ///
    /// - Parameters:
    ///   - created: The tick at which `create` builds the sequence.
    ///   - subscribed: The tick at which the sequence is subscribed to.
    ///   - disposed: The tick at which the subscription is disposed of.
    ///   - create: Builds the sequence under test.
    /// - Returns: The observer with the events received while subscribed.
    public func start<Output: ObservableConvertibleType>(created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> Output) -> TestableObserver<Output.Element> {
        var source: Output?
        var subscription: Disposable?
        let observer = createObserver(Output.Element.self)
        scheduleAt(created) { source = create() }
        // Through the erasure, as RxTest's `create().asObservable()`: a testable observable
        // subscribed here ends its recorded subscription at its terminal event.
        scheduleAt(subscribed) { subscription = source.take().map { $0.asObservable() }?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// `start(created: 100, subscribed: 200, disposed: disposed, create: create)`.
    ///
    /// - Parameters:
    ///   - disposed: The tick at which the subscription is disposed of.
    ///   - create: Builds the sequence under test.
    /// - Returns: The observer with the events received while subscribed.
    public func start<Output: ObservableConvertibleType>(disposed: TestTime, create: @escaping () -> Output) -> TestableObserver<Output.Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created: 100, subscribed: 200, disposed: 1000, create: create)`.
    ///
    /// - Parameter create: Builds the sequence under test.
    /// - Returns: The observer with the events received while subscribed.
    public func start<Output: ObservableConvertibleType>(_ create: @escaping () -> Output) -> TestableObserver<Output.Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}

extension TestScheduler: VirtualClockReporting {
    /// Always `true`: this scheduler's clock is virtual.
    @usableFromInline package var hasVirtualClock: Bool { true }
}
