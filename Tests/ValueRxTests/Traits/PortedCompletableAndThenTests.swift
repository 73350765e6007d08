import ValueRx
import ValueRxTest
import XCTest

// Completable's andThen(_:) followed by a Completable, a Single, a Maybe or an Observable, on
// the virtual-time scheduler, RxTest style.
//
// Ports RxSwift's CompletableAndThenTest (Tests/RxSwiftTests/Completable+AndThen.swift): the
// same hot sources, the same virtual times, the same expected recordings and subscription
// intervals (the second sequence is subscribed when the first completes, never after an error).
// RxSwift's expectations are the oracle; each test keeps the name of the RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests (RxSwift's resource counter):
// testAndThenCompletableReleasesResourcesOnComplete, testAndThenCompletableReleasesResourcesOnError1/2,
// testAndThenSingleReleasesResourcesOnComplete, testAndThenSingleReleasesResourcesOnError1/2,
// testAndThenMaybeReleasesResourcesOnComplete, testAndThenMaybeReleasesResourcesOnError1/2,
// testAndThenObservableReleasesResourcesOnComplete, testAndThenObservableReleasesResourcesOnError1/2.
//
// Adaptations that do not change what is observed:
// - The expected recordings are typed constants instead of literals in the assertion.
// - The two retention tests keep the first completable in a variable that is later set to
//   `never()`; that variable has the erased type `Completable` (`.asCompletable()` appended),
//   and the `.never()` arguments are spelled `Completable.never()`.
// - RxSwift's `TestError.dummyError` is a local `AndThenDummyError.dummyError`, and
//   `weak var` stands for RxSwift's Swift 6.2 `weak let`.

private typealias AndThenNeverEvents = [Recorded<Event<Never>>]
private typealias AndThenIntEvents = [Recorded<Event<Int>>]

/// RxSwift's `TestError.dummyError`.
private enum AndThenDummyError: Swift.Error {
    case dummyError
}

/// An object whose release the retention tests watch.
private final class AndThenTestObject {}

final class PortedCompletableAndThenTests: ValueRxTestCase {
    // MARK: - andThen(Completable)

    func testCompletableEmpty_CompletableCompleted() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = Completable.empty()

        let x2: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(290),
        ])

        let res = scheduler.start {
            x1.andThen(x2.asCompletable())
        }

        let expected: AndThenNeverEvents = [
            .completed(290),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x2.subscriptions, [
            Subscription(200, 290),
        ])
    }

    func testCompletableCompleted_CompletableCompleted() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        let x2: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(290),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asCompletable())
        }

        let expected: AndThenNeverEvents = [
            .completed(290),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
            Subscription(210, 290),
        ])
    }

    func testCompletableError_CompletableCompleted() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .error(210, testError),
        ])

        let x2: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(290),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asCompletable())
        }

        let expected: AndThenNeverEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
        ])
    }

    func testCompletableCompleted_CompletableError() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        let x2: TestableObservable<Never> = scheduler.createHotObservable([
            .error(290, testError),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asCompletable())
        }

        let expected: AndThenNeverEvents = [
            .error(290, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
            Subscription(210, 290),
        ])
    }

    func testCompletable_FirstCompletableNotRetainedBeyondCompletion() {
        let scheduler = TestScheduler(initialClock: 0)

        let x: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        var object = Optional.some(AndThenTestObject())

        var completable: Completable = x.asCompletable()
            .do(onCompleted: { [object] in
                _ = object
            })
            .asCompletable()

        let disposable = completable
            .andThen(Completable.never())
            .subscribe()

        defer {
            disposable.dispose()
        }

        // The first completable has completed by now.
        scheduler.advanceTo(300)

        weak var weakObject = object
        object = nil
        completable = Completable.never().asCompletable()

        XCTAssertNil(weakObject)
    }

    func testCompletable_FirstCompletableNotRetainedBeyondFailure() {
        let scheduler = TestScheduler(initialClock: 0)

        let x: TestableObservable<Never> = scheduler.createHotObservable([
            .error(210, AndThenDummyError.dummyError),
        ])

        var object = Optional.some(AndThenTestObject())

        var completable: Completable = x.asCompletable()
            .do(onCompleted: { [object] in
                _ = object
            })
            .asCompletable()

        let disposable = completable
            .andThen(Completable.never())
            .subscribe()

        defer {
            disposable.dispose()
        }

        // The first completable has failed by now.
        scheduler.advanceTo(300)

        weak var weakObject = object
        object = nil
        completable = Completable.never().asCompletable()

        XCTAssertNil(weakObject)
    }

    // MARK: - andThen(Single)

    func testCompletableEmpty_SingleCompleted() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = Completable.empty()

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .next(285, 1),
            .completed(290),
        ])

        let res = scheduler.start {
            x1.andThen(x2.asSingle())
        }

        let expected: AndThenIntEvents = [
            .next(290, 1),
            .completed(290),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x2.subscriptions, [
            Subscription(200, 290),
        ])
    }

    func testCompletableCompleted_SingleNormal() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .next(290, 1),
            .completed(290),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asSingle())
        }

        let expected: AndThenIntEvents = [
            .next(290, 1),
            .completed(290),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
            Subscription(210, 290),
        ])
    }

    func testCompletableError_SingleNormal() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .error(210, testError),
        ])

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .next(290, 1),
            .completed(290),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asSingle())
        }

        let expected: AndThenIntEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
        ])
    }

    func testCompletableCompleted_SingleError() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .error(290, testError),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asSingle())
        }

        let expected: AndThenIntEvents = [
            .error(290, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
            Subscription(210, 290),
        ])
    }

    // MARK: - andThen(Maybe)

    func testCompletableEmpty_MaybeCompleted() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = Completable.empty()

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .next(285, 1),
            .completed(290),
        ])

        let res = scheduler.start {
            x1.andThen(x2.asMaybe())
        }

        let expected: AndThenIntEvents = [
            .next(290, 1),
            .completed(290),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x2.subscriptions, [
            Subscription(200, 290),
        ])
    }

    func testCompletableCompleted_MaybeNormal() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .next(290, 1),
            .completed(290),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asMaybe())
        }

        let expected: AndThenIntEvents = [
            .next(290, 1),
            .completed(290),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
            Subscription(210, 290),
        ])
    }

    func testCompletableError_MaybeNormal() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .error(210, testError),
        ])

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .next(290, 1),
            .completed(290),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asMaybe())
        }

        let expected: AndThenIntEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
        ])
    }

    func testCompletableCompleted_MaybeError() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .error(290, testError),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asMaybe())
        }

        let expected: AndThenIntEvents = [
            .error(290, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
            Subscription(210, 290),
        ])
    }

    func testCompletableCompleted_MaybeEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .completed(290),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asMaybe())
        }

        let expected: AndThenIntEvents = [
            .completed(290),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
            Subscription(210, 290),
        ])
    }

    // MARK: - andThen(Observable)

    func testCompletableEmpty_ObservableCompleted() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = Completable.empty()

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .next(285, 1),
            .completed(290),
        ])

        let res = scheduler.start {
            x1.andThen(x2.asObservable())
        }

        let expected: AndThenIntEvents = [
            .next(285, 1),
            .completed(290),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x2.subscriptions, [
            Subscription(200, 290),
        ])
    }

    func testCompletableCompleted_ObservableNormal() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .next(280, 1),
            .completed(290),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asObservable())
        }

        let expected: AndThenIntEvents = [
            .next(280, 1),
            .completed(290),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
            Subscription(210, 290),
        ])
    }

    func testCompletableError_ObservableNormal() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .error(210, testError),
        ])

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .next(280, 1),
            .completed(290),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asObservable())
        }

        let expected: AndThenIntEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
        ])
    }

    func testCompletableCompleted_ObservableError() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .error(290, testError),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asObservable())
        }

        let expected: AndThenIntEvents = [
            .error(290, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
            Subscription(210, 290),
        ])
    }

    func testCompletableCompleted_ObservableEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .completed(290),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asObservable())
        }

        let expected: AndThenIntEvents = [
            .completed(290),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
            Subscription(210, 290),
        ])
    }
}
