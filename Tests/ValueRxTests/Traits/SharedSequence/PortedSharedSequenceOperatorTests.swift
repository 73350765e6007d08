import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

// The operators of shared sequences (Driver, Signal) and their creation functions: deferred,
// map, compactMap, filter, switchLatest, flatMapLatest, flatMapFirst, do (every hook),
// distinctUntilChanged (all four overloads), flatMap, merge (static: variadic, array,
// collection; instance: merge(), merge(maxConcurrent:)), debug, debounce, throttle (latest and
// not), scan, concat (sequence, collection), combineLatest and zip (collection and two-source
// forms, with and without a result selector), withLatestFrom (both overloads), skip, startWith,
// delay, interval, timer, from(optional:), from(sequence), from(array).
//
// Ports every test of RxSwift's Tests/RxCocoaTests/SharedSequence+OperatorTest.swift
// (SharedSequenceOperatorTests, 42 tests), each under its RxSwift name, with the same events,
// the same virtual times and the same expected results; RxSwift's expectations are the oracle.
// Six tests (interval, timer, the four `from`) run on a `TestScheduler` installed with
// `SharingScheduler.mock(scheduler:)`, as in RxSwift. The other 36 use the background-thread
// harness of RxSwift's SharedSequence+Test.swift
// (`subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription`), ported in
// PortedSharedSequenceTests.swift with the mocks it needs
// (`BackgroundThreadPrimitiveHotObservable`, `MainThreadPrimitiveHotObservable`): two
// subscribers on a background queue share one subscription of the source, the operator's
// closures run on the main thread, and what the first subscriber received is compared. None of
// them needs UIKit or AppKit.
//
// Not ported: nothing of this file.
//
// What these tests rely on (as PortedDriverTests): the harness runs on the main thread, and
// `asDriver` / `asSignal` observe on `SharingScheduler.make()`, a new `MainScheduler()`, whose
// synchronous path (on the main queue with nothing it enqueued pending) delivers each event
// while the test's `hotObservable.on(...)` call runs; the harness's assertions on
// `hotObservable.subscriptions` right after an error depend on it.
//
// Adaptations that do not change what is observed:
// - `DispatchQueue.isMain` (an extension in RxSwift's tests) is `Thread.isMainThread`.
// - testAsDriver_switchLatest: RxSwift's source is a
//   `BackgroundThreadPrimitiveHotObservable<Signal<Int>>`, whose `Element: Equatable`
//   constraint RxSwift meets with a test-only `SharedSequence: Equatable` by identity of the
//   wrapped `Observable` class (Tests/RxCocoaTests/SharedSequence+Extensions.swift). ValueRx's
//   `Observable` is a struct with no identity, and the mock never compares elements (it records
//   subscriptions), so the mock here has no `Equatable` constraint.
// - The class derives from `ValueRxTestCase` (RxSwift: the `SharedSequenceTest` base class);
//   the harness is an extension of `ValueRxTestCase`.
//
// This class has the element-wise operators and the creation functions; the others are in
// PortedSharedSequenceFlatteningTests (switchLatest, flatMapLatest, flatMapFirst, flatMap, merge,
// concat), PortedSharedSequenceCombiningTests (combineLatest, zip, withLatestFrom) and
// PortedSharedSequenceTimeTests (debounce, throttle, delay, interval, timer).

final class PortedSharedSequenceOperatorTests: ValueRxTestCase {}

// MARK: deferred

extension PortedSharedSequenceOperatorTests {
    func testAsDriver_deferred() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let driver = Driver.deferred { hotObservable.asDriver(onErrorJustReturn: -1) }

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

// MARK: map

extension PortedSharedSequenceOperatorTests {
    func testAsDriver_map() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let driver = hotObservable.asDriver(onErrorJustReturn: -1).map { (n: Int) -> Int in
            XCTAssertTrue(Thread.isMainThread)
            return n + 1
        }

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [2, 3, 0])
    }
}

// MARK: compactMap

extension PortedSharedSequenceOperatorTests {
    func testAsDriver_compactMap() {
        let hotObservable = PrimitiveHotObservable<String>(subscribedOn: .background)
        let driver = hotObservable.asDriver(onErrorJustReturn: "-1").compactMap { (n: String) -> Int? in
            XCTAssertTrue(Thread.isMainThread)
            return Int(n)
        }

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next("1"))
            hotObservable.on(.next("2"))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1])
    }

    func testAsDriver_compactMapNil() {
        let hotObservable = PrimitiveHotObservable<String>(subscribedOn: .background)
        let driver = hotObservable.asDriver(onErrorJustReturn: "-1").compactMap { (n: String) -> Int? in
            XCTAssertTrue(Thread.isMainThread)
            return Int(n)
        }

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next("1"))
            hotObservable.on(.next("a"))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, -1])
    }
}

// MARK: filter

extension PortedSharedSequenceOperatorTests {
    func testAsDriver_filter() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let driver = hotObservable.asDriver(onErrorJustReturn: -1).filter { n in
            XCTAssertTrue(Thread.isMainThread)
            return n % 2 == 0
        }

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [2])
    }
}

// MARK: doOn

extension PortedSharedSequenceOperatorTests {
    private enum OrderedEvent: Equatable {
        case before(Event<Int>)
        case subscribe(Event<Int>)
        case after(Event<Int>)
    }

    func testAsDriver_doOn() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)

        var events = [OrderedEvent]()

        var calledSubscribe = false
        var calledSubscribed = false
        var calledDispose = false

        let driver = hotObservable.asDriver(onErrorJustReturn: -1).do(onNext: { e in
            XCTAssertTrue(Thread.isMainThread)
            events.append(.subscribe(.next(e)))
        }, afterNext: { e in
            XCTAssertTrue(Thread.isMainThread)
            events.append(.after(.next(e)))
        }, onCompleted: {
            XCTAssertTrue(Thread.isMainThread)
            events.append(.subscribe(.completed))
        }, afterCompleted: {
            events.append(.after(.completed))
        }, onSubscribe: {
            XCTAssertTrue(!Thread.isMainThread)
            calledSubscribe = true
        }, onSubscribed: {
            XCTAssertTrue(!Thread.isMainThread)
            calledSubscribed = true
        }, onDispose: {
            XCTAssertTrue(Thread.isMainThread)
            calledDispose = true
        })

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1])
        let expectedEvents: [OrderedEvent] = [.subscribe(.next(1)), .after(.next(1)), .subscribe(.next(2)), .after(.next(2)), .subscribe(.next(-1)), .after(.next(-1)), .subscribe(.completed), .after(.completed)]
        XCTAssertEqual(events, expectedEvents)
        XCTAssertEqual(calledSubscribe, true)
        XCTAssertEqual(calledSubscribed, true)
        XCTAssertEqual(calledDispose, true)
    }

    func testAsDriver_doOnNext() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)

        var events = [Int]()

        let driver = hotObservable.asDriver(onErrorJustReturn: -1).do(onNext: { e in
            XCTAssertTrue(Thread.isMainThread)
            events.append(e)
        })

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1])
        let expectedEvents = [1, 2, -1]
        XCTAssertEqual(events, expectedEvents)
    }

    func testAsDriver_doAfterNext() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)

        var events = [OrderedEvent]()

        let driver = hotObservable.asDriver(onErrorJustReturn: -1).do(onNext: { e in
            events.append(.subscribe(.next(e)))
        }, afterNext: { e in
            XCTAssertTrue(Thread.isMainThread)
            events.append(.after(.next(e)))
        })

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1])
        let expectedEvents: [OrderedEvent] = [.subscribe(.next(1)), .after(.next(1)), .subscribe(.next(2)), .after(.next(2)), .subscribe(.next(-1)), .after(.next(-1))]
        XCTAssertEqual(events, expectedEvents)
    }

    func testAsDriver_doOnCompleted() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)

        var completed = false
        let driver = hotObservable.asDriver(onErrorJustReturn: -1).do(onCompleted: {
            XCTAssertTrue(Thread.isMainThread)
            completed = true
        })

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1])
        XCTAssertEqual(completed, true)
    }
}

// MARK: distinct until change

extension PortedSharedSequenceOperatorTests {
    func testAsDriver_distinctUntilChanged1() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)

        let driver = hotObservable.asDriver(onErrorJustReturn: -1).distinctUntilChanged()

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1])
    }

    func testAsDriver_distinctUntilChanged2() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)

        let driver = hotObservable.asDriver(onErrorJustReturn: -1).distinctUntilChanged { $0 }

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1])
    }

    func testAsDriver_distinctUntilChanged3() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)

        let driver = hotObservable.asDriver(onErrorJustReturn: -1).distinctUntilChanged { $0 == $1 }

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1])
    }

    func testAsDriver_distinctUntilChanged4() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)

        let driver = hotObservable.asDriver(onErrorJustReturn: -1).distinctUntilChanged({ $0 }) { $0 == $1 }

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 2, -1])
    }
}

// MARK: debug

extension PortedSharedSequenceOperatorTests {
    func testAsDriver_debug() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let driver = hotObservable.asDriver(onErrorJustReturn: -1).debug("a", trimOutput: false)

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, -1])
    }
}

// MARK: scan

extension PortedSharedSequenceOperatorTests {
    func testAsDriver_scan() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .background)
        let driver = hotObservable.asDriver(onErrorJustReturn: -1).scan(0) { (a: Int, n: Int) -> Int in
            XCTAssertTrue(Thread.isMainThread)
            return a + n
        }

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable.subscriptions == [SubscribedToHotObservable])

            hotObservable.on(.next(1))
            hotObservable.on(.next(2))
            hotObservable.on(.error(testError))

            XCTAssertTrue(hotObservable.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [1, 3, 2])
    }
}

// MARK: skip

extension PortedSharedSequenceOperatorTests {
    func testAsDriver_skip() {
        let hotObservable1 = PrimitiveHotObservable<Int>(subscribedOn: .background)

        let driver = hotObservable1.asDriver(onErrorJustReturn: -1).skip(1)

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable1.subscriptions == [SubscribedToHotObservable])

            hotObservable1.on(.next(1))
            hotObservable1.on(.next(2))

            hotObservable1.on(.error(testError))

            XCTAssertTrue(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [2, -1])
    }
}

// MARK: startWith

extension PortedSharedSequenceOperatorTests {
    func testAsDriver_startWith() {
        let hotObservable1 = PrimitiveHotObservable<Int>(subscribedOn: .background)

        let driver = hotObservable1.asDriver(onErrorJustReturn: -1).startWith(0)

        let results = subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(driver) {
            XCTAssertTrue(hotObservable1.subscriptions == [SubscribedToHotObservable])

            hotObservable1.on(.next(1))
            hotObservable1.on(.next(2))

            hotObservable1.on(.error(testError))

            XCTAssertTrue(hotObservable1.subscriptions == [UnsunscribedFromHotObservable])
        }

        XCTAssertEqual(results, [0, 1, 2, -1])
    }
}

// MARK: from optional

extension PortedSharedSequenceOperatorTests {
    func testDriverFromOptional() {
        let scheduler = TestScheduler(initialClock: 0)

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.from(optional: 1 as Int?) }
            XCTAssertEqual(res.events, [
                .next(201, 1),
                .completed(202)
            ])
        }
    }

    func testDriverFromOptionalWhenNil() {
        let scheduler = TestScheduler(initialClock: 0)

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.from(optional: nil as Int?) }
            XCTAssertEqual(res.events, [
                .completed(201)
            ])
        }
    }
}

// MARK: from sequence

extension PortedSharedSequenceOperatorTests {
    func testDriverFromSequence() {
        let scheduler = TestScheduler(initialClock: 0)

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.from(AnySequence([10])) }
            XCTAssertEqual(res.events, [
                .next(201, 10),
                .completed(202)
            ])
        }
    }

    func testDriverFromArray() {
        let scheduler = TestScheduler(initialClock: 0)

        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.from([20]) }
            XCTAssertEqual(res.events, [
                .next(201, 20),
                .completed(202)
            ])
        }
    }
}
