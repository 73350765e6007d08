import Foundation
import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedUtilityFixtures.swift.

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
