import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

// The Swift-concurrency bridge of Infallible: `values`, a non-throwing AsyncSequence of the
// elements that finishes when the Infallible completes.
//
// Ports the one test of RxSwift's Tests/RxSwiftTests/Infallible+ConcurrencyTests.swift
// (InfallibleConcurrencyTests), under its RxSwift name, with RxSwift's expectation as the
// oracle. The unused `scheduler` property is kept as in RxSwift.
//
// Not ported: nothing of this file.
//
// Adaptations: no `#if swift(>=5.7)` and no `@available(macOS 10.15, ...)` (ValueRx needs
// Swift 6 and macOS 15 / iOS 18). `for await` (no `try`) is the point: `values` on an
// Infallible must be an `AsyncSequence` that does not throw (RxSwift: `AsyncStream`).

final class PortedInfallibleConcurrencyTests: ValueRxTestCase {
    let scheduler = TestScheduler(initialClock: 0)
}

extension PortedInfallibleConcurrencyTests {
    func testAwaitsValuesAndFinishes() async {
        let infallible = Infallible
            .from(1 ... 10)

        var values = [Int]()

        for await value in infallible.values {
            values.append(value)
        }

        XCTAssertEqual(values, Array(1 ... 10))
    }
}
