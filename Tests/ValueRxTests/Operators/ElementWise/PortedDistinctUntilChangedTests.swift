import Foundation
import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedUtilityFixtures.swift.

// MARK: - distinctUntilChanged (Observable+DistinctUntilChangedTests)

/// RxSwift's key-path test element: compared through `value` only.
private struct PortedKeyPathObject: Equatable {
    let value: Int
    let other = ""
}

final class PortedDistinctUntilChangedTests: ValueRxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testDistinctUntilChanged_allChanges() {
        let xs = portedUtilityRun(scheduler)

        let res = scheduler.start { xs.distinctUntilChanged { $0 } }

        XCTAssertEqual(res.events, portedUtilityRunPassedThrough())
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_someChanges() {
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2), // kept
            .next(215, 3), // kept
            .next(220, 3),
            .next(225, 2), // kept
            .next(230, 2),
            .next(230, 1), // kept
            .next(240, 2), // kept
            .completed(250),
        ])

        let res = scheduler.start { xs.distinctUntilChanged { $0 } }

        let expected: UtilityIntEvents = [
            .next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_allEqual() {
        let xs = portedUtilityRun(scheduler)

        let res = scheduler.start { xs.distinctUntilChanged { _, _ in true } }

        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_allDifferent() {
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 2),
            .next(230, 2),
            .next(240, 2),
            .completed(250),
        ])

        let res = scheduler.start { xs.distinctUntilChanged { _, _ in false } }

        let expected: UtilityIntEvents = [
            .next(210, 2), .next(220, 2), .next(230, 2), .next(240, 2),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_keySelector_Div2() {
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 4),
            .next(230, 3),
            .next(240, 5),
            .completed(250),
        ])

        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }

        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .completed(250)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    /// RxSwift's name; the closure that throws is the comparer.
    func testDistinctUntilChanged_keySelectorThrows() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])

        let res = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw testError }
        }

        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChangedKeyPath_allChanges() {
        let xs = scheduler.createHotObservable([
            .next(150, PortedKeyPathObject(value: 1)),
            .next(210, PortedKeyPathObject(value: 2)),
            .next(220, PortedKeyPathObject(value: 3)),
            .next(230, PortedKeyPathObject(value: 4)),
            .next(240, PortedKeyPathObject(value: 5)),
            .completed(250),
        ])

        let res = scheduler.start { xs.distinctUntilChanged(at: \.value) }

        let expected: [Recorded<Event<PortedKeyPathObject>>] = [
            .next(210, PortedKeyPathObject(value: 2)),
            .next(220, PortedKeyPathObject(value: 3)),
            .next(230, PortedKeyPathObject(value: 4)),
            .next(240, PortedKeyPathObject(value: 5)),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_comparerThrows() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])

        let res = scheduler.start {
            xs.distinctUntilChanged(
                { (element: Int) throws -> Int in element },
                comparer: { (_: Int, _: Int) throws -> Bool in throw testError })
        }

        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
