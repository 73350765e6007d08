import ValueRx
import ValueRxTest
import XCTest

// take(for:scheduler:) and the time-based skip(_:scheduler:) on the virtual-time scheduler,
// RxTest style.
//
// Ports the time-based tests of RxSwift's Tests/RxSwiftTests/Observable+TakeTests.swift (the
// second `extension ObservableTakeTest`: testTake_TakeZero ... testTake_TakeDefault) and of
// Observable+SkipTests.swift (the second `extension ObservableSkipTest`: testSkip_Zero ...
// testSkip_Never): the same source events at the same virtual times, the same durations, the
// same expected recordings and subscription intervals. RxSwift's expectations are the oracle;
// each test keeps the name of the RxSwift test it ports (the take and skip names do not
// collide, so both sets live in one class).
//
// Not ported:
// - The count-based take/skip tests of those files (not time operators; ported in
//   PortedTakeTests and PortedSkipTests).
// - The `#if TRACE_RESOURCES` tests testTakeTimeReleasesResourcesOnComplete/OnError and
//   testSkipTimeReleasesResourcesOnComplete/OnError (RxSwift's resource counter);
//   `ValueRxTestCase` checks resources after every test instead.
//
// Spelling kept from RxSwift: its take tests call `take(for:scheduler:)` (none calls the
// deprecated `take(_:scheduler:)`), and its skip tests call `skip(_:scheduler:)`, which is the
// only time-based skip RxSwift 6 has (not deprecated there; RxSwift has no
// `skip(for:scheduler:)`). The skip tests are ported with RxSwift's call.
//
// Adaptations that do not change what is observed: the expected recordings are typed
// constants (`[Recorded<Event<Int>>]`) instead of literals in the assertion.
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx operator answers
// `.stop`; `TestableObservable` records either as the end of the subscription.

private typealias TakeSkipTimeIntEvents = [Recorded<Event<Int>>]

final class PortedTakeSkipTimeTests: ValueRxTestCase {
    // MARK: - take(for:scheduler:)

    func testTake_TakeZero() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(230),
        ])

        let res = scheduler.start {
            xs.take(for: .seconds(0), scheduler: scheduler)
        }

        // A zero duration is due "now": the test scheduler runs it one tick later.
        let expected: TakeSkipTimeIntEvents = [
            .completed(201),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 201),
        ])
    }

    func testTake_Some() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(240),
        ])

        let res = scheduler.start {
            xs.take(for: .seconds(25), scheduler: scheduler)
        }

        let expected: TakeSkipTimeIntEvents = [
            .next(210, 1),
            .next(220, 2),
            .completed(225),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 225),
        ])
    }

    func testTake_TakeLate() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(230),
        ])

        let res = scheduler.start {
            xs.take(for: .seconds(50), scheduler: scheduler)
        }

        let expected: TakeSkipTimeIntEvents = [
            .next(210, 1),
            .next(220, 2),
            .completed(230),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230),
        ])
    }

    func testTake_TakeError() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(0, 0),
            .error(210, testError),
        ])

        let res = scheduler.start {
            xs.take(for: .seconds(50), scheduler: scheduler)
        }

        let expected: TakeSkipTimeIntEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
        ])
    }

    func testTake_TakeNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(0, 0),
        ])

        let res = scheduler.start {
            xs.take(for: .seconds(50), scheduler: scheduler)
        }

        let expected: TakeSkipTimeIntEvents = [
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testTake_TakeTwice1() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(240, 4),
            .next(250, 5),
            .next(260, 6),
            .completed(270),
        ])

        let res = scheduler.start {
            xs.take(for: .seconds(55), scheduler: scheduler).take(for: .seconds(35), scheduler: scheduler)
        }

        let expected: TakeSkipTimeIntEvents = [
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(235),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 235),
        ])
    }

    func testTake_TakeDefault() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(240, 4),
            .next(250, 5),
            .next(260, 6),
            .completed(270),
        ])

        let res = scheduler.start {
            xs.take(for: .seconds(35), scheduler: scheduler)
        }

        let expected: TakeSkipTimeIntEvents = [
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .completed(235),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 235),
        ])
    }

    // MARK: - skip(_:scheduler:) (time)

    func testSkip_Zero() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(230),
        ])

        let res = scheduler.start {
            xs.skip(.seconds(0), scheduler: scheduler)
        }

        let expected: TakeSkipTimeIntEvents = [
            .next(210, 1),
            .next(220, 2),
            .completed(230),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230),
        ])
    }

    func testSkip_Some() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(230),
        ])

        let res = scheduler.start {
            xs.skip(.seconds(15), scheduler: scheduler)
        }

        let expected: TakeSkipTimeIntEvents = [
            .next(220, 2),
            .completed(230),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230),
        ])
    }

    func testSkip_Late() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(230),
        ])

        let res = scheduler.start {
            xs.skip(.seconds(50), scheduler: scheduler)
        }

        let expected: TakeSkipTimeIntEvents = [
            .completed(230),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230),
        ])
    }

    func testSkip_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<Int> = scheduler.createHotObservable([
            .error(210, testError),
        ])

        let res = scheduler.start {
            xs.skip(.seconds(50), scheduler: scheduler)
        }

        let expected: TakeSkipTimeIntEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
        ])
    }

    func testSkip_Never() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: TestableObservable<Int> = scheduler.createHotObservable([
        ])

        let res = scheduler.start {
            xs.skip(.seconds(50), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [] as TakeSkipTimeIntEvents)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 1000),
        ])
    }
}
