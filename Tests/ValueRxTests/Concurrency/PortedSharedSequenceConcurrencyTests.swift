import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

// The Swift-concurrency bridge of shared sequences: `values` on a Driver (a main-actor
// property giving a non-throwing `AsyncStream` of the elements) finishes when the driver
// completes, and a loop over it in a cancelled task ends.
//
// Ports every test of RxSwift's Tests/RxCocoaTests/SharedSequence+ConcurrencyTests.swift
// (SharedSequenceConcurrencyTests, 2 tests), each under its RxSwift name, with RxSwift's
// expectations as the oracle. The unused `scheduler` property is kept as in RxSwift. Neither
// test needs UIKit or AppKit. Placed with the other concurrency ports (Observable, Infallible,
// PrimitiveSequence) rather than under Traits/SharedSequence.
//
// Not ported: nothing of this file.
//
// Adaptations that do not change what is observed:
// - No `#if swift(>=5.7)` and no `@available(macOS 10.15, ...)`: ValueRx needs Swift 6 and
//   macOS 15 / iOS 18.
// - testCancellationWithoutEvents: RxSwift starts the task, cancels it and returns without
//   waiting for it, so its assertion and the end of its subscription to `Driver.never()` may
//   come after the test. The port keeps the task (`let task = Task { ... }`), cancels it the
//   same way, then awaits `task.value`: the task's body is the same, its assertion runs
//   within the test, and the subscription is gone before `ValueRxTestCase`'s leak check.
// - The class derives from `ValueRxTestCase` (RxSwift: `RxTest`).

final class PortedSharedSequenceConcurrencyTests: ValueRxTestCase {
    let scheduler = TestScheduler(initialClock: 0)
}

extension PortedSharedSequenceConcurrencyTests {
    func testAwaitsValuesAndFinishes() async {
        let driver = Driver.from(1 ... 10)

        var values = [Int]()

        for await value in await driver.values {
            values.append(value)
        }

        XCTAssertEqual(values, Array(1 ... 10))
    }

    func testCancellationWithoutEvents() async {
        let driver = Driver<Void>.never()
        let task = Task {
            for await _ in await driver.values {
                //
            }
            XCTAssertTrue(Task.isCancelled)
        }
        task.cancel()
        await task.value
    }
}
