import Foundation
import ValueRx
import ValueRxTest
import XCTest

/// The element-wise operators in RxTest style: hot observables on the virtual-time scheduler,
/// recorded events with their times, and the source's subscription interval (when each
/// operator ends its upstream subscription).
final class ElementWiseVirtualTimeTests: ValueRxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    /// A hot source used by most tests: 150 is before the subscription at 200.
    private func numbers(_ end: Recorded<Event<Int>> = .completed(300)) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), end])
    }

    // MARK: map / compactMap / filter

    func testMap() {
        let xs = numbers()
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 4), .next(230, 6), .next(240, 8), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapError() {
        let xs = numbers(.error(300, testError))
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 4), .next(230, 6), .next(240, 8), .error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapThrows() {
        let xs = numbers()
        let res = scheduler.start { xs.map { (x: Int) throws -> Int in if x == 3 { throw testError }; return x } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMapDispose() {
        let xs = numbers()
        let res = scheduler.start(disposed: 225) { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func testCompactMap() {
        let xs = numbers()
        let res = scheduler.start { xs.compactMap { $0 % 2 == 0 ? "\($0)" : nil } }
        XCTAssertEqual(res.events, [.next(220, "2"), .next(240, "4"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testFilterWithDisposeAndChain() {
        let xs = numbers()
        let res = scheduler.start(disposed: 235) { xs.filter { $0 % 2 == 1 }.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 30)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func testFilterThrows() {
        let xs = numbers()
        let res = scheduler.start { xs.filter { (x: Int) throws -> Bool in if x == 2 { throw testError }; return true } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    // MARK: scan / reduce / toArray

    func testScan() {
        let xs = numbers()
        let res = scheduler.start { xs.scan(0, accumulator: +) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3), .next(230, 6), .next(240, 10), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testScanInto() {
        let xs = numbers()
        let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) }.map(\.count) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    }

    func testReduceEmitsAtCompletion() {
        let xs = numbers()
        let res = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [.next(300, 10), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReduceNeverCompletingIsDisposed() {
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.reduce(0, accumulator: +) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testToArray() {
        let xs = numbers()
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.next(300, [1, 2, 3, 4]), .completed(300)])
    }

    func testToArrayError() {
        let xs = numbers(.error(300, testError))
        let res = scheduler.start { xs.toArray() }
        XCTAssertEqual(res.events, [.error(300, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: take / skip

    func testTakeCompletesAndEndsUpstreamAtTheLastElement() {
        let xs = numbers()
        let res = scheduler.start { xs.take(2) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeMoreThanAvailable() {
        let xs = numbers()
        let res = scheduler.start { xs.take(10) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testSkip() {
        let xs = numbers()
        let res = scheduler.start { xs.skip(3) }
        XCTAssertEqual(res.events, [.next(240, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeWhile() {
        let xs = numbers()
        let res = scheduler.start { xs.take(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testTakeWhileInclusive() {
        let xs = numbers()
        let res = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .inclusive) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSkipWhile() {
        let xs = numbers()
        let res = scheduler.start { xs.skip(while: { $0 < 3 }) }
        XCTAssertEqual(res.events, [.next(230, 3), .next(240, 4), .completed(300)])
    }

    func testSkipWhileThrows() {
        let xs = numbers()
        let res = scheduler.start { xs.skip(while: { (x: Int) throws -> Bool in if x == 2 { throw testError }; return true }) }
        XCTAssertEqual(res.events, [.error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testTakeLast() {
        let xs = numbers()
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.next(300, 3), .next(300, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLastError() {
        let xs = numbers(.error(300, testError))
        let res = scheduler.start { xs.takeLast(2) }
        XCTAssertEqual(res.events, [.error(300, testError)])
    }

    func testElementAt() {
        let xs = numbers()
        let res = scheduler.start { xs.element(at: 2) }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testElementAtOutOfRange() {
        let xs = numbers()
        let res = scheduler.start { xs.element(at: 10) }
        XCTAssertEqual(res.events, [.error(300, RxError.argumentOutOfRange)])
    }

    // MARK: distinctUntilChanged

    func testDistinctUntilChanged() {
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(260),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testDistinctUntilChangedKeySelector() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "ab"), .next(230, "cd"), .completed(240)])
        let res = scheduler.start { xs.distinctUntilChanged { $0.count } }
        XCTAssertEqual(res.events, [.next(210, "a"), .next(220, "ab"), .completed(240)])
    }

    // MARK: do / enumerated / ignoreElements / startWith

    func testDoSeesEventsAtTheirTimes() {
        let xs = numbers()
        var seen: [TestTime] = []
        let res = scheduler.start { xs.do(onNext: { _ in seen.append(self.scheduler.clock) }, onCompleted: { seen.append(-self.scheduler.clock) }) }
        XCTAssertEqual(seen, [210, 220, 230, 240, -300])
        XCTAssertEqual(res.events.count, 5)
    }

    func testEnumerated() {
        let xs = numbers()
        let res = scheduler.start { xs.enumerated().map { "\($0.index):\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0:1"), .next(220, "1:2"), .next(230, "2:3"), .next(240, "3:4"), .completed(300)])
    }

    func testIgnoreElements() {
        let xs = numbers()
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 300)
        XCTAssertEqual(res.events.first?.value.isCompleted, true)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testStartWithEmitsAtSubscription() {
        let xs = numbers()
        let res = scheduler.start { xs.startWith(-2, -1) }
        XCTAssertEqual(res.events, [.next(200, -2), .next(200, -1), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
        // RxSwift's startWith hands the observer itself to its source, but that source is
        // `xs.asObservable()`, whose sink ends the subscription at the completion.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: materialize / dematerialize / ifEmpty / single

    func testMaterializeTurnsErrorIntoElement() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, Event.next(1)), .next(220, Event<Int>.error(testError)), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDematerialize() {
        let xs = scheduler.createHotObservable([.next(210, Event.next(1)), .next(220, Event<Int>.completed), .next(230, Event.next(3))])
        let res = scheduler.start { xs.dematerialize() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testIfEmptyDefault() {
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.ifEmpty(default: 42) }
        XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
    }

    func testSingleErrorsOnSecondElement() {
        let xs = numbers()
        let res = scheduler.start { xs.single() }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSinglePredicate() {
        let xs = numbers()
        let res = scheduler.start { xs.single { $0 == 3 } }
        // The match is forwarded at once, as RxSwift's single does; completion waits for the source.
        XCTAssertEqual(res.events, [.next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    // MARK: cold sources and resubscription

    func testColdSourceThroughAChainIsPerSubscription() {
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let chain = xs.map { $0 + 1 }.filter { $0 > 2 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = chain.subscribe(first) }
        scheduler.scheduleAt(400) { _ = chain.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(220, 3), .completed(230)])
        XCTAssertEqual(second.events, [.next(420, 3), .completed(430)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(400, 430)])
    }
}
