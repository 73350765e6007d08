import Foundation
import ValueRx
import ValueRxTest
import XCTest

// multicast / publish / connect / refCount on the virtual-time scheduler, RxTest style
// (replay / replayAll: ReplayVirtualTimeTests; share: ShareVirtualTimeTests).
//
// The first sections port the scenarios of RxSwift's own tests (Observable+MulticastTests):
// same virtual times, same expected recordings and subscription intervals. RxSwift's
// expectations are the oracle. Connectable scenarios run twice, once on the concrete
// `Observables.Multicast` and once erased in `ConnectableObservable(...)` (RxSwift's
// `ConnectableObservable<Int>`): both must record the same.
//
// The last section adds what RxSwift does not test but ValueRx promises: `publish()` between
// connections, `connect()` called twice, the erased wrapper's shared connection state, and
// how often `multicast(_:selector:)` subscribes the source.
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx observer may instead
// answer `.stop`; `TestableObservable` records either as the end of the subscription.

// MARK: - Shared fixtures

/// A third error (RxSwift's `testError2`); `testError` and `otherError` are the first two.
private let thirdError = TestError(id: 3)

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

final class MulticastVirtualTimeTests: ValueRxTestCase {
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

    // MARK: - ValueRx additions: publish, connect twice, the erased wrapper, the selector

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
