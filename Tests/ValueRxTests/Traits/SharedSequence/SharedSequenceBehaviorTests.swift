import Dispatch
import Foundation
import Synchronization
import ValueRx
import ValueRxTest
import XCTest

/// What ValueRx's Driver and Signal promise beyond the ported RxSwift tests: every operator
/// keeps the contract with its upstream (a driver replaces an error by its fallback and
/// completion, so errors do not pass through), an operator's closure runs once per event
/// however many observers share it, events from a background thread arrive on the main
/// thread (the main queue drained as a command-line program drains it), `SharingScheduler.mock`
/// restores the factory, and `Reactive`'s dynamic members are binders.
///
/// The tests run on the main thread: the main scheduler's synchronous path delivers each event
/// at once there, which the contract checks rely on.
final class SharedSequenceBehaviorTests: ValueRxTestCase {
    private func driver(_ source: Observables.Create<Int>) -> Driver<Int> {
        source.asDriver(onErrorJustReturn: -1)
    }

    private func signal(_ source: Observables.Create<Int>) -> Signal<Int> {
        source.asSignal(onErrorJustReturn: -1)
    }

    func testEveryDriverOperatorKeepsTheContract() {
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asDriver(onErrorDriveWith: Driver.just(-1)).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asDriver(onErrorRecover: { _ in Driver.empty() }).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).map { $0 + 1 }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).compactMap { $0 == 2 ? nil : $0 }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).filter { $0 != 2 }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).flatMapLatest { Driver.just($0) }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).flatMapFirst { Driver.just($0) }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).flatMap { Driver.just($0) }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).do(onNext: { _ in }).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).distinctUntilChanged().asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).distinctUntilChanged { $0 % 2 }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).distinctUntilChanged { $0 == $1 }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).distinctUntilChanged({ $0 }, comparer: { $0 == $1 }).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).scan(0, accumulator: +).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).skip(1).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).startWith(0).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).map { Driver.just($0) }.switchLatest().asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).map { Driver.just($0) }.merge().asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).map { Driver.just($0) }.merge(maxConcurrent: 1).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { Driver.merge(self.driver($0), Driver.empty()).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { Driver.concat([self.driver($0)]).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { source in Driver<Int>.deferred { self.driver(source) }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.driver($0).asInfallible().asObservable() }
    }

    func testEverySignalOperatorKeepsTheContract() {
        assertOperatorContract(errorPassesThrough: false) { self.signal($0).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asSignal(onErrorSignalWith: Signal.empty()).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asSignal(onErrorRecover: { _ in Signal.just(-1) }).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.signal($0).map { $0 + 1 }.filter { $0 > 0 }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.signal($0).flatMapLatest { Signal.just($0) }.asObservable() }
        let owner = NSObject()
        assertOperatorContract(errorPassesThrough: false) { self.signal($0).withUnretained(owner).map { $0.1 }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { self.signal($0).withUnretained(owner) { $1 }.asObservable() }
    }

    func testMultiInputOperatorsKeepTheContractWithEachInput() {
        assertInputsContract { a, b in self.driver(a).withLatestFrom(self.driver(b)).asObservable() }
        assertInputsContract { a, b in self.driver(a).withLatestFrom(self.driver(b)) { $0 + $1 }.asObservable() }
        assertInputsContract { a, b in Driver.combineLatest(self.driver(a), self.driver(b)) { $0 + $1 }.asObservable() }
        assertInputsContract { a, b in Driver.combineLatest(self.driver(a), self.driver(b)).map { $0.0 + $0.1 }.asObservable() }
        assertInputsContract { a, b in Driver.zip(self.driver(a), self.driver(b)) { $0 + $1 }.asObservable() }
        assertInputsContract { a, b in Driver.zip([self.driver(a), self.driver(b)]).asObservable() }
        assertInputsContract { a, b in Driver.combineLatest([self.driver(a), self.driver(b)]) { $0.reduce(0, +) }.asObservable() }
        assertInputsContract { a, b in Signal.merge([self.signal(a), self.signal(b)]).asObservable() }
        assertInputsContract { a, b in Signal.zip(self.signal(a), self.signal(b), self.signal(a)) { $0 + $1 + $2 }.asObservable() }
    }

    /// The point of sharing after every operator: two observers of one `map` run its closure
    /// once per element, and the source is subscribed once.
    func testAnOperatorsClosureRunsOncePerEventForAllObservers() {
        let relay = BehaviorRelay(value: 1)
        let counts = Counts()
        let driver = tenfold(relay, counting: counts)
        var first: [Int] = []
        var second: [Int] = []
        let d1 = driver.drive(onNext: { first.append($0) })
        let d2 = driver.drive(onNext: { second.append($0) })
        relay.accept(2)
        relay.accept(3)
        d1.dispose()
        d2.dispose()
        XCTAssertEqual(first, [10, 20, 30])
        XCTAssertEqual(second, [10, 20, 30], "the second observer gets the replayed latest element, then the rest")
        XCTAssertEqual(counts.mapped, 3, "one call per element, not one per observer")
        XCTAssertEqual(counts.subscriptions, 1)
    }

    /// What `tenfold(_:counting:)` counts.
    private final class Counts {
        var subscriptions = 0
        var disposals = 0
        var mapped = 0
    }

    /// `relay` as a driver whose elements are multiplied by 10, counting the relay's
    /// subscriptions and disposals and the `map` closure's calls in `counts`.
    private func tenfold(_ relay: BehaviorRelay<Int>, counting counts: Counts) -> Driver<Int> {
        relay.asObservable()
            .do(onSubscribe: { counts.subscriptions += 1 }, onDispose: { counts.disposals += 1 })
            .asDriver(onErrorJustReturn: 0)
            .map { value -> Int in
                counts.mapped += 1
                return value * 10
            }
    }

    /// A driver operator and `drive` hand the sharing point before them the box they make for
    /// their own observer. A subscriber that disposes itself while the latest element is
    /// replayed to it gets nothing more and leaves the level at once; the others go on; the
    /// last one out disconnects the source once.
    func testASubscriberThatStopsDuringItsReplayLeavesTheLevel() {
        let relay = BehaviorRelay(value: 1)
        let counts = Counts()
        let driver = tenfold(relay, counting: counts)
        var first: [Int] = []
        var second: [Int] = []
        var taken: [Int] = []
        var takenEnded = false
        let d1 = driver.drive(onNext: { first.append($0) })
        let d2 = SingleAssignmentDisposable()
        d2.setDisposable(driver.drive(onNext: { value in
            second.append(value)
            d2.dispose()
        }))
        relay.accept(2)
        // Through the erasure: take(1) answers "stop" to the replayed element and leaves at once.
        let d3 = driver.asObservable().take(1).subscribe(onNext: { taken.append($0) }, onCompleted: { takenEnded = true })
        relay.accept(3)
        XCTAssertEqual(counts.disposals, 0)
        d1.dispose()
        d3.dispose()
        XCTAssertEqual(first, [10, 20, 30])
        XCTAssertEqual(second, [10], "disposed from its handler during the replay")
        XCTAssertEqual(taken, [20])
        XCTAssertTrue(takenEnded)
        XCTAssertEqual(counts.mapped, 3, "one call per element for all subscribers")
        XCTAssertEqual(counts.disposals, 1, "the last subscriber out disconnected the source once")
    }

    /// A conversion made while the sharing scheduler is mocked with a dispatch-queue scheduler
    /// observes on it through the existential, one event per step on its queue, in order (the
    /// main scheduler's in-place delivery is for the main scheduler only).
    func testAConversionMockedWithASerialQueueDeliversOnThatQueueInOrder() {
        let queue = DispatchQueue(label: "mocked sharing scheduler")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 7)
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "mocked")
        let subject = PublishSubject<Int>()
        var driver: Driver<Int>!
        SharingScheduler.mock(scheduler: scheduler) {
            driver = subject.asDriver(onErrorJustReturn: -1)
        }
        let received = Mutex<[Int]>([])
        let onQueue = Mutex(true)
        let done = expectation(description: "completed")
        let subscription = driver.map { $0 * 2 }.drive(
            onNext: { value in
                let here = DispatchQueue.getSpecific(key: key) == 7
                onQueue.withLock { $0 = $0 && here }
                received.withLock { $0.append(value) }
            },
            onCompleted: { done.fulfill() })
        for value in 1 ... 50 { subject.onNext(value) }
        subject.onError(testError)
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(received.withLock { $0 }, (1 ... 50).map { $0 * 2 } + [-2])
        XCTAssertTrue(onQueue.withLock { $0 })
    }

    /// A conversion mocked with the shared `MainScheduler.instance` delivers in place on the
    /// main thread, as one made with the default factory does.
    func testAConversionMockedWithTheMainSchedulerDeliversInPlace() {
        let relay = BehaviorRelay(value: 0)
        var driver: Driver<Int>!
        SharingScheduler.mock(scheduler: MainScheduler.instance) {
            driver = relay.asDriver()
        }
        var received: [Int] = []
        let subscription = driver.filter { $0 != 2 }.drive(onNext: { received.append($0) })
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        XCTAssertEqual(received, [0, 1, 3], "each element delivered before accept returned")
        subscription.dispose()
    }

    /// A signal replays nothing: an observer that subscribes later misses what came before.
    func testSignalDoesNotReplay() {
        let relay = PublishRelay<Int>()
        let signal = relay.asSignal().map { $0 + 1 }
        var first: [Int] = []
        var second: [Int] = []
        let d1 = signal.emit(onNext: { first.append($0) })
        relay.accept(1)
        let d2 = signal.emit(onNext: { second.append($0) })
        relay.accept(2)
        d1.dispose()
        d2.dispose()
        XCTAssertEqual(first, [2, 3])
        XCTAssertEqual(second, [3])
    }

    /// Events sent on a background thread reach the driver's observer on the main thread once
    /// the main queue runs (XCTest's wait runs it here; a command-line program calls
    /// `dispatchMain()` or runs the main run loop).
    func testEventsFromABackgroundThreadArriveOnTheMainThread() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var allOnMain = true
        let done = expectation(description: "completed")
        let subscription = subject.asDriver(onErrorJustReturn: -1).drive(
            onNext: { value in
                allOnMain = allOnMain && Thread.isMainThread
                received.append(value)
            },
            onCompleted: { done.fulfill() })
        DispatchQueue.global().async {
            for value in 1 ... 100 { subject.onNext(value) }
            subject.onError(testError)
        }
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(received, Array(1 ... 100) + [-1])
        XCTAssertTrue(allOnMain)
    }

    func testMockReplacesTheSchedulerOnlyInsideItsActionAndRestoresItAfterAThrow() throws {
        let scheduler = TestScheduler(initialClock: 0)
        var inside: SchedulerType?
        SharingScheduler.mock(scheduler: scheduler) {
            inside = DriverSharingStrategy.scheduler
        }
        XCTAssertTrue(inside as? TestScheduler === scheduler)
        XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
        XCTAssertFalse(DriverSharingStrategy.scheduler as? MainScheduler === SignalSharingStrategy.scheduler as? MainScheduler,
                       "a new MainScheduler for every conversion, as RxSwift")

        XCTAssertThrowsError(try SharingScheduler.mock(scheduler: scheduler) { throw testError })
        XCTAssertTrue(SignalSharingStrategy.scheduler is MainScheduler)

        var made = 0
        SharingScheduler.mock(makeScheduler: { made += 1; return scheduler }) {
            _ = Driver.just(1)
            _ = Signal<Int>.empty()
        }
        XCTAssertEqual(made, 2)
    }

    /// Time operators of a driver run on the mocked scheduler, in virtual time.
    func testTimeOperatorsUseTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(300, 3), .completed(400)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(20)).asObservable() }
            // observe(on:) a virtual-time scheduler delivers each event one tick later (RxSwift's
            // TestScheduler), then debounce waits 20 ticks of quiet.
            XCTAssertEqual(res.events, [.next(236, 2), .next(321, 3), .completed(401)])
        }
    }

    func testReactiveDynamicMembersAreBinders() {
        final class Label: NSObject {
            var text: String? = nil
            var isHidden = false
        }
        let label = Label()
        let text = BehaviorRelay<String?>(value: "a")
        let bag = DisposeBag()
        text.asDriver().drive(label.rx.text).disposed(by: bag)
        Driver.just(true).drive(label.rx.isHidden).disposed(by: bag)
        XCTAssertEqual(label.text, "a")
        XCTAssertTrue(label.isHidden)
        text.accept("b")
        XCTAssertEqual(label.text, "b")
    }

    func testControlPropertyReadsValuesAndWritesThroughItsSink() {
        let values = BehaviorRelay<String?>(value: nil)
        var written: [String] = []
        let property = ControlProperty(values: values, valueSink: AnyObserver<String?> { event in
            if case .next(let value) = event { written.append(value ?? "nil") }
        })
        var read: [String] = []
        let subscription = property.orEmpty.asDriver().drive(onNext: { read.append($0) })
        values.accept("x")
        var changes: [String?] = []
        let changed = property.changed.asObservable().subscribe(onNext: { changes.append($0) })
        values.accept("y")
        _ = Observable.just("set").bind(to: property.orEmpty)
        subscription.dispose()
        changed.dispose()
        XCTAssertEqual(read, ["", "x", "y"])
        XCTAssertEqual(changes, ["y"], "`changed` skips the current value")
        XCTAssertEqual(written, ["set"])
    }
}
