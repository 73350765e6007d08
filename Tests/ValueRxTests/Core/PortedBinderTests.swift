import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

// Binder: an element sent from a background queue is applied on the main thread (the default
// scheduler), or on the scheduler given; the binder holds its target weakly and skips the
// binding once the target is gone; the binding receives the element and the target.
//
// Ports every test of RxSwift's Tests/RxSwiftTests/Binder+Tests.swift (BinderTests, 6 tests),
// each under its RxSwift name, with RxSwift's expectations as the oracle. None of them needs
// UIKit or AppKit (the target is a plain `NSObject`, available on Linux too).
//
// Not ported: nothing of this file.
//
// Adaptations that do not change what is observed:
// - `ObserverType.on` returns `Flow` in ValueRx, and `Binder.on` is not `@discardableResult`:
//   `binder.on(.next(1))` is written `_ = binder.on(.next(1))`.
// - `DispatchQueue.isMain` (an extension in RxSwift's tests) is `Thread.isMainThread`.
// - testBindingReceivesCorrectValue / testBindingReceivesCorrectTarget: RxSwift writes
//   `let expectation = expectation(description:)`; here `self.expectation(description:)`, so
//   the local constant cannot be read as referring to itself in its own initializer.
// - The class derives from `ValueRxTestCase` (RxSwift: `RxTest`).

final class PortedBinderTests: ValueRxTestCase {}

extension PortedBinderTests {
    func testBindingOnNonMainQueueDispatchesToMainQueue() {
        let waitForElement = expectation(description: "wait until element arrives")
        let target = NSObject()
        let bindingObserver = Binder(target) { (_, _: Int) in
            MainScheduler.ensureRunningOnMainThread()
            waitForElement.fulfill()
        }

        DispatchQueue.global(qos: .default).async {
            _ = bindingObserver.on(.next(1))
        }

        waitForExpectations(timeout: 1.0) { e in
            XCTAssertNil(e)
        }
    }

    func testBindingOnMainQueueDispatchesToNonMainQueue() {
        let waitForElement = expectation(description: "wait until element arrives")
        let target = NSObject()
        let bindingObserver = Binder(target, scheduler: ConcurrentDispatchQueueScheduler(qos: .default)) { (_, _: Int) in
            XCTAssert(!Thread.isMainThread)
            waitForElement.fulfill()
        }

        _ = bindingObserver.on(.next(1))

        waitForExpectations(timeout: 1.0) { e in
            XCTAssertNil(e)
        }
    }

    func testBinderDoesNotRetainTarget() {
        var target: NSObject? = NSObject()
        #if swift(>=6.2)
        weak let weakTarget = target
        #else
        weak var weakTarget = target
        #endif

        _ = Binder(target!) { (_, _: Int) in }

        target = nil

        XCTAssertNil(weakTarget)
    }

    func testBindingDoesNotExecuteAfterTargetDeallocated() {
        var target: NSObject? = NSObject()
        var bindingExecuted = false

        let binder = Binder(target!) { (_, _: Int) in
            bindingExecuted = true
        }

        target = nil
        _ = binder.on(.next(1))

        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))

        XCTAssertFalse(bindingExecuted)
    }

    func testBindingReceivesCorrectValue() {
        let expectation = self.expectation(description: "binding executed")
        let target = NSObject()
        var receivedValue: Int?

        let binder = Binder(target) { (_, value: Int) in
            receivedValue = value
            expectation.fulfill()
        }

        _ = binder.on(.next(42))

        waitForExpectations(timeout: 1.0)
        XCTAssertEqual(receivedValue, 42)
    }

    func testBindingReceivesCorrectTarget() {
        let expectation = self.expectation(description: "binding executed")
        let target = NSObject()
        var receivedTarget: NSObject?

        let binder = Binder(target) { (t, _: Int) in
            receivedTarget = t
            expectation.fulfill()
        }

        _ = binder.on(.next(1))

        waitForExpectations(timeout: 1.0)
        XCTAssertTrue(receivedTarget === target)
    }
}
