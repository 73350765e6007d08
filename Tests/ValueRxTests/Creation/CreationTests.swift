import Foundation
import XCTest
import ValueRx

/// A disposable that counts every `dispose()` call (deliberately not idempotent), so a test can
/// tell "disposed once" from "disposed twice".
private final class CreationDisposeCounter: Disposable {
    private(set) var count = 0

    func dispose() {
        count += 1
    }
}

/// A resource for `using`: counts disposals and reports them to an optional log.
private final class UsingResource: Disposable {
    private(set) var disposeCount = 0
    private let onDispose: () -> Void

    init(onDispose: @escaping () -> Void = {}) {
        self.onDispose = onDispose
    }

    func dispose() {
        disposeCount += 1
        onDispose()
    }
}

/// A value written on another thread and read after a semaphore wait.
private final class ThreadResult: @unchecked Sendable {
    var value: Bool?
}

// MARK: - create

final class ObservableCreateTests: ValueRxTestCase {
    func testCreateDeliversEvents() {
        let source = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        XCTAssertEqual(events(source), [.next(1), .next(2), .completed])
        // Cold: every subscription runs the closure again.
        XCTAssertEqual(events(source), [.next(1), .next(2), .completed])
    }

    func testCreateDeliversError() {
        let source = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
            observer.onNext(1)
            observer.onError(testError)
            return Disposables.create()
        }
        XCTAssertEqual(events(source), [.next(1), .error(testError)])
    }

    func testCreateRunsClosureOnSubscribeOnly() {
        var calls = 0
        let source = Observable<Int>.create { (_: AnyObserver<Int>) -> Disposable in
            calls += 1
            return Disposables.create()
        }
        XCTAssertEqual(calls, 0)
        _ = source.subscribe(Recorder<Int>().observer)
        XCTAssertEqual(calls, 1)
        _ = source.subscribe(Recorder<Int>().observer)
        XCTAssertEqual(calls, 2)
    }

    func testEventsAfterCompletedAreDropped() {
        var flows: [Flow] = []
        let source = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
            flows.append(observer.onNext(1))
            flows.append(observer.onCompleted())
            flows.append(observer.onNext(2))
            flows.append(observer.onError(testError))
            flows.append(observer.onCompleted())
            return Disposables.create()
        }
        XCTAssertEqual(events(source), [.next(1), .completed])
        XCTAssertEqual(flows, [.continue, .stop, .stop, .stop, .stop])
    }

    func testEventsAfterErrorAreDropped() {
        let source = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
            observer.onError(testError)
            observer.onNext(1)
            observer.onError(otherError)
            observer.onCompleted()
            return Disposables.create()
        }
        XCTAssertEqual(events(source), [.error(testError)])
    }

    func testEventsAfterDisposeAreDropped() {
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
            captured = observer
            return Disposables.create()
        }
        let recorder = Recorder<Int>()
        let subscription = source.subscribe(recorder.observer)
        captured?.onNext(1)
        subscription.dispose()
        XCTAssertEqual(captured?.onNext(2), Flow.stop, "a disposed subscription reports .stop")
        captured?.onError(testError)
        captured?.onCompleted()
        XCTAssertEqual(recorder.events, [.next(1)])
    }

    func testReturnedDisposableIsDisposedOnSynchronousCompletion() {
        let resource = CreationDisposeCounter()
        let source = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
            observer.onNext(1)
            observer.onCompleted()
            return resource
        }
        let recorder = Recorder<Int>()
        let subscription = source.subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.next(1), .completed])
        XCTAssertEqual(resource.count, 1, "returned after completion: disposed as soon as it is returned")
        subscription.dispose()
        XCTAssertEqual(resource.count, 1, "exactly once")
    }

    func testReturnedDisposableIsDisposedOnLaterCompletion() {
        let resource = CreationDisposeCounter()
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
            captured = observer
            return resource
        }
        let recorder = Recorder<Int>()
        let subscription = source.subscribe(recorder.observer)
        captured?.onNext(1)
        XCTAssertEqual(resource.count, 0)
        captured?.onCompleted()
        XCTAssertEqual(resource.count, 1)
        captured?.onCompleted()
        captured?.onError(testError)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1, "exactly once")
        XCTAssertEqual(recorder.events, [.next(1), .completed])
    }

    func testReturnedDisposableIsDisposedOnSynchronousError() {
        let resource = CreationDisposeCounter()
        let source = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
            observer.onError(testError)
            return resource
        }
        let recorder = Recorder<Int>()
        let subscription = source.subscribe(recorder.observer)
        XCTAssertEqual(recorder.events, [.error(testError)])
        XCTAssertEqual(resource.count, 1)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
    }

    func testReturnedDisposableIsDisposedOnLaterError() {
        let resource = CreationDisposeCounter()
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
            captured = observer
            return resource
        }
        let recorder = Recorder<Int>()
        let subscription = source.subscribe(recorder.observer)
        XCTAssertEqual(resource.count, 0)
        captured?.onError(testError)
        XCTAssertEqual(resource.count, 1)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
        XCTAssertEqual(recorder.events, [.error(testError)])
    }

    func testReturnedDisposableIsDisposedOnDispose() {
        let resource = CreationDisposeCounter()
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
            captured = observer
            return resource
        }
        let subscription = source.subscribe(Recorder<Int>().observer)
        XCTAssertEqual(resource.count, 0)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
        subscription.dispose()
        captured?.onCompleted()
        XCTAssertEqual(resource.count, 1, "exactly once")
    }

    func testReturnedDisposableIsDisposedWhenDownstreamStops() {
        let resource = CreationDisposeCounter()
        var flows: [Flow] = []
        let source = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
            flows.append(observer.onNext(1))
            flows.append(observer.onNext(2))
            return resource
        }
        XCTAssertEqual(events(source.take(1)), [.next(1), .completed])
        XCTAssertEqual(flows, [.stop, .stop], "take(1) stops after its first element; the rest is dropped")
        XCTAssertEqual(resource.count, 1)
    }

    func testCreateClosureRunsInsideTheTrampoline() {
        // RxSwift's Producer.subscribe runs `run` as a CurrentThreadScheduler action.
        var required: Bool?
        let source = Observable<Int>.create { (observer: AnyObserver<Int>) -> Disposable in
            required = CurrentThreadScheduler.isScheduleRequired
            observer.onCompleted()
            return Disposables.create()
        }
        _ = source.subscribe(Recorder<Int>().observer)
        XCTAssertEqual(required, false)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }
}

// MARK: - Immediate sources

final class ImmediateSourcesTests: ValueRxTestCase {
    func testJust() {
        XCTAssertEqual(events(Observable.just(1)), [.next(1), .completed])
        XCTAssertEqual(events(Observable.just("a")), [.next("a"), .completed])
    }

    func testOf() {
        XCTAssertEqual(events(Observable.of(1, 2, 3)), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(events(Observable.of(7)), [.next(7), .completed])
        XCTAssertEqual(events(Observable<Int>.of()), [.completed])
    }

    func testFromArray() {
        XCTAssertEqual(events(Observable.from([1, 2, 3])), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(events(Observable<Int>.from([])), [.completed])
    }

    func testFromSequence() {
        XCTAssertEqual(events(Observable<Int>.from(stride(from: 0, to: 6, by: 2))), [.next(0), .next(2), .next(4), .completed])
        XCTAssertEqual(events(Observable<Int>.from(1...3)), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(events(Observable<Character>.from("ab")), [.next("a"), .next("b"), .completed])
    }

    func testFromSequenceMakesAnIteratorPerSubscription() {
        var iterators = 0
        let numbers = AnySequence { () -> AnyIterator<Int> in
            iterators += 1
            var next = 0
            return AnyIterator { () -> Int? in
                guard next < 3 else { return nil }
                defer { next += 1 }
                return next
            }
        }
        let source = Observable<Int>.from(numbers)
        XCTAssertEqual(iterators, 0, "nothing is pulled before subscribing")
        XCTAssertEqual(events(source), [.next(0), .next(1), .next(2), .completed])
        XCTAssertEqual(events(source), [.next(0), .next(1), .next(2), .completed])
        XCTAssertEqual(iterators, 2)
    }

    func testFromOptional() {
        XCTAssertEqual(events(Observable<Int>.from(optional: 1)), [.next(1), .completed])
        XCTAssertEqual(events(Observable<Int>.from(optional: nil)), [.completed])
    }

    func testEmpty() {
        XCTAssertEqual(events(Observable<Int>.empty()), [.completed])
    }

    func testNever() {
        XCTAssertEqual(events(Observable<Int>.never()), [])
        var log: [String] = []
        let subscription = Observable<Int>.never().subscribe(
            onNext: { _ in log.append("next") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, [])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testErrorSource() {
        XCTAssertEqual(events(Observable<Int>.error(testError)), [.error(testError)])
        XCTAssertNotEqual(events(Observable<Int>.error(testError)), [.error(otherError)])
    }

    func testRange() {
        XCTAssertEqual(events(Observable.range(start: 5, count: 3)), [.next(5), .next(6), .next(7), .completed])
        XCTAssertEqual(events(Observable.range(start: -1, count: 3)), [.next(-1), .next(0), .next(1), .completed])
        XCTAssertEqual(events(Observable.range(start: 5, count: 0)), [.completed])
    }

    func testRangeUpToTheMaximum() {
        XCTAssertEqual(events(Observable<Int8>.range(start: 125, count: 3)), [.next(125), .next(126), .next(127), .completed])
        XCTAssertEqual(events(Observable<UInt8>.range(start: 255, count: 1)), [.next(255), .completed])
    }

    func testGenerate() {
        let source = Observable<Int>.generate(
            initialState: 0,
            condition: { (x: Int) -> Bool in x < 3 },
            iterate: { (x: Int) -> Int in x + 1 })
        XCTAssertEqual(events(source), [.next(0), .next(1), .next(2), .completed])
    }

    func testGenerateWithFalseInitialCondition() {
        let source = Observable<Int>.generate(
            initialState: 10,
            condition: { (x: Int) -> Bool in x < 3 },
            iterate: { (x: Int) -> Int in x + 1 })
        XCTAssertEqual(events(source), [.completed])
    }

    func testGenerateThrowingCondition() {
        let source = Observable<Int>.generate(
            initialState: 0,
            condition: { (x: Int) throws -> Bool in
                if x == 2 { throw testError }
                return true
            },
            iterate: { (x: Int) -> Int in x + 1 })
        XCTAssertEqual(events(source), [.next(0), .next(1), .error(testError)])
    }

    func testGenerateThrowingIterate() {
        var conditionCalls = 0
        let source = Observable<Int>.generate(
            initialState: 0,
            condition: { (_: Int) -> Bool in
                conditionCalls += 1
                return true
            },
            iterate: { (x: Int) throws -> Int in
                if x == 1 { throw testError }
                return x + 1
            })
        XCTAssertEqual(events(source), [.next(0), .next(1), .error(testError)])
        XCTAssertEqual(conditionCalls, 2, "the condition is not evaluated after iterate throws")
    }

    func testRepeatElement() {
        XCTAssertEqual(events(Observable.repeatElement("x").take(3)), [.next("x"), .next("x"), .next("x"), .completed])
    }
}

// MARK: - deferred and using

final class ObservableDeferredTests: ValueRxTestCase {
    func testFactoryRunsPerSubscription() {
        var calls = 0
        let source = Observable<Int>.deferred { () -> Observables.Just<Int> in
            calls += 1
            return Observable.just(calls)
        }
        XCTAssertEqual(calls, 0, "the factory does not run before a subscription")
        XCTAssertEqual(events(source), [.next(1), .completed])
        XCTAssertEqual(events(source), [.next(2), .completed])
        XCTAssertEqual(calls, 2)
    }

    func testThrowingFactorySendsError() {
        let source = Observable<Int>.deferred { () throws -> Observables.Just<Int> in
            throw testError
        }
        XCTAssertEqual(events(source), [.error(testError)])
    }

    func testDisposeReachesTheCreatedSequence() {
        let manual = ManualSource<Int>()
        let source = Observable<Int>.deferred { () -> Observables.Create<Int> in manual.observable }
        let recorder = Recorder<Int>()
        let subscription = source.subscribe(recorder.observer)
        XCTAssertEqual(manual.subscribeCount, 1)
        manual.onNext(1)
        subscription.dispose()
        XCTAssertEqual(manual.disposeCount, 1)
        manual.onNext(2)
        XCTAssertEqual(recorder.events, [.next(1)])
    }
}

final class ObservableUsingTests: ValueRxTestCase {
    func testResourceDisposedAfterCompletion() {
        var log: [String] = []
        var resources: [UsingResource] = []
        let source = Observable<Int>.using({ () -> UsingResource in
            log.append("resource")
            let resource = UsingResource { log.append("resource disposed") }
            resources.append(resource)
            return resource
        }, observableFactory: { (_: UsingResource) -> Observables.Sequence<[Int], CurrentThreadScheduler> in
            log.append("factory")
            return Observable.of(1, 2)
        })
        XCTAssertEqual(log, [], "nothing happens before a subscription")
        let subscription = source.subscribe(
            onNext: { (value: Int) in log.append("next \(value)") },
            onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["resource", "factory", "next 1", "next 2", "completed", "resource disposed"])
        subscription.dispose()
        XCTAssertEqual(resources.map(\.disposeCount), [1], "exactly once")
    }

    func testResourceDisposedAfterError() {
        var resources: [UsingResource] = []
        let source = Observable<Int>.using({ () -> UsingResource in
            let resource = UsingResource()
            resources.append(resource)
            return resource
        }, observableFactory: { (_: UsingResource) -> Observables.Fail<Int> in
            Observable<Int>.error(testError)
        })
        XCTAssertEqual(events(source), [.error(testError)])
        XCTAssertEqual(resources.map(\.disposeCount), [1])
    }

    func testResourceDisposedOnDispose() {
        let manual = ManualSource<Int>()
        var resources: [UsingResource] = []
        let source = Observable<Int>.using({ () -> UsingResource in
            let resource = UsingResource()
            resources.append(resource)
            return resource
        }, observableFactory: { (_: UsingResource) -> Observables.Create<Int> in
            manual.observable
        })
        let recorder = Recorder<Int>()
        let subscription = source.subscribe(recorder.observer)
        manual.onNext(1)
        XCTAssertEqual(resources.map(\.disposeCount), [0])
        subscription.dispose()
        XCTAssertEqual(resources.map(\.disposeCount), [1])
        XCTAssertEqual(manual.disposeCount, 1)
        subscription.dispose()
        manual.onNext(2)
        XCTAssertEqual(resources.map(\.disposeCount), [1], "exactly once")
        XCTAssertEqual(recorder.events, [.next(1)])
    }

    func testResourcePerSubscription() {
        var resources: [UsingResource] = []
        let source = Observable<Int>.using({ () -> UsingResource in
            let resource = UsingResource()
            resources.append(resource)
            return resource
        }, observableFactory: { (_: UsingResource) -> Observables.Just<Int> in
            Observable.just(resources.count)
        })
        XCTAssertEqual(events(source), [.next(1), .completed])
        XCTAssertEqual(events(source), [.next(2), .completed])
        XCTAssertEqual(resources.map(\.disposeCount), [1, 1])
    }

    func testThrowingResourceFactorySendsError() {
        var factoryCalls = 0
        let source = Observable<Int>.using({ () throws -> UsingResource in
            throw testError
        }, observableFactory: { (_: UsingResource) -> Observables.Just<Int> in
            factoryCalls += 1
            return Observable.just(1)
        })
        XCTAssertEqual(events(source), [.error(testError)])
        XCTAssertEqual(factoryCalls, 0)
    }

    func testThrowingObservableFactorySendsErrorAndDisposesResource() {
        var resources: [UsingResource] = []
        let source = Observable<Int>.using({ () -> UsingResource in
            let resource = UsingResource()
            resources.append(resource)
            return resource
        }, observableFactory: { (_: UsingResource) throws -> Observables.Just<Int> in
            throw testError
        })
        XCTAssertEqual(events(source), [.error(testError)])
        XCTAssertEqual(resources.map(\.disposeCount), [1])
    }
}

// MARK: - Schedulers

final class CreationSchedulerOverloadTests: ValueRxTestCase {
    func testCurrentThreadSchedulerOverloads() {
        let scheduler = CurrentThreadScheduler.instance
        XCTAssertEqual(events(Observable.just(1, scheduler: scheduler)), [.next(1), .completed])
        XCTAssertEqual(events(Observable.of(1, 2, scheduler: scheduler)), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(Observable.from([1, 2], scheduler: scheduler)), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(Observable<Int>.from(1...2, scheduler: scheduler)), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(Observable<Int>.from(optional: 3, scheduler: scheduler)), [.next(3), .completed])
        XCTAssertEqual(events(Observable<Int>.from(optional: nil, scheduler: scheduler)), [.completed])
        XCTAssertEqual(events(Observable.range(start: 1, count: 2, scheduler: scheduler)), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(Observable.range(start: 1, count: 0, scheduler: scheduler)), [.completed])
        let generated = Observable<Int>.generate(
            initialState: 1,
            condition: { (x: Int) -> Bool in x < 20 },
            scheduler: scheduler,
            iterate: { (x: Int) -> Int in x * 3 })
        XCTAssertEqual(events(generated), [.next(1), .next(3), .next(9), .completed])
        XCTAssertEqual(events(Observable.repeatElement(4, scheduler: scheduler).take(2)), [.next(4), .next(4), .completed])
    }

    func testImmediateSchedulerOverloads() {
        let scheduler = ImmediateScheduler.instance
        XCTAssertEqual(events(Observable.just(1, scheduler: scheduler)), [.next(1), .completed])
        XCTAssertEqual(events(Observable.of(1, 2, scheduler: scheduler)), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(Observable.from([1, 2], scheduler: ImmediateScheduler())), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(Observable<Int>.from(1...2, scheduler: scheduler)), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(Observable<Int>.from(optional: 3, scheduler: scheduler)), [.next(3), .completed])
        XCTAssertEqual(events(Observable<Int>.from(optional: nil, scheduler: scheduler)), [.completed])
        XCTAssertEqual(events(Observable.range(start: 1, count: 2, scheduler: scheduler)), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(Observable.range(start: 1, count: 0, scheduler: scheduler)), [.completed])
        let generated = Observable<Int>.generate(
            initialState: 1,
            condition: { (x: Int) -> Bool in x < 20 },
            scheduler: scheduler,
            iterate: { (x: Int) -> Int in x * 3 })
        XCTAssertEqual(events(generated), [.next(1), .next(3), .next(9), .completed])
        let failing = Observable<Int>.generate(
            initialState: 0,
            condition: { (x: Int) throws -> Bool in
                if x == 1 { throw testError }
                return true
            },
            scheduler: scheduler,
            iterate: { (x: Int) -> Int in x + 1 })
        XCTAssertEqual(events(failing), [.next(0), .error(testError)])
        XCTAssertEqual(events(Observable.repeatElement(4, scheduler: scheduler).take(2)), [.next(4), .next(4), .completed])
    }

    func testImmediateSchedulerLongSequenceDoesNotGrowTheStack() {
        // Recursive scheduling on the immediate scheduler is iterative (ValueRx promise).
        var count = 0
        var completed = false
        _ = Observable.range(start: 0, count: 100_000, scheduler: ImmediateScheduler.instance)
            .subscribe(onNext: { (_: Int) in count += 1 }, onCompleted: { completed = true })
        XCTAssertEqual(count, 100_000)
        XCTAssertTrue(completed)
    }

    func testImmediateSchedulerRunsNestedSubscriptionsInline() {
        // Both sources on the immediate scheduler: the inner sequence runs to completion inside
        // the outer onNext (same order in RxSwift with an immediate scheduler).
        var log: [String] = []
        let immediate = ImmediateScheduler.instance
        _ = Observable.of(1, 2, scheduler: immediate).subscribe(onNext: { (outer: Int) in
            log.append("outer \(outer)")
            _ = Observable.of(10, 20, scheduler: immediate).subscribe(onNext: { (inner: Int) in
                log.append("inner \(outer)-\(inner)")
            })
        }, onCompleted: {
            log.append("outer completed")
        })
        XCTAssertEqual(log, ["outer 1", "inner 1-10", "inner 1-20", "outer 2", "inner 2-10", "inner 2-20", "outer completed"])
    }

    /// RxSwift's `Producer.subscribe` wraps *every* producer subscription (whatever scheduler
    /// the source emits on) in a `CurrentThreadScheduler` action, so inside the onNext of a
    /// sequence on an immediate scheduler the trampoline is already running.
    func testSourceOnImmediateSchedulerSubscribesInsideTheTrampoline() {
        var required: [Bool] = []
        _ = Observable.of(1, 2, scheduler: ImmediateScheduler.instance).subscribe(onNext: { (_: Int) in
            required.append(CurrentThreadScheduler.isScheduleRequired)
        })
        XCTAssertEqual(required, [false, false])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    /// Consequence of the rule above: a default-scheduler sequence subscribed inside the onNext
    /// of an immediate-scheduler sequence is queued on the trampoline that the outer
    /// subscription installed, so it only runs once the outer (immediate, nested) recursion has
    /// finished; then the two queued inner sequences alternate, one step each.
    func testDefaultSchedulerSourceInsideImmediateSchedulerSourceIsQueued() {
        var log: [String] = []
        _ = Observable.of(1, 2, scheduler: ImmediateScheduler.instance).subscribe(onNext: { (outer: Int) in
            log.append("outer \(outer)")
            _ = Observable.of(10, 20).subscribe(onNext: { (inner: Int) in
                log.append("inner \(outer)-\(inner)")
            })
        }, onCompleted: {
            log.append("outer completed")
        })
        XCTAssertEqual(log, ["outer 1", "outer 2", "outer completed",
                             "inner 1-10", "inner 2-10", "inner 1-20", "inner 2-20"])
    }
}

// MARK: - CurrentThreadScheduler trampoline

final class CurrentThreadTrampolineTests: ValueRxTestCase {
    func testIsScheduleRequired() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "outside any subscription")
        var inside: [Bool] = []
        _ = Observable.of(1, 2).subscribe(onNext: { (_: Int) in
            inside.append(CurrentThreadScheduler.isScheduleRequired)
        })
        XCTAssertEqual(inside, [false, false])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired, "restored after the subscription")

        inside = []
        _ = Observable.range(start: 0, count: 2).subscribe(onNext: { (_: Int) in
            inside.append(CurrentThreadScheduler.isScheduleRequired)
        })
        XCTAssertEqual(inside, [false, false])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testIsScheduleRequiredIsPerThread() {
        let onOtherThread = ThreadResult()
        _ = Observable.of(1).subscribe(onNext: { (_: Int) in
            let done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                onOtherThread.value = CurrentThreadScheduler.isScheduleRequired
                done.signal()
            }
            done.wait()
        })
        XCTAssertEqual(onOtherThread.value, true, "another thread has no trampoline running")
    }

    func testScheduleDefersNestedActions() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { (_: Void) -> Disposable in
            log.append("a start")
            _ = CurrentThreadScheduler.instance.schedule(()) { (_: Void) -> Disposable in
                log.append("b")
                return Disposables.create()
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { (_: Void) -> Disposable in
                log.append("c")
                return Disposables.create()
            }
            log.append("a end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["a start", "a end", "b", "c"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testDisposingAQueuedActionCancelsIt() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { (_: Void) -> Disposable in
            let queued = CurrentThreadScheduler.instance.schedule(()) { (_: Void) -> Disposable in
                log.append("cancelled action ran")
                return Disposables.create()
            }
            queued.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(log, [])
    }

    /// Inside an outer `of(1, 2, 3)` onNext, an inner `of(10, 20)` subscription is queued on the
    /// trampoline instead of running. RxSwift's `ObservableSequence` emits one element per
    /// recursive step and schedules the next step *after* forwarding the element, so:
    /// - outer step 1 emits 1; the onNext queues inner#1's first step, then outer queues its step 2;
    /// - the queue runs in FIFO order and each step queues its successor at the back, so the
    ///   live sequences take turns, one step each: [I1, O2] → I1 emits 10 → [O2, I1'] → O2 emits 2
    ///   and queues inner#2 then O3 → [I1', J1, O3] → ...
    /// - completion is a step of its own (the iterator returned nil), so it also takes a turn.
    func testNestedDefaultSchedulerSubscriptionsInterleave() {
        var log: [String] = []
        _ = Observable.of(1, 2, 3).subscribe(onNext: { (outer: Int) in
            log.append("outer \(outer)")
            _ = Observable.of(10, 20).subscribe(onNext: { (inner: Int) in
                log.append("inner \(outer)-\(inner)")
            }, onCompleted: {
                log.append("inner \(outer) completed")
            })
        }, onCompleted: {
            log.append("outer completed")
        })
        XCTAssertEqual(log, [
            "outer 1",              // queue after: [I1, O2]
            "inner 1-10",           // [O2, I2]
            "outer 2",              // [I2, J1, O3]
            "inner 1-20",           // [J1, O3, I3]
            "inner 2-10",           // [O3, I3, J2]
            "outer 3",              // [I3, J2, K1, O4]
            "inner 1 completed",    // [J2, K1, O4]
            "inner 2-20",           // [K1, O4, J3]
            "inner 3-10",           // [O4, J3, K2]
            "outer completed",      // [J3, K2]
            "inner 2 completed",    // [K2]
            "inner 3-20",           // [K3]
            "inner 3 completed",
        ])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testNestedSubscriptionRunsAfterTheCurrentStepReturns() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(onNext: { (outer: Int) in
            log.append("start \(outer)")
            _ = Observable.of(outer * 10).subscribe(onNext: { (inner: Int) in log.append("inner \(inner)") })
            log.append("end \(outer)")
        })
        XCTAssertEqual(log, ["start 1", "end 1", "inner 10", "start 2", "end 2", "inner 20"])
    }

    func testImmediateSourcesRunSynchronouslyInsideTheTrampoline() {
        // `just`, `create` and `from(optional:)` do not schedule: as in RxSwift (Just overrides
        // subscribe; Producer.subscribe runs `run` directly when the trampoline is running).
        var log: [String] = []
        _ = Observable.of(1).subscribe(onNext: { (_: Int) in
            log.append("start")
            _ = Observable.just("just").subscribe(onNext: { (value: String) in log.append(value) })
            _ = Observable<String>.from(optional: "optional").subscribe(onNext: { (value: String) in log.append(value) })
            _ = Observable<String>.create { (observer: AnyObserver<String>) -> Disposable in
                observer.onNext("create")
                return Disposables.create()
            }.subscribe(onNext: { (value: String) in log.append(value) })
            log.append("end")
        })
        XCTAssertEqual(log, ["start", "just", "optional", "create", "end"])
    }

    func testScheduledJustIsDeferredInsideTheTrampoline() {
        var log: [String] = []
        _ = Observable.of(1).subscribe(onNext: { (_: Int) in
            log.append("start")
            _ = Observable.just("just", scheduler: CurrentThreadScheduler.instance)
                .subscribe(onNext: { (value: String) in log.append(value) }, onCompleted: { log.append("just completed") })
            log.append("end")
        })
        XCTAssertEqual(log, ["start", "end", "just", "just completed"])
    }

    func testDisposingAQueuedSubscriptionPreventsItsEvents() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(onNext: { (outer: Int) in
            log.append("outer \(outer)")
            let inner = Observable.of(10, 20).subscribe(onNext: { (inner: Int) in log.append("inner \(inner)") })
            if outer == 1 { inner.dispose() }
        })
        XCTAssertEqual(log, ["outer 1", "outer 2", "inner 10", "inner 20"])
    }

    func testDisposingARunningSequenceFromItsOwnOnNextStopsIt() {
        // The subscription returned while queued can stop it mid-way.
        var log: [String] = []
        var inner: Disposable?
        _ = Observable.of(1).subscribe(onNext: { (_: Int) in
            inner = Observable.of(10, 20, 30).subscribe(onNext: { (value: Int) in
                log.append("inner \(value)")
                if value == 20 { inner?.dispose() }
            }, onCompleted: { log.append("inner completed") })
        })
        XCTAssertEqual(log, ["inner 10", "inner 20"])
    }
}
