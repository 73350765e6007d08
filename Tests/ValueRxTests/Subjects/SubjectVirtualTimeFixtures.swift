import Foundation
import ValueRx
import ValueRxTest
import XCTest

// The four subjects on the virtual-time scheduler, RxTest style: the shared fixtures of
// PublishSubjectVirtualTimeTests, BehaviorSubjectVirtualTimeTests, ReplaySubjectVirtualTimeTests
// and AsyncSubjectVirtualTimeTests (one file each).
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
enum SharedSource {
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
struct SharedScenarioRun {
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
func runSharedScenario<Subject: ObservableType & ObserverType & AnyObject>(
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
final class TimedReadings<Value> {
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
func assertHasObserversOverTime<Subject: ObservableType & AnyObject>(
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
struct ComingAndGoingRun {
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

/// `hasObservers` during `runComingAndGoing`: nobody before 205, someone 205–245, nobody
/// 245–260, someone from 260 until the completion at 300 removes everyone, and a subscriber
/// after the completion is not kept. (A `BehaviorSubject` keeps `third` after the completion
/// until its subscription is disposed at 310, as RxSwift's does: its test overrides 301.)
let comingAndGoingHasObservers: [TestTime: Bool] = [
    200: false, 206: true, 218: true, 226: true, 246: false,
    255: false, 261: true, 290: true, 301: false, 321: false,
]

/// Subscribers that come and go. The subject is subscribed from time 0 to a hot source with
/// 1…5 at 210…250, 6 at 270 and the completion at 300. `first` is subscribed 205–225, `second`
/// 215–245; nobody is subscribed 245–260 (5 at 250 reaches no one); `third` subscribes at 260
/// and its subscription is disposed at 310 (after the completion: a no-op, except for a
/// `BehaviorSubject`, which kept it); `late` subscribes at 320.
func runComingAndGoing<Subject: ObservableType & ObserverType & AnyObject>(
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
func assertOnlyDisposedError(
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
