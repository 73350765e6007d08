import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's Observable+MergeTests, on the virtual-time scheduler (RxTest style).
// What is ported, what is not, and the shared fixtures: PortedFlatMapFixtures.swift.

// MARK: - flatMapFirst

final class PortedFlatMapFirstTests: ValueRxTestCase {
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
}
