import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

/// What a subject subscription keeps alive, and disposal between handlers on two threads.
final class SubjectLifetimeTests: ValueRxTestCase {
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

    /// Sinks whose observer sits in an output box or an `OptionalSlot` release it on dispose
    /// while the disposable lives on, as RxSwift's `SinkDisposer` releases its sink. (Not yet
    /// true of the sequence sink, `concat`/`retry`, nor of `subscribe(on:)`: their downstream is
    /// released with the sink; see the session notes.)
    func testSinksWithSlotsReleaseTheObserverOnDispose() {
        let subject = PublishSubject<Int>()
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertTrue(releasesObserver(subject.observe(on: scheduler)) { $0.dispose() })
        XCTAssertTrue(releasesObserver(subject.share(replay: 1, scope: .whileConnected)) { $0.dispose() })
        XCTAssertTrue(releasesObserver(Observable.combineLatest(subject, BehaviorSubject(value: 1)) { $0 + $1 }) { $0.dispose() })
        XCTAssertTrue(releasesObserver(subject.withLatestFrom(BehaviorSubject(value: 1)) { $0 + $1 }) { $0.dispose() })
        XCTAssertTrue(releasesObserver(subject.sample(PublishSubject<Int>(), defaultValue: 0)) { $0.dispose() })
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
final class SchedulerEdgeCaseTests: ValueRxTestCase {
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

/// What a subject does with events and subscribers after `dispose()`, in RxSwift's order of
/// checks (its `synchronized_on` and `synchronized_subscribe` of each subject).
final class SubjectAfterDisposeTests: ValueRxTestCase {
    private func events<S: ObservableType<Int>>(of subject: S) -> [Event<Int>] {
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        return events
    }

    private func isDisposedError(_ events: [Event<Int>]) -> Bool {
        guard events.count == 1, case .error(let error) = events[0], let rxError = error as? RxError,
              case .disposed = rxError else { return false }
        return true
    }

    /// PublishSubject records a terminal event that arrives after its disposal, and a later
    /// subscriber receives that event instead of `RxError.disposed`.
    func testPublishSubjectTerminalAfterDisposeWins() {
        let completed = PublishSubject<Int>()
        completed.dispose()
        completed.onNext(1)
        completed.onCompleted()
        XCTAssertEqual(events(of: completed), [.completed])

        let failed = PublishSubject<Int>()
        failed.dispose()
        failed.onError(testError)
        XCTAssertEqual(events(of: failed), [.error(testError)])
        failed.onCompleted()
        XCTAssertEqual(events(of: failed), [.error(testError)], "only the first terminal event is recorded")
    }

    /// A terminal event before the disposal is forgotten by it: later subscribers get
    /// `RxError.disposed`.
    func testPublishSubjectTerminalBeforeDisposeIsForgotten() {
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        subject.dispose()
        XCTAssertTrue(isDisposedError(events(of: subject)))
    }

    /// Elements after the disposal reach nobody, subscribed before or after.
    func testPublishSubjectDropsElementsAfterDispose() {
        let subject = PublishSubject<Int>()
        var early: [Event<Int>] = []
        _ = subject.subscribe { early.append($0) }
        subject.dispose()
        subject.onNext(1)
        XCTAssertEqual(early, [])
        XCTAssertTrue(isDisposedError(events(of: subject)))
    }

    /// BehaviorSubject and ReplaySubject check the disposal first: everything after it is
    /// ignored and a subscriber gets `RxError.disposed`.
    func testBehaviorAndReplaySubjectsIgnoreTerminalEventsAfterDispose() {
        let behavior = BehaviorSubject(value: 0)
        behavior.dispose()
        behavior.onCompleted()
        XCTAssertTrue(isDisposedError(events(of: behavior)))
        XCTAssertThrowsError(try behavior.value())

        let behaviorStopped = BehaviorSubject(value: 0)
        behaviorStopped.onCompleted()
        behaviorStopped.dispose()
        XCTAssertTrue(isDisposedError(events(of: behaviorStopped)))

        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        replay.onNext(1)
        replay.dispose()
        replay.onCompleted()
        XCTAssertTrue(isDisposedError(events(of: replay)))

        let replayStopped = ReplaySubject<Int>.create(bufferSize: 2)
        replayStopped.onNext(1)
        replayStopped.onCompleted()
        replayStopped.dispose()
        XCTAssertTrue(isDisposedError(events(of: replayStopped)))
    }

    /// Relays cannot be disposed or terminated; they keep delivering to their subscribers.
    func testRelaysKeepDelivering() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        var received: [Int] = []
        _ = publish.subscribe(onNext: { received.append($0) })
        _ = behavior.subscribe(onNext: { received.append($0) })
        publish.accept(1)
        behavior.accept(2)
        XCTAssertEqual(received, [0, 1, 2])
    }
}
