import Dispatch
import Foundation
import ValueRx
import XCTest

// Our own tests of the Swift-concurrency bridges (Sources/ValueRx/Concurrency): what the ported
// RxSwift tests leave open or check only from a task nobody awaits. Cancelling a task that
// iterates `values` or awaits `value` disposes of the subscription; a terminal event ends a
// loop; an error passes through unchanged; disposing of an AsyncSequence's observable cancels
// its task and sends nothing more. Every wait is bounded (5 s at most).

final class ConcurrencyBridgeTests: ValueRxTestCase {}

// MARK: - Helpers

/// What one `for try await` loop over a sequence produced.
private struct Iteration<Element: Sendable>: Sendable {
    var elements: [Element] = []
    var error: Error?
    /// Whether the loop ended (normally or by a throw) within the time allowed.
    var ended = false
}

/// Iterates `sequence` in a new task and returns what the loop produced once it ended; after
/// `timeout` the task is cancelled and `ended` is false.
private func collect<Elements: AsyncSequence>(_ sequence: Elements, timeout: TimeInterval = 5) async -> Iteration<Elements.Element> where Elements.Element: Sendable {
    let ended = XCTestExpectation(description: "the loop ended")
    let task = Task { () -> Iteration<Elements.Element> in
        var iteration = Iteration<Elements.Element>()
        do {
            for try await element in sequence {
                iteration.elements.append(element)
            }
        } catch {
            iteration.error = error
        }
        ended.fulfill()
        return iteration
    }
    let waited = await XCTWaiter.fulfillment(of: [ended], timeout: timeout)
    task.cancel()
    var iteration = await task.value
    iteration.ended = waited == .completed
    return iteration
}

/// The result of `task` once `finished` is fulfilled; `nil`, and the task cancelled, when that
/// takes longer than `timeout`.
private func result<Value: Sendable>(of task: Task<Value, Error>, finished: XCTestExpectation, timeout: TimeInterval = 5) async -> Result<Value, Error>? {
    guard await XCTWaiter.fulfillment(of: [finished], timeout: timeout) == .completed else {
        task.cancel()
        return nil
    }
    return await task.result
}

/// An asynchronous sequence that can be iterated any number of times: `start`, `start - 1`, ...,
/// 1, each after a suspension point.
private struct Countdown: AsyncSequence {
    typealias Element = Int

    let start: Int

    init(from start: Int) {
        self.start = start
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: Int

        mutating func next() async -> Int? {
            await Task.yield()
            guard remaining > 0 else { return nil }
            defer { remaining -= 1 }
            return remaining
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(remaining: start)
    }
}

/// Events recorded from any thread.
private final class EventLog<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Event<Element>] = []

    func record(_ event: Event<Element>) {
        lock.lock()
        recorded.append(event)
        lock.unlock()
    }

    var events: [Event<Element>] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    var elements: [Element] {
        events.compactMap(\.element)
    }

    var terminals: [Event<Element>] {
        events.filter(\.isStopEvent)
    }
}

// MARK: - ObservableConvertibleType.values

extension ConcurrencyBridgeTests {
    func testCancellingTheIteratingTaskDisposesOfTheSubscription() async {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "disposed")
        let source = Observable<Int>.never().do(onSubscribed: { subscribed.fulfill() }, onDispose: { disposed.fulfill() })
        let finished = XCTestExpectation(description: "the loop ended") // waited on by `result(of:finished:)`
        let task = Task { () throws -> Int in
            defer { finished.fulfill() }
            var count = 0
            for try await _ in source.values {
                count += 1
            }
            return count
        }

        await fulfillment(of: [subscribed], timeout: 5)
        task.cancel()
        await fulfillment(of: [disposed], timeout: 5)

        // As RxSwift: the disposal ends the loop with CancellationError.
        switch await result(of: task, finished: finished) {
        case .some(.failure(let error)):
            XCTAssertTrue(error is CancellationError, "unexpected error \(error)")
        case .some(.success(let count)):
            XCTFail("the loop ended without throwing after \(count) element(s)")
        case .none:
            XCTFail("the loop did not end")
        }
    }

    func testLeavingTheLoopEarlyDisposesOfTheSubscription() async throws {
        let disposed = expectation(description: "disposed")
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed.fulfill() }
        }

        var first: Int?
        for try await element in source.values {
            first = element
            break
        }

        XCTAssertEqual(first, 1)
        await fulfillment(of: [disposed], timeout: 5)
    }

    func testSourceCompletionEndsTheLoop() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values // subscribes now
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) {
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
        }

        let iteration = await collect(stream)

        XCTAssertTrue(iteration.ended, "the loop did not end")
        XCTAssertEqual(iteration.elements, [1, 2])
        XCTAssertNil(iteration.error)
    }

    func testSourceErrorIsThrownFromTheLoop() async {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.02) {
            subject.onNext(1)
            subject.onError(testError)
        }

        let iteration = await collect(stream)

        XCTAssertTrue(iteration.ended, "the loop did not end")
        XCTAssertEqual(iteration.elements, [1])
        XCTAssertEqual(iteration.error as? TestError, testError)
    }

    func testValuesSubscribesWhenRead() {
        var subscriptions = 0
        let source = Observable<Int>.never().do(onSubscribe: { subscriptions += 1 })

        let stream = source.values

        XCTAssertEqual(subscriptions, 1)
        withExtendedLifetime(stream) {}
    }
}

// MARK: - AsyncSequence.asObservable(priority:)

extension ConcurrencyBridgeTests {
    func testDisposingTheObservableOfAnAsyncStreamTerminatesTheStreamWithoutCompletion() async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let cancelled = expectation(description: "the stream was cancelled")
        continuation.onTermination = { termination in
            if case .cancelled = termination { cancelled.fulfill() }
        }
        let received = expectation(description: "the first element")
        let log = EventLog<Int>()
        let subscription = stream.asObservable().subscribe { event in
            log.record(event)
            if case .next = event { received.fulfill() }
        }

        continuation.yield(1)
        await fulfillment(of: [received], timeout: 5)
        subscription.dispose()
        await fulfillment(of: [cancelled], timeout: 5)

        // Leave the task time to end: nothing, not even a completion, may follow the dispose.
        try? await Task.sleep(nanoseconds: 100_000_000)
        XCTAssertEqual(log.events, [.next(1)])
        if case .terminated = continuation.yield(2) {} else {
            XCTFail("the stream still accepts elements after the dispose")
        }
    }

    func testAsyncThrowingStreamErrorBecomesTheObservableError() async {
        let (stream, continuation) = AsyncThrowingStream<Int, Error>.makeStream()
        let ended = expectation(description: "a terminal event")
        let log = EventLog<Int>()
        let subscription = stream.asObservable().subscribe { event in
            log.record(event)
            if event.isStopEvent { ended.fulfill() }
        }

        continuation.yield(1)
        continuation.yield(2)
        continuation.finish(throwing: testError)
        await fulfillment(of: [ended], timeout: 5)

        XCTAssertEqual(log.elements, [1, 2])
        XCTAssertEqual(log.terminals.count, 1)
        XCTAssertEqual(log.terminals.first?.error as? TestError, testError)
        subscription.dispose()
    }

    func testCancellationErrorThrownBySequenceCompletes() async {
        // As RxSwift: a CancellationError the sequence throws on its own (the subscription is
        // alive) ends the observable with a completion.
        let (stream, continuation) = AsyncThrowingStream<Int, Error>.makeStream()
        let ended = expectation(description: "a terminal event")
        let log = EventLog<Int>()
        let subscription = stream.asObservable().subscribe { event in
            log.record(event)
            if event.isStopEvent { ended.fulfill() }
        }

        continuation.yield(1)
        continuation.finish(throwing: CancellationError())
        await fulfillment(of: [ended], timeout: 5)

        XCTAssertEqual(log.events, [.next(1), .completed])
        subscription.dispose()
    }

    func testEachSubscriptionIteratesInItsOwnTask() async {
        let sequence = Countdown(from: 3)
        let ended = expectation(description: "both completed")
        ended.expectedFulfillmentCount = 2
        let first = EventLog<Int>(), second = EventLog<Int>()
        let observable = sequence.asObservable(priority: .low)
        let subscriptions = [first, second].map { log in
            observable.subscribe { event in
                log.record(event)
                if event.isStopEvent { ended.fulfill() }
            }
        }

        await fulfillment(of: [ended], timeout: 5)

        XCTAssertEqual(first.events, [.next(3), .next(2), .next(1), .completed])
        XCTAssertEqual(second.events, [.next(3), .next(2), .next(1), .completed])
        subscriptions.forEach { $0.dispose() }
    }
}

// MARK: - Single / Maybe / Completable .value

extension ConcurrencyBridgeTests {
    func testCancellingSingleValueThrowsCancellationErrorAndDisposes() async {
        let subscribed = expectation(description: "subscribed")
        let disposed = expectation(description: "disposed")
        let single = Single<Int>.create { _ in
            subscribed.fulfill()
            return Disposables.create { disposed.fulfill() }
        }
        let finished = XCTestExpectation(description: "value returned or threw") // waited on by `result(of:finished:)`
        let task = Task { () throws -> Int in
            defer { finished.fulfill() }
            return try await single.value
        }

        await fulfillment(of: [subscribed], timeout: 5)
        task.cancel()
        await fulfillment(of: [disposed], timeout: 5)

        switch await result(of: task, finished: finished) {
        case .some(.failure(let error)):
            XCTAssertTrue(error is CancellationError, "unexpected error \(error)")
        case .some(.success(let value)):
            XCTFail("value returned \(value)")
        case .none:
            XCTFail("value did not return")
        }
    }

    func testValueOfAnAlreadyCancelledTaskThrowsCancellationError() async {
        let disposed = expectation(description: "disposed")
        let single = Single<Int>.create { _ in Disposables.create { disposed.fulfill() } }
        let finished = XCTestExpectation(description: "value returned or threw") // waited on by `result(of:finished:)`
        let task = Task { () throws -> Int in
            defer { finished.fulfill() }
            // Wait until cancelled, then subscribe.
            while !Task.isCancelled {
                await Task.yield()
            }
            return try await single.value
        }
        task.cancel()

        await fulfillment(of: [disposed], timeout: 5)
        switch await result(of: task, finished: finished) {
        case .some(.failure(let error)):
            XCTAssertTrue(error is CancellationError, "unexpected error \(error)")
        case .some(.success(let value)):
            XCTFail("value returned \(value)")
        case .none:
            XCTFail("value did not return")
        }
    }

    func testSingleValueReturnsAnElementSentFromAnotherThread() async throws {
        let single = Single<Int>.create { observer in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { observer(.success(42)) }
            return Disposables.create()
        }

        let value = try await single.value

        XCTAssertEqual(value, 42)
    }

    func testSingleValueThrowsTheSinglesError() async {
        do {
            _ = try await Single<Int>.error(testError).value
            XCTFail("value returned")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func testMaybeValueOfEmptyIsNil() async throws {
        let maybe = Maybe<Int>.create { observer in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { observer(.completed) }
            return Disposables.create()
        }

        let value = try await maybe.value

        XCTAssertNil(value)
    }

    func testMaybeValueThrowsTheMaybesError() async {
        do {
            _ = try await Maybe<Int>.error(testError).value
            XCTFail("value returned")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func testCompletableValueThrowsTheCompletablesError() async {
        do {
            try await Completable.error(testError).value
            XCTFail("value returned")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }
}

// MARK: - Infallible.values, SharedSequence.values

extension ConcurrencyBridgeTests {
    func testInfallibleValuesEndWhenTheInfallibleCompletes() async {
        let infallible = Infallible<Int>.create { observer in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) {
                observer(.next(1))
                observer(.next(2))
                observer(.completed)
            }
            return Disposables.create()
        }

        let iteration = await collect(infallible.values)

        XCTAssertTrue(iteration.ended, "the loop did not end")
        XCTAssertEqual(iteration.elements, [1, 2])
        XCTAssertNil(iteration.error)
    }

    func testCancellingTheTaskIteratingInfallibleValuesDisposesOfTheSubscription() async {
        let disposed = expectation(description: "disposed")
        let infallible = Infallible<Int>.create { _ in Disposables.create { disposed.fulfill() } }

        let iteration = await collect(infallible.values, timeout: 0.1) // cancelled after 0.1 s

        await fulfillment(of: [disposed], timeout: 5)
        XCTAssertFalse(iteration.ended)
        XCTAssertEqual(iteration.elements, [])
    }

    func testDriverValuesEndWhenTheDriverCompletes() async {
        let driver = Observable.from([1, 2, 3]).asDriver(onErrorJustReturn: 0)

        let stream = await driver.values
        let iteration = await collect(stream)

        XCTAssertTrue(iteration.ended, "the loop did not end")
        XCTAssertEqual(iteration.elements, [1, 2, 3])
    }
}

// MARK: - Single.create(detached:priority:work:)

extension ConcurrencyBridgeTests {
    func testDisposingTheSingleOfADetachedTaskCancelsTheTask() async {
        await assertDisposingCancelsTheWork(detached: true)
    }

    func testDisposingTheSingleOfATaskCancelsTheTask() async {
        await assertDisposingCancelsTheWork(detached: false)
    }

    private func assertDisposingCancelsTheWork(detached: Bool, file: StaticString = #filePath, line: UInt = #line) async {
        let started = expectation(description: "the work started")
        let cancelled = expectation(description: "the work saw the cancellation")
        let single = Single<Int>.create(detached: detached, priority: .userInitiated) {
            started.fulfill()
            return try await withTaskCancellationHandler {
                try await Task.sleep(nanoseconds: 10_000_000_000)
                return 1
            } onCancel: {
                cancelled.fulfill()
            }
        }
        let log = EventLog<Int>()
        let subscription = single.subscribe(
            onSuccess: { log.record(.next($0)) },
            onFailure: { log.record(.error($0)) }
        )

        await fulfillment(of: [started], timeout: 5)
        subscription.dispose()
        await fulfillment(of: [cancelled], timeout: 5)

        // The work ends by throwing CancellationError; that outcome comes after the dispose and
        // is dropped.
        try? await Task.sleep(nanoseconds: 100_000_000)
        XCTAssertEqual(log.events, [], file: file, line: line)
    }

    func testAsyncSingleEmitsTheWorksResultOrError() async throws {
        let succeeding = Single.create { () async throws -> Int in
            try await Task.sleep(nanoseconds: 1_000_000)
            return 7
        }
        let failing = Single<Int>.create(detached: true) { throw testError }

        let value = try await succeeding.value
        XCTAssertEqual(value, 7)
        do {
            _ = try await failing.value
            XCTFail("value returned")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }
}
