import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedFilteringFixtures.swift.

// MARK: - takeLast(_:) (Observable+TakeLastTests)

final class PortedTakeLastTests: ValueRxTestCase {
    func testTakeLast_Complete_Less() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...300, then: .completed(300)))

        let res = scheduler.start { xs.takeLast(7) }

        let expected: PortedIntEvents = [
            .next(300, 9), .next(300, 13), .next(300, 7), .next(300, 1), .next(300, -1),
            .completed(300),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLast_Complete_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...300, then: .completed(310)))

        let res = scheduler.start { xs.takeLast(5) }

        let expected: PortedIntEvents = [
            .next(310, 9), .next(310, 13), .next(310, 7), .next(310, 1), .next(310, -1),
            .completed(310),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testTakeLast_Complete_More() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...340, then: .completed(350)))

        let res = scheduler.start { xs.takeLast(5) }

        let expected: PortedIntEvents = [
            .next(350, 7), .next(350, 1), .next(350, -1), .next(350, 3), .next(350, 8),
            .completed(350),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func testTakeLast_Error_Less() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            PortedFilteringFixture.longRun(within: ...280, then: .next(290, 64), .error(300, testError)))

        let res = scheduler.start { xs.takeLast(7) }

        let expected: PortedIntEvents = [.error(300, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLast_Error_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...300, then: .error(310, testError)))

        let res = scheduler.start { xs.takeLast(5) }

        let expected: PortedIntEvents = [.error(310, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testTakeLast_Error_More() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            PortedFilteringFixture.longRun(within: ...310, then: .next(340, 64), .error(360, testError)))

        let res = scheduler.start { xs.takeLast(5) }

        let expected: PortedIntEvents = [.error(360, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 360)])
    }

    /// `takeLast(0)` still subscribes (unlike `take(0)`), and emits nothing from a source that
    /// never terminates.
    func testTakeLast_0_DefaultScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...230))

        let res = scheduler.start { xs.takeLast(0) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testTakeLast_TakeLast1() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...370, then: .completed(400)))

        let res = scheduler.start { xs.takeLast(3) }

        let expected: PortedIntEvents = [.next(400, 3), .next(400, 8), .next(400, 11), .completed(400)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    /// The handler feeds the (already completed) subject again; the element is ignored.
    func testTakeLast_DecrementCountsFirst() {
        let k = BehaviorSubject(value: false)
        var received: [Event<Bool>] = []

        _ = k.takeLast(1).subscribe { (event: Event<Bool>) in
            received.append(event)
            if case .next(let n) = event {
                k.on(.next(!n))
            }
        }
        k.on(.completed)

        XCTAssertEqual(received.compactMap(\.element), [false])
        XCTAssertEqual(received, [.next(false), .completed])
    }
}
