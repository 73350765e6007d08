import Dispatch
import Foundation
import ValueRx
import XCTest

// `AsyncSequence.asObservable()` stopped while elements keep coming: the sequence must always
// see the cancellation. RxSwift cancels the iterating task on dispose, and its loop goes on
// asking the sequence for elements, so an `AsyncStream` always runs its `onTermination` with
// `.cancelled`. Each test feeds a stream from another task without pause, stops the
// subscription one way, and waits (5 s at most) for `onTermination(.cancelled)`; 50 rounds.
//
// Before the fix, the iterating task returned as soon as the observer answered `.stop` (the
// subscription was disposed during that delivery, or a downstream `take` ended it), so the
// dispose's cancel came after the task had ended and did nothing: the stream, still fed by its
// producer, was neither cancelled nor finished and `onTermination` never ran. The onNext and
// take tests failed in their first round; the other-thread test whenever the dispose landed
// during a delivery.

final class AsyncSequenceDisposeRaceTests: ValueRxTestCase {
    private static let rounds = 50

    /// The observer disposes of its own subscription from `onNext`, on the iterating task.
    func testDisposingFromOnNextCancelsTheStream() async {
        for round in 0 ..< Self.rounds {
            guard await runRound(round, stop: .disposeInOnNext) else { return }
        }
    }

    /// Another thread disposes of the subscription while elements are being delivered.
    func testDisposingFromAnotherThreadCancelsTheStream() async {
        for round in 0 ..< Self.rounds {
            guard await runRound(round, stop: .disposeFromAnotherThread) else { return }
        }
    }

    /// A downstream `take(1)` ends the subscription (its `.stop`, no dispose from the user).
    func testDownstreamTakeCancelsTheStream() async {
        for round in 0 ..< Self.rounds {
            guard await runRound(round, stop: .take) else { return }
        }
    }

    // MARK: - One round

    private enum Stop: Equatable {
        case disposeInOnNext
        case disposeFromAnotherThread
        case take
    }

    /// Runs one round; returns whether the stream was cancelled in time (a failed round ends
    /// the test, so a regression costs one wait, not fifty).
    private func runRound(_ round: Int, stop: Stop) async -> Bool {
        let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let cancelled = XCTestExpectation(description: "round \(round): onTermination(.cancelled)")
        continuation.onTermination = { termination in
            if case .cancelled = termination { cancelled.fulfill() }
        }
        let received = XCTestExpectation(description: "round \(round): an element")
        received.assertForOverFulfill = false
        let terminals = LockedCount()
        let subscription = SingleAssignmentDisposable()
        let observable = stream.asObservable()

        switch stop {
        case .disposeInOnNext:
            subscription.setDisposable(observable.subscribe(
                onNext: { (_: Int) in
                    received.fulfill()
                    subscription.dispose()
                },
                onError: { (_: Error) in terminals.increment() },
                onCompleted: { terminals.increment() }))
        case .disposeFromAnotherThread:
            subscription.setDisposable(observable.subscribe(
                onNext: { (_: Int) in received.fulfill() },
                onError: { (_: Error) in terminals.increment() },
                onCompleted: { terminals.increment() }))
        case .take:
            subscription.setDisposable(observable.take(1).subscribe(
                onNext: { (_: Int) in received.fulfill() }))
        }

        // Started once subscribed: the subscription is set before the first element arrives.
        // Yields without pause until the stream terminates (or the round gives up).
        let producer = Task.detached {
            var value = 0
            while !Task.isCancelled {
                if case .terminated = continuation.yield(value) { return }
                value += 1
                await Task.yield()
            }
        }

        await fulfillment(of: [received], timeout: 5)
        if stop == .disposeFromAnotherThread {
            // Neither this thread nor the iterating task's: it races the deliveries.
            DispatchQueue.global().async { subscription.dispose() }
        }
        let result = await XCTWaiter.fulfillment(of: [cancelled], timeout: 5)

        producer.cancel()
        continuation.finish()
        subscription.dispose()
        XCTAssertEqual(result, .completed, "round \(round) (\(stop)): the stream's onTermination did not run with .cancelled")
        if stop != .take {
            XCTAssertEqual(terminals.value, 0, "round \(round) (\(stop)): a terminal event after the dispose")
        }
        return result == .completed
    }
}

/// A counter several threads may increment.
private final class LockedCount: @unchecked Sendable {
    // `lock` protects `count`.
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}
