import ValueRx
import ValueRxTest
import XCTest

// switchLatest and flatMapLatest on the virtual-time scheduler, RxTest style.
//
// Ports the scenarios of RxSwift's own Observable+SwitchTests: the same outer and inner
// events at the same virtual times, the same expected recordings and subscription intervals.
// RxSwift's expectations are the oracle; each test is named after the RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests (RxSwift's resource counter):
// testSwitchReleasesResourcesOnComplete, testSwitch1/2ReleasesResourcesOnError,
// testFlatMapLatest1/2ReleasesResourcesOnComplete, testFlatMapLatest1/2ReleasesResourcesOnError.
//
// Adaptations that do not change what is observed:
// - The three inner cold observables every test shares are built by private helpers (same
//   events as RxSwift's, only ys2's terminal event varies) instead of being spelled out in
//   each test.
//
// Where RxSwift's operator disposes a subscription, a ValueRx operator may answer `.stop`
// instead; `TestableObservable` records either as the end of the subscription.

// MARK: - Shared fixtures

private typealias PortedSwitchEvents = [Recorded<Event<Int>>]

private enum PortedSwitchFixture {
    /// RxSwift's `ys1`: six elements, completes 230 ticks after its subscription.
    static func ys1(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([
            .next(10, 101),
            .next(20, 102),
            .next(110, 103),
            .next(120, 104),
            .next(210, 105),
            .next(220, 106),
            .completed(230),
        ])
    }

    /// RxSwift's `ys2`: four elements, then `end` (completed or error at 50).
    static func ys2(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createColdObservable([
            .next(10, 201),
            .next(20, 202),
            .next(30, 203),
            .next(40, 204),
            end,
        ])
    }

    /// RxSwift's `ys3`: four elements, completes 150 ticks after its subscription.
    static func ys3(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createColdObservable([
            .next(10, 301),
            .next(20, 302),
            .next(30, 303),
            .next(40, 304),
            .completed(150),
        ])
    }
}

final class PortedSwitchTests: ValueRxTestCase {
    // MARK: switchLatest

    func testSwitch_Data() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = PortedSwitchFixture.ys1(scheduler)
        let ys2 = PortedSwitchFixture.ys2(scheduler, end: .completed(50))
        let ys3 = PortedSwitchFixture.ys3(scheduler)

        let xSequence = Recorded.events(
            .next(300, ys1),
            .next(400, ys2),
            .next(500, ys3),
            .completed(600)
        )

        let xs = scheduler.createHotObservable(xSequence)

        let res = scheduler.start {
            xs.switchLatest()
        }

        let correct: PortedSwitchEvents = [
            .next(310, 101),
            .next(320, 102),
            .next(410, 201),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .next(510, 301),
            .next(520, 302),
            .next(530, 303),
            .next(540, 304),
            .completed(650),
        ]
        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(500, 650)])
    }

    func testSwitch_InnerThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = PortedSwitchFixture.ys1(scheduler)
        let ys2 = PortedSwitchFixture.ys2(scheduler, end: .error(50, testError))
        let ys3 = PortedSwitchFixture.ys3(scheduler)

        let xSequence = Recorded.events(
            .next(300, ys1),
            .next(400, ys2),
            .next(500, ys3),
            .completed(600)
        )

        let xs = scheduler.createHotObservable(xSequence)

        let res = scheduler.start {
            xs.switchLatest()
        }

        let correct: PortedSwitchEvents = [
            .next(310, 101),
            .next(320, 102),
            .next(410, 201),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .error(450, testError),
        ]
        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys3.subscriptions, [] as [Subscription])
    }

    func testSwitch_OuterThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = PortedSwitchFixture.ys1(scheduler)
        let ys2 = PortedSwitchFixture.ys2(scheduler, end: .completed(50))

        let xSequence = Recorded.events(
            .next(300, ys1),
            .next(400, ys2),
            .error(500, testError)
        )

        let xs = scheduler.createHotObservable(xSequence)

        let res = scheduler.start {
            xs.switchLatest()
        }

        let correct: PortedSwitchEvents = [
            .next(310, 101),
            .next(320, 102),
            .next(410, 201),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .error(500, testError),
        ]
        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
    }

    // MARK: flatMapLatest

    func testFlatMapLatest_Data() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = PortedSwitchFixture.ys1(scheduler)
        let ys2 = PortedSwitchFixture.ys2(scheduler, end: .completed(50))
        let ys3 = PortedSwitchFixture.ys3(scheduler)

        let observables = [ys1, ys2, ys3]

        let xSequence = Recorded.events(
            .next(300, 0),
            .next(400, 1),
            .next(500, 2),
            .completed(600)
        )

        let xs = scheduler.createHotObservable(xSequence)

        let res = scheduler.start {
            xs.flatMapLatest { observables[$0] }
        }

        let correct: PortedSwitchEvents = [
            .next(310, 101),
            .next(320, 102),
            .next(410, 201),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .next(510, 301),
            .next(520, 302),
            .next(530, 303),
            .next(540, 304),
            .completed(650),
        ]
        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys3.subscriptions, [Subscription(500, 650)])
    }

    func testFlatMapLatest_InnerThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = PortedSwitchFixture.ys1(scheduler)
        let ys2 = PortedSwitchFixture.ys2(scheduler, end: .error(50, testError))
        let ys3 = PortedSwitchFixture.ys3(scheduler)

        let observables = [ys1, ys2, ys3]

        let xSequence = Recorded.events(
            .next(300, 0),
            .next(400, 1),
            .next(500, 2),
            .completed(600)
        )

        let xs = scheduler.createHotObservable(xSequence)

        let res = scheduler.start {
            xs.flatMapLatest { observables[$0] }
        }

        let correct: PortedSwitchEvents = [
            .next(310, 101),
            .next(320, 102),
            .next(410, 201),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .error(450, testError),
        ]
        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(ys3.subscriptions, [] as [Subscription])
    }

    func testFlatMapLatest_OuterThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = PortedSwitchFixture.ys1(scheduler)
        let ys2 = PortedSwitchFixture.ys2(scheduler, end: .completed(50))

        let observables = [ys1, ys2]

        let xSequence = Recorded.events(
            .next(300, 0),
            .next(400, 1),
            .error(500, testError)
        )

        let xs = scheduler.createHotObservable(xSequence)

        let res = scheduler.start {
            xs.flatMapLatest { observables[$0] }
        }

        let correct: PortedSwitchEvents = [
            .next(310, 101),
            .next(320, 102),
            .next(410, 201),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .error(500, testError),
        ]
        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
    }

    func testFlatMapLatest_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = PortedSwitchFixture.ys1(scheduler)
        let ys2 = PortedSwitchFixture.ys2(scheduler, end: .completed(50))

        let observables = [ys1, ys2]

        let xSequence = Recorded.events(
            .next(300, 0),
            .next(400, 1)
        )

        let xs = scheduler.createHotObservable(xSequence)

        let res = scheduler.start {
            xs.flatMapLatest { x throws -> TestableObservable<Int> in
                if x < 1 {
                    return observables[x]
                } else {
                    throw testError
                }
            }
        }

        let correct: PortedSwitchEvents = [
            .next(310, 101),
            .next(320, 102),
            .error(400, testError),
        ]
        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(ys2.subscriptions, [] as [Subscription])
    }
}
