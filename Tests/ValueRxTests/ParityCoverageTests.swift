import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

// Tests for the rows of Scripts/rxswift-api.tsv (the RxSwift API checklist, shown as the
// Migration Status article) in the areas the README calls "done" that exist in Sources but that
// no other test used, as an audit of the test suite found them. One small test per line or per
// group of lines that belong together; each asserts behaviour that would fail if the symbol were
// wrong. Deprecated spellings are tested from `@available(*, deprecated)` methods, so the
// build stays free of warnings. Expected values follow RxSwift (RxSwift's and RxTest's
// sources, or the ported scenarios elsewhere in this target).

// MARK: - Fixtures

/// A value that is not an `Event` but can be read as one (`EventConvertible`).
private struct ParityEnvelope: EventConvertible {
    typealias Element = Int

    let wrapped: Event<Int>

    var event: Event<Int> { wrapped }
}

/// Reads `.event` through the protocol requirement.
private func parityReadEvent<Value: EventConvertible>(_ value: Value) -> Event<Value.Element> {
    value.event
}

/// A sequence that is only `ObservableConvertibleType` (not `ObservableType`).
private struct ParityConvertible: ObservableConvertibleType {
    typealias Element = Int

    let elements: [Int]

    func asObservable() -> Observable<Int> {
        Observable<Int>.from(elements).asObservable()
    }
}

/// Erases through the protocol requirement.
private func parityErase<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
    source.asObservable()
}

private struct ParityReactiveValue: ReactiveCompatible {}

/// `Value.rx` through the static protocol requirement.
private func parityStaticReactive<Value: ReactiveCompatible>(_ type: Value.Type) -> Reactive<Value.ReactiveBase>.Type {
    Value.rx
}

/// The first three ticks of `interval`, for any `RxAbstractInteger` element type.
private func parityIntervalTicks<Tick: RxAbstractInteger>(_ type: Tick.Type) -> [Recorded<Event<Tick>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Tick>.interval(.seconds(100), scheduler: scheduler).take(3) }
    return res.events
}

private let parityWaitLimit: TimeInterval = 5

/// Runs the current (main) run loop in short slices until `condition` holds or the wait limit
/// passes; returns whether the condition held.
@discardableResult
private func paritySpinMainRunLoop(until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(parityWaitLimit)
    while !condition() {
        if Date() >= deadline { return false }
        RunLoop.current.run(until: Date().addingTimeInterval(0.01))
    }
    return true
}

// MARK: - Core

final class ParityCoreCoverageTests: ValueRxTestCase {
    func testAnyObserverEventHandlerTypealias() {
        var received: [Event<Int>] = []
        let handler: AnyObserver<Int>.EventHandler = { (event: Event<Int>) in received.append(event) }
        let observer = AnyObserver<Int>(eventHandler: handler)
        _ = Observable.of(1, 2).subscribe(observer)
        XCTAssertEqual(received, [.next(1), .next(2), .completed])
    }

    func testEventConvertibleThroughAGenericAndDematerialize() {
        XCTAssertEqual(parityReadEvent(ParityEnvelope(wrapped: .next(3))), Event<Int>.next(3))
        XCTAssertEqual(parityReadEvent(Event<Int>.completed), Event<Int>.completed)

        let source = Observable<ParityEnvelope>.of(
            ParityEnvelope(wrapped: .next(1)),
            ParityEnvelope(wrapped: .next(2)),
            ParityEnvelope(wrapped: .error(testError)),
            ParityEnvelope(wrapped: .next(3))
        )
        XCTAssertEqual(events(source.dematerialize()), [.next(1), .next(2), .error(testError)])
    }

    func testRxObservableTypealias() {
        let erased: RxObservable<Int> = Observable.of(1, 2).asObservable()
        XCTAssertEqual(events(erased), [.next(1), .next(2), .completed])
    }

    func testObservableConvertibleTypeConformerIsErasedAndConcatenated() {
        XCTAssertEqual(events(parityErase(ParityConvertible(elements: [1, 2]))), [.next(1), .next(2), .completed])
        XCTAssertEqual(
            events(Observable.of(0).concat(ParityConvertible(elements: [1, 2]))),
            [.next(0), .next(1), .next(2), .completed]
        )
    }

    func testReactiveCompatibleStaticRequirementThroughAGeneric() {
        XCTAssertTrue(parityStaticReactive(ParityReactiveValue.self) == Reactive<ParityReactiveValue>.self)
        XCTAssertTrue(parityStaticReactive(NSObject.self) == Reactive<NSObject>.self)
    }

    func testRxErrorUnknownAndOverflow() {
        // RxSwift's texts (RxSwift/Errors.swift).
        XCTAssertEqual(RxError.unknown.debugDescription, "Unknown error occurred.")
        XCTAssertEqual(RxError.overflow.debugDescription, "Arithmetic overflow occurred.")

        let failed = events(Observable<Int>.error(RxError.overflow))
        XCTAssertEqual(failed.count, 1)
        guard case .error(let error)? = failed.first, case RxError.overflow = error else {
            return XCTFail("expected RxError.overflow, got \(failed)")
        }
    }

    func testRxAbstractIntegerGenericInterval() {
        XCTAssertEqual(parityIntervalTicks(UInt8.self), [.next(300, 0), .next(400, 1), .next(500, 2), .completed(500)])
        XCTAssertEqual(parityIntervalTicks(Int64.self), [.next(300, 0), .next(400, 1), .next(500, 2), .completed(500)])
    }
}

// MARK: - Deprecated operator spellings

final class ParityDeprecatedOperatorCoverageTests: ValueRxTestCase {
    @available(*, deprecated)
    func testCatchErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(230, testError)])

        let res = scheduler.start { xs.catchErrorJustReturn(9) }

        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 9), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @available(*, deprecated)
    func testCatchErrorJustReturnOnAPipeline() {
        let recovered = Observable<Int>.error(testError).map { (x: Int) -> Int in x + 1 }.catchErrorJustReturn(9)
        XCTAssertEqual(events(recovered), [.next(9), .completed])
        let untouched = Observable.of(1, 2).map { (x: Int) -> Int in x + 1 }.catchErrorJustReturn(9)
        XCTAssertEqual(events(untouched), [.next(2), .next(3), .completed])
    }

    /// RxSwift's testRetryWhen_ObservableNextError, with the errors typed as `TestError`.
    @available(*, deprecated)
    func testRetryWhenWithTypedErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, testError), .completed(40)])

        let res = scheduler.start(disposed: 300) {
            xs.retryWhen { (errors: Observable<TestError>) in
                errors.scan(0) { (count: Int, _: TestError) throws -> Int in
                    if count + 1 == 2 {
                        throw testError1
                    }
                    return count + 1
                }
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, testError1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    /// RxSwift's testRetryWhen_ObservableNextComplete, with the errors as `Swift.Error`.
    @available(*, deprecated)
    func testRetryWhenWithSwiftErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, testError), .completed(40)])

        let res = scheduler.start(disposed: 300) {
            xs.retryWhen { (errors: Observable<Swift.Error>) in
                errors.scan(0) { (count: Int, _: Swift.Error) -> Int in count + 1 }
                    .take(while: { (count: Int) -> Bool in count < 2 })
            }
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
    }

    /// RxSwift's testSkipUntil_SomeData_Next.
    @available(*, deprecated)
    func testSkipUntil() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])

        let res = scheduler.start { l.skipUntil(r) }

        XCTAssertEqual(res.events, [.next(230, 4), .next(240, 5), .completed(250)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    /// RxSwift's testTakeUntil_Preempt_SomeData_Next.
    @available(*, deprecated)
    func testTakeUntil() {
        let scheduler = TestScheduler(initialClock: 0)
        let l = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
        let r = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])

        let res = scheduler.start { l.takeUntil(r) }

        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(225)])
        XCTAssertEqual(l.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(r.subscriptions, [Subscription(200, 225)])
    }

    @available(*, deprecated)
    func testObserveOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start { xs.observeOn(scheduler) }

        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @available(*, deprecated)
    func testSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])

        let res = scheduler.start { xs.subscribeOn(scheduler) }

        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }
}

// MARK: - Subjects and relays

final class ParitySubjectCoverageTests: ValueRxTestCase {
    func testPublishSubjectAsObserverIsTheSubject() {
        let subject = PublishSubject<Int>()
        let observer: PublishSubject<Int>.SubjectObserverType = subject.asObserver()
        XCTAssertTrue(observer === subject)

        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder.observer)
        observer.onNext(1)
        observer.onCompleted()
        XCTAssertEqual(recorder.events, [.next(1), .completed])
        subscription.dispose()
    }

    func testBehaviorSubjectAsObserverIsTheSubject() throws {
        let subject = BehaviorSubject<Int>(value: 0)
        let observer: BehaviorSubject<Int>.SubjectObserverType = subject.asObserver()
        XCTAssertTrue(observer === subject)

        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder.observer)
        observer.onNext(1)
        XCTAssertEqual(recorder.events, [.next(0), .next(1)])
        XCTAssertEqual(try subject.value(), 1)
        subscription.dispose()
    }

    func testReplaySubjectAsObserverIsTheSubject() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let observer: ReplaySubject<Int>.SubjectObserverType = subject.asObserver()
        XCTAssertTrue(observer === subject)

        observer.onNext(1)
        observer.onNext(2)
        observer.onNext(3)
        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(2), .next(3)])
        observer.onCompleted()
        XCTAssertEqual(recorder.events, [.next(2), .next(3), .completed])
        subscription.dispose()
        subject.dispose()
    }

    func testAsyncSubjectAsObserverIsTheSubject() {
        let subject = AsyncSubject<Int>()
        let observer: AsyncSubject<Int>.SubjectObserverType = subject.asObserver()
        XCTAssertTrue(observer === subject)

        let recorder = Recorder<Int>()
        let subscription = subject.subscribe(recorder.observer)
        observer.onNext(1)
        observer.onNext(2)
        XCTAssertTrue(recorder.events.isEmpty, "an AsyncSubject emits only on completion")
        observer.onCompleted()
        XCTAssertEqual(recorder.events, [.next(2), .completed])
        subscription.dispose()
    }

    func testBehaviorSubjectIsDisposed() {
        let subject = BehaviorSubject<Int>(value: 1)
        XCTAssertFalse(subject.isDisposed)
        XCTAssertEqual(try subject.value(), 1)

        subject.dispose()

        XCTAssertTrue(subject.isDisposed)
        XCTAssertThrowsError(try subject.value()) { (error: Error) in
            guard case RxError.disposed = error else {
                return XCTFail("expected RxError.disposed, got \(error)")
            }
        }
    }

    func testBehaviorRelayAsObservable() {
        let relay = BehaviorRelay<Int>(value: 1)
        let observable: Observable<Int> = relay.asObservable()
        let recorder = Recorder<Int>()
        let subscription = observable.subscribe(recorder.observer)
        relay.accept(2)
        XCTAssertEqual(recorder.events, [.next(1), .next(2)])

        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(recorder.events, [.next(1), .next(2)])
    }

    func testReplayRelayAsObservable() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        relay.accept(1)
        relay.accept(2)
        relay.accept(3)
        let observable: Observable<Int> = relay.asObservable()
        let recorder = Recorder<Int>()
        let subscription = observable.subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(2), .next(3)])

        relay.accept(4)
        XCTAssertEqual(recorder.events, [.next(2), .next(3), .next(4)])
        subscription.dispose()
    }
}

// MARK: - Schedulers

final class ParitySchedulerCoverageTests: ValueRxTestCase {
    func testRxTimeIntervalTypealias() {
        let scheduler = TestScheduler(initialClock: 0)
        let due: RxTimeInterval = .seconds(30)

        let res = scheduler.start { Observable<Int>.timer(due, scheduler: scheduler) }

        XCTAssertEqual(res.events, [.next(230, 0), .completed(230)])
    }

    func testDispatchSchedulersTimeTypesAndNow() {
        let serialInterval: SerialDispatchQueueScheduler.TimeInterval = 1.5
        let concurrentInterval: ConcurrentDispatchQueueScheduler.TimeInterval = 2.5
        let mainInterval: ConcurrentMainScheduler.TimeInterval = 3.5
        XCTAssertEqual(serialInterval + concurrentInterval + mainInterval, 7.5)

        let before = Date()
        let concurrentNow: ConcurrentDispatchQueueScheduler.Time = ConcurrentDispatchQueueScheduler(qos: .default).now
        let mainNow: ConcurrentMainScheduler.Time = ConcurrentMainScheduler.instance.now
        let serialNow: SerialDispatchQueueScheduler.Time = SerialDispatchQueueScheduler(qos: .default).now
        let after = Date()

        for now in [concurrentNow, mainNow, serialNow] {
            XCTAssertGreaterThanOrEqual(now, before)
            XCTAssertLessThanOrEqual(now, after)
        }
    }

    func testConcurrentMainSchedulerScheduleRelativeRunsOnTheMainThreadAfterTheDueTime() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the test to run on the main thread")
        let start = DispatchTime.now()
        var elapsed: UInt64?
        var onMain = false

        _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(30)) { (_: Void) -> Disposable in
            elapsed = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds
            onMain = Thread.isMainThread
            return Disposables.create()
        }

        XCTAssertNil(elapsed, "runs later, not at once")
        XCTAssertTrue(paritySpinMainRunLoop { elapsed != nil })
        XCTAssertGreaterThanOrEqual(elapsed ?? 0, 28_000_000, "ran before its due time")
        XCTAssertTrue(onMain)
    }

    func testConcurrentMainSchedulerSchedulePeriodicRunsOnTheMainThreadUntilDisposed() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the test to run on the main thread")
        var states: [Int] = []
        var offMain = 0

        let disposable = ConcurrentMainScheduler.instance.schedulePeriodic(0, startAfter: .milliseconds(2), period: .milliseconds(2)) { (state: Int) -> Int in
            if !Thread.isMainThread { offMain += 1 }
            states.append(state)
            return state + 1
        }

        XCTAssertTrue(paritySpinMainRunLoop { states.count >= 3 })
        disposable.dispose()
        let countAtDispose = states.count
        let later = Date().addingTimeInterval(0.05)
        paritySpinMainRunLoop { Date() >= later }
        XCTAssertEqual(states.count, countAtDispose, "a tick ran after dispose")
        XCTAssertEqual(states, Array(0 ..< states.count), "each tick gets the previous tick's result")
        XCTAssertEqual(offMain, 0)
    }

    func testMainSchedulerInitRunsAtOnceOnTheMainThreadAndNestedWorkLater() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the test to run on the main thread")
        let scheduler = MainScheduler()
        var order: [String] = []

        _ = scheduler.schedule(()) { (_: Void) -> Disposable in
            order.append("outer")
            _ = scheduler.schedule(()) { (_: Void) -> Disposable in
                order.append("inner")
                return Disposables.create()
            }
            order.append("outer end")
            return Disposables.create()
        }

        XCTAssertEqual(order, ["outer", "outer end"], "runs at once; work it schedules waits")
        XCTAssertTrue(paritySpinMainRunLoop { order.count == 3 })
        XCTAssertEqual(order, ["outer", "outer end", "inner"])
    }

    func testHistoricalSchedulerTimeConverterUnits() {
        let converter = HistoricalSchedulerTimeConverter()
        let start: HistoricalSchedulerTimeConverter.VirtualTimeUnit = Date(timeIntervalSince1970: 100)
        let step: HistoricalSchedulerTimeConverter.VirtualTimeIntervalUnit = 2.5

        XCTAssertEqual(converter.offsetVirtualTime(start, offset: step), Date(timeIntervalSince1970: 102.5))
        XCTAssertEqual(converter.convertToVirtualTimeInterval(step), 2.5)
    }

    func testVirtualTimeSchedulerVirtualSchedulingAdjustmentAndDescription() {
        let scheduler = VirtualTimeScheduler(
            initialClock: 10,
            converter: TestSchedulerVirtualTimeConverter(resolution: 1.0),
            adjustScheduledTime: { (time: Int, clock: Int) -> Int in time <= clock ? clock + 1 : time }
        )
        let start: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>.VirtualTime = scheduler.clock
        let step: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>.VirtualTimeInterval = 5
        XCTAssertEqual(start, 10)
        XCTAssertEqual(scheduler.adjustScheduledTime(10), 11)
        XCTAssertEqual(scheduler.adjustScheduledTime(30), 30)

        var ranAt: [String: Int] = [:]
        _ = scheduler.scheduleRelativeVirtual("relative", dueTime: step) { [weak scheduler] (name: String) -> Disposable in
            if let scheduler { ranAt[name] = scheduler.clock }
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual("absolute", time: 12) { [weak scheduler] (name: String) -> Disposable in
            if let scheduler { ranAt[name] = scheduler.clock }
            return Disposables.create()
        }
        // Relative scheduling due now goes through adjustScheduledTime: clock + 1.
        _ = scheduler.scheduleRelative("adjusted", dueTime: .seconds(0)) { [weak scheduler] (name: String) -> Disposable in
            if let scheduler { ranAt[name] = scheduler.clock }
            return Disposables.create()
        }

        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 10, queued at: [11, 12, 15])")
        scheduler.start()
        XCTAssertEqual(ranAt, ["adjusted": 11, "absolute": 12, "relative": 15])
        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 15, queued at: [])")
    }

    func testVirtualTimeSchedulerWithoutAdjustmentKeepsTheTime() {
        let scheduler = VirtualTimeScheduler(initialClock: 10, converter: TestSchedulerVirtualTimeConverter(resolution: 1.0))
        XCTAssertEqual(scheduler.adjustScheduledTime(3), 3)
        XCTAssertEqual(scheduler.adjustScheduledTime(10), 10)
    }
}

// MARK: - ValueRxTest

final class ParityTestSupportCoverageTests: ValueRxTestCase {
    func testRecordedInitAndEventsFromAnArray() {
        let built = Recorded(time: 10, value: Event<Int>.next(1))
        XCTAssertEqual(built.time, 10)
        XCTAssertEqual(built.value, Event<Int>.next(1))
        XCTAssertEqual(built, Recorded<Event<Int>>.next(10, 1))

        let list: [Recorded<Event<Int>>] = Recorded<Event<Int>>.events([.next(10, 1), .completed(20)])
        XCTAssertEqual(list, [built, Recorded(time: 20, value: Event<Int>.completed)])
    }

    func testSubscriptionFieldsAndHashing() {
        let open = Subscription(200)
        XCTAssertEqual(open.subscribe, 200)
        XCTAssertEqual(open.unsubscribe, Int.max)
        let closed = Subscription(200, 300)
        XCTAssertEqual(closed.subscribe, 200)
        XCTAssertEqual(closed.unsubscribe, 300)

        let set: Set<Subscription> = [Subscription(200, 300), Subscription(200, 300), Subscription(200)]
        XCTAssertEqual(set.count, 2)
        XCTAssertTrue(set.contains(Subscription(200)))
        XCTAssertFalse(set.contains(Subscription(201, 300)))

        // A recorded subscription reads the same way.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        _ = scheduler.start { xs.map { (x: Int) -> Int in x } }
        XCTAssertEqual(xs.subscriptions.map(\.subscribe), [200])
        XCTAssertEqual(xs.subscriptions.map(\.unsubscribe), [250])
    }

    func testTestSchedulerAdjustScheduledTime() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.adjustScheduledTime(0), 1, "due now runs one tick later")
        XCTAssertEqual(scheduler.adjustScheduledTime(50), 50)
        scheduler.advanceTo(100)
        XCTAssertEqual(scheduler.adjustScheduledTime(90), 101)
        XCTAssertEqual(scheduler.adjustScheduledTime(150), 150)

        let noDelay = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        XCTAssertEqual(noDelay.adjustScheduledTime(0), 0)
    }

    func testTestSchedulerVirtualTimeConverter() {
        // RxTest's rules: real seconds = ticks × resolution; real to ticks rounds to nearest.
        let converter = TestSchedulerVirtualTimeConverter(resolution: 0.5)
        let tick: TestSchedulerVirtualTimeConverter.VirtualTimeUnit = 4
        let span: TestSchedulerVirtualTimeConverter.VirtualTimeIntervalUnit = 3

        XCTAssertEqual(converter.convertFromVirtualTime(tick), Date(timeIntervalSince1970: 2))
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2.2)), 4)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2.3)), 5)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(span), 1.5)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(1.2), 2)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(1.3), 3)
        XCTAssertEqual(converter.offsetVirtualTime(tick, offset: span), 7)
        XCTAssertEqual(converter.compareVirtualTime(1, 2), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(2, 2), .equal)
        XCTAssertEqual(converter.compareVirtualTime(3, 2), .greaterThan)
    }
}
