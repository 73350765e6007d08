import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedTransformFixtures.swift.

// MARK: - reduce (Observable+ReduceTests)

final class PortedReduceTests: ValueRxTestCase {
    // MARK: reduce(_:accumulator:)

    func testReduceWithSeedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])

        let res = scheduler.start { xs.reduce(42, accumulator: +) }

        let expected: TransformIntEvents = [.next(250, 42), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithSeedReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 24), .completed(250)])

        let res = scheduler.start { xs.reduce(42, accumulator: +) }

        let expected: TransformIntEvents = [.next(250, 42 + 24), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithSeedThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, testError)])

        let res = scheduler.start { xs.reduce(42, accumulator: +) }

        XCTAssertEqual(res.events, [Recorded.error(210, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testReduceWithSeedNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { xs.reduce(42, accumulator: +) }

        XCTAssertEqual(res.events, [] as TransformIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testReduceWithSeedRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.reduceRun)

        let res = scheduler.start { xs.reduce(42, accumulator: +) }

        let expected: TransformIntEvents = [.next(260, 42 + 0 + 1 + 2 + 3 + 4), .completed(260)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testReduceWithSeedAccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.reduceRun)

        let res = scheduler.start {
            xs.reduce(42) { (accumulated: Int, x: Int) throws -> Int in
                guard x < 3 else { throw testError }
                return accumulated + x
            }
        }

        XCTAssertEqual(res.events, [Recorded.error(240, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    // MARK: reduce(_:accumulator:mapResult:)

    func testReduceWithSeedAndResultEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])

        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }

        let expected: TransformIntEvents = [.next(250, 42 * 5), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithSeedAndResultReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 24), .completed(250)])

        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }

        let expected: TransformIntEvents = [.next(250, (42 + 24) * 5), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithSeedAndResultThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, testError)])

        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }

        XCTAssertEqual(res.events, [Recorded.error(210, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testReduceWithSeedAndResultNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }

        XCTAssertEqual(res.events, [] as TransformIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testReduceWithSeedAndResultRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.reduceRun)

        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }

        let expected: TransformIntEvents = [.next(260, (42 + 0 + 1 + 2 + 3 + 4) * 5), .completed(260)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testReduceWithSeedAndResultAccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.reduceRun)

        // Both closures spell out `throws`: they share one typed-throws `Failure`.
        let res = scheduler.start {
            xs.reduce(
                42,
                accumulator: { (accumulated: Int, x: Int) throws -> Int in
                    guard x < 3 else { throw testError }
                    return accumulated + x
                },
                mapResult: { (accumulated: Int) throws -> Int in accumulated * 5 }
            )
        }

        XCTAssertEqual(res.events, [Recorded.error(240, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testReduceWithSeedAndResultSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.reduceRun)

        // Both closures spell out `throws`: they share one typed-throws `Failure`.
        let res = scheduler.start {
            xs.reduce(
                42,
                accumulator: { (accumulated: Int, x: Int) throws -> Int in accumulated + x },
                mapResult: { (_: Int) throws -> Int in throw testError }
            )
        }

        XCTAssertEqual(res.events, [Recorded.error(260, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }
}
