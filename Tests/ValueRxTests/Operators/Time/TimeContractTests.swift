import ValueRx
import ValueRxTest
import XCTest

// The contract suite over the time-based operators built so far: with timers that have not
// fired (the test scheduler is never advanced), each keeps the grammar and disposes its
// upstream on dispose and after a terminal event; with timers that fire, the timer's outcome
// and the disposal of everything it ends.
final class TimeContractTests: ValueRxTestCase {
    func testTimeOperatorsKeepTheContractBeforeTheirTimers() {
        let scheduler = TestScheduler(initialClock: 0)
        assertOperatorContract { $0.take(for: .seconds(100), scheduler: scheduler) }
        assertOperatorContract { $0.skip(.seconds(0), scheduler: scheduler) }
        assertOperatorContract { $0.timeout(.seconds(100), scheduler: scheduler) }
        assertOperatorContract { $0.debounce(.seconds(100), scheduler: scheduler) }
        assertOperatorContract { $0.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler).map { $0.count } }
        assertOperatorContract { $0.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler).flatMap { $0 } }
        assertOperatorContract { $0.throttle(.seconds(100), scheduler: scheduler) }
        assertOperatorContract { $0.throttle(.seconds(100), latest: false, scheduler: scheduler) }
        assertOperatorContract(errorPassesThrough: false) { $0.asInfallible(onErrorJustReturn: 0).debounce(.seconds(1), scheduler: scheduler).throttle(.seconds(1), scheduler: scheduler).asObservable() }
        assertOperatorContract { $0.timeout(.seconds(100), other: Observable<Int>.just(0), scheduler: scheduler) }
        assertOperatorContract { $0.asSingle().timeout(.seconds(100), scheduler: scheduler).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asInfallible(onErrorJustReturn: 0).take(for: .seconds(100), scheduler: scheduler).asObservable() }
    }

    func testTimersThatFireEndTheSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        defer { source.detach() }
        let recorder = Recorder<Int>()
        let taken = source.observable.take(for: .seconds(10), scheduler: scheduler).subscribe(recorder.observer)
        scheduler.advanceTo(10)
        XCTAssertEqual(recorder.events, [.completed])
        XCTAssertEqual(source.disposeCount, 1, "the source is disposed when the time is up")
        taken.dispose()

        let timedOut = Recorder<Int>()
        let other = ManualSource<Int>()
        defer { other.detach() }
        let second = ManualSource<Int>()
        defer { second.detach() }
        let subscription = second.observable.timeout(.seconds(5), other: other.observable, scheduler: scheduler).subscribe(timedOut.observer)
        second.onNext(1)
        scheduler.advanceTo(20)
        XCTAssertEqual(other.subscribeCount, 1, "other takes over")
        XCTAssertEqual(second.disposeCount, 1, "the source is disposed at the switch")
        second.onNext(2)
        other.onNext(3)
        XCTAssertEqual(timedOut.events, [.next(1), .next(3)])
        subscription.dispose()
        XCTAssertEqual(other.disposeCount, 1)
    }

    func testDelayEndsTheSourceAtItsTerminalEventAndDeliversLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        defer { source.detach() }
        let recorder = Recorder<Int>()
        let subscription = source.observable.delay(.seconds(10), scheduler: scheduler).subscribe(recorder.observer)
        source.onNext(1)
        source.onCompleted()
        XCTAssertEqual(source.disposeCount, 1, "the source is released at its completion")
        XCTAssertEqual(recorder.events, [])
        scheduler.advanceTo(20)
        XCTAssertEqual(recorder.events, [.next(1), .completed])
        subscription.dispose()

        let failing = ManualSource<Int>()
        defer { failing.detach() }
        let failed = Recorder<Int>()
        let second = failing.observable.delay(.seconds(10), scheduler: scheduler).subscribe(failed.observer)
        failing.onNext(2)
        failing.onError(testError)
        XCTAssertEqual(failed.events.count, 1, "the error is not delayed and drops the waiting element")
        XCTAssertEqual(failed.events.first?.error as? TestError, testError)
        scheduler.advanceTo(40)
        XCTAssertEqual(failed.events.count, 1)
        second.dispose()

        let disposed = ManualSource<Int>()
        defer { disposed.detach() }
        let early = Recorder<Int>()
        let third = disposed.observable.delay(.seconds(10), scheduler: scheduler).subscribe(early.observer)
        disposed.onNext(3)
        third.dispose()
        XCTAssertEqual(disposed.disposeCount, 1)
        scheduler.advanceTo(60)
        XCTAssertEqual(early.events, [], "nothing after dispose")
    }

    func testDelaySubscriptionSubscribesLaterAndCancelsBefore() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ManualSource<Int>()
        defer { source.detach() }
        let early = source.observable.delaySubscription(.seconds(10), scheduler: scheduler).subscribe { _ in }
        early.dispose()
        scheduler.advanceTo(20)
        XCTAssertEqual(source.subscribeCount, 0, "disposed before the time: never subscribed")

        let recorder = Recorder<Int>()
        let late = source.observable.delaySubscription(.seconds(10), scheduler: scheduler).subscribe(recorder.observer)
        scheduler.advanceTo(30)
        XCTAssertEqual(source.subscribeCount, 1)
        source.onNext(7)
        late.dispose()
        XCTAssertEqual(source.disposeCount, 1, "dispose reaches the delayed subscription")
        XCTAssertEqual(recorder.events, [.next(7)])
    }
}
