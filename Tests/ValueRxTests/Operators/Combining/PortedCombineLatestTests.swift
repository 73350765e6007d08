import ValueRx
import ValueRxTest
import XCTest

// Observable.combineLatest on the virtual-time scheduler, RxTest style.
//
// Ports RxSwift's Tests/RxSwiftTests/Observable+CombineLatestTests.swift: the same recorded
// source events at the same virtual times, the same expected recordings and the same
// subscription intervals. RxSwift's expectations are the oracle; each test keeps the name of
// the RxSwift test it ports (including `testReplay_DeadlockEmpty`, a combineLatest test that
// RxSwift names after replay). Every scenario runs twice, as in RxSwift: once with a result
// selector and once without it (tuples, or arrays for the collection form) followed by `map`.
//
// Not ported:
// - The `#if TRACE_RESOURCES` tests (testCombineLatestReleasesResourcesOnComplete/OnError and
//   the 1/2 and Array variants): they only exercise RxSwift's resource counter.
// - Observable+CombineLatestTests+arity.swift (the generated per-arity tests): our own
//   generator produces those.
//
// Adaptations that do not change what is observed:
// - ValueRx operators return concrete types, so each factory erases its result with
//   `.asObservable()` where RxSwift's factory type says `Observable<Int>`.
// - RxSwift's N-ary tests wrap each array in `EquatableArray` (an RxSwift test helper) to
//   compare it; `[Int]` is `Equatable`, so the arrays are compared directly (the selector
//   variant passes the array through with `{ $0 }`).
// - The synchronous "Deadlock" tests spell out the element type RxSwift leaves to inference
//   (`Observable<Int>.of`, `.error`, `.empty`) and erase the `concat` inputs with
//   `.asObservable()`, as ValueRx's `concat` takes `Observable<Element>`s.
//
// Where RxSwift's operator disposes an upstream subscription, a ValueRx operator may answer
// `.stop` instead; `TestableObservable` records either as the end of the subscription.

/// RxSwift's two-source combineLatest scenarios that end in a completion or not at all, and the
/// synchronous ones. Ending in an error: PortedCombineLatestErrorTests; the collection form:
/// PortedCombineLatestCollectionTests and PortedCombineLatestCollectionErrorTests.
final class PortedCombineLatestTests: ValueRxTestCase {
    // MARK: - Observable.combineLatest(a, b), with a result selector and as tuples

    func testCombineLatest_NeverEmpty() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(210)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 1000)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 210)])
        }
    }

    func testCombineLatest_EmptyNever() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(210)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
        }
    }

    func testCombineLatest_EmptyReturn() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(210)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(215, 2),
                .completed(220)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.completed(215)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 215)])
        }
    }

    func testCombineLatest_ReturnEmpty() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(215, 2),
                .completed(220)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(210)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.completed(215)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 215)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 210)])
        }
    }

    func testCombineLatest_NeverReturn() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(215, 2),
                .completed(220)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 1000)])
        }
    }

    func testCombineLatest_ReturnNever() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(215, 2),
                .completed(220)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 1000)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ReturnReturn1() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(215, 2),
                .completed(230)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 3),
                .completed(240)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.next(220, 2 + 3), .completed(240)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 240)])
        }
    }

    func testCombineLatest_ReturnReturn2() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 3),
                .completed(240)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(215, 2),
                .completed(230)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.next(220, 2 + 3), .completed(240)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 240)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        }
    }

    // MARK: - Interleaved and consecutive elements

    func testCombineLatest_TestInterleavedWithTail() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(215, 2),
                .next(225, 4),
                .completed(230)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 3),
                .next(230, 5),
                .next(235, 6),
                .next(240, 7),
                .completed(250)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            let messages = Recorded.events(
                .next(220, 2 + 3),
                .next(225, 3 + 4),
                .next(230, 4 + 5),
                .next(235, 4 + 6),
                .next(240, 4 + 7),
                .completed(250)
            )

            XCTAssertEqual(res.events, messages)

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])
        }
    }

    func testCombineLatest_Consecutive() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(215, 2),
                .next(225, 4),
                .completed(230)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(235, 6),
                .next(240, 7),
                .completed(250)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            let messages = Recorded.events(
                .next(235, 4 + 6),
                .next(240, 4 + 7),
                .completed(250)
            )

            XCTAssertEqual(res.events, messages)

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])
        }
    }

    // MARK: - Synchronous sources (RxSwift's "Deadlock" tests)

    func testCombineLatest_DeadlockErrorAfterN() {
        var nEvents = 0

        let observable = Observable.combineLatest(
            Observable<Int>.concat([
                Observable<Int>.of(0, 1, 2).asObservable(),
                Observable<Int>.error(testError).asObservable(),
            ]),
            Observable<Int>.of(0, 1, 2)
        ) { $0 + $1 }

        _ = observable.subscribe(onError: { _ in
            nEvents += 1
        })

        XCTAssertEqual(nEvents, 1)
    }

    func testCombineLatest_DeadlockErrorImmediately() {
        var nEvents = 0

        let observable = Observable.combineLatest(
            Observable<Int>.error(testError),
            Observable<Int>.of(0, 1, 2)
        ) { $0 + $1 }

        _ = observable.subscribe(onError: { _ in
            nEvents += 1
        })

        XCTAssertEqual(nEvents, 1)
    }

    func testReplay_DeadlockEmpty() {
        var nEvents = 0

        let observable = Observable.combineLatest(
            Observable<Int>.empty(),
            Observable<Int>.of(0, 1, 2)
        ) { $0 + $1 }

        _ = observable.subscribe(onCompleted: {
            nEvents += 1
        })

        XCTAssertEqual(nEvents, 1)
    }
}
