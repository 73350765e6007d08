import Foundation
import ValueRx
import ValueRxTest
import XCTest

// RxSwift's tests of this subject, ported on the virtual-time scheduler (RxTest style), then
// ValueRx's additions. What is ported, and the shared fixtures: SubjectVirtualTimeFixtures.swift.

// MARK: - PublishSubject

final class PublishSubjectVirtualTimeTests: ValueRxTestCase {
    // MARK: Ported from RxSwift's PublishSubjectTest

    func testHasObserversNoObservers() {
        assertHasObserversOverTime(
            observers: 0, subject: { PublishSubject<Int>() }, hasObservers: { $0.hasObservers },
            expected: [250: false])
    }

    func testHasObserversOneObserver() {
        assertHasObserversOverTime(
            observers: 1, subject: { PublishSubject<Int>() }, hasObservers: { $0.hasObservers },
            expected: [250: false, 350: true, 450: false])
    }

    func testHasObserversManyObservers() {
        assertHasObserversOverTime(
            observers: 3, subject: { PublishSubject<Int>() }, hasObservers: { $0.hasObservers },
            expected: [250: false, 350: true, 405: true, 415: true, 450: false])
    }

    // MARK: ValueRx additions

    /// RxSwift's shared BehaviorSubject scenario on a PublishSubject: a subscriber sees only
    /// what happens while it is subscribed.
    func testInfinite() {
        let run = runSharedScenario(source: SharedSource.infinite) { PublishSubject<Int>() }
        XCTAssertEqual(run.first.events, [.next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(run.second.events, [.next(410, 6), .next(520, 7), .next(630, 8)])
        XCTAssertEqual(run.third.events, [.next(940, 11)])
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testFinite() {
        let run = runSharedScenario(source: SharedSource.finite) { PublishSubject<Int>() }
        XCTAssertEqual(run.first.events, [.next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(run.second.events, [.next(410, 6), .next(520, 7), .completed(630)])
        XCTAssertEqual(run.third.events, [.completed(900)])
        // As in RxSwift: the subject stays subscribed until the subscription is disposed.
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorEvent() {
        let run = runSharedScenario(source: SharedSource.failing) { PublishSubject<Int>() }
        XCTAssertEqual(run.first.events, [.next(340, 5), .next(410, 6), .next(520, 7)])
        XCTAssertEqual(run.second.events, [.next(410, 6), .next(520, 7), .error(630, testError)])
        XCTAssertEqual(run.third.events, [.error(900, testError)])
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testCanceled() {
        let run = runSharedScenario(source: SharedSource.empty) { PublishSubject<Int>() }
        XCTAssertEqual(run.first.events, [])
        XCTAssertEqual(run.second.events, [.completed(630)])
        XCTAssertEqual(run.third.events, [.completed(900)])
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testSubscribersComingAndGoing() {
        let subject = PublishSubject<Int>()
        let run = runComingAndGoing(subject) { subject.hasObservers }
        XCTAssertEqual(run.first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(run.second.events, [.next(220, 2), .next(230, 3), .next(240, 4)])
        XCTAssertEqual(run.third.events, [.next(270, 6), .completed(300)])
        XCTAssertEqual(run.late.events, [.completed(320)])
        XCTAssertEqual(run.hasObservers, comingAndGoingHasObservers)
    }

    func testDisposingTheSubjectDropsObserversAndRefusesLaterOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)

        _ = xs.subscribe(subject)
        scheduler.scheduleAt(205) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(220) { subject.dispose() }
        scheduler.scheduleAt(240) { _ = subject.subscribe(late) }
        let disposed = TimedReadings(scheduler, at: [215, 225]) { subject.isDisposed }
        let observed = TimedReadings(scheduler, at: [215, 225]) { subject.hasObservers }
        scheduler.start()

        // No terminal event for the dropped observer: disposing a subject only lets go.
        XCTAssertEqual(early.events, [.next(210, 1)])
        assertOnlyDisposedError(late.events, at: 240)
        XCTAssertEqual(disposed.readings, [215: false, 225: true])
        XCTAssertEqual(observed.readings, [215: true, 225: false])
        // As in RxSwift: the subject stays subscribed until the subscription is disposed.
        XCTAssertEqual(xs.subscriptions, [Subscription(0)])
    }

    func testSubscribingFromInsideAHandlerReceivesOnlyLaterEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let subject = PublishSubject<Int>()
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

        let all: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)]
        XCTAssertEqual(outer.events, all)
        // Subscribed while 1 was being delivered: 1 is not delivered to it, not even after the
        // observers that were already subscribed.
        XCTAssertEqual(inner.events, [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(bystander.events, all)
        XCTAssertFalse(subject.hasObservers)
    }
}
