import Dispatch
import Foundation
import ValueRx
import XCTest

// The four places where ValueRx promises more than RxSwift does, on purpose (README "Moving from
// RxSwift", MigratingFromRxSwift.md "Stronger guarantees than RxSwift's"). Each test asserts
// ValueRx's behaviour exactly and says in a comment what RxSwift 6 does instead (read from its
// sources: Producer/Sink/SinkDisposer, Bag, MainScheduler, Resources):
//
// 1. No work after a chain has ended: an operator that ends the subscription while `subscribe`
//    is still running stops every operator above it at once, and no further source is
//    subscribed (RxSwift's sinks are disposed only when the outer `subscribe` returns).
// 2. Observers are served in subscription order (RxSwift's Bag reuses its first slot).
// 3. A value accepted into a relay from inside its driver's handler is delivered right after
//    the handler returns (RxSwift's main scheduler dispatches it to the main queue).
// 4. `Resources.total` counts live subscription machinery, not observable values.

/// A `create` source that sends 1, 2, 3 and completes while it is being subscribed, and counts
/// how often its subscribe closure ran.
private final class SynchronousSource {
    private(set) var subscriptions = 0

    var observable: Observables.Create<Int> {
        Observable<Int>.create { [self] observer in
            subscriptions += 1
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            observer.onCompleted()
            return Disposables.create()
        }
    }
}

final class StrongerGuaranteesTests: ValueRxTestCase {
    // MARK: 1. No work after a chain has ended

    /// `take(1)` ends the chain at the first element: the `do` above it sees nothing more, not
    /// even the completion. RxSwift: the `do` over the `create` source logs 1, 2, 3 and
    /// "completed" (the take sink stops forwarding, but its upstream sinks are disposed only
    /// when `subscribe` returns).
    func testNothingPassesTheOperatorsAboveTakeOneOnceItHasEnded() {
        let source = SynchronousSource()
        var log: [String] = []
        let received = events(source.observable
            .do(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
            .take(1))
        XCTAssertEqual(received, [.next(1), .completed])
        XCTAssertEqual(log, ["1"])
        XCTAssertEqual(source.subscriptions, 1)

        var seen: [Int] = []
        let fromOf = events(Observable.of(1, 2, 3).do(onNext: { seen.append($0) }).take(1))
        XCTAssertEqual(fromOf, [.next(1), .completed])
        XCTAssertEqual(seen, [1])
    }

    /// `first()`, `element(at:)`, `asSingle()` and `take(while:)` end the chain the same way.
    /// RxSwift: the `do` logs 1, 2, 3 and "completed" in every case.
    func testNothingPassesTheOperatorsAboveOtherOperatorsThatEndEarly() {
        let source = SynchronousSource()
        var log: [String] = []
        let onNext: (Int) -> Void = { log.append("\($0)") }
        let onCompleted: () -> Void = { log.append("completed") }

        let first = events(source.observable.do(onNext: onNext, onCompleted: onCompleted).first().asObservable())
        XCTAssertEqual(first, [.next(1), .completed])
        XCTAssertEqual(log, ["1"], "first()")

        log.removeAll()
        let second = events(source.observable.do(onNext: onNext, onCompleted: onCompleted).element(at: 1))
        XCTAssertEqual(second, [.next(2), .completed])
        XCTAssertEqual(log, ["1", "2"], "element(at: 1)")

        log.removeAll()
        let single = events(source.observable.do(onNext: onNext, onCompleted: onCompleted).asSingle().asObservable())
        XCTAssertEqual(single, [.error(RxError.moreThanOneElement)])
        XCTAssertEqual(log, ["1", "2"], "asSingle() fails at the second element")

        log.removeAll()
        let taken = events(source.observable.do(onNext: onNext, onCompleted: onCompleted).take(while: { $0 < 2 }))
        XCTAssertEqual(taken, [.next(1), .completed])
        XCTAssertEqual(log, ["1", "2"], "take(while:) ends at the first element that fails")

        XCTAssertEqual(source.subscriptions, 4)
    }

    /// `startWith(7, 8).take(2)` has ended before the source would be subscribed: the source's
    /// subscribe closure never runs. RxSwift's `startWith` subscribes the source after sending
    /// its elements whatever happened to them: the closure runs, and its subscription is
    /// disposed when `subscribe` returns.
    func testStartWithThenTakeNeverSubscribesTheSource() {
        let source = SynchronousSource()
        let received = events(source.observable.startWith(7, 8).take(2))
        XCTAssertEqual(received, [.next(7), .next(8), .completed])
        XCTAssertEqual(source.subscriptions, 0)
    }

    /// `take(until:)` whose other sequence fires while it is subscribed (it is subscribed
    /// first, as in RxSwift) completes without subscribing the source. RxSwift subscribes the
    /// source anyway.
    func testTakeUntilWhoseOtherFiredDuringSubscribeNeverSubscribesTheSource() {
        let source = SynchronousSource()
        let received = events(source.observable.take(until: Observable.just(0)))
        XCTAssertEqual(received, [.completed])
        XCTAssertEqual(source.subscriptions, 0)
    }

    /// An `amb` decided by its first source during `subscribe` does not subscribe the others.
    /// RxSwift's `amb` subscribes both sides, then disposes the loser at once.
    func testDecidedAmbSubscribesNoFurtherSource() {
        let source = SynchronousSource()
        let pair = events(Observable.just(1).amb(source.observable))
        XCTAssertEqual(pair, [.next(1), .completed])
        let list = events(Observable.amb([Observable.just(1).asObservable(), source.observable.asObservable(), source.observable.asObservable()]))
        XCTAssertEqual(list, [.next(1), .completed])
        XCTAssertEqual(source.subscriptions, 0)
    }

    /// A late subscriber of `share(replay: 1, scope: .forever)` served entirely from the
    /// replay (`take(1)`) does not connect the source again. RxSwift's `refCount` connects
    /// after subscribing the observer whatever it received: the source is subscribed a second
    /// time and disposed when `subscribe` returns.
    func testShareForeverLateSubscriberServedFromTheReplayDoesNotConnect() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            return Disposables.create()
        }
        let shared = source.share(replay: 1, scope: .forever)
        let first = shared.subscribe(onNext: { _ in })
        first.dispose() // the connection ends; the subject keeps 1
        XCTAssertEqual(subscriptions, 1)
        var late: [Int] = []
        _ = shared.take(1).subscribe(onNext: { late.append($0) })
        XCTAssertEqual(late, [1])
        XCTAssertEqual(subscriptions, 1, "served from the replay: no second connection")
    }

    /// The same with `multicast` of one replay subject and `refCount()`.
    func testRefCountLateSubscriberServedFromTheReplayDoesNotConnect() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            return Disposables.create()
        }
        let shared = source.multicast(ReplaySubject<Int>.create(bufferSize: 1)).refCount()
        let first = shared.subscribe(onNext: { _ in })
        first.dispose()
        XCTAssertEqual(subscriptions, 1)
        var late: [Int] = []
        _ = shared.take(1).subscribe(onNext: { late.append($0) })
        XCTAssertEqual(late, [1])
        XCTAssertEqual(subscriptions, 1, "served from the replay: no second connection")
    }

    // MARK: 2. Observers are served in subscription order

    /// a and b subscribe, a is disposed, c subscribes: one event reaches b, then c. RxSwift's
    /// Bag puts c in the first slot a left, and delivers to c before b.
    private func deliveryOrder<Source: ObservableType>(_ source: Source, send: (Int) -> Void) -> [String] where Source.Element == Int {
        var log: [String] = []
        let a = source.subscribe(onNext: { log.append("a\($0)") })
        let b = source.subscribe(onNext: { log.append("b\($0)") })
        a.dispose()
        let c = source.subscribe(onNext: { log.append("c\($0)") })
        log.removeAll() // what the subjects that replay sent on subscription
        send(1)
        b.dispose()
        c.dispose()
        return log
    }

    func testSubjectsServeObserversInSubscriptionOrder() {
        let publish = PublishSubject<Int>()
        XCTAssertEqual(deliveryOrder(publish) { publish.onNext($0) }, ["b1", "c1"], "PublishSubject")
        let behavior = BehaviorSubject(value: 0)
        XCTAssertEqual(deliveryOrder(behavior) { behavior.onNext($0) }, ["b1", "c1"], "BehaviorSubject")
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        XCTAssertEqual(deliveryOrder(replay) { replay.onNext($0) }, ["b1", "c1"], "ReplaySubject")
    }

    func testRelaysAndSharedSequencesServeObserversInSubscriptionOrder() {
        let relay = PublishRelay<Int>()
        XCTAssertEqual(deliveryOrder(relay) { relay.accept($0) }, ["b1", "c1"], "PublishRelay")
        let subject = PublishSubject<Int>()
        let shared = subject.share()
        XCTAssertEqual(deliveryOrder(shared) { subject.onNext($0) }, ["b1", "c1"], "share()")
        let replayed = subject.share(replay: 1)
        XCTAssertEqual(deliveryOrder(replayed) { subject.onNext($0) }, ["b1", "c1"], "share(replay: 1)")
    }

    // MARK: 3. Reentrant accept through a Driver

    /// A value accepted into a relay from inside that relay's `drive(onNext:)` is delivered as
    /// soon as the handler returns, before the outer `accept` returns. RxSwift's
    /// `MainScheduler` sees its synchronous delivery of 1 in progress and dispatches 2 to the
    /// main queue: its log would end "end 1", "accept returned", and "start 2" would come once
    /// the main queue runs.
    ///
    /// Runs on the main thread, as the SharedSequence tests do: there the driver's main
    /// scheduler delivers synchronously.
    func testAValueAcceptedInsideDriveIsDeliveredRightAfterTheHandler() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs tests on the main thread")
        let relay = BehaviorRelay(value: 0)
        var log: [String] = []
        // The handler captures the relay: dispose at the end, or the pair stays alive.
        let subscription = relay.asDriver().drive(onNext: { value in
            log.append("start \(value)")
            if value == 1 { relay.accept(2) }
            log.append("end \(value)")
        })
        relay.accept(1)
        log.append("accept returned")
        subscription.dispose()
        XCTAssertEqual(log, ["start 0", "end 0", "start 1", "end 1", "start 2", "end 2", "accept returned"])
        XCTAssertEqual(relay.value, 2)
    }

    // MARK: 4. What Resources.total counts

    /// Observable values, subjects and relays are not counted; a live subscription is, and
    /// nothing is left once it has ended. RxSwift counts every `Observable` instance:
    /// `Observable.just(1).asObservable()` alone adds 1 there (and each subject, each operator
    /// value in a chain).
    func testResourcesCountSubscriptionsNotObservableValues() throws {
        #if TRACE_RESOURCES
        let before = Resources.total
        let just = Observable.just(1).asObservable()
        let chain = Observable.of(1, 2, 3).map { $0 * 2 }.filter { $0 > 2 }.asObservable()
        let subject = PublishSubject<Int>()
        let relay = BehaviorRelay(value: 0)
        withExtendedLifetime((just, chain, subject, relay)) {
            XCTAssertEqual(Resources.total, before, "observable values, subjects and relays are not counted")
        }

        var received: [Int] = []
        _ = just.subscribe(onNext: { received.append($0) })
        _ = chain.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 4, 6])
        XCTAssertNil(ResourceCheck.leaked(since: before), "a synchronous subscription that ended leaves nothing counted")

        var subscription: Disposable? = subject.map { $0 + 1 }.subscribe(onNext: { received.append($0) })
        // The subject's box for this subscriber.
        XCTAssertEqual(Resources.total, before + 1, "a live subscription is counted")
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(ResourceCheck.leaked(since: before))
        withExtendedLifetime((subject, relay)) {}
        #else
        throw XCTSkip("counts only in a TRACE_RESOURCES build")
        #endif
    }
}
