import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedTransformFixtures.swift.

// MARK: - map (Observable+MapTests)

final class PortedMapTests: ValueRxTestCase {
    func testMapNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { xs.map { $0 * 2 } }

        XCTAssertEqual(res.events, [] as TransformIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMapEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])

        let res = scheduler.start { xs.map { $0 * 2 } }

        XCTAssertEqual(res.events, [Recorded.completed(300, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .completed(300)))

        let res = scheduler.start { xs.map { $0 * 2 } }

        let expected: TransformIntEvents = [
            .next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8),
            .completed(300),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start { xs.map { $0 * 2 } }

        let expected: TransformIntEvents = [
            .next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8),
            .error(300, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start(disposed: 290) { xs.map { $0 * 2 } }

        let expected: TransformIntEvents = [.next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testMapSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start {
            xs.map { (x: Int) throws -> Int in
                guard x < 2 else { throw testError }
                return x * 2
            }
        }

        let expected: TransformIntEvents = [.next(210, 0), .next(220, 2), .error(230, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: map compose

    func testMapComposeNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { xs.map { $0 * 10 }.map { $0 + 1 } }

        XCTAssertEqual(res.events, [] as TransformIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMapComposeEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])

        let res = scheduler.start { xs.map { $0 * 10 }.map { $0 + 1 } }

        XCTAssertEqual(res.events, [Recorded.completed(300, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapComposeRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .completed(300)))

        let res = scheduler.start { xs.map { $0 * 10 }.map { $0 + 1 } }

        let expected: TransformIntEvents = [
            .next(210, 1), .next(220, 11), .next(230, 21), .next(240, 41),
            .completed(300),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapComposeError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start { xs.map { $0 * 10 }.map { $0 + 1 } }

        let expected: TransformIntEvents = [
            .next(210, 1), .next(220, 11), .next(230, 21), .next(240, 41),
            .error(300, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapComposeDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start(disposed: 290) { xs.map { $0 * 10 }.map { $0 + 1 } }

        let expected: TransformIntEvents = [.next(210, 1), .next(220, 11), .next(230, 21), .next(240, 41)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testMapComposeSelector1Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start {
            xs
                .map { (x: Int) throws -> Int in
                    guard x < 2 else { throw testError }
                    return x * 10
                }
                .map { $0 + 1 }
        }

        let expected: TransformIntEvents = [.next(210, 1), .next(220, 11), .error(230, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMapComposeSelector2Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start {
            xs
                .map { $0 * 10 }
                .map { (x: Int) throws -> Int in
                    guard x < 20 else { throw testError }
                    return x + 1
                }
        }

        let expected: TransformIntEvents = [.next(210, 1), .next(220, 11), .error(230, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
