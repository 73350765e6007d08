import XCTest
import ValueRx

final class DoTests: ValueRxTestCase {
    func testOrderWithDefaultSchedulerSource() {
        // As in RxSwift: `of` schedules its first element on the CurrentThreadScheduler
        // trampoline, which `do`'s subscription already runs, so onSubscribed comes first.
        var log: [String] = []
        let source = Observable.of(1).do(
            onNext: { log.append("next \($0)") },
            afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("completed") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("subscribe") },
            onSubscribed: { log.append("subscribed") },
            onDispose: { log.append("dispose") })
        let received = events(source)
        XCTAssertEqual(received, [.next(1), .completed])
        XCTAssertEqual(log, ["subscribe", "subscribed", "next 1", "afterNext 1", "completed", "afterCompleted", "dispose"])
    }

    func testErrorHooks() {
        var log: [String] = []
        let source = Observable<Int>.error(testError).do(
            onError: { log.append("error \($0 is TestError)") },
            afterError: { _ in log.append("afterError") },
            onDispose: { log.append("dispose") })
        XCTAssertEqual(events(source), [.error(testError)])
        XCTAssertEqual(log, ["error true", "afterError", "dispose"])
    }

    func testThrowingOnNextTerminatesAndDisposesUpstream() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        var disposed = 0
        _ = source.observable.do(onNext: { (x: Int) in if x == 2 { throw testError } }, onDispose: { disposed += 1 })
            .subscribe(recorder.observer)
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        XCTAssertEqual(recorder.events, [.next(1), .error(testError)])
        XCTAssertEqual(source.disposeCount, 1)
        XCTAssertEqual(disposed, 1)
    }

    func testThrowingAfterNextEmitsErrorAfterTheElement() {
        let source = Observable.of(1, 2).do(afterNext: { _ in throw testError })
        XCTAssertEqual(events(source), [.next(1), .error(testError)])
    }

    func testThrowingOnCompletedTurnsIntoError() {
        XCTAssertEqual(events(Observable.of(1).do(onCompleted: { throw testError })), [.next(1), .error(testError)])
    }

    func testOnDisposeRunsOnceOnExplicitDispose() {
        let source = ManualSource<Int>()
        var disposed = 0
        let subscription = source.observable.do(onDispose: { disposed += 1 }).subscribe { _ in }
        XCTAssertEqual(disposed, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposed, 1)
        XCTAssertEqual(source.disposeCount, 1)
    }

    func testContract() {
        assertOperatorContract { $0.do(onNext: { _ in }) }
    }

    // MARK: The fused form (no subscription hooks)

    func testFusedFormIsAPipelineStage() {
        let fused = Observable.of(1).map { (x: Int) -> Int in x }.do(onNext: { _ in })
        XCTAssertTrue(type(of: fused) == Observables.Pipeline<Observables.Sequence<[Int], CurrentThreadScheduler>, Stages.Then<Stages.Map<Int, Int, Never>, Stages.Do<Int>>>.self,
                      "\(type(of: fused))")
    }

    func testFusedOrderOfHooksAcrossStages() {
        var log: [String] = []
        let source = Observable.of(1, 2)
            .do(onNext: { log.append("A next \($0)") }, afterNext: { log.append("A after \($0)") },
                onCompleted: { log.append("A completed") }, afterCompleted: { log.append("A afterCompleted") })
            .filter { (x: Int) -> Bool in x == 2 }
            .do(onNext: { log.append("B next \($0)") }, afterNext: { log.append("B after \($0)") },
                onCompleted: { log.append("B completed") }, afterCompleted: { log.append("B afterCompleted") })
        _ = source.subscribe(onNext: { log.append("observer \($0)") }, onCompleted: { log.append("observer completed") })
        // RxSwift's nesting: an inner (later) do's after-hooks run before the outer's.
        XCTAssertEqual(log, [
            "A next 1", "A after 1",
            "A next 2", "B next 2", "observer 2", "B after 2", "A after 2",
            "A completed", "B completed", "observer completed", "B afterCompleted", "A afterCompleted",
        ])
    }

    func testFusedAfterNextRunsAfterALaterTakeCompleted() {
        var log: [String] = []
        _ = Observable.of(1, 2, 3)
            .do(afterNext: { log.append("after \($0)") }, afterCompleted: { log.append("afterCompleted") })
            .take(1)
            .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        // take(1) completes inside the element's delivery; this do never saw a completion.
        XCTAssertEqual(log, ["next 1", "completed", "after 1"])
    }

    func testFusedThrowingAfterNextGoesThroughLaterStages() {
        let source = Observable.of(1, 2)
            .do(afterNext: { (x: Int) in if x == 1 { throw testError } })
            .map { (x: Int) -> Int in x * 10 }
        XCTAssertEqual(events(source), [.next(10), .error(testError)])
    }

    func testFusedThrowingOnNextDisposesUpstream() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        _ = source.observable.map { (x: Int) -> Int in x }
            .do(onNext: { (x: Int) in if x == 2 { throw testError } })
            .subscribe(recorder.observer)
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        XCTAssertEqual(recorder.events, [.next(1), .error(testError)])
        XCTAssertEqual(source.disposeCount, 1)
    }

    func testFusedErrorHooksAndThrowingOnError() {
        var log: [String] = []
        let source = Observable<Int>.error(testError)
            .do(onError: { log.append("error \($0 is TestError)") }, afterError: { _ in log.append("afterError") })
        XCTAssertEqual(events(source), [.error(testError)])
        XCTAssertEqual(log, ["error true", "afterError"])
        let replaced = Observable<Int>.error(testError).do(onError: { _ in throw otherError })
        XCTAssertEqual(events(replaced), [.error(otherError)])
    }

    func testFusedContract() {
        assertOperatorContract { $0.map { (x: Int) -> Int in x }.do(onNext: { _ in }, afterNext: { _ in }) }
    }
}
