import ValueRx
import ValueRxTest
import XCTest

// flatMapFirst / flatMap / concatMap on the virtual-time scheduler, RxTest style.
//
// Ports the flatMapFirst, flatMap and concatMap scenarios of RxSwift's
// Observable+MergeTests: a hot outer source of cold `TestableObservable<Int>` inner sequences
// (or of integers mapped to `interval`-based inners), with the same events at the same virtual
// times, the same expected recordings, and the same subscription intervals for the outer source
// and for every inner one. RxSwift's expectations are the oracle; each test is named after the
// RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests (`testFlatMapFirstReleasesResourcesOnComplete`,
// `testFlatMapFirst1/2/3ReleasesResourcesOnError`, `testFlatMapReleasesResourcesOnComplete`,
// `testFlatMap1/2/3ReleasesResourcesOnError`, `testConcatMapReleasesResourcesOnComplete`,
// `testConcatMapReleasesResourcesOnError1/2/3`), which check RxSwift's resource counter.
//
// Adaptations that do not change what is observed:
// - The flatMap / flatMapFirst scenarios all start from one outer source that differs only in
//   how the inner at 300 ends, whether the inner at 400 completes, and how the outer ends;
//   `PortedFlatMapFixture.source` builds it with those three knobs (defaults: the "Complete"
//   variant). Inner `i` is still read as `xs.recordedEvents[i].value.element!`.
// - RxSwift's flatMap tests pass the key path `\.self` as the selector; here it is `{ $0 }`.
// - Throwing selectors spell out `throws` in their signature.
//
// Where RxSwift's operator disposes an upstream or inner subscription, a ValueRx operator may
// answer `.stop`; `TestableObservable` records either as the end of the subscription.

// MARK: - Shared fixtures

private typealias FlatMapIntEvents = [Recorded<Event<Int>>]
private typealias FlatMapOuterEvents = [Recorded<Event<TestableObservable<Int>>>]

private enum PortedFlatMapFixture {
    /// The outer source of RxSwift's flatMap / flatMapFirst scenarios: cold inners pushed at 5
    /// and 105 (before the subscription at 200; each would fail 1 tick after subscribing), then
    /// at 300, 400, 550, 750 and 850, then `outerTail`. `recordedEvents[i]` holds the i-th inner.
    ///
    /// - Parameters:
    ///   - innerAt300End: The terminal event of the inner pushed at 300 (at offset 460).
    ///   - innerAt400Tail: What follows the two elements of the inner pushed at 400.
    ///   - outerTail: What follows the seven inners on the outer source.
    static func source(
        _ scheduler: TestScheduler,
        innerAt300End: Recorded<Event<Int>> = .completed(460),
        innerAt400Tail: FlatMapIntEvents = [.completed(205)],
        outerTail: FlatMapOuterEvents = [.completed(900)]
    ) -> TestableObservable<TestableObservable<Int>> {
        let failsAtOnce: FlatMapIntEvents = [.error(1, testError)]
        let at300: FlatMapIntEvents = [
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            innerAt300End,
        ]
        let at400: FlatMapIntEvents = [.next(180, 202), .next(190, 203)] + innerAt400Tail
        let at550: FlatMapIntEvents = [
            .next(10, 301),
            .next(50, 302),
            .next(70, 303),
            .next(260, 304),
            .next(310, 305),
            .completed(410),
        ]
        let at750: FlatMapIntEvents = [.completed(40)]
        let at850: FlatMapIntEvents = [.next(80, 401), .next(90, 402), .completed(100)]

        let inners: FlatMapOuterEvents = [
            .next(5, scheduler.createColdObservable(failsAtOnce)),
            .next(105, scheduler.createColdObservable(failsAtOnce)),
            .next(300, scheduler.createColdObservable(at300)),
            .next(400, scheduler.createColdObservable(at400)),
            .next(550, scheduler.createColdObservable(at550)),
            .next(750, scheduler.createColdObservable(at750)),
            .next(850, scheduler.createColdObservable(at850)),
        ]
        return scheduler.createHotObservable(inners + outerTail)
    }
}

// MARK: - flatMapFirst

final class PortedFlatMapTests: ValueRxTestCase {
    func testFlatMapFirst_Complete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PortedFlatMapFixture.source(scheduler)

        let res = scheduler.start {
            xs.flatMapFirst { $0 }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(930, 401),
            .next(940, 402),
            .completed(950),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [Subscription(850, 950)])
    }

    func testFlatMapFirst_Complete_InnerNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        // The outer source never terminates (RxSwift's name notwithstanding).
        let xs = PortedFlatMapFixture.source(scheduler, outerTail: [])

        let res = scheduler.start {
            xs.flatMapFirst { $0 }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(930, 401),
            .next(940, 402),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [Subscription(850, 950)])
    }

    func testFlatMapFirst_Complete_OuterNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        // The inner pushed at 400 never terminates (RxSwift's name notwithstanding).
        let xs = PortedFlatMapFixture.source(scheduler, innerAt400Tail: [])

        let res = scheduler.start {
            xs.flatMapFirst { $0 }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(930, 401),
            .next(940, 402),
            .completed(950),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [Subscription(850, 950)])
    }

    func testFlatMapFirst_Complete_ErrorOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PortedFlatMapFixture.source(
            scheduler,
            innerAt400Tail: [],
            outerTail: [.error(900, testError)]
        )

        let res = scheduler.start {
            xs.flatMapFirst { $0 }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .error(900, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [Subscription(850, 900)])
    }

    func testFlatMapFirst_Error_Inner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PortedFlatMapFixture.source(scheduler, innerAt300End: .error(460, testError))

        let res = scheduler.start {
            xs.flatMapFirst { $0 }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .error(760, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 760)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [])
    }

    func testFlatMapFirst_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PortedFlatMapFixture.source(scheduler)

        let res = scheduler.start(disposed: 700) {
            xs.flatMapFirst { $0 }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 700)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 700)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [])
    }

    func testFlatMapFirst_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PortedFlatMapFixture.source(scheduler)

        var invoked = 0
        let res = scheduler.start {
            xs.flatMapFirst { (x: TestableObservable<Int>) throws -> TestableObservable<Int> in
                invoked += 1
                if invoked == 2 {
                    throw testError
                }
                return x
            }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .error(850, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 850)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [])
    }

    func testFlatMapFirst_UseFunction() {
        let scheduler = TestScheduler(initialClock: 0)
        let source: FlatMapIntEvents = [
            .next(210, 4),
            .next(220, 3),
            .next(250, 5),
            .next(270, 1),
            .completed(290),
        ]
        let xs = scheduler.createHotObservable(source)

        let res = scheduler.start {
            xs.flatMapFirst { x in
                Observable<Int64>.interval(.seconds(10), scheduler: scheduler).map { _ in x }.take(x)
            }
        }

        let expected: FlatMapIntEvents = [
            .next(220, 4),
            .next(230, 4),
            .next(240, 4),
            .next(250, 4),
            .next(280, 1),
            .completed(290),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    // MARK: - flatMap

    func testFlatMap_Complete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PortedFlatMapFixture.source(scheduler)

        let res = scheduler.start {
            xs.flatMap { $0 }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(560, 301),
            .next(580, 202),
            .next(590, 203),
            .next(600, 302),
            .next(620, 303),
            .next(740, 106),
            .next(810, 304),
            .next(860, 305),
            .next(930, 401),
            .next(940, 402),
            .completed(960),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [Subscription(400, 605)])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [Subscription(550, 960)])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [Subscription(750, 790)])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [Subscription(850, 950)])
    }

    func testFlatMap_Complete_InnerNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        // The outer source never terminates (RxSwift's name notwithstanding).
        let xs = PortedFlatMapFixture.source(scheduler, outerTail: [])

        let res = scheduler.start {
            xs.flatMap { $0 }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(560, 301),
            .next(580, 202),
            .next(590, 203),
            .next(600, 302),
            .next(620, 303),
            .next(740, 106),
            .next(810, 304),
            .next(860, 305),
            .next(930, 401),
            .next(940, 402),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [Subscription(400, 605)])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [Subscription(550, 960)])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [Subscription(750, 790)])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [Subscription(850, 950)])
    }

    func testFlatMap_Complete_OuterNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        // The inner pushed at 400 never terminates (RxSwift's name notwithstanding).
        let xs = PortedFlatMapFixture.source(scheduler, innerAt400Tail: [])

        let res = scheduler.start {
            xs.flatMap { $0 }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(560, 301),
            .next(580, 202),
            .next(590, 203),
            .next(600, 302),
            .next(620, 303),
            .next(740, 106),
            .next(810, 304),
            .next(860, 305),
            .next(930, 401),
            .next(940, 402),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [Subscription(400, 1000)])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [Subscription(550, 960)])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [Subscription(750, 790)])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [Subscription(850, 950)])
    }

    func testFlatMap_Complete_ErrorOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PortedFlatMapFixture.source(
            scheduler,
            innerAt400Tail: [],
            outerTail: [.error(900, testError)]
        )

        let res = scheduler.start {
            xs.flatMap { $0 }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(560, 301),
            .next(580, 202),
            .next(590, 203),
            .next(600, 302),
            .next(620, 303),
            .next(740, 106),
            .next(810, 304),
            .next(860, 305),
            .error(900, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [Subscription(400, 900)])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [Subscription(550, 900)])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [Subscription(750, 790)])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [Subscription(850, 900)])
    }

    func testFlatMap_Error_Inner() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PortedFlatMapFixture.source(scheduler, innerAt300End: .error(460, testError))

        let res = scheduler.start {
            xs.flatMap { $0 }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(560, 301),
            .next(580, 202),
            .next(590, 203),
            .next(600, 302),
            .next(620, 303),
            .next(740, 106),
            .error(760, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 760)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [Subscription(400, 605)])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [Subscription(550, 760)])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [Subscription(750, 760)])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [])
    }

    func testFlatMap_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PortedFlatMapFixture.source(scheduler)

        let res = scheduler.start(disposed: 700) {
            xs.flatMap { $0 }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(560, 301),
            .next(580, 202),
            .next(590, 203),
            .next(600, 302),
            .next(620, 303),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 700)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 700)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [Subscription(400, 605)])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [Subscription(550, 700)])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [])
    }

    func testFlatMap_SelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PortedFlatMapFixture.source(scheduler)

        var invoked = 0
        let res = scheduler.start {
            xs.flatMap { (x: TestableObservable<Int>) throws -> TestableObservable<Int> in
                invoked += 1
                if invoked == 3 {
                    throw testError
                }
                return x
            }
        }

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .error(550, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
        XCTAssertEqual(xs.recordedEvents[2].value.element!.subscriptions, [Subscription(300, 550)])
        XCTAssertEqual(xs.recordedEvents[3].value.element!.subscriptions, [Subscription(400, 550)])
        XCTAssertEqual(xs.recordedEvents[4].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[5].value.element!.subscriptions, [])
        XCTAssertEqual(xs.recordedEvents[6].value.element!.subscriptions, [])
    }

    func testFlatMap_UseFunction() {
        let scheduler = TestScheduler(initialClock: 0)
        let source: FlatMapIntEvents = [
            .next(210, 4),
            .next(220, 3),
            .next(250, 5),
            .next(270, 1),
            .completed(290),
        ]
        let xs = scheduler.createHotObservable(source)

        let res = scheduler.start {
            xs.flatMap { x in
                Observable<Int64>.interval(.seconds(10), scheduler: scheduler).map { _ in x }.take(x)
            }
        }

        let expected: FlatMapIntEvents = [
            .next(220, 4),
            .next(230, 3),
            .next(230, 4),
            .next(240, 3),
            .next(240, 4),
            .next(250, 3),
            .next(250, 4),
            .next(260, 5),
            .next(270, 5),
            .next(280, 1),
            .next(280, 5),
            .next(290, 5),
            .next(300, 5),
            .completed(300),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    // MARK: - concatMap

    func testConcatMap_InnerCompleteFasterThanOuterElementsAreProduced() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1Events: FlatMapIntEvents = [.next(10, 102), .completed(20)]
        let ys2Events: FlatMapIntEvents = [.next(20, 202), .completed(25)]
        let ys1 = scheduler.createColdObservable(ys1Events)
        let ys2 = scheduler.createColdObservable(ys2Events)
        let outer: FlatMapOuterEvents = [.next(250, ys1), .next(300, ys2), .completed(900)]
        let xs = scheduler.createHotObservable(outer)

        let results = scheduler.start {
            xs.concatMap { $0 }
        }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(250, 270)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(300, 325)])

        let expected: FlatMapIntEvents = [
            .next(260, 102),
            .next(320, 202),
            .completed(900),
        ]
        XCTAssertEqual(results.events, expected)
    }

    func testConcatMap_Disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1Events: FlatMapIntEvents = [.next(10, 102), .completed(20)]
        let ys2Events: FlatMapIntEvents = [.next(20, 202), .completed(25)]
        let ys1 = scheduler.createColdObservable(ys1Events)
        let ys2 = scheduler.createColdObservable(ys2Events)
        let outer: FlatMapOuterEvents = [.next(250, ys1), .next(300, ys2), .completed(900)]
        let xs = scheduler.createHotObservable(outer)

        let results = scheduler.start(disposed: 310) {
            xs.concatMap { $0 }
        }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(250, 270)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(300, 310)])

        let expected: FlatMapIntEvents = [.next(260, 102)]
        XCTAssertEqual(results.events, expected)
    }

    func testConcatMap_OuterComplete_InnerNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1Events: FlatMapIntEvents = [
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .completed(460),
        ]
        let ys2Events: FlatMapIntEvents = [.next(180, 202), .next(190, 203)]
        let ys3Events: FlatMapIntEvents = [.next(10, 301), .next(50, 302), .completed(60)]
        let ys4Events: FlatMapIntEvents = [.completed(40)]
        let ys5Events: FlatMapIntEvents = [.next(80, 401), .next(90, 402), .completed(100)]
        let ys1 = scheduler.createColdObservable(ys1Events)
        let ys2 = scheduler.createColdObservable(ys2Events)
        let ys3 = scheduler.createColdObservable(ys3Events)
        let ys4 = scheduler.createColdObservable(ys4Events)
        let ys5 = scheduler.createColdObservable(ys5Events)
        let outer: FlatMapOuterEvents = [
            .next(300, ys1),
            .next(400, ys2),
            .next(550, ys3),
            .next(750, ys4),
            .next(850, ys5),
            .completed(900),
        ]
        let xs = scheduler.createHotObservable(outer)

        let results = scheduler.start {
            xs.concatMap { $0 }
        }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(760, 1000)])
        XCTAssertEqual(ys3.subscriptions, [])
        XCTAssertEqual(ys4.subscriptions, [])
        XCTAssertEqual(ys5.subscriptions, [])

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(940, 202),
            .next(950, 203),
        ]
        XCTAssertEqual(results.events, expected)
    }

    func testConcatMap_InnerComplete_OuterNotComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1Events: FlatMapIntEvents = [
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .completed(460),
        ]
        let ys2Events: FlatMapIntEvents = [.next(180, 202), .next(190, 203), .completed(205)]
        let ys1 = scheduler.createColdObservable(ys1Events)
        let ys2 = scheduler.createColdObservable(ys2Events)
        let outer: FlatMapOuterEvents = [.next(300, ys1), .next(400, ys2)]
        let xs = scheduler.createHotObservable(outer)

        let results = scheduler.start {
            xs.concatMap { $0 }
        }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(760, 965)])

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(940, 202),
            .next(950, 203),
        ]
        XCTAssertEqual(results.events, expected)
    }

    func testConcatMap_InnerComplete_OuterCompleteBeforeInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1Events: FlatMapIntEvents = [
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .completed(460),
        ]
        let ys2Events: FlatMapIntEvents = [.next(180, 202), .next(190, 203), .completed(195)]
        let ys1 = scheduler.createColdObservable(ys1Events)
        let ys2 = scheduler.createColdObservable(ys2Events)
        let outer: FlatMapOuterEvents = [.next(300, ys1), .next(400, ys2), .completed(405)]
        let xs = scheduler.createHotObservable(outer)

        let results = scheduler.start {
            xs.concatMap { $0 }
        }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 405)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(760, 955)])

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(940, 202),
            .next(950, 203),
            .completed(955),
        ]
        XCTAssertEqual(results.events, expected)
    }

    func testConcatMap_InnerComplete_OuterCompleteAfterInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1Events: FlatMapIntEvents = [
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .completed(460),
        ]
        let ys2Events: FlatMapIntEvents = [.next(180, 202), .next(190, 203), .completed(195)]
        let ys1 = scheduler.createColdObservable(ys1Events)
        let ys2 = scheduler.createColdObservable(ys2Events)
        let outer: FlatMapOuterEvents = [.next(300, ys1), .next(400, ys2), .completed(980)]
        let xs = scheduler.createHotObservable(outer)

        let results = scheduler.start {
            xs.concatMap { $0 }
        }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 980)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(760, 955)])

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .next(940, 202),
            .next(950, 203),
            .completed(980),
        ]
        XCTAssertEqual(results.events, expected)
    }

    func testConcatMap_Error_Outer() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1Events: FlatMapIntEvents = [
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .completed(460),
        ]
        let ys2Events: FlatMapIntEvents = [.next(180, 202), .next(190, 203), .completed(205)]
        let ys3Events: FlatMapIntEvents = [.next(10, 301), .next(50, 302), .completed(60)]
        let ys4Events: FlatMapIntEvents = [.completed(40)]
        let ys5Events: FlatMapIntEvents = [.next(80, 401), .next(90, 402), .completed(100)]
        let ys1 = scheduler.createColdObservable(ys1Events)
        let ys2 = scheduler.createColdObservable(ys2Events)
        let ys3 = scheduler.createColdObservable(ys3Events)
        let ys4 = scheduler.createColdObservable(ys4Events)
        let ys5 = scheduler.createColdObservable(ys5Events)
        let outer: FlatMapOuterEvents = [
            .next(300, ys1),
            .next(400, ys2),
            .next(550, ys3),
            .next(750, ys4),
            .next(850, ys5),
            .error(900, testError),
        ]
        let xs = scheduler.createHotObservable(outer)

        let results = scheduler.start {
            xs.concatMap { $0 }
        }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(760, 900)])
        XCTAssertEqual(ys3.subscriptions, [])
        XCTAssertEqual(ys4.subscriptions, [])
        XCTAssertEqual(ys5.subscriptions, [])

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .error(900, testError),
        ]
        XCTAssertEqual(results.events, expected)
    }

    func testConcatMap_Error_Inner() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1Events: FlatMapIntEvents = [
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .error(460, testError),
        ]
        let ys2Events: FlatMapIntEvents = [.next(180, 202), .next(190, 203), .completed(205)]
        let ys3Events: FlatMapIntEvents = [.next(10, 301), .next(50, 302), .completed(60)]
        let ys4Events: FlatMapIntEvents = [.completed(40)]
        let ys5Events: FlatMapIntEvents = [.next(80, 401), .next(90, 402), .completed(100)]
        let ys1 = scheduler.createColdObservable(ys1Events)
        let ys2 = scheduler.createColdObservable(ys2Events)
        let ys3 = scheduler.createColdObservable(ys3Events)
        let ys4 = scheduler.createColdObservable(ys4Events)
        let ys5 = scheduler.createColdObservable(ys5Events)
        let outer: FlatMapOuterEvents = [
            .next(300, ys1),
            .next(400, ys2),
            .next(550, ys3),
            .next(750, ys4),
            .next(850, ys5),
            .error(900, testError),
        ]
        let xs = scheduler.createHotObservable(outer)

        let results = scheduler.start {
            xs.concatMap { $0 }
        }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 760)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(ys2.subscriptions, [])
        XCTAssertEqual(ys3.subscriptions, [])
        XCTAssertEqual(ys4.subscriptions, [])
        XCTAssertEqual(ys5.subscriptions, [])

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .next(740, 106),
            .error(760, testError),
        ]
        XCTAssertEqual(results.events, expected)
    }

    func testConcatMap_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1Events: FlatMapIntEvents = [
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            .completed(460),
        ]
        let ys2Events: FlatMapIntEvents = [.next(180, 202), .next(190, 203), .completed(205)]
        let ys3Events: FlatMapIntEvents = [.next(10, 301), .next(50, 302), .completed(60)]
        let ys4Events: FlatMapIntEvents = [.completed(40)]
        let ys5Events: FlatMapIntEvents = [.next(80, 401), .next(90, 402), .completed(100)]
        let ys1 = scheduler.createColdObservable(ys1Events)
        let ys2 = scheduler.createColdObservable(ys2Events)
        let ys3 = scheduler.createColdObservable(ys3Events)
        let ys4 = scheduler.createColdObservable(ys4Events)
        let ys5 = scheduler.createColdObservable(ys5Events)
        let outer: FlatMapOuterEvents = [
            .next(300, ys1),
            .next(400, ys2),
            .next(550, ys3),
            .next(750, ys4),
            .next(850, ys5),
            .completed(900),
        ]
        let xs = scheduler.createHotObservable(outer)

        var invoked = 0
        let results = scheduler.start {
            xs.concatMap { (x: TestableObservable<Int>) throws -> TestableObservable<Int> in
                invoked += 1
                if invoked == 3 {
                    throw testError
                }
                return x
            }
        }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(300, 550)])
        XCTAssertEqual(ys2.subscriptions, [])
        XCTAssertEqual(ys3.subscriptions, [])
        XCTAssertEqual(ys4.subscriptions, [])
        XCTAssertEqual(ys5.subscriptions, [])

        let expected: FlatMapIntEvents = [
            .next(310, 102),
            .next(390, 103),
            .next(410, 104),
            .next(490, 105),
            .error(550, testError),
        ]
        XCTAssertEqual(results.events, expected)
    }

    func testConcatMap_UseFunction() {
        let scheduler = TestScheduler(initialClock: 0)
        let source: FlatMapIntEvents = [
            .next(210, 4),
            .next(220, 3),
            .next(250, 5),
            .next(270, 1),
            .completed(290),
        ]
        let xs = scheduler.createHotObservable(source)

        let results = scheduler.start {
            xs.concatMap { x in
                Observable<Int>.interval(.seconds(10), scheduler: scheduler)
                    .map { _ in x }
                    .take(x)
            }
        }

        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])

        let expected: FlatMapIntEvents = [
            .next(220, 4),
            .next(230, 4),
            .next(240, 4),
            .next(250, 4),
            .next(260, 3),
            .next(270, 3),
            .next(280, 3),
            .next(290, 5),
            .next(300, 5),
            .next(310, 5),
            .next(320, 5),
            .next(330, 5),
            .next(340, 1),
            .completed(340),
        ]
        XCTAssertEqual(results.events, expected)
    }
}
