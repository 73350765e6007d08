import Foundation
import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedUtilityFixtures.swift.

// MARK: - ifEmpty(default:) (Observable+DefaultIfEmpty)

final class PortedDefaultIfEmptyTests: ValueRxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testDefaultIfEmpty_Source_Empty() {
        let xs = scheduler.createHotObservable([.completed(201, Int.self)])
        let defaultValue = 1

        let res = scheduler.start { xs.ifEmpty(default: defaultValue) }

        XCTAssertEqual(res.events, [.next(201, 1), .completed(201)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testDefaultIfEmpty_Source_Errors() {
        let xs = scheduler.createHotObservable([.error(201, testError, Int.self)])
        let defaultValue = 1

        let res = scheduler.start { xs.ifEmpty(default: defaultValue) }

        XCTAssertEqual(res.events, [.error(201, testError)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testDefaultIfEmpty_Source_Emits() {
        let xs = scheduler.createHotObservable([.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
        let defaultValue = 42

        let res = scheduler.start { xs.ifEmpty(default: defaultValue) }

        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 204)])
    }

    func testDefaultIfEmpty_Never() {
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let defaultValue = 42

        let res = scheduler.start { xs.ifEmpty(default: defaultValue) }

        XCTAssertEqual(res.events, [] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }
}
