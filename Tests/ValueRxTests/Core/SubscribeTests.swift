import Foundation
import XCTest
import ValueRx

/// The object handed to `subscribe(with:)`.
private final class SubscribeOwner {
    var received: [Int] = []
}

/// A value-type observer that records what it sees and asks to stop after `limit` events.
private struct StopAfterObserver: ObserverType {
    typealias Element = Int

    let limit: Int
    var seen = 0
    let record: (Event<Int>) -> Void

    init(limit: Int, record: @escaping (Event<Int>) -> Void) {
        self.limit = limit
        self.record = record
    }

    mutating func on(_ event: Event<Int>) -> Flow {
        record(event)
        seen += 1
        return seen >= limit ? .stop : .continue
    }
}

private enum CodedError: Error {
    case first
    case second
}

private struct UnrelatedError: Error {}

// MARK: - subscribe(_ on:)

final class SubscribeEventClosureTests: ValueRxTestCase {
    func testReceivesEveryEventOfASynchronousSource() {
        var received: [Event<Int>] = []
        _ = Observable.of(1, 2).subscribe({ (event: Event<Int>) in received.append(event) })
        XCTAssertEqual(received, [.next(1), .next(2), .completed])
    }

    func testReceivesEventsOfAnAsynchronousSource() {
        let source = ManualSource<Int>()
        var received: [Event<Int>] = []
        _ = source.observable.subscribe({ (event: Event<Int>) in received.append(event) })
        XCTAssertEqual(received, [])
        source.onNext(1)
        source.onError(testError)
        source.onNext(2)
        XCTAssertEqual(received, [.next(1), .error(testError)])
        XCTAssertEqual(source.disposeCount, 1)
    }

    func testDisposeStopsDelivery() {
        let source = ManualSource<Int>()
        var received: [Event<Int>] = []
        let subscription = source.observable.subscribe({ (event: Event<Int>) in received.append(event) })
        source.onNext(1)
        subscription.dispose()
        XCTAssertEqual(source.disposeCount, 1)
        source.onNext(2)
        source.onCompleted()
        XCTAssertEqual(received, [.next(1)])
    }
}

// MARK: - subscribe(onNext:onError:onCompleted:onDisposed:)

final class SubscribeClosuresTests: ValueRxTestCase {
    private func subscribeLogging<Source: ObservableType>(_ source: Source, into log: @escaping (String) -> Void) -> Disposable
        where Source.Element == Int {
        source.subscribe(
            onNext: { (value: Int) in log("next \(value)") },
            onError: { (error: Error) in log("error \((error as? TestError)?.id ?? -1)") },
            onCompleted: { log("completed") },
            onDisposed: { log("disposed") })
    }

    func testOnDisposedRunsAfterCompleted() {
        var log: [String] = []
        let subscription = subscribeLogging(Observable.of(1, 2)) { log.append($0) }
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"], "onDisposed runs once")
    }

    func testOnDisposedRunsAfterError() {
        var log: [String] = []
        let subscription = subscribeLogging(Observable<Int>.error(testError)) { log.append($0) }
        XCTAssertEqual(log, ["error 1", "disposed"])
        subscription.dispose()
        XCTAssertEqual(log, ["error 1", "disposed"], "onDisposed runs once")
    }

    func testOnDisposedRunsAfterAsynchronousTermination() {
        let completing = ManualSource<Int>()
        var log: [String] = []
        let subscription = subscribeLogging(completing.observable) { log.append($0) }
        completing.onNext(1)
        XCTAssertEqual(log, ["next 1"])
        completing.onCompleted()
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])
        XCTAssertEqual(completing.disposeCount, 1)
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "completed", "disposed"])

        let failing = ManualSource<Int>()
        var errorLog: [String] = []
        _ = subscribeLogging(failing.observable) { errorLog.append($0) }
        failing.onError(testError)
        failing.onNext(2)
        XCTAssertEqual(errorLog, ["error 1", "disposed"])
    }

    func testOnDisposedRunsOnExplicitDispose() {
        let source = ManualSource<Int>()
        var log: [String] = []
        let subscription = subscribeLogging(source.observable) { log.append($0) }
        source.onNext(1)
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "disposed"])
        XCTAssertEqual(source.disposeCount, 1)
        subscription.dispose()
        source.onNext(2)
        source.onCompleted()
        XCTAssertEqual(log, ["next 1", "disposed"], "nothing after dispose, onDisposed once")
        XCTAssertEqual(source.disposeCount, 1)
    }

    func testOnDisposedAloneOnNever() {
        var disposed = 0
        let subscription = Observable<Int>.never().subscribe(onDisposed: { disposed += 1 })
        XCTAssertEqual(disposed, 0)
        subscription.dispose()
        XCTAssertEqual(disposed, 1)
    }

    func testEachClosureIsOptional() {
        var values: [Int] = []
        _ = Observable.of(1, 2).subscribe(onNext: { (value: Int) in values.append(value) })
        XCTAssertEqual(values, [1, 2])

        var completed = 0
        _ = Observable.of(1, 2).subscribe(onCompleted: { completed += 1 })
        XCTAssertEqual(completed, 1)

        var errors: [Error] = []
        _ = Observable<Int>.error(testError).subscribe(onError: { (error: Error) in errors.append(error) })
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first as? TestError, testError)
    }
}

// MARK: - subscribe(with:...)

final class SubscribeWithObjectTests: ValueRxTestCase {
    func testPassesTheObject() {
        let owner = SubscribeOwner()
        var seenOwners: [SubscribeOwner] = []
        var log: [String] = []
        let subscription = Observable.of(1, 2).subscribe(
            with: owner,
            onNext: { (object: SubscribeOwner, value: Int) in
                seenOwners.append(object)
                object.received.append(value)
            },
            onError: { (_: SubscribeOwner, _: Error) in log.append("error") },
            onCompleted: { (object: SubscribeOwner) in
                seenOwners.append(object)
                log.append("completed")
            },
            onDisposed: { (object: SubscribeOwner) in
                seenOwners.append(object)
                log.append("disposed")
            })
        XCTAssertEqual(owner.received, [1, 2])
        XCTAssertEqual(log, ["completed", "disposed"])
        XCTAssertEqual(seenOwners.count, 4)
        XCTAssertTrue(seenOwners.allSatisfy { $0 === owner })
        subscription.dispose()
        XCTAssertEqual(log, ["completed", "disposed"])
    }

    func testPassesTheObjectToOnError() {
        let owner = SubscribeOwner()
        var errorOwner: SubscribeOwner?
        var errors: [Error] = []
        _ = Observable<Int>.error(testError).subscribe(
            with: owner,
            onError: { (object: SubscribeOwner, error: Error) in
                errorOwner = object
                errors.append(error)
            })
        XCTAssertTrue(errorOwner === owner)
        XCTAssertEqual(errors.first as? TestError, testError)
    }

    func testDoesNotRetainTheObject() {
        let source = ManualSource<Int>()
        var calls: [String] = []
        weak var weakOwner: SubscribeOwner?
        var subscription: Disposable?
        do {
            let owner = SubscribeOwner()
            weakOwner = owner
            subscription = source.observable.subscribe(
                with: owner,
                onNext: { (object: SubscribeOwner, value: Int) in
                    calls.append("next \(value)")
                    object.received.append(value)
                },
                onError: { (_: SubscribeOwner, _: Error) in calls.append("error") },
                onCompleted: { (_: SubscribeOwner) in calls.append("completed") },
                onDisposed: { (_: SubscribeOwner) in calls.append("disposed") })
            source.onNext(1)
            withExtendedLifetime(owner) {
                XCTAssertEqual(owner.received, [1])
            }
        }
        XCTAssertNil(weakOwner, "the subscription does not keep the object alive")
        source.onNext(2)
        source.onCompleted()
        subscription?.dispose()
        XCTAssertEqual(calls, ["next 1"], "no callbacks once the object is gone")
    }
}

// MARK: - Flow and value-type observers

final class ObserverFlowTests: ValueRxTestCase {
    func testSynchronousSourceStopsWhenTheObserverSaysStop() {
        var received: [Event<Int>] = []
        _ = Observable.of(1, 2, 3, 4).subscribe(StopAfterObserver(limit: 2) { received.append($0) })
        XCTAssertEqual(received, [.next(1), .next(2)], "nothing is sent after .stop")

        received = []
        _ = Observable.range(start: 0, count: 10).subscribe(StopAfterObserver(limit: 3) { received.append($0) })
        XCTAssertEqual(received, [.next(0), .next(1), .next(2)])

        received = []
        _ = Observable.just(1).subscribe(StopAfterObserver(limit: 1) { received.append($0) })
        XCTAssertEqual(received, [.next(1)])
    }

    func testStopTravelsThroughErasure() {
        var received: [Event<Int>] = []
        let erased: Observable<Int> = Observable.of(1, 2, 3, 4).asObservable()
        _ = erased.subscribe(StopAfterObserver(limit: 2) { received.append($0) })
        XCTAssertEqual(received, [.next(1), .next(2)])
    }

    func testCreateDropsEventsAfterTheObserverSaysStop() {
        let source = ManualSource<Int>()
        var received: [Event<Int>] = []
        _ = source.observable.subscribe(StopAfterObserver(limit: 2) { received.append($0) })
        source.onNext(1)
        source.onNext(2)
        XCTAssertEqual(source.disposeCount, 1, "stopping ends the subscription")
        source.onNext(3)
        source.onCompleted()
        XCTAssertEqual(received, [.next(1), .next(2)])
    }

    func testConvenienceMethodsOnAValueObserver() {
        var received: [Event<Int>] = []
        var observer = StopAfterObserver(limit: 3) { received.append($0) }
        XCTAssertEqual(observer.onNext(1), .continue)
        XCTAssertEqual(observer.onError(testError), .continue)
        XCTAssertEqual(observer.onCompleted(), .stop)
        XCTAssertEqual(received, [.next(1), .error(testError), .completed])
    }
}

// MARK: - Event

final class EventTests: ValueRxTestCase {
    func testEqualityOfNextAndCompleted() {
        XCTAssertEqual(Event.next(1), Event.next(1))
        XCTAssertNotEqual(Event<Int>.next(1), .next(2))
        XCTAssertEqual(Event<Int>.completed, .completed)
        XCTAssertNotEqual(Event<Int>.next(1), .completed)
        XCTAssertNotEqual(Event<Int>.completed, .next(1))
        XCTAssertNotEqual(Event<Int>.next(1), .error(testError))
        XCTAssertNotEqual(Event<Int>.error(testError), .completed)
    }

    func testErrorsComparedLikeRxTest() {
        // Same type, same value: equal, even as different instances.
        XCTAssertEqual(Event<Int>.error(testError), .error(TestError(id: 1)))
        // Same type and code, different description.
        XCTAssertNotEqual(Event<Int>.error(testError), .error(otherError))
        // Different enum cases have different codes.
        XCTAssertEqual(Event<Int>.error(CodedError.first), .error(CodedError.first))
        XCTAssertNotEqual(Event<Int>.error(CodedError.first), .error(CodedError.second))
        // Different types have different domains.
        XCTAssertNotEqual(Event<Int>.error(testError), .error(UnrelatedError()))
        // NSError: domain and code.
        XCTAssertEqual(Event<Int>.error(NSError(domain: "d", code: 1)), .error(NSError(domain: "d", code: 1)))
        XCTAssertNotEqual(Event<Int>.error(NSError(domain: "d", code: 1)), .error(NSError(domain: "d", code: 2)))
        XCTAssertNotEqual(Event<Int>.error(NSError(domain: "d", code: 1)), .error(NSError(domain: "e", code: 1)))
    }

    func testElementErrorAndStopHelpers() {
        let next = Event<Int>.next(5)
        let failure = Event<Int>.error(testError)
        let completed = Event<Int>.completed

        XCTAssertEqual(next.element, 5)
        XCTAssertNil(failure.element)
        XCTAssertNil(completed.element)

        XCTAssertNil(next.error)
        XCTAssertEqual(failure.error as? TestError, testError)
        XCTAssertNil(completed.error)

        XCTAssertFalse(next.isStopEvent)
        XCTAssertTrue(failure.isStopEvent)
        XCTAssertTrue(completed.isStopEvent)

        XCTAssertFalse(next.isCompleted)
        XCTAssertFalse(failure.isCompleted)
        XCTAssertTrue(completed.isCompleted)
    }

    func testMap() {
        var calls = 0
        let describe = { (value: Int) -> String in
            calls += 1
            return "<\(value)>"
        }
        XCTAssertEqual(Event<Int>.next(3).map(describe), .next("<3>"))
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(Event<Int>.error(testError).map(describe), .error(testError))
        XCTAssertEqual(Event<Int>.completed.map(describe), .completed)
        XCTAssertEqual(calls, 1, "the transform only runs for next")
    }

    func testMapThrowingTransformBecomesError() {
        let failing = { (_: Int) throws -> String in throw testError }
        XCTAssertEqual(Event<Int>.next(3).map(failing), .error(testError))
        XCTAssertEqual(Event<Int>.completed.map(failing), .completed)
        XCTAssertEqual(Event<Int>.error(otherError).map(failing), .error(otherError))
    }

    func testDescriptionAndEventConvertible() {
        XCTAssertEqual(Event<Int>.next(1).debugDescription, "next(1)")
        XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
        XCTAssertEqual(Event<Int>.error(testError).debugDescription, "error(\(testError))")
        XCTAssertEqual(Event<Int>.next(4).event, .next(4))
    }
}

// MARK: - AnyObserver, asObserver, mapObserver

final class AnyObserverTests: ValueRxTestCase {
    func testEventHandler() {
        var received: [Event<Int>] = []
        let observer = AnyObserver<Int>(eventHandler: { (event: Event<Int>) in received.append(event) })
        XCTAssertEqual(observer.on(.next(1)), .continue)
        XCTAssertEqual(observer.onNext(2), .continue)
        observer.onCompleted()
        XCTAssertEqual(received, [.next(1), .next(2), .completed])

        var errors: [Event<Int>] = []
        let errorObserver = AnyObserver<Int>(eventHandler: { (event: Event<Int>) in errors.append(event) })
        errorObserver.onError(testError)
        XCTAssertEqual(errors, [.error(testError)])
    }

    func testAnyObserverAsSubscriber() {
        var received: [Event<Int>] = []
        let observer = AnyObserver<Int>(eventHandler: { (event: Event<Int>) in received.append(event) })
        _ = Observable.of(1, 2).subscribe(observer)
        XCTAssertEqual(received, [.next(1), .next(2), .completed])
    }

    func testWrappingAValueObserverSharesItsState() {
        var received: [Event<Int>] = []
        let erased = AnyObserver(StopAfterObserver(limit: 2) { received.append($0) })
        let copy = erased
        XCTAssertEqual(erased.onNext(1), .continue)
        XCTAssertEqual(copy.onNext(2), .stop, "both copies drive one observer")
        XCTAssertEqual(received, [.next(1), .next(2)])
    }

    func testAsObserver() {
        var received: [Event<Int>] = []
        let base = AnyObserver<Int>(eventHandler: { (event: Event<Int>) in received.append(event) })
        let same = base.asObserver()
        same.onNext(1)
        same.onCompleted()
        XCTAssertEqual(received, [.next(1), .completed])

        var valueReceived: [Event<Int>] = []
        let fromValue = StopAfterObserver(limit: 2) { valueReceived.append($0) }.asObserver()
        XCTAssertEqual(fromValue.onNext(7), .continue)
        XCTAssertEqual(fromValue.onNext(8), .stop)
        XCTAssertEqual(valueReceived, [.next(7), .next(8)])
    }

    func testMapObserver() {
        let recorder = Recorder<Int>()
        let mapped: AnyObserver<String> = recorder.observer.mapObserver { (text: String) -> Int in text.count }
        mapped.onNext("abc")
        mapped.onNext("")
        mapped.onCompleted()
        XCTAssertEqual(recorder.events, [.next(3), .next(0), .completed])
    }

    func testMapObserverPassesErrorsThrough() {
        let recorder = Recorder<Int>()
        let mapped = recorder.observer.mapObserver { (text: String) -> Int in text.count }
        mapped.onError(testError)
        XCTAssertEqual(recorder.events, [.error(testError)])
    }

    func testMapObserverThrowingTransformSendsError() {
        let recorder = Recorder<Int>()
        let mapped = recorder.observer.mapObserver { (text: String) throws -> Int in
            guard let value = Int(text) else { throw testError }
            return value
        }
        mapped.onNext("1")
        mapped.onNext("x")
        XCTAssertEqual(recorder.events, [.next(1), .error(testError)])
    }

    func testMapObserverOnAValueObserverKeepsFlow() {
        var received: [Event<Int>] = []
        let mapped = StopAfterObserver(limit: 2) { received.append($0) }
            .mapObserver { (text: String) -> Int in text.count }
        XCTAssertEqual(mapped.onNext("a"), .continue)
        XCTAssertEqual(mapped.onNext("bb"), .stop)
        XCTAssertEqual(received, [.next(1), .next(2)])
    }

    func testMapObserverAsSubscriber() {
        let recorder = Recorder<Int>()
        _ = Observable.of("a", "bb").subscribe(recorder.observer.mapObserver { (text: String) -> Int in text.count })
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
    }
}

// MARK: - Observable erasure

final class ObservableErasureTests: ValueRxTestCase {
    func testAsObservable() {
        let erased: Observable<Int> = Observable.of(1, 2, 3).map { (x: Int) -> Int in x * 2 }.asObservable()
        XCTAssertEqual(events(erased), [.next(2), .next(4), .next(6), .completed])
        XCTAssertEqual(events(erased), [.next(2), .next(4), .next(6), .completed], "still cold")
        XCTAssertEqual(events(erased.asObservable()), [.next(2), .next(4), .next(6), .completed])
    }

    func testInitializer() {
        let erased = Observable<Int>(Observable.just(1))
        XCTAssertEqual(events(erased), [.next(1), .completed])
        let twice = Observable<Int>(erased)
        XCTAssertEqual(events(twice), [.next(1), .completed])
        XCTAssertEqual(events(Observable<Int>(Observable<Int>.error(testError))), [.error(testError)])
    }

    func testHeterogeneousStorage() {
        let sources: [Observable<Int>] = [
            Observable.just(1).asObservable(),
            Observable<Int>.empty().asObservable(),
            Observable.of(2, 3).filter { (x: Int) -> Bool in x > 2 }.asObservable(),
            Observable<Int>.error(testError).asObservable(),
        ]
        XCTAssertEqual(sources.map { events($0) }, [
            [.next(1), .completed],
            [.completed],
            [.next(3), .completed],
            [.error(testError)],
        ])
    }

    func testOperatorsOnAnErasedObservable() {
        let erased: Observable<Int> = Observable.of(1, 2).asObservable()
        XCTAssertEqual(events(erased.map { (x: Int) -> Int in x + 10 }), [.next(11), .next(12), .completed])
    }

    func testDisposeReachesTheErasedSource() {
        let source = ManualSource<Int>()
        let erased = source.observable.asObservable()
        let recorder = Recorder<Int>()
        let subscription = erased.subscribe(recorder.observer)
        XCTAssertEqual(source.subscribeCount, 1)
        source.onNext(1)
        subscription.dispose()
        XCTAssertEqual(source.disposeCount, 1)
        source.onNext(2)
        XCTAssertEqual(recorder.events, [.next(1)])
    }
}

// MARK: - Hooks

final class HooksTests: ValueRxTestCase {
    private var savedHandler: Hooks.DefaultErrorHandler?
    private var savedCapture: Hooks.CustomCaptureSubscriptionCallstack?
    private var savedRecord = false

    override func setUp() {
        super.setUp()
        savedHandler = Hooks.defaultErrorHandler
        savedCapture = Hooks.customCaptureSubscriptionCallstack
        savedRecord = Hooks.recordCallStackOnError
    }

    override func tearDown() {
        if let savedHandler { Hooks.defaultErrorHandler = savedHandler }
        if let savedCapture { Hooks.customCaptureSubscriptionCallstack = savedCapture }
        Hooks.recordCallStackOnError = savedRecord
        super.tearDown()
    }

    func testUnhandledErrorReachesDefaultErrorHandler() {
        var reported: [Error] = []
        Hooks.defaultErrorHandler = { (_: [String], error: Error) in reported.append(error) }
        _ = Observable<Int>.error(testError).subscribe(onNext: { (_: Int) in })
        XCTAssertEqual(reported.count, 1)
        XCTAssertEqual(reported.first as? TestError, testError)
    }

    func testUnhandledAsynchronousErrorReachesDefaultErrorHandler() {
        var reported: [Error] = []
        var disposed = 0
        Hooks.defaultErrorHandler = { (_: [String], error: Error) in reported.append(error) }
        let source = ManualSource<Int>()
        _ = source.observable.subscribe(onNext: { (_: Int) in }, onCompleted: {}, onDisposed: { disposed += 1 })
        source.onNext(1)
        XCTAssertEqual(reported.count, 0)
        source.onError(otherError)
        XCTAssertEqual(reported.count, 1)
        XCTAssertEqual(reported.first as? TestError, otherError)
        XCTAssertEqual(disposed, 1, "onDisposed still runs")
    }

    func testHandledErrorsDoNotReachDefaultErrorHandler() {
        var reported: [Error] = []
        Hooks.defaultErrorHandler = { (_: [String], error: Error) in reported.append(error) }

        var handled = 0
        _ = Observable<Int>.error(testError).subscribe(onNext: { (_: Int) in }, onError: { (_: Error) in handled += 1 })
        XCTAssertEqual(handled, 1)

        var received: [Event<Int>] = []
        _ = Observable<Int>.error(testError).subscribe({ (event: Event<Int>) in received.append(event) })
        XCTAssertEqual(received, [.error(testError)])

        // As in RxSwift, `subscribe(with:)` always installs an onError closure, so an error
        // without a user onError is dropped rather than reported.
        let owner = SubscribeOwner()
        _ = Observable<Int>.error(testError).subscribe(with: owner, onNext: { (_: SubscribeOwner, _: Int) in })

        XCTAssertEqual(reported.count, 0)
    }

    func testCompletionDoesNotReachDefaultErrorHandler() {
        var reported: [Error] = []
        Hooks.defaultErrorHandler = { (_: [String], error: Error) in reported.append(error) }
        _ = Observable.of(1).subscribe(onNext: { (_: Int) in })
        XCTAssertEqual(reported.count, 0)
    }

    func testSubscriptionCallStackIsRecordedOnRequest() {
        var stacks: [[String]] = []
        var captures = 0
        Hooks.defaultErrorHandler = { (stack: [String], _: Error) in stacks.append(stack) }
        Hooks.customCaptureSubscriptionCallstack = { () -> [String] in
            captures += 1
            return ["frame"]
        }

        Hooks.recordCallStackOnError = false
        _ = Observable<Int>.error(testError).subscribe(onNext: { (_: Int) in })
        XCTAssertEqual(stacks, [[]], "no call stack unless requested")
        XCTAssertEqual(captures, 0)

        #if DEBUG
        // RxSwift records the subscription call stack in debug builds only.
        Hooks.recordCallStackOnError = true
        let source = ManualSource<Int>()
        _ = source.observable.subscribe(onNext: { (_: Int) in })
        XCTAssertEqual(captures, 1, "captured when subscribing, not when the error arrives")
        source.onError(testError)
        XCTAssertEqual(stacks, [[], ["frame"]])

        // Not captured when the subscription handles errors itself.
        _ = Observable<Int>.error(testError).subscribe(onNext: { (_: Int) in }, onError: { (_: Error) in })
        XCTAssertEqual(captures, 1)
        #endif
    }
}
