import Foundation
import ValueRx
import ValueRxTest
import XCTest

// RxSwift's tests of this subject, ported on the virtual-time scheduler (RxTest style), then
// ValueRx's additions. What is ported, and the shared fixtures: SubjectVirtualTimeFixtures.swift.

// MARK: - BehaviorSubject

/// Reads `subject.value()`: the value, the `TestError` it throws, or "disposed".
private func describeValue(of subject: BehaviorSubject<Int>) -> String {
    do {
        let value = try subject.value()
        return "\(value)"
    } catch let error as TestError {
        return "TestError(\(error.id))"
    } catch RxError.disposed {
        return "disposed"
    } catch {
        return "unexpected error: \(error)"
    }
}

final class BehaviorSubjectVirtualTimeTests: ValueRxTestCase {
    // MARK: Ported from RxSwift's BehaviorSubjectTest

    func testInfinite() {
        let run = runSharedScenario(source: SharedSource.infinite) { BehaviorSubject<Int>(value: 100) }
        XCTAssertEqual(run.first.events, [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(run.second.events, [.next(400, 5), .next(410, 6), .next(520, 7), .next(630, 8)])
        XCTAssertEqual(run.third.events, [.next(900, 10), .next(940, 11)])
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testFinite() {
        let run = runSharedScenario(source: SharedSource.finite) { BehaviorSubject<Int>(value: 100) }
        XCTAssertEqual(run.first.events, [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(run.second.events, [.next(400, 5), .next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(run.third.events, [.completed(900)])
        // As in RxSwift: the subject stays subscribed until the subscription is disposed.
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorEvent() {
        let run = runSharedScenario(source: SharedSource.failing) { BehaviorSubject<Int>(value: 100) }
        XCTAssertEqual(run.first.events, [.next(300, 4), .next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(run.second.events, [.next(400, 5), .next(410, 6), .next(520, 7), .error(630, testError)])
        XCTAssertEqual(run.third.events, [.error(900, testError)])
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testCanceled() {
        let run = runSharedScenario(source: SharedSource.empty) { BehaviorSubject<Int>(value: 100) }
        XCTAssertEqual(run.first.events, [.next(300, 100)])
        XCTAssertEqual(run.second.events, [.next(400, 100), .completed(630)])
        XCTAssertEqual(run.third.events, [.completed(900)])
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testHasObserversNoObservers() {
        assertHasObserversOverTime(
            observers: 0, subject: { BehaviorSubject<Int>(value: 100) }, hasObservers: { $0.hasObservers },
            expected: [250: false])
    }

    func testHasObserversOneObserver() {
        assertHasObserversOverTime(
            observers: 1, subject: { BehaviorSubject<Int>(value: 100) }, hasObservers: { $0.hasObservers },
            expected: [250: false, 350: true, 450: false])
    }

    func testHasObserversManyObservers() {
        assertHasObserversOverTime(
            observers: 3, subject: { BehaviorSubject<Int>(value: 100) }, hasObservers: { $0.hasObservers },
            expected: [250: false, 350: true, 405: true, 415: true, 450: false])
    }

    // MARK: ValueRx additions

    func testValueFollowsElementsThenThrowsTheErrorThenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .error(300, testError), .next(310, 3),
        ])
        let subject = BehaviorSubject<Int>(value: 0)
        let afterError = scheduler.createObserver(Int.self)
        let afterDispose = scheduler.createObserver(Int.self)

        _ = xs.subscribe(subject)
        scheduler.scheduleAt(350) { _ = subject.subscribe(afterError) }
        scheduler.scheduleAt(400) { subject.dispose() }
        scheduler.scheduleAt(450) { _ = subject.subscribe(afterDispose) }
        let value = TimedReadings(scheduler, at: [205, 215, 250, 305, 315, 405]) { describeValue(of: subject) }
        let disposed = TimedReadings(scheduler, at: [305, 405]) { subject.isDisposed }
        scheduler.start()

        XCTAssertEqual(value.readings, [
            205: "0", 215: "1", 250: "2",
            305: "TestError(1)", 315: "TestError(1)",
            405: "disposed",
        ])
        XCTAssertEqual(disposed.readings, [305: false, 405: true])
        XCTAssertEqual(afterError.events, [.error(350, testError)])
        assertOnlyDisposedError(afterDispose.events, at: 450)
        // As in RxSwift: the subject stays subscribed until the subscription is disposed.
        XCTAssertEqual(xs.subscriptions, [Subscription(0)])
    }

    func testValueKeepsTheLastElementAfterCompletionUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let subject = BehaviorSubject<Int>(value: 0)
        let afterCompletion = scheduler.createObserver(Int.self)
        let afterDispose = scheduler.createObserver(Int.self)

        _ = xs.subscribe(subject)
        scheduler.scheduleAt(350) { _ = subject.subscribe(afterCompletion) }
        scheduler.scheduleAt(400) { subject.dispose() }
        scheduler.scheduleAt(450) { _ = subject.subscribe(afterDispose) }
        let value = TimedReadings(scheduler, at: [205, 250, 305, 405]) { describeValue(of: subject) }
        let observed = TimedReadings(scheduler, at: [305, 455]) { subject.hasObservers }
        scheduler.start()

        XCTAssertEqual(value.readings, [205: "0", 250: "2", 305: "2", 405: "disposed"])
        // After a completion a subscriber gets only the completion, not the current value.
        XCTAssertEqual(afterCompletion.events, [.completed(350)])
        assertOnlyDisposedError(afterDispose.events, at: 450)
        XCTAssertEqual(observed.readings, [305: false, 455: false])
    }

    func testSubscribersComingAndGoing() {
        let subject = BehaviorSubject<Int>(value: 0)
        let run = runComingAndGoing(subject) { subject.hasObservers }
        XCTAssertEqual(run.first.events, [.next(205, 0), .next(210, 1), .next(220, 2)])
        XCTAssertEqual(run.second.events, [.next(215, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        XCTAssertEqual(run.third.events, [.next(260, 5), .next(270, 6), .completed(300)])
        XCTAssertEqual(run.late.events, [.completed(320)])
        XCTAssertEqual(run.hasObservers, comingAndGoingHasObservers)
    }

    func testSubscribingFromInsideAHandlerStartsWithTheCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let subject = BehaviorSubject<Int>(value: 0)
        let outer = scheduler.createObserver(Int.self)
        let inner = scheduler.createObserver(Int.self)
        let bystander = scheduler.createObserver(Int.self)

        _ = xs.subscribe(subject)
        _ = subject.subscribe { (event: Event<Int>) in
            outer.on(event)
            if case .next(1) = event { _ = subject.subscribe(inner) }
        }
        _ = subject.subscribe(bystander)
        scheduler.start()

        let all: [Recorded<Event<Int>>] = [.next(0, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240)]
        XCTAssertEqual(outer.events, all)
        // Subscribed while 1 was being delivered: 1 is already the current value, so it gets
        // 1 once (as its current value), then the later events.
        XCTAssertEqual(inner.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(bystander.events, all)
        XCTAssertFalse(subject.hasObservers)
    }
}
