import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

// Signal (`SharedSequence<SignalSharingStrategy, Element>`): sharing without replay while
// connected, the conversions (`asSignal(onErrorJustReturn:)`, `(onErrorSignalWith:)`,
// `(onErrorRecover:)`, `asSignal()` on PublishRelay and on ControlEvent), and every `emit`
// overload (observers, optional observers, BehaviorRelay, PublishRelay, ReplayRelay,
// `emit(with:onNext:onCompleted:onDisposed:)`).
//
// The `emit` tests are in PortedSignalEmitTests.swift (class PortedSignalEmitTests).
//
// Ports every test of RxSwift's Tests/RxCocoaTests/Signal+Test.swift (SignalTests): the same
// cold-observable events at the same virtual times, the same scheduled subscribe and dispose
// times, the same expected recordings and subscription intervals. RxSwift's expectations are
// the oracle; each test keeps the name of the RxSwift test it ports. None of them needs UIKit
// or AppKit (testControlEventAsSignal builds a `ControlEvent(events:)` from a relay, no
// control). The background-thread harness is ported in PortedSharedSequenceTests.swift.
//
// Not ported: nothing of this file.
//
// The sharing tests are the Driver ones with one difference that is the point of Signal:
// observer2, subscribed at 225 while the source is connected, gets nothing until 230 (a
// Driver replays 1 at 225). As for Driver, the virtual-time tests rely on the synchronous
// fast path of `MainScheduler()` on the main thread (see Pending/README.md).
//
// Adaptations that do not change what is observed:
// - The expected recordings are typed constants instead of literals in the assertion.
// - ValueRx's conversions and operators return concrete types. Where RxSwift gives an
//   explicitly typed Signal (`(Signal.just(1) as Signal<Int>)`, the signals handed to the
//   background harness, whose parameter is the erased `SharedSequence<SharingStrategy, Result>`)
//   or passes one where RxSwift's API takes a `Signal<Element>` (`onErrorSignalWith:`, the
//   result of `onErrorRecover:`), the value gets the erasing `.asSignal()` and the creation
//   names its element type (`Signal<Int>.just(1).asSignal()`, `Signal<Int>.empty().asSignal()`).
//   The "NoAmbiguity" tests keep RxSwift's untyped `Signal.just(1)`: that is what they test.
// - RxTest's time-less `.next(1)` / `.completed()` (time 0) are written `.next(0, 1)` /
//   `.completed(0)`; ValueRxTest has only the timed forms.
// - RxSwift's private `TestObject` is `PortedSignalTestObject` (an NSObject with a UUID).
// - `emit` to the relays, `asSignal()` on PublishRelay and ControlEvent are RxCocoa's; ValueRx
//   has them in its one module.

private typealias SignalIntEvents = [Recorded<Event<Int>>]

final class PortedSignalTests: ValueRxTestCase {}

extension PortedSignalTests {
    func testSignalSharing_WhenErroring() {
        let scheduler = TestScheduler(initialClock: 0)

        let observer1 = scheduler.createObserver(Int.self)
        let observer2 = scheduler.createObserver(Int.self)
        let observer3 = scheduler.createObserver(Int.self)
        var disposable1: Disposable!
        var disposable2: Disposable!
        var disposable3: Disposable!

        let coldObservable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .error(50, testError),
        ])
        let signal = coldObservable.asSignal(onErrorJustReturn: -1)

        scheduler.scheduleAt(200) {
            disposable1 = signal.asObservable().subscribe(observer1)
        }

        scheduler.scheduleAt(225) {
            disposable2 = signal.asObservable().subscribe(observer2)
        }

        scheduler.scheduleAt(235) {
            disposable1.dispose()
        }

        scheduler.scheduleAt(260) {
            disposable2.dispose()
        }

        // resubscription

        scheduler.scheduleAt(260) {
            disposable3 = signal.asObservable().subscribe(observer3)
        }

        scheduler.scheduleAt(285) {
            disposable3.dispose()
        }

        scheduler.start()

        let expected1: SignalIntEvents = [
            .next(210, 0),
            .next(220, 1),
            .next(230, 2),
        ]
        XCTAssertEqual(observer1.events, expected1)

        let expected2: SignalIntEvents = [
            .next(230, 2),
            .next(240, 3),
            .next(250, -1),
            .completed(250),
        ]
        XCTAssertEqual(observer2.events, expected2)

        let expected3: SignalIntEvents = [
            .next(270, 0),
            .next(280, 1),
        ]
        XCTAssertEqual(observer3.events, expected3)

        XCTAssertEqual(coldObservable.subscriptions, [
            Subscription(200, 250),
            Subscription(260, 285),
        ])
    }

    func testSignalSharing_WhenCompleted() {
        let scheduler = TestScheduler(initialClock: 0)

        let observer1 = scheduler.createObserver(Int.self)
        let observer2 = scheduler.createObserver(Int.self)
        let observer3 = scheduler.createObserver(Int.self)
        var disposable1: Disposable!
        var disposable2: Disposable!
        var disposable3: Disposable!

        let coldObservable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50),
        ])
        let signal = coldObservable.asSignal(onErrorJustReturn: -1)

        scheduler.scheduleAt(200) {
            disposable1 = signal.asObservable().subscribe(observer1)
        }

        scheduler.scheduleAt(225) {
            disposable2 = signal.asObservable().subscribe(observer2)
        }

        scheduler.scheduleAt(235) {
            disposable1.dispose()
        }

        scheduler.scheduleAt(260) {
            disposable2.dispose()
        }

        // resubscription

        scheduler.scheduleAt(260) {
            disposable3 = signal.asObservable().subscribe(observer3)
        }

        scheduler.scheduleAt(285) {
            disposable3.dispose()
        }

        scheduler.start()

        let expected1: SignalIntEvents = [
            .next(210, 0),
            .next(220, 1),
            .next(230, 2),
        ]
        XCTAssertEqual(observer1.events, expected1)

        let expected2: SignalIntEvents = [
            .next(230, 2),
            .next(240, 3),
            .completed(250),
        ]
        XCTAssertEqual(observer2.events, expected2)

        let expected3: SignalIntEvents = [
            .next(270, 0),
            .next(280, 1),
        ]
        XCTAssertEqual(observer3.events, expected3)

        XCTAssertEqual(coldObservable.subscriptions, [
            Subscription(200, 250),
            Subscription(260, 285),
        ])
    }
}

// MARK: conversions

extension PortedSignalTests {
    func testPublishRelayAsSignal() {
        let hotObservable: PublishRelay<Int> = PublishRelay()
        let xs = Signal.zip(hotObservable.asSignal(), Signal.of(0, 0)) { x, _ in
            x
        }
        .asSignal()

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs, expectationFulfilled: { $0 == 2 }) {
            hotObservable.accept(1)
            hotObservable.accept(2)
        }

        XCTAssertEqual(results, [1, 2])
    }

    func testControlEventAsSignal() {
        let hotObservable: PublishRelay<Int> = PublishRelay()
        let controlEvent = ControlEvent(events: hotObservable.asObservable())
        let xs = Signal.zip(controlEvent.asSignal(), Signal.of(0, 0)) { x, _ in
            x
        }
        .asSignal()

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs, expectationFulfilled: { $0 == 2 }) {
            hotObservable.accept(1)
            hotObservable.accept(2)
        }

        XCTAssertEqual(results, [1, 2])
    }

    func testAsSignal_onErrorJustReturn() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let xs = hotObservable.asSignal(onErrorJustReturn: -1).asSignal()

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1])
    }

    func testAsSignal_onErrorDriveWith() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let xs = hotObservable.asSignal(onErrorSignalWith: Signal<Int>.just(-1).asSignal()).asSignal()

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1])
    }

    func testAsSignal_onErrorRecover() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let xs = hotObservable.asSignal { _ in
            Signal<Int>.empty().asSignal()
        }
        .asSignal()

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(xs) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2])
    }
}
