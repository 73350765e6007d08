import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedTransformFixtures.swift.

// MARK: - filter / ignoreElements (Observable+FilterTests)

final class PortedFilterTests: ValueRxTestCase {
    func testFilterComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        // Events after the completion at 600 must not reach the filter or the observer.
        let xs = scheduler.createHotObservable(PortedTransformFixture.countingRun(
            then: .completed(600), .next(610, 12), .error(620, testError), .completed(630)
        ))

        let res = scheduler.start {
            xs.filter { (num: Int) -> Bool in
                invoked += 1
                return portedTransformIsPrime(num)
            }
        }

        let expected: TransformIntEvents = [
            .next(230, 3), .next(340, 5), .next(390, 7), .next(580, 11),
            .completed(600),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 9)
    }

    func testFilterTrue() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let xs = scheduler.createHotObservable(PortedTransformFixture.countingRun(then: .completed(600)))

        let res = scheduler.start {
            xs.filter { (_: Int) -> Bool in
                invoked += 1
                return true
            }
        }

        let expected: TransformIntEvents = [
            .next(230, 3), .next(270, 4), .next(340, 5), .next(380, 6), .next(390, 7),
            .next(450, 8), .next(470, 9), .next(560, 10), .next(580, 11),
            .completed(600),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 9)
    }

    func testFilterFalse() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let xs = scheduler.createHotObservable(PortedTransformFixture.countingRun(then: .completed(600)))

        let res = scheduler.start {
            xs.filter { (_: Int) -> Bool in
                invoked += 1
                return false
            }
        }

        XCTAssertEqual(res.events, [Recorded.completed(600, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 9)
    }

    func testFilterDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let xs = scheduler.createHotObservable(PortedTransformFixture.countingRun(then: .completed(600)))

        let res = scheduler.start(disposed: 400) {
            xs.filter { (num: Int) -> Bool in
                invoked += 1
                return portedTransformIsPrime(num)
            }
        }

        let expected: TransformIntEvents = [.next(230, 3), .next(340, 5), .next(390, 7)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(invoked, 5)
    }

    func testIgnoreElementsDoesNotSendValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start { xs.ignoreElements() }

        let expected: [Recorded<Event<Never>>] = [.completed(230)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
