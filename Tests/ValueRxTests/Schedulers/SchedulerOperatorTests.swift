import Foundation
import ValueRx
import ValueRxTest
import XCTest

/// observe(on:), subscribe(on:), interval, timer and the scheduled creation operators on the
/// virtual-time scheduler: exact times, subscription intervals, disposal.
///
/// Recorded intervals follow RxSwift's rule: observe(on:) reaches its source through
/// `asObservable()`, which ends the subscription when the terminal event arrives (not when it
/// is delivered on the scheduler); subscribe(on:) subscribes the source itself and disposes it
/// on the scheduler, a tick later.
final class ObserveOnVirtualTimeTests: ValueRxTestCase {
    func testEachEventIsDeliveredInItsOwnStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// The two cases: a hot source completing at 300, and a cold source whose events
    /// are all at time 0 (RxSwift records (200, 300) and (200, 200)).
    func testTheSourceSubscriptionEndsWhenTheTerminalEventArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let hotResult = scheduler.start { hot.observe(on: scheduler) }
        XCTAssertEqual(hotResult.events, [.next(251, 1), .completed(301)])
        XCTAssertEqual(hot.subscriptions, [Subscription(200, 300)])

        let other = TestScheduler(initialClock: 0)
        let cold = other.createColdObservable([.next(0, 1), .next(0, 2), .completed(0)])
        let coldResult = other.start { cold.observe(on: other) }
        XCTAssertEqual(coldResult.events, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 200)])
    }

    /// A cold source erased with `asObservable()` that fails at 230: the erasure ends the
    /// subscription then (RxSwift records (200, 230)).
    func testErasedColdSourceEndsItsSubscriptionAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let cold: TestableObservable<Int> = scheduler.createColdObservable([.next(10, 1), .error(30, testError)])
        let res = scheduler.start { cold.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 230)])
        // Erased outside `start` too, subscribed with a plain test observer.
        let other = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = other.createColdObservable([.error(30, testError)])
        let observer = other.createObserver(Int.self)
        other.scheduleAt(200) { _ = xs.asObservable().subscribe(observer) }
        other.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEventsArrivingTogetherAreDeliveredInOrderOneStepApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(212, 2), .next(213, 3), .completed(214)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testErrorIsDeliveredInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .error(221, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDisposeDropsQueuedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .completed(300)])
        let res = scheduler.start(disposed: 300) { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDownstreamStopDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { xs.observe(on: scheduler).take(1) }
        XCTAssertEqual(res.events, [.next(211, 1), .completed(211)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 211)])
    }

    func testOperatorsAfterObserveOnRunOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start { xs.map { $0 * 10 }.observe(on: scheduler).scan(0, accumulator: +) }
        XCTAssertEqual(res.events, [.next(211, 10), .next(221, 30), .completed(231)])
    }
}

final class SubscribeOnVirtualTimeTests: ValueRxTestCase {
    func testSubscriptionAndDisposalHappenOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func testCompletionEndsTheSubscriptionOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testErrorEndsTheSubscriptionOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(300, testError)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testDisposeBeforeTheScheduledSubscriptionCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 200) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDownstreamStopEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler).take(1) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 211)])
    }
}

final class TimerVirtualTimeTests: ValueRxTestCase {
    func testTimerEmitsZeroAndCompletesAtDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 0), .completed(300)])
    }

    func testTimerDisposedBeforeDueTimeEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 299) { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testTimerWithPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 600) { Observable<UInt8>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 0), .next(350, 1), .next(450, 2), .next(550, 3)])
    }

    func testIntervalCountsEachPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, (0...6).map { .next(300 + 100 * TestTime($0), Int64($0)) })
    }

    func testIntervalOfZeroTicksEveryStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 210) { Observable<Int64>.interval(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, (0...8).map { .next(201 + TestTime($0), Int64($0)) })
    }

    func testIntervalLongerThanTheSubscriptionEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.interval(.seconds(1000), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testIntervalStopsTickingWhenDownstreamStops() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks = 0
        let res = scheduler.start { Observable<Int>.interval(.seconds(10), scheduler: scheduler).do(onNext: { _ in ticks += 1 }).take(3) }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2), .completed(230)])
        XCTAssertEqual(ticks, 3)
        // Nothing was left ticking: the run ended with the disposal at 1000, not a runaway.
        XCTAssertEqual(scheduler.clock, 1000)
    }

    func testIntervalWithResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let res = scheduler.start(disposed: 260) { Observable<Int>.interval(.milliseconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 0), .next(250, 1)])
    }
}

final class ScheduledCreationVirtualTimeTests: ValueRxTestCase {
    func testOfOnASchedulerEmitsOneElementPerStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func testJustOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 7), .completed(202)])
    }

    func testRangeOnASchedulerStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.range(start: 10, count: 100, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 10), .next(202, 11)])
    }

    func testScheduleRecursiveStepsAreSeparateSchedulerSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        var seen: [TestTime] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.scheduleRecursive(3) { left, recurse in
                seen.append(scheduler.clock)
                if left > 0 { recurse(left - 1) }
            }
        }
        scheduler.start()
        XCTAssertEqual(seen, [101, 102, 103, 104])
    }

    func testScheduleRecursiveOnImmediateSchedulerDoesNotGrowTheStack() {
        var count = 0
        _ = ImmediateScheduler.instance.scheduleRecursive(0) { n, recurse in
            count += 1
            if n < 20_000 { recurse(n + 1) }
        }
        XCTAssertEqual(count, 20_001)
    }
}
