import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedFilteringFixtures.swift.

// MARK: - take(_:) (Observable+TakeTests)

final class PortedTakeTests: ValueRxTestCase {
    func testTake_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.take(20) }

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

    func testTake_Complete_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.take(17) }

        let expected: PortedIntEvents = [
            .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
            .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
            .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3),
            .next(590, 5), .next(630, 10),
            .completed(630),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 630)])
    }

    func testTake_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.take(10) }

        let expected: PortedIntEvents = [
            .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
            .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
            .completed(415),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 415)])
    }

    func testTake_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.take(20) }

        let expected: PortedIntEvents = [
            .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
            .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
            .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3),
            .next(590, 5), .next(630, 10),
            .error(690, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testTake_Error_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.take(17) }

        let expected: PortedIntEvents = [
            .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
            .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
            .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3),
            .next(590, 5), .next(630, 10),
            .completed(630),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 630)])
    }

    func testTake_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.take(3) }

        let expected: PortedIntEvents = [.next(210, 9), .next(230, 13), .next(270, 7), .completed(270)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testTake_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start(disposed: 250) { xs.take(3) }

        let expected: PortedIntEvents = [.next(210, 9), .next(230, 13)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTake_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start(disposed: 400) { xs.take(3) }

        let expected: PortedIntEvents = [.next(210, 9), .next(230, 13), .next(270, 7), .completed(270)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    /// `take(0)` completes at subscription time without subscribing to the source.
    func testTake_0_DefaultScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...230))

        let res = scheduler.start { xs.take(0) }

        let expected: PortedIntEvents = [.completed(200)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTake_Take1() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...370, then: .completed(400)))

        let res = scheduler.start { xs.take(3) }

        let expected: PortedIntEvents = [.next(210, 9), .next(230, 13), .next(270, 7), .completed(270)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    /// The observer feeds the subject again from its handler; `take(1)` has already counted
    /// the first element, so the re-entrant one is not taken. (RxSwift's test only checks that
    /// this terminates; the recorded events are what RxSwift delivers.)
    func testTake_DecrementCountsFirst() {
        let k = BehaviorSubject(value: false)
        var received: [Event<Bool>] = []

        _ = k.take(1).subscribe { (event: Event<Bool>) in
            received.append(event)
            if case .next(let n) = event {
                k.on(.next(!n))
            }
        }

        XCTAssertEqual(received, [.next(false), .completed])
        XCTAssertEqual(try k.value(), true)
    }
}
