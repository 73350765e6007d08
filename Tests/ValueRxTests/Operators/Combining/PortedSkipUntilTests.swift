import ValueRx
import ValueRxTest
import XCTest

// skip(until: other) on the virtual-time scheduler.
//
// Ports the scenarios of RxSwift's Tests/RxSwiftTests/Observable+SkipUntilTests.swift: the same
// recorded source events at the same virtual times, the same expected recordings and the same
// subscription intervals. RxSwift's expectations are the oracle; each test keeps the name of
// the RxSwift test it ports.
//
// Not ported: the four `#if TRACE_RESOURCES` tests (`testSkipUntilReleasesResourcesOnComplete1`,
// `testSkipUntilReleasesResourcesOnComplete2`, `testSkipUntilReleasesResourcesOnError1`,
// `testSkipUntilReleasesResourcesOnError2`): they only exercise RxSwift's resource counter.
//
// Adaptations that do not change what is observed:
// - Expected recordings are annotated `as SkipUntilIntEvents` (an empty literal needs the
//   element type spelled out; the others follow suit).
// - In `testSkipUntil_HasCompletedCausesDisposal` RxSwift types the trigger as
//   `Observable<Int>`; ValueRx's `create` returns its own struct, so the trigger is written
//   `Observable<Int>.create { ... }` without the annotation. It still never emits and only
//   reports its disposal.
//
// Where RxSwift's operator disposes an upstream subscription, a ValueRx operator may answer
// `.stop` instead; `TestableObservable` records either as the end of the subscription.

private typealias SkipUntilIntEvents = [Recorded<Event<Int>>]

final class PortedSkipUntilTests: ValueRxTestCase {
    func testSkipUntil_SomeData_Next() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .next(225, 99),
            .completed(230)
        ])

        let res = scheduler.start {
            l.skip(until: r)
        }

        XCTAssertEqual(res.events, [
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ] as SkipUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 250)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testSkipUntil_SomeData_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .error(225, testError)
        ])

        let res = scheduler.start {
            l.skip(until: r)
        }

        XCTAssertEqual(res.events, [
            .error(225, testError)
        ] as SkipUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 225)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testSkipUntil_Error_SomeData() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .error(220, testError)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .next(230, 2),
            .completed(250)
        ])

        let res = scheduler.start {
            l.skip(until: r)
        }

        XCTAssertEqual(res.events, [
            .error(220, testError)
        ] as SkipUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 220)
        ])
    }

    func testSkipUntil_SomeData_Empty() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .completed(225)
        ])

        let res = scheduler.start {
            l.skip(until: r)
        }

        XCTAssertEqual(res.events, [] as SkipUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 250)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testSkipUntil_Never_Next() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .next(225, 2),
            .completed(250)
        ])

        let res = scheduler.start {
            l.skip(until: r)
        }

        XCTAssertEqual(res.events, [] as SkipUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 1000)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testSkipUntil_Never_Error1() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .error(225, testError)
        ])

        let res = scheduler.start {
            l.skip(until: r)
        }

        XCTAssertEqual(res.events, [
            .error(225, testError)
        ] as SkipUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 225)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testSkipUntil_SomeData_Error2() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .error(300, testError)
        ])

        let res = scheduler.start {
            l.skip(until: r)
        }

        XCTAssertEqual(res.events, [] as SkipUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 250)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 250)
        ])
    }

    func testSkipUntil_SomeData_Never() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let res = scheduler.start {
            l.skip(until: r)
        }

        XCTAssertEqual(res.events, [] as SkipUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 250)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 250)
        ])
    }

    func testSkipUntil_Never_Empty() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .completed(225)
        ])

        let res = scheduler.start {
            l.skip(until: r)
        }

        XCTAssertEqual(res.events, [] as SkipUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 1000)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testSkipUntil_Never_Never() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let res = scheduler.start {
            l.skip(until: r)
        }

        XCTAssertEqual(res.events, [] as SkipUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 1000)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 1000)
        ])
    }

    func testSkipUntil_HasCompletedCausesDisposal() {
        let scheduler = TestScheduler(initialClock: 0)

        var isDisposed = false

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ])

        let r = Observable<Int>.create { _ in
            Disposables.create {
                isDisposed = true
            }
        }

        let res = scheduler.start {
            l.skip(until: r)
        }

        XCTAssertEqual(res.events, [] as SkipUntilIntEvents)

        XCTAssert(isDisposed, "isDisposed")
    }
}
