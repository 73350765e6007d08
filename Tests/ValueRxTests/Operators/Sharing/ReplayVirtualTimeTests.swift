import Foundation
import ValueRx
import ValueRxTest
import XCTest

// replay / replayAll on the virtual-time scheduler, RxTest style: the scenarios of RxSwift's
// Observable+MulticastTests (testReplayCount_* / testReplayOneCount_* / testReplayAll_*), same
// virtual times, same expected recordings and subscription intervals; RxSwift's expectations
// are the oracle. Each scenario runs on the concrete connectable and on it erased in
// `ConnectableObservable(...)`: both must record the same.
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx observer may instead
// answer `.stop`; `TestableObservable` records either as the end of the subscription.

// MARK: - Replay scenarios (RxSwift's testReplayCount_* / testReplayOneCount_* / testReplayAll_*)

/// RxSwift's replay scenario: a cold source (5, 9, 11, 20, 22, 23, 24, 25 at 10…80, then
/// `terminal`); the connectable is made at 100, connected 400–520 and again 650–700; the
/// observer subscribes at 450 and is disposed at `disposeAt`. Runs on the concrete connectable
/// and on it erased, and asserts both.
private func assertReplayScenario<Connectable: ConnectableObservableType>(
    terminal: Recorded<Event<Int>>,
    disposeAt: TestTime = 1000,
    make: @escaping (TestableObservable<Int>) -> Connectable,
    events expectedEvents: [Recorded<Event<Int>>],
    subscriptions expectedSubscriptions: [Subscription],
    file: StaticString = #filePath,
    line: UInt = #line
) where Connectable.Element == Int {
    func run<Made: ConnectableObservableType>(_ build: @escaping (TestableObservable<Int>) -> Made) -> ConnectionRun where Made.Element == Int {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22),
            .next(60, 23), .next(70, 24), .next(80, 25), terminal,
        ])
        let res = scheduler.createObserver(Int.self)
        var ys: Made?
        var subscription: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(100) { ys = build(xs) }
        // Scheduled before the source's events: at 450 the subscription comes first.
        scheduler.scheduleAt(450) { subscription = ys!.subscribe(res) }
        scheduler.scheduleAt(disposeAt) { subscription?.dispose() }

        scheduler.scheduleAt(400) { connection = ys!.connect() }
        scheduler.scheduleAt(520) { connection?.dispose() }
        scheduler.scheduleAt(650) { connection = ys!.connect() }
        scheduler.scheduleAt(700) { connection?.dispose() }

        scheduler.start()
        return ConnectionRun(events: res.events, subscriptions: xs.subscriptions)
    }

    for result in [run(make), run { ConnectableObservable(make($0)) }] {
        XCTAssertEqual(result.events, expectedEvents, file: file, line: line)
        XCTAssertEqual(result.subscriptions, expectedSubscriptions, file: file, line: line)
    }
}

final class ReplayVirtualTimeTests: ValueRxTestCase {
    // MARK: replay(_:) / replayAll()

    private let sourceElements = [5, 9, 11, 20, 22, 23, 24, 25]

    func testReplayCountBasic() {
        // RxSwift's version also puts `debug` on both sides; it only logs.
        assertReplayScenario(
            terminal: .error(130, testError),
            make: { $0.replay(3) },
            events: [.next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25)],
            subscriptions: [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayCountError() {
        assertReplayScenario(
            terminal: .error(90, testError),
            make: { $0.replay(3) },
            events: [
                .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25),
                .error(490, testError),
            ],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayCountComplete() {
        assertReplayScenario(
            terminal: .completed(90),
            make: { $0.replay(3) },
            events: [
                .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25),
                .completed(490),
            ],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayCountDispose() {
        assertReplayScenario(
            terminal: .completed(130),
            disposeAt: 475,
            make: { $0.replay(3) },
            events: [.next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24)],
            subscriptions: [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayOneCountBasic() {
        assertReplayScenario(
            terminal: .completed(130),
            make: { $0.replay(1) },
            events: [.next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25)],
            subscriptions: [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayOneCountError() {
        assertReplayScenario(
            terminal: .error(90, testError),
            make: { $0.replay(1) },
            events: [.next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25), .error(490, testError)],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayOneCountComplete() {
        assertReplayScenario(
            terminal: .completed(90),
            make: { $0.replay(1) },
            events: [.next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25), .completed(490)],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayOneCountDispose() {
        assertReplayScenario(
            terminal: .completed(90),
            disposeAt: 475,
            make: { $0.replay(1) },
            events: [.next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24)],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayAllBasic() {
        assertReplayScenario(
            terminal: .completed(130),
            make: { $0.replayAll() },
            events: replayed(Array(sourceElements.prefix(5)), last: 5, at: 450) + [.next(460, 23), .next(470, 24), .next(480, 25)],
            subscriptions: [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayAllError() {
        assertReplayScenario(
            terminal: .error(90, testError),
            make: { $0.replayAll() },
            events: replayed(Array(sourceElements.prefix(5)), last: 5, at: 450)
                + [.next(460, 23), .next(470, 24), .next(480, 25), .error(490, testError)],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayAllComplete() {
        assertReplayScenario(
            terminal: .completed(90),
            make: { $0.replayAll() },
            events: replayed(Array(sourceElements.prefix(5)), last: 5, at: 450)
                + [.next(460, 23), .next(470, 24), .next(480, 25), .completed(490)],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayAllDispose() {
        assertReplayScenario(
            terminal: .completed(130),
            disposeAt: 475,
            make: { $0.replayAll() },
            events: replayed(Array(sourceElements.prefix(5)), last: 5, at: 450) + [.next(460, 23), .next(470, 24)],
            subscriptions: [Subscription(400, 520), Subscription(650, 700)])
    }
}
