import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

// The flattening operators of shared sequences (Driver, Signal): switchLatest, flatMapLatest,
// flatMapFirst, flatMap, merge, concat.
// Ports the matching tests of RxSwift's Tests/RxCocoaTests/SharedSequence+OperatorTest.swift,
// each under its RxSwift name; what is ported, the harness and the adaptations are described in
// PortedSharedSequenceOperatorTests.swift.

final class PortedSharedSequenceFlatteningTests: ValueRxTestCase {}

// MARK: switch latest

extension PortedSharedSequenceFlatteningTests {
    func testAsDriver_switchLatest() {
        let hotObservable = PrimitiveHotObservable<Signal<Int>>(subscribedOn: .background)
        let hotObservable1 = PrimitiveHotObservable<Int>(subscribedOn: .main)
        let hotObservable2 = PrimitiveHotObservable<Int>(subscribedOn: .main)

        let xs: Signal<Int> = hotObservable.asDriver(onErrorJustReturn: hotObservable1.asSignal(onErrorJustReturn: -1)).switchLatest()

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(hotObservable1.asSignal(onErrorJustReturn: -2)))

            hotObservable1.on(.next(1))
            hotObservable1.on(.next(2))
            hotObservable1.on(.error(testError))

            hotObservable.on(.next(hotObservable2.asSignal(onErrorJustReturn: -3)))

            hotObservable2.on(.next(10))
            hotObservable2.on(.next(11))
            hotObservable2.on(.error(testError))

            hotObservable.on(.error(testError))

            hotObservable1.on(.completed)
            hotObservable.on(.completed)

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [
            1, 2, -2,
            10, 11, -3,
            -1
        ])
    }
}

// MARK: flatMapLatest

extension PortedSharedSequenceFlatteningTests {
    func testAsDriver_flatMapLatest() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let hotObservable1 = PrimitiveHotObservable<Int>(subscribedOn: .main)
        let hotObservable2 = PrimitiveHotObservable<Int>(subscribedOn: .main)
        let errorHotObservable = PrimitiveHotObservable<Int>(subscribedOn: .main)

        let signals: [Signal<Int>] = [
            hotObservable1.asSignal(onErrorJustReturn: -2),
            hotObservable2.asSignal(onErrorJustReturn: -3),
            errorHotObservable.asSignal(onErrorJustReturn: -4)
        ]

        let xs: Signal<Int> = hotObservable.asDriver(onErrorJustReturn: 2).flatMapLatest { signals[$0] }

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(0))

            hotObservable1.on(.next(1))
            hotObservable1.on(.next(2))
            hotObservable1.on(.error(testError))

            hotObservable.on(.next(1))

            hotObservable2.on(.next(10))
            hotObservable2.on(.next(11))
            hotObservable2.on(.error(testError))

            hotObservable.on(.error(testError))

            errorHotObservable.on(.completed)
            hotObservable.on(.completed)

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [
            1, 2, -2,
            10, 11, -3
        ])
    }
}

// MARK: flatMapFirst

extension PortedSharedSequenceFlatteningTests {
    func testAsDriver_flatMapFirst() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let hotObservable1 = PrimitiveHotObservable<Int>(subscribedOn: .main)
        let hotObservable2 = PrimitiveHotObservable<Int>(subscribedOn: .main)
        let errorHotObservable = PrimitiveHotObservable<Int>(subscribedOn: .main)

        let signals: [Signal<Int>] = [
            hotObservable1.asSignal(onErrorJustReturn: -2),
            hotObservable2.asSignal(onErrorJustReturn: -3),
            errorHotObservable.asSignal(onErrorJustReturn: -4)
        ]

        let xs: Signal<Int> = hotObservable.asDriver(onErrorJustReturn: 2).flatMapFirst { signals[$0] }

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(0))
            hotObservable.on(.next(1))

            hotObservable1.on(.next(1))
            hotObservable1.on(.next(2))
            hotObservable1.on(.error(testError))

            hotObservable2.on(.next(10))
            hotObservable2.on(.next(11))
            hotObservable2.on(.error(testError))

            hotObservable.on(.error(testError))

            errorHotObservable.on(.completed)
            hotObservable.on(.completed)

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [
            1, 2, -2
        ])
    }
}

// MARK: flat map

extension PortedSharedSequenceFlatteningTests {
    func testAsDriver_flatMap() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let xs: Signal<Int> = hotObservable.asDriver(onErrorJustReturn: -1).flatMap { (n: Int) -> Signal<Int> in
            XCTAssertTrue(Thread.isMainThread)
            return Signal.just(n + 1)
        }

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [2, 3, 0])
    }
}

// MARK: merge

extension PortedSharedSequenceFlatteningTests {
    func testAsDriver_mergeSync() {
        let factories: [(Driver<Int>) -> Driver<Int>] =
            [
                { source in Driver.merge(source) },
                { source in Driver.merge([source]) },
                { source in Driver.merge(AnyCollection([source])) }
            ]

        for factory in factories {
            let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
            let driver = factory(hotObservable.asDriver(onErrorJustReturn: -1))

            let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
                XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

                hotObservable.on(.next(1))
                hotObservable.on(.next(2))
                hotObservable.on(.error(testError))

                XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
            }

            XCTAssertEqual(results, [1, 2, -1])
        }
    }
}

// MARK: merge

extension PortedSharedSequenceFlatteningTests {
    func testAsDriver_merge() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let xs: Signal<Int> = hotObservable.asDriver(onErrorJustReturn: -1).map { (n: Int) -> Signal<Int> in
            XCTAssertTrue(Thread.isMainThread)
            return Signal.just(n + 1)
        }.merge()

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [2, 3, 0])
    }

    func testAsDriver_merge2() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let xs: Signal<Int> = hotObservable.asDriver(onErrorJustReturn: -1).map { (n: Int) -> Signal<Int> in
            XCTAssertTrue(Thread.isMainThread)
            return Signal.just(n + 1)
        }.merge(maxConcurrent: 1)

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [2, 3, 0])
    }
}

// MARK: concat

extension PortedSharedSequenceFlatteningTests {
    func testAsDriver_concat_sequenceType() {
        let hotObservable1 = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let hotObservable2 = PrimitiveHotObservable<Int>(subscribedOn: .main)

        let driver = Driver.concat(AnySequence([hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2)]))

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable1.subscriptions == [SubscribedToHotObservable])

            hotObservable1.on(.next(1))
            hotObservable1.on(.next(2))
            hotObservable1.on(.error(testError))

            XCTAssertTrue(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
            XCTAssertTrue(hotObservable2.subscriptions == [SubscribedToHotObservable])

            hotObservable2.on(.next(4))
            hotObservable2.on(.next(5))
            hotObservable2.on(.error(testError))

            XCTAssertTrue(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1, 4, 5, -2])
    }

    func testAsDriver_concat() {
        let hotObservable1 = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let hotObservable2 = PrimitiveHotObservable<Int>(subscribedOn: .main)

        let driver = Driver.concat([hotObservable1.asDriver(onErrorJustReturn: -1), hotObservable2.asDriver(onErrorJustReturn: -2)])

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable1.subscriptions == [SubscribedToHotObservable])

            hotObservable1.on(.next(1))
            hotObservable1.on(.next(2))
            hotObservable1.on(.error(testError))

            XCTAssertTrue(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
            XCTAssertTrue(hotObservable2.subscriptions == [SubscribedToHotObservable])

            hotObservable2.on(.next(4))
            hotObservable2.on(.next(5))
            hotObservable2.on(.error(testError))

            XCTAssertTrue(hotObservable2.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1, 4, 5, -2])
    }
}
