import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedFilteringFixtures.swift.

// MARK: - skip(_:) (Observable+SkipTests)

final class PortedSkipTests: ValueRxTestCase {
    func testSkip_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.skip(20) }

        let expected: PortedIntEvents = [.completed(690)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Complete_Some() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.skip(17) }

        let expected: PortedIntEvents = [.completed(690)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.skip(10) }

        let expected: PortedIntEvents = [
            .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3),
            .next(590, 5), .next(630, 10),
            .completed(690),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Complete_Zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.skip(0) }

        let expected: PortedIntEvents = [
            .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
            .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
            .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3),
            .next(590, 5), .next(630, 10),
            .completed(690),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.skip(20) }

        let expected: PortedIntEvents = [.error(690, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Error_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.skip(17) }

        let expected: PortedIntEvents = [.error(690, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.skip(3) }

        let expected: PortedIntEvents = [
            .next(280, 1), .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11),
            .next(410, 15), .next(415, 16), .next(460, 72), .next(510, 76), .next(560, 32),
            .next(570, -100), .next(580, -3), .next(590, 5), .next(630, 10),
            .error(690, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRunNexts)

        let res = scheduler.start(disposed: 250) { xs.skip(3) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkip_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRunNexts)

        let res = scheduler.start(disposed: 400) { xs.skip(3) }

        let expected: PortedIntEvents = [.next(280, 1), .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}
