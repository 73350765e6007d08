import Foundation
import ValueRx
import ValueRxTest
import XCTest

// RxSwift's tests of this subject, ported on the virtual-time scheduler (RxTest style), then
// ValueRx's additions. What is ported, and the shared fixtures: SubjectVirtualTimeFixtures.swift.

// MARK: - ReplaySubject

final class ReplaySubjectVirtualTimeTests: ValueRxTestCase {
    /// Sends each element to `subject` at its virtual time.
    private func schedule(_ elements: [(TestTime, Int)], to subject: ReplaySubject<Int>, on scheduler: TestScheduler) {
        for (time, element) in elements {
            scheduler.scheduleAt(time) { subject.onNext(element) }
        }
    }

    /// Elements 1…5 at 150, 200, 250, 300, 350, as most of RxSwift's ReplaySubject tests send.
    private let oneToFive: [(TestTime, Int)] = [(150, 1), (200, 2), (250, 3), (300, 4), (350, 5)]

    // MARK: Ported from RxSwift's ReplaySubjectTest
    //
    // In the tests after the hasObservers ones, RxSwift creates the subject at 100 inside the
    // scheduler; here it is created before the run, which nothing can observe. RxSwift checks
    // the recordings from a scheduled action just before the subscription is disposed; here
    // they are checked after the run (nothing is recorded in between).

    func testHasObserversNoObservers() {
        assertHasObserversOverTime(
            observers: 0, subject: { ReplaySubject<Int>.create(bufferSize: 1) }, hasObservers: { $0.hasObservers },
            expected: [250: false])
    }

    func testHasObserversOneObserver() {
        assertHasObserversOverTime(
            observers: 1, subject: { ReplaySubject<Int>.create(bufferSize: 1) }, hasObservers: { $0.hasObservers },
            expected: [250: false, 350: true, 450: false])
    }

    func testHasObserversManyObservers() {
        assertHasObserversOverTime(
            observers: 3, subject: { ReplaySubject<Int>.create(bufferSize: 1) }, hasObservers: { $0.hasObservers },
            expected: [250: false, 350: true, 405: true, 415: true, 450: false])
    }

    func testNoEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let result = scheduler.createObserver(Int.self)
        _ = subject.subscribe(result)
        XCTAssertEqual(result.events, [])
    }

    func testFewerEventsThanBufferSize() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let result = scheduler.createObserver(Int.self)
        var subscription: Disposable!

        schedule([(150, 1), (200, 2)], to: subject, on: scheduler)
        scheduler.scheduleAt(300) { subscription = subject.subscribe(result) }
        scheduler.scheduleAt(400) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(result.events, [.next(300, 1), .next(300, 2)])
    }

    func testMoreEventsThanBufferSize() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let result = scheduler.createObserver(Int.self)
        var subscription: Disposable!

        schedule(oneToFive, to: subject, on: scheduler)
        scheduler.scheduleAt(400) { subscription = subject.subscribe(result) }
        scheduler.scheduleAt(500) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(result.events, [.next(400, 3), .next(400, 4), .next(400, 5)])
    }

    func testMoreEventsThanBufferSizeMultipleObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let result1 = scheduler.createObserver(Int.self)
        let result2 = scheduler.createObserver(Int.self)
        var subscription1: Disposable!
        var subscription2: Disposable!

        scheduler.scheduleAt(150) { subscription1 = subject.subscribe(result1) }
        schedule([(200, 1), (250, 2), (300, 3), (350, 4), (400, 5)], to: subject, on: scheduler)
        scheduler.scheduleAt(450) { subscription2 = subject.subscribe(result2) }
        scheduler.scheduleAt(550) {
            subscription1.dispose()
            subscription2.dispose()
        }
        scheduler.start()

        XCTAssertEqual(result1.events, [.next(200, 1), .next(250, 2), .next(300, 3), .next(350, 4), .next(400, 5)])
        XCTAssertEqual(result2.events, [.next(450, 3), .next(450, 4), .next(450, 5)])
    }

    func testSubscribingBeforeComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let result = scheduler.createObserver(Int.self)
        var subscription: Disposable!

        schedule(oneToFive, to: subject, on: scheduler)
        scheduler.scheduleAt(400) { subscription = subject.subscribe(result) }
        scheduler.scheduleAt(450) { subject.onCompleted() }
        scheduler.scheduleAt(550) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(result.events, [.next(400, 3), .next(400, 4), .next(400, 5), .completed(450)])
    }

    func testSubscribingAfterComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let result = scheduler.createObserver(Int.self)
        var subscription: Disposable!

        schedule(oneToFive, to: subject, on: scheduler)
        scheduler.scheduleAt(400) { subject.onCompleted() }
        scheduler.scheduleAt(450) { subscription = subject.subscribe(result) }
        scheduler.scheduleAt(550) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(result.events, [.next(450, 3), .next(450, 4), .next(450, 5), .completed(450)])
    }

    func testSubscribingBeforeError() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let result = scheduler.createObserver(Int.self)
        var subscription: Disposable!

        schedule(oneToFive, to: subject, on: scheduler)
        scheduler.scheduleAt(400) { subscription = subject.subscribe(result) }
        scheduler.scheduleAt(450) { subject.onError(testError) }
        scheduler.scheduleAt(550) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(result.events, [.next(400, 3), .next(400, 4), .next(400, 5), .error(450, testError)])
    }

    func testSubscribingAfterError() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let result = scheduler.createObserver(Int.self)
        var subscription: Disposable!

        schedule(oneToFive, to: subject, on: scheduler)
        scheduler.scheduleAt(400) { subject.onError(testError) }
        scheduler.scheduleAt(450) { subscription = subject.subscribe(result) }
        scheduler.scheduleAt(550) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(result.events, [.next(450, 3), .next(450, 4), .next(450, 5), .error(450, testError)])
    }

    // MARK: ValueRx additions: buffer sizes and late subscribers

    /// Feeds `subject` from time 0 with 1…5 at 210…250 and `end` at 300, with subscribers at
    /// 205 (before any element: checked here to get every event live), 235 (after three
    /// elements) and 400 (after the end). Returns what the last two recorded.
    private func runLateSubscribers(
        _ subject: ReplaySubject<Int>,
        end: Recorded<Event<Int>>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (middle: [Recorded<Event<Int>>], late: [Recorded<Event<Int>>]) {
        let scheduler = TestScheduler(initialClock: 0)
        let live: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), end]
        let xs = scheduler.createHotObservable(live)
        let early = scheduler.createObserver(Int.self)
        let middle = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)

        _ = xs.subscribe(subject)
        scheduler.scheduleAt(205) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(235) { _ = subject.subscribe(middle) }
        scheduler.scheduleAt(400) { _ = subject.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(early.events, live, file: file, line: line)
        XCTAssertFalse(subject.hasObservers, file: file, line: line)
        return (middle.events, late.events)
    }

    func testBufferSizeZeroReplaysOnlyTheTerminalEvent() {
        let completed = runLateSubscribers(ReplaySubject<Int>.create(bufferSize: 0), end: .completed(300))
        XCTAssertEqual(completed.middle, [.next(240, 4), .next(250, 5), .completed(300)])
        XCTAssertEqual(completed.late, [.completed(400)])

        let failed = runLateSubscribers(ReplaySubject<Int>.create(bufferSize: 0), end: .error(300, testError))
        XCTAssertEqual(failed.middle, [.next(240, 4), .next(250, 5), .error(300, testError)])
        XCTAssertEqual(failed.late, [.error(400, testError)])
    }

    func testBufferSizeOneReplaysTheLastElementThenTheTerminalEvent() {
        let completed = runLateSubscribers(ReplaySubject<Int>.create(bufferSize: 1), end: .completed(300))
        XCTAssertEqual(completed.middle, [.next(235, 3), .next(240, 4), .next(250, 5), .completed(300)])
        XCTAssertEqual(completed.late, [.next(400, 5), .completed(400)])

        let failed = runLateSubscribers(ReplaySubject<Int>.create(bufferSize: 1), end: .error(300, testError))
        XCTAssertEqual(failed.middle, [.next(235, 3), .next(240, 4), .next(250, 5), .error(300, testError)])
        XCTAssertEqual(failed.late, [.next(400, 5), .error(400, testError)])
    }

    func testBufferSizeThreeReplaysTheLastThreeElementsThenTheTerminalEvent() {
        let completed = runLateSubscribers(ReplaySubject<Int>.create(bufferSize: 3), end: .completed(300))
        XCTAssertEqual(completed.middle, [
            .next(235, 1), .next(235, 2), .next(235, 3), .next(240, 4), .next(250, 5), .completed(300),
        ])
        XCTAssertEqual(completed.late, [.next(400, 3), .next(400, 4), .next(400, 5), .completed(400)])

        let failed = runLateSubscribers(ReplaySubject<Int>.create(bufferSize: 3), end: .error(300, testError))
        XCTAssertEqual(failed.middle, [
            .next(235, 1), .next(235, 2), .next(235, 3), .next(240, 4), .next(250, 5), .error(300, testError),
        ])
        XCTAssertEqual(failed.late, [.next(400, 3), .next(400, 4), .next(400, 5), .error(400, testError)])
    }

    func testUnboundedReplaysEveryElementThenTheTerminalEvent() {
        let completed = runLateSubscribers(ReplaySubject<Int>.createUnbounded(), end: .completed(300))
        XCTAssertEqual(completed.middle, [
            .next(235, 1), .next(235, 2), .next(235, 3), .next(240, 4), .next(250, 5), .completed(300),
        ])
        XCTAssertEqual(completed.late, [
            .next(400, 1), .next(400, 2), .next(400, 3), .next(400, 4), .next(400, 5), .completed(400),
        ])

        let failed = runLateSubscribers(ReplaySubject<Int>.createUnbounded(), end: .error(300, testError))
        XCTAssertEqual(failed.middle, [
            .next(235, 1), .next(235, 2), .next(235, 3), .next(240, 4), .next(250, 5), .error(300, testError),
        ])
        XCTAssertEqual(failed.late, [
            .next(400, 1), .next(400, 2), .next(400, 3), .next(400, 4), .next(400, 5), .error(400, testError),
        ])
    }

    // MARK: ValueRx additions: the shared scenario, coming and going, dispose, reentrancy

    /// RxSwift's shared BehaviorSubject scenario on a ReplaySubject of three: the subject sees
    /// 3 (220) and 4 (270) before the first subscription at 300.
    func testInfiniteWithBufferSizeThree() {
        let run = runSharedScenario(source: SharedSource.infinite) { ReplaySubject<Int>.create(bufferSize: 3) }
        XCTAssertEqual(run.first.events, [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(run.second.events, [
            .next(400, 3), .next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7), .next(630, 8),
        ])
        XCTAssertEqual(run.third.events, [.next(900, 8), .next(900, 9), .next(900, 10), .next(940, 11)])
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testFiniteWithBufferSizeThree() {
        let run = runSharedScenario(source: SharedSource.finite) { ReplaySubject<Int>.create(bufferSize: 3) }
        XCTAssertEqual(run.first.events, [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(run.second.events, [
            .next(400, 3), .next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7), .completed(630),
        ])
        XCTAssertEqual(run.third.events, [.next(900, 5), .next(900, 6), .next(900, 7), .completed(900)])
        // As in RxSwift: the subject stays subscribed until the subscription is disposed.
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorWithBufferSizeThree() {
        let run = runSharedScenario(source: SharedSource.failing) { ReplaySubject<Int>.create(bufferSize: 3) }
        XCTAssertEqual(run.first.events, [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(run.second.events, [
            .next(400, 3), .next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7), .error(630, testError),
        ])
        XCTAssertEqual(run.third.events, [.next(900, 5), .next(900, 6), .next(900, 7), .error(900, testError)])
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testSubscribersComingAndGoing() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let run = runComingAndGoing(subject) { subject.hasObservers }
        XCTAssertEqual(run.first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(run.second.events, [.next(215, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        XCTAssertEqual(run.third.events, [.next(260, 4), .next(260, 5), .next(270, 6), .completed(300)])
        XCTAssertEqual(run.late.events, [.next(320, 5), .next(320, 6), .completed(320)])
        XCTAssertEqual(run.hasObservers, comingAndGoingHasObservers)
    }

    func testDisposingTheSubjectDropsObserversAndRefusesLaterOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)

        _ = xs.subscribe(subject)
        scheduler.scheduleAt(205) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(220) { subject.dispose() }
        scheduler.scheduleAt(240) { _ = subject.subscribe(late) }
        let disposed = TimedReadings(scheduler, at: [215, 225]) { subject.isDisposed }
        let observed = TimedReadings(scheduler, at: [215, 225]) { subject.hasObservers }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(210, 1)])
        // The buffer is released: no replay, only the refusal.
        assertOnlyDisposedError(late.events, at: 240)
        XCTAssertEqual(disposed.readings, [215: false, 225: true])
        XCTAssertEqual(observed.readings, [215: true, 225: false])
        // As in RxSwift: the subject stays subscribed until the subscription is disposed.
        XCTAssertEqual(xs.subscriptions, [Subscription(0)])
    }

    func testSubscribingFromInsideAHandlerReceivesTheBufferIncludingTheCurrentElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let outer = scheduler.createObserver(Int.self)
        let inner = scheduler.createObserver(Int.self)

        _ = xs.subscribe(subject)
        _ = subject.subscribe { (event: Event<Int>) in
            outer.on(event)
            if case .next(2) = event { _ = subject.subscribe(inner) }
        }
        scheduler.start()

        XCTAssertEqual(outer.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        // 2 is buffered before it is delivered, so the replay holds 1 and 2; 2 is not delivered again.
        XCTAssertEqual(inner.events, [.next(220, 1), .next(220, 2), .next(230, 3), .completed(240)])
    }
}
