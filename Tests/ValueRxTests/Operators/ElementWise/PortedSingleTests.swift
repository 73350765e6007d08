import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedFilteringFixtures.swift.

// MARK: - single() / single(_:) (Observable+SingleTests)

final class PortedSingleTests: ValueRxTestCase {
    func testSingle_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)] as PortedIntEvents)

        let res = scheduler.start { xs.single() }

        let expected: PortedIntEvents = [.error(250, RxError.noElements)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSingle_One() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)] as PortedIntEvents)

        let res = scheduler.start { xs.single() }

        let expected: PortedIntEvents = [.next(210, 2), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSingle_Many() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            [.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)] as PortedIntEvents)

        let res = scheduler.start { xs.single() }

        let expected: PortedIntEvents = [.next(210, 2), .error(220, RxError.moreThanOneElement)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingle_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, testError)] as PortedIntEvents)

        let res = scheduler.start { xs.single() }

        let expected: PortedIntEvents = [.error(210, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    /// The handler feeds the subject a second element; `single` has already counted the first,
    /// so the re-entrant one is a second element. (RxSwift runs this only in release builds
    /// and checks only that it terminates; the recorded events are what RxSwift delivers.)
    func testSingle_DecrementCountsFirst() {
        let k = BehaviorSubject(value: false)
        var received: [Event<Bool>] = []

        _ = k.single().subscribe { (event: Event<Bool>) in
            received.append(event)
            if case .next(let n) = event {
                k.on(.next(!n))
            }
        }

        XCTAssertEqual(received, [.next(false), .error(RxError.moreThanOneElement)])
    }

    func testSinglePredicate_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)] as PortedIntEvents)

        let res = scheduler.start { xs.single { $0 % 2 == 1 } }

        let expected: PortedIntEvents = [.error(250, RxError.noElements)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSinglePredicate_One() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)] as PortedIntEvents)

        let res = scheduler.start { xs.single { $0 == 4 } }

        let expected: PortedIntEvents = [.next(230, 4), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSinglePredicate_Many() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)] as PortedIntEvents)

        let res = scheduler.start { xs.single { $0 % 2 == 1 } }

        let expected: PortedIntEvents = [.next(220, 3), .error(240, RxError.moreThanOneElement)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSinglePredicate_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, testError)] as PortedIntEvents)

        let res = scheduler.start { xs.single { $0 % 2 == 1 } }

        let expected: PortedIntEvents = [.error(210, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSinglePredicate_Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)] as PortedIntEvents)

        let res = scheduler.start {
            xs.single { (e: Int) throws -> Bool in
                guard e < 4 else { throw testError }
                return false
            }
        }

        let expected: PortedIntEvents = [.error(230, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// As `testSingle_DecrementCountsFirst`, through `single(_:)`.
    func testSinglePredicate_DecrementCountsFirst() {
        let k = BehaviorSubject(value: false)
        var received: [Event<Bool>] = []

        _ = k.single { _ in true }.subscribe { (event: Event<Bool>) in
            received.append(event)
            if case .next(let n) = event {
                k.on(.next(!n))
            }
        }

        XCTAssertEqual(received, [.next(false), .error(RxError.moreThanOneElement)])
    }
}
