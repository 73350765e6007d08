import ValueRx
import ValueRxTest
import XCTest

/// A `do` fused above a stage that ends at its own start (`take(0)`): RxSwift's `take(0)` is
/// `empty()`, so nothing above it is ever subscribed and the `do` runs no hook. Found by
/// ErasureFuzzTests (seed 7, chain 1203: the fused chain ran `onSubscribed`, the erased one did
/// not).
final class DoAboveEndedStageTests: ValueRxTestCase {
    func testDoAboveTakeZeroRunsNoHook() {
        var log: [String] = []
        var sourceSubscriptions = 0
        let source = Observable<Int>.create { _ in
            sourceSubscriptions += 1
            return Disposables.create()
        }
        let subscription = source
            .do(onNext: { _ in log.append("next") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") })
            .take(0)
            .subscribe(onCompleted: { log.append("completed") })
        subscription.dispose()
        XCTAssertEqual(log, ["completed"])
        XCTAssertEqual(sourceSubscriptions, 0)
    }

    /// The same in virtual time, fused and erased: identical recordings and hook logs.
    func testFusedAndErasedAgreeAboveTakeZero() {
        for erased in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(416, 6), .next(516, 5)])
            var log: [String] = []
            let res = scheduler.start {
                erased
                    ? xs.asObservable().do(onSubscribed: { log.append("subscribed") }).asObservable().take(0).asObservable()
                    : xs.do(onSubscribed: { log.append("subscribed") }).take(0).asObservable()
            }
            XCTAssertEqual(res.events, [.completed(200)], "erased: \(erased)")
            XCTAssertEqual(xs.subscriptions, [], "erased: \(erased)")
            XCTAssertEqual(log, [], "erased: \(erased)")
        }
    }
}
