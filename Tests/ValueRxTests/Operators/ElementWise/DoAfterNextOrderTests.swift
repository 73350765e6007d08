import ValueRx
import ValueRxTest
import XCTest

/// A `do(afterNext:)` fused above a stage that drops the element (`filter`, `takeLast`) runs
/// its hook as soon as the element's delivery is over, as RxSwift's `DoSink` does: before an
/// earlier `take`'s completion, and before the next `startWith` element. Found by
/// ErasureFuzzTests (seed 12345 chain 85, seed 99 chain 757, seed 1 chain 1098).
final class DoAfterNextOrderTests: ValueRxTestCase {
    func testAfterNextRunsBeforeAnEarlierTakeCompletes() {
        var log: [String] = []
        _ = Observable.of(2, 3)
            .take(1)
            .do(onNext: { log.append("next \($0)") }, afterNext: { log.append("afterNext \($0)") },
                onCompleted: { log.append("completed") }, afterCompleted: { log.append("afterCompleted") })
            .filter { (x: Int) -> Bool in x % 2 != 0 }
            .subscribe(onCompleted: { log.append("observer completed") })
        XCTAssertEqual(log, ["next 2", "afterNext 2", "completed", "observer completed", "afterCompleted"])
    }

    func testAfterNextOfADroppedStartWithElementRunsBeforeTheNext() {
        var log: [String] = []
        let subscription = Observable<Int>.never()
            .startWith(6, 1)
            .do(onNext: { log.append("next \($0)") }, afterNext: { log.append("afterNext \($0)") },
                onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") })
            .filter { (x: Int) -> Bool in x % 3 != 0 }
            .subscribe(onNext: { log.append("observer \($0)") })
        subscription.dispose()
        XCTAssertEqual(log, ["subscribe", "next 6", "afterNext 6", "next 1", "observer 1", "afterNext 1", "subscribed"])
    }

    /// Seed 12345, chain 85 (its `mapThrows(5)` never throws on these elements).
    func testTakeDoTakeLastInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(615, 0), .next(890, 6), .next(899, 0), .completed(975)])
        let ys = scheduler.createHotObservable([.next(845, 4), .completed(868)])
        var log: [String] = []
        let write = { (line: String) in log.append("\(scheduler.clock) \(line)") }
        let res = scheduler.start {
            xs.take(1)
                .do(onNext: { write("onNext(\($0))") }, afterNext: { write("afterNext(\($0))") },
                    onCompleted: { write("onCompleted") }, afterCompleted: { write("afterCompleted") },
                    onDispose: { write("onDispose") })
                .map { (x: Int) -> Int in (x + 5) % 10 }.takeLast(2).amb(ys).asObservable()
        }
        XCTAssertEqual(res.events, [.next(615, 5), .completed(615)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 615)])
        // The erased chain (and RxSwift) records this too; fused, afterNext came after onDispose.
        XCTAssertEqual(log, ["615 onNext(0)", "615 afterNext(0)", "615 onCompleted", "615 onDispose", "615 afterCompleted"])
    }
}
