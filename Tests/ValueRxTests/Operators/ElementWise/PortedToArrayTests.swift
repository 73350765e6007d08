import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedTransformFixtures.swift.

// MARK: - toArray (Observable+ToArrayTests)

final class PortedToArrayTests: ValueRxTestCase {
    private typealias ArrayEvents = [Recorded<Event<[Int]>>]

    func testToArrayWithSingleItemReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let res = scheduler.start { xs.toArray() }

        let expected: ArrayEvents = [.next(220, [1]), .completed(220)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testToArrayWithMultipleItemsReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4), .completed(50),
        ])

        let res = scheduler.start { xs.toArray() }

        let expected: ArrayEvents = [.next(250, [1, 2, 3, 4]), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayWithNoItemsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([.completed(50)])

        let res = scheduler.start { xs.toArray() }

        let expected: ArrayEvents = [.next(250, [Int]()), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayWithSingleItemNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { xs.toArray() }

        XCTAssertEqual(res.events, [] as ArrayEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testToArrayWithImmediateErrorThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([.error(10, testError)])

        let res = scheduler.start { xs.toArray() }

        XCTAssertEqual(res.events, [Recorded.error(210, testError, [Int].self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testToArrayWithMultipleItemsThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4), .error(50, testError),
        ])

        let res = scheduler.start { xs.toArray() }

        XCTAssertEqual(res.events, [Recorded.error(250, testError, [Int].self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
