import ValueRx
import ValueRxBlocking
import ValueRxTest
import XCTest

// The Maybe trait (create, subscribe, its creation and transforming operators, ifEmpty, zip)
// on the virtual-time scheduler and through blocking, RxTest style.
//
// Ports the scenarios of RxSwift's MaybeTest: the same sequences, subscribed and disposed at
// the same virtual times, with the same expected recordings, subscription intervals and
// counters. RxSwift's expectations are the oracle; each test is named after the RxSwift test
// it ports.
//
// Not ported (ported with the time operators (issue 15)): test_delaySubscription, test_delay,
// test_timeout, test_timeout_other, test_timeout_succeeds, test_timeout_other_succeeds.
// RxSwift's MaybeTest has no `#if TRACE_RESOURCES` tests.
//
// Adaptations that do not change what is observed:
// - Where RxSwift coerces a trait to an explicit type (`... as Maybe<Int>`, `as Single<Int>`,
//   `as Maybe<(Int, Int)>`) or returns it from a closure typed `-> Maybe<Int>`, the erasing
//   conversion (`.asMaybe()`, `.asSingle()`) is appended, since ValueRx operators return their
//   own concrete types.
// - The element type is written out (`Maybe<Int>.error`, `Maybe<Int>.deferred`,
//   `Maybe<Int>.using`) where RxSwift lets a coercion or the recovery closure infer it, and
//   closures get explicit parameter / result types where ValueRx's generic operators leave more
//   to infer (`catch`, `zip`'s result selector, `map` over the zipped pair, `compactMap`'s
//   `Int.init`, which is pinned to `(String) -> Int?`).
// - The two-branch `catch` handlers of the retry tests are typed `(Swift.Error) -> Maybe<Int>`
//   and erase both branches, as a function returning `Maybe<Int>` does.
// - test_flatMap returns `Maybe.just(...)` where RxSwift writes the implicit member `.just(...)`
//   (a flatMap generic over the returned trait's source type gives the implicit member no
//   contextual type to resolve against).
// - `retry(when:)` is spelled with its label (RxSwift: trailing closure); test_retryWhen2 keeps
//   the untyped handler `{ e in e }`, which must resolve to the `Observable<Swift.Error>` form.
// - `subscribe { ... }` closures annotate their parameter as `MaybeEvent<Int>`.
// - The expected recordings are typed constants instead of literals in the assertion.
// - The blocking tests pass a timeout to `toBlocking` (a regression fails instead of hanging),
//   use `try` in a throwing test instead of `try!`, and `XCTUnwrap` instead of `!`.
// - RxSwift's `MockDisposable` test helper is reproduced as `PortedMaybeMockDisposable`
//   (records the scheduler's clock when created and each time it is disposed).
// - test_error_fails and testDefaultErrorHandler cast with `as?` (a wrong error fails instead
//   of crashing).
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx operator answers
// `.stop`; `TestableObservable` records either as the end of the subscription.

private typealias MaybeTestIntEvents = [Recorded<Event<Int>>]

/// RxSwift's `MockDisposable`: records the clock at creation and at every `dispose()`.
private final class PortedMaybeMockDisposable: Disposable {
    private(set) var ticks: [TestTime] = []
    private let scheduler: TestScheduler

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        ticks.append(scheduler.clock)
    }

    func dispose() {
        ticks.append(scheduler.clock)
    }
}

final class PortedMaybeTests: ValueRxTestCase {
    // MARK: - maybe

    func testMaybe_Subscription_success() {
        let xs = Maybe.just(1)

        var events: [MaybeEvent<Int>] = []

        _ = xs.subscribe { (event: MaybeEvent<Int>) in
            events.append(event)
        }

        let expected: [MaybeEvent<Int>] = [.success(1)]
        XCTAssertEqual(events, expected)
    }

    func testMaybe_Subscription_completed() {
        let xs = Maybe<Int>.empty()

        var events: [MaybeEvent<Int>] = []

        _ = xs.subscribe { (event: MaybeEvent<Int>) in
            events.append(event)
        }

        let expected: [MaybeEvent<Int>] = [.completed]
        XCTAssertEqual(events, expected)
    }

    func testMaybe_Subscription_error() {
        let xs = Maybe<Int>.error(testError)

        var events: [MaybeEvent<Int>] = []

        _ = xs.subscribe { (event: MaybeEvent<Int>) in
            events.append(event)
        }

        let expected: [MaybeEvent<Int>] = [.error(testError)]
        XCTAssertEqual(events, expected)
    }

    func testMaybe_Subscription_onDisposed() {
        // Given
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.createObserver(Int.self)
        var observer: ((MaybeEvent<Int>) -> Void)!
        var subscription: Disposable!
        var onDisposesCalled = 0
        // When
        scheduler.scheduleAt(201) {
            subscription = Maybe<Int>.create { newObserver in
                observer = newObserver
                return Disposables.create()
            }
            .subscribe(onDisposed: { onDisposesCalled += 1 })
        }
        scheduler.scheduleAt(202) {
            subscription.dispose()
        }
        scheduler.scheduleAt(203) {
            observer(.error(testError))
        }
        scheduler.start()
        // Then
        XCTAssertTrue(res.events.isEmpty)
        XCTAssertEqual(onDisposesCalled, 1)
    }

    func testMaybe_Subscription_onDisposed_success() {
        // Given
        let maybe = Maybe.just(1)
        var onDisposedCalled = 0
        // When
        _ = maybe.subscribe(onDisposed: {
            onDisposedCalled += 1
        })
        // Then
        XCTAssertEqual(onDisposedCalled, 1)
    }

    func testMaybe_Subscription_onDisposed_completed() {
        // Given
        let maybe = Maybe<Int>.empty()
        var onDisposedCalled = 0
        // When
        _ = maybe.subscribe(onDisposed: {
            onDisposedCalled += 1
        })
        // Then
        XCTAssertEqual(onDisposedCalled, 1)
    }

    func testMaybe_Subscription_onDisposed_error() {
        // Given
        let single = Maybe<Int>.error(testError)
        var onDisposedCalled = 0
        // When
        _ = single.subscribe(onDisposed: {
            onDisposedCalled += 1
        })
        // Then
        XCTAssertEqual(onDisposedCalled, 1)
    }

    func testMaybe_create_success() {
        let scheduler = TestScheduler(initialClock: 0)

        var observer: ((MaybeEvent<Int>) -> Void)! = nil

        var disposedTime: Int?

        scheduler.scheduleAt(201, action: {
            observer(.success(1))
        })
        scheduler.scheduleAt(202, action: {
            observer(.success(1))
        })
        scheduler.scheduleAt(203, action: {
            observer(.error(testError))
        })
        scheduler.scheduleAt(204, action: {
            observer(.completed)
        })

        let res = scheduler.start {
            Maybe<Int>.create { _observer in
                observer = _observer
                return Disposables.create {
                    disposedTime = scheduler.clock
                }
            }
        }

        let expected: MaybeTestIntEvents = [
            .next(201, 1),
            .completed(201),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(disposedTime, 201)
    }

    func testMaybe_create_completed() {
        let scheduler = TestScheduler(initialClock: 0)

        var observer: ((MaybeEvent<Int>) -> Void)! = nil

        var disposedTime: Int?

        scheduler.scheduleAt(201, action: {
            observer(.completed)
        })
        scheduler.scheduleAt(202, action: {
            observer(.success(1))
        })
        scheduler.scheduleAt(203, action: {
            observer(.error(testError))
        })
        scheduler.scheduleAt(204, action: {
            observer(.completed)
        })

        let res = scheduler.start {
            Maybe<Int>.create { _observer in
                observer = _observer
                return Disposables.create {
                    disposedTime = scheduler.clock
                }
            }
        }

        let expected: MaybeTestIntEvents = [
            .completed(201),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(disposedTime, 201)
    }

    func testMaybe_create_error() {
        let scheduler = TestScheduler(initialClock: 0)

        var observer: ((MaybeEvent<Int>) -> Void)! = nil

        var disposedTime: Int?

        scheduler.scheduleAt(201, action: {
            observer(.error(testError))
        })
        scheduler.scheduleAt(202, action: {
            observer(.success(1))
        })
        scheduler.scheduleAt(203, action: {
            observer(.error(testError))
        })

        let res = scheduler.start {
            Maybe<Int>.create { _observer in
                observer = _observer
                return Disposables.create {
                    disposedTime = scheduler.clock
                }
            }
        }

        let expected: MaybeTestIntEvents = [
            .error(201, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(disposedTime, 201)
    }

    func testMaybe_create_disposing() {
        let scheduler = TestScheduler(initialClock: 0)

        var observer: ((MaybeEvent<Int>) -> Void)! = nil
        var disposedTime: Int?
        var subscription: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(201, action: {
            subscription = Maybe<Int>.create { _observer in
                observer = _observer
                return Disposables.create {
                    disposedTime = scheduler.clock
                }
            }
            .asObservable()
            .subscribe(res)
        })
        scheduler.scheduleAt(202, action: {
            subscription.dispose()
        })
        scheduler.scheduleAt(203, action: {
            observer(.success(1))
        })
        scheduler.scheduleAt(204, action: {
            observer(.error(testError))
        })

        scheduler.start()

        let expected: MaybeTestIntEvents = []
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(disposedTime, 202)
    }

    // MARK: - creation, scheduling, error handling, using

    func test_just_producesElement() throws {
        let result = try XCTUnwrap(Maybe.just(1).asMaybe().toBlocking(timeout: 5).first())
        XCTAssertEqual(result, 1)
    }

    func test_just2_producesElement() throws {
        let result = try XCTUnwrap(
            Maybe.just(1, scheduler: CurrentThreadScheduler.instance).asMaybe().toBlocking(timeout: 5).first()
        )
        XCTAssertEqual(result, 1)
    }

    func test_error_fails() {
        do {
            _ = try Maybe<Int>.error(testError).asMaybe().toBlocking(timeout: 5).first()
            XCTFail()
        } catch let e {
            XCTAssertEqual(e as? TestError, testError)
        }
    }

    func test_never_producesElement() {
        var event: MaybeEvent<Int>?
        let subscription = Maybe<Int>.never().asMaybe().subscribe { (_event: MaybeEvent<Int>) in
            event = _event
        }

        XCTAssertNil(event)
        subscription.dispose()
    }

    func test_deferred() throws {
        let result = try Maybe<Int>.deferred { Maybe.just(1) }.asMaybe().toBlocking(timeout: 5).toArray()
        XCTAssertEqual(result, [1])
    }

    func test_observeOn() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe.just(1).observe(on: scheduler)
        }

        let expected: MaybeTestIntEvents = [
            .next(201, 1),
            .completed(202),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_subscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe.just(1).subscribe(on: scheduler)
        }

        let expected: MaybeTestIntEvents = [
            .next(201, 1),
            .completed(201),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_catchError() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<Int>.error(testError).catch { (_: Swift.Error) in Maybe.just(2) }
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_catchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<Int>.error(testError).catchAndReturn(2)
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_retry() {
        let scheduler = TestScheduler(initialClock: 0)

        var isFirst = true
        let res = scheduler.start {
            Maybe<Int>.error(testError)
                .catch { (e: Swift.Error) -> Maybe<Int> in
                    defer {
                        isFirst = false
                    }
                    if isFirst {
                        return Maybe<Int>.error(e).asMaybe()
                    }

                    return Maybe.just(2).asMaybe()
                }
                .retry(2)
                .asMaybe()
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_retryWhen1() {
        let scheduler = TestScheduler(initialClock: 0)

        var isFirst = true
        let res = scheduler.start {
            Maybe<Int>.error(testError)
                .catch { (e: Swift.Error) -> Maybe<Int> in
                    defer {
                        isFirst = false
                    }
                    if isFirst {
                        return Maybe<Int>.error(e).asMaybe()
                    }

                    return Maybe.just(2).asMaybe()
                }
                .retry(when: { (e: Observable<Error>) in
                    e
                })
                .asMaybe()
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_retryWhen2() {
        let scheduler = TestScheduler(initialClock: 0)

        var isFirst = true
        let res = scheduler.start {
            Maybe<Int>.error(testError)
                .catch { (e: Swift.Error) -> Maybe<Int> in
                    defer {
                        isFirst = false
                    }
                    if isFirst {
                        return Maybe<Int>.error(e).asMaybe()
                    }

                    return Maybe.just(2).asMaybe()
                }
                .retry(when: { e in
                    e
                })
                .asMaybe()
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_debug() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe.just(1).debug()
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 1),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_using() {
        let scheduler = TestScheduler(initialClock: 0)

        var disposeInvoked = 0
        var createInvoked = 0

        var disposable: PortedMaybeMockDisposable!
        var xs: TestableObservable<Int>!
        var _d: PortedMaybeMockDisposable!

        let res = scheduler.start {
            Maybe<Int>.using { () -> PortedMaybeMockDisposable in
                disposeInvoked += 1
                disposable = PortedMaybeMockDisposable(scheduler: scheduler)
                return disposable
            } primitiveSequenceFactory: { (d: PortedMaybeMockDisposable) -> Maybe<Int> in
                _d = d
                createInvoked += 1
                xs = scheduler.createColdObservable([
                    .next(100, scheduler.clock),
                    .completed(100),
                ])
                // RxSwift's `xs.asObservable().asMaybe()`, erased to the declared
                // `Maybe<Int>` (a no-op if the conversion already returns exactly that).
                return xs.asObservable().asMaybe().asMaybe()
            }
        }

        XCTAssert(disposable === _d)

        XCTAssertEqual(1, createInvoked)
        XCTAssertEqual(1, disposeInvoked)

        let expected: MaybeTestIntEvents = [
            .next(300, 200),
            .completed(300),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 300),
        ])

        XCTAssertEqual(disposable.ticks, [
            200,
            300,
        ])
    }

    // MARK: - timer

    func test_timer() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<Int>.timer(.seconds(2), scheduler: scheduler)
        }

        let expected: MaybeTestIntEvents = [
            .next(202, 0),
            .completed(202),
        ]
        XCTAssertEqual(res.events, expected)
    }

    // MARK: - operators

    func test_do() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<Int>.just(1).do(onNext: { _ in () }, afterNext: { _ in () }, onError: { _ in () }, afterError: { _ in }, onSubscribe: { () in () }, onSubscribed: { () in () }, onDispose: { () in () })
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 1),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_filter() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<Int>.just(1).filter { _ in false }
        }

        let expected: MaybeTestIntEvents = [
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_map() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<Int>.just(1).map { $0 * 2 }
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_compactMap() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<String>.just("1").compactMap(Int.init as (String) -> Int?).asMaybe().asObservable()
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 1),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_compactMapNil() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<String>.just("a").compactMap(Int.init as (String) -> Int?).asMaybe().asObservable()
        }

        let expected: MaybeTestIntEvents = [
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_flatMap() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<Int>.just(1).flatMap { Maybe.just($0 * 2) }
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_ifEmptyDefault() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<Int>.empty().ifEmpty(default: 5).asSingle()
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 5),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_ifEmptySwitchToMaybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Maybe<Int>.empty()
        let switchSource = Maybe.just(10)

        let res = scheduler.start {
            source.ifEmpty(switchTo: switchSource).asMaybe()
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 10),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_ifEmptySwitchToSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Maybe<Int>.empty()
        let switchSource = Single.just(10)

        let res = scheduler.start {
            source.ifEmpty(switchTo: switchSource)
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 10),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    // MARK: - zip

    func test_zip_tuple() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe.zip(Maybe.just(1), Maybe.just(2)).asMaybe().map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 3),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_zip_resultSelector() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe.zip(Maybe.just(1), Maybe.just(2)) { (first: Int, second: Int) -> Int in first + second }
        }

        let expected: MaybeTestIntEvents = [
            .next(200, 3),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    // MARK: - default error handler

    func testDefaultErrorHandler() {
        var loggedErrors = [TestError]()

        _ = Maybe<Int>.error(testError).subscribe()
        XCTAssertEqual(loggedErrors, [])

        let originalErrorHandler = Hooks.defaultErrorHandler

        Hooks.defaultErrorHandler = { _, error in
            loggedErrors.append((error as? TestError) ?? TestError(id: 0))
        }

        _ = Maybe<Int>.error(testError).subscribe()
        XCTAssertEqual(loggedErrors, [testError])

        Hooks.defaultErrorHandler = originalErrorHandler

        _ = Maybe<Int>.error(testError).subscribe()
        XCTAssertEqual(loggedErrors, [testError])
    }
}
