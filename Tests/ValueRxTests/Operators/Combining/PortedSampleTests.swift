import ValueRx
import ValueRxTest
import XCTest

// sample(_:) and sample(_:defaultValue:) on the virtual-time scheduler, RxTest style.
//
// Ports RxSwift's Tests/RxSwiftTests/Observable+SampleTests.swift: the same recorded source
// and sampler events at the same virtual times, the same expected recordings and the same
// subscription intervals. RxSwift's expectations are the oracle; each test keeps the name of
// the RxSwift test it ports.
//
// Not ported: the two `#if TRACE_RESOURCES` tests (testSampleReleasesResourcesOnComplete,
// testSamepleReleasesResourcesOnError): they only exercise RxSwift's resource counter, and
// through `throttle`, not `sample`.
//
// Where RxSwift's operator disposes an upstream subscription, a ValueRx operator may answer
// `.stop` instead; `TestableObservable` records either as the end of the subscription.

/// RxSwift's sample scenarios on ValueRx.
final class PortedSampleTests: ValueRxTestCase {
    func testSample_Sampler_DefaultValue() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .next(240, 3),
            .next(290, 4),
            .next(300, 5),
            .next(310, 6),
            .completed(400)
        ])

        let ys = scheduler.createHotObservable([
            .next(150, ""),
            .next(210, "bar"),
            .next(250, "foo"),
            .next(260, "qux"),
            .next(320, "baz"),
            .completed(500)
        ])

        let res = scheduler.start {
            xs.sample(ys, defaultValue: 0)
        }

        let correct = Recorded.events(
            .next(210, 0),
            .next(250, 3),
            .next(260, 0),
            .next(320, 6),
            .next(500, 0),
            .completed(500)
        )

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 400)
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 500)
        ])
    }

    func testSample_Sampler_SamplerThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .next(240, 3),
            .next(290, 4),
            .next(300, 5),
            .next(310, 6),
            .completed(400)
        ])

        let ys = scheduler.createHotObservable([
            .next(150, ""),
            .next(210, "bar"),
            .next(250, "foo"),
            .next(260, "qux"),
            .error(320, testError)
        ])

        let res = scheduler.start {
            xs.sample(ys)
        }

        let correct = Recorded.events(
            .next(250, 3),
            .error(320, testError)
        )

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 320)
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 320)
        ])
    }

    func testSample_Sampler_Simple1() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .next(240, 3),
            .next(290, 4),
            .next(300, 5),
            .next(310, 6),
            .completed(400)
        ])

        let ys = scheduler.createHotObservable([
            .next(150, ""),
            .next(210, "bar"),
            .next(250, "foo"),
            .next(260, "qux"),
            .next(320, "baz"),
            .completed(500)
        ])

        let res = scheduler.start {
            xs.sample(ys)
        }

        let correct = Recorded.events(
            .next(250, 3),
            .next(320, 6),
            .completed(500)
        )

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 400)
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 500)
        ])
    }

    func testSample_Sampler_Simple2() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .next(240, 3),
            .next(290, 4),
            .next(300, 5),
            .next(310, 6),
            .next(360, 7),
            .completed(400)
        ])

        let ys = scheduler.createHotObservable([
            .next(150, ""),
            .next(210, "bar"),
            .next(250, "foo"),
            .next(260, "qux"),
            .next(320, "baz"),
            .completed(500)
        ])

        let res = scheduler.start {
            xs.sample(ys)
        }

        let correct = Recorded.events(
            .next(250, 3),
            .next(320, 6),
            .next(500, 7),
            .completed(500)
        )

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 400)
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 500)
        ])
    }

    func testSample_Sampler_Simple3() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .next(240, 3),
            .next(290, 4),
            .completed(300)
        ])

        let ys = scheduler.createHotObservable([
            .next(150, ""),
            .next(210, "bar"),
            .next(250, "foo"),
            .next(260, "qux"),
            .next(320, "baz"),
            .completed(500)
        ])

        let res = scheduler.start {
            xs.sample(ys)
        }

        let correct = Recorded.events(
            .next(250, 3),
            .next(320, 4),
            .completed(320)
        )

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 300)
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 320)
        ])
    }

    func testSample_Sampler_SourceThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .next(240, 3),
            .next(290, 4),
            .next(300, 5),
            .next(310, 6),
            .error(320, testError)
        ])

        let ys = scheduler.createHotObservable([
            .next(150, ""),
            .next(210, "bar"),
            .next(250, "foo"),
            .next(260, "qux"),
            .next(300, "baz"),
            .completed(400)
        ])

        let res = scheduler.start {
            xs.sample(ys)
        }

        let correct = Recorded.events(
            .next(250, 3),
            .next(300, 5),
            .error(320, testError)
        )

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 320)
        ])

        XCTAssertEqual(ys.subscriptions, [
            Subscription(200, 320)
        ])
    }
}
