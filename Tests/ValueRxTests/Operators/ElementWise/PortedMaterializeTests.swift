import Foundation
import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedUtilityFixtures.swift.

// MARK: - materialize (Observable+MaterializeTests)

final class PortedMaterializeTests: ValueRxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testMaterializeNever() {
        let res = scheduler.start { Observable<Int>.never().materialize() }

        XCTAssertEqual(res.events, [] as MaterializedIntEvents)
    }

    func testMaterializeEmpty() {
        let xs = scheduler.createHotObservable([.completed(201, Int.self), .completed(202, Int.self)])

        let res = scheduler.start { xs.materialize() }

        let expected: MaterializedIntEvents = [.next(201, Event<Int>.completed), .completed(201)]
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
        XCTAssertEqual(res.events, expected)
    }

    func testMaterializeEmits() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250), .completed(251)])

        let res = scheduler.start { xs.materialize() }

        let expected: MaterializedIntEvents = [
            .next(210, Event<Int>.next(2)),
            .next(250, Event<Int>.completed),
            .completed(250),
        ]
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(res.events, expected)
    }

    func testMaterializeThrow() {
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, testError), .error(251, testError)])

        let res = scheduler.start { xs.materialize() }

        let expected: MaterializedIntEvents = [.next(250, Event<Int>.error(testError)), .completed(250)]
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(res.events, expected)
    }
}
