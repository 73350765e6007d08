import ValueRx
import ValueRxTest
import XCTest

// A hot `TestableObservable` whose subscription is never disposed must not keep itself, its
// `TestScheduler` or the observer alive once the test drops them: RxTest's hot observable keeps
// only its observers, and the scheduler only keeps the observable until the recorded events
// have run.
//
// Before the fix, the subscription's `end` closure captured the observable strongly and the
// delivery closure kept in the observable's list of hot observers captured `end`: a cycle
// (observable → its hot observers → delivery → end → observable), which also kept the
// scheduler and the observer alive. Every `XCTAssertNil` below failed.

final class TestableObservableLifetimeTests: ValueRxTestCase {
    func testHotObservableWithAnUndisposedSubscriptionIsReleased() {
        let references = subscribeWithoutDisposing(throughMap: false)
        XCTAssertNil(references.scheduler, "the scheduler is still alive")
        XCTAssertNil(references.observable, "the hot observable is still alive")
        XCTAssertNil(references.observer, "the observer is still alive")
    }

    /// The same through an operator (the hot observable keeps the operator's observer).
    func testHotObservableWithAnUndisposedOperatorSubscriptionIsReleased() {
        let references = subscribeWithoutDisposing(throughMap: true)
        XCTAssertNil(references.scheduler, "the scheduler is still alive")
        XCTAssertNil(references.observable, "the hot observable is still alive")
        XCTAssertNil(references.observer, "the observer is still alive")
    }
}

/// Weak references to what one scenario made.
private struct WeakReferences {
    weak var scheduler: TestScheduler?
    weak var observable: TestableObservable<Int>?
    weak var observer: TestableObserver<Int>?
}

/// Makes a scheduler, a hot observable and an observer, subscribes without ever disposing,
/// runs the scheduler through every recorded event, and returns weak references only: every
/// strong one is gone when this function returns.
@inline(never)
private func subscribeWithoutDisposing(throughMap: Bool) -> WeakReferences {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let observer = scheduler.createObserver(Int.self)
    if throughMap {
        _ = xs.map { $0 * 10 }.subscribe(observer)
    } else {
        _ = xs.subscribe(observer)
    }
    scheduler.start()

    // The recorded subscription is unchanged by the fix: open, since it was never disposed.
    let expected: [Recorded<Event<Int>>] = throughMap ? [.next(210, 10), .next(220, 20)] : [.next(210, 1), .next(220, 2)]
    XCTAssertEqual(observer.events, expected)
    XCTAssertEqual(xs.subscriptions, [Subscription(0)])
    return WeakReferences(scheduler: scheduler, observable: xs, observer: observer)
}
