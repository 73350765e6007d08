import ValueRx
import ValueRxTest
import XCTest

// merge() / merge(maxConcurrent:) / Observable.merge(...) ported from RxSwift's
// Tests/RxSwiftTests/Observable+MergeTests.swift: every test named `testMerge_...`,
// `testMergeConcurrent_...` or `testMergeSync_...`, with the same events, virtual times,
// expected recordings and subscription intervals. RxSwift's expectations are the oracle.
//
// Not ported:
// - The `#if TRACE_RESOURCES` tests (testMerge1/2ReleasesResourcesOnComplete/OnError,
//   testMergeSyncReleasesResourcesOnComplete/OnError): they count RxSwift's live resources.
// - flatMap / flatMapFirst / concatMap tests of the same file: ported in another file.
//
// Adaptations that do not change what is observed:
// - ValueRx sources and operators return concrete types, so inner sequences of the
//   "Deadlock" tests and the results of the `Observable.merge(...)` factories in the
//   "MergeSync" tests are erased with `.asObservable()` where RxSwift has `Observable<Int>`.
// - Generic parameters RxSwift leaves to inference are spelled out (`Observable<Int>.merge`,
//   `Observable<Int>.concat`, `Observable<Int>.of(0, 1, 2)`, `AnyCollection<Observable<Int>>([])`,
//   `[Observable<Int>]()` for `[]`); the result-type annotations of the Deadlock tests are dropped.
// - The "Deadlock" tests keep RxSwift's synchronous sources (`Observable.of`, `just`, `empty`,
//   `error`, `concat`) and only count callbacks, as RxSwift does.

/// RxSwift's `testMerge_...` tests: `merge()` of an observable of observables. The others:
/// PortedMergeConcurrentTests (`merge(maxConcurrent:)`) and PortedMergeSyncTests
/// (`Observable.merge(...)`).
final class PortedMergeTests: ValueRxTestCase {
    // MARK: - Deadlock (synchronous sources)

    func testMerge_DeadlockSimple() {
        var nEvents = 0

        let observable = Observable.of(
            Observable<Int>.of(0, 1, 2).asObservable(),
            Observable<Int>.of(0, 1, 2).asObservable(),
            Observable<Int>.of(0, 1, 2).asObservable()
        ).merge()

        _ = observable.subscribe(onNext: { _ in
            nEvents += 1
        })

        XCTAssertEqual(nEvents, 9)
    }

    func testMerge_DeadlockErrorAfterN() {
        var nEvents = 0

        let observable = Observable.of(
            Observable<Int>.of(0, 1, 2).asObservable(),
            Observable<Int>.concat([
                Observable<Int>.of(0, 1).asObservable(),
                Observable<Int>.error(testError).asObservable(),
            ]).asObservable(),
            Observable<Int>.of(0, 1, 2).asObservable()
        ).merge()

        _ = observable.subscribe(onError: { _ in
            nEvents += 1
        })

        XCTAssertEqual(nEvents, 1)
    }

    func testMerge_DeadlockErrorImmediately() {
        var nEvents = 0

        let observable = Observable.just(
            Observable<Int>.error(testError).asObservable()
        ).merge()

        _ = observable.subscribe(onError: { _ in
            nEvents += 1
        })

        XCTAssertEqual(nEvents, 1)
    }

    func testMerge_DeadlockEmpty() {
        var nEvents = 0

        let observable = Observable<Observable<Int>>.empty().merge()
        _ = observable.subscribe(onCompleted: {
            nEvents += 1
        })

        XCTAssertEqual(nEvents, 1)
    }

    func testMerge_DeadlockFirstEmpty() {
        var nEvents = 0

        let observable = Observable.just(Observable<Int>.empty().asObservable()).merge()
        _ = observable.subscribe(onCompleted: {
            nEvents += 1
        })

        XCTAssertEqual(nEvents, 1)
    }

    // MARK: - merge() on virtual time

    func testMerge_ObservableOfObservable_Data() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 101),
            .next(20, 102),
            .next(110, 103),
            .next(120, 104),
            .next(210, 105),
            .next(220, 106),
            .completed(230)
        ])

        let ys2 = scheduler.createColdObservable([
            .next(10, 201),
            .next(20, 202),
            .next(30, 203),
            .next(40, 204),
            .completed(50)
        ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 301),
            .next(20, 302),
            .next(30, 303),
            .next(40, 304),
            .next(120, 305),
            .completed(150)
        ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .next(500, ys3),
            .completed(600)
        ])

        let res = scheduler.start {
            xs.merge()
        }

        let messages = Recorded.events(
            .next(310, 101),
            .next(320, 102),
            .next(410, 103),
            .next(410, 201),
            .next(420, 104),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .next(510, 105),
            .next(510, 301),
            .next(520, 106),
            .next(520, 302),
            .next(530, 303),
            .next(540, 304),
            .next(620, 305),
            .completed(650)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(ys1.subscriptions, [
            Subscription(300, 530)
        ])

        XCTAssertEqual(ys2.subscriptions, [
            Subscription(400, 450)
        ])

        XCTAssertEqual(ys3.subscriptions, [
            Subscription(500, 650)
        ])
    }

    func testMerge_ObservableOfObservable_Data_NotOverlapped() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 101),
            .next(20, 102),
            .completed(230)
        ])

        let ys2 = scheduler.createColdObservable([
            .next(10, 201),
            .next(20, 202),
            .next(30, 203),
            .next(40, 204),
            .completed(50)
        ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 301),
            .next(20, 302),
            .next(30, 303),
            .next(40, 304),
            .completed(50)
        ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .next(500, ys3),
            .completed(600)
        ])

        let res = scheduler.start {
            xs.merge()
        }

        let messages = Recorded.events(
            .next(310, 101),
            .next(320, 102),
            .next(410, 201),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .next(510, 301),
            .next(520, 302),
            .next(530, 303),
            .next(540, 304),
            .completed(600)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 600)
        ])

        XCTAssertEqual(ys1.subscriptions, [
            Subscription(300, 530)
        ])

        XCTAssertEqual(ys2.subscriptions, [
            Subscription(400, 450)
        ])

        XCTAssertEqual(ys3.subscriptions, [
            Subscription(500, 550)
        ])
    }

    func testMerge_ObservableOfObservable_InnerThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 101),
            .next(20, 102),
            .next(110, 103),
            .next(120, 104),
            .next(210, 105),
            .next(220, 106),
            .completed(230)
        ])

        let ys2 = scheduler.createColdObservable([
            .next(10, 201),
            .next(20, 202),
            .next(30, 203),
            .next(40, 204),
            .error(50, testError1)
        ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 301),
            .next(20, 302),
            .next(30, 303),
            .next(40, 304),
            .completed(150)
        ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .next(500, ys3),
            .completed(600)
        ])

        let res = scheduler.start {
            xs.merge()
        }

        let messages = Recorded.events(
            .next(310, 101),
            .next(320, 102),
            .next(410, 103),
            .next(410, 201),
            .next(420, 104),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .error(450, testError1)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 450)
        ])

        XCTAssertEqual(ys1.subscriptions, [
            Subscription(300, 450)
        ])

        XCTAssertEqual(ys2.subscriptions, [
            Subscription(400, 450)
        ])

        XCTAssertEqual(ys3.subscriptions, [
        ])
    }

    func testMerge_ObservableOfObservable_OuterThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(10, 101),
            .next(20, 102),
            .next(110, 103),
            .next(120, 104),
            .next(210, 105),
            .next(220, 106),
            .completed(230)
        ])

        let ys2 = scheduler.createColdObservable([
            .next(10, 201),
            .next(20, 202),
            .next(30, 203),
            .next(40, 204),
            .completed(50)
        ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(300, ys1),
            .next(400, ys2),
            .error(500, testError1)
        ])

        let res = scheduler.start {
            xs.merge()
        }

        let messages = Recorded.events(
            .next(310, 101),
            .next(320, 102),
            .next(410, 103),
            .next(410, 201),
            .next(420, 104),
            .next(420, 202),
            .next(430, 203),
            .next(440, 204),
            .error(500, testError1)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 500)
        ])

        XCTAssertEqual(ys1.subscriptions, [
            Subscription(300, 500)
        ])

        XCTAssertEqual(ys2.subscriptions, [
            Subscription(400, 450)
        ])
    }
}
