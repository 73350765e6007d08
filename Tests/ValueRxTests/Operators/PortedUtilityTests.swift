import Foundation
import ValueRx
import ValueRxTest
import XCTest

// distinctUntilChanged / do / enumerated / materialize / dematerialize / withUnretained /
// ifEmpty(default:) on the virtual-time scheduler, RxTest style.
//
// Ports the scenarios of RxSwift's own tests (Observable+DistinctUntilChangedTests,
// +DoOnTests, +EnumeratedTests, +MaterializeTests, +DematerializeTests, +WithUnretainedTests,
// +DefaultIfEmpty): the same source events at the same virtual times, the same expected
// recordings, subscription intervals and side-effect logs. RxSwift's expectations are the
// oracle; each test is named after the RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests (RxSwift's resource counter).
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx operator answers
// `.stop`; `TestableObservable` records either as the end of the subscription.

// MARK: - Shared fixtures

private typealias UtilityIntEvents = [Recorded<Event<Int>>]
private typealias MaterializedIntEvents = [Recorded<Event<Event<Int>>>]

/// The hot source most of RxSwift's distinctUntilChanged and do tests share: one element
/// before the subscription (150), four after it (2, 3, 4, 5 from 210 to 240), then `end`.
private func portedUtilityRun(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(250)) -> TestableObservable<Int> {
    scheduler.createHotObservable([
        .next(150, 1),
        .next(210, 2),
        .next(220, 3),
        .next(230, 4),
        .next(240, 5),
        end,
    ])
}

/// The recording of `portedUtilityRun` passed through unchanged, ending with `end`.
private func portedUtilityRunPassedThrough(end: Recorded<Event<Int>> = .completed(250)) -> UtilityIntEvents {
    [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), end]
}

/// RxSwift's `testError1`: a second error, distinct from `testError`.
private let portedUtilitySecondError = TestError(id: 101)

/// RxSwift's `TestError.dummyError`, used by its dematerialize tests.
private enum PortedDummyError: Swift.Error {
    case dummyError
}

// MARK: - distinctUntilChanged (Observable+DistinctUntilChangedTests)

/// RxSwift's key-path test element: compared through `value` only.
private struct PortedKeyPathObject: Equatable {
    let value: Int
    let other = ""
}

final class PortedDistinctUntilChangedTests: ValueRxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testDistinctUntilChanged_allChanges() {
        let xs = portedUtilityRun(scheduler)

        let res = scheduler.start { xs.distinctUntilChanged { $0 } }

        XCTAssertEqual(res.events, portedUtilityRunPassedThrough())
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_someChanges() {
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2), // kept
            .next(215, 3), // kept
            .next(220, 3),
            .next(225, 2), // kept
            .next(230, 2),
            .next(230, 1), // kept
            .next(240, 2), // kept
            .completed(250),
        ])

        let res = scheduler.start { xs.distinctUntilChanged { $0 } }

        let expected: UtilityIntEvents = [
            .next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_allEqual() {
        let xs = portedUtilityRun(scheduler)

        let res = scheduler.start { xs.distinctUntilChanged { _, _ in true } }

        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_allDifferent() {
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 2),
            .next(230, 2),
            .next(240, 2),
            .completed(250),
        ])

        let res = scheduler.start { xs.distinctUntilChanged { _, _ in false } }

        let expected: UtilityIntEvents = [
            .next(210, 2), .next(220, 2), .next(230, 2), .next(240, 2),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_keySelector_Div2() {
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 4),
            .next(230, 3),
            .next(240, 5),
            .completed(250),
        ])

        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }

        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .completed(250)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    /// RxSwift's name; the closure that throws is the comparer.
    func testDistinctUntilChanged_keySelectorThrows() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])

        let res = scheduler.start {
            xs.distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw testError }
        }

        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDistinctUntilChangedKeyPath_allChanges() {
        let xs = scheduler.createHotObservable([
            .next(150, PortedKeyPathObject(value: 1)),
            .next(210, PortedKeyPathObject(value: 2)),
            .next(220, PortedKeyPathObject(value: 3)),
            .next(230, PortedKeyPathObject(value: 4)),
            .next(240, PortedKeyPathObject(value: 5)),
            .completed(250),
        ])

        let res = scheduler.start { xs.distinctUntilChanged(at: \.value) }

        let expected: [Recorded<Event<PortedKeyPathObject>>] = [
            .next(210, PortedKeyPathObject(value: 2)),
            .next(220, PortedKeyPathObject(value: 3)),
            .next(230, PortedKeyPathObject(value: 4)),
            .next(240, PortedKeyPathObject(value: 5)),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDistinctUntilChanged_comparerThrows() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])

        let res = scheduler.start {
            xs.distinctUntilChanged(
                { (element: Int) throws -> Int in element },
                comparer: { (_: Int, _: Int) throws -> Bool in throw testError })
        }

        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}

// MARK: - do (Observable+DoOnTests)

/// What RxSwift's `do` ordering tests log: the source's own subscribe / dispose and each hook.
private enum PortedDoHookEvent: Equatable {
    case sourceSubscribe
    case sourceDispose
    case doOnNext
    case doOnCompleted
    case doOnError
    case doOnSubscribe
    case doOnSubscribed
    case doOnDispose
}

final class PortedDoTests: ValueRxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testDoOn_shouldSeeAllValues() {
        let xs = portedUtilityRun(scheduler)
        var calls = 0
        var remaining = 2 + 3 + 4 + 5

        let res = scheduler.start {
            xs.do(onNext: { element in
                calls += 1
                remaining -= element
            })
        }

        XCTAssertEqual(calls, 4)
        XCTAssertEqual(remaining, 0)
        XCTAssertEqual(res.events, portedUtilityRunPassedThrough())
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoOn_plainAction() {
        let xs = portedUtilityRun(scheduler)
        var calls = 0

        let res = scheduler.start { xs.do(onNext: { _ in calls += 1 }) }

        XCTAssertEqual(calls, 4)
        XCTAssertEqual(res.events, portedUtilityRunPassedThrough())
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoOn_nextCompleted() {
        let xs = portedUtilityRun(scheduler)
        var calls = 0
        var remaining = 2 + 3 + 4 + 5
        var sawCompletion = false

        let res = scheduler.start {
            xs.do(
                onNext: { element in
                    calls += 1
                    remaining -= element
                },
                onCompleted: { sawCompletion = true })
        }

        XCTAssertEqual(calls, 4)
        XCTAssertEqual(remaining, 0)
        XCTAssertTrue(sawCompletion)
        XCTAssertEqual(res.events, portedUtilityRunPassedThrough())
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoOn_completedNever() {
        let xs = scheduler.createHotObservable([] as UtilityIntEvents)
        var calls = 0
        var sawCompletion = false

        let res = scheduler.start {
            xs.do(onNext: { _ in calls += 1 }, onCompleted: { sawCompletion = true })
        }

        XCTAssertEqual(calls, 0)
        XCTAssertFalse(sawCompletion)
        XCTAssertEqual(res.events, [] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDoOn_nextError() {
        let xs = portedUtilityRun(scheduler, end: .error(250, testError))
        var calls = 0
        var remaining = 2 + 3 + 4 + 5
        var sawError = false

        let res = scheduler.start {
            xs.do(
                onNext: { element in
                    calls += 1
                    remaining -= element
                },
                onError: { _ in sawError = true })
        }

        XCTAssertEqual(calls, 4)
        XCTAssertEqual(remaining, 0)
        XCTAssertTrue(sawError)
        XCTAssertEqual(res.events, portedUtilityRunPassedThrough(end: .error(250, testError)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoOn_nextErrorNot() {
        let xs = portedUtilityRun(scheduler)
        var calls = 0
        var remaining = 2 + 3 + 4 + 5
        var sawError = false

        let res = scheduler.start {
            xs.do(
                onNext: { element in
                    calls += 1
                    remaining -= element
                },
                onError: { _ in sawError = true })
        }

        XCTAssertEqual(calls, 4)
        XCTAssertEqual(remaining, 0)
        XCTAssertFalse(sawError)
        XCTAssertEqual(res.events, portedUtilityRunPassedThrough())
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoOnNext_normal() {
        let xs = portedUtilityRun(scheduler)
        var invocations = 0

        let res = scheduler.start { xs.do(onNext: { _ in invocations += 1 }) }

        XCTAssertEqual(res.events, portedUtilityRunPassedThrough())
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(invocations, 4)
    }

    func testDoOnNext_throws() {
        let xs = portedUtilityRun(scheduler)
        var invocations = 0

        let res = scheduler.start {
            xs.do(onNext: { (_: Int) throws in
                if invocations > 2 { throw testError }
                invocations += 1
            })
        }

        let expected: UtilityIntEvents = [.next(210, 2), .next(220, 3), .next(230, 4), .error(240, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(invocations, 3)
    }

    func testDoOnError_normal() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(250, testError)])
        var seenError: Swift.Error?
        var invocations = 0

        let res = scheduler.start {
            xs.do(onError: { error in
                seenError = error
                invocations += 1
            })
        }

        XCTAssertEqual(res.events, [.next(210, 2), .error(250, testError)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(seenError as? TestError, testError)
        XCTAssertEqual(invocations, 1)
    }

    func testDoOnError_throws() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(250, testError)])

        let res = scheduler.start {
            xs.do(onError: { (_: Swift.Error) throws in throw portedUtilitySecondError })
        }

        XCTAssertEqual(res.events, [.next(210, 2), .error(250, portedUtilitySecondError)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDoOnCompleted_normal() {
        let xs = portedUtilityRun(scheduler)
        var completed = false

        let res = scheduler.start { xs.do(onCompleted: { completed = true }) }

        XCTAssertEqual(res.events, portedUtilityRunPassedThrough())
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertTrue(completed)
    }

    func testDoOnCompleted_throws() {
        let xs = portedUtilityRun(scheduler)

        let res = scheduler.start { xs.do(onCompleted: { () throws in throw testError }) }

        XCTAssertEqual(res.events, portedUtilityRunPassedThrough(end: .error(250, testError)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: Hook ordering (the wrapping `do`, with subscription hooks)

    func testDoOnOrder_Completed_Async() {
        var log: [PortedDoHookEvent] = []
        let scheduler: TestScheduler = self.scheduler

        _ = scheduler.start {
            Observable<Int>.create { observer in
                log.append(.sourceSubscribe)
                scheduler.scheduleAt(300) {
                    observer.on(.next(0))
                    observer.on(.completed)
                }
                return Disposables.create { log.append(.sourceDispose) }
            }
            .do(
                onNext: { _ in log.append(.doOnNext) },
                onCompleted: { log.append(.doOnCompleted) },
                onSubscribe: { log.append(.doOnSubscribe) },
                onSubscribed: { log.append(.doOnSubscribed) },
                onDispose: { log.append(.doOnDispose) })
        }

        XCTAssertEqual(log, [.doOnSubscribe, .sourceSubscribe, .doOnSubscribed, .doOnNext, .doOnCompleted, .sourceDispose, .doOnDispose])
    }

    func testDoOnOrder_Completed_Sync() {
        var log: [PortedDoHookEvent] = []

        _ = scheduler.start {
            Observable<Int>.create { observer in
                log.append(.sourceSubscribe)
                observer.on(.next(0))
                observer.on(.completed)
                return Disposables.create { log.append(.sourceDispose) }
            }
            .do(
                onNext: { _ in log.append(.doOnNext) },
                onCompleted: { log.append(.doOnCompleted) },
                onSubscribe: { log.append(.doOnSubscribe) },
                onSubscribed: { log.append(.doOnSubscribed) },
                onDispose: { log.append(.doOnDispose) })
        }

        XCTAssertEqual(log, [.doOnSubscribe, .sourceSubscribe, .doOnNext, .doOnCompleted, .sourceDispose, .doOnSubscribed, .doOnDispose])
    }

    func testDoOnOrder_Error() {
        var log: [PortedDoHookEvent] = []

        _ = Observable<Int>.create { observer in
            log.append(.sourceSubscribe)
            observer.on(.next(0))
            observer.on(.error(testError))
            return Disposables.create { log.append(.sourceDispose) }
        }
        .do(
            onNext: { _ in log.append(.doOnNext) },
            onError: { _ in log.append(.doOnError) },
            onSubscribe: { log.append(.doOnSubscribe) },
            onSubscribed: { log.append(.doOnSubscribed) },
            onDispose: { log.append(.doOnDispose) })
        .subscribe { _ in }

        XCTAssertEqual(log, [.doOnSubscribe, .sourceSubscribe, .doOnNext, .doOnError, .sourceDispose, .doOnSubscribed, .doOnDispose])
    }

    func testDoOnOrder_Dispose() {
        var log: [PortedDoHookEvent] = []

        Observable<Int>.create { observer in
            log.append(.sourceSubscribe)
            observer.on(.next(0))
            return Disposables.create { log.append(.sourceDispose) }
        }
        .do(
            onNext: { _ in log.append(.doOnNext) },
            onSubscribe: { log.append(.doOnSubscribe) },
            onSubscribed: { log.append(.doOnSubscribed) },
            onDispose: { log.append(.doOnDispose) })
        .subscribe { _ in }
        .dispose()

        XCTAssertEqual(log, [.doOnSubscribe, .sourceSubscribe, .doOnNext, .doOnSubscribed, .sourceDispose, .doOnDispose])
    }
}

// MARK: - enumerated (Observable+EnumeratedTests)

/// An `enumerated()` element in comparable form (the tuple itself is not `Equatable`).
private struct PortedIndexed: Equatable, CustomDebugStringConvertible {
    let index: Int
    let element: String

    var debugDescription: String { "(\(index), \(element))" }
}

private typealias IndexedEvents = [Recorded<Event<PortedIndexed>>]

final class PortedEnumeratedTests: ValueRxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    /// `xs.enumerated()`, each tuple recorded as a `PortedIndexed`.
    private func enumeratedRecording(_ xs: TestableObservable<String>) -> IndexedEvents {
        scheduler.start {
            xs.enumerated().map { PortedIndexed(index: $0.index, element: $0.element) }
        }.events
    }

    /// The three indexed elements every test expects, then `tail`.
    private func expectedElements(then tail: Recorded<Event<PortedIndexed>>...) -> IndexedEvents {
        let elements: IndexedEvents = [
            .next(210, PortedIndexed(index: 0, element: "a")),
            .next(220, PortedIndexed(index: 1, element: "b")),
            .next(280, PortedIndexed(index: 2, element: "c")),
        ]
        return elements + tail
    }

    func test_Infinite() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(280, "c")])

        XCTAssertEqual(enumeratedRecording(xs), expectedElements())
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_Completed() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(280, "c"), .completed(300)])

        XCTAssertEqual(enumeratedRecording(xs), expectedElements(then: .completed(300)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_Error() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(280, "c"), .error(300, testError)])

        XCTAssertEqual(enumeratedRecording(xs), expectedElements(then: .error(300, testError)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}

// MARK: - materialize (Observable+MaterializeTests)

final class PortedMaterializeTests: ValueRxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testMaterializeNever() {
        let res = scheduler.start { Observable<Int>.never().materialize() }

        XCTAssertEqual(res.events, [] as MaterializedIntEvents)
    }

    func testMaterializeEmpty() {
        let xs = scheduler.createHotObservable([.completed(201, Int.self), .completed(202, Int.self)])

        let res = scheduler.start { xs.materialize() }

        let expected: MaterializedIntEvents = [.next(201, Event<Int>.completed), .completed(201)]
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
        XCTAssertEqual(res.events, expected)
    }

    func testMaterializeEmits() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250), .completed(251)])

        let res = scheduler.start { xs.materialize() }

        let expected: MaterializedIntEvents = [
            .next(210, Event<Int>.next(2)),
            .next(250, Event<Int>.completed),
            .completed(250),
        ]
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(res.events, expected)
    }

    func testMaterializeThrow() {
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, testError), .error(251, testError)])

        let res = scheduler.start { xs.materialize() }

        let expected: MaterializedIntEvents = [.next(250, Event<Int>.error(testError)), .completed(250)]
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(res.events, expected)
    }
}

// MARK: - dematerialize (Observable+DematerializeTests)

final class PortedDematerializeTests: ValueRxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    /// The materialized elements RxSwift's dematerialize tests start with: 41 before the
    /// subscription, 42 and 43 after it.
    private func materializedRun(then tail: Recorded<Event<Event<Int>>>...) -> MaterializedIntEvents {
        let elements: MaterializedIntEvents = [
            .next(150, Event<Int>.next(41)),
            .next(210, Event<Int>.next(42)),
            .next(220, Event<Int>.next(43)),
        ]
        return elements + tail
    }

    /// The elements 42 and 43 as dematerialized, then `tail`.
    private func dematerializedRun(then tail: Recorded<Event<Int>>) -> UtilityIntEvents {
        let elements: UtilityIntEvents = [.next(210, 42), .next(220, 43)]
        return elements + [tail]
    }

    func testDematerialize_Range1() {
        let xs = scheduler.createHotObservable(materializedRun(then: .completed(250), .completed(251)))

        let res = scheduler.start { xs.dematerialize() }

        XCTAssertEqual(res.events, dematerializedRun(then: .completed(250)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDematerialize_Range2() {
        let xs = scheduler.createHotObservable(materializedRun(
            then: .next(230, Event<Int>.completed),
            .next(231, Event<Int>.completed)))

        let res = scheduler.start { xs.dematerialize() }

        XCTAssertEqual(res.events, dematerializedRun(then: .completed(230)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerialize_Error() {
        let xs = scheduler.createHotObservable(materializedRun(
            then: .error(230, PortedDummyError.dummyError),
            .error(231, PortedDummyError.dummyError)))

        let res = scheduler.start { xs.dematerialize() }

        XCTAssertEqual(res.events, dematerializedRun(then: .error(230, PortedDummyError.dummyError)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDematerialize_Error2() {
        let xs = scheduler.createHotObservable(materializedRun(
            then: .next(230, Event<Int>.error(PortedDummyError.dummyError)),
            .next(231, Event<Int>.error(PortedDummyError.dummyError))))

        let res = scheduler.start { xs.dematerialize() }

        XCTAssertEqual(res.events, dematerializedRun(then: .error(230, PortedDummyError.dummyError)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMaterialize_Dematerialize_Never() {
        let xs = Observable<Int>.never()

        let res = scheduler.start { xs.materialize().dematerialize() }

        XCTAssertEqual(res.events, [] as UtilityIntEvents)
    }

    func testMaterialize_Dematerialize_Empty() {
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])

        let res = scheduler.start { xs.materialize().dematerialize() }

        XCTAssertEqual(res.events, [.completed(250)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterialize_Dematerialize_Return() {
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])

        let res = scheduler.start { xs.materialize().dematerialize() }

        XCTAssertEqual(res.events, [.next(210, 2), .completed(250)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testMaterialize_Dematerialize_Throw() {
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, PortedDummyError.dummyError)])

        let res = scheduler.start { xs.materialize().dematerialize() }

        XCTAssertEqual(res.events, [.error(250, PortedDummyError.dummyError)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}

// MARK: - withUnretained (Observable+WithUnretainedTests)

/// RxSwift's `TestClass`: an object with an identity string, held weakly by the operator.
private final class PortedUnretainedObject {
    let id: String = UUID().uuidString
}

final class PortedWithUnretainedTests: ValueRxTestCase {
    private var scheduler: TestScheduler!
    private var object: PortedUnretainedObject?
    private var values: TestableObservable<Int>!
    private var tupleValues: TestableObservable<(Int, String)>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        object = PortedUnretainedObject()
        values = scheduler.createColdObservable([
            .next(210, 1),
            .next(215, 2),
            .next(220, 3),
            .next(225, 5),
            .next(230, 8),
            .completed(250),
        ])
        let tuples: [Recorded<Event<(Int, String)>>] = [
            .next(210, (1, "a")),
            .next(215, (2, "b")),
            .next(220, (3, "c")),
            .next(225, (5, "d")),
            .next(230, (8, "e")),
            .completed(250),
        ]
        tupleValues = scheduler.createColdObservable(tuples)
    }

    override func tearDown() {
        object = nil
        values = nil
        tupleValues = nil
        scheduler = nil
        super.tearDown()
    }

    func testObjectAttached() {
        let id = object!.id

        let res = scheduler.start {
            self.values
                .withUnretained(self.object!)
                .map { (pair: (PortedUnretainedObject, Int)) -> String in "\(pair.0.id), \(pair.1)" }
        }

        let expected: [Recorded<Event<String>>] = [
            .next(410, "\(id), 1"),
            .next(415, "\(id), 2"),
            .next(420, "\(id), 3"),
            .next(425, "\(id), 5"),
            .next(430, "\(id), 8"),
            .completed(450),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testObjectDeallocates() {
        weak var released = object
        _ = values.withUnretained(object!).subscribe()

        // The subscription does not keep the object alive.
        XCTAssertNotNil(object)
        object = nil
        XCTAssertNil(object)
        XCTAssertNil(released)
    }

    func testObjectDeallocatesSequenceCompletes() {
        let id = object!.id

        let res = scheduler.start {
            self.values
                .withUnretained(self.object!)
                .do(onNext: { (pair: (PortedUnretainedObject, Int)) in
                    // Releasing the object mid-sequence completes the sequence at the next element.
                    if pair.1 == 3 { self.object = nil }
                })
                .map { (pair: (PortedUnretainedObject, Int)) -> String in "\(pair.0.id), \(pair.1)" }
        }

        let expected: [Recorded<Event<String>>] = [
            .next(410, "\(id), 1"),
            .next(415, "\(id), 2"),
            .next(420, "\(id), 3"),
            .completed(425),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testResultsSelector() {
        let id = object!.id

        let res = scheduler.start {
            self.tupleValues
                .withUnretained(self.object!) { (object: PortedUnretainedObject, value: (Int, String)) in
                    (object, value.0, value.1)
                }
                .map { (triple: (PortedUnretainedObject, Int, String)) -> String in
                    "\(triple.0.id), \(triple.1), \(triple.2)"
                }
        }

        let expected: [Recorded<Event<String>>] = [
            .next(410, "\(id), 1, a"),
            .next(415, "\(id), 2, b"),
            .next(420, "\(id), 3, c"),
            .next(425, "\(id), 5, d"),
            .next(430, "\(id), 8, e"),
            .completed(450),
        ]
        XCTAssertEqual(res.events, expected)
    }
}

// MARK: - ifEmpty(default:) (Observable+DefaultIfEmpty)

final class PortedDefaultIfEmptyTests: ValueRxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testDefaultIfEmpty_Source_Empty() {
        let xs = scheduler.createHotObservable([.completed(201, Int.self)])
        let defaultValue = 1

        let res = scheduler.start { xs.ifEmpty(default: defaultValue) }

        XCTAssertEqual(res.events, [.next(201, 1), .completed(201)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testDefaultIfEmpty_Source_Errors() {
        let xs = scheduler.createHotObservable([.error(201, testError, Int.self)])
        let defaultValue = 1

        let res = scheduler.start { xs.ifEmpty(default: defaultValue) }

        XCTAssertEqual(res.events, [.error(201, testError)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func testDefaultIfEmpty_Source_Emits() {
        let xs = scheduler.createHotObservable([.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
        let defaultValue = 42

        let res = scheduler.start { xs.ifEmpty(default: defaultValue) }

        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 204)])
    }

    func testDefaultIfEmpty_Never() {
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let defaultValue = 42

        let res = scheduler.start { xs.ifEmpty(default: defaultValue) }

        XCTAssertEqual(res.events, [] as UtilityIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }
}
