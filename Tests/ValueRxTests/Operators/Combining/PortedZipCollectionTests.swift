import ValueRx
import ValueRxTest
import XCTest

// The collection forms of Observable.zip, ported from RxSwift's
// Tests/RxSwiftTests/Observable+ZipTests.swift: what is ported, what is not, and the
// adaptations are listed in PortedZipTests.swift.

/// Ports the collection tests of RxSwift's `ObservableZipTest` (Observable+ZipTests.swift):
/// `Observable.zip(_:)` and `Observable.zip(_:resultSelector:)`.
final class PortedZipCollectionTests: ValueRxTestCase {
    // MARK: - Observable.zip(collection) and Observable.zip(collection, resultSelector:)

    func testZip_NAry_emptyArray() {
        let factories: [() -> Observable<[Int]>] =
            [
                { Observable.zip([Observable<Int>]()) { (values: [Int]) in values }.asObservable() },
                { Observable.zip([Observable<Int>]()).map { (values: [Int]) in values }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let res = scheduler.start {
                factory()
            }

            XCTAssertEqual(res.events, [
                .completed(200)
            ])
        }
    }

    func testZip_NAry_symmetric() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] =
            [
                { e0, e1, e2 in Observable.zip([e0, e1, e2].map { $0.asObservable() }) { (values: [Int]) in values }.asObservable() },
                { e0, e1, e2 in Observable.zip([e0, e1, e2].map { $0.asObservable() }).map { (values: [Int]) in values }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .next(250, 4),
                .completed(420)
            ])
            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .next(240, 5),
                .completed(410)
            ])
            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .next(260, 6),
                .completed(400)
            ])

            let res = scheduler.start {
                factory(e0, e1, e2)
            }

            XCTAssertEqual(res.events, [
                .next(230, [1, 2, 3]),
                .next(260, [4, 5, 6]),
                .completed(420)
            ])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 420)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 410)])
            XCTAssertEqual(e2.subscriptions, [Subscription(200, 400)])
        }
    }

    func testZip_NAry_asymmetric() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] =
            [
                { e0, e1, e2 in Observable.zip([e0, e1, e2].map { $0.asObservable() }) { (values: [Int]) in values }.asObservable() },
                { e0, e1, e2 in Observable.zip([e0, e1, e2].map { $0.asObservable() }).map { (values: [Int]) in values }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .next(250, 4),
                .completed(270)
            ])
            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .next(240, 5),
                .next(290, 7),
                .next(310, 9),
                .completed(410)
            ])
            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .next(260, 6),
                .next(280, 8),
                .completed(300)
            ])

            let res = scheduler.start {
                factory(e0, e1, e2)
            }

            XCTAssertEqual(res.events, [
                .next(230, [1, 2, 3]),
                .next(260, [4, 5, 6]),
                .completed(310)
            ])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 270)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 310)])
            XCTAssertEqual(e2.subscriptions, [Subscription(200, 300)])
        }
    }

    func testZip_NAry_error() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] =
            [
                { e0, e1, e2 in Observable.zip([e0, e1, e2].map { $0.asObservable() }) { (values: [Int]) in values }.asObservable() },
                { e0, e1, e2 in Observable.zip([e0, e1, e2].map { $0.asObservable() }).map { (values: [Int]) in values }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .error(250, testError)
            ])
            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .next(240, 5),
                .completed(410)
            ])
            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .next(230, 3),
                .next(260, 6),
                .completed(400)
            ])

            let res = scheduler.start {
                factory(e0, e1, e2)
            }

            XCTAssertEqual(res.events, [
                .next(230, [1, 2, 3]),
                .error(250, testError)
            ])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 250)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])
            XCTAssertEqual(e2.subscriptions, [Subscription(200, 250)])
        }
    }

    func testZip_NAry_atLeastOneErrors4() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>)
            -> Observable<Int>] =
            [
                { e0, e1, e2, e3 in Observable.zip([e0, e1, e2, e3].map { $0.asObservable() }) { (_: [Int]) in 42 }.asObservable() },
                { e0, e1, e2, e3 in Observable.zip([e0, e1, e2, e3].map { $0.asObservable() }).map { (_: [Int]) in 42 }.asObservable() }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let e0 = scheduler.createHotObservable([
                .next(150, 1),
                .next(210, 1),
                .completed(400)
            ])
            let e1 = scheduler.createHotObservable([
                .next(150, 1),
                .next(220, 2),
                .completed(400)
            ])
            let e2 = scheduler.createHotObservable([
                .next(150, 1),
                .error(230, testError)
            ])
            let e3 = scheduler.createHotObservable([
                .next(150, 1),
                .next(240, 4),
                .completed(400)
            ])

            let res = scheduler.start {
                factory(e0, e1, e2, e3)
            }

            XCTAssertEqual(res.events, [
                .error(230, testError)
            ])

            XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e2.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(e3.subscriptions, [Subscription(200, 230)])
        }
    }
}
