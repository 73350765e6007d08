import ValueRx
import ValueRxTest
import XCTest

// ifEmpty(switchTo:) on the virtual-time scheduler, RxTest style.
//
// Ports the scenarios of RxSwift's Observable+SwitchIfEmptyTests: the same source events at
// the same virtual times, the same expected recordings and subscription intervals. RxSwift's
// expectations are the oracle; each test is named after the RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests (RxSwift's resource counter):
// testSwitchIfEmptyReleasesResourcesOnComplete1/2, testSwitchIfEmptyReleasesResourcesOnError1/2.
//
// Adaptations that do not change what is observed: the expected recordings are typed
// constants (`[Recorded<Event<Int>>]`) instead of literals in the assertion.
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx operator answers
// `.stop`; `TestableObservable` records either as the end of the subscription.

private typealias SwitchIfEmptyIntEvents = [Recorded<Event<Int>>]

final class PortedSwitchIfEmptyTests: ValueRxTestCase {
    func testSwitchIfEmpty_SourceNotEmpty_SwitchCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(205, 1),
            .completed(210, Int.self),
        ])
        let switchSource = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50),
        ])

        let res = scheduler.start {
            source.ifEmpty(switchTo: switchSource.asObservable())
        }

        let expected: SwitchIfEmptyIntEvents = [
            .next(205, 1),
            .completed(210),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(source.subscriptions, [
            Subscription(200, 210),
        ])
        XCTAssertEqual(switchSource.subscriptions, [
        ])
    }

    func testSwitchIfEmpty_SourceNotEmptyError_SwitchCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(205, 1),
            .error(210, testError),
        ])
        let switchSource = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50),
        ])

        let res = scheduler.start {
            source.ifEmpty(switchTo: switchSource.asObservable())
        }

        let expected: SwitchIfEmptyIntEvents = [
            .next(205, 1),
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(source.subscriptions, [
            Subscription(200, 210),
        ])
        XCTAssertEqual(switchSource.subscriptions, [
        ])
    }

    func testSwitchIfEmpty_SourceEmptyError_SwitchCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .error(210, testError, Int.self),
        ])
        let switchSource = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50),
        ])

        let res = scheduler.start {
            source.ifEmpty(switchTo: switchSource.asObservable())
        }

        let expected: SwitchIfEmptyIntEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(source.subscriptions, [
            Subscription(200, 210),
        ])
        XCTAssertEqual(switchSource.subscriptions, [
        ])
    }

    func testSwitchIfEmpty_SourceEmpty_SwitchCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .completed(210, Int.self),
        ])
        let switchSource = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50),
        ])

        let res = scheduler.start {
            source.ifEmpty(switchTo: switchSource.asObservable())
        }

        let expected: SwitchIfEmptyIntEvents = [
            .next(220, 0),
            .next(230, 1),
            .next(240, 2),
            .next(250, 3),
            .completed(260),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(source.subscriptions, [
            Subscription(200, 210),
        ])
        XCTAssertEqual(switchSource.subscriptions, [
            Subscription(210, 260),
        ])
    }

    func testSwitchIfEmpty_SourceEmpty_SwitchError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .completed(210, Int.self),
        ])
        let switchSource = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .error(50, testError),
        ])

        let res = scheduler.start {
            source.ifEmpty(switchTo: switchSource.asObservable())
        }

        let expected: SwitchIfEmptyIntEvents = [
            .next(220, 0),
            .next(230, 1),
            .next(240, 2),
            .next(250, 3),
            .error(260, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(source.subscriptions, [
            Subscription(200, 210),
        ])
        XCTAssertEqual(switchSource.subscriptions, [
            Subscription(210, 260),
        ])
    }

    func testSwitchIfEmpty_Never() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(0, 0),
        ])
        let switchSource = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50),
        ])

        let res = scheduler.start {
            source.ifEmpty(switchTo: switchSource.asObservable())
        }

        XCTAssertEqual(res.events, [] as SwitchIfEmptyIntEvents)
        XCTAssertEqual(source.subscriptions, [
            Subscription(200, 1000),
        ])
        XCTAssertEqual(switchSource.subscriptions, [])
    }
}
