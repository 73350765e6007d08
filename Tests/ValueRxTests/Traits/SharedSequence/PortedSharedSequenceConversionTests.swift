import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

// The generic conversion of any observable to a shared sequence whose strategy is given by
// the result type: `asSharedSequence(onErrorJustReturn:)`, `(onErrorDriveWith:)` and
// `(onErrorRecover:)`, here to a `Signal`.
//
// Ports every test of RxSwift's Tests/RxCocoaTests/ObservableConvertibleType+SharedSequence.swift
// (ObservableConvertibleSharedSequenceTests, 3 tests), each under its RxSwift name, with the same
// events and expected results; RxSwift's expectations are the oracle. They use the
// background-thread harness ported in PortedSharedSequenceTests.swift
// (`subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription`,
// `BackgroundThreadPrimitiveHotObservable`): two subscribers on a background queue share one
// subscription of the source, events arrive on the main thread, and an error of the source is
// replaced as the conversion says. None of them needs UIKit or AppKit.
//
// Not ported: nothing of this file.
//
// Adaptations that do not change what is observed:
// - The class derives from `ValueRxTestCase` (RxSwift: the `SharedSequenceTest` base class);
//   the harness is an extension of `ValueRxTestCase`.

final class PortedSharedSequenceConversionTests: ValueRxTestCase {}

extension PortedSharedSequenceConversionTests {
    func testAsSharedSequence_onErrorJustReturn() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let sharedSequence: Signal<Int> = hotObservable.asSharedSequence(onErrorJustReturn: -1)

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(sharedSequence) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1])
    }

    func testAsSharedSequence_onErrorDriveWith() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let sharedSequence: Signal<Int> = hotObservable.asSharedSequence(onErrorDriveWith: .just(-2))

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(sharedSequence) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -2])
    }

    func testAsSharedSequence_onErrorRecover() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let sharedSequence: Signal<Int> = hotObservable.asSharedSequence(onErrorRecover: { _ -> Signal<Int> in
            return .just(-3)
        })

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(sharedSequence) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -3])
    }
}
