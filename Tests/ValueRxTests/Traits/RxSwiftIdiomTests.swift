import Foundation
import ValueRx
import ValueRxBlocking
import ValueRxTest
import XCTest

// RxSwift's own ways of writing trait and creation expressions (issue 24), each written here
// exactly as the RxSwift test named in its comment writes it, with that test's expected result.
// Before the overloads these tests pin, none of these expressions compiled:
// - `flatMap { .just($0 * 2) }` on a Single or a Maybe: "generic parameter 'InnerStage' could
//   not be inferred" (the implicit member had no concrete trait type to resolve against);
// - `Single<Int>.just(1).asMaybe() as Maybe<Int>`: "ambiguous use of 'just'";
//   `Single<Int>.just(5).asCompletable() as Completable`: "cannot convert";
// - `{ ys1, ys2 in Completable.concat(ys1, ys2) }` typed `-> Completable`: "cannot convert";
// - `asInfallible(onErrorFallbackTo: .never())`: "'OtherStage' could not be inferred";
// - `Observable.using { ... } observableFactory: { _ in ...; return Observable.never() } as
//   Observable<Int>` and `let xs: Observable<Int> = Observable.deferred { ...; return
//   Observable.create { ... } }`: "generic parameter 'Element' could not be inferred";
// - `Observable.merge(Observable.just(1))`: "'Element' could not be inferred";
//   `multicast({ PublishSubject<Int>() }) { Observable.zip($0, $0) { a, b in a + b } }`:
//   "'Result' could not be inferred";
// - `let singleResult: Single<Int> = Single.zip(a, b, c, d).map { $0 + $1 + $2 + $3 }`:
//   "cannot assign" (after five seconds of type-checking);
// - `notificationCenter.rx.notification(_:object:)` did not exist.
// A compile failure fails the whole test target, so each test guards its idiom; the
// assertions check that the overload chosen behaves as RxSwift's operator does.

private typealias IdiomIntEvents = [Recorded<Event<Int>>]
private typealias IdiomNeverEvents = [Recorded<Event<Never>>]

/// RxSwift's `MockDisposable`: records the clock at creation and at every `dispose()`.
private final class IdiomMockDisposable: Disposable {
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

final class RxSwiftIdiomTests: ValueRxTestCase {
    // MARK: - 1. flatMap returning an implicit member

    /// SingleTest.test_flatMap.
    func testSingleFlatMapImplicitJust() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.just(1).flatMap { .just($0 * 2) }
        }

        let expected: IdiomIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    /// MaybeTest.test_flatMap.
    func testMaybeFlatMapImplicitJust() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<Int>.just(1).flatMap { .just($0 * 2) }
        }

        let expected: IdiomIntEvents = [
            .next(200, 2),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    /// The README's example: an implicit `.just` after a fused `map`.
    func testReadmeSingleChain() throws {
        let result = try Single.just(1).map { $0 + 1 }.flatMap { .just($0) }
            .toBlocking(timeout: 5).first()
        XCTAssertEqual(result, 2)
    }

    // MARK: - 2. Conversions coerced to the erased trait

    /// SingleTest.test_asMaybe.
    func testAsMaybeCoercedToMaybe() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.just(1).asMaybe() as Maybe<Int>
        }

        let expected: IdiomIntEvents = [
            .next(200, 1),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    /// SingleTest.test_asCompletable.
    func testAsCompletableCoercedToCompletable() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.just(5).asCompletable() as Completable
        }

        let expected: IdiomNeverEvents = [
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    /// SingleTest.test_asCompletableError.
    func testAsCompletableErrorCoercedToCompletable() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.error(testError).asCompletable() as Completable
        }

        let expected: IdiomNeverEvents = [
            .error(200, testError),
        ]
        XCTAssertEqual(res.events, expected)
    }

    /// A fused Single converted where a function returns `Completable`.
    func testAsCompletableReturnedAsCompletable() {
        func completion(of single: PrimitiveSequence<SingleTrait, Observables.Just<Int>, Stages.Map<Int, Int, Never>>) -> Completable {
            return single.asCompletable()
        }
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            completion(of: Single.just(1).map { $0 + 1 })
        }

        let expected: IdiomNeverEvents = [
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    // MARK: - 3. Completable.concat where a Completable is expected

    /// ObservablePrimitiveSequenceTest.testCompletable_concat.
    func testCompletableConcatFactories() {
        let factories: [(Completable, Completable) -> Completable] =
            [
                { ys1, ys2 in Completable.concat(ys1, ys2) },
                { ys1, ys2 in Completable.concat([ys1, ys2]) },
                { ys1, ys2 in Completable.concat(AnyCollection([ys1, ys2])) },
                { ys1, ys2 in ys1.concat(ys2) }
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = scheduler.createHotObservable([
                .completed(250, Never.self),
                .error(260, testError)
            ])

            let ys2 = scheduler.createHotObservable([
                .completed(300, Never.self)
            ])

            let res = scheduler.start {
                factory(ys1.asCompletable(), ys2.asCompletable())
            }

            let expected: IdiomNeverEvents = [
                .completed(300),
            ]
            XCTAssertEqual(res.events, expected)
            XCTAssertEqual(ys1.subscriptions, [Subscription(200, 250)])
            XCTAssertEqual(ys2.subscriptions, [Subscription(250, 300)])
        }
    }

    // MARK: - 4. asInfallible(onErrorFallbackTo: .never())

    /// InfallibleCombineLatestTest.testCombineLatest_Arity.
    func testAsInfallibleFallbackToImplicitNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let firstStream = scheduler.createColdObservable([
            .next(1, 1)
        ]).asInfallible(onErrorFallbackTo: .never())

        let secondStream = scheduler.createColdObservable([
            .next(1, 1)
        ]).asInfallible(onErrorFallbackTo: .never())

        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 100) {
            Infallible
                .combineLatest(firstStream, secondStream)
                .map { $0 + $1 }
        }

        let expected: IdiomIntEvents = [
            .next(1, 2),
        ]
        XCTAssertEqual(observer.events, expected)
    }

    /// The fallback runs after an error, as RxSwift's `catch { _ in fallback }` does.
    func testAsInfallibleFallbackAfterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([
            .next(10, 1),
            .error(20, testError),
        ])

        let res = scheduler.start {
            source.asInfallible(onErrorFallbackTo: .just(7))
        }

        let expected: IdiomIntEvents = [
            .next(210, 1),
            .next(220, 7),
            .completed(220),
        ]
        XCTAssertEqual(res.events, expected)
    }

    // MARK: - 5. using / deferred with an element type given by the context

    /// ObservableUsingTest.testUsing_ThrowResourceSelector.
    func testUsingFactoryReturningImplicitlyTypedNever() {
        let scheduler = TestScheduler(initialClock: 0)

        var disposeInvoked = 0
        var createInvoked = 0

        let res = scheduler.start {
            Observable.using { () -> IdiomMockDisposable in
                disposeInvoked += 1
                throw testError
            } observableFactory: { _ in
                createInvoked += 1
                return Observable.never()

            } as Observable<Int>
        }

        let expected: IdiomIntEvents = [
            .error(200, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(0, createInvoked)
        XCTAssertEqual(1, disposeInvoked)
    }

    /// ObservableUsingTest.testUsing_ThrowResourceUsage: a factory that only throws.
    func testUsingFactoryThatOnlyThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        var disposeInvoked = 0
        var createInvoked = 0
        var disposable: IdiomMockDisposable!

        let res = scheduler.start {
            Observable.using { () -> IdiomMockDisposable in
                disposeInvoked += 1
                disposable = IdiomMockDisposable(scheduler: scheduler)
                return disposable
            } observableFactory: { _ in
                createInvoked += 1
                throw testError

            } as Observable<Int>
        }

        let expected: IdiomIntEvents = [
            .error(200, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(1, createInvoked)
        XCTAssertEqual(1, disposeInvoked)
        XCTAssertEqual(disposable.ticks, [200, 200])
    }

    /// ObservableMulticastTest.testRefCount_NotConnected's source.
    func testDeferredReturningImplicitlyTypedCreate() {
        var disconnected = false
        var count = 0

        let xs: Observable<Int> = Observable.deferred {
            count += 1
            return Observable.create { _ in
                Disposables.create {
                    disconnected = true
                }
            }
        }

        XCTAssertEqual(count, 0)
        let subscription = xs.subscribe { _ in () }
        XCTAssertEqual(count, 1)
        XCTAssertFalse(disconnected)
        subscription.dispose()
        XCTAssertTrue(disconnected)
    }

    // MARK: - 6. merge of one concrete sequence, multicast whose selector returns zip

    /// ObservableMergeTest.testMergeSyncReleasesResourcesOnComplete's first expression.
    func testMergeOfOneConcreteSequence() {
        var elements: [Int] = []
        var completed = false

        _ = Observable.merge(Observable.just(1))
            .subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })

        XCTAssertEqual(elements, [1])
        XCTAssertTrue(completed)
    }

    /// ObservableMulticastTest.testMulticast_Cold_Zip.
    func testMulticastSelectorReturningZip() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(40, 0),
            .next(90, 1),
            .next(150, 2),
            .next(210, 3),
            .next(240, 4),
            .next(270, 5),
            .next(330, 6),
            .next(340, 7),
            .completed(390)
        ])

        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { Observable.zip($0, $0) { a, b in a + b } }
        }

        let expected: IdiomIntEvents = [
            .next(210, 6),
            .next(240, 8),
            .next(270, 10),
            .next(330, 12),
            .next(340, 14),
            .completed(390),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    /// ObservableMulticastTest.testMulticastReleasesResourcesOnComplete's expression.
    func testMulticastZipOnJust() {
        var elements: [Int] = []

        _ = Observable<Int>.just(1).multicast({ PublishSubject<Int>() }) { Observable.zip($0, $0) { a, b in a + b } }.subscribe(onNext: { elements.append($0) })

        XCTAssertEqual(elements, [2])
    }

    // MARK: - 7. map after a trait's zip, stored as the erased trait

    /// SingleTest.testZip2_tuple (PrimitiveSequenceTest+zip+arity).
    func testSingleZip2MapStoredAsSingle() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1)).map { $0 + $1 }

        let result = try singleResult
            .toBlocking(timeout: 5).first()
        XCTAssertEqual(result, 2)
    }

    /// SingleTest.testZip4_tuple (PrimitiveSequenceTest+zip+arity).
    func testSingleZip4MapStoredAsSingle() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1)).map { $0 + $1 + $2 + $3 }

        let result = try singleResult
            .toBlocking(timeout: 5).first()
        XCTAssertEqual(result, 4)
    }

    /// MaybeTest.testZip4_tuple (PrimitiveSequenceTest+zip+arity).
    func testMaybeZip4MapStoredAsMaybe() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)).map { $0 + $1 + $2 + $3 }

        let result = try singleResult
            .toBlocking(timeout: 5).first()
        XCTAssertEqual(result, 4)
    }

    // MARK: - 8. NotificationCenter.rx.notification

    /// NSNotificationCenterTests.testNotificationCenterWithoutObject.
    func testNotificationCenterWithoutObject() {
        let notificationCenter = NotificationCenter()

        var numberOfNotifications = 0

        notificationCenter.post(name: Notification.Name(rawValue: "testNotification"), object: nil)

        XCTAssertTrue(numberOfNotifications == 0)

        let subscription = notificationCenter.rx.notification(Notification.Name(rawValue: "testNotification"), object: nil)
            .subscribe(onNext: { _ in
                numberOfNotifications += 1
            })

        XCTAssertTrue(numberOfNotifications == 0)

        notificationCenter.post(name: Notification.Name(rawValue: "testNotification"), object: nil)

        XCTAssertTrue(numberOfNotifications == 1)

        notificationCenter.post(name: Notification.Name(rawValue: "testNotification"), object: NSObject())

        XCTAssertTrue(numberOfNotifications == 2)

        subscription.dispose()

        XCTAssertTrue(numberOfNotifications == 2)

        notificationCenter.post(name: Notification.Name(rawValue: "testNotification"), object: nil)

        XCTAssertTrue(numberOfNotifications == 2)
    }

    /// NSNotificationCenterTests.testNotificationCenterWithObject.
    func testNotificationCenterWithObject() {
        let notificationCenter = NotificationCenter()

        var numberOfNotifications = 0

        let targetObject = NSObject()

        notificationCenter.post(name: Notification.Name(rawValue: "testNotification"), object: targetObject)
        notificationCenter.post(name: Notification.Name(rawValue: "testNotification"), object: nil)

        XCTAssertTrue(numberOfNotifications == 0)

        let subscription = notificationCenter.rx.notification(Notification.Name(rawValue: "testNotification"), object: targetObject)
            .subscribe(onNext: { _ in
                numberOfNotifications += 1
            })

        XCTAssertTrue(numberOfNotifications == 0)

        notificationCenter.post(name: Notification.Name(rawValue: "testNotification"), object: targetObject)

        XCTAssertTrue(numberOfNotifications == 1)

        notificationCenter.post(name: Notification.Name(rawValue: "testNotification"), object: nil)

        XCTAssertTrue(numberOfNotifications == 1)

        notificationCenter.post(name: Notification.Name(rawValue: "testNotification"), object: NSObject())

        XCTAssertTrue(numberOfNotifications == 1)

        notificationCenter.post(name: Notification.Name(rawValue: "testNotification"), object: targetObject)

        XCTAssertTrue(numberOfNotifications == 2)

        subscription.dispose()

        XCTAssertTrue(numberOfNotifications == 2)

        notificationCenter.post(name: Notification.Name(rawValue: "testNotification"), object: targetObject)

        XCTAssertTrue(numberOfNotifications == 2)
    }

    /// Each subscription registers its own observer: two subscriptions see each post once each,
    /// and disposing one leaves the other.
    func testNotificationSubscriptionsAreIndependent() {
        let notificationCenter = NotificationCenter()
        let name = Notification.Name(rawValue: "testNotification")
        let notifications = notificationCenter.rx.notification(name)
        var first = 0
        var second = 0

        let a = notifications.subscribe(onNext: { _ in first += 1 })
        let b = notifications.subscribe(onNext: { _ in second += 1 })
        notificationCenter.post(name: name, object: nil)
        a.dispose()
        notificationCenter.post(name: name, object: nil)
        b.dispose()
        notificationCenter.post(name: name, object: nil)

        XCTAssertEqual(first, 1)
        XCTAssertEqual(second, 2)
    }
}
