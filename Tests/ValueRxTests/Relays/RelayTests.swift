import Foundation
import ValueRx
import ValueRxTest
import XCTest

/// The three relays: RxSwift's `ReplayRelayTests` ported, and the same ground for
/// `PublishRelay` and `BehaviorRelay`, which RxSwift tests only through their subjects.
final class RelayTests: ValueRxTestCase {
    // MARK: PublishRelay

    func testPublishRelayBroadcastsToCurrentSubscribersOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var earlySubscription: Disposable!

        scheduler.scheduleAt(100) { earlySubscription = relay.subscribe(early) }
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(200) { _ = relay.subscribe(late) }
        scheduler.scheduleAt(250) { relay.accept(2) }
        scheduler.scheduleAt(300) { earlySubscription.dispose() }
        scheduler.scheduleAt(350) { relay.accept(3) }
        scheduler.start()

        XCTAssertEqual(early.events, [.next(150, 1), .next(250, 2)])
        // Nothing accepted before it subscribed reaches the late subscriber.
        XCTAssertEqual(late.events, [.next(250, 2), .next(350, 3)])
    }

    func testPublishRelayWithoutSubscribersDropsElements() {
        let relay = PublishRelay<Int>()
        relay.accept(1)
        let recorder = Recorder<Int>()
        _ = relay.subscribe(recorder.observer)
        relay.accept(2)
        XCTAssertEqual(recorder.events, [.next(2)])
    }

    func testPublishRelayAsObservableAndOperators() {
        let relay = PublishRelay<Int>()
        let erased = Recorder<Int>()
        let mapped = Recorder<Int>()
        let observable: Observable<Int> = relay.asObservable()
        _ = observable.subscribe(erased.observer)
        _ = relay.map { $0 * 10 }.subscribe(mapped.observer)
        relay.accept(1)
        relay.accept(2)
        XCTAssertEqual(erased.events, [.next(1), .next(2)])
        XCTAssertEqual(mapped.events, [.next(10), .next(20)])
    }

    // MARK: BehaviorRelay

    func testBehaviorRelayHoldsAndReplaysItsCurrentValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var values: [Int] = []

        XCTAssertEqual(relay.value, 0)
        scheduler.scheduleAt(100) { _ = relay.subscribe(first) }
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(200) { relay.accept(2) }
        scheduler.scheduleAt(210) { values.append(relay.value) }
        scheduler.scheduleAt(250) { _ = relay.subscribe(second) }
        scheduler.scheduleAt(300) { relay.accept(3) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(100, 0), .next(150, 1), .next(200, 2), .next(300, 3)])
        XCTAssertEqual(second.events, [.next(250, 2), .next(300, 3)])
        XCTAssertEqual(values, [2])
        XCTAssertEqual(relay.value, 3)
    }

    func testBehaviorRelayValueIsUpdatedBeforeSubscribersRun() {
        let relay = BehaviorRelay(value: "a")
        var seen: [String] = []
        let subscription = relay.subscribe(onNext: { _ in seen.append(relay.value) })
        relay.accept("b")
        subscription.dispose()
        relay.accept("c")
        XCTAssertEqual(seen, ["a", "b"])
        XCTAssertEqual(relay.value, "c")
    }

    // MARK: ReplayRelay (RxSwift's ReplayRelayTests)

    func testReplayRelayNoEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 3)
        let result = scheduler.createObserver(Int.self)

        _ = relay.subscribe(result)

        XCTAssertTrue(result.events.isEmpty)
    }

    func testReplayRelayFewerEventsThanBufferSize() {
        let scheduler = TestScheduler(initialClock: 0)
        var relay: ReplayRelay<Int>!
        let result = scheduler.createObserver(Int.self)
        var subscription: Disposable!

        scheduler.scheduleAt(100) { relay = ReplayRelay.create(bufferSize: 3) }
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(200) { relay.accept(2) }
        scheduler.scheduleAt(300) { subscription = relay.subscribe(result) }
        scheduler.scheduleAt(400) { subscription.dispose() }
        scheduler.scheduleAt(450) { relay.accept(3) }
        scheduler.start()

        XCTAssertEqual(result.events, [.next(300, 1), .next(300, 2)])
    }

    func testReplayRelayMoreEventsThanBufferSize() {
        let scheduler = TestScheduler(initialClock: 0)
        var relay: ReplayRelay<Int>!
        let result = scheduler.createObserver(Int.self)
        var subscription: Disposable!

        scheduler.scheduleAt(100) { relay = ReplayRelay.create(bufferSize: 3) }
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(200) { relay.accept(2) }
        scheduler.scheduleAt(250) { relay.accept(3) }
        scheduler.scheduleAt(300) { relay.accept(4) }
        scheduler.scheduleAt(350) { relay.accept(5) }
        scheduler.scheduleAt(400) { subscription = relay.subscribe(result) }
        scheduler.scheduleAt(500) { subscription.dispose() }
        scheduler.start()

        XCTAssertEqual(result.events, [.next(400, 3), .next(400, 4), .next(400, 5)])
    }

    func testReplayRelayMoreEventsThanBufferSizeMultipleObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        var relay: ReplayRelay<Int>!
        let result1 = scheduler.createObserver(Int.self)
        var subscription1: Disposable!
        let result2 = scheduler.createObserver(Int.self)
        var subscription2: Disposable!

        scheduler.scheduleAt(100) { relay = ReplayRelay.create(bufferSize: 3) }
        scheduler.scheduleAt(150) { subscription1 = relay.subscribe(result1) }
        scheduler.scheduleAt(200) { relay.accept(1) }
        scheduler.scheduleAt(250) { relay.accept(2) }
        scheduler.scheduleAt(300) { relay.accept(3) }
        scheduler.scheduleAt(350) { relay.accept(4) }
        scheduler.scheduleAt(400) { relay.accept(5) }
        scheduler.scheduleAt(450) { subscription2 = relay.subscribe(result2) }
        scheduler.scheduleAt(550) {
            subscription1.dispose()
            subscription2.dispose()
        }
        scheduler.scheduleAt(600) { relay.accept(6) }
        scheduler.start()

        XCTAssertEqual(result1.events, [
            .next(200, 1),
            .next(250, 2),
            .next(300, 3),
            .next(350, 4),
            .next(400, 5),
        ])
        XCTAssertEqual(result2.events, [
            .next(450, 3),
            .next(450, 4),
            .next(450, 5),
        ])
    }

    func testReplayRelayBufferSizes() {
        for (size, expected) in [(0, [Int]()), (1, [3]), (2, [2, 3]), (5, [1, 2, 3])] {
            let relay = ReplayRelay<Int>.create(bufferSize: size)
            relay.accept(1)
            relay.accept(2)
            relay.accept(3)
            let recorder = Recorder<Int>()
            _ = relay.subscribe(recorder.observer)
            relay.accept(4)
            XCTAssertEqual(recorder.elements, expected + [4], "bufferSize \(size)")
            XCTAssertFalse(recorder.events.contains { $0.isStopEvent }, "bufferSize \(size)")
        }
    }

    func testReplayRelayCreateUnboundReplaysEverything() {
        let relay = ReplayRelay<Int>.createUnbound()
        for element in 1...100 { relay.accept(element) }
        let recorder = Recorder<Int>()
        _ = relay.subscribe(recorder.observer)
        relay.accept(101)
        XCTAssertEqual(recorder.elements, Array(1...101))
        XCTAssertFalse(recorder.events.contains { $0.isStopEvent })
    }

    // MARK: Relays never terminate

    func testBoundSourceCompletionDoesNotTerminateRelays() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let publishEvents = scheduler.createObserver(Int.self)
        let behaviorEvents = scheduler.createObserver(Int.self)
        let replayEvents = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(100) {
            _ = publish.subscribe(publishEvents)
            _ = behavior.subscribe(behaviorEvents)
            _ = replay.subscribe(replayEvents)
        }
        scheduler.scheduleAt(200) {
            _ = xs.bind(to: publish)
            _ = xs.bind(to: behavior)
            _ = xs.bind(to: replay)
        }
        scheduler.scheduleAt(300) {
            publish.accept(2)
            behavior.accept(2)
            replay.accept(2)
        }
        scheduler.start()

        XCTAssertEqual(publishEvents.events, [.next(210, 1), .next(300, 2)])
        XCTAssertEqual(behaviorEvents.events, [.next(100, 0), .next(210, 1), .next(300, 2)])
        XCTAssertEqual(replayEvents.events, [.next(210, 1), .next(300, 2)])
        // The bindings end with the source; the relays stay open.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(200, 230), Subscription(200, 230)])
        XCTAssertEqual(behavior.value, 2)
        let late = Recorder<Int>()
        _ = replay.subscribe(late.observer)
        XCTAssertEqual(late.events, [.next(1), .next(2)])
    }
}

/// `bind(to:)`, `bind(onNext:)`, `bind(with:onNext:)`: RxSwift's `Observable+RelayBindTests`
/// ported, and RxCocoa's observer and curried bindings.
final class RelayBindTests: ValueRxTestCase {
    // MARK: Observers

    func testBindToObserverForwardsEveryEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = xs.bind(to: result) }
        scheduler.start()

        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testBindToObserverForwardsErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let result = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = xs.bind(to: result) }
        scheduler.start()

        XCTAssertEqual(result.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testBindToSeveralObserversSharesOneSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = xs.bind(to: first, second) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testBindToSubjects() {
        let source = PublishSubject<Int>()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let firstEvents = Recorder<Int>()
        let secondEvents = Recorder<Int>()
        _ = first.subscribe(firstEvents.observer)
        _ = second.subscribe(secondEvents.observer)

        _ = source.bind(to: first, second)
        source.onNext(1)
        source.onCompleted()

        XCTAssertEqual(firstEvents.events, [.next(1), .completed])
        XCTAssertEqual(secondEvents.events, [.next(1), .completed])
    }

    func testBindToOptionalObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let first = scheduler.createObserver(Int?.self)
        let second = scheduler.createObserver(Int?.self)

        scheduler.scheduleAt(200) { _ = xs.bind(to: first, second) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(second.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testBindToOptionalObserverNoAmbiguity() {
        let recorder = Recorder<Int?>()
        _ = Observable.just(1).bind(to: recorder.observer)
        XCTAssertEqual(recorder.events, [.next(1), .completed])
    }

    /// An observer that takes one element and then answers `.stop`.
    struct TakeOne: ObserverType {
        let received: Recorder<Int>
        mutating func on(_ event: Event<Int>) -> Flow {
            received.events.append(event)
            return .stop
        }
    }

    func testBindToObserversSkipsAnObserverThatStopped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first = Recorder<Int>()
        let result = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(200) { _ = xs.bind(to: AnyObserver(TakeOne(received: first)), AnyObserver(result)) }
        scheduler.start()

        XCTAssertEqual(first.events, [.next(1)])
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testBindToObserversEndsOnceEveryObserverStopped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let first = Recorder<Int>(), second = Recorder<Int>()

        scheduler.scheduleAt(200) { _ = xs.bind(to: TakeOne(received: first), TakeOne(received: second)) }
        scheduler.start()

        // Both observers answered `.stop` to the first element, so the binding lets go of `xs`.
        XCTAssertEqual(first.events, [.next(1)])
        XCTAssertEqual(second.events, [.next(1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    // MARK: Publish relays

    func testBindToPublishRelay() {
        let relay = PublishRelay<Int>()
        let recorder = Recorder<Int>()
        _ = relay.subscribe(recorder.observer)

        _ = Observable.just(1).bind(to: relay)

        XCTAssertEqual(recorder.events, [.next(1)])
    }

    func testBindToPublishRelays() {
        let relay1 = PublishRelay<Int>()
        let relay2 = PublishRelay<Int>()
        let recorder1 = Recorder<Int>()
        let recorder2 = Recorder<Int>()
        _ = relay1.subscribe(recorder1.observer)
        _ = relay2.subscribe(recorder2.observer)

        _ = Observable.just(1).bind(to: relay1, relay2)

        XCTAssertEqual(recorder1.events, [.next(1)])
        XCTAssertEqual(recorder2.events, [.next(1)])
    }

    func testBindToOptionalPublishRelay() {
        let relay = PublishRelay<Int?>()
        let recorder = Recorder<Int?>()
        _ = relay.subscribe(recorder.observer)

        _ = Observable<Int>.just(1).bind(to: relay)

        XCTAssertEqual(recorder.events, [.next(1)])
    }

    func testBindToOptionalPublishRelays() {
        let relay1 = PublishRelay<Int?>()
        let relay2 = PublishRelay<Int?>()
        let recorder1 = Recorder<Int?>()
        let recorder2 = Recorder<Int?>()
        _ = relay1.subscribe(recorder1.observer)
        _ = relay2.subscribe(recorder2.observer)

        _ = Observable<Int>.just(1).bind(to: relay1, relay2)

        XCTAssertEqual(recorder1.events, [.next(1)])
        XCTAssertEqual(recorder2.events, [.next(1)])
    }

    func testBindToPublishRelayNoAmbiguity() {
        let relay = PublishRelay<Int?>()
        let recorder = Recorder<Int?>()
        _ = relay.subscribe(recorder.observer)

        _ = Observable.just(1).bind(to: relay)

        XCTAssertEqual(recorder.events, [.next(1)])
    }

    // MARK: Behavior relays

    func testBindToBehaviorRelay() {
        let relay = BehaviorRelay<Int>(value: 0)

        _ = Observable.just(1).bind(to: relay)

        XCTAssertEqual(relay.value, 1)
    }

    func testBindToBehaviorRelays() {
        let relay1 = BehaviorRelay<Int>(value: 0)
        let relay2 = BehaviorRelay<Int>(value: 0)

        _ = Observable.just(1).bind(to: relay1, relay2)

        XCTAssertEqual(relay1.value, 1)
        XCTAssertEqual(relay2.value, 1)
    }

    func testBindToOptionalBehaviorRelay() {
        let relay = BehaviorRelay<Int?>(value: 0)

        _ = Observable<Int>.just(1).bind(to: relay)

        XCTAssertEqual(relay.value, 1)
    }

    func testBindToOptionalBehaviorRelays() {
        let relay1 = BehaviorRelay<Int?>(value: 0)
        let relay2 = BehaviorRelay<Int?>(value: 0)

        _ = Observable<Int>.just(1).bind(to: relay1, relay2)

        XCTAssertEqual(relay1.value, 1)
        XCTAssertEqual(relay2.value, 1)
    }

    func testBindToBehaviorRelayNoAmbiguity() {
        let relay = BehaviorRelay<Int?>(value: 0)

        _ = Observable.just(1).bind(to: relay)

        XCTAssertEqual(relay.value, 1)
    }

    // MARK: Replay relays

    func testBindToReplayRelay() {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        let recorder = Recorder<Int>()
        _ = relay.subscribe(recorder.observer)

        _ = Observable.just(1).bind(to: relay)

        XCTAssertEqual(recorder.events, [.next(1)])
    }

    func testBindToReplayRelays() {
        let relay1 = ReplayRelay<Int>.create(bufferSize: 1)
        let relay2 = ReplayRelay<Int>.create(bufferSize: 1)
        let recorder1 = Recorder<Int>()
        let recorder2 = Recorder<Int>()
        _ = relay1.subscribe(recorder1.observer)
        _ = relay2.subscribe(recorder2.observer)

        _ = Observable.just(1).bind(to: relay1, relay2)

        XCTAssertEqual(recorder1.events, [.next(1)])
        XCTAssertEqual(recorder2.events, [.next(1)])
    }

    func testBindToOptionalReplayRelay() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)
        let recorder = Recorder<Int?>()
        _ = relay.subscribe(recorder.observer)

        _ = Observable<Int>.just(1).bind(to: relay)

        XCTAssertEqual(recorder.events, [.next(1)])
    }

    func testBindToOptionalReplayRelays() {
        let relay1 = ReplayRelay<Int?>.create(bufferSize: 1)
        let relay2 = ReplayRelay<Int?>.create(bufferSize: 1)
        let recorder1 = Recorder<Int?>()
        let recorder2 = Recorder<Int?>()
        _ = relay1.subscribe(recorder1.observer)
        _ = relay2.subscribe(recorder2.observer)

        _ = Observable<Int>.just(1).bind(to: relay1, relay2)

        XCTAssertEqual(recorder1.events, [.next(1)])
        XCTAssertEqual(recorder2.events, [.next(1)])
    }

    func testBindToReplayRelayNoAmbiguity() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)
        let recorder = Recorder<Int?>()
        _ = relay.subscribe(recorder.observer)

        _ = Observable.just(1).bind(to: relay)

        XCTAssertEqual(recorder.events, [.next(1)])
    }

    func testBindRelayToRelay() {
        let source = PublishRelay<Int>()
        let target = BehaviorRelay(value: 0)
        let subscription = source.bind(to: target)
        source.accept(1)
        XCTAssertEqual(target.value, 1)
        subscription.dispose()
        source.accept(2)
        XCTAssertEqual(target.value, 1)
    }

    // MARK: bind(onNext:), bind(with:onNext:)

    func testBindOnNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230), .next(240, 3)])
        var received: [Int] = []

        scheduler.scheduleAt(200) { _ = xs.bind(onNext: { received.append($0) }) }
        scheduler.start()

        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testBindWithObjectHoldsItWeakly() {
        final class Owner {
            var received: [Int] = []
        }
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak var weakOwner = owner
        var calls = 0

        let subscription = subject.bind(with: owner!) { owner, value in
            owner.received.append(value)
            calls += 1
        }
        subject.onNext(1)
        XCTAssertEqual(owner?.received, [1])

        owner = nil
        XCTAssertNil(weakOwner)
        subject.onNext(2)
        XCTAssertEqual(calls, 1)
        subscription.dispose()
    }

    // MARK: Curried binders

    func testBindToBinderFunction() {
        let subject = PublishSubject<Int>()
        var result: Int?
        let binder: (Observable<Int>) -> Disposable = { source in
            source.subscribe(onNext: { result = $0 })
        }

        let subscription: Disposable = subject.asObservable().bind(to: binder)
        XCTAssertNil(result)
        subject.onNext(1)
        XCTAssertEqual(result, 1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(result, 1)
    }

    func testBindToBinderFunctionReturnsItsResult() {
        let count = Observable.just(1).bind(to: { (source: Observables.Just<Int>) -> Int in
            var elements = 0
            _ = source.subscribe(onNext: { _ in elements += 1 })
            return elements
        })
        XCTAssertEqual(count, 1)
    }

    func testBindToCurriedBinderFunction() {
        let subject = PublishSubject<Int>()
        var result: Int?
        let binder: (Observable<Int>) -> (Int) -> Disposable = { source in
            { offset in source.subscribe(onNext: { result = $0 + offset }) }
        }

        let subscription = subject.asObservable().bind(to: binder, curriedArgument: 10)
        XCTAssertNil(result)
        subject.onNext(1)
        XCTAssertEqual(result, 11)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(result, 11)
    }

    // MARK: Disposal

    func testDisposingABindingStopsForwarding() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let relay = PublishRelay<Int>()
        let relayEvents = scheduler.createObserver(Int.self)
        let observerEvents = scheduler.createObserver(Int.self)
        var onNextElements: [Int] = []
        var bindings: [Disposable] = []

        scheduler.scheduleAt(100) { _ = relay.subscribe(relayEvents) }
        scheduler.scheduleAt(200) {
            bindings.append(xs.bind(to: relay))
            bindings.append(xs.bind(to: observerEvents))
            bindings.append(xs.bind(onNext: { onNextElements.append($0) }))
        }
        scheduler.scheduleAt(225) { bindings.forEach { $0.dispose() } }
        scheduler.start()

        XCTAssertEqual(relayEvents.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(observerEvents.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(onNextElements, [1, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225), Subscription(200, 225), Subscription(200, 225)])
    }
}
