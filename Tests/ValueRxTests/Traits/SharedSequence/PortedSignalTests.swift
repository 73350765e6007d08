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

// MARK: emit observer

extension PortedSignalTests {
    func testEmitObserver() {
        var events: [Recorded<Event<Int>>] = []

        let observer: AnyObserver<Int> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        _ = Signal.just(1).emit(to: observer)

        XCTAssertEqual(events.first?.value.element.flatMap(\.self), 1)
    }

    func testEmitObservers() {
        var events1: [Recorded<Event<Int>>] = []
        var events2: [Recorded<Event<Int>>] = []

        let observer1: AnyObserver<Int> = AnyObserver { event in
            events1.append(Recorded(time: 0, value: event))
        }

        let observer2: AnyObserver<Int> = AnyObserver { event in
            events2.append(Recorded(time: 0, value: event))
        }

        _ = Signal<Int>.just(1).asSignal().emit(to: observer1, observer2)

        XCTAssertEqual(events1, [
            .next(0, 1),
            .completed(0),
        ])

        XCTAssertEqual(events2, [
            .next(0, 1),
            .completed(0),
        ])
    }

    func testEmitOptionalObserver() {
        var events: [Recorded<Event<Int?>>] = []

        let observer: AnyObserver<Int?> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        _ = Signal<Int>.just(1).asSignal().emit(to: observer)

        XCTAssertEqual(events.first?.value.element.flatMap(\.self), 1)
    }

    func testEmitOptionalObservers() {
        var events1: [Recorded<Event<Int?>>] = []
        var events2: [Recorded<Event<Int?>>] = []

        let observer1: AnyObserver<Int?> = AnyObserver { event in
            events1.append(Recorded(time: 0, value: event))
        }

        let observer2: AnyObserver<Int?> = AnyObserver { event in
            events2.append(Recorded(time: 0, value: event))
        }

        _ = Signal<Int>.just(1).asSignal().emit(to: observer1, observer2)

        XCTAssertEqual(events1, [
            .next(0, 1),
            .completed(0),
        ])

        XCTAssertEqual(events2, [
            .next(0, 1),
            .completed(0),
        ])
    }

    func testEmitNoAmbiguity() {
        var events: [Recorded<Event<Int?>>] = []

        let observer: AnyObserver<Int?> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        // shouldn't cause compile time error
        _ = Signal.just(1).emit(to: observer)

        XCTAssertEqual(events.first?.value.element.flatMap(\.self), 1)
    }
}

// MARK: emit behavior relay

extension PortedSignalTests {
    func testEmitBehaviorRelay() {
        let relay = BehaviorRelay<Int>(value: 0)

        let subscription = Signal<Int>.just(1).asSignal().emit(to: relay)

        XCTAssertEqual(relay.value, 1)
        subscription.dispose()
    }

    func testEmitBehaviorRelays() {
        let relay1 = BehaviorRelay<Int>(value: 0)
        let relay2 = BehaviorRelay<Int>(value: 0)

        let subscription = Signal<Int>.just(1).asSignal().emit(to: relay1, relay2)

        XCTAssertEqual(relay1.value, 1)
        XCTAssertEqual(relay2.value, 1)
        subscription.dispose()
    }

    func testEmitBehaviorRelay1() {
        let relay = BehaviorRelay<Int?>(value: 0)

        let subscription = Signal<Int>.just(1).asSignal().emit(to: relay)

        XCTAssertEqual(relay.value, 1)
        subscription.dispose()
    }

    func testEmitBehaviorRelays1() {
        let relay1 = BehaviorRelay<Int?>(value: 0)
        let relay2 = BehaviorRelay<Int?>(value: 0)

        let subscription = Signal<Int>.just(1).asSignal().emit(to: relay1, relay2)

        XCTAssertEqual(relay1.value, 1)
        XCTAssertEqual(relay2.value, 1)
        subscription.dispose()
    }

    func testEmitBehaviorRelay2() {
        let relay = BehaviorRelay<Int?>(value: 0)

        let subscription = Signal<Int?>.just(1).asSignal().emit(to: relay)

        XCTAssertEqual(relay.value, 1)
        subscription.dispose()
    }

    func testEmitBehaviorRelays2() {
        let relay1 = BehaviorRelay<Int?>(value: 0)
        let relay2 = BehaviorRelay<Int?>(value: 0)

        let subscription = Signal<Int?>.just(1).asSignal().emit(to: relay1, relay2)

        XCTAssertEqual(relay1.value, 1)
        XCTAssertEqual(relay2.value, 1)
        subscription.dispose()
    }

    func testEmitBehaviorRelayNoAmbiguity() {
        let relay = BehaviorRelay<Int?>(value: 0)

        // shouldn't cause compile time error
        let subscription = Signal.just(1).emit(to: relay)

        XCTAssertEqual(relay.value, 1)
        subscription.dispose()
    }
}

// MARK: Emit to publish relay

extension PortedSignalTests {
    func testEmitPublishRelay() {
        let relay = PublishRelay<Int>()

        var latest: Int?
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        _ = Signal<Int>.just(1).asSignal().emit(to: relay)

        XCTAssertEqual(latest, 1)
    }

    func testEmitPublishRelays() {
        let relay1 = PublishRelay<Int>()
        let relay2 = PublishRelay<Int>()

        var latest1: Int?
        var latest2: Int?

        _ = relay1.subscribe(onNext: { latestElement in
            latest1 = latestElement
        })

        _ = relay2.subscribe(onNext: { latestElement in
            latest2 = latestElement
        })

        _ = Signal<Int>.just(1).asSignal().emit(to: relay1, relay2)

        XCTAssertEqual(latest1, 1)
        XCTAssertEqual(latest2, 1)
    }

    func testEmitOptionalPublishRelay1() {
        let relay = PublishRelay<Int?>()

        var latest: Int? = nil
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        _ = Signal<Int>.just(1).asSignal().emit(to: relay)

        XCTAssertEqual(latest, 1)
    }

    func testEmitOptionalPublishRelays() {
        let relay1 = PublishRelay<Int?>()
        let relay2 = PublishRelay<Int?>()

        var latest1: Int?
        var latest2: Int?

        _ = relay1.subscribe(onNext: { latestElement in
            latest1 = latestElement
        })

        _ = relay2.subscribe(onNext: { latestElement in
            latest2 = latestElement
        })

        _ = Signal<Int>.just(1).asSignal().emit(to: relay1, relay2)

        XCTAssertEqual(latest1, 1)
        XCTAssertEqual(latest2, 1)
    }

    func testEmitOptionalPublishRelay2() {
        let relay = PublishRelay<Int?>()

        var latest: Int?
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        _ = Signal<Int?>.just(1).asSignal().emit(to: relay)

        XCTAssertEqual(latest, 1)
    }

    func testEmitPublishRelays2() {
        let relay1 = PublishRelay<Int?>()
        let relay2 = PublishRelay<Int?>()

        var latest1: Int?
        var latest2: Int?

        _ = relay1.subscribe(onNext: { latestElement in
            latest1 = latestElement
        })

        _ = relay2.subscribe(onNext: { latestElement in
            latest2 = latestElement
        })

        _ = Signal<Int?>.just(1).asSignal().emit(to: relay1, relay2)

        XCTAssertEqual(latest1, 1)
        XCTAssertEqual(latest2, 1)
    }

    func testEmitPublishRelayNoAmbiguity() {
        let relay = PublishRelay<Int?>()

        var latest: Int? = nil
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        // shouldn't cause compile time error
        _ = Signal.just(1).emit(to: relay)

        XCTAssertEqual(latest, 1)
    }
}

// MARK: Emit to replay relay

extension PortedSignalTests {
    func testEmitReplayRelay() {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)

        var latest: Int?
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        _ = Signal<Int>.just(1).asSignal().emit(to: relay)

        XCTAssertEqual(latest, 1)
    }

    func testEmitReplayRelays() {
        let relay1 = ReplayRelay<Int>.create(bufferSize: 1)
        let relay2 = ReplayRelay<Int>.create(bufferSize: 1)

        var latest1: Int?
        var latest2: Int?

        _ = relay1.subscribe(onNext: { latestElement in
            latest1 = latestElement
        })

        _ = relay2.subscribe(onNext: { latestElement in
            latest2 = latestElement
        })

        _ = Signal<Int>.just(1).asSignal().emit(to: relay1, relay2)

        XCTAssertEqual(latest1, 1)
        XCTAssertEqual(latest2, 1)
    }

    func testEmitOptionalReplayRelay1() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)

        var latest: Int? = nil
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        _ = Signal<Int>.just(1).asSignal().emit(to: relay)

        XCTAssertEqual(latest, 1)
    }

    func testEmitOptionalReplayRelays() {
        let relay1 = ReplayRelay<Int?>.create(bufferSize: 1)
        let relay2 = ReplayRelay<Int?>.create(bufferSize: 1)

        var latest1: Int?
        var latest2: Int?

        _ = relay1.subscribe(onNext: { latestElement in
            latest1 = latestElement
        })

        _ = relay2.subscribe(onNext: { latestElement in
            latest2 = latestElement
        })

        _ = Signal<Int>.just(1).asSignal().emit(to: relay1, relay2)

        XCTAssertEqual(latest1, 1)
        XCTAssertEqual(latest2, 1)
    }

    func testEmitOptionalReplayRelay2() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)

        var latest: Int?
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        _ = Signal<Int?>.just(1).asSignal().emit(to: relay)

        XCTAssertEqual(latest, 1)
    }

    func testEmitReplayRelays2() {
        let relay1 = ReplayRelay<Int?>.create(bufferSize: 1)
        let relay2 = ReplayRelay<Int?>.create(bufferSize: 1)

        var latest1: Int?
        var latest2: Int?

        _ = relay1.subscribe(onNext: { latestElement in
            latest1 = latestElement
        })

        _ = relay2.subscribe(onNext: { latestElement in
            latest2 = latestElement
        })

        _ = Signal<Int?>.just(1).asSignal().emit(to: relay1, relay2)

        XCTAssertEqual(latest1, 1)
        XCTAssertEqual(latest2, 1)
    }

    func testEmitReplayRelayNoAmbiguity() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)

        var latest: Int? = nil
        _ = relay.subscribe(onNext: { latestElement in
            latest = latestElement
        })

        // shouldn't cause compile time error
        _ = Signal.just(1).emit(to: relay)

        XCTAssertEqual(latest, 1)
    }
}

// MARK: - Emit with object

extension PortedSignalTests {
    func testEmitWithNext() {
        var testObject: PortedSignalTestObject! = PortedSignalTestObject()
        let scheduler = TestScheduler(initialClock: 0)
        var values = [String]()
        var disposed: UUID?
        let coldObservable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50),
        ])

        let signal = coldObservable.asSignal(onErrorJustReturn: -1)

        _ = signal
            .emit(
                with: testObject,
                onNext: { object, value in values.append(object.id.uuidString + "\(value)") },
                onDisposed: { disposed = $0.id }
            )

        scheduler.start()

        let uuid = testObject.id
        XCTAssertEqual(values, [
            uuid.uuidString + "0",
            uuid.uuidString + "1",
            uuid.uuidString + "2",
            uuid.uuidString + "3"
        ])

        XCTAssertEqual(disposed, uuid)

        XCTAssertNotNil(testObject)
        testObject = nil
        XCTAssertNil(testObject)
    }

    func testEmitWithError() {
        var testObject: PortedSignalTestObject! = PortedSignalTestObject()
        let scheduler = TestScheduler(initialClock: 0)
        var values = [String]()
        var disposed: UUID?
        let coldObservable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .error(40, testError),
            .next(50, 3),
        ])

        let signal = coldObservable.asSignal(onErrorJustReturn: -1)

        _ = signal
            .emit(
                with: testObject,
                onNext: { object, value in values.append(object.id.uuidString + "\(value)") },
                onDisposed: { disposed = $0.id }
            )

        scheduler.start()

        let uuid = testObject.id
        XCTAssertEqual(values, [
            uuid.uuidString + "0",
            uuid.uuidString + "1",
            uuid.uuidString + "2",
            uuid.uuidString + "-1"
        ])

        XCTAssertEqual(disposed, uuid)

        XCTAssertNotNil(testObject)
        testObject = nil
        XCTAssertNil(testObject)
    }

    func testEmitWithCompleted() {
        var testObject: PortedSignalTestObject! = PortedSignalTestObject()
        let scheduler = TestScheduler(initialClock: 0)
        var values = [String]()
        var disposed: UUID?
        var completed: UUID?

        let coldObservable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .completed(40),
        ])

        let signal = coldObservable.asSignal(onErrorJustReturn: -1)

        _ = signal
            .emit(
                with: testObject,
                onNext: { object, value in values.append(object.id.uuidString + "\(value)") },
                onCompleted: { completed = $0.id },
                onDisposed: { disposed = $0.id }
            )

        scheduler.start()

        let uuid = testObject.id
        XCTAssertEqual(values, [
            uuid.uuidString + "0",
            uuid.uuidString + "1",
            uuid.uuidString + "2"
        ])

        XCTAssertEqual(disposed, uuid)
        XCTAssertEqual(completed, uuid)

        XCTAssertNotNil(testObject)
        testObject = nil
        XCTAssertNil(testObject)
    }
}

private final class PortedSignalTestObject: NSObject {
    var id = UUID()
}
