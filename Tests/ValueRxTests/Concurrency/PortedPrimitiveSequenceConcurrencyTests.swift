import Dispatch
import Foundation
import ValueRx
import ValueRxBlocking
import ValueRxTest
import XCTest

// The Swift-concurrency bridges of the traits: `value` (async, throwing) on Single, Maybe
// (`Element?`, nil when empty) and Completable (`Void`), cancellation of the awaiting task
// (CancellationError when no event came, the value when it already had), a continuation
// resumed once only under racing success and cancellation, and `Single.create` from an async
// closure.
//
// Ports every test of RxSwift's Tests/RxSwiftTests/PrimitiveSequence+ConcurrencyTests.swift
// (PrimitiveSequenceConcurrencyTests), each under its RxSwift name, with RxSwift's
// expectations as the oracle. These tests have no virtual time; the `scheduler` property is
// kept as in RxSwift (unused there too).
//
// Not ported: nothing of this file.
//
// Adaptations that do not change what is observed:
// - No `#if swift(>=5.7)` and no `@available(macOS 10.15, ...)`: ValueRx needs Swift 6 and
//   macOS 15 / iOS 18.
// - RxTest's `self.sleep(_:)` is what it calls, `Thread.sleep(forTimeInterval:)`.
// - `toBlocking()` is ValueRxBlocking's (RxBlocking's role).
// - The `...ContinuationIsNotResumedTwice` tests run RxSwift's 10 000 iterations with its
//   10 s limit, except on Linux, where they run 500 (see `continuationRaceIterations`). They
//   also wait (up to 30 s) until every iteration's task and delayed callback have finished,
//   so the resources they hold are released before the leak check (RxSwift's tests end while
//   some still run; on a loaded 2-core machine they outlive the check's 5 s wait).
// - As elsewhere, `Single.just("Hello")`, `Maybe.just("Hello")`, `Completable.empty()` are
//   stored in an untyped `let`: `value` must exist on whatever those creations return (the
//   erased form or the concrete one).

/// RxSwift's 10 000 iterations, except on Linux: there libdispatch does not widen the global
/// queue's pool for blocks that sleep, so the 10 000 blocks (each sleeping 4-6 ms) run about two
/// at a time and take 50 s on a 2-core machine, far past RxSwift's 10 s limit (measured: 33 s and
/// 53 s). 500 iterations still race `success` against `cancel` hundreds of times.
#if os(Linux)
private let continuationRaceIterations = 500
#else
private let continuationRaceIterations = 10000
#endif

final class PortedPrimitiveSequenceConcurrencyTests: ValueRxTestCase {
    let scheduler = TestScheduler(initialClock: 0)
}

// MARK: - Single

extension PortedPrimitiveSequenceConcurrencyTests {
    func testSingleEmitsElement() async throws {
        let single = Single.just("Hello")

        do {
            let value = try await single.value
            XCTAssertEqual(value, "Hello")
        } catch {
            XCTFail("Should not throw an error")
        }
    }

    func testSingleThrowsError() async throws {
        let single = Single<String>.error(RxError.unknown)

        do {
            _ = try await single.value
            XCTFail("Should not proceed beyond try")
        } catch {
            XCTAssertTrue(true)
        }
    }

    func testSingleThrowsCancellationWithoutEvents() async throws {
        let single = Single<Void>.never()

        Task {
            do {
                try await single.value
                XCTFail("Should not proceed beyond try")
            } catch {
                XCTAssertTrue(Task.isCancelled)
                XCTAssertTrue(error is CancellationError)
            }
        }.cancel()
    }

    func testSingleNotThrowingCancellation() async throws {
        let single = Single.just(())

        let task = Task {
            do {
                try await single.value
                XCTAssertTrue(true)
            } catch {
                XCTFail()
            }
        }

        try await Task.sleep(nanoseconds: 1_000_000)
        task.cancel()
    }

    func testCreateSingleFromAsync() {
        let randomResult = Int.random(in: 100 ... 100_000)
        let work: () async throws -> Int = { randomResult }

        let single = Single.create {
            try await work()
        }

        XCTAssertEqual(
            try! single.toBlocking().toArray(),
            [randomResult]
        )
    }

    /// A previous implementation of the `Single` to swift concurrency bridge had a bug where it would sometimes call the continuation twice.
    /// The current number of iterations is a sweet spot to not make the tests too slow while still catching the bug in most runs.
    /// If you are debugging this issue you might want to increase the iterations and/or run this test repeatedly.
    func testSingleContinuationIsNotResumedTwice() {
        let expectation = XCTestExpectation()
        let finished = DispatchGroup()
        let iterations = continuationRaceIterations
        for i in 0 ..< iterations {
            DispatchQueue.global(qos: .userInitiated).async {
                let single = Single<Int>.create { observer in
                    finished.enter()
                    DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + 0.005) {
                        observer(.success(42))
                        finished.leave()
                    }
                    return Disposables.create()
                }

                finished.enter()
                let task = Task {
                    defer { finished.leave() }
                    _ = try await single.value
                }

                DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + 0.005) {
                    task.cancel()
                }

                Thread.sleep(forTimeInterval: Double.random(in: 0.004 ... 0.006))

                if i == iterations - 1 {
                    expectation.fulfill()
                }
            }
        }

        wait(for: [expectation], timeout: 10)
        XCTAssertEqual(finished.wait(timeout: .now() + 30), .success, "every iteration's task and callback finished")
    }
}

// MARK: - Maybe

extension PortedPrimitiveSequenceConcurrencyTests {
    func testMaybeEmitsElement() async throws {
        let maybe = Maybe.just("Hello")

        do {
            let value = try await maybe.value
            XCTAssertNotNil(value)
            XCTAssertEqual(value, "Hello")
        } catch {
            XCTFail("Should not throw an error")
        }
    }

    func testMaybeEmitsNilWithoutValue() async throws {
        let maybe = Maybe<String>.empty()

        do {
            let value = try await maybe.value
            XCTAssertNil(value)
        } catch {
            XCTFail("Should not throw an error")
        }
    }

    func testMaybeThrowsError() async throws {
        let maybe = Maybe<String>.error(RxError.unknown)

        do {
            _ = try await maybe.value
            XCTFail("Should not proceed beyond try")
        } catch {
            XCTAssertTrue(true)
        }
    }

    func testMaybeThrowsCancellationWithoutEvents() async throws {
        let maybe = Maybe<Void>.never()

        Task {
            do {
                try await maybe.value
                XCTFail("Should not proceed beyond try")
            } catch {
                XCTAssertTrue(Task.isCancelled)
                XCTAssertTrue(error is CancellationError)
            }
        }.cancel()
    }

    func testMaybeNotThrowingCancellationWhenCompleted() async throws {
        let maybe = Maybe<Int>.empty()

        Task {
            do {
                let value = try await maybe.value
                XCTAssertNil(value)
            } catch {
                XCTFail("Should not throw an error")
            }
        }.cancel()
    }

    func testMaybeNotThrowingCancellation() async throws {
        let maybe = Maybe.just(())

        let task = Task {
            do {
                try await maybe.value
                XCTAssertTrue(true)
            } catch {
                XCTFail("Should not throw an error")
            }
        }

        try await Task.sleep(nanoseconds: 1_000_000)
        task.cancel()
    }

    /// A previous implementation of the `Single` to swift concurrency bridge had a bug where it would sometimes call the continuation twice.
    /// The current number of iterations is a sweet spot to not make the tests too slow while still catching the bug in most runs.
    /// If you are debugging this issue you might want to increase the iterations and/or run this test repeatedly.
    func testMaybeContinuationIsNotResumedTwice() {
        let expectation = XCTestExpectation()
        let finished = DispatchGroup()
        let iterations = continuationRaceIterations
        for i in 0 ..< iterations {
            DispatchQueue.global(qos: .userInitiated).async {
                let maybe = Maybe<Bool>.create { observer in
                    finished.enter()
                    DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + 0.005) {
                        observer(.success(true))
                        finished.leave()
                    }
                    return Disposables.create()
                }

                finished.enter()
                let task = Task {
                    defer { finished.leave() }
                    _ = try await maybe.value
                }

                DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + 0.005) {
                    task.cancel()
                }

                Thread.sleep(forTimeInterval: Double.random(in: 0.004 ... 0.006))

                if i == iterations - 1 {
                    expectation.fulfill()
                }
            }
        }

        wait(for: [expectation], timeout: 10)
        XCTAssertEqual(finished.wait(timeout: .now() + 30), .success, "every iteration's task and callback finished")
    }
}

// MARK: - Completable

extension PortedPrimitiveSequenceConcurrencyTests {
    func testCompletableEmitsVoidOnCompletion() async throws {
        let completable = Completable.empty()

        do {
            let value: Void = try await completable.value
            XCTAssert(value == ())
        } catch {
            XCTFail("Should not throw an error")
        }
    }

    func testCompletableThrowsError() async throws {
        let completable = Completable.error(RxError.unknown)

        do {
            _ = try await completable.value
            XCTFail("Should not proceed beyond try")
        } catch {
            XCTAssertTrue(true)
        }
    }

    func testCompletableThrowsCancellationWithoutEvents() async throws {
        let completable = Completable.never()

        Task {
            do {
                try await completable.value
                XCTFail()
            } catch {
                XCTAssertTrue(Task.isCancelled)
                XCTAssertTrue(error is CancellationError)
            }
        }.cancel()
    }

    func testCompletableNotThrowingCancellation() async throws {
        let completable = Completable.empty()

        Task {
            do {
                try await completable.value
                XCTAssertTrue(true)
            } catch {
                XCTFail("Should not throw an error")
            }
        }.cancel()
    }

    /// A previous implementation of the `Single` to swift concurrency bridge had a bug where it would sometimes call the continuation twice.
    /// The current number of iterations is a sweet spot to not make the tests too slow while still catching the bug in most runs.
    /// If you are debugging this issue you might want to increase the iterations and/or run this test repeatedly.
    func testCompletableContinuationIsNotResumedTwice() {
        let expectation = XCTestExpectation()
        let finished = DispatchGroup()
        let iterations = continuationRaceIterations
        for i in 0 ..< iterations {
            DispatchQueue.global(qos: .userInitiated).async {
                let completable = Completable.create { observer in
                    finished.enter()
                    DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + 0.005) {
                        observer(.completed)
                        finished.leave()
                    }
                    return Disposables.create()
                }

                finished.enter()
                let task = Task {
                    defer { finished.leave() }
                    _ = try await completable.value
                }

                DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + 0.005) {
                    task.cancel()
                }

                Thread.sleep(forTimeInterval: Double.random(in: 0.004 ... 0.006))

                if i == iterations - 1 {
                    expectation.fulfill()
                }
            }
        }

        wait(for: [expectation], timeout: 10)
        XCTAssertEqual(finished.wait(timeout: .now() + 30), .success, "every iteration's task and callback finished")
    }
}
