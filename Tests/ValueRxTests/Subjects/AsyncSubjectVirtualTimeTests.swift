import Foundation
import ValueRx
import ValueRxTest
import XCTest

// RxSwift's tests of this subject, ported on the virtual-time scheduler (RxTest style), then
// ValueRx's additions. What is ported, and the shared fixtures: SubjectVirtualTimeFixtures.swift.

// MARK: - AsyncSubject

final class AsyncSubjectVirtualTimeTests: ValueRxTestCase {
    // MARK: Ported from RxSwift's AsyncSubjectTests

    func testHasObserversManyObservers() {
        assertHasObserversOverTime(
            observers: 3, subject: { AsyncSubject<Int>() }, hasObservers: { $0.hasObservers },
            expected: [250: false, 350: true, 405: true, 415: true, 450: false])
    }

    func testInfinite() {
        let run = runSharedScenario(source: SharedSource.infinite) { AsyncSubject<Int>() }
        XCTAssertEqual(run.first.events, [])
        XCTAssertEqual(run.second.events, [])
        XCTAssertEqual(run.third.events, [])
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testFinite() {
        let run = runSharedScenario(source: SharedSource.finite) { AsyncSubject<Int>() }
        XCTAssertEqual(run.first.events, [])
        XCTAssertEqual(run.second.events, [.next(630, 7), .completed(630)])
        XCTAssertEqual(run.third.events, [.next(900, 7), .completed(900)])
        // As in RxSwift: the subject stays subscribed until the subscription is disposed.
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testErrorEvent() {
        let run = runSharedScenario(source: SharedSource.failing) { AsyncSubject<Int>() }
        XCTAssertEqual(run.first.events, [])
        XCTAssertEqual(run.second.events, [.error(630, testError)])
        XCTAssertEqual(run.third.events, [.error(900, testError)])
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    func testEmpty() {
        let run = runSharedScenario(source: SharedSource.empty) { AsyncSubject<Int>() }
        XCTAssertEqual(run.first.events, [])
        XCTAssertEqual(run.second.events, [.completed(630)])
        XCTAssertEqual(run.third.events, [.completed(900)])
        XCTAssertEqual(run.source.subscriptions, [Subscription(200, 1000)])
    }

    // MARK: ValueRx additions

    func testHasObserversNoObservers() {
        assertHasObserversOverTime(
            observers: 0, subject: { AsyncSubject<Int>() }, hasObservers: { $0.hasObservers },
            expected: [250: false])
    }

    func testHasObserversOneObserver() {
        assertHasObserversOverTime(
            observers: 1, subject: { AsyncSubject<Int>() }, hasObservers: { $0.hasObservers },
            expected: [250: false, 350: true, 450: false])
    }

    func testNoElementsThenCompletedGivesEveryoneOnlyTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(300)])
        let subject = AsyncSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let onTime = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let later = scheduler.createObserver(Int.self)

        _ = xs.subscribe(subject)
        scheduler.scheduleAt(200) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(250) { _ = subject.subscribe(onTime) }
        scheduler.scheduleAt(400) { _ = subject.subscribe(late) }
        scheduler.scheduleAt(500) { _ = subject.subscribe(later) }
        let observed = TimedReadings(scheduler, at: [210, 260, 301, 401]) { subject.hasObservers }
        scheduler.start()

        XCTAssertEqual(early.events, [.completed(300)])
        XCTAssertEqual(onTime.events, [.completed(300)])
        XCTAssertEqual(late.events, [.completed(400)])
        XCTAssertEqual(later.events, [.completed(500)])
        XCTAssertEqual(observed.readings, [210: true, 260: true, 301: false, 401: false])
    }

    func testErrorGivesEveryoneOnlyTheErrorEvenAfterElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(300, testError)])
        let subject = AsyncSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let gone = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var goneSubscription: Disposable!

        _ = xs.subscribe(subject)
        scheduler.scheduleAt(200) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(205) { goneSubscription = subject.subscribe(gone) }
        scheduler.scheduleAt(250) { goneSubscription.dispose() }
        scheduler.scheduleAt(400) { _ = subject.subscribe(late) }
        scheduler.start()

        XCTAssertEqual(early.events, [.error(300, testError)])
        XCTAssertEqual(gone.events, [])
        XCTAssertEqual(late.events, [.error(400, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0)])
    }

    func testLateSubscribersEachGetTheLastElementAndTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(300), .next(310, 4),
        ])
        let subject = AsyncSubject<Int>()
        let gone = scheduler.createObserver(Int.self)
        let onTime = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        let later = scheduler.createObserver(Int.self)
        var goneSubscription: Disposable!

        _ = xs.subscribe(subject)
        scheduler.scheduleAt(205) { goneSubscription = subject.subscribe(gone) }
        scheduler.scheduleAt(215) { _ = subject.subscribe(onTime) }
        scheduler.scheduleAt(250) { goneSubscription.dispose() }
        scheduler.scheduleAt(400) { _ = subject.subscribe(late) }
        scheduler.scheduleAt(500) { _ = subject.subscribe(later) }
        let observed = TimedReadings(scheduler, at: [210, 251, 301, 401]) { subject.hasObservers }
        scheduler.start()

        XCTAssertEqual(gone.events, [])
        XCTAssertEqual(onTime.events, [.next(300, 3), .completed(300)])
        XCTAssertEqual(late.events, [.next(400, 3), .completed(400)])
        XCTAssertEqual(later.events, [.next(500, 3), .completed(500)])
        XCTAssertEqual(observed.readings, [210: true, 251: true, 301: false, 401: false])
        // As in RxSwift: the subject stays subscribed until the subscription is disposed.
        XCTAssertEqual(xs.subscriptions, [Subscription(0)])
    }

    func testSubscribersComingAndGoing() {
        let subject = AsyncSubject<Int>()
        let run = runComingAndGoing(subject) { subject.hasObservers }
        XCTAssertEqual(run.first.events, [])
        XCTAssertEqual(run.second.events, [])
        XCTAssertEqual(run.third.events, [.next(300, 6), .completed(300)])
        XCTAssertEqual(run.late.events, [.next(320, 6), .completed(320)])
        XCTAssertEqual(run.hasObservers, comingAndGoingHasObservers)
    }

    func testSubscribingFromInsideAHandlerDuringCompletionGetsTheFinalEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])
        let subject = AsyncSubject<Int>()
        let outer = scheduler.createObserver(Int.self)
        let inner = scheduler.createObserver(Int.self)

        _ = xs.subscribe(subject)
        _ = subject.subscribe { (event: Event<Int>) in
            outer.on(event)
            if case .next(2) = event { _ = subject.subscribe(inner) }
        }
        scheduler.start()

        XCTAssertEqual(outer.events, [.next(240, 2), .completed(240)])
        // The subject has terminated when the last element is delivered, so the new subscriber
        // gets the last element and the completion at once.
        XCTAssertEqual(inner.events, [.next(240, 2), .completed(240)])
        XCTAssertFalse(subject.hasObservers)
    }
}
