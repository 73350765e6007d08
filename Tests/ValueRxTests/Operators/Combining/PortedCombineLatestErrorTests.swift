import ValueRx
import ValueRxTest
import XCTest

// Observable.combineLatest(a, b) ending in an error, ported from RxSwift's
// Tests/RxSwiftTests/Observable+CombineLatestTests.swift: what is ported, what is not, and
// the adaptations are listed in PortedCombineLatestTests.swift.

/// RxSwift's two-source combineLatest scenarios that end in an error (a source's or the
/// result selector's).
final class PortedCombineLatestErrorTests: ValueRxTestCase {
    // MARK: - Observable.combineLatest(a, b) ending in an error, with a result selector and as tuples

    func testCombineLatest_EmptyError() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(230)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .error(220, testError)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.error(220, testError)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ErrorEmpty() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .error(220, testError)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .completed(230)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.error(220, testError)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ReturnThrow() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 2),
                .completed(230)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .error(220, testError)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.error(220, testError)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ThrowReturn() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .error(220, testError)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 2),
                .completed(230)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.error(220, testError)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ThrowThrow1() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .error(220, testError1)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .error(230, testError2)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.error(220, testError1)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ThrowThrow2() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .error(230, testError1)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .error(220, testError2)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.error(220, testError2)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ErrorThrow() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 2),
                .error(220, testError1)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .error(230, testError2)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.error(220, testError1)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ThrowError() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .error(230, testError2)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 2),
                .error(220, testError1)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.error(220, testError1)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_SomeThrow() {
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
                .error(220, testError)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.error(220, testError)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ThrowSome() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .error(220, testError)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(215, 2),
                .completed(230)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.error(220, testError)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ThrowAfterCompleteLeft() {
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
                .error(230, testError)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.error(230, testError)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        }
    }

    func testCombineLatest_ThrowAfterCompleteRight() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in Observable.combineLatest(e0, e1) { x1, x2 in x1 + x2 }.asObservable() },
                { e0, e1 in Observable.combineLatest(e0, e1).map { x1, x2 in x1 + x2 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .error(230, testError)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(215, 2),
                .completed(220)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [.error(230, testError)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ConsecutiveEndWithErrorLeft() {
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
                .error(230, testError)
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

            XCTAssertEqual(res.events, [.error(230, testError)])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        }
    }

    func testCombineLatest_ConsecutiveEndWithErrorRight() {
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
                .completed(250)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(235, 6),
                .next(240, 7),
                .error(245, testError)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [
                .next(235, 4 + 6),
                .next(240, 4 + 7),
                .error(245, testError)
            ] as [Recorded<Event<Int>>])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 245)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 245)])
        }
    }
}
