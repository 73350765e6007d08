import ValueRx
import ValueRxTest
import XCTest

// amb (the first source to send any event wins, the others are disposed) on the
// virtual-time scheduler, RxTest style.
//
// Ports the scenarios of RxSwift's own Observable+AmbTests: the same source events at the
// same virtual times, the same expected recordings and subscription intervals. RxSwift's
// expectations are the oracle; each test is named after the RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests (RxSwift's resource counter):
// testAmb1/2ReleasesResourcesOnComplete, testAmb1/2ReleasesResourcesOnError.
//
// Adaptations that do not change what is observed: the expected recordings are typed
// `[Recorded<Event<Int>>]` values instead of inline literals.
//
// Where RxSwift's operator disposes a subscription, a ValueRx operator may answer `.stop`
// instead; `TestableObservable` records either as the end of the subscription.

private typealias PortedAmbEvents = [Recorded<Event<Int>>]

final class PortedAmbTests: ValueRxTestCase {
    func testAmb_Never2() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        XCTAssertEqual(res.events, [] as PortedAmbEvents)

        XCTAssertEqual(x1.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 1000)])
    }

    func testAmb_Never3() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let x3 = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let res = scheduler.start {
            Observable.amb([x1, x2, x3].map { $0.asObservable() })
        }

        XCTAssertEqual(res.events, [] as PortedAmbEvents)

        XCTAssertEqual(x1.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(x3.subscriptions, [Subscription(200, 1000)])
    }

    func testAmb_Never_Empty() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(225),
        ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        let expected: PortedAmbEvents = [
            .completed(225),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 225)])
    }

    func testAmb_RegularShouldDisposeLoser() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(240),
        ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 3),
            .completed(250),
        ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        let expected: PortedAmbEvents = [
            .next(210, 2),
            .completed(240),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    func testAmb_WinnerThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .error(220, testError),
        ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 3),
            .completed(250),
        ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        let expected: PortedAmbEvents = [
            .next(210, 2),
            .error(220, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    func testAmb_LoserThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .error(230, testError),
        ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 3),
            .completed(250),
        ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        let expected: PortedAmbEvents = [
            .next(210, 3),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 250)])
    }

    func testAmb_ThrowsBeforeElectionLeft() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
            .error(210, testError),
        ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 3),
            .completed(250),
        ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        let expected: PortedAmbEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
    }

    func testAmb_ThrowsBeforeElectionRight() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 3),
            .completed(250),
        ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(210, testError),
        ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        let expected: PortedAmbEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
    }
}
