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

    /// A `take`/`element(at:)` that ends on a `startWith` element while the pipeline starts: the
    /// `do` above the `startWith` never started, so none of its hooks runs and its source is
    /// never subscribed (ValueRx's documented "no work after a chain has ended"; RxSwift
    /// subscribes it and disposes it at once). Found by ErasureFuzzTests (seed 99, chain 2615;
    /// seed 5, chain 2709): the fused chain ran `onSubscribed` alone.
    func testDoAboveStartWithEndedAtStartRunsNoHook() {
        for erased in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(531, 3), .error(682, testError)])
            var log: [String] = []
            let res = scheduler.start { () -> Observable<Int> in
                let hooked = xs.do(onNext: { _ in log.append("next") }, onSubscribe: { log.append("subscribe") },
                                   onSubscribed: { log.append("subscribed") }, onDispose: { log.append("dispose") })
                return erased
                    ? hooked.asObservable().startWith(4, 0).asObservable().element(at: 0).asObservable()
                    : hooked.startWith(4, 0).element(at: 0).asObservable()
            }
            XCTAssertEqual(res.events, [.next(200, 4), .completed(200)], "erased: \(erased)")
            XCTAssertEqual(xs.subscriptions, [], "erased: \(erased)")
            XCTAssertEqual(log, [], "erased: \(erased)")
        }
    }
}
