import ValueRx
import ValueRxTest
import XCTest

// timeout(_:scheduler:) and timeout(_:other:scheduler:) on the virtual-time scheduler,
// RxTest style.
//
// Ports every test of RxSwift's Tests/RxSwiftTests/Observable+TimeoutTests.swift
// (ObservableTimeoutTest): the same source events at the same virtual times, the same due
// times, the same expected recordings (including `RxError.timeout`) and subscription
// intervals. RxSwift's expectations are the oracle; each test keeps the name of the RxSwift
// test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests testTimeoutReleasesResourcesOnComplete and
// testTimeoutReleasesResourcesOnError (RxSwift's resource counter); `ValueRxTestCase` checks
// resources after every test instead.
//
// Adaptations that do not change what is observed:
// - The expected recordings are typed constants (`[Recorded<Event<Int>>]`) instead of
//   literals in the assertion.
// - `other:` is passed the testable observable itself, as in RxSwift (its `other` parameter
//   takes any `ObservableConvertibleType` of the same element).
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx operator answers
// `.stop`; `TestableObservable` records either as the end of the subscription.

private typealias TimeoutIntEvents = [Recorded<Event<Int>>]

final class PortedTimeoutTests: ValueRxTestCase {
    func testTimeout_Empty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 0),
            .completed(300),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(200), scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .completed(300),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 300),
        ])
    }

    func testTimeout_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 0),
            .error(300, testError),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(200), scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .error(300, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 300),
        ])
    }

    func testTimeout_Never() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 0),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(1000), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [] as TimeoutIntEvents)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 1000),
        ])
    }

    func testTimeout_Duetime_Simple() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 42),
            .next(25, 43),
            .next(40, 44),
            .next(50, 45),
            .completed(60),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(30), scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .next(210, 42),
            .next(225, 43),
            .next(240, 44),
            .next(250, 45),
            .completed(260),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 260),
        ])
    }

    func testTimeout_Duetime_Timeout_Exact() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 42),
            .next(20, 43),
            .next(50, 44),
            .next(60, 45),
            .completed(70),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(30), scheduler: scheduler)
        }

        // The element at 250 and the timer started at 220 are due at the same time; the
        // element was scheduled first (at subscription), so it wins and restarts the timer.
        let expected: TimeoutIntEvents = [
            .next(210, 42),
            .next(220, 43),
            .next(250, 44),
            .next(260, 45),
            .completed(270),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 270),
        ])
    }

    func testTimeout_Duetime_Timeout() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 42),
            .next(20, 43),
            .next(50, 44),
            .next(60, 45),
            .completed(70),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(25), scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .next(210, 42),
            .next(220, 43),
            .error(245, RxError.timeout),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 245),
        ])
    }

    func testTimeout_Duetime_Disposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(205, 1),
            .next(210, 2),
            .next(240, 3),
            .next(280, 4),
            .next(320, 5),
            .next(350, 6),
            .next(370, 7),
            .next(420, 8),
            .next(470, 9),
            .completed(600),
        ])

        let res = scheduler.start(disposed: 370) {
            xs.timeout(.seconds(40), scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .next(205, 1),
            .next(210, 2),
            .next(240, 3),
            .next(280, 4),
            .next(320, 5),
            .next(350, 6),
            .next(370, 7),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 370),
        ])
    }

    func testTimeout_TimeoutOccurs_1() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(70, 1),
            .next(130, 2),
            .next(310, 3),
            .next(400, 4),
            .completed(500),
        ])

        let ys = scheduler.createColdObservable([
            .next(50, -1),
            .next(200, -2),
            .next(310, -3),
            .completed(320),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(100), other: ys, scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .next(350, -1),
            .next(500, -2),
            .next(610, -3),
            .completed(620),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 300),
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(300, 620),
        ])
    }

    func testTimeout_TimeoutOccurs_2() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(70, 1),
            .next(130, 2),
            .next(240, 3),
            .next(310, 4),
            .next(430, 5),
            .completed(500),
        ])

        let ys = scheduler.createColdObservable([
            .next(50, -1),
            .next(200, -2),
            .next(310, -3),
            .completed(320),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(100), other: ys, scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .next(240, 3),
            .next(310, 4),
            .next(460, -1),
            .next(610, -2),
            .next(720, -3),
            .completed(730),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 410),
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(410, 730),
        ])
    }

    func testTimeout_TimeoutOccurs_Never() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(70, 1),
            .next(130, 2),
            .next(240, 3),
            .next(310, 4),
            .next(430, 5),
            .completed(500),
        ])

        let ys: TestableObservable<Int> = scheduler.createColdObservable([
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(100), other: ys, scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .next(240, 3),
            .next(310, 4),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 410),
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(410, 1000),
        ])
    }

    func testTimeout_TimeoutOccurs_Completed() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .completed(500),
        ])

        let ys = scheduler.createColdObservable([
            .next(100, -1),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(100), other: ys, scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .next(400, -1),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 300),
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(300, 1000),
        ])
    }

    func testTimeout_TimeoutOccurs_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .error(500, testError),
        ])

        let ys = scheduler.createColdObservable([
            .next(100, -1),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(100), other: ys, scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .next(400, -1),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 300),
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(300, 1000),
        ])
    }

    func testTimeout_TimeoutOccurs_NextIsError() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .next(500, 42),
        ])

        let ys: TestableObservable<Int> = scheduler.createColdObservable([
            .error(100, testError),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(100), other: ys, scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .error(400, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 300),
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(300, 400),
        ])
    }

    func testTimeout_TimeoutNotOccurs_Completed() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .completed(250),
        ])

        let ys: TestableObservable<Int> = scheduler.createColdObservable([
            .next(100, -1),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(100), other: ys, scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])

        XCTAssertEqual(ys.subscriptions, [])
    }

    func testTimeout_TimeoutNotOccurs_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .error(250, testError),
        ])

        let ys: TestableObservable<Int> = scheduler.createColdObservable([
            .next(100, -1),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(100), other: ys, scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .error(250, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])

        XCTAssertEqual(ys.subscriptions, [])
    }

    func testTimeout_TimeoutNotOccurs() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(70, 1),
            .next(130, 2),
            .next(240, 3),
            .next(320, 4),
            .next(410, 5),
            .completed(500),
        ])

        let ys = scheduler.createColdObservable([
            .next(50, -1),
            .next(200, -2),
            .next(310, -3),
            .completed(320),
        ])

        let res = scheduler.start {
            xs.timeout(.seconds(100), other: ys, scheduler: scheduler)
        }

        let expected: TimeoutIntEvents = [
            .next(240, 3),
            .next(320, 4),
            .next(410, 5),
            .completed(500),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 500),
        ])

        XCTAssertEqual(ys.subscriptions, [
        ])
    }
}
