import ValueRx
import ValueRxTest
import XCTest

// Observable.merge(...) ported from RxSwift's Tests/RxSwiftTests/Observable+MergeTests.swift:
// what is ported, what is not, and the adaptations are listed in PortedMergeTests.swift.

/// RxSwift's `testMergeSync_...` tests: `Observable.merge(...)` of a fixed set of sources.
final class PortedMergeSyncTests: ValueRxTestCase {
    // MARK: - Observable.merge(...) of a fixed set of sources

    func testMergeSync_Empty() {
        let factories: [() -> Observable<Int>] =
            [
                { Observable<Int>.merge().asObservable() },
                { Observable<Int>.merge(AnyCollection<Observable<Int>>([])).asObservable() },
                { Observable<Int>.merge([Observable<Int>]()).asObservable() },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let res = scheduler.start(factory)

            let messages = [
                Recorded.completed(200, Int.self),
            ]

            XCTAssertEqual(res.events, messages)
        }
    }

    func testMergeSync_EmptyData_DoesntCompleteImmediately() {
        let factories: [(Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { ys1, ys2 in Observable<Int>.merge(ys1, ys2).asObservable() },
                { ys1, ys2 in Observable<Int>.merge(AnyCollection([ys1, ys2])).asObservable() },
                { ys1, ys2 in Observable<Int>.merge([ys1, ys2]).asObservable() },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = Observable<Int>.empty()

            let ys2 = scheduler.createColdObservable([
                .next(10, 201),
                .next(20, 202),
                .completed(50),
            ])

            let res = scheduler.start {
                factory(ys1.asObservable(), ys2.asObservable())
            }

            let messages = Recorded.events(
                .next(210, 201),
                .next(220, 202),
                .completed(250)
            )

            XCTAssertEqual(res.events, messages)

            XCTAssertEqual(ys2.subscriptions, [
                Subscription(200, 250),
            ])
        }
    }

    func testMergeSync_EmptyEmpty_Completes() {
        let factories: [(Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { ys1, ys2 in Observable<Int>.merge(ys1, ys2).asObservable() },
                { ys1, ys2 in Observable<Int>.merge(AnyCollection([ys1, ys2])).asObservable() },
                { ys1, ys2 in Observable<Int>.merge([ys1, ys2]).asObservable() },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = Observable<Int>.empty()

            let ys2 = Observable<Int>.empty()

            let res = scheduler.start {
                factory(ys1.asObservable(), ys2.asObservable())
            }

            let messages = [
                Recorded.completed(200, Int.self),
            ]

            XCTAssertEqual(res.events, messages)
        }
    }

    func testMergeSync_Data() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { ys1, ys2, ys3 in Observable<Int>.merge(ys1, ys2, ys3).asObservable() },
                { ys1, ys2, ys3 in Observable<Int>.merge(AnyCollection([ys1, ys2, ys3])).asObservable() },
                { ys1, ys2, ys3 in Observable<Int>.merge([ys1, ys2, ys3]).asObservable() },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = scheduler.createColdObservable([
                .next(10, 101),
                .next(20, 102),
                .completed(230),
            ])

            let ys2 = scheduler.createColdObservable([
                .next(10, 201),
                .next(20, 202),
                .completed(50),
            ])

            let ys3 = scheduler.createColdObservable([
                .next(10, 301),
                .next(20, 302),
                .completed(150),
            ])

            let res = scheduler.start {
                factory(ys1.asObservable(), ys2.asObservable(), ys3.asObservable())
            }

            let messages = Recorded.events(
                .next(210, 101),
                .next(210, 201),
                .next(210, 301),
                .next(220, 102),
                .next(220, 202),
                .next(220, 302),
                .completed(430)
            )

            XCTAssertEqual(res.events, messages)

            XCTAssertEqual(ys1.subscriptions, [
                Subscription(200, 430),
            ])

            XCTAssertEqual(ys2.subscriptions, [
                Subscription(200, 250),
            ])

            XCTAssertEqual(ys3.subscriptions, [
                Subscription(200, 350),
            ])
        }
    }

    func testMergeSync_ObservableOfObservable_InnerThrows() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { ys1, ys2, ys3 in Observable<Int>.merge(ys1, ys2, ys3).asObservable() },
                { ys1, ys2, ys3 in Observable<Int>.merge(AnyCollection([ys1, ys2, ys3])).asObservable() },
                { ys1, ys2, ys3 in Observable<Int>.merge([ys1, ys2, ys3]).asObservable() },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = scheduler.createColdObservable([
                .next(10, 101),
                .next(20, 102),
                .completed(230),
            ])

            let ys2 = scheduler.createColdObservable([
                .next(10, 201),
                .error(15, testError),
            ])

            let ys3 = scheduler.createColdObservable([
                .next(10, 301),
                .next(20, 302),
                .completed(150),
            ])

            let res = scheduler.start {
                factory(ys1.asObservable(), ys2.asObservable(), ys3.asObservable())
            }

            let messages = Recorded.events(
                .next(210, 101),
                .next(210, 201),
                .next(210, 301),
                .error(215, testError)
            )

            XCTAssertEqual(res.events, messages)

            XCTAssertEqual(ys1.subscriptions, [
                Subscription(200, 215),
            ])

            XCTAssertEqual(ys2.subscriptions, [
                Subscription(200, 215),
            ])

            XCTAssertEqual(ys3.subscriptions, [
                Subscription(200, 215),
            ])
        }
    }
}
