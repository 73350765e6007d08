import ValueRx
import XCTest

/// The order of a shared source's disposal against its terminal event, as RxSwift prints it.
///
/// RxSwift's `multicast`/`publish()`/`replay(_:)` (and `share` with `.forever`, or with a replay
/// above 1) end the connection when the source terminates, before the subject passes the event
/// on: `source disposed`, then `completed`, then the subscriber's `disposed`. Its `refCount()` is
/// a producer, so a synchronous source connected inside it emits from the trampoline, after the
/// connection is made. `share()` and `share(replay: 1)` while connected are not producers, and
/// pass the event on first: the source's own subscription ends after every subscriber has it.
final class SharingTeardownOrderTests: ValueRxTestCase {
    private enum Terminal { case completed, failed }

    /// Subscribes once to what `share` makes of a logging source and returns the trace.
    private func trace<Shared: ObservableType<Int>>(
        _ terminal: Terminal, hot: Bool, share: (Observable<Int>) -> Shared
    ) -> [String] {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let base: Observable<Int>
        if hot {
            base = subject.asObservable()
        } else {
            base = terminal == .completed
                ? Observable.of(1, 2).asObservable()
                : Observable.of(1, 2).concat(Observable<Int>.error(testError)).asObservable()
        }
        let source = base.do(onDispose: { log.append("source disposed") }).asObservable()
        let subscription = share(source).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        if hot {
            subject.onNext(1)
            subject.onNext(2)
            if terminal == .completed { subject.onCompleted() } else { subject.onError(testError) }
        }
        subscription.dispose()
        return log
    }

    private var sourceFirst: [String] { ["next 1", "next 2", "source disposed", "completed", "disposed"] }
    private var sourceFirstFailing: [String] { ["next 1", "next 2", "source disposed", "error", "disposed"] }
    private var sourceLast: [String] { ["next 1", "next 2", "completed", "disposed", "source disposed"] }
    private var sourceLastFailing: [String] { ["next 1", "next 2", "error", "disposed", "source disposed"] }

    func testPublishRefCountDisposesTheSourceBeforeTheTerminalEvent() {
        for hot in [false, true] {
            XCTAssertEqual(trace(.completed, hot: hot) { $0.publish().refCount() }, sourceFirst, "hot: \(hot)")
            XCTAssertEqual(trace(.failed, hot: hot) { $0.publish().refCount() }, sourceFirstFailing, "hot: \(hot)")
        }
    }

    func testReplayRefCountDisposesTheSourceBeforeTheTerminalEvent() {
        for hot in [false, true] {
            XCTAssertEqual(trace(.completed, hot: hot) { $0.replay(1).refCount() }, sourceFirst, "hot: \(hot)")
            XCTAssertEqual(trace(.failed, hot: hot) { $0.replay(2).refCount() }, sourceFirstFailing, "hot: \(hot)")
        }
    }

    func testShareForeverDisposesTheSourceBeforeTheTerminalEvent() {
        for hot in [false, true] {
            for replay in [0, 1, 3] {
                XCTAssertEqual(trace(.completed, hot: hot) { $0.share(replay: replay, scope: .forever) }, sourceFirst, "hot: \(hot) replay: \(replay)")
                XCTAssertEqual(trace(.failed, hot: hot) { $0.share(replay: replay, scope: .forever) }, sourceFirstFailing, "hot: \(hot) replay: \(replay)")
            }
        }
    }

    func testShareWhileConnectedWithLargerReplayDisposesTheSourceFirst() {
        for hot in [false, true] {
            XCTAssertEqual(trace(.completed, hot: hot) { $0.share(replay: 2) }, sourceFirst, "hot: \(hot)")
            XCTAssertEqual(trace(.failed, hot: hot) { $0.share(replay: 3) }, sourceFirstFailing, "hot: \(hot)")
        }
    }

    func testShareWhileConnectedPassesTheTerminalEventOnFirst() {
        for hot in [false, true] {
            for replay in [0, 1] {
                XCTAssertEqual(trace(.completed, hot: hot) { $0.share(replay: replay) }, sourceLast, "hot: \(hot) replay: \(replay)")
                XCTAssertEqual(trace(.failed, hot: hot) { $0.share(replay: replay) }, sourceLastFailing, "hot: \(hot) replay: \(replay)")
            }
        }
    }

    /// Every subscriber of `share()` has the terminal event before the source is disposed.
    func testShareWhileConnectedDisposesTheSourceAfterEverySubscriber() {
        var log: [String] = []
        let subject = PublishSubject<Int>()
        let shared = subject.do(onDispose: { log.append("source disposed") }).share()
        let a = shared.subscribe(onCompleted: { log.append("a completed") })
        let b = shared.subscribe(onCompleted: { log.append("b completed") })
        subject.onCompleted()
        XCTAssertEqual(log, ["a completed", "b completed", "source disposed"])
        a.dispose()
        b.dispose()
    }
}
