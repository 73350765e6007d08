import ValueRx
import ValueRxTest
import XCTest

// merge(maxConcurrent:) ported from RxSwift's Tests/RxSwiftTests/Observable+MergeTests.swift:
// what is ported, what is not, and the adaptations are listed in PortedMergeTests.swift.

/// RxSwift's `testMergeConcurrent_...` tests and its `testMerge_MergeConcat_...` tests:
/// `merge(maxConcurrent:)`.
final class PortedMergeConcurrentTests: ValueRxTestCase {
    // MARK: - Deadlock (synchronous sources)

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

    // MARK: - merge(maxConcurrent:) on virtual time

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
}
