import Foundation
import ValueRx
import ValueRxTest
import XCTest

// The four subjects on the virtual-time scheduler, RxTest style.
//
// Each class first ports the scenarios of RxSwift's own tests (PublishSubjectTest,
// BehaviorSubjectTest, ReplaySubjectTest, AsyncSubjectTests): same virtual times, same expected
// recordings. RxSwift's expectations are the oracle. Then come scenarios RxSwift does not test
// but ValueRx promises: `value()` across error and dispose, replay buffers of several sizes for
// late subscribers, subscribers coming and going with `hasObservers` read at given times, and
// subscribing from inside another subscriber's handler.
//
// The source's subscription intervals are asserted too: as in RxSwift, a subject used as an
// observer stays subscribed to its source (ignoring events after its terminal event or its
// disposal) until that subscription is disposed.

// MARK: - Shared fixtures

/// The hot sources of the scenario RxSwift's BehaviorSubject and AsyncSubject tests share.
/// Elements at 70 and 110 happen before the subject subscribes at 200; events after a terminal
/// event at 630 must be ignored by the subject.
private enum SharedSource {
    /// Never terminates; 12 at 1020 comes after the subject's subscription ends at 1000.
    static var infinite: [Recorded<Event<Int>>] {
        [
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .next(630, 8), .next(710, 9), .next(870, 10), .next(940, 11), .next(1020, 12),
        ]
    }

    /// Completes at 630 after seven elements.
    static var finite: [Recorded<Event<Int>>] {
        [
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .completed(630), .next(640, 9), .completed(650), .error(660, testError),
        ]
    }

    /// Fails at 630 after seven elements.
    static var failing: [Recorded<Event<Int>>] {
        [
            .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5), .next(410, 6),
            .next(520, 7), .error(630, testError), .next(640, 9), .completed(650), .error(660, testError),
        ]
    }

    /// Completes at 630 without any element.
    static var empty: [Recorded<Event<Int>>] {
        [.completed(630), .next(640, 9), .completed(650), .error(660, testError)]
    }
}

/// What `runSharedScenario` recorded.
private struct SharedScenarioRun {
    /// The hot source the subject was subscribed to.
    let source: TestableObservable<Int>
    /// Subscribed 300–600.
    let first: TestableObserver<Int>
    /// Subscribed 400–700.
    let second: TestableObserver<Int>
    /// Subscribed 900–950.
    let third: TestableObserver<Int>
}

/// The scenario of RxSwift's BehaviorSubject and AsyncSubject tests: the subject is created at
/// 100 and subscribed to the hot `source` from 200 to 1000; `first` subscribes at 300 and is
/// disposed at 600 (and a second time at 800), `second` subscribes at 400 and is disposed at
/// 700, `third` subscribes at 900 and is disposed at 950.
private func runSharedScenario<Subject: ObservableType & ObserverType & AnyObject>(
    source events: [Recorded<Event<Int>>],
    subject make: @escaping () -> Subject
) -> SharedScenarioRun where Subject.Element == Int {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(events)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let third = scheduler.createObserver(Int.self)

    var subject: Subject?
    var feed: Disposable!
    var firstSubscription: Disposable!
    var secondSubscription: Disposable!
    var thirdSubscription: Disposable!

    scheduler.scheduleAt(100) { subject = make() }
    scheduler.scheduleAt(200) { feed = xs.subscribe(subject!) }
    scheduler.scheduleAt(1000) { feed.dispose() }

    scheduler.scheduleAt(300) { firstSubscription = subject!.subscribe(first) }
    scheduler.scheduleAt(400) { secondSubscription = subject!.subscribe(second) }
    scheduler.scheduleAt(900) { thirdSubscription = subject!.subscribe(third) }

    scheduler.scheduleAt(600) { firstSubscription.dispose() }
    scheduler.scheduleAt(700) { secondSubscription.dispose() }
    scheduler.scheduleAt(800) { firstSubscription.dispose() }
    scheduler.scheduleAt(950) { thirdSubscription.dispose() }

    scheduler.start()
    return SharedScenarioRun(source: xs, first: first, second: second, third: third)
}

/// Reads a value at given virtual times; `readings` maps each time to what was read then, so
/// a reading that never happened shows up as a missing key.
private final class TimedReadings<Value> {
    private(set) var readings: [TestTime: Value] = [:]

    init(_ scheduler: TestScheduler, at times: [TestTime], read: @escaping () -> Value) {
        for time in times {
            scheduler.scheduleAt(time) { self.readings[time] = read() }
        }
    }
}

/// RxSwift's hasObservers scenarios: the subject is created at 100; `count` observers subscribe
/// at 300, 301, 302 and are disposed at 400, 410, 420. Asserts `hasObservers` read at each time
/// of `expected`.
private func assertHasObserversOverTime<Subject: ObservableType & AnyObject>(
    observers count: Int,
    subject make: @escaping () -> Subject,
    hasObservers: @escaping (Subject) -> Bool,
    expected: [TestTime: Bool],
    file: StaticString = #filePath,
    line: UInt = #line
) where Subject.Element == Int {
    let scheduler = TestScheduler(initialClock: 0)
    var subject: Subject?
    var subscriptions: [Disposable] = []
    scheduler.scheduleAt(100) { subject = make() }
    for index in 0..<count {
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(300 + index) { subscriptions.append(subject!.subscribe(observer)) }
        scheduler.scheduleAt(400 + 10 * index) { subscriptions[index].dispose() }
    }
    let observed = TimedReadings(scheduler, at: Array(expected.keys)) { hasObservers(subject!) }
    scheduler.start()
    XCTAssertEqual(observed.readings, expected, file: file, line: line)
}

/// What `runComingAndGoing` recorded.
private struct ComingAndGoingRun {
    /// Subscribed 205–225.
    let first: TestableObserver<Int>
    /// Subscribed 215–245.
    let second: TestableObserver<Int>
    /// Subscribed from 260 (its subscription is disposed at 310, after the completion).
    let third: TestableObserver<Int>
    /// Subscribed at 320, after the completion.
    let late: TestableObserver<Int>
    /// `hasObservers` at the times of `comingAndGoingHasObservers`.
    let hasObservers: [TestTime: Bool]
}

/// `hasObservers` during `runComingAndGoing`, whatever the subject: nobody before 205, someone
/// 205–245, nobody 245–260, someone from 260 until the completion at 300 removes everyone, and
/// a subscriber after the completion is not kept.
private let comingAndGoingHasObservers: [TestTime: Bool] = [
    200: false, 206: true, 218: true, 226: true, 246: false,
    255: false, 261: true, 290: true, 301: false, 321: false,
]

/// Subscribers that come and go. The subject is subscribed from time 0 to a hot source with
/// 1…5 at 210…250, 6 at 270 and the completion at 300. `first` is subscribed 205–225, `second`
/// 215–245; nobody is subscribed 245–260 (5 at 250 reaches no one); `third` subscribes at 260
/// and its subscription is disposed at 310 (after the completion: a no-op); `late` subscribes
/// at 320.
private func runComingAndGoing<Subject: ObservableType & ObserverType & AnyObject>(
    _ subject: Subject,
    hasObservers: @escaping () -> Bool
) -> ComingAndGoingRun where Subject.Element == Int {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(270, 6), .completed(300),
    ])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let third = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    var firstSubscription: Disposable!
    var secondSubscription: Disposable!
    var thirdSubscription: Disposable!

    _ = xs.subscribe(subject)
    scheduler.scheduleAt(205) { firstSubscription = subject.subscribe(first) }
    scheduler.scheduleAt(215) { secondSubscription = subject.subscribe(second) }
    scheduler.scheduleAt(225) { firstSubscription.dispose() }
    scheduler.scheduleAt(245) { secondSubscription.dispose() }
    scheduler.scheduleAt(260) { thirdSubscription = subject.subscribe(third) }
    scheduler.scheduleAt(310) { thirdSubscription.dispose() }
    scheduler.scheduleAt(320) { _ = subject.subscribe(late) }
    let observed = TimedReadings(scheduler, at: Array(comingAndGoingHasObservers.keys), read: hasObservers)

    scheduler.start()
    return ComingAndGoingRun(first: first, second: second, third: third, late: late, hasObservers: observed.readings)
}

/// Asserts that `events` is exactly one `RxError.disposed` error, recorded at `time`.
private func assertOnlyDisposedError(
    _ events: [Recorded<Event<Int>>],
    at time: TestTime,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    guard events.count == 1, let only = events.first, only.time == time,
          case .error(let error) = only.value, case RxError.disposed = error
    else {
        return XCTFail("expected only RxError.disposed at \(time), got \(events)", file: file, line: line)
    }
}

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
