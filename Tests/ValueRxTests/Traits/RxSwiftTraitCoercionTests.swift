import ValueRx
import ValueRxBlocking
import ValueRxTest
import XCTest

// RxSwift's tests that coerce or annotate a trait expression to its erased type (`... as
// Maybe<Int>`, `let s: Single<Int> = ...`, `completable = .never()`), each written exactly as the
// RxSwift test named in its comment writes it (issue 24). Before the erased overloads
// (PrimitiveSequence+Erased.swift, the generated `zip` forms, Completable's `do`), each failed
// to compile with "cannot convert value of type 'PrimitiveSequence<MaybeTrait, ...>' to type
// 'Maybe<Int>' in coercion", `completable = .never()` with "member 'never()' produces result of
// type 'PrimitiveSequence<CompletableTrait, Observable<Never>, ...>', but context expects
// 'PrimitiveSequence<CompletableTrait, TestableObservable<Never>, Stages.Do<Never>>'", and the
// typed five-source `zip` with "unable to type-check this expression in reasonable time"; a
// `map` right after a collection `zip`, stored as `Single<Int>`, with "cannot assign".
// The assertions are RxSwift's: the erased overload behaves as the fused one.

private struct CoercionTestError: Error, Equatable {}
private let coercionTestError = CoercionTestError()

/// RxSwift's `TestObject`: something a closure captures, to see when it is released.
private final class CoercionTestObject {}

final class RxSwiftTraitCoercionTests: ValueRxTestCase {
    // MARK: - MaybeTest

    /// MaybeTest.test_just2_producesElement.
    func testMaybeJustOnSchedulerCoerced() {
        let result = try! (Maybe.just(1, scheduler: CurrentThreadScheduler.instance) as Maybe<Int>).toBlocking().first()!
        XCTAssertEqual(result, 1)
    }

    /// MaybeTest.test_deferred.
    func testMaybeDeferredCoerced() {
        let result = try! (Maybe.deferred { Maybe.just(1) } as Maybe<Int>).toBlocking().toArray()
        XCTAssertEqual(result, [1])
    }

    /// MaybeTest.test_retry.
    func testMaybeRetryAfterMultiStatementCatchCoerced() {
        let scheduler = TestScheduler(initialClock: 0)

        var isFirst = true
        let res = scheduler.start {
            Maybe.error(coercionTestError)
                .catch { e in
                    defer {
                        isFirst = false
                    }
                    if isFirst {
                        return Maybe.error(e)
                    }

                    return Maybe.just(2)
                }
                .retry(2) as Maybe<Int>
        }

        XCTAssertEqual(res.events, [
            .next(200, 2),
            .completed(200),
        ])
    }

    /// MaybeTest.test_retryWhen1.
    func testMaybeRetryWhenTypedHandlerCoerced() {
        let scheduler = TestScheduler(initialClock: 0)

        var isFirst = true
        let res = scheduler.start {
            Maybe.error(coercionTestError)
                .catch { e in
                    defer {
                        isFirst = false
                    }
                    if isFirst {
                        return Maybe.error(e)
                    }

                    return Maybe.just(2)
                }
                .retry { (e: Observable<Error>) in
                    e
                } as Maybe<Int>
        }

        XCTAssertEqual(res.events, [
            .next(200, 2),
            .completed(200),
        ])
    }

    /// MaybeTest.test_retryWhen2.
    func testMaybeRetryWhenUntypedHandlerCoerced() {
        let scheduler = TestScheduler(initialClock: 0)

        var isFirst = true
        let res = scheduler.start {
            Maybe.error(coercionTestError)
                .catch { e in
                    defer {
                        isFirst = false
                    }
                    if isFirst {
                        return Maybe.error(e)
                    }

                    return Maybe.just(2)
                }
                .retry { e in
                    e
                } as Maybe<Int>
        }

        XCTAssertEqual(res.events, [
            .next(200, 2),
            .completed(200),
        ])
    }

    /// MaybeTest.test_compactMap.
    func testMaybeCompactMapCoerced() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            (Maybe<String>.just("1").compactMap(Int.init) as Maybe<Int>).asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(200, 1),
            .completed(200),
        ])
    }

    /// MaybeTest.test_compactMapNil.
    func testMaybeCompactMapNilCoerced() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            (Maybe<String>.just("a").compactMap(Int.init) as Maybe<Int>).asObservable()
        }

        XCTAssertEqual(res.events, [
            .completed(200),
        ])
    }

    /// MaybeTest.test_ifEmptyDefault.
    func testMaybeIfEmptyDefaultCoercedToSingle() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<Int>.empty().ifEmpty(default: 5) as Single<Int>
        }

        XCTAssertEqual(res.events, [
            .next(200, 5),
            .completed(200),
        ])
    }

    /// MaybeTest.test_ifEmptySwitchToMaybe.
    func testMaybeIfEmptySwitchToMaybeCoerced() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Maybe<Int>.empty()
        let switchSource = Maybe.just(10)

        let res = scheduler.start {
            source.ifEmpty(switchTo: switchSource) as Maybe<Int>
        }

        XCTAssertEqual(res.events, [
            .next(200, 10),
            .completed(200),
        ])
    }

    /// MaybeTest.test_zip_tuple.
    func testMaybeZipTupleCoerced() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            (Maybe.zip(Maybe.just(1), Maybe.just(2)) as Maybe<(Int, Int)>).map { $0.0 + $0.1 }
        }

        XCTAssertEqual(res.events, [
            .next(200, 3),
            .completed(200),
        ])
    }

    // MARK: - SingleTest

    /// SingleTest.test_just2_producesElement.
    func testSingleJustOnSchedulerCoerced() {
        let result = try! (Single.just(1, scheduler: CurrentThreadScheduler.instance) as Single<Int>).toBlocking().first()!
        XCTAssertEqual(result, 1)
    }

    /// SingleTest.test_deferred.
    func testSingleDeferredCoerced() {
        let result = try! (Single.deferred { Single.just(1) } as Single<Int>).toBlocking().toArray()
        XCTAssertEqual(result, [1])
    }

    /// SingleTest.test_retry.
    func testSingleRetryAfterMultiStatementCatchCoerced() {
        let scheduler = TestScheduler(initialClock: 0)

        var isFirst = true
        let res = scheduler.start {
            Single.error(coercionTestError)
                .catch { e in
                    defer {
                        isFirst = false
                    }
                    if isFirst {
                        return Single.error(e)
                    }

                    return Single.just(2)
                }
                .retry(2) as Single<Int>
        }

        XCTAssertEqual(res.events, [
            .next(200, 2),
            .completed(200),
        ])
    }

    /// SingleTest.test_compactMapNil.
    func testSingleCompactMapNilCoercedToMaybe() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            (Single<String>.just("a").compactMap(Int.init) as Maybe<Int>).asObservable()
        }

        XCTAssertEqual(res.events, [
            .completed(200),
        ])
    }

    /// SingleTest.test_zip_tuple.
    func testSingleZipTupleCoerced() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            (Single.zip(Single.just(1), Single.just(2)) as Single<(Int, Int)>).map { $0.0 + $0.1 }
        }

        XCTAssertEqual(res.events, [
            .next(200, 3),
            .completed(200),
        ])
    }

    // MARK: - PrimitiveSequenceTest+zip+arity

    /// SingleTest.testZip2_selector.
    func testSingleZip2SelectorStoredAsSingle() {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1)) { $0 + $1 }

        let result = try! singleResult
            .toBlocking().first()!
        XCTAssertEqual(result, 2)
    }

    /// SingleTest.testZip5_selector (five sources: the one that did not type-check in time).
    func testSingleZip5SelectorStoredAsSingle() {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)) { $0 + $1 + $2 + $3 + $4 }

        let result = try! singleResult
            .toBlocking().first()!
        XCTAssertEqual(result, 5)
    }

    /// MaybeTest.testZip8_selector.
    func testMaybeZip8SelectorStoredAsMaybe() {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }

        let result = try! singleResult
            .toBlocking().first()!
        XCTAssertEqual(result, 8)
    }

    /// SingleTest.testZipCollection_selector.
    func testSingleZipCollectionSelectorStoredAsSingle() {
        let collection = [Single<Int>.just(1), Single<Int>.just(1), Single<Int>.just(1)]
        let singleResult: Single<Int> = Single.zip(collection) { $0.reduce(0, +) }

        let result = try! singleResult
            .toBlocking()
            .first()!

        XCTAssertEqual(result, 3)
    }

    /// SingleTest.testZipCollection_tuple (`map` right after a collection `zip`).
    func testSingleZipCollectionMapStoredAsSingle() {
        let collection = [Single<Int>.just(1), Single<Int>.just(1), Single<Int>.just(1)]
        let singleResult: Single<Int> = Single.zip(collection).map { $0.reduce(0, +) }

        let result = try! singleResult
            .toBlocking()
            .first()!

        XCTAssertEqual(result, 3)
    }

    /// SingleTest.testZipCollection_tuple_when_empty.
    func testSingleZipEmptyCollection() {
        let collection: [Single<Int>] = []
        let singleResult = Single.zip(collection)

        let result = try! singleResult
            .toBlocking()
            .first()!

        XCTAssertEqual(result, [])
    }

    // MARK: - CompletableTest, Completable+AndThen

    /// CompletableTest.test_deferred.
    func testCompletableDeferredCoerced() {
        let result = try! (Completable.deferred { Completable.empty() } as Completable).toBlocking().toArray()
        XCTAssertEqual(result, [])
    }

    /// Completable+AndThen.testCompletable_FirstCompletableNotRetainedBeyondCompletion.
    func testCompletableVariableReassignedAfterCompletion() {
        let scheduler = TestScheduler(initialClock: 0)

        let x: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        var object = Optional.some(CoercionTestObject())

        var completable = x.asCompletable()
            .do(onCompleted: { [object] in
                _ = object
            })

        let disposable = completable
            .andThen(.never())
            .subscribe()

        defer {
            disposable.dispose()
        }

        // completable has completed by now
        scheduler.advanceTo(300)

        weak let weakObject = object
        object = nil
        completable = .never()

        XCTAssertNil(weakObject)
    }

    /// Completable+AndThen.testCompletable_FirstCompletableNotRetainedBeyondFailure.
    func testCompletableVariableReassignedAfterFailure() {
        let scheduler = TestScheduler(initialClock: 0)

        let x: TestableObservable<Never> = scheduler.createHotObservable([
            .error(210, coercionTestError),
        ])

        var object = Optional.some(CoercionTestObject())

        var completable = x.asCompletable()
            .do(onCompleted: { [object] in
                _ = object
            })

        let disposable = completable
            .andThen(.never())
            .subscribe()

        defer {
            disposable.dispose()
        }

        // completable has terminated with error by now
        scheduler.advanceTo(300)

        weak let weakObject = object
        object = nil
        completable = .never()

        XCTAssertNil(weakObject)
    }

    /// The form the issue quotes, without the `do`: a variable holding `asCompletable()` of a
    /// test observable, reassigned.
    func testCompletableVariableFromAsCompletableReassigned() {
        let scheduler = TestScheduler(initialClock: 0)
        let x: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        var completable = x.asCompletable()
        let res = scheduler.start { completable.asObservable() }
        completable = .never()
        _ = completable

        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(x.subscriptions, [Subscription(200, 210)])
    }

    // MARK: - Untyped expressions keep their fused types

    /// Where nothing asks for the erased type, the struct's fused members are chosen: the
    /// erased overloads above must not take over an untyped chain.
    func testUntypedTraitExpressionsStayFused() {
        let scheduled = Maybe.just(1, scheduler: CurrentThreadScheduler.instance)
        XCTAssertFalse(type(of: scheduled) == Maybe<Int>.self)
        let retried = Single.just(1).retry(2)
        XCTAssertFalse(type(of: retried) == Single<Int>.self)
        let mapped = Single.just("1").compactMap(Int.init)
        XCTAssertFalse(type(of: mapped) == Maybe<Int>.self)
        let zipped = Single.zip(Single.just(1), Single.just(2)) { $0 + $1 }
        XCTAssertFalse(type(of: zipped) == Single<Int>.self)
        let deferred = Maybe.deferred { Maybe.just(1) }
        XCTAssertFalse(type(of: deferred) == Maybe<Int>.self)
    }
}
