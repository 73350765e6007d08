import ValueRx
import ValueRxTest
import XCTest

/// How `retry(when:)` treats its trigger's element against what the trigger sends right after
/// it, as RxSwift's RetryWhen.swift does.
///
/// RxSwift's `RetryTriggerSink` answers an element with `schedule(.moveNext)` and stays
/// subscribed; a completion or error of the trigger ends the whole (`forwardOn`, `dispose()`).
/// The next attempt runs on the sink's gate (`TailRecursiveSink`'s `AsyncLock`): at once when
/// the gate is idle (a source that fails later, as in virtual time), and it disposes the
/// trigger subscription as it starts; queued behind the running step when the element arrives
/// while that step still subscribes the failing attempt (a source that fails inside
/// `subscribe`), so the trigger is still listened to when what follows the element arrives.
/// ValueRx stopped listening to the trigger at its element, started a fourth attempt where
/// RxSwift completes after three, and folded two elements sent together into one attempt.
final class RetryWhenTriggerTests: ValueRxTestCase {
    /// `errors.take(3)` over a source that fails while being subscribed to: the third error's
    /// element only queues an attempt, and take's completion, right behind it, ends the whole
    /// before that attempt starts. (Before: 1 2 3 4, then completed at the fourth failure.)
    func testTriggerCompletingRightAfterItsElementEndsASynchronouslyFailingSource() {
        var subscriptions = 0
        var disposals = 0
        var events: [Event<Int>] = []
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            observer.onError(testError)
            return Disposables.create { disposals += 1 }
        }

        let subscription = source
            .retry(when: { (errors: Observable<Swift.Error>) in errors.take(3) })
            .subscribe { events.append($0) }

        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(subscriptions, 3)
        XCTAssertEqual(disposals, 3)
        subscription.dispose()
        XCTAssertEqual(subscriptions, 3)
    }

    /// The same with the trigger's error right behind its element.
    func testTriggerFailingRightAfterItsElementEndsASynchronouslyFailingSource() {
        var subscriptions = 0
        var events: [Event<Int>] = []
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            observer.onError(testError)
            return Disposables.create()
        }

        _ = source
            .retry(when: { (errors: Observable<Swift.Error>) in
                errors.enumerated().flatMap { (pair: (index: Int, element: Swift.Error)) -> Observable<Int> in
                    Observable<Int>.create { observer in
                        observer.onNext(pair.index)
                        if pair.index == 1 { observer.onError(testError1) }
                        return Disposables.create()
                    }
                }
            })
            .subscribe { events.append($0) }

        XCTAssertEqual(events, [.next(1), .next(2), .error(testError1)])
        XCTAssertEqual(subscriptions, 2)
    }

    /// Two trigger elements sent while the failing attempt is still being subscribed to queue
    /// two attempts (two `moveNext` actions on RxSwift's gate): the second starts at once after
    /// the first, disposing it. (Before: one attempt.)
    func testTwoTriggerElementsDuringASynchronousFailureStartTwoAttempts() {
        var subscriptions = 0
        var disposed: [Int] = []
        var events: [Event<Int>] = []
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            let attempt = subscriptions
            observer.onNext(attempt)
            if attempt == 1 { observer.onError(testError) }
            return Disposables.create { disposed.append(attempt) }
        }

        let subscription = source
            .retry(when: { (errors: Observable<Swift.Error>) in
                errors.flatMap { (_: Swift.Error) -> Observable<Int> in
                    Observable<Int>.create { observer in
                        observer.onNext(1)
                        observer.onNext(2)
                        return Disposables.create()
                    }
                }
            })
            .subscribe { events.append($0) }

        XCTAssertEqual(events, [.next(1), .next(2), .next(3)])
        XCTAssertEqual(subscriptions, 3)
        XCTAssertEqual(disposed, [1, 2])
        subscription.dispose()
        XCTAssertEqual(disposed, [1, 2, 3])
    }

    /// In virtual time the source fails after its subscription, so each trigger element starts
    /// the next attempt at once, which disposes the trigger subscription: take's completion,
    /// right behind its third element, reaches nobody, and the fourth attempt's failure finds
    /// the trigger (RxSwift's notifier subject) completed. RxSwift subscribes four times too.
    func testTriggerCompletingRightAfterItsElementInVirtualTimeEndsAtTheNextFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])

        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Swift.Error>) in errors.take(3) })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .next(270, 1), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 220),
            Subscription(220, 240),
            Subscription(240, 260),
            Subscription(260, 280),
        ])
    }
}
