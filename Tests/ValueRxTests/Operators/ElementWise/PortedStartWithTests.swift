import ValueRx
import ValueRxTest
import XCTest

// startWith, ported from RxSwift's own tests.
//
// RxSwift's Tests/RxSwiftTests has no startWith test: `testStartWith` matches nothing there,
// at HEAD or anywhere in the history of Tests/. The only startWith test in RxSwift's repository
// is RxCocoa's `testAsDriver_startWith` (Tests/RxCocoaTests/SharedSequence+OperatorTest.swift),
// and this file ports the part of it that is about startWith. Nothing else is added here.
//
// What `testAsDriver_startWith` checks and how it is carried over:
// - The source is a hand-driven hot sequence that sends 1, 2, then `testError`; the driver is
//   `asDriver(onErrorJustReturn: -1).startWith(0)`. A Driver's error recovery is a catch that
//   returns -1 and completes, so the chain here is `catchAndReturn(-1).startWith(0)`.
// - Expected elements: 0, 1, 2, -1 (the same list), and the sequence completes (RxCocoa's
//   helper fails on an error and waits for the completion).
// - The source has exactly one live subscription while the events are sent, and none after
//   the error (RxCocoa's `SubscribedToHotObservable` / `UnsunscribedFromHotObservable`).
//   RxCocoa's hand-driven source is replaced by `ManualSource` (Support/TestSupport.swift),
//   which counts subscriptions and disposals.
//
// Not carried over (Driver-only, no counterpart for a plain observable): delivery on the main
// thread, subscribing from a background scheduler, and the second subscriber that shares the
// first one's source subscription.

final class PortedStartWithTests: ValueRxTestCase {
    func testAsDriver_startWith() {
        let hotObservable1 = ManualSource<Int>()

        let sequence = hotObservable1.observable.catchAndReturn(-1).startWith(0)

        let recorder = Recorder<Int>()
        let subscription = sequence.subscribe(recorder.observer)

        // One live subscription to the source while it sends.
        XCTAssertEqual(hotObservable1.subscribeCount, 1)
        XCTAssertEqual(hotObservable1.disposeCount, 0)

        hotObservable1.onNext(1)
        hotObservable1.onNext(2)

        hotObservable1.onError(testError)

        // No live subscription left after the error.
        XCTAssertEqual(hotObservable1.subscribeCount, 1)
        XCTAssertEqual(hotObservable1.disposeCount, 1)

        XCTAssertEqual(recorder.elements, [0, 1, 2, -1])
        XCTAssertEqual(recorder.events, [.next(0), .next(1), .next(2), .next(-1), .completed])

        subscription.dispose()
    }
}
