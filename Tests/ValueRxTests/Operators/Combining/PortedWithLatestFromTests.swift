import ValueRx
import ValueRxTest
import XCTest

// withLatestFrom on the virtual-time scheduler, RxTest style.
//
// Ports RxSwift's Tests/RxSwiftTests/Observable+WithLatestFromTests.swift: the same recorded
// source events at the same virtual times, the same expected recordings and the same
// subscription intervals. RxSwift's expectations are the oracle; each test keeps the name of
// the RxSwift test it ports.
//
// Not ported: the four `#if TRACE_RESOURCES` tests (testWithLatestFromReleasesResourcesOnComplete1/2,
// testWithLatestFromReleasesResourcesOnError1/2): they only exercise RxSwift's resource counter
// (and need `delay` and `timeout`).
//
// `testWithLatestFrom_TwoObservablesWithImmediateValues` depends on the order of subscription:
// the second source (a `BehaviorSubject`) is subscribed before `self`, so its current value is
// already there when `self` replays its own.
//
// Where RxSwift's operator disposes an upstream subscription, a ValueRx operator may answer
// `.stop` instead; `TestableObservable` records either as the end of the subscription.

/// RxSwift's withLatestFrom scenarios on ValueRx.
final class PortedWithLatestFromTests: ValueRxTestCase {
    func testWithLatestFrom_Simple1() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(90, 1),
            .next(180, 2),
            .next(250, 3),
            .next(260, 4),
            .next(310, 5),
            .next(340, 6),
            .next(410, 7),
            .next(420, 8),
            .next(470, 9),
            .next(550, 10),
            .completed(590)
        ])

        let ys = scheduler.createHotObservable([
            .next(255, "bar"),
            .next(330, "foo"),
            .next(350, "qux"),
            .completed(400)
        ])

        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y in "\(x)\(y)" }
        }

        XCTAssertEqual(res.events, [
            .next(260, "4bar"),
            .next(310, "5bar"),
            .next(340, "6foo"),
            .next(410, "7qux"),
            .next(420, "8qux"),
            .next(470, "9qux"),
            .next(550, "10qux"),
            .completed(590)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 590)
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 400)
        ])
    }

    func testWithLatestFrom_TwoObservablesWithImmediateValues() {
        let xs = BehaviorSubject<Int>(value: 3)
        let ys = BehaviorSubject<Int>(value: 5)

        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y in "\(x)\(y)" }
                .take(1)
        }

        XCTAssertEqual(res.events, [
            .next(200, "35"),
            .completed(200)
        ])
    }

    func testWithLatestFrom_Simple2() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(90, 1),
            .next(180, 2),
            .next(250, 3),
            .next(260, 4),
            .next(310, 5),
            .next(340, 6),
            .completed(390)
        ])

        let ys = scheduler.createHotObservable([
            .next(255, "bar"),
            .next(330, "foo"),
            .next(350, "qux"),
            .next(370, "baz"),
            .completed(400)
        ])

        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y in "\(x)\(y)" }
        }

        XCTAssertEqual(res.events, [
            .next(260, "4bar"),
            .next(310, "5bar"),
            .next(340, "6foo"),
            .completed(390)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 390)
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 390)
        ])
    }

    func testWithLatestFrom_Simple3() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(90, 1),
            .next(180, 2),
            .next(250, 3),
            .next(260, 4),
            .next(310, 5),
            .next(340, 6),
            .completed(390)
        ])

        let ys = scheduler.createHotObservable([
            .next(245, "bar"),
            .next(330, "foo"),
            .next(350, "qux"),
            .next(370, "baz"),
            .completed(400)
        ])

        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y in "\(x)\(y)" }
        }

        XCTAssertEqual(res.events, [
            .next(250, "3bar"),
            .next(260, "4bar"),
            .next(310, "5bar"),
            .next(340, "6foo"),
            .completed(390)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 390)
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 390)
        ])
    }

    func testWithLatestFrom_Error1() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(90, 1),
            .next(180, 2),
            .next(250, 3),
            .next(260, 4),
            .next(310, 5),
            .next(340, 6),
            .next(410, 7),
            .next(420, 8),
            .next(470, 9),
            .next(550, 10),
            .error(590, testError)
        ])

        let ys = scheduler.createHotObservable([
            .next(255, "bar"),
            .next(330, "foo"),
            .next(350, "qux"),
            .completed(400)
        ])

        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y in "\(x)\(y)" }
        }

        XCTAssertEqual(res.events, [
            .next(260, "4bar"),
            .next(310, "5bar"),
            .next(340, "6foo"),
            .next(410, "7qux"),
            .next(420, "8qux"),
            .next(470, "9qux"),
            .next(550, "10qux"),
            .error(590, testError)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 590)
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 400)
        ])
    }

    func testWithLatestFrom_Error2() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(90, 1),
            .next(180, 2),
            .next(250, 3),
            .next(260, 4),
            .next(310, 5),
            .next(340, 6),
            .completed(390)
        ])

        let ys = scheduler.createHotObservable([
            .next(255, "bar"),
            .next(330, "foo"),
            .next(350, "qux"),
            .error(370, testError)
        ])

        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y in "\(x)\(y)" }
        }

        XCTAssertEqual(res.events, [
            .next(260, "4bar"),
            .next(310, "5bar"),
            .next(340, "6foo"),
            .error(370, testError)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 370)
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 370)
        ])
    }

    func testWithLatestFrom_Error3() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(90, 1),
            .next(180, 2),
            .next(250, 3),
            .next(260, 4),
            .next(310, 5),
            .next(340, 6),
            .completed(390)
        ])

        let ys = scheduler.createHotObservable([
            .next(255, "bar"),
            .next(330, "foo"),
            .next(350, "qux"),
            .completed(400)
        ])

        let res = scheduler.start {
            xs.withLatestFrom(ys) { x, y throws -> String in
                if x == 5 {
                    throw testError
                }
                return "\(x)\(y)"
            }
        }

        XCTAssertEqual(res.events, [
            .next(260, "4bar"),
            .error(310, testError)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 310)
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 310)
        ])
    }

    func testWithLatestFrom_MakeSureDefaultOverloadTakesSecondSequenceValues() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(90, 1),
            .next(180, 2),
            .next(250, 3),
            .next(260, 4),
            .next(310, 5),
            .next(340, 6),
            .next(410, 7),
            .next(420, 8),
            .next(470, 9),
            .next(550, 10),
            .completed(590)
        ])

        let ys = scheduler.createHotObservable([
            .next(255, "bar"),
            .next(330, "foo"),
            .next(350, "qux"),
            .completed(400)
        ])

        let res = scheduler.start {
            xs.withLatestFrom(ys)
        }

        XCTAssertEqual(res.events, [
            .next(260, "bar"),
            .next(310, "bar"),
            .next(340, "foo"),
            .next(410, "qux"),
            .next(420, "qux"),
            .next(470, "qux"),
            .next(550, "qux"),
            .completed(590)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 590)
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 400)
        ])
    }
}
