import ValueRx
import ValueRxTest
import XCTest

// delaySubscription(_:scheduler:) on the virtual-time scheduler, RxTest style.
//
// Ports every test of RxSwift's Observable+DelaySubscriptionTests
// (ObservableDelaySubscriptionTest) but the resource counter ones: the same cold source, the
// same virtual times, expected recordings and subscription intervals, the same names.
// RxSwift's expectations are the oracle: the source is subscribed at 230 (200 + 30) and its
// events, terminal ones included, pass through undelayed relative to that subscription.
//
// Not ported: the `#if TRACE_RESOURCES` tests (RxSwift's resource counter):
// testDelaySubscriptionReleasesResourcesOnComplete, testDelaySubscriptionReleasesResourcesOnError.
//
// Adaptations that do not change what is observed: the expected recordings are typed
// constants (`[Recorded<Event<Int>>]`).

private typealias DelaySubscriptionIntEvents = [Recorded<Event<Int>>]

final class PortedDelaySubscriptionTests: ValueRxTestCase {
    func testDelaySubscription_TimeSpan_Simple() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(50, 42),
            .next(60, 43),
            .completed(70),
        ])

        let res = scheduler.start {
            xs.delaySubscription(.seconds(30), scheduler: scheduler)
        }

        let expected: DelaySubscriptionIntEvents = [
            .next(280, 42),
            .next(290, 43),
            .completed(300),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(230, 300),
        ])
    }

    func testDelaySubscription_TimeSpan_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(50, 42),
            .next(60, 43),
            .error(70, testError),
        ])

        let res = scheduler.start {
            xs.delaySubscription(.seconds(30), scheduler: scheduler)
        }

        let expected: DelaySubscriptionIntEvents = [
            .next(280, 42),
            .next(290, 43),
            .error(300, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(230, 300),
        ])
    }

    func testDelaySubscription_TimeSpan_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(50, 42),
            .next(60, 43),
            .error(70, testError),
        ])

        let res = scheduler.start(disposed: 291) {
            xs.delaySubscription(.seconds(30), scheduler: scheduler)
        }

        let expected: DelaySubscriptionIntEvents = [
            .next(280, 42),
            .next(290, 43),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(230, 291),
        ])
    }
}
