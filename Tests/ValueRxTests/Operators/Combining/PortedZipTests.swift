import ValueRx
import ValueRxTest
import XCTest

// Observable.zip ported from RxSwift's Tests/RxSwiftTests/Observable+ZipTests.swift: every
// test of that file, with the same events, virtual times, expected recordings and
// subscription intervals. RxSwift's expectations are the oracle; each test is named after the
// RxSwift test it ports.
//
// Not ported:
// - The `#if TRACE_RESOURCES` tests (testZipReleasesResourcesOnComplete1/2,
//   testZipReleasesResourcesOnError1/2, testZipArrayReleasesResourcesOnComplete1/2,
//   testZipArrayReleasesResourcesOnError1/2): they count RxSwift's live resources, which
//   `ValueRxTestCase` checks after every test instead.
// - Observable+ZipTests+arity.swift (generated, arities 2...8): our own generator covers it.
//
// Adaptations that do not change what is observed:
// - RxSwift wraps the arrays of the collection tests in `EquatableArray` (an RxSwift test
//   helper); `[Int]` is `Equatable`, so the arrays are compared directly and the selectors
//   return the array they get.
// - The collection factories are typed `Observable<[Int]>` / `Observable<Int>` as in RxSwift;
//   ValueRx's zip returns a concrete type, so each factory ends with `.asObservable()`.
// - `([] as [Observable<Int>]).map { $0.asObservable() }` is written `[Observable<Int>]()`.
//
// Where RxSwift's operator disposes a source subscription, a ValueRx operator may answer
// `.stop`; `TestableObservable` records either as the end of the subscription.

/// Ports the two-source tests of RxSwift's `ObservableZipTest` (Observable+ZipTests.swift):
/// `Observable.zip(_:_:resultSelector:)`. The collection forms: PortedZipCollectionTests.
final class PortedZipTests: ValueRxTestCase {
    // MARK: - Observable.zip(_:_:resultSelector:)

    func testZip_NeverEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let n = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let e = scheduler.createHotObservable([
            .next(150, 1),
            .completed(210)
        ])

        let res = scheduler.start {
            Observable.zip(n, e) { $0 + $1 }
        }

        XCTAssertEqual(res.events, [])

        XCTAssertEqual(n.subscriptions, [
            Subscription(200, 1000)
        ])

        XCTAssertEqual(e.subscriptions, [
            Subscription(200, 210)
        ])
    }

    func testZip_EmptyNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let n = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let e = scheduler.createHotObservable([
            .next(150, 1),
            .completed(210)
        ])

        let res = scheduler.start {
            Observable.zip(e, n) { $0 + $1 }
        }

        XCTAssertEqual(res.events, [])

        XCTAssertEqual(n.subscriptions, [
            Subscription(200, 1000)
        ])

        XCTAssertEqual(e.subscriptions, [
            Subscription(200, 210)
        ])
    }

    func testZip_EmptyNonEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let e = scheduler.createHotObservable([
            .next(150, 1),
            .completed(210)
        ])

        let o = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 2),
            .completed(220)
        ])

        let res = scheduler.start {
            Observable.zip(e, o) { $0 + $1 }
        }

        let messages = [
            Recorded.completed(220, Int.self)
        ]
        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(e.subscriptions, [
            Subscription(200, 210)
        ])

        XCTAssertEqual(o.subscriptions, [
            Subscription(200, 220)
        ])
    }

    func testZip_NonEmptyEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let e = scheduler.createHotObservable([
            .next(150, 1),
            .completed(210)
        ])

        let o = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 2),
            .completed(220)
        ])

        let res = scheduler.start {
            Observable.zip(o, e) { $0 + $1 }
        }

        let messages = [
            Recorded.completed(220, Int.self)
        ]
        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(e.subscriptions, [
            Subscription(200, 210)
        ])

        XCTAssertEqual(o.subscriptions, [
            Subscription(200, 220)
        ])
    }

    func testZip_NeverNonEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let n = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let o = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 2),
            .completed(220)
        ])

        let res = scheduler.start {
            Observable.zip(n, o) { $0 + $1 }
        }

        let messages: [Recorded<Event<Int>>] = []
        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(n.subscriptions, [
            Subscription(200, 1000)
        ])
    }

    func testZip_NonEmptyNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let n = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let o = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 2),
            .completed(220)
        ])

        let res = scheduler.start {
            Observable.zip(o, n) { $0 + $1 }
        }

        let messages: [Recorded<Event<Int>>] = []
        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(n.subscriptions, [
            Subscription(200, 1000)
        ])
    }

    func testZip_NonEmptyNonEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 2),
            .completed(230)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 3),
            .completed(240)
        ])

        let res = scheduler.start {
            Observable.zip(o1, o2) { $0 + $1 }
        }

        let messages = Recorded.events(
            .next(220, 2 + 3),
            .completed(240)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o1.subscriptions, [
            Subscription(200, 230)
        ])

        XCTAssertEqual(o2.subscriptions, [
            Subscription(200, 240)
        ])
    }

    func testZip_EmptyError() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError)
        ])

        let res = scheduler.start {
            Observable.zip(o1, o2) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError, Int.self)
        ]

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o1.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(o2.subscriptions, [
            Subscription(200, 220)
        ])
    }

    func testZip_ErrorEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError)
        ])

        let res = scheduler.start {
            Observable.zip(o2, o1) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError, Int.self)
        ]

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o1.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(o2.subscriptions, [
            Subscription(200, 220)
        ])
    }

    func testZip_NeverError() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError)
        ])

        let res = scheduler.start {
            Observable.zip(o1, o2) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError, Int.self)
        ]

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o1.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(o2.subscriptions, [
            Subscription(200, 220)
        ])
    }

    func testZip_ErrorNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError)
        ])

        let res = scheduler.start {
            Observable.zip(o2, o1) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError, Int.self)
        ]

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o1.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(o2.subscriptions, [
            Subscription(200, 220)
        ])
    }

    func testZip_ErrorError() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .error(230, testError1)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError2)
        ])

        let res = scheduler.start {
            Observable.zip(o2, o1) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError2, Int.self)
        ]

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o1.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(o2.subscriptions, [
            Subscription(200, 220)
        ])
    }

    func testZip_SomeError() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 2),
            .completed(230)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError1)
        ])

        let res = scheduler.start {
            Observable.zip(o1, o2) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError1, Int.self)
        ]

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o1.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(o2.subscriptions, [
            Subscription(200, 220)
        ])
    }

    func testZip_ErrorSome() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 2),
            .completed(230)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(220, testError1)
        ])

        let res = scheduler.start {
            Observable.zip(o2, o1) { $0 + $1 }
        }

        let messages = [
            Recorded.error(220, testError1, Int.self)
        ]

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o1.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(o2.subscriptions, [
            Subscription(200, 220)
        ])
    }

    func testZip_LeftCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(220)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 4),
            .completed(225)
        ])

        let res = scheduler.start {
            Observable.zip(o1, o2) { $0 + $1 }
        }

        let messages = Recorded.events(
            .next(215, 2 + 4),
            .completed(225)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o1.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(o2.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testZip_RightCompletesFirst() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(220)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(215, 4),
            .completed(225)
        ])

        let res = scheduler.start {
            Observable.zip(o2, o1) { $0 + $1 }
        }

        let messages = Recorded.events(
            .next(215, 2 + 4),
            .completed(225)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o1.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(o2.subscriptions, [
            Subscription(200, 225)
        ])
    }

    func testZip_LeftTriggersSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .completed(220)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 4)
        ])

        let res = scheduler.start {
            Observable.zip(o1, o2) { _, _ throws -> Int in throw testError }
        }

        let messages = [
            Recorded.error(220, testError, Int.self)
        ]

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o1.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(o2.subscriptions, [
            Subscription(200, 220)
        ])
    }

    func testZip_RightTriggersSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)

        let o1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .completed(220)
        ])

        let o2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 4)
        ])

        let res = scheduler.start {
            Observable.zip(o2, o1) { _, _ throws -> Int in throw testError }
        }

        let messages = [
            Recorded.error(220, testError, Int.self)
        ]

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(o1.subscriptions, [
            Subscription(200, 220)
        ])

        XCTAssertEqual(o2.subscriptions, [
            Subscription(200, 220)
        ])
    }
}
