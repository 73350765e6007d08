import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedFilteringFixtures.swift.

// MARK: - skip(while:) (Observable+SkipWhileTests)

final class PortedSkipWhileTests: ValueRxTestCase {
    func testSkipWhile_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .completed(330), then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [.completed(330)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(invoked, 4)
    }

    func testSkipWhile_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [.next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), .completed(600)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 6)
    }

    func testSkipWhile_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        // No terminal event after the error in RxSwift's scenario.
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .error(270, testError)))
        var invoked = 0

        let res = scheduler.start {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [.error(270, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(invoked, 2)
    }

    func testSkipWhile_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [
            .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23),
            .error(600, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 6)
    }

    func testSkipWhile_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start(disposed: 300) {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(invoked, 3)
    }

    func testSkipWhile_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start(disposed: 470) {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [.next(390, 4), .next(410, 17), .next(450, 8)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 470)])
        XCTAssertEqual(invoked, 6)
    }

    func testSkipWhile_Zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .next(205, 100), then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [
            .next(205, 100), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3),
            .next(350, 7), .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23),
            .completed(600),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 1)
    }

    func testSkipWhile_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.skip(while: { (x: Int) throws -> Bool in
                invoked += 1
                if invoked == 3 { throw testError }
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [.error(290, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(invoked, 3)
    }
}
