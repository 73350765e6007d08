import ValueRx
import ValueRxTest
import XCTest

/// When `flatMapLatest` and `switchLatest` dispose the running inner that failed, against the
/// error going downstream.
///
/// RxSwift's `SwitchSinkIter.synchronized_on` (Switch.swift) disposes the failing inner's own
/// subscription first (`this.dispose()`), then forwards the error (`parent.forwardOn`), then
/// disposes the sink (`parent.dispose()`: the outer subscription, then the inner slot, empty by
/// then). ValueRx forwarded the error first and disposed the inner with everything else after
/// it (`ys2` after the error and after `xs`).
///
/// The scenarios are RxSwift's testSwitch_InnerThrows and testFlatMapLatest_InnerThrows
/// (Observable+SwitchTests), with the same events at the same times and the same expected
/// recordings, plus a log of the disposals (`do(onDispose:)` on the outer and on each inner) and
/// of the error reaching the downstream (`do(onError:)` after the operator), each line with its
/// virtual time.
final class SwitchInnerErrorOrderTests: ValueRxTestCase {
    private final class Log {
        var lines: [String] = []
    }

    /// RxSwift's `ys1`, `ys2` (failing 50 ticks after its subscription) and `ys3`.
    private func inners(_ scheduler: TestScheduler) -> [TestableObservable<Int>] {
        [
            scheduler.createColdObservable([
                .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
                .completed(230),
            ]),
            scheduler.createColdObservable([
                .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .error(50, testError),
            ]),
            scheduler.createColdObservable([
                .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
            ]),
        ]
    }

    /// RxSwift's expected recording for both tests.
    private let expectedEvents: [Recorded<Event<Int>>] = [
        .next(310, 101), .next(320, 102),
        .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
        .error(450, testError),
    ]

    /// RxSwift's order: ys1 when replaced; at 450 the failing ys2, then the error, then the
    /// outer (xs). Before: "error at 450", "xs disposed at 450", "ys2 disposed at 450".
    private let expectedLog = ["ys1 disposed at 400", "ys2 disposed at 450", "error at 450", "xs disposed at 450"]

    /// RxSwift's recording, disposal order and subscription intervals (xs until the error; ys1
    /// until replaced, ys2 until it fails, ys3 never).
    private func assertRxSwiftOrder(_ res: TestableObserver<Int>, _ log: Log, outer: [Subscription], inners ys: [TestableObservable<Int>],
                                    file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(res.events, expectedEvents, file: file, line: line)
        XCTAssertEqual(log.lines, expectedLog, file: file, line: line)
        XCTAssertEqual(outer, [Subscription(200, 450)], file: file, line: line)
        XCTAssertEqual(ys[0].subscriptions, [Subscription(300, 400)], file: file, line: line)
        XCTAssertEqual(ys[1].subscriptions, [Subscription(400, 450)], file: file, line: line)
        XCTAssertEqual(ys[2].subscriptions, [] as [Subscription], file: file, line: line)
    }

    func testFlatMapLatestDisposesTheFailingInnerBeforeForwardingItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = inners(scheduler)
        let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])
        let log = Log()

        let res = scheduler.start {
            xs.do(onDispose: { log.lines.append("xs disposed at \(scheduler.clock)") })
                .flatMapLatest { (index: Int) in
                    ys[index].do(onDispose: { log.lines.append("ys\(index + 1) disposed at \(scheduler.clock)") })
                }
                .do(onError: { _ in log.lines.append("error at \(scheduler.clock)") })
        }

        assertRxSwiftOrder(res, log, outer: xs.subscriptions, inners: ys)
    }

    func testSwitchLatestDisposesTheFailingInnerBeforeForwardingItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = inners(scheduler)
        let log = Log()
        func logged(_ index: Int) -> Observable<Int> {
            ys[index].do(onDispose: { log.lines.append("ys\(index + 1) disposed at \(scheduler.clock)") }).asObservable()
        }
        let xs = scheduler.createHotObservable([.next(300, logged(0)), .next(400, logged(1)), .next(500, logged(2)), .completed(600)])

        let res = scheduler.start {
            xs.do(onDispose: { log.lines.append("xs disposed at \(scheduler.clock)") })
                .switchLatest()
                .do(onError: { _ in log.lines.append("error at \(scheduler.clock)") })
        }

        assertRxSwiftOrder(res, log, outer: xs.subscriptions, inners: ys)
    }

    /// An inner that fails while it is being subscribed to: RxSwift's `this` is a
    /// `SingleAssignmentDisposable` with nothing in it yet, so the error goes on first and the
    /// inner's subscription is disposed when its `subscribe` call returns (`setDisposable` on a
    /// disposed slot). Unchanged by the order above, pinned beside it.
    func testFlatMapLatestForwardsTheErrorOfAnInnerFailingWhileSubscribedBeforeDisposingIt() {
        var log: [String] = []
        let outer = PublishSubject<Int>()
        let subscription = outer
            .flatMapLatest { (_: Int) in
                Observable<Int>.create { observer in
                    observer.onError(testError)
                    return Disposables.create { log.append("inner disposed") }
                }
            }
            .subscribe(onError: { _ in log.append("error") })
        outer.onNext(1)
        XCTAssertEqual(log, ["error", "inner disposed"])
        XCTAssertFalse(outer.hasObservers)
        subscription.dispose()
    }
}
