import XCTest
import ValueRx

final class DoTests: XCTestCase {
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
}
