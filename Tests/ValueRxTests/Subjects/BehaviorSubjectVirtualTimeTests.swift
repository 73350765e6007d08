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
        // Unlike the other subjects, RxSwift's BehaviorSubject keeps `third` after the
        // completion at 300, until its subscription is disposed at 310.
        XCTAssertEqual(run.hasObservers, comingAndGoingHasObservers.merging([301: true]) { $1 })
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
        // As in RxSwift: the three subscriptions were never disposed, so the subject keeps them
        // after its completion (they receive nothing more).
        XCTAssertTrue(subject.hasObservers)
    }

    // MARK: Observers after the terminal event (RxSwift's BehaviorSubject.swift)

    // RxSwift's `synchronized_on` records the terminal event and hands it to the observers of
    // the moment without removing them (PublishSubject, ReplaySubject and AsyncSubject empty
    // their list there): `hasObservers` stays true until each subscription is disposed
    // (`synchronized_unsubscribe`), the subject is disposed (`dispose()` empties the list) or
    // it goes away. An operator's sink disposes its own subscription right after passing on a
    // terminal event, so an operator leaves at once. ValueRx emptied the list at the terminal
    // event.

    func testHasObserversStaysTrueAfterCompletionUntilTheSubscriptionIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        var subject: BehaviorSubject<Int>!
        var subscription: Disposable!
        scheduler.scheduleAt(100) { subject = BehaviorSubject<Int>(value: 100) }
        scheduler.scheduleAt(300) { subscription = subject.subscribe(observer) }
        scheduler.scheduleAt(310) { subject.onNext(1) }
        scheduler.scheduleAt(350) { subject.onCompleted() }
        // Nothing reaches the kept observer again.
        scheduler.scheduleAt(360) { subject.onNext(2) }
        scheduler.scheduleAt(370) { subject.onCompleted() }
        scheduler.scheduleAt(380) { subject.onError(testError) }
        scheduler.scheduleAt(400) { subscription.dispose() }
        scheduler.scheduleAt(410) { subscription.dispose() }
        let observed = TimedReadings(scheduler, at: [250, 320, 351, 390, 401, 411]) { subject.hasObservers }
        scheduler.start()

        XCTAssertEqual(observed.readings, [250: false, 320: true, 351: true, 390: true, 401: false, 411: false])
        XCTAssertEqual(observer.events, [.next(300, 100), .next(310, 1), .completed(350)])
    }

    func testHasObserversStaysTrueAfterAnErrorForEachObserverUntilItsSubscriptionIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let subject = BehaviorSubject<Int>(value: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var firstSubscription: Disposable!
        var secondSubscription: Disposable!
        var closureEvents: [Event<Int>] = []
        var closureSubscription: Disposable!

        _ = xs.subscribe(subject)
        scheduler.scheduleAt(200) {
            firstSubscription = subject.subscribe(first)
            secondSubscription = subject.subscribe(second)
            closureSubscription = subject.subscribe { closureEvents.append($0) }
        }
        scheduler.scheduleAt(300) { secondSubscription.dispose() }
        scheduler.scheduleAt(310) { firstSubscription.dispose() }
        scheduler.scheduleAt(320) { closureSubscription.dispose() }
        let observed = TimedReadings(scheduler, at: [240, 260, 305, 315, 325]) { subject.hasObservers }
        scheduler.start()

        XCTAssertEqual(observed.readings, [240: true, 260: true, 305: true, 315: true, 325: false])
        XCTAssertEqual(first.events, [.next(200, 0), .next(210, 1), .error(250, testError)])
        XCTAssertEqual(second.events, [.next(200, 0), .next(210, 1), .error(250, testError)])
        XCTAssertEqual(closureEvents, [.next(0), .next(1), .error(testError)])
    }

    /// `dispose()` drops the observers kept after the terminal event; disposing their
    /// subscriptions afterwards does nothing.
    func testDisposingTheSubjectAfterTheTerminalEventDropsTheKeptObservers() {
        let subject = BehaviorSubject<Int>(value: 0)
        var events: [Event<Int>] = []
        let subscription = subject.subscribe { events.append($0) }
        subject.onCompleted()
        XCTAssertTrue(subject.hasObservers)
        subject.dispose()
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(events, [.next(0), .completed])
    }

    /// A kept observer does not keep the subject alive, and its subscription can be disposed
    /// once the subject is gone.
    func testSubscriptionKeptAfterTheTerminalEventOutlivesItsSubjectQuietly() {
        var events: [Event<Int>] = []
        var subject: BehaviorSubject<Int>? = BehaviorSubject(value: 1)
        weak let weakSubject = subject
        let subscription = subject!.subscribe { events.append($0) }
        subject!.onCompleted()
        subject = nil
        XCTAssertNil(weakSubject)
        subscription.dispose()
        XCTAssertEqual(events, [.next(1), .completed])
    }

    /// Operators leave right after the terminal event, as RxSwift's sinks dispose their
    /// subscription there: a pipeline (`map`, `filter`, ...) and a heap sink (`flatMap`, which
    /// disposes its outer subscription); a final subscriber stays. `startWith` alone hands the
    /// subscriber itself up (RxSwift's `StartWith` subscribes it to the source), so that one
    /// stays too.
    func testOperatorsLeaveAtTheTerminalEventAndFinalSubscribersStay() {
        let cases: [(String, Bool, (BehaviorSubject<Int>, @escaping (Event<Int>) -> Void) -> Disposable)] = [
            ("subscribe", true, { subject, handler in subject.subscribe(handler) }),
            ("asObservable().subscribe", true, { subject, handler in subject.asObservable().subscribe(handler) }),
            ("startWith", true, { subject, handler in subject.startWith(-1).subscribe(handler) }),
            ("map", false, { subject, handler in subject.map { $0 + 1 }.subscribe(handler) }),
            ("asObservable().map", false, { subject, handler in subject.asObservable().map { $0 + 1 }.subscribe(handler) }),
            ("filter then startWith", false, { subject, handler in subject.filter { _ in true }.startWith(-1).subscribe(handler) }),
            ("flatMap", false, { subject, handler in subject.flatMap { Observable.just($0) }.subscribe(handler) }),
            ("flatMapLatest", false, { subject, handler in subject.flatMapLatest { Observable.just($0) }.subscribe(handler) }),
        ]
        for (name, stays, subscribe) in cases {
            for failing in [false, true] {
                let subject = BehaviorSubject<Int>(value: 0)
                var terminals = 0
                let subscription = subscribe(subject) { event in if event.isStopEvent { terminals += 1 } }
                XCTAssertTrue(subject.hasObservers, name)
                if failing { subject.onError(testError) } else { subject.onCompleted() }
                XCTAssertEqual(subject.hasObservers, stays, "\(name), failing: \(failing)")
                subject.onCompleted()
                XCTAssertEqual(terminals, 1, "\(name), failing: \(failing)")
                subscription.dispose()
                XCTAssertFalse(subject.hasObservers, "\(name), failing: \(failing)")
            }
        }
    }
}
