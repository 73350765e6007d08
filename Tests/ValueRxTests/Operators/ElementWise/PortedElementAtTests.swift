import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedFilteringFixtures.swift.

// MARK: - element(at:) (Observable+ElementAtTests)

final class PortedElementAtTests: ValueRxTestCase {
    func testElementAt_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.element(at: 10) }

        let expected: PortedIntEvents = [.next(460, 72), .completed(460)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 460)])
    }

    func testElementAt_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...300, then: .completed(320)))

        let res = scheduler.start { xs.element(at: 10) }

        let expected: PortedIntEvents = [.error(320, RxError.argumentOutOfRange)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func testElementAt_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.element(at: 10) }

        let expected: PortedIntEvents = [.next(460, 72), .completed(460)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 460)])
    }

    func testElementAt_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...300, then: .error(310, testError)))

        let res = scheduler.start { xs.element(at: 10) }

        let expected: PortedIntEvents = [.error(310, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testElementAt_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start(disposed: 250) { xs.element(at: 3) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testElementAt_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start(disposed: 400) { xs.element(at: 3) }

        let expected: PortedIntEvents = [.next(280, 1), .completed(280)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testElementAt_First() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...370, then: .completed(400)))

        let res = scheduler.start { xs.element(at: 0) }

        let expected: PortedIntEvents = [.next(210, 9), .completed(210)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }
}
