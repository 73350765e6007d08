import Dispatch
import Foundation
import ValueRx
import ValueRxBlocking
import XCTest

/// The timeout of every test whose source delivers asynchronously: generous, yet bounded.
private let asyncTimeout: TimeInterval = 2

/// What a source observed from the blocking side, written from any thread.
private final class BlockingProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var disposeCount = 0
    private var flows: [Flow] = []

    var isDisposed: Bool { lock.withLock { disposeCount > 0 } }
    var disposals: Int { lock.withLock { disposeCount } }
    var recordedFlows: [Flow] { lock.withLock { flows } }

    func markDisposed() { lock.withLock { disposeCount += 1 } }
    func record(_ flow: Flow) { lock.withLock { flows.append(flow) } }
}

/// A result computed on another thread and read after a semaphore wait.
private final class BlockingThreadResult<Value>: @unchecked Sendable {
    var value: Value?
}

/// Polls `condition` until it holds or `timeout` passes; returns whether it held.
private func eventually(within timeout: TimeInterval = 1, _ condition: () -> Bool) -> Bool {
    let end = Date(timeIntervalSinceNow: timeout)
    while Date() < end {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.001)
    }
    return condition()
}

/// A source that sends `elements` and a completion from a global queue after `delay` seconds,
/// records the flow of every send and its disposal in `probe`.
private func asyncSource(
    _ elements: [Int], after delay: TimeInterval = 0.02, probe: BlockingProbe = BlockingProbe()
) -> Observables.Create<Int> {
    Observable<Int>.create { observer in
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
            for element in elements { probe.record(observer.onNext(element)) }
            probe.record(observer.onCompleted())
        }
        return Disposables.create { probe.markDisposed() }
    }
}

/// Asserts that `expression` throws the `RxError` case `expected`.
private func assertThrowsRxError<T>(
    _ expression: @autoclosure () throws -> T, _ expected: RxError,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertThrowsError(try expression(), file: file, line: line) { error in
        XCTAssertTrue(isRxError(error, expected), "expected \(expected), got \(error)", file: file, line: line)
    }
}

/// Asserts that `expression` throws `testError`.
private func assertThrowsTestError<T>(
    _ expression: @autoclosure () throws -> T,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertThrowsError(try expression(), file: file, line: line) { error in
        XCTAssertEqual(error as? TestError, testError, file: file, line: line)
    }
}

// MARK: - toArray

final class BlockingToArrayTests: ValueRxTestCase {
    func testSomeData() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking(timeout: asyncTimeout).toArray(), [1, 2, 3])
    }

    func testEmpty() throws {
        XCTAssertEqual(try Observable<Int>.empty().toBlocking(timeout: asyncTimeout).toArray(), [])
    }

    func testJust() throws {
        XCTAssertEqual(try Observable.just(42).toBlocking(timeout: asyncTimeout).toArray(), [42])
    }

    func testErrorEvent() {
        assertThrowsTestError(try Observable<Int>.error(testError).toBlocking(timeout: asyncTimeout).toArray())
    }

    func testErrorAfterElementsThrows() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(testError)
            return Disposables.create()
        }
        assertThrowsTestError(try source.toBlocking(timeout: asyncTimeout).toArray())
    }

    /// The default (no timeout) with a synchronous source: returns during `subscribe`.
    func testDefaultTimeoutWithSynchronousSource() throws {
        XCTAssertEqual(try Observable.of(1, 2).toBlocking().toArray(), [1, 2])
    }

    /// Works through the erased `Observable` and through an operator chain.
    func testErasedAndChained() throws {
        let erased: Observable<Int> = Observable.of(1, 2, 3).asObservable()
        XCTAssertEqual(try erased.toBlocking(timeout: asyncTimeout).toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable.of(1, 2, 3).map { $0 * 10 }.toBlocking(timeout: asyncTimeout).toArray(), [10, 20, 30])
    }

    func testTimeout() {
        assertThrowsRxError(try Observable<Int>.never().toBlocking(timeout: 0.01).toArray(), .timeout)
    }
}

// MARK: - first

final class BlockingFirstTests: ValueRxTestCase {
    func testSomeData() throws {
        XCTAssertEqual(try Observable.of(42, 43, 44).toBlocking(timeout: asyncTimeout).first(), 42)
    }

    func testEmptyIsNil() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking(timeout: asyncTimeout).first())
    }

    func testErrorEvent() {
        assertThrowsTestError(try Observable<Int>.error(testError).toBlocking(timeout: asyncTimeout).first())
    }

    /// A synchronous source is told to stop after the first element and its disposable is
    /// disposed before `first()` returns.
    func testStopsSynchronousSourceAfterFirstElement() throws {
        let probe = BlockingProbe()
        let source = Observable<Int>.create { observer in
            probe.record(observer.onNext(1))
            probe.record(observer.onNext(2))
            probe.record(observer.onCompleted())
            return Disposables.create { probe.markDisposed() }
        }
        XCTAssertEqual(try source.toBlocking(timeout: asyncTimeout).first(), 1)
        XCTAssertEqual(probe.recordedFlows, [.stop, .stop, .stop])
        XCTAssertEqual(probe.disposals, 1)
    }

    /// Elements sent from another thread: the first is returned and the upstream disposed;
    /// the source sees `.stop` from the first element on.
    func testDisposesAsynchronousUpstreamAfterFirstElement() throws {
        let probe = BlockingProbe()
        let source = asyncSource([1, 2, 3], probe: probe)
        XCTAssertEqual(try source.toBlocking(timeout: asyncTimeout).first(), 1)
        XCTAssertTrue(eventually { probe.isDisposed }, "upstream disposed after the first element")
        XCTAssertTrue(eventually { probe.recordedFlows.count == 4 })
        XCTAssertEqual(probe.recordedFlows, [.stop, .stop, .stop, .stop])
        XCTAssertEqual(probe.disposals, 1)
    }

    func testTimeout() {
        assertThrowsRxError(try Observable<Int>.never().toBlocking(timeout: 0.01).first(), .timeout)
    }
}

// MARK: - last

final class BlockingLastTests: ValueRxTestCase {
    func testSomeData() throws {
        XCTAssertEqual(try Observable.of(42, 43, 44).toBlocking(timeout: asyncTimeout).last(), 44)
    }

    func testEmptyIsNil() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking(timeout: asyncTimeout).last())
    }

    func testErrorEvent() {
        assertThrowsTestError(try Observable<Int>.error(testError).toBlocking(timeout: asyncTimeout).last())
    }

    func testFromAnotherThread() throws {
        XCTAssertEqual(try asyncSource([1, 2, 3]).toBlocking(timeout: asyncTimeout).last(), 3)
    }

    func testTimeout() {
        assertThrowsRxError(try Observable<Int>.never().toBlocking(timeout: 0.01).last(), .timeout)
    }
}

// MARK: - single

final class BlockingSingleTests: ValueRxTestCase {
    func testEmptyThrowsNoElements() {
        assertThrowsRxError(try Observable<Int>.empty().toBlocking(timeout: asyncTimeout).single(), .noElements)
    }

    func testOneElement() throws {
        XCTAssertEqual(try Observable.just(42).toBlocking(timeout: asyncTimeout).single(), 42)
    }

    func testTwoElementsThrowMoreThanOneElement() {
        assertThrowsRxError(try Observable.of(42, 43).toBlocking(timeout: asyncTimeout).single(), .moreThanOneElement)
    }

    /// The source is stopped at the second element: a later error is never seen.
    func testStopsAtSecondElement() {
        let probe = BlockingProbe()
        let source = Observable<Int>.create { observer in
            probe.record(observer.onNext(1))
            probe.record(observer.onNext(2))
            probe.record(observer.onError(testError))
            return Disposables.create { probe.markDisposed() }
        }
        assertThrowsRxError(try source.toBlocking(timeout: asyncTimeout).single(), .moreThanOneElement)
        XCTAssertEqual(probe.recordedFlows, [.continue, .stop, .stop])
        XCTAssertEqual(probe.disposals, 1)
    }

    func testErrorEvent() {
        assertThrowsTestError(try Observable<Int>.error(testError).toBlocking(timeout: asyncTimeout).single())
    }

    func testFromAnotherThread() throws {
        XCTAssertEqual(try asyncSource([7]).toBlocking(timeout: asyncTimeout).single(), 7)
    }

    func testTimeout() {
        assertThrowsRxError(try Observable<Int>.never().toBlocking(timeout: 0.01).single(), .timeout)
    }
}

// MARK: - single(_:)

final class BlockingSinglePredicateTests: ValueRxTestCase {
    func testNoMatchThrowsNoElements() {
        var calls: [Int] = []
        assertThrowsRxError(
            try Observable.of(42, 43, 44, 45).toBlocking(timeout: asyncTimeout).single { calls.append($0); return $0 > 50 },
            .noElements
        )
        XCTAssertEqual(calls, [42, 43, 44, 45])
    }

    func testOneMatch() throws {
        var calls: [Int] = []
        let element = try Observable.of(42, 43, 44, 45).toBlocking(timeout: asyncTimeout).single { calls.append($0); return $0 == 44 }
        XCTAssertEqual(element, 44)
        XCTAssertEqual(calls, [42, 43, 44, 45])
    }

    /// Gives up at the second match: the predicate is not called again.
    func testTwoMatchesThrowMoreThanOneElement() {
        var calls: [Int] = []
        assertThrowsRxError(
            try Observable.of(42, 43, 44, 45).toBlocking(timeout: asyncTimeout).single { calls.append($0); return $0 >= 43 },
            .moreThanOneElement
        )
        XCTAssertEqual(calls, [42, 43, 44])
    }

    func testEmptyThrowsNoElements() {
        assertThrowsRxError(try Observable<Int>.empty().toBlocking(timeout: asyncTimeout).single { _ in true }, .noElements)
    }

    /// An error thrown by the predicate is rethrown, and the source stops.
    func testPredicateThrows() {
        var calls: [Int] = []
        assertThrowsTestError(
            try Observable.of(42, 43, 44, 45).toBlocking(timeout: asyncTimeout).single { element in
                calls.append(element)
                if element < 43 { return false }
                throw testError
            }
        )
        XCTAssertEqual(calls, [42, 43])
    }

    func testErrorEvent() {
        assertThrowsTestError(try Observable<Int>.error(testError).toBlocking(timeout: asyncTimeout).single { _ in true })
    }

    func testTimeout() {
        assertThrowsRxError(try Observable<Int>.never().toBlocking(timeout: 0.01).single { _ in true }, .timeout)
    }
}

// MARK: - materialize

final class BlockingMaterializeTests: ValueRxTestCase {
    func testCompletedWithElements() {
        switch Observable.of(1, 2, 3).toBlocking(timeout: asyncTimeout).materialize() {
        case .completed(let elements):
            XCTAssertEqual(elements, [1, 2, 3])
        case .failed(_, let error):
            XCTFail("expected completion, got \(error)")
        }
    }

    func testCompletedEmpty() {
        switch Observable<Int>.empty().toBlocking(timeout: asyncTimeout).materialize() {
        case .completed(let elements):
            XCTAssertEqual(elements, [])
        case .failed(_, let error):
            XCTFail("expected completion, got \(error)")
        }
    }

    func testFailedWithElements() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onError(testError)
            return Disposables.create()
        }
        switch source.toBlocking(timeout: asyncTimeout).materialize() {
        case .completed(let elements):
            XCTFail("expected failure, got completion with \(elements)")
        case .failed(let elements, let error):
            XCTAssertEqual(elements, [1, 2])
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    /// A timeout is reported as a failure with the elements received so far, not thrown.
    func testTimeoutIsFailedWithElementsSoFar() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        switch source.toBlocking(timeout: 0.02).materialize() {
        case .completed(let elements):
            XCTFail("expected a timeout, got completion with \(elements)")
        case .failed(let elements, let error):
            XCTAssertEqual(elements, [1])
            XCTAssertTrue(isRxError(error, .timeout), "\(error)")
        }
    }
}

// MARK: - Timeout and threads

final class BlockingTimeoutAndThreadTests: ValueRxTestCase {
    /// Times out within bounded time and disposes the subscription.
    func testTimeoutDisposesSubscription() {
        let probe = BlockingProbe()
        let source = Observable<Int>.create { _ in Disposables.create { probe.markDisposed() } }
        let start = Date()
        assertThrowsRxError(try source.toBlocking(timeout: 0.05).first(), .timeout)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertGreaterThanOrEqual(elapsed, 0.04)
        XCTAssertLessThan(elapsed, 1.5)
        XCTAssertEqual(probe.disposals, 1)
    }

    func testNeverTimesOutWithinBoundedTime() {
        let start = Date()
        assertThrowsRxError(try Observable<Int>.never().toBlocking(timeout: 0.05).first(), .timeout)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.5)
    }

    /// A timeout of zero gives up at once when nothing arrives during `subscribe`, but a
    /// synchronous answer still wins.
    func testZeroTimeout() throws {
        assertThrowsRxError(try Observable<Int>.never().toBlocking(timeout: 0).toArray(), .timeout)
        XCTAssertEqual(try Observable.of(1, 2).toBlocking(timeout: 0).toArray(), [1, 2])
    }

    /// Events that arrive after the timeout are refused (`.stop`) and nothing crashes.
    func testLateEventsAfterTimeoutAreDropped() {
        let probe = BlockingProbe()
        let source = asyncSource([1, 2], after: 0.1, probe: probe)
        assertThrowsRxError(try source.toBlocking(timeout: 0.02).toArray(), .timeout)
        XCTAssertEqual(probe.disposals, 1)
        XCTAssertTrue(eventually { probe.recordedFlows.count == 3 })
        XCTAssertEqual(probe.recordedFlows, [.stop, .stop, .stop])
    }

    /// Elements sent from a global queue while the test thread blocks are collected.
    func testCollectsElementsFromAnotherThread() throws {
        let probe = BlockingProbe()
        let source = asyncSource([1, 2, 3], probe: probe)
        XCTAssertEqual(try source.toBlocking(timeout: asyncTimeout).toArray(), [1, 2, 3])
        // The sender records the completion's flow after the waiter may already have returned.
        XCTAssertTrue(eventually { probe.recordedFlows.count == 4 })
        XCTAssertEqual(probe.recordedFlows, [.continue, .continue, .continue, .stop])
    }

    /// An error sent from another thread is thrown.
    func testErrorFromAnotherThread() {
        let source = Observable<Int>.create { observer in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) {
                observer.onNext(1)
                observer.onError(testError)
            }
            return Disposables.create()
        }
        assertThrowsTestError(try source.toBlocking(timeout: asyncTimeout).toArray())
    }

    /// Blocking a background thread (the condition-variable path) while another thread sends.
    func testBlockingOnBackgroundThread() {
        let result = BlockingThreadResult<[Int]>()
        let timedOut = BlockingThreadResult<Bool>()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            result.value = try? asyncSource([4, 5, 6]).toBlocking(timeout: asyncTimeout).toArray()
            do {
                _ = try Observable<Int>.never().toBlocking(timeout: 0.02).first()
                timedOut.value = false
            } catch {
                timedOut.value = isRxError(error, .timeout)
            }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 3), .success, "background blocking did not finish")
        XCTAssertEqual(result.value, [4, 5, 6])
        XCTAssertEqual(timedOut.value, true)
    }

    /// Elements sent on the main queue while the main thread blocks: delivered only because
    /// the wait runs the main run loop.
    func testMainQueueDeliveryWhileBlockingMainThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the test to run on the main thread")
        let source = Observable<Int>.create { observer in
            DispatchQueue.main.async {
                observer.onNext(1)
                observer.onNext(2)
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) {
                    observer.onNext(3)
                    observer.onCompleted()
                }
            }
            return Disposables.create()
        }
        let start = Date()
        XCTAssertEqual(try source.toBlocking(timeout: asyncTimeout).toArray(), [1, 2, 3])
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.5)
    }

    /// `first()` on the main thread with main-queue delivery disposes the upstream.
    func testMainQueueFirstDisposes() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the test to run on the main thread")
        let probe = BlockingProbe()
        let source = Observable<Int>.create { observer in
            DispatchQueue.main.async {
                probe.record(observer.onNext(1))
                probe.record(observer.onNext(2))
            }
            return Disposables.create { probe.markDisposed() }
        }
        XCTAssertEqual(try source.toBlocking(timeout: asyncTimeout).first(), 1)
        XCTAssertEqual(probe.recordedFlows, [.stop, .stop])
        XCTAssertEqual(probe.disposals, 1)
    }

    /// Several blocking calls in a row with asynchronous sources stay independent.
    func testIndependentCalls() throws {
        for round in 0 ..< 5 {
            let source = asyncSource([round, round + 1], after: 0.001)
            XCTAssertEqual(try source.toBlocking(timeout: asyncTimeout).toArray(), [round, round + 1])
            XCTAssertEqual(try source.toBlocking(timeout: asyncTimeout).first(), round)
        }
    }
}
