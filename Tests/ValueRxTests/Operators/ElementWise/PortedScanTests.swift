import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedTransformFixtures.swift.

// MARK: - scan (Observable+ScanTests)

final class PortedScanTests: ValueRxTestCase {
    private let seed = 42

    func testScanSeedNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(seed) { $0 + $1 } }

        XCTAssertEqual(res.events, [] as TransformIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testScanIntoNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }

        XCTAssertEqual(res.events, [] as TransformIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testScanSeedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(seed) { $0 + $1 } }

        XCTAssertEqual(res.events, [Recorded.completed(250, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanIntoEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }

        XCTAssertEqual(res.events, [Recorded.completed(250, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanSeedReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(seed) { $0 + $1 } }

        let expected: TransformIntEvents = [.next(220, seed + 2), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanIntoAccumulate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }

        let expected: TransformIntEvents = [.next(220, seed + 2), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanSeedThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, testError)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(seed) { $0 + $1 } }

        XCTAssertEqual(res.events, [Recorded.error(250, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanIntoThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, testError)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }

        XCTAssertEqual(res.events, [Recorded.error(250, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanSeedSomeData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.scanRun)
        let seed = self.seed

        let res = scheduler.start { xs.scan(seed) { $0 + $1 } }

        let expected: TransformIntEvents = [
            .next(210, seed + 2),
            .next(220, seed + 2 + 3),
            .next(230, seed + 2 + 3 + 4),
            .next(240, seed + 2 + 3 + 4 + 5),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanIntoSomeData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.scanRun)
        let seed = self.seed

        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }

        let expected: TransformIntEvents = [
            .next(210, seed + 2),
            .next(220, seed + 2 + 3),
            .next(230, seed + 2 + 3 + 4),
            .next(240, seed + 2 + 3 + 4 + 5),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanSeedAccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.scanRun)
        let seed = self.seed

        let res = scheduler.start {
            xs.scan(seed) { (accumulated: Int, element: Int) throws -> Int in
                if element == 4 { throw testError }
                return accumulated + element
            }
        }

        let expected: TransformIntEvents = [
            .next(210, seed + 2),
            .next(220, seed + 2 + 3),
            .error(230, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testScanIntoAccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.scanRun)
        let seed = self.seed

        let res = scheduler.start {
            xs.scan(into: seed) { (accumulated: inout Int, element: Int) throws -> Void in
                if element == 4 { throw testError }
                accumulated += element
            }
        }

        let expected: TransformIntEvents = [
            .next(210, seed + 2),
            .next(220, seed + 2 + 3),
            .error(230, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
