import ValueRx
import ValueRxTest
import XCTest

// take(until: other) and take(until: predicate, behavior:) on the virtual-time scheduler.
//
// Ports the scenarios of RxSwift's Tests/RxSwiftTests/Observable+TakeUntilTests.swift: the same
// recorded source events at the same virtual times, the same expected recordings and the same
// subscription intervals. RxSwift's expectations are the oracle; each test keeps the name of
// the RxSwift test it ports.
//
// Not ported: the four `#if TRACE_RESOURCES` tests (`testTakeUntil1ReleasesResourcesOnComplete`,
// `testTakeUntil2ReleasesResourcesOnComplete`, `testTakeUntil1ReleasesResourcesOnError`,
// `testTakeUntil2ReleasesResourcesOnError`): they only exercise RxSwift's resource counter.
//
// Adaptations that do not change what is observed:
// - Expected recordings are annotated `as TakeUntilIntEvents` (an empty literal needs the
//   element type spelled out; the others follow suit).
// - `testTakeUntil_Error_Some` keeps RxSwift's constant `sourceNotDisposed` check as is (it is
//   never changed there either).
//
// Where RxSwift's operator disposes an upstream subscription, a ValueRx operator may answer
// `.stop` instead; `TestableObservable` records either as the end of the subscription.

private typealias TakeUntilIntEvents = [Recorded<Event<Int>>]

final class PortedTakeUntilTests: ValueRxTestCase {
    func testTakeUntil_Preempt_SomeData_Next() {
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
            l.take(until: r)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 3),
            .completed(225)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 225)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testTakeUntil_Preempt_SomeData_Error() {
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
            l.take(until: r)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 3),
            .error(225, testError)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 225)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testTakeUntil_NoPreempt_SomeData_Empty() {
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
            l.take(until: r)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 250)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testTakeUntil_NoPreempt_SomeData_Never() {
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
            l.take(until: r)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 250)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 250)
        ])
    }

    func testTakeUntil_Preempt_Never_Next() {
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
            l.take(until: r)
        }

        XCTAssertEqual(res.events, [
            .completed(225)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 225)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testTakeUntil_Preempt_Never_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .error(225, testError)
        ])

        let res = scheduler.start {
            l.take(until: r)
        }

        XCTAssertEqual(res.events, [
            .error(225, testError)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 225)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testTakeUntil_NoPreempt_Never_Empty() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .completed(225)
        ])

        let res = scheduler.start {
            l.take(until: r)
        }

        XCTAssertEqual(res.events, [] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 1000)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testTakeUntil_NoPreempt_Never_Never() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let res = scheduler.start {
            l.take(until: r)
        }

        XCTAssertEqual(res.events, [] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 1000)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 1000)
        ])
    }

    func testTakeUntil_Preempt_BeforeFirstProduced() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(230, 2),
            .completed(240)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(220)
        ])

        let res = scheduler.start {
            l.take(until: r)
        }

        XCTAssertEqual(res.events, [
            .completed(210)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 210)
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 210)
        ])
    }

    func testTakeUntil_Preempt_BeforeFirstProduced_RemainSilentAndProperlyDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .error(215, testError),
            .completed(240)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(220)
        ])

        var sourceNotDisposed = false

        let res = scheduler.start {
            l.do(onNext: { _ in sourceNotDisposed = true }).take(until: r)
        }

        XCTAssertEqual(res.events, [
            .completed(210)
        ] as TakeUntilIntEvents)

        XCTAssertFalse(sourceNotDisposed)
    }

    func testTakeUntil_NoPreempt_AfterLastProduced_ProperlyDisposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(230, 2),
            .completed(240)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .next(250, 2),
            .completed(260)
        ])

        var sourceNotDisposed = false

        let res = scheduler.start {
            l.take(until: r.do(onNext: { _ in sourceNotDisposed = true }))
        }

        XCTAssertEqual(res.events, [
            .next(230, 2),
            .completed(240)
        ] as TakeUntilIntEvents)

        XCTAssertFalse(sourceNotDisposed)
    }

    func testTakeUntil_Error_Some() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .error(225, testError)
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .next(240, 2)
        ])

        let sourceNotDisposed = false

        let res = scheduler.start {
            l.take(until: r)
        }

        XCTAssertEqual(res.events, [
            .error(225, testError)
        ] as TakeUntilIntEvents)

        XCTAssertFalse(sourceNotDisposed)
    }

    // MARK: take(until: predicate, behavior: .exclusive)

    func testTakeUntilPredicate_Exclusive_Preempt_SomeData_Next() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ])

        let res = scheduler.start {
            l.take(until: { $0 == 4 }, behavior: .exclusive)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 3),
            .completed(230)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 230)
        ])
    }

    func testTakeUntilPredicate_Exclusive_Preempt_SomeData_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .error(225, testError)
        ])

        let res = scheduler.start {
            l.take(until: { $0 == 4 }, behavior: .exclusive)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 3),
            .error(225, testError)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testTakeUntilPredicate_Exclusive_AlwaysFailingPredicate() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ])

        let res = scheduler.start {
            l.take(until: { _ in false }, behavior: .exclusive)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 250)
        ])
    }

    func testTakeUntilPredicate_Exclusive_ImmediatelySuccessfulPredicate() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ])

        let res = scheduler.start {
            l.take(until: { _ in true }, behavior: .exclusive)
        }

        XCTAssertEqual(res.events, [
            .completed(210)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 210)
        ])
    }

    // MARK: take(until: predicate, behavior: .inclusive)

    func testTakeUntilPredicate_Inclusive_Preempt_SomeData_Next() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ])

        let res = scheduler.start {
            l.take(until: { $0 == 4 }, behavior: .inclusive)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .completed(230)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 230)
        ])
    }

    func testTakeUntilPredicate_Inclusive_Preempt_SomeData_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .error(225, testError)
        ])

        let res = scheduler.start {
            l.take(until: { $0 == 4 }, behavior: .inclusive)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 3),
            .error(225, testError)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testTakeUntilPredicate_Inclusive_AlwaysFailingPredicate() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ])

        let res = scheduler.start {
            l.take(until: { _ in false }, behavior: .inclusive)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 250)
        ])
    }

    func testTakeUntilPredicate_Inclusive_ImmediatelySuccessfulPredicate() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250)
        ])

        let res = scheduler.start {
            l.take(until: { _ in true }, behavior: .inclusive)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .completed(210)
        ] as TakeUntilIntEvents)

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 210)
        ])
    }
}
