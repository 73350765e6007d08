import Foundation
import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedUtilityFixtures.swift.

// MARK: - dematerialize (Observable+DematerializeTests)

final class PortedDematerializeTests: ValueRxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    /// The materialized elements RxSwift's dematerialize tests start with: 41 before the
    /// subscription, 42 and 43 after it.
    private func materializedRun(then tail: Recorded<Event<Event<Int>>>...) -> MaterializedIntEvents {
        let elements: MaterializedIntEvents = [
            .next(150, Event<Int>.next(41)),
            .next(210, Event<Int>.next(42)),
            .next(220, Event<Int>.next(43)),
        ]
        return elements + tail
    }

    /// The elements 42 and 43 as dematerialized, then `tail`.
    private func dematerializedRun(then tail: Recorded<Event<Int>>) -> UtilityIntEvents {
        let elements: UtilityIntEvents = [.next(210, 42), .next(220, 43)]
        return elements + [tail]
    }

    func testDematerialize_Range1() {
        let xs = scheduler.createHotObservable(materializedRun(then: .completed(250), .completed(251)))

        let res = scheduler.start { xs.dematerialize() }

        XCTAssertEqual(res.events, dematerializedRun(then: .completed(250)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDematerialize_Range2() {
        let xs = scheduler.createHotObservable(materializedRun(
            then: .next(230, Event<Int>.completed),
            .next(231, Event<Int>.completed)))

        let res = scheduler.start { xs.dematerialize() }

        XCTAssertEqual(res.events, dematerializedRun(then: .completed(230)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerialize_Error() {
        let xs = scheduler.createHotObservable(materializedRun(
            then: .error(230, PortedDummyError.dummyError),
            .error(231, PortedDummyError.dummyError)))

        let res = scheduler.start { xs.dematerialize() }

        XCTAssertEqual(res.events, dematerializedRun(then: .error(230, PortedDummyError.dummyError)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerialize_Error2() {
        let xs = scheduler.createHotObservable(materializedRun(
            then: .next(230, Event<Int>.error(PortedDummyError.dummyError)),
            .next(231, Event<Int>.error(PortedDummyError.dummyError))))

        let res = scheduler.start { xs.dematerialize() }

        XCTAssertEqual(res.events, dematerializedRun(then: .error(230, PortedDummyError.dummyError)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMaterialize_Dematerialize_Never() {
        let xs = Observable<Int>.never()

        let res = scheduler.start { xs.materialize().dematerialize() }

        XCTAssertEqual(res.events, [] as UtilityIntEvents)
    }

    func testMaterialize_Dematerialize_Empty() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])

        let res = scheduler.start { xs.materialize().dematerialize() }

        XCTAssertEqual(res.events, [.completed(250)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterialize_Dematerialize_Return() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])

        let res = scheduler.start { xs.materialize().dematerialize() }

        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterialize_Dematerialize_Throw() {
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, PortedDummyError.dummyError)])

        let res = scheduler.start { xs.materialize().dematerialize() }

        XCTAssertEqual(res.events, [.error(250, PortedDummyError.dummyError)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
