import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

// The shared harness of the Driver and Signal ports (PortedDriverTests, PortedSignalTests).
//
// Ports RxSwift's Tests/RxCocoaTests/SharedSequence+Test.swift. That file has no test of its
// own: it is the base class `SharedSequenceTest` of DriverTest and SignalTests, holding a
// background `SerialDispatchQueueScheduler` and the helper
// `subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription(_:expectationFulfilled:subscribedOnBackground:)`,
// which checks what makes a shared sequence one: two subscribers on a background queue share
// one subscription of the source (the mock records one), every event after the subscribe
// call returns arrives on the main thread, and no error ever arrives. (RxSwift's comments also
// say the subscription is made on the main thread; its `asDriver` / `asSignal` do not do
// that, and `BackgroundThreadPrimitiveHotObservable` asserts the opposite. The block the
// helper schedules on `MainScheduler.instance` only waits until the main queue has run what
// the subscriptions enqueued before it.)
// The helper keeps RxSwift's logic step by step and returns the elements of the first
// subscription, as RxSwift's does. Also ported here, from RxSwift's test mocks:
// `PrimitiveHotObservable`, `BackgroundThreadPrimitiveHotObservable`,
// `MainThreadPrimitiveHotObservable` (Tests/RxSwiftTests/TestImplementations/Mocks/, used by
// the operator and control ports) and the two `Subscription` markers they record
// (`SubscribedToHotObservable`, `UnsunscribedFromHotObservable`, RxSwift's spelling kept).
//
// Adaptations that do not change what is observed:
// - Not a base class: the helper is an extension of `ValueRxTestCase`, so the test classes
//   stay `final class ...: ValueRxTestCase`. The background scheduler is created per call
//   (RxSwift's is created per test instance, and each call is one test).
// - The helper takes the erased `SharedSequence<SharingStrategy, Result>` (RxSwift:
//   `SharedSequence<some Any, Result>`); callers erase with `.asDriver()` / `.asSignal()`.
// - RxSwift's test-only `AtomicInt` with `globalLoad` / `sub` is a small locked counter;
//   `DispatchQueue.isMain` (an RxSwift extension) is `Thread.isMainThread`.
// - The mock hot observable records under an `NSRecursiveLock` (RxSwift's `RecursiveLock`)
//   and forwards through a `PublishSubject`, as RxSwift's does. RxSwift's three mock classes
//   (a base and two subclasses that check the subscribing thread) are one final class with a
//   `subscribedOn:` parameter: `PrimitiveHotObservable<Int>(subscribedOn: .background)` is
//   RxSwift's `PrimitiveHotObservable<Int>(subscribedOn: .background)`.

/// `Subscription` recorded by the primitive hot observable while an observer is subscribed.
let SubscribedToHotObservable = Subscription(0)
/// `Subscription` recorded by the primitive hot observable once that observer is disposed.
let UnsunscribedFromHotObservable = Subscription(0, 0)

/// The thread a `PrimitiveHotObservable` requires its subscriptions to be made on.
enum SubscriptionThread {
    /// Any thread (RxSwift's `PrimitiveHotObservable`).
    case any
    /// Not the main thread (RxSwift's `BackgroundThreadPrimitiveHotObservable`, which asserts
    /// `!DispatchQueue.isMain`): the harness subscribes from a background queue, and `asDriver`
    /// / `asSignal` move only the events (`observe(on:)`), not the subscription.
    case background
    /// The main thread (RxSwift's `MainThreadPrimitiveHotObservable`): the inner sequences of
    /// the operator tests (switchLatest, flatMapLatest, concat, ...) are subscribed by an
    /// operator reacting to an event, and every event of a shared sequence arrives on main.
    case main
}

/// RxSwift's `PrimitiveHotObservable` and its two thread-checking subclasses in one final
/// class (ValueRx keeps no class hierarchy, tests included): a hot source driven by hand that
/// records, per subscription, whether it is still subscribed, and fails the test when it is
/// subscribed on the wrong thread.
final class PrimitiveHotObservable<Element>: ObservableType {
    private var _subscriptions = [Subscription]()
    let observers = PublishSubject<Element>()
    let lock = NSRecursiveLock()
    let requiredThread: SubscriptionThread

    var subscriptions: [Subscription] {
        lock.lock()
        defer { lock.unlock() }
        return _subscriptions
    }

    init(subscribedOn requiredThread: SubscriptionThread = .any) {
        self.requiredThread = requiredThread
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        _ = observers.on(event)
    }

    func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        switch requiredThread {
        case .any: break
        case .background: XCTAssertTrue(!Thread.isMainThread)
        case .main: XCTAssertTrue(Thread.isMainThread)
        }

        lock.lock()
        defer { lock.unlock() }

        let removeObserver = observers.subscribe(observer)
        _subscriptions.append(SubscribedToHotObservable)

        let i = _subscriptions.count - 1

        var count = 0

        return Disposables.create {
            self.lock.lock()
            defer { self.lock.unlock() }

            removeObserver.dispose()
            count += 1
            assert(count == 1)

            self._subscriptions[i] = UnsunscribedFromHotObservable
        }
    }
}

/// RxSwift's test `AtomicInt` as used by the helper (`globalLoad`, `sub`).
private final class SharedSequenceTestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int

    init(_ value: Int) {
        self.value = value
    }

    func load() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    func sub(_ amount: Int) {
        lock.lock()
        defer { lock.unlock() }
        value -= amount
    }
}

// Test helpers that make sure that a resulting shared sequence honors its definition:
// * only one subscription is made and shared (share(replay: 1) for Driver)
// * the subscription is made on the main thread (RxSwift's comment; see the header)
// * events are observed on the main thread (observe(on: MainScheduler.instance))
// * it can't error out (it needs a catch somewhere)
extension ValueRxTestCase {
    func subscribeTwiceOnBackgroundSchedulerAndOnlyOneSubscription<SharingStrategy, Result>(
        _ xs: SharedSequence<SharingStrategy, Result>,
        expectationFulfilled: @escaping (Result) -> Bool = { _ in false },
        subscribedOnBackground: () -> Void
    ) -> [Result] {
        let backgroundScheduler = SerialDispatchQueueScheduler(qos: .default)

        var firstElements = [Result]()
        var secondElements = [Result]()

        let subscribeFinished = expectation(description: "subscribeFinished")

        var expectation1: XCTestExpectation!
        var expectation2: XCTestExpectation!

        _ = backgroundScheduler.schedule(()) { _ in
            let subscribing1 = SharedSequenceTestCounter(1)
            let firstSubscriptionFuture = SingleAssignmentDisposable()
            let firstSubscription = xs.asObservable().subscribe { e in
                if subscribing1.load() == 0 {
                    XCTAssertTrue(Thread.isMainThread)
                }
                switch e {
                case let .next(element):
                    firstElements.append(element)
                    if expectationFulfilled(element) {
                        expectation1.fulfill()
                        firstSubscriptionFuture.dispose()
                    }
                case let .error(error):
                    XCTFail("Error passed \(error)")
                case .completed:
                    expectation1.fulfill()
                }
            }
            firstSubscriptionFuture.setDisposable(firstSubscription)
            subscribing1.sub(1)

            let subscribing = SharedSequenceTestCounter(1)
            let secondSubscriptionFuture = SingleAssignmentDisposable()
            let secondSubscription = xs.asObservable().subscribe { e in
                if subscribing.load() == 0 {
                    XCTAssertTrue(Thread.isMainThread)
                }
                switch e {
                case let .next(element):
                    secondElements.append(element)
                    if expectationFulfilled(element) {
                        expectation2.fulfill()
                        secondSubscriptionFuture.dispose()
                    }
                case let .error(error):
                    XCTFail("Error passed \(error)")
                case .completed:
                    expectation2.fulfill()
                }
            }
            secondSubscriptionFuture.setDisposable(secondSubscription)

            subscribing.sub(1)

            // RxSwift: "Subscription should be made on main scheduler so this will make sure
            // execution is continued after subscription because of serial nature of main
            // scheduler."
            _ = MainScheduler.instance.schedule(()) { _ in
                subscribeFinished.fulfill()
                return Disposables.create()
            }

            return Disposables.create()
        }

        waitForExpectations(timeout: 1.0) { error in
            XCTAssertTrue(error == nil)
        }

        expectation1 = expectation(description: "finished1")
        expectation2 = expectation(description: "finished2")

        subscribedOnBackground()

        waitForExpectations(timeout: 1.0) { error in
            XCTAssertTrue(error == nil)
        }

        return firstElements
    }
}
