import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

// The time operators and creation functions of shared sequences (Driver, Signal): debounce,
// throttle, delay, interval, timer.
// Ports the matching tests of RxSwift's Tests/RxCocoaTests/SharedSequence+OperatorTest.swift,
// each under its RxSwift name; what is ported, the harness and the adaptations are described in
// PortedSharedSequenceOperatorTests.swift.

final class PortedSharedSequenceTimeTests: ValueRxTestCase {}

// MARK: debounce

extension PortedSharedSequenceTimeTests {
    func testAsDriver_debounce() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let driver = hotObservable.asDriver(onErrorJustReturn: -1).debounce(.seconds(0))

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [-1])
    }

    func testAsDriver_throttle() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let driver = hotObservable.asDriver(onErrorJustReturn: -1).throttle(.milliseconds(500))

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, -1])
    }

    func testAsDriver_throttle2() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let driver = hotObservable.asDriver(onErrorJustReturn: -1).throttle(.milliseconds(500), latest: false)

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1])
    }
}

// MARK: delay

extension PortedSharedSequenceTimeTests {
    func testAsDriver_delay() {
        let hotObservable1 = PrimitiveHotObservable<Int>(subscribedOn: .background)

        let driver = hotObservable1.asDriver(onErrorJustReturn: -1).delay(.milliseconds(100))

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable1.subscriptions == [SubscribedToHotObservable])

            hotObservable1.on(.next(1))
            hotObservable1.on(.next(2))

            hotObservable1.on(.error(testError))

            XCTAssertTrue(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1])
    }
}

// MARK: interval

extension PortedSharedSequenceTimeTests {
    func testAsDriver_interval() {
        let testScheduler = TestScheduler(initialClock: 0)

        let firstObserver = testScheduler.createObserver(Int.self)
        let secondObserver = testScheduler.createObserver(Int.self)

        var disposable1: Disposable!
        var disposable2: Disposable!

        SharingScheduler.mock(scheduler: testScheduler) {
            let interval = Driver<Int>.interval(.seconds(100))

            testScheduler.scheduleAt(20) {
                disposable1 = interval.asObservable().subscribe(firstObserver)
            }

            testScheduler.scheduleAt(170) {
                disposable2 = interval.asObservable().subscribe(secondObserver)
            }

            testScheduler.scheduleAt(230) {
                disposable1.dispose()
                disposable2.dispose()
            }

            testScheduler.start()
        }

        XCTAssertEqual(firstObserver.events, [
            .next(120, 0),
            .next(220, 1)
        ])
        XCTAssertEqual(secondObserver.events, [
            .next(170, 0),
            .next(220, 1)
        ])
    }
}

// MARK: timer

extension PortedSharedSequenceTimeTests {
    func testAsDriver_timer() {
        let testScheduler = TestScheduler(initialClock: 0)

        let firstObserver = testScheduler.createObserver(Int.self)
        let secondObserver = testScheduler.createObserver(Int.self)

        var disposable1: Disposable!
        var disposable2: Disposable!

        SharingScheduler.mock(scheduler: testScheduler) {
            let interval = Driver<Int>.timer(.seconds(100), period: .seconds(105))

            testScheduler.scheduleAt(20) {
                disposable1 = interval.asObservable().subscribe(firstObserver)
            }

            testScheduler.scheduleAt(170) {
                disposable2 = interval.asObservable().subscribe(secondObserver)
            }

            testScheduler.scheduleAt(230) {
                disposable1.dispose()
                disposable2.dispose()
            }

            testScheduler.start()
        }

        XCTAssertEqual(firstObserver.events, [
            .next(120, 0),
            .next(225, 1)
        ])
        XCTAssertEqual(secondObserver.events, [
            .next(170, 0),
            .next(225, 1)
        ])
    }
}
