import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedTransformFixtures.swift.

// MARK: - compactMap (Observable+CompactMapTests)

final class PortedCompactMapTests: ValueRxTestCase {
    func testCompactMapNilFromClosure() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let xs = scheduler.createHotObservable(PortedTransformFixture.countingRun(
            then: .completed(600), .next(610, 12), .error(620, testError), .completed(630)
        ))

        let res = scheduler.start {
            xs.compactMap { (num: Int) -> Int? in
                invoked += 1
                return portedTransformIsPrime(num) ? num : nil
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

    func testCompactMapNilFromElement() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let source: [Recorded<Event<Int?>>] = [
            .next(110, 1),
            .next(180, 2),
            .next(230, 3),
            .next(270, nil),
            .next(340, 5),
            .completed(400),
            .next(410, 7),
            .error(420, testError),
            .completed(430),
        ]
        let xs: TestableObservable<Int?> = scheduler.createHotObservable(source)

        let res = scheduler.start {
            xs.compactMap { (num: Int?) -> Int? in
                invoked += 1
                return num
            }
        }

        let expected: TransformIntEvents = [.next(230, 3), .next(340, 5), .completed(400)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(invoked, 3)
    }

    func testCompactMapDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let xs = scheduler.createHotObservable(PortedTransformFixture.countingRun(then: .completed(600)))

        let res = scheduler.start(disposed: 400) {
            xs.compactMap { (num: Int) -> Int? in
                invoked += 1
                return portedTransformIsPrime(num) ? num : nil
            }
        }

        let expected: TransformIntEvents = [.next(230, 3), .next(340, 5), .next(390, 7)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(invoked, 5)
    }
}
