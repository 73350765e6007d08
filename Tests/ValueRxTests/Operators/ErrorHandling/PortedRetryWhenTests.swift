import ValueRx
import ValueRxTest
import XCTest

// retry(when:) on the virtual-time scheduler, RxTest style.
//
// Ports the scenarios of RxSwift's Observable+RetryWhenTests: the same source events at the
// same virtual times, the same expected recordings and subscription intervals. RxSwift's
// expectations are the oracle; each test is named after the RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests (RxSwift's resource counter):
// testRetryWhen1ReleasesResourcesOnComplete, testRetryWhen2ReleasesResourcesOnComplete,
// testRetryWhen1ReleasesResourcesOnError.
//
// Adaptations that do not change what is observed:
// - RxSwift's file-level `RetryWhenError`, `CustomErrorType` and `retryError` are private here
//   as `PortedRetryWhenError`, `PortedRetryWhenCustomError` and `portedRetryWhenError` (other
//   test files are compiled into the same module).
// - Where RxSwift writes `xs.retry { _ in ... }` (which resolves to the `Observable<Swift.Error>`
//   overload), the handler's parameter is annotated `Observable<Swift.Error>`; the labelled
//   `retry(when:)` spelling is used throughout.
// - Closures given to `scan` / `take(while:)` / `flatMap` have explicit parameter and result
//   types, and the back-off test's branches end in `.asObservable()`, since ValueRx operators
//   are generic over their closures' result and error types.
// - The tail-recursion test declares the created source through `Observable<Int>.create` (its
//   own concrete type) instead of annotating it `Observable<Int>`. Like RxSwift's, it asserts
//   nothing: it passes when subscribing returns (no stack overflow, no crash).
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx operator answers
// `.stop`; `TestableObservable` records either as the end of the subscription.

private typealias RetryWhenIntEvents = [Recorded<Event<Int>>]

/// RxSwift's `CustomErrorType`: an error type the source never sends.
private struct PortedRetryWhenCustomError: Error {}

/// RxSwift's `RetryWhenError`.
private struct PortedRetryWhenError: Error {
    init() {}
}

/// RxSwift's `retryError`.
private let portedRetryWhenError = PortedRetryWhenError()

final class PortedRetryWhenTests: ValueRxTestCase {
    func testRetryWhen_Never() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .completed(250),
        ])

        let empty = scheduler.createHotObservable([
            .next(150, 1),
            .completed(210),
        ])

        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (_: Observable<Swift.Error>) in
                empty
            })
        }

        let correct = [
            Recorded.completed(250, Int.self),
        ]

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testRetryWhen_ObservableNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .error(250, portedRetryWhenError),
        ])

        let never = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in
                never
            })
        }

        let correct: RetryWhenIntEvents = [
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
        ]

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testRetryWhen_ObservableNeverComplete() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250),
        ])

        let never = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in
                never
            })
        }

        let correct: RetryWhenIntEvents = [
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250),
        ]

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testRetryWhen_ObservableEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(100, 1),
            .next(150, 2),
            .next(200, 3),
            .completed(250),
        ])

        let empty = scheduler.createHotObservable([
            .next(150, 0),
            .completed(0),
        ])

        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in
                empty
            })
        }

        let correct: RetryWhenIntEvents = [
            .next(300, 1),
            .next(350, 2),
            .next(400, 3),
            .completed(450),
        ]

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 450),
        ])
    }

    func testRetryWhen_ObservableNextError() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .error(30, portedRetryWhenError),
            .completed(40),
        ])

        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (errors: Observable<PortedRetryWhenError>) in
                errors.scan(0) { (_a: Int, _: PortedRetryWhenError) throws -> Int in
                    var a = _a
                    a += 1
                    if a == 2 {
                        throw testError1
                    }
                    return a
                }
            })
        }

        let correct: RetryWhenIntEvents = [
            .next(210, 1),
            .next(220, 2),
            .next(240, 1),
            .next(250, 2),
            .error(260, testError1),
        ]

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230),
            Subscription(230, 260),
        ])
    }

    func testRetryWhen_ObservableComplete() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .error(30, portedRetryWhenError),
            .completed(40),
        ])

        let empty = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230),
        ])

        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in
                empty.asObservable()
            })
        }

        let correct: RetryWhenIntEvents = [
            .next(210, 1),
            .next(220, 2),
            .completed(230),
        ]

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230),
        ])
    }

    func testRetryWhen_ObservableNextComplete() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .error(30, portedRetryWhenError),
            .completed(40),
        ])

        let res = scheduler.start(disposed: 300) {
            xs.retry(when: { (errors: Observable<PortedRetryWhenError>) in
                errors.scan(0) { (a: Int, _: PortedRetryWhenError) -> Int in
                    a + 1
                }.take(while: { (num: Int) -> Bool in
                    return num < 2
                })
            })
        }

        let correct: RetryWhenIntEvents = [
            .next(210, 1),
            .next(220, 2),
            .next(240, 1),
            .next(250, 2),
            .completed(260),
        ]

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230),
            Subscription(230, 260),
        ])
    }

    func testRetryWhen_ObservableInfinite() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .error(30, portedRetryWhenError),
            .completed(40),
        ])

        let never = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let res = scheduler.start {
            xs.retry(when: { (_: Observable<Swift.Error>) in
                never
            })
        }

        let correct: RetryWhenIntEvents = [
            .next(210, 1),
            .next(220, 2),
        ]

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230),
        ])
    }

    func testRetryWhen_Incremental_BackOff() {
        let scheduler = TestScheduler(initialClock: 0)

        // A source that only fails.
        let xs = scheduler.createColdObservable([
            .next(5, 1),
            .error(10, portedRetryWhenError),
        ])

        let maxAttempts = 4

        let res = scheduler.start(disposed: 800) {
            xs.retry(when: { (errors: Observable<Swift.Error>) in
                errors.enumerated().flatMap { (pair: (index: Int, element: Swift.Error)) -> Observable<Int64> in
                    let (a, e) = pair
                    if a >= maxAttempts - 1 {
                        return Observable<Int64>.error(e).asObservable()
                    }

                    return Observable<Int64>.timer(.seconds((a + 1) * 50), scheduler: scheduler).asObservable()
                }
            })
        }

        let correct: RetryWhenIntEvents = [
            .next(205, 1),
            .next(265, 1),
            .next(375, 1),
            .next(535, 1),
            .error(540, portedRetryWhenError),
        ]

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
            Subscription(260, 270),
            Subscription(370, 380),
            Subscription(530, 540),
        ])
    }

    func testRetryWhen_IgnoresDifferentErrorTypes() {
        let scheduler = TestScheduler(initialClock: 0)

        // A source that only fails.
        let xs = scheduler.createColdObservable([
            .next(5, 1),
            .error(10, portedRetryWhenError),
        ])

        let res = scheduler.start(disposed: 800) {
            xs.retry(when: { (errors: Observable<PortedRetryWhenCustomError>) in
                errors
            })
        }

        let correct: RetryWhenIntEvents = [
            .next(205, 1),
            .error(210, portedRetryWhenError),
        ]

        XCTAssertEqual(res.events, correct)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
        ])
    }

    func testRetryWhen_tailRecursiveOptimizationsTest() {
        var count = 1
        // Fails synchronously while being subscribed (once), then keeps emitting after the
        // error; the resubscription must not grow the stack.
        let sequenceSendingImmediateError = Observable<Int>.create { observer in
            observer.on(.next(0))
            observer.on(.next(1))
            observer.on(.next(2))
            if count < 2 {
                observer.on(.error(portedRetryWhenError))
                count += 1
            }
            observer.on(.next(3))
            observer.on(.next(4))
            observer.on(.next(5))
            observer.on(.completed)

            return Disposables.create()
        }

        _ = sequenceSendingImmediateError
            .retry(when: { (errors: Observable<Swift.Error>) in
                errors
            })
            .subscribe { (_: Event<Int>) in
            }
    }
}
