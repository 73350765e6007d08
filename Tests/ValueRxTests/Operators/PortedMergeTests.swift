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

    func testMergeConcurrent_DeadlockSimple() {
        var nEvents = 0

        let observable = Observable.of(
            Observable<Int>.of(0, 1, 2).asObservable(),
            Observable<Int>.of(0, 1, 2).asObservable(),
            Observable<Int>.of(0, 1, 2).asObservable()
        ).merge(maxConcurrent: 1)

        _ = observable.subscribe(onNext: { _ in
            nEvents += 1
        })

        XCTAssertEqual(nEvents, 9)
    }

    func testMergeConcurrent_DeadlockErrorAfterN() {
        var nEvents = 0

        let observable = Observable.of(
            Observable<Int>.of(0, 1, 2).asObservable(),
            Observable<Int>.concat([
                Observable<Int>.of(0, 1).asObservable(),
                Observable<Int>.error(testError).asObservable(),
            ]).asObservable(),
            Observable<Int>.of(0, 1, 2).asObservable()
        ).merge(maxConcurrent: 1)

        _ = observable.subscribe(onError: { _ in
            nEvents += 1
        })

        XCTAssertEqual(nEvents, 1)
    }

    func testMergeConcurrent_DeadlockErrorImmediately() {
        var nEvents = 0

        let observable = Observable.just(
            Observable<Int>.error(testError).asObservable()
        ).merge(maxConcurrent: 1)

        _ = observable.subscribe(onError: { _ in
            nEvents += 1
        })

        XCTAssertEqual(nEvents, 1)
    }

    func testMergeConcurrent_DeadlockEmpty() {
        var nEvents = 0

        let observable = Observable<Observable<Int>>.empty().merge(maxConcurrent: 1)

        _ = observable.subscribe(onCompleted: {
            nEvents += 1
        })

        XCTAssertEqual(nEvents, 1)
    }

    func testMergeConcurrent_DeadlockFirstEmpty() {
        var nEvents = 0

        let observable = Observable.just(Observable<Int>.empty().asObservable()).merge(maxConcurrent: 1)

        _ = observable.subscribe(onCompleted: {
            nEvents += 1
        })

        XCTAssertEqual(nEvents, 1)
    }

    // MARK: - merge() / merge(maxConcurrent:) on virtual time

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

    func testMerge_MergeConcat_Basic() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
        ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(200)
        ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .completed(130)
        ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
        ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(320, ys4),
            .completed(400)
        ])

        let res = scheduler.start {
            xs.merge(maxConcurrent: 2)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 6),
            .next(440, 7),
            .next(460, 8),
            .next(670, 9),
            .next(700, 10),
            .completed(760)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 400)
        ])

        XCTAssertEqual(ys1.subscriptions, [
            Subscription(210, 350)
        ])

        XCTAssertEqual(ys2.subscriptions, [
            Subscription(260, 460)
        ])

        XCTAssertEqual(ys3.subscriptions, [
            Subscription(350, 480)
        ])

        XCTAssertEqual(ys4.subscriptions, [
            Subscription(460, 760)
        ])
    }

    func testMerge_MergeConcat_BasicLong() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
        ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(300)
        ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .completed(130)
        ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
        ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(320, ys4),
            .completed(400)
        ])

        let res = scheduler.start {
            xs.merge(maxConcurrent: 2)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 6),
            .next(440, 7),
            .next(460, 8),
            .next(690, 9),
            .next(720, 10),
            .completed(780)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 400)
        ])

        XCTAssertEqual(ys1.subscriptions, [
            Subscription(210, 350)
        ])

        XCTAssertEqual(ys2.subscriptions, [
            Subscription(260, 560)
        ])

        XCTAssertEqual(ys3.subscriptions, [
            Subscription(350, 480)
        ])

        XCTAssertEqual(ys4.subscriptions, [
            Subscription(480, 780)
        ])
    }

    func testMerge_MergeConcat_BasicWide() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
        ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(300)
        ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .completed(130)
        ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
        ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(420, ys4),
            .completed(450)
        ])

        let res = scheduler.start {
            xs.merge(maxConcurrent: 3)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(280, 6),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 7),
            .next(380, 8),
            .next(630, 9),
            .next(660, 10),
            .completed(720)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 450)
        ])

        XCTAssertEqual(ys1.subscriptions, [
            Subscription(210, 350)
        ])

        XCTAssertEqual(ys2.subscriptions, [
            Subscription(260, 560)
        ])

        XCTAssertEqual(ys3.subscriptions, [
            Subscription(270, 400)
        ])

        XCTAssertEqual(ys4.subscriptions, [
            Subscription(420, 720)
        ])
    }

    func testMerge_MergeConcat_BasicLate() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
        ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(300)
        ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .completed(130)
        ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
        ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(420, ys4),
            .completed(750)
        ])

        let res = scheduler.start {
            xs.merge(maxConcurrent: 3)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(280, 6),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 7),
            .next(380, 8),
            .next(630, 9),
            .next(660, 10),
            .completed(750)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 750)
        ])

        XCTAssertEqual(ys1.subscriptions, [
            Subscription(210, 350)
        ])

        XCTAssertEqual(ys2.subscriptions, [
            Subscription(260, 560)
        ])

        XCTAssertEqual(ys3.subscriptions, [
            Subscription(270, 400)
        ])

        XCTAssertEqual(ys4.subscriptions, [
            Subscription(420, 720)
        ])
    }

    func testMerge_MergeConcat_Disposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
        ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(200)
        ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .completed(130)
        ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
        ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(320, ys4),
            .completed(400)
        ])

        let res = scheduler.start(disposed: 450) {
            xs.merge(maxConcurrent: 2)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 6),
            .next(440, 7)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 400)
        ])

        XCTAssertEqual(ys1.subscriptions, [
            Subscription(210, 350)
        ])

        XCTAssertEqual(ys2.subscriptions, [
            Subscription(260, 450)
        ])

        XCTAssertEqual(ys3.subscriptions, [
            Subscription(350, 450)
        ])

        XCTAssertEqual(ys4.subscriptions, [
        ])
    }

    func testMerge_MergeConcat_OuterError() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
        ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(200)
        ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .completed(130)
        ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
        ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(320, ys4),
            .error(400, testError1)
        ])

        let res = scheduler.start {
            xs.merge(maxConcurrent: 2)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 6),
            .error(400, testError1)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 400)
        ])

        XCTAssertEqual(ys1.subscriptions, [
            Subscription(210, 350)
        ])

        XCTAssertEqual(ys2.subscriptions, [
            Subscription(260, 400)
        ])

        XCTAssertEqual(ys3.subscriptions, [
            Subscription(350, 400)
        ])

        XCTAssertEqual(ys4.subscriptions, [
        ])
    }

    func testMerge_MergeConcat_InnerError() {
        let scheduler = TestScheduler(initialClock: 0)

        let ys1 = scheduler.createColdObservable([
            .next(50, 1),
            .next(100, 2),
            .next(120, 3),
            .completed(140)
        ])

        let ys2 = scheduler.createColdObservable([
            .next(20, 4),
            .next(70, 5),
            .completed(200)
        ])

        let ys3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(90, 7),
            .next(110, 8),
            .error(140, testError1)
        ])

        let ys4 = scheduler.createColdObservable([
            .next(210, 9),
            .next(240, 10),
            .completed(300)
        ])

        let xs: TestableObservable<TestableObservable<Int>> = scheduler.createHotObservable([
            .next(210, ys1),
            .next(260, ys2),
            .next(270, ys3),
            .next(320, ys4),
            .completed(400)
        ])

        let res = scheduler.start {
            xs.merge(maxConcurrent: 2)
        }

        let messages = Recorded.events(
            .next(260, 1),
            .next(280, 4),
            .next(310, 2),
            .next(330, 3),
            .next(330, 5),
            .next(360, 6),
            .next(440, 7),
            .next(460, 8),
            .error(490, testError1)
        )

        XCTAssertEqual(res.events, messages)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 400)
        ])

        XCTAssertEqual(ys1.subscriptions, [
            Subscription(210, 350)
        ])

        XCTAssertEqual(ys2.subscriptions, [
            Subscription(260, 460)
        ])

        XCTAssertEqual(ys3.subscriptions, [
            Subscription(350, 490)
        ])

        XCTAssertEqual(ys4.subscriptions, [
            Subscription(460, 490)
        ])
    }


    // MARK: - Observable.merge(...) of a fixed set of sources

    func testMergeSync_Empty() {
        let factories: [() -> Observable<Int>] =
            [
                { Observable<Int>.merge().asObservable() },
                { Observable<Int>.merge(AnyCollection<Observable<Int>>([])).asObservable() },
                { Observable<Int>.merge([Observable<Int>]()).asObservable() },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let res = scheduler.start(factory)

            let messages = [
                Recorded.completed(200, Int.self),
            ]

            XCTAssertEqual(res.events, messages)
        }
    }

    func testMergeSync_EmptyData_DoesntCompleteImmediately() {
        let factories: [(Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { ys1, ys2 in Observable<Int>.merge(ys1, ys2).asObservable() },
                { ys1, ys2 in Observable<Int>.merge(AnyCollection([ys1, ys2])).asObservable() },
                { ys1, ys2 in Observable<Int>.merge([ys1, ys2]).asObservable() },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = Observable<Int>.empty()

            let ys2 = scheduler.createColdObservable([
                .next(10, 201),
                .next(20, 202),
                .completed(50),
            ])

            let res = scheduler.start {
                factory(ys1.asObservable(), ys2.asObservable())
            }

            let messages = Recorded.events(
                .next(210, 201),
                .next(220, 202),
                .completed(250)
            )

            XCTAssertEqual(res.events, messages)

            XCTAssertEqual(ys2.subscriptions, [
                Subscription(200, 250),
            ])
        }
    }

    func testMergeSync_EmptyEmpty_Completes() {
        let factories: [(Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { ys1, ys2 in Observable<Int>.merge(ys1, ys2).asObservable() },
                { ys1, ys2 in Observable<Int>.merge(AnyCollection([ys1, ys2])).asObservable() },
                { ys1, ys2 in Observable<Int>.merge([ys1, ys2]).asObservable() },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = Observable<Int>.empty()

            let ys2 = Observable<Int>.empty()

            let res = scheduler.start {
                factory(ys1.asObservable(), ys2.asObservable())
            }

            let messages = [
                Recorded.completed(200, Int.self),
            ]

            XCTAssertEqual(res.events, messages)
        }
    }

    func testMergeSync_Data() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { ys1, ys2, ys3 in Observable<Int>.merge(ys1, ys2, ys3).asObservable() },
                { ys1, ys2, ys3 in Observable<Int>.merge(AnyCollection([ys1, ys2, ys3])).asObservable() },
                { ys1, ys2, ys3 in Observable<Int>.merge([ys1, ys2, ys3]).asObservable() },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = scheduler.createColdObservable([
                .next(10, 101),
                .next(20, 102),
                .completed(230),
            ])

            let ys2 = scheduler.createColdObservable([
                .next(10, 201),
                .next(20, 202),
                .completed(50),
            ])

            let ys3 = scheduler.createColdObservable([
                .next(10, 301),
                .next(20, 302),
                .completed(150),
            ])

            let res = scheduler.start {
                factory(ys1.asObservable(), ys2.asObservable(), ys3.asObservable())
            }

            let messages = Recorded.events(
                .next(210, 101),
                .next(210, 201),
                .next(210, 301),
                .next(220, 102),
                .next(220, 202),
                .next(220, 302),
                .completed(430)
            )

            XCTAssertEqual(res.events, messages)

            XCTAssertEqual(ys1.subscriptions, [
                Subscription(200, 430),
            ])

            XCTAssertEqual(ys2.subscriptions, [
                Subscription(200, 250),
            ])

            XCTAssertEqual(ys3.subscriptions, [
                Subscription(200, 350),
            ])
        }
    }

    func testMergeSync_ObservableOfObservable_InnerThrows() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>] =
            [
                { ys1, ys2, ys3 in Observable<Int>.merge(ys1, ys2, ys3).asObservable() },
                { ys1, ys2, ys3 in Observable<Int>.merge(AnyCollection([ys1, ys2, ys3])).asObservable() },
                { ys1, ys2, ys3 in Observable<Int>.merge([ys1, ys2, ys3]).asObservable() },
            ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = scheduler.createColdObservable([
                .next(10, 101),
                .next(20, 102),
                .completed(230),
            ])

            let ys2 = scheduler.createColdObservable([
                .next(10, 201),
                .error(15, testError),
            ])

            let ys3 = scheduler.createColdObservable([
                .next(10, 301),
                .next(20, 302),
                .completed(150),
            ])

            let res = scheduler.start {
                factory(ys1.asObservable(), ys2.asObservable(), ys3.asObservable())
            }

            let messages = Recorded.events(
                .next(210, 101),
                .next(210, 201),
                .next(210, 301),
                .error(215, testError)
            )

            XCTAssertEqual(res.events, messages)

            XCTAssertEqual(ys1.subscriptions, [
                Subscription(200, 215),
            ])

            XCTAssertEqual(ys2.subscriptions, [
                Subscription(200, 215),
            ])

            XCTAssertEqual(ys3.subscriptions, [
                Subscription(200, 215),
            ])
        }
    }
}
