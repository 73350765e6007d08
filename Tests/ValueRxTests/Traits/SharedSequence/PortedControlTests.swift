import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

// ControlEvent and ControlProperty built over plain sequences: both subscribe their source on
// the main thread even when subscribed from a background queue; `ControlProperty.orEmpty`
// reads `nil` as "" and writes through to the original sink; `ControlProperty.changed` drops
// the current value and reports the changes only.
//
// Ports every test of RxSwift's Tests/RxCocoaTests/ControlEventTests.swift (ControlEventTests,
// 1 test) and Tests/RxCocoaTests/ControlPropertyTests.swift (ControlPropertyTests, 3 tests),
// each under its RxSwift name, with the same events and expectations; RxSwift's expectations
// are the oracle. None of them needs UIKit or AppKit: they build the control event / property
// with `ControlEvent(events:)` / `ControlProperty(values:valueSink:)`. Two classes, as in
// RxSwift (both files have a test named testObservingIsAlwaysHappeningOnMainQueue).
//
// Not ported: nothing of these two files. RxSwift's Tests/RxCocoaTests/RxTest+Controls.swift
// (`ensurePropertyDeallocated`, `ensureEventDeallocated`, `ensureControlObserverHasWeakReference`)
// is not used by these tests and is not ported: every helper takes an `NSObject` control and
// observes its deallocation through RxCocoa's `NSObject.rx.deallocated` (Objective-C runtime
// swizzling), which ValueRx does not have; they serve the UIKit/AppKit control tests.
//
// Helpers ported here, file-private, from RxSwift's test support: `doOnBackgroundQueue` and
// `doOnMainQueue` (Tests/XCTest+AllTests.swift), `XCTAssertArraysEqual` (the same file),
// `PrimitiveMockObserver` (Tests/RxSwiftTests/TestImplementations/Mocks/), which records every
// event at time 0 under a lock (RxSwift: its `Synchronized` box).
// `MainThreadPrimitiveHotObservable` is in PortedSharedSequenceTests.swift with the other
// ported mocks.
//
// Adaptations that do not change what is observed:
// - `DispatchQueue.isMain` (an extension in RxSwift's tests) is `Thread.isMainThread`.
// - `ObserverType.on` returns `Flow` in ValueRx: `orEmpty.on(.next("a"))` and
//   `behaviorSubject.on(.next(...))` are written `_ = ...on(...)`; `PrimitiveMockObserver.on`
//   returns `.continue`.
// - testOrEmpty: `Observable.just(nil)` names its element (`Observable<String?>.just(nil)`).
//   RxSwift infers `String?` from `ControlProperty<String?>`; in ValueRx the initializer's
//   `values` is generic over any `ObservableType` and `just` returns `Observables.Just`, so
//   the element is spelled out rather than left to inference through both. Same sequence.
// - RxTest's time-less `.next(1)` (Tests/Recorded+Timeless.swift, time 0) is `.next(0, 1)`;
//   the empty expectation is a typed constant.
// - The classes derive from `ValueRxTestCase` (RxSwift: `RxTest`).

final class PortedControlEventTests: ValueRxTestCase {}

final class PortedControlPropertyTests: ValueRxTestCase {}

// MARK: - Helpers from RxSwift's test support

/// RxSwift's `doOnBackgroundQueue` (Tests/XCTest+AllTests.swift).
private func doOnBackgroundQueue(_ action: @escaping () -> Void) {
    DispatchQueue.global(qos: .default).async(execute: action)
}

/// RxSwift's `doOnMainQueue` (Tests/XCTest+AllTests.swift).
private func doOnMainQueue(_ action: @escaping () -> Void) {
    DispatchQueue.main.async(execute: action)
}

/// RxSwift's `XCTAssertArraysEqual` (Tests/XCTest+AllTests.swift).
private func XCTAssertArraysEqual<T>(_ lhs: [T], _ rhs: [T], file: StaticString = #filePath, line: UInt = #line, _ comparison: (T, T) -> Bool) {
    XCTAssertEqual(lhs.count, rhs.count, file: file, line: line)
    let areEqual = zip(lhs, rhs).reduce(true) { (a: Bool, z: (T, T)) in a && comparison(z.0, z.1) }
    XCTAssertTrue(areEqual, file: file, line: line)
    if !areEqual || lhs.count != rhs.count {
        print(lhs)
        print(rhs)
    }
}

/// RxSwift's `PrimitiveMockObserver`: records every event, at time 0.
private final class PrimitiveMockObserver<Element>: ObserverType {
    private let lock = NSLock()
    private var _events = [Recorded<Event<Element>>]()

    var events: [Recorded<Event<Element>>] {
        lock.lock()
        defer { lock.unlock() }
        return _events
    }

    func on(_ event: Event<Element>) -> Flow {
        lock.lock()
        defer { lock.unlock() }
        _events.append(Recorded(time: 0, value: event))
        return .continue
    }
}

// MARK: - ControlEventTests

extension PortedControlEventTests {
    func testObservingIsAlwaysHappeningOnMainQueue() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .main)

        var observedOnMainQueue = false

        let expectSubscribeOffMainQueue = expectation(description: "Did subscribe off main thread")

        let controlProperty = ControlEvent(events: Observable.deferred { () -> Observable<Int> in
            XCTAssertTrue(Thread.isMainThread)
            observedOnMainQueue = true
            return hotObservable.asObservable()
        })

        doOnBackgroundQueue {
            let d = controlProperty.asObservable().subscribe { _ in
            }
            let d2 = controlProperty.subscribe { _ in
            }
            doOnMainQueue {
                d.dispose()
                d2.dispose()
                expectSubscribeOffMainQueue.fulfill()
            }
        }

        waitForExpectations(timeout: 1.0) { error in
            XCTAssertNil(error)
        }

        XCTAssertTrue(observedOnMainQueue)
    }
}

// MARK: - ControlPropertyTests

extension PortedControlPropertyTests {
    func testObservingIsAlwaysHappeningOnMainQueue() {
        let hotObservable = PrimitiveHotObservable<Int>(subscribedOn: .main)

        var observedOnMainQueue = false

        let expectSubscribeOffMainQueue = expectation(description: "Did subscribe off main thread")

        let controlProperty = ControlProperty(values: Observable.deferred { () -> Observable<Int> in
            XCTAssertTrue(Thread.isMainThread)
            observedOnMainQueue = true
            return hotObservable.asObservable()
        }, valueSink: AnyObserver { _ in
        })

        doOnBackgroundQueue {
            let d = controlProperty.asObservable().subscribe { _ in
            }
            let d2 = controlProperty.subscribe { _ in
            }
            doOnMainQueue {
                d.dispose()
                d2.dispose()
                expectSubscribeOffMainQueue.fulfill()
            }
        }

        waitForExpectations(timeout: 1.0) { error in
            XCTAssertNil(error)
        }

        XCTAssertTrue(observedOnMainQueue)
    }
}

extension PortedControlPropertyTests {
    func testOrEmpty() {
        let bindingObserver = PrimitiveMockObserver<String?>()
        let controlProperty = ControlProperty<String?>(values: Observable<String?>.just(nil), valueSink: bindingObserver.asObserver())

        let orEmpty = controlProperty.orEmpty

        let finalObserver = PrimitiveMockObserver<String>()
        _ = orEmpty.subscribe(finalObserver)
        _ = orEmpty.on(.next("a"))

        let bindingEvents: [Event<String>] = bindingObserver.events.map { $0.value.map { $0 ?? "" } }
        let observingEvents: [Event<String>] = finalObserver.events.map { $0.value.map(\.self) }
        XCTAssertArraysEqual(bindingEvents, [Event<String>.next("a")], ==)
        XCTAssertArraysEqual(observingEvents, [Event<String>.next(""), Event<String>.completed], ==)
    }

    func testChanged() {
        let behaviorSubject = BehaviorSubject(value: 0)

        let controlProperty = ControlProperty(values: behaviorSubject.asObserver(), valueSink: AnyObserver { _ in })

        let controlEvent = controlProperty.changed
        let changedObserver = PrimitiveMockObserver<Int>()
        let subscription = controlEvent.subscribe(changedObserver)

        let noEvents: [Recorded<Event<Int>>] = []
        XCTAssertEqual(changedObserver.events, noEvents)

        _ = behaviorSubject.on(.next(1))

        XCTAssertEqual(changedObserver.events, [.next(0, 1)])

        subscription.dispose()

        _ = behaviorSubject.on(.next(2))

        XCTAssertEqual(changedObserver.events, [.next(0, 1)])
    }
}
