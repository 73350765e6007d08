import Foundation
import ValueRx
import ValueRxTest
import XCTest

/// Tests of the virtual-time test module itself: if these timings are wrong, every
/// RxTest-style test built on them is wrong too.
final class TestSchedulerTests: ValueRxTestCase {
    func testHotObservableEmitsAtAbsoluteTimesToCurrentSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(300),
        ])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(300)])
        // As RxTest's `start`, which subscribes `create().asObservable()`: the erasure ends the
        // subscription at the terminal event.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testHotObservableKeepsTimeWithoutSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .next(500, 3)])
        let res = scheduler.start(created: 100, subscribed: 300, disposed: 450) { xs }
        XCTAssertEqual(res.events, [.next(400, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 450)])
    }

    func testColdObservableEmitsRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .next(10, 2), .completed(20)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(305) { _ = xs.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(200, 1), .next(210, 2), .completed(220)])
        XCTAssertEqual(second.events, [.next(305, 1), .next(315, 2), .completed(325)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200), Subscription(305)])
    }

    func testColdObservableStopsAtDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let res = scheduler.start(disposed: 225) { xs }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testStartUsesDefaultTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: TestTime?
        let xs = scheduler.createHotObservable([.next(999, 1), .next(1000, 2), .next(1001, 3)])
        let res = scheduler.start { () -> TestableObservable<Int> in
            createdAt = scheduler.clock
            return xs
        }
        XCTAssertEqual(createdAt, TestScheduler.Defaults.created)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        // The hot events were scheduled when `xs` was created, before `start` scheduled the
        // disposal, so the event at 1000 wins the tie (as in RxTest).
        XCTAssertEqual(res.events, [.next(999, 1), .next(1000, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(TestScheduler.Defaults.subscribed, TestScheduler.Defaults.disposed)])
    }

    func testStartAcceptsTypedOperatorChains() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.map { $0 * 10 }.filter { $0 > 10 } }
        XCTAssertEqual(res.events, [.next(220, 20), .completed(230)])
    }

    func testTiesRunInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [String] = []
        scheduler.scheduleAt(300) { order.append("a") }
        scheduler.scheduleAt(200) { order.append("early") }
        scheduler.scheduleAt(300) { order.append("b") }
        scheduler.scheduleAt(300) { order.append("c") }
        scheduler.start()
        XCTAssertEqual(order, ["early", "a", "b", "c"])
        XCTAssertEqual(scheduler.clock, 300)
    }

    func testManyQueuedItemsRunInTimeThenSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var seed: UInt64 = 42
        var expected: [(time: TestTime, index: Int)] = []
        var ran: [Int] = []
        for index in 0..<20_000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            let time = 1 + TestTime(seed >> 33) % 500 // many ties
            expected.append((time, index))
            scheduler.scheduleAt(time) { ran.append(index) }
        }
        scheduler.start()
        let order = expected.sorted { $0.time != $1.time ? $0.time < $1.time : $0.index < $1.index }.map(\.index)
        XCTAssertEqual(ran, order)
    }

    func testProcessingDelayMovesWorkDueNowOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [String: TestTime] = [:]
        scheduler.scheduleAt(200) {
            _ = scheduler.schedule(()) { _ in times["now"] = scheduler.clock; return Disposables.create() }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in times["zero"] = scheduler.clock; return Disposables.create() }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in times["five"] = scheduler.clock; return Disposables.create() }
            _ = scheduler.scheduleRelativeVirtual((), dueTime: 0) { _ in times["virtual"] = scheduler.clock; return Disposables.create() }
        }
        scheduler.start()
        XCTAssertEqual(times, ["now": 201, "zero": 201, "five": 205, "virtual": 200])
    }

    func testWithoutProcessingDelayWorkDueNowRunsNowAfterQueuedWork() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var order: [String] = []
        scheduler.scheduleAt(200) {
            _ = scheduler.schedule(()) { _ in order.append("now@\(scheduler.clock)"); return Disposables.create() }
        }
        scheduler.scheduleAt(200) { order.append("queued@\(scheduler.clock)") }
        scheduler.start()
        XCTAssertEqual(order, ["queued@200", "now@200"])
    }

    func testResolutionConvertsRealIntervalsToTicks() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        var ranAt: TestTime?
        scheduler.scheduleAt(10) {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in ranAt = scheduler.clock; return Disposables.create() }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, 30)
        XCTAssertEqual(scheduler.now.timeIntervalSince1970, 3.0, accuracy: 1e-9)
    }

    func testDisposedWorkDoesNotRun() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        let work = scheduler.scheduleAbsoluteVirtual((), time: 300) { _ in ran = true; return Disposables.create() }
        scheduler.scheduleAt(250) { work.dispose() }
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testAdvanceToRunsOnlyDueWorkAndSetsClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [TestTime] = []
        for time in [100, 200, 300] { scheduler.scheduleAt(time) { ran.append(time) } }
        scheduler.advanceTo(250)
        XCTAssertEqual(ran, [100, 200])
        XCTAssertEqual(scheduler.clock, 250)
        scheduler.advanceTo(300)
        XCTAssertEqual(ran, [100, 200, 300])
        scheduler.sleep(50)
        XCTAssertEqual(scheduler.clock, 350)
    }

    func testDebugDescriptionShowsClockAndQueue() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.scheduleAt(300) {}
        scheduler.scheduleAt(100) {}
        scheduler.advanceTo(50)
        XCTAssertEqual(scheduler.debugDescription, "TestScheduler(clock: 50, queued at: [100, 300])")
    }

    func testStopEndsStart() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran: [TestTime] = []
        scheduler.scheduleAt(100) { ran.append(100) }
        scheduler.scheduleAt(200) { ran.append(200); scheduler.stop() }
        scheduler.scheduleAt(300) { ran.append(300) }
        scheduler.start()
        XCTAssertEqual(ran, [100, 200])
        scheduler.start()
        XCTAssertEqual(ran, [100, 200, 300])
    }

    /// `start` goes through the erasure (RxTest's `asObservable()`), which ends the
    /// subscription at the terminal event: nothing after it is recorded.
    func testStartEndsTheSubscriptionAtTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    /// A test observer subscribed directly records everything the source sends, even after a
    /// terminal event, and the subscription lasts until it is disposed (RxTest's observers and
    /// testable observables do the same).
    func testObserverSubscribedDirectlyRecordsEverythingIncludingEventsAfterTerminal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
        let res = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.subscribe(res) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testOperatorStopEndsTheRecordedSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
        let res = scheduler.start { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testHotObservableHonoursStopFromDownstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let res = scheduler.start { xs.take(1) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testRecordedAndSubscriptionDescriptions() {
        XCTAssertEqual(Recorded.next(10, 1).debugDescription, "next(1) @ 10")
        XCTAssertEqual(Subscription(200).debugDescription, "(200: Infinity)")
        XCTAssertEqual(Subscription(200, 300).debugDescription, "(200: 300)")
        XCTAssertEqual(Recorded.events(.next(1, "a"), .completed(2)), [.next(1, "a"), .completed(2)])
        XCTAssertNotEqual(Recorded<Event<Int>>.error(1, TestError()), .error(1, TestError(id: 2)))
        XCTAssertEqual(Recorded<Event<Int>>.error(1, TestError()), .error(1, TestError()))
    }
}

/// The runaway guard and the assertion helpers report failures; these tests capture them.
final class TestSchedulerFailureTests: ValueRxTestCase {
    private var captured: [String] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            captured.append(description)
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    private func failures(_ body: () -> Void) -> [String] {
        captured = []
        capturing = true
        body()
        capturing = false
        return captured
    }

    func testRunawayWorkFailsTheTestInsteadOfHanging() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.maximumActions = 1_000
        var periodic: Disposable?
        let messages = failures {
            periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) { $0 + 1 }
            scheduler.start()
        }
        periodic?.dispose()
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("keeps rescheduling itself") ?? false, "\(messages)")
    }

    func testAssertionHelpersReportTheFirstDifference() {
        let messages = failures {
            XCTAssertEqual([Recorded.next(210, 1), .completed(220)], [.next(210, 1), .completed(230)])
            XCTAssertEqual([Subscription(200, 300)], [Subscription(200, 300)])
            XCTAssertRecordedElements([.next(210, 1), .completed(220)], [1])
            XCTAssertRecordedElements([.next(210, 1), .next(220, 2)], [1, 2])
        }
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.first?.contains("index 1: completed @ 220 is not completed @ 230") ?? false, "\(messages)")
        XCTAssertTrue(messages.last?.contains("terminal event") ?? false, "\(messages)")
    }
}
