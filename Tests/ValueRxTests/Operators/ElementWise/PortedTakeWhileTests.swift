import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedFilteringFixtures.swift.

// MARK: - take(while:behavior:) (Observable+TakeWhileTests)

final class PortedTakeWhileTests: ValueRxTestCase {
    // MARK: exclusive

    func testTakeWhile_Exclusive_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .completed(330), then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .completed(330)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(invoked, 4)
    }

    func testTakeWhile_Exclusive_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .completed(390),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhile_Exclusive_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .error(270, testError), then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .error(270, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(invoked, 2)
    }

    func testTakeWhile_Exclusive_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .completed(390),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhile_Exclusive_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start(disposed: 300) {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .next(290, 13)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(invoked, 3)
    }

    func testTakeWhile_Exclusive_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start(disposed: 400) {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .completed(390),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhile_Exclusive_Zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .next(205, 100), then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start(disposed: 300) {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [.completed(205)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(invoked, 1)
    }

    func testTakeWhile_Exclusive_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) throws -> Bool in
                invoked += 1
                if invoked == 3 { throw testError }
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .error(290, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(invoked, 3)
    }

    // MARK: inclusive

    func testTakeWhile_Inclusive_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .completed(330), then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .completed(330)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(invoked, 4)
    }

    func testTakeWhile_Inclusive_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .next(390, 4), .completed(390),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhile_Inclusive_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .error(270, testError), then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .error(270, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(invoked, 2)
    }

    func testTakeWhile_Inclusive_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .next(390, 4), .completed(390),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhile_Inclusive_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start(disposed: 300) {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .next(290, 13)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(invoked, 3)
    }

    func testTakeWhile_Inclusive_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start(disposed: 400) {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .next(390, 4), .completed(390),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhile_Inclusive_Zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .next(205, 100), then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start(disposed: 300) {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [.next(205, 100), .completed(205)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(invoked, 1)
    }

    func testTakeWhile_Inclusive_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) throws -> Bool in
                invoked += 1
                if invoked == 3 { throw testError }
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .error(290, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(invoked, 3)
    }
}
