import Dispatch
import Foundation
import ValueRx
import ValueRxBlocking
import ValueRxTest
import XCTest

// delay(_:scheduler:), RxTest style and on real dispatch schedulers.
//
// Ports every test of RxSwift's Observable+DelayTests (ObservableDelayTest) but the resource
// counter ones: the same source events at the same virtual times, the same expected recordings
// and subscription intervals, the same names. RxSwift's expectations are the oracle. Note what
// they pin down: elements and completion are shifted by the due time, an error is not (it goes
// out when it arrives and discards the elements still waiting: testDelay_TimeSpan_Error2), and
// the source subscription ends when the source terminates, not when the shifted terminal event
// is delivered.
//
// Not ported: the `#if TRACE_RESOURCES` tests (RxSwift's resource counter):
// testDelayReleasesResourcesOnComplete, testDelayReleasesResourcesOnError.
//
// Adaptations that do not change what is observed:
// - Expected recordings are typed constants (`[Recorded<Event<Int>>]`).
// - The real-scheduler tests (10 ms delays; each waits at most 5 s, only when it fails) keep
//   RxSwift's subjects, threads and handshakes. They are throwing tests using `try` instead of
//   `try!`; inside the closures run on other threads, where nothing can be thrown, a failed
//   wait is `_ = try?` (the assertions that follow then fail). `error! as! TestError` is
//   `error as? TestError`, so a missing error fails the assertion instead of crashing.

private typealias DelayIntEvents = [Recorded<Event<Int>>]

final class PortedDelayTests: ValueRxTestCase {
    func testDelay_TimeSpan_Simple1() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(250, 2),
            .next(350, 3),
            .next(450, 4),
            .completed(550),
        ])

        let res = scheduler.start {
            xs.delay(.seconds(100), scheduler: scheduler)
        }

        let expected: DelayIntEvents = [
            .next(350, 2),
            .next(450, 3),
            .next(550, 4),
            .completed(650),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 550),
        ])
    }

    func testDelay_TimeSpan_Simple2() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(250, 2),
            .next(350, 3),
            .next(450, 4),
            .completed(550),
        ])

        let res = scheduler.start {
            xs.delay(.seconds(50), scheduler: scheduler)
        }

        let expected: DelayIntEvents = [
            .next(300, 2),
            .next(400, 3),
            .next(500, 4),
            .completed(600),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 550),
        ])
    }

    func testDelay_TimeSpan_Simple3() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(250, 2),
            .next(350, 3),
            .next(450, 4),
            .completed(550),
        ])

        let res = scheduler.start {
            xs.delay(.seconds(150), scheduler: scheduler)
        }

        let expected: DelayIntEvents = [
            .next(400, 2),
            .next(500, 3),
            .next(600, 4),
            .completed(700),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 550),
        ])
    }

    func testDelay_TimeSpan_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .error(250, testError),
        ])

        let res = scheduler.start {
            xs.delay(.seconds(150), scheduler: scheduler)
        }

        let expected: DelayIntEvents = [
            .error(250, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testDelay_TimeSpan_Completed() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .completed(250),
        ])

        let res = scheduler.start {
            xs.delay(.seconds(150), scheduler: scheduler)
        }

        let expected: DelayIntEvents = [
            .completed(400),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testDelay_TimeSpan_Error1() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(250, 2),
            .next(350, 3),
            .next(450, 4),
            .error(550, testError),
        ])

        let res = scheduler.start {
            xs.delay(.seconds(50), scheduler: scheduler)
        }

        let expected: DelayIntEvents = [
            .next(300, 2),
            .next(400, 3),
            .next(500, 4),
            .error(550, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 550),
        ])
    }

    func testDelay_TimeSpan_Error2() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(250, 2),
            .next(350, 3),
            .next(450, 4),
            .error(550, testError),
        ])

        let res = scheduler.start {
            xs.delay(.seconds(150), scheduler: scheduler)
        }

        let expected: DelayIntEvents = [
            .next(400, 2),
            .next(500, 3),
            .error(550, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 550),
        ])
    }

    func testDelay_TimeSpan_Real_Simple() throws {
        let waitForError: ReplaySubject<Void> = ReplaySubject.create(bufferSize: 1)
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

        let s = PublishSubject<Int>()

        let res = s.delay(.milliseconds(10), scheduler: scheduler)

        var array = [Int]()

        let subscription = res.subscribe(
            onNext: { i in
                array.append(i)
            },
            onCompleted: {
                waitForError.onCompleted()
            }
        )

        DispatchQueue.global(qos: .default).async {
            s.onNext(1)
            s.onNext(2)
            s.onNext(3)
            s.onCompleted()
        }

        _ = try waitForError.toBlocking(timeout: 5.0).first()

        subscription.dispose()

        XCTAssertEqual([1, 2, 3], array)
    }

    func testDelay_TimeSpan_Real_Error1() throws {
        let errorReceived: ReplaySubject<Void> = ReplaySubject.create(bufferSize: 1)
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

        let s = PublishSubject<Int>()

        let res = s.delay(.milliseconds(10), scheduler: scheduler)

        var array = [Int]()

        var error: Swift.Error?

        let subscription = res.subscribe(
            onNext: { i in
                array.append(i)
            },
            onError: { e in
                error = e
                errorReceived.onCompleted()
            }
        )

        DispatchQueue.global(qos: .default).async {
            s.onNext(1)
            s.onNext(2)
            s.onNext(3)
            s.onError(testError)
        }

        _ = try errorReceived.toBlocking(timeout: 5.0).first()

        subscription.dispose()

        XCTAssertEqual(error as? TestError, testError)
    }

    func testDelay_TimeSpan_Real_Error2() throws {
        let elementProcessed: ReplaySubject<Void> = ReplaySubject.create(bufferSize: 1)
        let errorReceived: ReplaySubject<Void> = ReplaySubject.create(bufferSize: 1)
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

        let s = PublishSubject<Int>()

        let res = s.delay(.milliseconds(10), scheduler: scheduler)

        var array = [Int]()
        var err: TestError?

        let subscription = res.subscribe(
            onNext: { i in
                array.append(i)
                elementProcessed.onCompleted()
            },
            onError: { ex in
                err = ex as? TestError
                errorReceived.onCompleted()
            }
        )

        DispatchQueue.global(qos: .default).async {
            s.onNext(1)
            _ = try? elementProcessed.toBlocking(timeout: 5.0).first()
            s.onError(testError)
        }

        _ = try errorReceived.toBlocking(timeout: 5.0).first()

        subscription.dispose()

        XCTAssertEqual([1], array)
        XCTAssertEqual(testError, err)
    }

    func testDelay_TimeSpan_Real_Error3() throws {
        let elementProcessed: ReplaySubject<Void> = ReplaySubject.create(bufferSize: 1)
        let errorReceived: ReplaySubject<Void> = ReplaySubject.create(bufferSize: 1)
        let acknowledged: ReplaySubject<Void> = ReplaySubject.create(bufferSize: 1)
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)

        let s = PublishSubject<Int>()

        let res = s.delay(.milliseconds(10), scheduler: scheduler)

        var array = [Int]()
        var err: TestError?

        // The error arrives while the element is being delivered: delay must hold it until
        // that onNext returns, then deliver it without waiting for the due time.
        let subscription = res.subscribe(
            onNext: { i in
                array.append(i)
                elementProcessed.onCompleted()
                _ = try? acknowledged.toBlocking(timeout: 5.0).first()
            },
            onError: { ex in
                err = ex as? TestError
                errorReceived.onCompleted()
            }
        )

        DispatchQueue.global(qos: .default).async {
            s.onNext(1)
            _ = try? elementProcessed.toBlocking(timeout: 5.0).first()
            s.onError(testError)
            acknowledged.onCompleted()
        }

        _ = try errorReceived.toBlocking(timeout: 5.0).first()

        subscription.dispose()

        XCTAssertEqual([1], array)
        XCTAssertEqual(testError, err)
    }

    func testDelay_TimeSpan_Positive() {
        let scheduler = TestScheduler(initialClock: 0)

        let msgs: DelayIntEvents = [
            .next(150, 1),
            .next(250, 2),
            .next(350, 3),
            .next(450, 4),
            .completed(550),
        ]

        let xs = scheduler.createHotObservable(msgs)

        let delay = 42
        let res = scheduler.start {
            xs.delay(.seconds(delay), scheduler: scheduler)
        }

        let expected: DelayIntEvents = msgs
            .map { Recorded(time: $0.time + delay, value: $0.value) }
            .filter { $0.time > 200 }
        XCTAssertEqual(res.events, expected)
    }

    func testDelay_TimeSpan_DefaultScheduler() {
        let scheduler = MainScheduler.instance
        XCTAssertEqual(try Observable.just(1).delay(.milliseconds(1), scheduler: scheduler).toBlocking(timeout: 5.0).toArray(), [1])
    }
}
