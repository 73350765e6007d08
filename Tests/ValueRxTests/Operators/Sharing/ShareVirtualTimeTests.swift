import Foundation
import ValueRx
import ValueRxTest
import XCTest

// share(replay:scope:) on the virtual-time scheduler, RxTest style.
//
// The first section ports the scenarios of RxSwift's Observable+ShareReplayScopeTests: same
// virtual times, same expected recordings and subscription intervals; RxSwift's expectations
// are the oracle. The last section adds what RxSwift does not test but ValueRx promises: how
// many times the source is subscribed across subscribe/dispose cycles of `share` (both scopes,
// several replay sizes) and what late subscribers get after the source terminated.
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx observer may instead
// answer `.stop`; `TestableObservable` records either as the end of the subscription.

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

final class ShareVirtualTimeTests: ValueRxTestCase {
    /// The elements `first` receives in every share scenario before 330.
    private let firstElements: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
    ]

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
}
