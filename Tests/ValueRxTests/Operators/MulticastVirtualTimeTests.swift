import Foundation
import ValueRx
import ValueRxTest
import XCTest

// multicast / publish / replay / replayAll / connect / refCount / share on the virtual-time
// scheduler, RxTest style.
//
// The first sections port the scenarios of RxSwift's own tests (Observable+MulticastTests and
// Observable+ShareReplayScopeTests): same virtual times, same expected recordings and
// subscription intervals. RxSwift's expectations are the oracle. Connectable scenarios run
// twice, once on the concrete `Observables.Multicast` and once erased in
// `ConnectableObservable(...)` (RxSwift's `ConnectableObservable<Int>`): both must record the
// same.
//
// The last section adds what RxSwift does not test but ValueRx promises: how many times the
// source is subscribed across subscribe/dispose cycles of `share` (both scopes, several replay
// sizes), what late subscribers get after the source terminated, and `connect()` called twice.
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx observer may instead
// answer `.stop`; `TestableObservable` records either as the end of the subscription.

// MARK: - Shared fixtures

/// A third error (RxSwift's `testError2`); `testError` and `otherError` are the first two.
private let thirdError = TestError(id: 3)

/// `.completed(time)`, or `.error(time, error)` when `failing`.
private func terminal(_ time: TestTime, failing: Bool, error: Error = testError) -> Recorded<Event<Int>> {
    failing ? .error(time, error) : .completed(time)
}

/// The last `count` of `elements`, each replayed at `time` (what a replay buffer of `count`
/// gives a subscriber arriving at `time`).
private func replayed(_ elements: [Int], last count: Int, at time: TestTime) -> [Recorded<Event<Int>>] {
    elements.suffix(count).map { (element: Int) -> Recorded<Event<Int>> in .next(time, element) }
}

/// Holds a disposable that closures reassign (RxSwift's tests use a captured `var`).
private final class DisposableSlot {
    var disposable: Disposable?

    func dispose() {
        disposable?.dispose()
    }
}

/// Port of RxSwift's test `MySubject`: forwards events to its last subscriber, counts the
/// subscriptions and notes when that subscription ended. ValueRx addition: the subscription
/// also ends when the observer answers `.stop` (where RxSwift's operator would dispose it).
private final class MySubject<Element>: SubjectType, ObserverType {
    private var observer: AnyObserver<Element>?
    private(set) var subscribeCount = 0
    private(set) var isDisposed = false

    @discardableResult
    func on(_ event: Event<Element>) -> Flow {
        guard let observer else { return .continue }
        if observer.on(event) == .stop {
            self.observer = nil
            isDisposed = true
        }
        return .continue
    }

    func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        subscribeCount += 1
        self.observer = AnyObserver(observer)
        return Disposables.create { [self] in
            self.observer = nil
            isDisposed = true
        }
    }

    func asObserver() -> MySubject<Element> {
        self
    }
}

// MARK: - Connect scenarios (RxSwift's testMulticastWhileConnected_* / testMulticastForever_*)

/// The hot source of RxSwift's multicast scenarios: 7 at 110, then elements from 220 to 630 and
/// an error at 800; `terminal`, if any, is inserted at 435 (after 2 at 430, before 9 at 450).
private func multicastScenarioEvents(terminal: Recorded<Event<Int>>?) -> [Recorded<Event<Int>>] {
    var events: [Recorded<Event<Int>>] = [
        .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
        .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2),
    ]
    if let terminal { events.append(terminal) }
    events += [
        .next(450, 9), .next(520, 11), .next(560, 20), .next(570, 21), .next(580, 23), .next(590, 24),
        .next(600, 25), .next(610, 26), .next(620, 27), .next(630, 28), .error(800, testError),
    ]
    return events
}

/// What a connect scenario recorded.
private struct ConnectionRun {
    let events: [Recorded<Event<Int>>]
    let subscriptions: [Subscription]
}

/// RxSwift's connect scenario: the connectable is made at 100 from the hot `source`; it is
/// connected 300–400; connected at 420 (`connection`), connected again at 440
/// (`innerConnection`, the live one), `innerConnection` disposed at 530; connected at 575
/// (`lastConnection`); `connection` disposed (again) at 590; `lastConnection` disposed at 621.
/// The observer subscribes at `subscribeAt` and is disposed at 1000. With
/// `resubscribeOnTerminal`, it subscribes through a `do` that, on the terminal event,
/// subscribes the observer again and connects.
private func runConnectionScenario<Connectable: ConnectableObservableType>(
    source events: [Recorded<Event<Int>>],
    subscribeAt: TestTime,
    resubscribeOnTerminal: Bool,
    make: @escaping (TestableObservable<Int>) -> Connectable
) -> ConnectionRun where Connectable.Element == Int {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(events)
    let res = scheduler.createObserver(Int.self)

    var ys: Connectable?
    let subscription = DisposableSlot()
    var connection: Disposable?
    var innerConnection: Disposable?
    var lastConnection: Disposable?

    scheduler.scheduleAt(100) { ys = make(xs) }
    scheduler.scheduleAt(subscribeAt) {
        let connectable = ys!
        if resubscribeOnTerminal {
            let again: () -> Void = {
                subscription.disposable = connectable.subscribe(res)
                _ = connectable.connect()
            }
            subscription.disposable = connectable
                .do(onError: { _ in again() }, onCompleted: { again() })
                .subscribe(res)
        } else {
            subscription.disposable = connectable.subscribe(res)
        }
    }
    scheduler.scheduleAt(1000) { subscription.dispose() }

    scheduler.scheduleAt(300) { connection = ys!.connect() }
    scheduler.scheduleAt(400) { connection?.dispose() }

    scheduler.scheduleAt(420) { connection = ys!.connect() }
    scheduler.scheduleAt(440) { innerConnection = ys!.connect() }
    scheduler.scheduleAt(530) { innerConnection?.dispose() }
    scheduler.scheduleAt(575) { lastConnection = ys!.connect() }
    scheduler.scheduleAt(590) { connection?.dispose() }
    scheduler.scheduleAt(621) { lastConnection?.dispose() }

    scheduler.start()
    return ConnectionRun(events: res.events, subscriptions: xs.subscriptions)
}

/// Runs the connect scenario on `make`'s concrete connectable and on it erased in
/// `ConnectableObservable`, and asserts both recorded `events` and `subscriptions`.
private func assertConnectionScenario<Connectable: ConnectableObservableType>(
    terminal: Recorded<Event<Int>>? = nil,
    subscribeAt: TestTime,
    resubscribeOnTerminal: Bool = false,
    make: @escaping (TestableObservable<Int>) -> Connectable,
    events expectedEvents: [Recorded<Event<Int>>],
    subscriptions expectedSubscriptions: [Subscription],
    file: StaticString = #filePath,
    line: UInt = #line
) where Connectable.Element == Int {
    let events = multicastScenarioEvents(terminal: terminal)
    let concrete = runConnectionScenario(
        source: events, subscribeAt: subscribeAt, resubscribeOnTerminal: resubscribeOnTerminal, make: make)
    let erased = runConnectionScenario(
        source: events, subscribeAt: subscribeAt, resubscribeOnTerminal: resubscribeOnTerminal,
        make: { ConnectableObservable(make($0)) })
    for run in [concrete, erased] {
        XCTAssertEqual(run.events, expectedEvents, file: file, line: line)
        XCTAssertEqual(run.subscriptions, expectedSubscriptions, file: file, line: line)
    }
}

// MARK: - Replay scenarios (RxSwift's testReplayCount_* / testReplayOneCount_* / testReplayAll_*)

/// RxSwift's replay scenario: a cold source (5, 9, 11, 20, 22, 23, 24, 25 at 10…80, then
/// `terminal`); the connectable is made at 100, connected 400–520 and again 650–700; the
/// observer subscribes at 450 and is disposed at `disposeAt`. Runs on the concrete connectable
/// and on it erased, and asserts both.
private func assertReplayScenario<Connectable: ConnectableObservableType>(
    terminal: Recorded<Event<Int>>,
    disposeAt: TestTime = 1000,
    make: @escaping (TestableObservable<Int>) -> Connectable,
    events expectedEvents: [Recorded<Event<Int>>],
    subscriptions expectedSubscriptions: [Subscription],
    file: StaticString = #filePath,
    line: UInt = #line
) where Connectable.Element == Int {
    func run<Made: ConnectableObservableType>(_ build: @escaping (TestableObservable<Int>) -> Made) -> ConnectionRun where Made.Element == Int {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22),
            .next(60, 23), .next(70, 24), .next(80, 25), terminal,
        ])
        let res = scheduler.createObserver(Int.self)
        var ys: Made?
        var subscription: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(100) { ys = build(xs) }
        // Scheduled before the source's events: at 450 the subscription comes first.
        scheduler.scheduleAt(450) { subscription = ys!.subscribe(res) }
        scheduler.scheduleAt(disposeAt) { subscription?.dispose() }

        scheduler.scheduleAt(400) { connection = ys!.connect() }
        scheduler.scheduleAt(520) { connection?.dispose() }
        scheduler.scheduleAt(650) { connection = ys!.connect() }
        scheduler.scheduleAt(700) { connection?.dispose() }

        scheduler.start()
        return ConnectionRun(events: res.events, subscriptions: xs.subscriptions)
    }

    for result in [run(make), run { ConnectableObservable(make($0)) }] {
        XCTAssertEqual(result.events, expectedEvents, file: file, line: line)
        XCTAssertEqual(result.subscriptions, expectedSubscriptions, file: file, line: line)
    }
}

// MARK: - share scenarios (RxSwift's Observable+ShareReplayScopeTests)

/// What `runShareScenario` recorded.
private struct ShareRun {
    let source: TestableObservable<Int>
    /// Subscribed at 200 (disposed at 350).
    let first: TestableObserver<Int>
    /// Subscribed at 300 (disposed at 400).
    let second: TestableObserver<Int>
    /// Subscribed by `first`'s handler on its terminal event (then disposed at 350).
    let firstAfterTerminal: TestableObserver<Int>
    /// Subscribed by `second`'s handler on its terminal event (then disposed at 400).
    let secondAfterTerminal: TestableObserver<Int>
    /// Subscribed 500–600.
    let third: TestableObserver<Int>
}

/// RxSwift's share scenario: a hot source with 1…5 at 210…250, 6 at 320, `terminal` at 330
/// followed by -1 at 340 (if any), and 7 at 550; `share(replay:scope:)` made at 100; `first`
/// subscribed 200–350, `second` 300–400, `third` 500–600. On its terminal event, the handler
/// of `first` (of `second`) subscribes `firstAfterTerminal` (`secondAfterTerminal`), whose
/// subscription is then the one disposed at 350 (400).
private func runShareScenario(replay: Int, scope: SubjectLifetimeScope, terminal: Recorded<Event<Int>>?) -> ShareRun {
    let scheduler = TestScheduler(initialClock: 0)
    var events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6)]
    if let terminal { events += [terminal, .next(340, -1)] }
    events.append(.next(550, 7))
    let xs = scheduler.createHotObservable(events)

    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let firstAfterTerminal = scheduler.createObserver(Int.self)
    let secondAfterTerminal = scheduler.createObserver(Int.self)
    let third = scheduler.createObserver(Int.self)

    var ys: Observable<Int>?
    let subscription1 = DisposableSlot()
    let subscription2 = DisposableSlot()
    let subscription3 = DisposableSlot()

    /// Subscribes `observer`, and `afterTerminal` once `observer` received a terminal event.
    func subscribeResubscribing(_ observer: TestableObserver<Int>, then afterTerminal: TestableObserver<Int>, into slot: DisposableSlot) {
        slot.disposable = ys!.subscribe { (event: Event<Int>) in
            observer.on(event)
            if event.isStopEvent { slot.disposable = ys!.subscribe(afterTerminal) }
        }
    }

    scheduler.scheduleAt(100) { ys = xs.share(replay: replay, scope: scope).asObservable() }
    scheduler.scheduleAt(200) { subscribeResubscribing(first, then: firstAfterTerminal, into: subscription1) }
    scheduler.scheduleAt(300) { subscribeResubscribing(second, then: secondAfterTerminal, into: subscription2) }
    scheduler.scheduleAt(350) { subscription1.dispose() }
    scheduler.scheduleAt(400) { subscription2.dispose() }
    scheduler.scheduleAt(500) { subscription3.disposable = ys!.subscribe(third) }
    scheduler.scheduleAt(600) { subscription3.dispose() }

    scheduler.start()
    return ShareRun(
        source: xs, first: first, second: second,
        firstAfterTerminal: firstAfterTerminal, secondAfterTerminal: secondAfterTerminal, third: third)
}

/// The concrete type `share(replay:scope:)` returns on a testable observable.
private typealias SharedTestable = Observables.Share<TestableObservable<Int>>

final class MulticastVirtualTimeTests: ValueRxTestCase {
    /// The elements `first` receives in every share scenario before 330.
    private let firstElements: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
    ]

    // MARK: multicast: connect controls the source subscription

    func testMulticastWhileConnectedConnectControlsSourceSubscription() {
        assertConnectionScenario(
            subscribeAt: 405,
            make: { $0.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 3) }) },
            events: [.next(430, 2), .next(450, 9), .next(520, 11)],
            subscriptions: [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    func testMulticastWhileConnectedConnectFirstThenSubscribe() {
        assertConnectionScenario(
            subscribeAt: 470,
            make: { $0.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) }) },
            events: [.next(470, 9), .next(520, 11)],
            subscriptions: [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    func testMulticastWhileConnectedCompleted() {
        // The completion ends the connection first: the handler's subscription and connect()
        // get a fresh subject and a new source subscription at 435.
        assertConnectionScenario(
            terminal: .completed(435),
            subscribeAt: 405,
            resubscribeOnTerminal: true,
            make: { $0.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) }) },
            events: [.next(430, 2), .completed(435), .next(450, 9), .next(520, 11)],
            subscriptions: [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)])
    }

    func testMulticastWhileConnectedError() {
        assertConnectionScenario(
            terminal: .error(435, testError),
            subscribeAt: 405,
            resubscribeOnTerminal: true,
            make: { $0.multicast(makeSubject: { ReplaySubject<Int>.create(bufferSize: 1) }) },
            events: [.next(430, 2), .error(435, testError), .next(450, 9), .next(520, 11)],
            subscriptions: [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)])
    }

    func testMulticastForeverConnectControlsSourceSubscription() {
        // One subject for every connection: the subscriber at 405 gets what the 300–400
        // connection buffered, and stays subscribed across connections.
        assertConnectionScenario(
            subscribeAt: 405,
            make: { $0.multicast(ReplaySubject<Int>.create(bufferSize: 3)) },
            events: [
                .next(405, 5), .next(405, 6), .next(405, 7), .next(430, 2), .next(450, 9), .next(520, 11),
                .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27),
            ],
            subscriptions: [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    func testMulticastForeverConnectFirstThenSubscribe() {
        assertConnectionScenario(
            subscribeAt: 470,
            make: { $0.multicast(ReplaySubject<Int>.create(bufferSize: 1)) },
            events: [
                .next(470, 9), .next(520, 11), .next(580, 23), .next(590, 24), .next(600, 25), .next(610, 26), .next(620, 27),
            ],
            subscriptions: [Subscription(300, 400), Subscription(420, 530), Subscription(575, 621)])
    }

    func testMulticastForeverCompleted() {
        // The subject terminated for good: the handler's subscription gets the replay and the
        // completion at once; connect() still subscribes the source again.
        assertConnectionScenario(
            terminal: .completed(435),
            subscribeAt: 405,
            resubscribeOnTerminal: true,
            make: { $0.multicast(ReplaySubject<Int>.create(bufferSize: 1)) },
            events: [.next(405, 7), .next(430, 2), .next(435, 2), .completed(435), .completed(435)],
            subscriptions: [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)])
    }

    func testMulticastForeverError() {
        assertConnectionScenario(
            terminal: .error(435, testError),
            subscribeAt: 405,
            resubscribeOnTerminal: true,
            make: { $0.multicast(ReplaySubject<Int>.create(bufferSize: 1)) },
            events: [.next(405, 7), .next(430, 2), .next(435, 2), .error(435, testError), .error(435, testError)],
            subscriptions: [Subscription(300, 400), Subscription(420, 435), Subscription(435, 530), Subscription(575, 621)])
    }

    // MARK: multicast(_:selector:)

    private func selectorSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>>?) -> TestableObservable<Int> {
        var events: [Recorded<Event<Int>>] = [
            .next(40, 0), .next(90, 1), .next(150, 2), .next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7),
        ]
        if let end { events.append(end) }
        return scheduler.createHotObservable(events)
    }

    func testMulticastSelectorCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = selectorSource(scheduler, end: .completed(390))
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { $0 } }
        XCTAssertEqual(res.events, [.next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7), .completed(390)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    func testMulticastSelectorError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = selectorSource(scheduler, end: .error(390, testError))
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { $0 } }
        XCTAssertEqual(res.events, [.next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7), .error(390, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    }

    func testMulticastSelectorDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = selectorSource(scheduler, end: nil)
        let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { $0 } }
        XCTAssertEqual(res.events, [.next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMulticastSubjectSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start {
            xs.multicast({ () throws -> PublishSubject<Int> in throw testError }) { $0 }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testMulticastSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }) { (_: Observable<Int>) throws -> Observable<Int> in throw testError }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    // MARK: refCount

    func testRefCountDeadlockSimple() {
        let subject = MySubject<Int>()
        var count = 0
        let connectable = Observable.of(0, 1, 2).multicast(subject)
        let subscription = connectable.subscribe(onNext: { _ in count += 1 })
        defer { subscription.dispose() }
        connectable.connect().dispose()
        XCTAssertEqual(count, 3)
    }

    func testRefCountDeadlockErrorAfterN() {
        // RxSwift builds the source with `concat([of(0, 1, 2), error])`; ValueRx has no
        // `concat` yet, so `create` sends the same events.
        let subject = MySubject<Int>()
        var count = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(0)
            observer.onNext(1)
            observer.onNext(2)
            observer.onError(testError)
            return Disposables.create()
        }
        let connectable = source.multicast(subject)
        let subscription = connectable.subscribe(onError: { _ in count += 1 })
        defer { subscription.dispose() }
        connectable.connect().dispose()
        XCTAssertEqual(count, 1)
    }

    func testRefCountDeadlockErrorImmediately() {
        let subject = MySubject<Int>()
        var count = 0
        let connectable = Observable<Int>.error(testError).multicast(subject)
        let subscription = connectable.subscribe(onError: { _ in count += 1 })
        defer { subscription.dispose() }
        connectable.connect().dispose()
        XCTAssertEqual(count, 1)
    }

    func testRefCountDeadlockEmpty() {
        let subject = MySubject<Int>()
        var count = 0
        let connectable = Observable<Int>.empty().multicast(subject)
        let subscription = connectable.subscribe(onCompleted: { count += 1 })
        defer { subscription.dispose() }
        connectable.connect().dispose()
        XCTAssertEqual(count, 1)
    }

    func testRefCountConnectsOnFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let subject = MySubject<Int>()
        let connectable = xs.asObservable().multicast(subject)

        let res = scheduler.start { connectable.refCount() }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        // The refCount subscriber's subscription to the subject ended with the completion.
        XCTAssertTrue(subject.isDisposed)
    }

    func testRefCountDoesNotConnectWhenTheFirstSubscriberCompletesSynchronously() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let subject = PublishSubject<Int>()
        subject.on(.completed)
        let connectable = ConnectableObservable(xs.asObservable().multicast(subject))

        let res = scheduler.start { connectable.refCount() }

        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testRefCountDoesNotConnectWhenTheFirstSubscriberFailsSynchronously() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let subject = PublishSubject<Int>()
        subject.on(.error(testError))
        let connectable = ConnectableObservable(xs.asObservable().multicast(subject))

        let res = scheduler.start { connectable.refCount() }

        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testRefCountNotConnected() {
        var disconnected = false
        var factoryCalls = 0
        let xs = Observable<Int>.deferred { () -> Observables.Create<Int> in
            factoryCalls += 1
            return Observable<Int>.create { _ in Disposables.create { disconnected = true } }
        }
        let subject = MySubject<Int>()
        let refCounted = xs.multicast(subject).refCount()

        let subscription1 = refCounted.subscribe { (_: Event<Int>) in }
        XCTAssertEqual(factoryCalls, 1)
        XCTAssertEqual(subject.subscribeCount, 1)
        XCTAssertFalse(disconnected)

        let subscription2 = refCounted.subscribe { (_: Event<Int>) in }
        XCTAssertEqual(factoryCalls, 1)
        XCTAssertEqual(subject.subscribeCount, 2)
        XCTAssertFalse(disconnected)

        subscription1.dispose()
        XCTAssertFalse(disconnected)
        subscription2.dispose()
        XCTAssertTrue(disconnected)
        disconnected = false

        let subscription3 = refCounted.subscribe { (_: Event<Int>) in }
        XCTAssertEqual(factoryCalls, 2)
        XCTAssertEqual(subject.subscribeCount, 3)
        XCTAssertFalse(disconnected)

        subscription3.dispose()
        XCTAssertTrue(disconnected)
    }

    func testRefCountErrorReachesEverySubscriber() {
        let refCounted = Observable<Int>.error(testError).publish().refCount()
        XCTAssertEqual(events(refCounted), [.error(testError)])
        XCTAssertEqual(events(refCounted), [.error(testError)])
    }

    func testRefCountPublish() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5),
            .next(260, 6), .next(270, 7), .next(280, 8), .next(290, 9), .completed(300),
        ])
        let refCounted = xs.publish().refCount()

        /// Subscribes a new observer from `from` to `to`.
        func observe(from: TestTime, to: TestTime) -> TestableObserver<Int> {
            let observer = scheduler.createObserver(Int.self)
            var subscription: Disposable?
            scheduler.scheduleAt(from) { subscription = refCounted.subscribe(observer) }
            scheduler.scheduleAt(to) { subscription?.dispose() }
            return observer
        }
        let o1 = observe(from: 215, to: 235)
        let o2 = observe(from: 225, to: 275)
        let o3 = observe(from: 255, to: 265)
        let o4 = observe(from: 285, to: 320)

        scheduler.start()

        XCTAssertEqual(o1.events, [.next(220, 2), .next(230, 3)])
        XCTAssertEqual(o2.events, [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)])
        XCTAssertEqual(o3.events, [.next(260, 6)])
        XCTAssertEqual(o4.events, [.next(290, 9), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 275), Subscription(285, 300)])
    }

    /// RxSwift's testRefCount_synchronousResubscribingOn{Error,Completed}Works: each of two
    /// subscribers resubscribes from its handler when the source terminates; the first
    /// resubscription connects again at once (to the next source the `deferred` hands out).
    private func assertSynchronousResubscribing(failing: Bool, file: StaticString = #filePath, line: UInt = #line) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createColdObservable([.next(10, 1), terminal(20, failing: failing, error: testError)])
        let xs2 = scheduler.createColdObservable([.next(10, 2), terminal(30, failing: failing, error: otherError)])
        let xs3 = scheduler.createColdObservable([.next(10, 3), terminal(40, failing: failing, error: thirdError)])

        var attempts = 0
        let xs = Observable<Int>.deferred { () -> Observable<Int> in
            defer { attempts += 1 }
            switch attempts {
            case 0: return xs1.asObservable()
            case 1: return xs2.asObservable()
            default: return xs3.asObservable()
            }
        }
        let refCounted = xs.multicast { PublishSubject<Int>() }.refCount()

        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        func subscribeResubscribing(_ observer: TestableObserver<Int>) {
            _ = refCounted.subscribe { (event: Event<Int>) in
                observer.on(event)
                if event.isStopEvent { _ = refCounted.subscribe(observer) }
            }
        }
        scheduler.scheduleAt(215) { subscribeResubscribing(o1) }
        scheduler.scheduleAt(220) { subscribeResubscribing(o2) }
        scheduler.scheduleAt(400) { _ = refCounted.subscribe(o3) }

        scheduler.start()

        let resubscribed: [Recorded<Event<Int>>] = [
            .next(225, 1), terminal(235, failing: failing, error: testError),
            .next(245, 2), terminal(265, failing: failing, error: otherError),
        ]
        XCTAssertEqual(o1.events, resubscribed, file: file, line: line)
        XCTAssertEqual(o2.events, resubscribed, file: file, line: line)
        XCTAssertEqual(o3.events, [.next(410, 3), terminal(440, failing: failing, error: thirdError)], file: file, line: line)
        XCTAssertEqual(xs1.subscriptions, [Subscription(215, 235)], file: file, line: line)
        XCTAssertEqual(xs2.subscriptions, [Subscription(235, 265)], file: file, line: line)
        XCTAssertEqual(xs3.subscriptions, [Subscription(400, 440)], file: file, line: line)
    }

    func testRefCountSynchronousResubscribingOnErrorWorks() {
        assertSynchronousResubscribing(failing: true)
    }

    func testRefCountSynchronousResubscribingOnCompletedWorks() {
        assertSynchronousResubscribing(failing: false)
    }

    // MARK: replay(_:) / replayAll()

    private let sourceElements = [5, 9, 11, 20, 22, 23, 24, 25]

    func testReplayCountBasic() {
        // RxSwift's version also puts `debug` on both sides; it only logs.
        assertReplayScenario(
            terminal: .error(130, testError),
            make: { $0.replay(3) },
            events: [.next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25)],
            subscriptions: [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayCountError() {
        assertReplayScenario(
            terminal: .error(90, testError),
            make: { $0.replay(3) },
            events: [
                .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25),
                .error(490, testError),
            ],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayCountComplete() {
        assertReplayScenario(
            terminal: .completed(90),
            make: { $0.replay(3) },
            events: [
                .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25),
                .completed(490),
            ],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayCountDispose() {
        assertReplayScenario(
            terminal: .completed(130),
            disposeAt: 475,
            make: { $0.replay(3) },
            events: [.next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24)],
            subscriptions: [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayOneCountBasic() {
        assertReplayScenario(
            terminal: .completed(130),
            make: { $0.replay(1) },
            events: [.next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25)],
            subscriptions: [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayOneCountError() {
        assertReplayScenario(
            terminal: .error(90, testError),
            make: { $0.replay(1) },
            events: [.next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25), .error(490, testError)],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayOneCountComplete() {
        assertReplayScenario(
            terminal: .completed(90),
            make: { $0.replay(1) },
            events: [.next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25), .completed(490)],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayOneCountDispose() {
        assertReplayScenario(
            terminal: .completed(90),
            disposeAt: 475,
            make: { $0.replay(1) },
            events: [.next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24)],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayAllBasic() {
        assertReplayScenario(
            terminal: .completed(130),
            make: { $0.replayAll() },
            events: replayed(Array(sourceElements.prefix(5)), last: 5, at: 450) + [.next(460, 23), .next(470, 24), .next(480, 25)],
            subscriptions: [Subscription(400, 520), Subscription(650, 700)])
    }

    func testReplayAllError() {
        assertReplayScenario(
            terminal: .error(90, testError),
            make: { $0.replayAll() },
            events: replayed(Array(sourceElements.prefix(5)), last: 5, at: 450)
                + [.next(460, 23), .next(470, 24), .next(480, 25), .error(490, testError)],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayAllComplete() {
        assertReplayScenario(
            terminal: .completed(90),
            make: { $0.replayAll() },
            events: replayed(Array(sourceElements.prefix(5)), last: 5, at: 450)
                + [.next(460, 23), .next(470, 24), .next(480, 25), .completed(490)],
            subscriptions: [Subscription(400, 490), Subscription(650, 700)])
    }

    func testReplayAllDispose() {
        assertReplayScenario(
            terminal: .completed(130),
            disposeAt: 475,
            make: { $0.replayAll() },
            events: replayed(Array(sourceElements.prefix(5)), last: 5, at: 450) + [.next(460, 23), .next(470, 24)],
            subscriptions: [Subscription(400, 520), Subscription(650, 700)])
    }

    // MARK: share(replay:scope:) (RxSwift's ObservableShareReplayScopeTests)

    func testShareDefaultArguments() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6), .next(550, 7),
        ])
        let res1 = scheduler.createObserver(Int.self)
        let res2 = scheduler.createObserver(Int.self)
        let res3 = scheduler.createObserver(Int.self)
        var ys: SharedTestable?
        var subscription1: Disposable?
        var subscription2: Disposable?
        var subscription3: Disposable?

        scheduler.scheduleAt(100) { ys = xs.share() }
        scheduler.scheduleAt(200) { subscription1 = ys!.subscribe(res1) }
        scheduler.scheduleAt(300) { subscription2 = ys!.subscribe(res2) }
        scheduler.scheduleAt(350) { subscription1?.dispose() }
        scheduler.scheduleAt(400) { subscription2?.dispose() }
        scheduler.scheduleAt(500) { subscription3 = ys!.subscribe(res3) }
        scheduler.scheduleAt(600) { subscription3?.dispose() }
        scheduler.start()

        XCTAssertEqual(res1.events, firstElements)
        XCTAssertEqual(res2.events, [.next(320, 6)])
        XCTAssertEqual(res3.events, [.next(550, 7)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }

    func testShareForeverReceivesCorrectElements() {
        for replay in 0 ..< 5 {
            let run = runShareScenario(replay: replay, scope: .forever, terminal: nil)
            XCTAssertEqual(run.first.events, firstElements, "replay \(replay)")
            let second: [Recorded<Event<Int>>] = replayed([1, 2, 3, 4, 5], last: replay, at: 300) + [.next(320, 6)]
            XCTAssertEqual(run.second.events, second)
            // The subject outlives the 200–400 connection: its buffer reaches the subscriber at 500.
            let third: [Recorded<Event<Int>>] = replayed([1, 2, 3, 4, 5, 6], last: replay, at: 500) + [.next(550, 7)]
            XCTAssertEqual(run.third.events, third)
            XCTAssertEqual(run.source.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
        }
    }

    func testShareWhileConnectedReceivesCorrectElements() {
        for replay in 0 ..< 5 {
            let run = runShareScenario(replay: replay, scope: .whileConnected, terminal: nil)
            XCTAssertEqual(run.first.events, firstElements, "replay \(replay)")
            let second: [Recorded<Event<Int>>] = replayed([1, 2, 3, 4, 5], last: replay, at: 300) + [.next(320, 6)]
            XCTAssertEqual(run.second.events, second)
            XCTAssertEqual(run.third.events, [.next(550, 7)])
            XCTAssertEqual(run.source.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
        }
    }

    /// RxSwift's test_forever_error / test_forever_completed: the source terminates at 330; the
    /// subscribers resubscribing from their handlers, and the one at 500, get the replay and
    /// the terminal event at once, and the source is not subscribed again.
    private func assertShareForeverTerminated(failing: Bool, file: StaticString = #filePath, line: UInt = #line) {
        for replay in 0 ..< 5 {
            let run = runShareScenario(replay: replay, scope: .forever, terminal: terminal(330, failing: failing))
            XCTAssertEqual(run.first.events, firstElements + [terminal(330, failing: failing)], file: file, line: line)
            let afterTerminal: [Recorded<Event<Int>>] = replayed([1, 2, 3, 4, 5, 6], last: replay, at: 330) + [terminal(330, failing: failing)]
            XCTAssertEqual(run.firstAfterTerminal.events, afterTerminal, file: file, line: line)
            XCTAssertEqual(run.secondAfterTerminal.events, afterTerminal, file: file, line: line)
            let second: [Recorded<Event<Int>>] = replayed([1, 2, 3, 4, 5], last: replay, at: 300) + [.next(320, 6), terminal(330, failing: failing)]
            XCTAssertEqual(run.second.events, second, file: file, line: line)
            let third: [Recorded<Event<Int>>] = replayed([1, 2, 3, 4, 5, 6], last: replay, at: 500) + [terminal(500, failing: failing)]
            XCTAssertEqual(run.third.events, third, file: file, line: line)
            XCTAssertEqual(run.source.subscriptions, [Subscription(200, 330)], file: file, line: line)
        }
    }

    /// RxSwift's test_whileConnected_error / test_whileConnected_completed: the source
    /// terminates at 330; the first resubscription from a handler connects again at once (and
    /// gets -1 at 340), the connection lasts until the last subscriber leaves at 400, and the
    /// subscriber at 500 connects afresh.
    private func assertShareWhileConnectedTerminated(failing: Bool, file: StaticString = #filePath, line: UInt = #line) {
        for replay in 0 ..< 5 {
            let run = runShareScenario(replay: replay, scope: .whileConnected, terminal: terminal(330, failing: failing))
            XCTAssertEqual(run.first.events, firstElements + [terminal(330, failing: failing)], file: file, line: line)
            XCTAssertEqual(run.firstAfterTerminal.events, [.next(340, -1)], file: file, line: line)
            XCTAssertEqual(run.secondAfterTerminal.events, [.next(340, -1)], file: file, line: line)
            let second: [Recorded<Event<Int>>] = replayed([1, 2, 3, 4, 5], last: replay, at: 300) + [.next(320, 6), terminal(330, failing: failing)]
            XCTAssertEqual(run.second.events, second, file: file, line: line)
            XCTAssertEqual(run.third.events, [.next(550, 7)], file: file, line: line)
            XCTAssertEqual(
                run.source.subscriptions, [Subscription(200, 330), Subscription(330, 400), Subscription(500, 600)],
                file: file, line: line)
        }
    }

    func testShareForeverError() {
        assertShareForeverTerminated(failing: true)
    }

    func testShareWhileConnectedError() {
        assertShareWhileConnectedTerminated(failing: true)
    }

    func testShareForeverCompleted() {
        assertShareForeverTerminated(failing: false)
    }

    func testShareWhileConnectedCompleted() {
        assertShareWhileConnectedTerminated(failing: false)
    }

    // MARK: - ValueRx additions: subscription counting and reconnection

    /// Two subscribers share one source subscription; when both left, the source is disposed,
    /// and a third subscriber subscribes it again, in both scopes. `.forever` keeps its buffer
    /// across the two connections; `.whileConnected` starts the new one empty.
    func testShareResubscribesTheSourceAfterAllSubscribersLeft() {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            for replay in [0, 1, 3] {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createColdObservable([
                    .next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4), .next(50, 5), .next(60, 6), .next(70, 7),
                ])
                let first = scheduler.createObserver(Int.self)
                let second = scheduler.createObserver(Int.self)
                let third = scheduler.createObserver(Int.self)
                let shared = xs.share(replay: replay, scope: scope)
                var subscription1: Disposable?
                var subscription2: Disposable?
                var subscription3: Disposable?

                scheduler.scheduleAt(200) { subscription1 = shared.subscribe(first) }
                scheduler.scheduleAt(225) { subscription2 = shared.subscribe(second) }
                scheduler.scheduleAt(255) { subscription1?.dispose() }
                scheduler.scheduleAt(275) { subscription2?.dispose() }
                scheduler.scheduleAt(300) { subscription3 = shared.subscribe(third) }
                scheduler.scheduleAt(345) { subscription3?.dispose() }
                scheduler.start()

                let context = "scope \(scope), replay \(replay)"
                XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5)], context)
                let secondExpected: [Recorded<Event<Int>>] = replayed([1, 2], last: replay, at: 225)
                    + [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)]
                XCTAssertEqual(second.events, secondExpected)
                let carriedOver = scope == .forever ? replayed([1, 2, 3, 4, 5, 6, 7], last: replay, at: 300) : []
                let thirdExpected: [Recorded<Event<Int>>] = carriedOver + [.next(310, 1), .next(320, 2), .next(330, 3), .next(340, 4)]
                XCTAssertEqual(third.events, thirdExpected)
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 275), Subscription(300, 345)])
            }
        }
    }

    /// After the source terminated: `.forever` gives late subscribers the replay and the
    /// terminal event and never subscribes the source again; `.whileConnected` subscribes it
    /// again for each late subscriber.
    private func assertShareAfterTermination(failing: Bool, file: StaticString = #filePath, line: UInt = #line) {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            for replay in [0, 1, 3] {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), terminal(40, failing: failing)])
                let shared = xs.share(replay: replay, scope: scope)
                let observers = (0 ..< 4).map { _ in scheduler.createObserver(Int.self) }
                for (observer, time) in zip(observers, [200, 215, 300, 350]) {
                    scheduler.scheduleAt(time) { _ = shared.subscribe(observer) }
                }
                scheduler.start()

                let context = "scope \(scope), replay \(replay)"
                XCTAssertEqual(
                    observers[0].events, [.next(210, 1), .next(220, 2), .next(230, 3), terminal(240, failing: failing)],
                    context, file: file, line: line)
                let secondExpected: [Recorded<Event<Int>>] = replayed([1], last: replay, at: 215)
                    + [.next(220, 2), .next(230, 3), terminal(240, failing: failing)]
                XCTAssertEqual(observers[1].events, secondExpected, file: file, line: line)
                switch scope {
                case .forever:
                    for (observer, time) in zip(observers[2...], [300, 350]) {
                        let late: [Recorded<Event<Int>>] = replayed([1, 2, 3], last: replay, at: time) + [terminal(time, failing: failing)]
                        XCTAssertEqual(observer.events, late, file: file, line: line)
                    }
                    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)], file: file, line: line)
                case .whileConnected:
                    for (observer, time) in zip(observers[2...], [300, 350]) {
                        let fresh: [Recorded<Event<Int>>] = [
                            .next(time + 10, 1), .next(time + 20, 2), .next(time + 30, 3), terminal(time + 40, failing: failing),
                        ]
                        XCTAssertEqual(observer.events, fresh, file: file, line: line)
                    }
                    XCTAssertEqual(
                        xs.subscriptions, [Subscription(200, 240), Subscription(300, 340), Subscription(350, 390)],
                        file: file, line: line)
                }
            }
        }
    }

    func testShareAfterCompletion() {
        assertShareAfterTermination(failing: false)
    }

    func testShareAfterError() {
        assertShareAfterTermination(failing: true)
    }

    /// Subscribe/dispose cycles counted at the source (a `deferred` counter): one source
    /// subscription per connection in both scopes; disposing a subscriber twice counts once.
    func testShareCountsSourceSubscriptionsAcrossCycles() {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            for replay in [0, 1, 3] {
                var subscribed = 0
                var disposed = 0
                let source = Observable<Int>.deferred { () -> Observables.Create<Int> in
                    subscribed += 1
                    return Observable<Int>.create { _ in Disposables.create { disposed += 1 } }
                }
                let shared = source.share(replay: replay, scope: scope)
                let context = "scope \(scope), replay \(replay)"

                let a = shared.subscribe { (_: Event<Int>) in }
                let b = shared.subscribe { (_: Event<Int>) in }
                XCTAssertEqual(subscribed, 1, context)
                a.dispose()
                a.dispose()
                XCTAssertEqual(disposed, 0, "a second dispose must not count again; \(context)")
                b.dispose()
                XCTAssertEqual(disposed, 1, context)

                let c = shared.subscribe { (_: Event<Int>) in }
                XCTAssertEqual(subscribed, 2, context)
                let d = shared.subscribe { (_: Event<Int>) in }
                XCTAssertEqual(subscribed, 2, context)
                c.dispose()
                b.dispose()
                XCTAssertEqual(disposed, 1, context)
                d.dispose()
                XCTAssertEqual(disposed, 2, context)
                XCTAssertEqual(subscribed, 2, context)
            }
        }
    }

    /// A synchronous source that completes: `.forever` replays to the second subscriber and
    /// does not subscribe again; `.whileConnected` subscribes again and runs it afresh.
    func testShareSynchronousSourceAfterCompletion() {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            for replay in [0, 1, 3] {
                var subscribed = 0
                let source = Observable<Int>.deferred { () -> Observable<Int> in
                    subscribed += 1
                    return Observable.of(1, 2, 3).asObservable()
                }
                let shared = source.share(replay: replay, scope: scope)
                let context = "scope \(scope), replay \(replay)"

                XCTAssertEqual(events(shared), [.next(1), .next(2), .next(3), .completed])
                let all: [Event<Int>] = [.next(1), .next(2), .next(3)]
                let expected: [Event<Int>] = scope == .forever ? Array(all.suffix(replay)) + [.completed] : all + [.completed]
                XCTAssertEqual(events(shared), expected)
                XCTAssertEqual(subscribed, scope == .forever ? 1 : 2, context)
            }
        }
    }

    /// `publish()`: subscribers see events only while connected; after the source completed
    /// the subject is dropped, so a later subscriber waits for the next connection.
    func testPublishDeliversOnlyWhileConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(300)])
        let ys = xs.publish()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        var subscription1: Disposable?
        var connection: Disposable?

        scheduler.scheduleAt(200) { subscription1 = ys.subscribe(o1) }
        scheduler.scheduleAt(215) { connection = ys.connect() }
        scheduler.scheduleAt(225) { _ = ys.subscribe(o2) }
        scheduler.scheduleAt(245) { subscription1?.dispose() }
        scheduler.scheduleAt(310) { _ = ys.subscribe(o3) }
        scheduler.scheduleAt(320) { connection = ys.connect() }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.start()

        XCTAssertEqual(o1.events, [.next(220, 2), .next(230, 3), .next(240, 4)])
        XCTAssertEqual(o2.events, [.next(230, 3), .next(240, 4), .next(250, 5), .completed(300)])
        XCTAssertEqual(o3.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(215, 300), Subscription(320, 400)])
    }

    /// `connect()` twice returns the live connection (one source subscription, ended by
    /// disposing either); after it is disposed, `connect()` subscribes the source again with a
    /// new subject. Checked on `publish()` itself, erased in `ConnectableObservable`, and on a
    /// copy of the erased wrapper.
    func testConnectTwiceReturnsTheLiveConnection() {
        do {
            let (scheduler, xs) = makeConnectTwiceSource()
            let published = xs.publish()
            assertConnectTwice("publish()", scheduler, xs, connector: published, subscriber: published)
        }
        do {
            let (scheduler, xs) = makeConnectTwiceSource()
            let erased = ConnectableObservable(xs.publish())
            assertConnectTwice("ConnectableObservable(publish())", scheduler, xs, connector: erased, subscriber: erased)
        }
        do {
            let (scheduler, xs) = makeConnectTwiceSource()
            let erased = ConnectableObservable(xs.publish())
            let copy = erased
            assertConnectTwice("a copy of ConnectableObservable", scheduler, xs, connector: erased, subscriber: copy)
        }
    }

    private func makeConnectTwiceSource() -> (TestScheduler, TestableObservable<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4), .next(50, 5)])
        return (scheduler, xs)
    }

    /// Connects `connector` at 200 (`c1`) and 212 (`c2`), disposes `c2` at 245 and `c1` at
    /// 260, connects again 300–335 (`c3`); `subscriber` gets one observer at 205 and one at 280.
    private func assertConnectTwice<Connectable: ConnectableObservableType>(
        _ name: String,
        _ scheduler: TestScheduler,
        _ xs: TestableObservable<Int>,
        connector: Connectable,
        subscriber: Connectable,
        file: StaticString = #filePath,
        line: UInt = #line
    ) where Connectable.Element == Int {
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        var c1: Disposable?
        var c2: Disposable?
        var c3: Disposable?

        scheduler.scheduleAt(200) { c1 = connector.connect() }
        scheduler.scheduleAt(205) { _ = subscriber.subscribe(o1) }
        scheduler.scheduleAt(212) { c2 = connector.connect() }
        scheduler.scheduleAt(245) { c2?.dispose() }
        scheduler.scheduleAt(260) { c1?.dispose() }
        scheduler.scheduleAt(280) { _ = subscriber.subscribe(o2) }
        scheduler.scheduleAt(300) { c3 = connector.connect() }
        scheduler.scheduleAt(335) { c3?.dispose() }
        scheduler.start()

        XCTAssertEqual(o1.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)], name, file: file, line: line)
        XCTAssertEqual(o2.events, [.next(310, 1), .next(320, 2), .next(330, 3)], name, file: file, line: line)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245), Subscription(300, 335)], name, file: file, line: line)
        XCTAssertTrue(sameObject(c1, c2), "\(name): the second connect() returns the live connection", file: file, line: line)
        XCTAssertFalse(sameObject(c1, c3), "\(name): a new connection after disposal", file: file, line: line)
    }

    /// Whether both disposables are the same object.
    private func sameObject(_ lhs: Disposable?, _ rhs: Disposable?) -> Bool {
        guard let lhs, let rhs else { return false }
        return (lhs as AnyObject) === (rhs as AnyObject)
    }

    /// The erased wrapper and what it wraps share one connection state.
    func testErasedWrapperSharesTheConnectionOfWhatItWraps() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let published = xs.publish()
        let erased = ConnectableObservable(published)
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        var connection: Disposable?

        scheduler.scheduleAt(200) { _ = published.subscribe(o1) }
        scheduler.scheduleAt(201) { _ = erased.subscribe(o2) }
        scheduler.scheduleAt(205) { connection = erased.connect() }
        scheduler.scheduleAt(206) { _ = published.connect() }
        scheduler.scheduleAt(300) { connection?.dispose() }
        scheduler.start()

        let expected: [Recorded<Event<Int>>] = [.next(215, 1), .next(225, 2), .completed(235)]
        XCTAssertEqual(o1.events, expected)
        XCTAssertEqual(o2.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 235)])
    }

    /// `multicast(_:selector:)` makes a separate subject and connection per subscription.
    func testMulticastSelectorSubscribesTheSourceOncePerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var makeCalls = 0
        let ys = xs.multicast({ () -> ReplaySubject<Int> in
            makeCalls += 1
            return ReplaySubject<Int>.create(bufferSize: 1)
        }) { shared in shared.map { $0 * 10 }.asObservable() }
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        var subscription2: Disposable?

        scheduler.scheduleAt(200) { _ = ys.subscribe(o1) }
        scheduler.scheduleAt(215) { subscription2 = ys.subscribe(o2) }
        scheduler.scheduleAt(225) { subscription2?.dispose() }
        scheduler.start()

        XCTAssertEqual(o1.events, [.next(210, 10), .next(220, 20), .next(230, 30), .completed(300)])
        XCTAssertEqual(o2.events, [.next(220, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(215, 225)])
        XCTAssertEqual(makeCalls, 2)
    }
}
