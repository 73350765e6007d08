import ValueRx
import ValueRxBlocking
import ValueRxTest
import XCTest

// The Single trait (create, subscribe, its creation and transforming operators, conversions,
// zip) on the virtual-time scheduler and through blocking, RxTest style.
//
// Ports the scenarios of RxSwift's SingleTest: the same sequences, subscribed and disposed at
// the same virtual times, with the same expected recordings, subscription intervals and
// counters. RxSwift's expectations are the oracle; each test is named after the RxSwift test
// it ports.
//
// Not ported (ported with the time operators (issue 15)): test_delay, test_delaySubscription,
// test_timeout, test_timeout_other, test_timeout_succeeds, test_timeout_other_succeeds.
// RxSwift's SingleTest has no `#if TRACE_RESOURCES` tests.
//
// Adaptations that do not change what is observed:
// - Where RxSwift coerces a trait to an explicit type (`... as Single<Int>`, `as Maybe<Int>`,
//   `as Completable`, `as Single<(Int, Int)>`), stores it in an explicitly typed constant
//   (`let singleResult: Single<Int> = ...`) or returns it from a closure typed `-> Single<Int>`,
//   the erasing conversion (`.asSingle()`, `.asMaybe()`, `.asCompletable()`) is appended, since
//   ValueRx operators return their own concrete types. Where the expression already ends in
//   that conversion (test_asMaybe, test_asCompletable, test_asCompletableError), the coercion
//   is simply dropped.
// - The element type is written out (`Single<Int>.error`, `Single<Int>.deferred`,
//   `Single<Int>.using`) where RxSwift lets a coercion or the recovery closure infer it, and
//   closures get explicit parameter / result types where ValueRx's generic operators leave more
//   to infer (`catch`, `zip`'s result selector, `map` over the zipped pair, `compactMap`'s
//   `Int.init`, which is pinned to `(String) -> Int?`).
// - The two-branch `catch` handlers of the retry tests are typed `(Swift.Error) -> Single<Int>`
//   and erase both branches, as a function returning `Single<Int>` does.
// - test_flatMap returns `Single.just(...)` where RxSwift writes the implicit member `.just(...)`
//   (a flatMap generic over the returned trait's source type gives the implicit member no
//   contextual type to resolve against).
// - `retry(when:)` is spelled with its label (RxSwift: trailing closure); test_retryWhen2 keeps
//   the untyped handler `{ e in e }`, which must resolve to the `Observable<Swift.Error>` form.
// - `subscribe { ... }` closures annotate their parameter as `SingleEvent<Int>`.
// - The expected recordings are typed constants instead of literals in the assertion.
// - The blocking tests pass a timeout to `toBlocking` (a regression fails instead of hanging),
//   use `try` in a throwing test instead of `try!`, and `XCTUnwrap` instead of `!`.
// - RxSwift's `MockDisposable` test helper is reproduced as `PortedSingleMockDisposable`
//   (records the scheduler's clock when created and each time it is disposed).
// - test_error_fails and testDefaultErrorHandler cast with `as?` (a wrong error fails instead
//   of crashing).
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx operator answers
// `.stop`; `TestableObservable` records either as the end of the subscription.

private typealias SingleTestIntEvents = [Recorded<Event<Int>>]
private typealias SingleTestNeverEvents = [Recorded<Event<Never>>]

/// RxSwift's `MockDisposable`: records the clock at creation and at every `dispose()`.
private final class PortedSingleMockDisposable: Disposable {
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

final class PortedSingleTraitTests: ValueRxTestCase {
    // MARK: - single

    func testSingle_Subscription_success() {
        let xs = Single.just(1)

        var events: [SingleEvent<Int>] = []

        _ = xs.subscribe { (event: SingleEvent<Int>) in
            events.append(event)
        }

        let expected: [SingleEvent<Int>] = [.success(1)]
        XCTAssertEqual(events, expected)
    }

    func testSingle_Subscription_error() {
        let xs = Single<Int>.error(testError)

        var events: [SingleEvent<Int>] = []

        _ = xs.subscribe { (event: SingleEvent<Int>) in
            events.append(event)
        }

        let expected: [SingleEvent<Int>] = [.failure(testError)]
        XCTAssertEqual(events, expected)
    }

    func testSingle_Subscription_onDisposed() {
        // Given
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.createObserver(Int.self)
        var observer: ((SingleEvent<Int>) -> Void)!
        var subscription: Disposable!
        var onDisposesCalled = 0
        // When
        scheduler.scheduleAt(201) {
            subscription = Single<Int>.create { newObserver in
                observer = newObserver
                return Disposables.create()
            }
            .subscribe(onDisposed: { onDisposesCalled += 1 })
        }
        scheduler.scheduleAt(202) {
            subscription.dispose()
        }
        scheduler.scheduleAt(203) {
            observer(.failure(testError))
        }
        scheduler.start()
        // Then
        XCTAssertTrue(res.events.isEmpty)
        XCTAssertEqual(onDisposesCalled, 1)
    }

    func testSingle_Subscription_onDisposed_success() {
        // Given
        let single = Single.just(1)
        var onDisposedCalled = 0
        // When
        _ = single.subscribe(onDisposed: {
            onDisposedCalled += 1
        })
        // Then
        XCTAssertEqual(onDisposedCalled, 1)
    }

    func testSingle_Subscription_onDisposed_error() {
        // Given
        let single = Single<Int>.error(testError)
        var onDisposedCalled = 0
        // When
        _ = single.subscribe(onDisposed: {
            onDisposedCalled += 1
        })
        // Then
        XCTAssertEqual(onDisposedCalled, 1)
    }

    func testSingle_create_success() {
        let scheduler = TestScheduler(initialClock: 0)

        var observer: ((SingleEvent<Int>) -> Void)! = nil

        var disposedTime: Int?

        scheduler.scheduleAt(201, action: {
            observer(.success(1))
        })
        scheduler.scheduleAt(202, action: {
            observer(.success(1))
        })
        scheduler.scheduleAt(203, action: {
            observer(.failure(testError))
        })

        let res = scheduler.start {
            Single<Int>.create { _observer in
                observer = _observer
                return Disposables.create {
                    disposedTime = scheduler.clock
                }
            }
        }

        let expected: SingleTestIntEvents = [
            .next(201, 1),
            .completed(201),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(disposedTime, 201)
    }

    func testSingle_create_error() {
        let scheduler = TestScheduler(initialClock: 0)

        var observer: ((SingleEvent<Int>) -> Void)! = nil

        var disposedTime: Int?

        scheduler.scheduleAt(201, action: {
            observer(.failure(testError))
        })
        scheduler.scheduleAt(202, action: {
            observer(.success(1))
        })
        scheduler.scheduleAt(203, action: {
            observer(.failure(testError))
        })

        let res = scheduler.start {
            Single<Int>.create { _observer in
                observer = _observer
                return Disposables.create {
                    disposedTime = scheduler.clock
                }
            }
        }

        let expected: SingleTestIntEvents = [
            .error(201, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(disposedTime, 201)
    }

    func testSingle_create_disposing() {
        let scheduler = TestScheduler(initialClock: 0)

        var observer: ((SingleEvent<Int>) -> Void)! = nil
        var disposedTime: Int?
        var subscription: Disposable! = nil
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(201, action: {
            subscription = Single<Int>.create { _observer in
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
            observer(.failure(testError))
        })

        scheduler.start()

        let expected: SingleTestIntEvents = []
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(disposedTime, 202)
    }

    // MARK: - creation, scheduling, error handling, using

    func test_just_producesElement() throws {
        let result = try XCTUnwrap(Single.just(1).asSingle().toBlocking(timeout: 5).first())
        XCTAssertEqual(result, 1)
    }

    func test_just2_producesElement() throws {
        let result = try XCTUnwrap(
            Single.just(1, scheduler: CurrentThreadScheduler.instance).asSingle().toBlocking(timeout: 5).first()
        )
        XCTAssertEqual(result, 1)
    }

    func test_error_fails() {
        do {
            _ = try Single<Int>.error(testError).asSingle().toBlocking(timeout: 5).first()
            XCTFail()
        } catch let e {
            XCTAssertEqual(e as? TestError, testError)
        }
    }

    func test_never_producesElement() {
        var event: SingleEvent<Int>?
        let subscription = Single<Int>.never().asSingle().subscribe { (_event: SingleEvent<Int>) in
            event = _event
        }

        XCTAssertNil(event)
        subscription.dispose()
    }

    func test_deferred() throws {
        let result = try Single<Int>.deferred { Single.just(1) }.asSingle().toBlocking(timeout: 5).toArray()
        XCTAssertEqual(result, [1])
    }

    func test_observeOn() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single.just(1).observe(on: scheduler)
        }

        let expected: SingleTestIntEvents = [
            .next(201, 1),
            .completed(202),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_subscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single.just(1).subscribe(on: scheduler)
        }

        let expected: SingleTestIntEvents = [
            .next(201, 1),
            .completed(201),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_catchError() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.error(testError).catch { (_: Swift.Error) in Single.just(2) }
        }

        let expected: SingleTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_catchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.error(testError).catchAndReturn(2)
        }

        let expected: SingleTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_retry() {
        let scheduler = TestScheduler(initialClock: 0)

        var isFirst = true
        let res = scheduler.start {
            Single<Int>.error(testError)
                .catch { (e: Swift.Error) -> Single<Int> in
                    defer {
                        isFirst = false
                    }
                    if isFirst {
                        return Single<Int>.error(e).asSingle()
                    }

                    return Single.just(2).asSingle()
                }
                .retry(2)
                .asSingle()
        }

        let expected: SingleTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_retryWhen1() {
        let scheduler = TestScheduler(initialClock: 0)

        var isFirst = true
        let res = scheduler.start {
            Single<Int>.error(testError)
                .catch { (e: Swift.Error) -> Single<Int> in
                    defer {
                        isFirst = false
                    }
                    if isFirst {
                        return Single<Int>.error(e).asSingle()
                    }

                    return Single.just(2).asSingle()
                }
                .retry(when: { (e: Observable<Error>) in
                    e
                })
                .asSingle()
        }

        let expected: SingleTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_retryWhen2() {
        let scheduler = TestScheduler(initialClock: 0)

        var isFirst = true
        let res = scheduler.start {
            Single<Int>.error(testError)
                .catch { (e: Swift.Error) -> Single<Int> in
                    defer {
                        isFirst = false
                    }
                    if isFirst {
                        return Single<Int>.error(e).asSingle()
                    }

                    return Single.just(2).asSingle()
                }
                .retry(when: { e in
                    e
                })
                .asSingle()
        }

        let expected: SingleTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_debug() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single.just(1).debug()
        }

        let expected: SingleTestIntEvents = [
            .next(200, 1),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_using() {
        let scheduler = TestScheduler(initialClock: 0)

        var disposeInvoked = 0
        var createInvoked = 0

        var disposable: PortedSingleMockDisposable!
        var xs: TestableObservable<Int>!
        var _d: PortedSingleMockDisposable!

        let res = scheduler.start {
            Single<Int>.using { () -> PortedSingleMockDisposable in
                disposeInvoked += 1
                disposable = PortedSingleMockDisposable(scheduler: scheduler)
                return disposable
            } primitiveSequenceFactory: { (d: PortedSingleMockDisposable) -> Single<Int> in
                _d = d
                createInvoked += 1
                xs = scheduler.createColdObservable([
                    .next(100, scheduler.clock),
                    .completed(100),
                ])
                // RxSwift's `xs.asObservable().asSingle()`, erased to the declared
                // `Single<Int>` (a no-op if the conversion already returns exactly that).
                return xs.asObservable().asSingle().asSingle()
            }
        }

        XCTAssert(disposable === _d)

        XCTAssertEqual(1, createInvoked)
        XCTAssertEqual(1, disposeInvoked)

        let expected: SingleTestIntEvents = [
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
            Single<Int>.timer(.seconds(2), scheduler: scheduler)
        }

        let expected: SingleTestIntEvents = [
            .next(202, 0),
            .completed(202),
        ]
        XCTAssertEqual(res.events, expected)
    }

    // MARK: - operators and conversions

    func test_do() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.just(1).do(onSuccess: { _ in () }, onError: { _ in () }, onSubscribe: { () in () }, onSubscribed: { () in () }, onDispose: { () in () })
        }

        let expected: SingleTestIntEvents = [
            .next(200, 1),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_filter() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.just(1).filter { _ in false }
        }

        let expected: SingleTestIntEvents = [
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_map() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.just(1).map { $0 * 2 }
        }

        let expected: SingleTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_compactMap() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<String>.just("1").compactMap(Int.init as (String) -> Int?).asMaybe().asObservable()
        }

        let expected: SingleTestIntEvents = [
            .next(200, 1),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_compactMapNil() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<String>.just("a").compactMap(Int.init as (String) -> Int?).asMaybe().asObservable()
        }

        let expected: SingleTestIntEvents = [
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_flatMap() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.just(1).flatMap { Single.just($0 * 2) }
        }

        let expected: SingleTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_flatMapMaybe() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.just(1).flatMapMaybe { Maybe.just($0 * 2) }
        }

        let expected: SingleTestIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_flatMapCompletable() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.just(10).flatMapCompletable { _ in Completable.empty() }
        }

        let expected: SingleTestNeverEvents = [
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_asMaybe() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.just(1).asMaybe()
        }

        let expected: SingleTestIntEvents = [
            .next(200, 1),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_asCompletable() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.just(5).asCompletable()
        }

        let expected: SingleTestNeverEvents = [
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_asCompletableError() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.error(testError).asCompletable()
        }

        let expected: SingleTestNeverEvents = [
            .error(200, testError),
        ]
        XCTAssertEqual(res.events, expected)
    }

    // MARK: - zip

    func test_zip_tuple() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single.zip(Single.just(1), Single.just(2)).asSingle().map { (pair: (Int, Int)) -> Int in pair.0 + pair.1 }
        }

        let expected: SingleTestIntEvents = [
            .next(200, 3),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func test_zip_resultSelector() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single.zip(Single.just(1), Single.just(2)) { (first: Int, second: Int) -> Int in first + second }
        }

        let expected: SingleTestIntEvents = [
            .next(200, 3),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testZipCollection_selector() throws {
        let collection = [Single<Int>.just(1), Single<Int>.just(1), Single<Int>.just(1)]
        let singleResult: Single<Int> = Single.zip(collection) { (values: [Int]) -> Int in values.reduce(0, +) }.asSingle()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )

        XCTAssertEqual(result, 3)
    }

    func testZipCollection_selector_when_empty() throws {
        let collection: [Single<Int>] = []
        let singleResult = Single.zip(collection) { (values: [Int]) -> Int in values.reduce(0, +) }

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )

        XCTAssertEqual(result, 0)
    }

    func testZipCollection_tuple() throws {
        let collection = [Single<Int>.just(1), Single<Int>.just(1), Single<Int>.just(1)]
        let singleResult: Single<Int> = Single.zip(collection).map { (values: [Int]) -> Int in values.reduce(0, +) }.asSingle()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )

        XCTAssertEqual(result, 3)
    }

    func testZipCollection_tuple_when_empty() throws {
        let collection: [Single<Int>] = []
        let singleResult = Single.zip(collection)

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )

        XCTAssertEqual(result, [])
    }

    // MARK: - default error handler

    func testDefaultErrorHandler() {
        var loggedErrors = [TestError]()

        _ = Single<Int>.error(testError).subscribe()
        XCTAssertEqual(loggedErrors, [])

        let originalErrorHandler = Hooks.defaultErrorHandler

        Hooks.defaultErrorHandler = { _, error in
            loggedErrors.append((error as? TestError) ?? TestError(id: 0))
        }

        _ = Single<Int>.error(testError).subscribe()
        XCTAssertEqual(loggedErrors, [testError])

        Hooks.defaultErrorHandler = originalErrorHandler

        _ = Single<Int>.error(testError).subscribe()
        XCTAssertEqual(loggedErrors, [testError])
    }
}
