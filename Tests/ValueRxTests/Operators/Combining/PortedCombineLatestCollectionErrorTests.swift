import ValueRx
import ValueRxTest
import XCTest

// Observable.combineLatest(collection) ending in an error, ported from RxSwift's
// Tests/RxSwiftTests/Observable+CombineLatestTests.swift: what is ported, what is not, and
// the adaptations are listed in PortedCombineLatestTests.swift.

/// RxSwift's combineLatest scenarios of the collection form that end in an error (a source's or
/// the result selector's).
final class PortedCombineLatestCollectionErrorTests: ValueRxTestCase {
    // MARK: - Observable.combineLatest(collection) ending in an error, with a selector and as arrays

    func testCombineLatest_EmptyErrorN() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in
                    Observable<Int>.combineLatest([e0, e1].map { $0.asObservable() }).map { $0.reduce(0, +) }.asObservable()
                },
                { e0, e1 in
                    Observable.combineLatest([e0, e1].map { $0.asObservable() }) { $0.reduce(0, +) }.asObservable()
                }
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

            XCTAssertEqual(res.events, [
                .error(220, testError)
            ])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ReturnErrorN() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in
                    Observable<Int>.combineLatest([e0, e1].map { $0.asObservable() }).map { $0.reduce(0, +) }.asObservable()
                },
                { e0, e1 in
                    Observable.combineLatest([e0, e1].map { $0.asObservable() }) { $0.reduce(0, +) }.asObservable()
                }
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

            XCTAssertEqual(res.events, [
                .error(220, testError)
            ])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ErrorErrorN() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in
                    Observable<Int>.combineLatest([e0, e1].map { $0.asObservable() }).map { $0.reduce(0, +) }.asObservable()
                },
                { e0, e1 in
                    Observable.combineLatest([e0, e1].map { $0.asObservable() }) { $0.reduce(0, +) }.asObservable()
                }
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

            XCTAssertEqual(res.events, [
                .error(220, testError1)
            ])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_NeverErrorN() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in
                    Observable<Int>.combineLatest([e0, e1].map { $0.asObservable() }).map { $0.reduce(0, +) }.asObservable()
                },
                { e0, e1 in
                    Observable.combineLatest([e0, e1].map { $0.asObservable() }) { $0.reduce(0, +) }.asObservable()
                }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1)
            ])

            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .error(220, testError2)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [
                .error(220, testError2)
            ])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_SomeErrorN() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in
                    Observable<Int>.combineLatest([e0, e1].map { $0.asObservable() }).map { $0.reduce(0, +) }.asObservable()
                },
                { e0, e1 in
                    Observable.combineLatest([e0, e1].map { $0.asObservable() }) { $0.reduce(0, +) }.asObservable()
                }
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
                .error(220, testError2)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [
                .error(220, testError2)
            ])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
        }
    }

    func testCombineLatest_ErrorAfterCompletedN() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in
                    Observable<Int>.combineLatest([e0, e1].map { $0.asObservable() }).map { $0.reduce(0, +) }.asObservable()
                },
                { e0, e1 in
                    Observable.combineLatest([e0, e1].map { $0.asObservable() }) { $0.reduce(0, +) }.asObservable()
                }
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
                .error(230, testError2)
            ])

            let res = scheduler.start {
                factory(e0, e1)
            }

            XCTAssertEqual(res.events, [
                .error(230, testError2)
            ])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        }
    }

    func testCombineLatest_ConsecutiveNWithErrorLeft() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in
                    Observable<Int>.combineLatest([e0, e1].map { $0.asObservable() }).map { $0.reduce(0, +) }.asObservable()
                },
                { e0, e1 in
                    Observable.combineLatest([e0, e1].map { $0.asObservable() }) { $0.reduce(0, +) }.asObservable()
                }
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

            XCTAssertEqual(res.events, [
                .error(230, testError)
            ])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
        }
    }

    func testCombineLatest_ConsecutiveNWithErrorRight() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<Int>] =
            [
                { e0, e1 in
                    Observable<Int>.combineLatest([e0, e1].map { $0.asObservable() }).map { $0.reduce(0, +) }.asObservable()
                },
                { e0, e1 in
                    Observable.combineLatest([e0, e1].map { $0.asObservable() }) { $0.reduce(0, +) }.asObservable()
                }
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

    func testCombineLatest_SelectorThrowsN() {
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
            Observable
                .combineLatest([e0, e1]
                    .map { $0.asObservable() }) { _ -> Int in throw testError }
        }

        XCTAssertEqual(res.events, [
            .error(220, testError)
        ])

        XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
    }
}
