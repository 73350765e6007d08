import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

/// What a subject subscription keeps alive, and disposal between handlers on two threads.
final class SubjectLifetimeTests: XCTestCase {
    final class Tracked {}

    /// Subscribes a closure that captures a `Tracked`, runs `end`, and reports whether the
    /// tracked object was released while the subject (and the returned disposable) live on.
    private func releasesObserver<S: ObservableType>(_ subject: S, end: (Disposable) -> Void) -> Bool where S.Element == Int {
        weak var weakTracked: Tracked?
        var subscription: Disposable?
        do {
            let tracked = Tracked()
            weakTracked = tracked
            subscription = subject.subscribe(onNext: { _ in _ = tracked })
        }
        XCTAssertNotNil(weakTracked, "alive while subscribed")
        end(subscription!)
        withExtendedLifetime(subscription) {}
        return weakTracked == nil
    }

    func testDisposeReleasesTheObserver() {
        let subject = PublishSubject<Int>()
        XCTAssertTrue(releasesObserver(subject) { $0.dispose() })
        let behavior = BehaviorSubject(value: 0)
        XCTAssertTrue(releasesObserver(behavior) { $0.dispose() })
    }

    func testTerminalEventReleasesTheObserverWithoutDispose() {
        let subject = PublishSubject<Int>()
        XCTAssertTrue(releasesObserver(subject) { _ in subject.onCompleted() })
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        XCTAssertTrue(releasesObserver(replay) { _ in replay.onError(testError) })
    }

    func testShareReleasesSubscribersWhenTheSourceCompletes() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1)
        XCTAssertTrue(releasesObserver(shared) { _ in source.onCompleted() })
    }

    func testHandlersOnTwoThreadsDisposingEachOtherDoNotDeadlock() {
        let subject = PublishSubject<Int>()
        let inX = DispatchSemaphore(value: 0), inY = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let slots = NSLock()
        var x: Disposable?, y: Disposable?
        slots.lock()
        x = subject.subscribe(onNext: { value in
            guard value == 1 else { return }
            inX.signal()
            _ = inY.wait(timeout: .now() + 5)
            slots.lock(); let other = y; slots.unlock()
            other?.dispose()
        })
        y = subject.subscribe(onNext: { value in
            guard value == 2 else { return }
            inY.signal()
            _ = inX.wait(timeout: .now() + 5)
            slots.lock(); let other = x; slots.unlock()
            other?.dispose()
        })
        slots.unlock()
        // T delivers 1 to x (and then to y); U finds x busy, queues 2 for it, and delivers 2 to y.
        DispatchQueue.global().async { subject.onNext(1); finished.signal() }
        XCTAssertEqual(inX.wait(timeout: .now() + 5), .success)
        inX.signal() // let y's handler pass its wait once it starts
        DispatchQueue.global().async { subject.onNext(2); finished.signal() }
        XCTAssertEqual(finished.wait(timeout: .now() + 10), .success, "deadlock")
        XCTAssertEqual(finished.wait(timeout: .now() + 10), .success, "deadlock")
        XCTAssertFalse(subject.hasObservers)
    }
}

/// Fixes found in review, pinned down on the virtual-time scheduler.
final class SchedulerEdgeCaseTests: XCTestCase {
    func testTimerNeverOnTheTestSchedulerNeverFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func testSubscribeOnDropsEventsAfterDisposeButDisposesTheSourceOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        // The cold event at 800 relative (1001 absolute) comes after the scheduled disposal;
        // one at 799 (1000) comes after dispose() but before the disposal runs: dropped, and
        // the source is still disposed at 1001, as in RxSwift.
        let xs = scheduler.createColdObservable([.next(10, 1), .next(799, 2), .next(800, 3)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }
}
