import Foundation
import ValueRx
import ValueRxBlocking
import ValueRxTest
import XCTest

// Creation operators (just, from(optional:), range, generate, repeatElement, of / from,
// using) on the virtual-time scheduler, RxTest style.
//
// Ports the scenarios of RxSwift's own tests (Observable+JustTests, +OptionalTests,
// +RangeTests, +GenerateTests, +RepeatTests, +SequenceTests, +UsingTests): the same
// sequences, subscribed and disposed at the same virtual times, with the same expected
// recordings and subscription intervals. RxSwift's expectations are the oracle; each test is
// named after the RxSwift test it ports.
//
// Not ported:
// - every `#if TRACE_RESOURCES` test (RxSwift's resource counter): testJustReleasesResourcesOnComplete,
//   testJustSchdedulerReleasesResourcesOnComplete, testFromOptionalScheduler1/2ReleasesResourcesOnComplete,
//   testFromOptional1/2ReleasesResourcesOnComplete, testRangeSchedulerReleasesResourcesOnComplete,
//   testRangeReleasesResourcesOnComplete, testGenerateReleasesResourcesOnComplete/OnError,
//   testFromArrayReleasesResourcesOnComplete, testOfReleasesResourcesOnComplete,
//   testFromSequenceReleasesResourcesOnComplete, testUsingReleasesResourcesOnComplete/OnError.
//
// Adaptations that do not change what is observed:
// - RxSwift's using tests type the result `as Observable<Int>` and return `xs.asObservable()`;
//   ValueRx's `using` takes any observable, so the factories return the testable observable
//   (or `never()`) directly, with explicit closure types.
// - RxSwift's `MockDisposable` test helper is reproduced as `PortedUsingResource` (records the
//   scheduler's clock when created and each time it is disposed).
// - testJust_DefaultScheduler blocks with a timeout so a regression fails instead of hanging.

// MARK: - Shared fixtures

private typealias CreationIntEvents = [Recorded<Event<Int>>]

/// RxSwift's `MockDisposable`: records the clock at creation and at every `dispose()`.
private final class PortedUsingResource: Disposable {
    private(set) var ticks: [TestTime] = []
    private let scheduler: TestScheduler

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        ticks.append(scheduler.clock)
    }

    func dispose() {
        ticks.append(scheduler.clock)
    }
}

// MARK: - Observable+JustTests

final class PortedJustTests: ValueRxTestCase {
    func testJust_Immediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42) }
        let expected: CreationIntEvents = [.next(200, 42), .completed(200)]
        XCTAssertEqual(res.events, expected)
    }

    func testJust_Basic() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        let expected: CreationIntEvents = [.next(201, 42), .completed(202)]
        XCTAssertEqual(res.events, expected)
    }

    func testJust_Disposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
        let expected: CreationIntEvents = []
        XCTAssertEqual(res.events, expected)
    }

    func testJust_DisposeAfterNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let subscriptionHolder = SingleAssignmentDisposable()
        let res = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(100) {
            let subscription = Observable.just(42, scheduler: scheduler).subscribe { (event: Event<Int>) in
                res.on(event)
                if case .next = event {
                    subscriptionHolder.dispose()
                }
            }
            subscriptionHolder.setDisposable(subscription)
        }
        scheduler.start()

        let expected: CreationIntEvents = [.next(101, 42)]
        XCTAssertEqual(res.events, expected)
    }

    func testJust_DefaultScheduler() throws {
        let blockingElements = try Observable.just(42, scheduler: MainScheduler.instance)
            .toBlocking(timeout: 5)
            .toArray()
        XCTAssertEqual(blockingElements, [42])
    }

    func testJust_CompilesInMap() {
        // Compile-time check: `Observable.just` can be passed as a function.
        _ = (1 as Int?).map(Observable.just)
    }
}

// MARK: - Observable+OptionalTests

final class PortedOptionalTests: ValueRxTestCase {
    func testFromOptionalSome_immediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: Int?.some(5)) }
        let expected: CreationIntEvents = [.next(200, 5), .completed(200)]
        XCTAssertEqual(res.events, expected)
    }

    func testFromOptionalNone_immediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: Int?.none) }
        let expected: CreationIntEvents = [.completed(200)]
        XCTAssertEqual(res.events, expected)
    }

    func testFromOptionalSome_basic_testScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: Int?.some(5), scheduler: scheduler) }
        let expected: CreationIntEvents = [.next(201, 5), .completed(202)]
        XCTAssertEqual(res.events, expected)
    }

    func testFromOptionalNone_basic_testScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: Int?.none, scheduler: scheduler) }
        let expected: CreationIntEvents = [.completed(201)]
        XCTAssertEqual(res.events, expected)
    }
}

// MARK: - Observable+RangeTests

final class PortedRangeTests: ValueRxTestCase {
    func testRange_Boundaries() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.range(start: Int.max, count: 1, scheduler: scheduler) }
        let expected: CreationIntEvents = [.next(201, Int.max), .completed(202)]
        XCTAssertEqual(res.events, expected)
    }

    func testRange_ZeroCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.range(start: 0, count: 0, scheduler: scheduler) }
        let expected: CreationIntEvents = [.completed(201)]
        XCTAssertEqual(res.events, expected)
    }

    func testRange_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable<Int>.range(start: -10, count: 5, scheduler: scheduler) }
        let expected: CreationIntEvents = [.next(201, -10), .next(202, -9), .next(203, -8)]
        XCTAssertEqual(res.events, expected)
    }
}

// MARK: - Observable+GenerateTests

final class PortedGenerateTests: ValueRxTestCase {
    func testGenerate_Finite() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.generate(
                initialState: 0,
                condition: { (state: Int) -> Bool in state <= 3 },
                scheduler: scheduler,
                iterate: { (state: Int) -> Int in state + 1 }
            )
        }
        let expected: CreationIntEvents = [
            .next(201, 0),
            .next(202, 1),
            .next(203, 2),
            .next(204, 3),
            .completed(205),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testGenerate_ThrowCondition() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.generate(
                initialState: 0,
                condition: { (_: Int) throws -> Bool in throw testError },
                scheduler: scheduler,
                iterate: { (state: Int) -> Int in state + 1 }
            )
        }
        let expected: CreationIntEvents = [.error(201, testError)]
        XCTAssertEqual(res.events, expected)
    }

    func testGenerate_ThrowIterate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.generate(
                initialState: 0,
                condition: { (_: Int) -> Bool in true },
                scheduler: scheduler,
                iterate: { (_: Int) throws -> Int in throw testError }
            )
        }
        let expected: CreationIntEvents = [.next(201, 0), .error(202, testError)]
        XCTAssertEqual(res.events, expected)
    }

    func testGenerate_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable<Int>.generate(
                initialState: 0,
                condition: { (_: Int) -> Bool in true },
                scheduler: scheduler,
                iterate: { (state: Int) -> Int in state + 1 }
            )
        }
        let expected: CreationIntEvents = [.next(201, 0), .next(202, 1)]
        XCTAssertEqual(res.events, expected)
    }

    func testGenerate_take() {
        var iterations = 0
        var received: [Int] = []

        _ = Observable<Int>.generate(
            initialState: 0,
            condition: { (_: Int) -> Bool in true },
            iterate: { (state: Int) -> Int in
                iterations += 1
                return state + 1
            }
        )
        .take(4)
        .subscribe(onNext: { (element: Int) in received.append(element) })

        XCTAssertEqual(received, [0, 1, 2, 3])
        XCTAssertEqual(iterations, 3)
    }
}

// MARK: - Observable+RepeatTests

final class PortedRepeatTests: ValueRxTestCase {
    func testRepeat_Element() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 207) { Observable.repeatElement(42, scheduler: scheduler) }
        let expected: CreationIntEvents = [
            .next(201, 42),
            .next(202, 42),
            .next(203, 42),
            .next(204, 42),
            .next(205, 42),
            .next(206, 42),
        ]
        XCTAssertEqual(res.events, expected)
    }
}

// MARK: - Observable+SequenceTests

final class PortedSequenceTests: ValueRxTestCase {
    /// 3, 1, 2, 4 one tick apart from 201, completed at 205: a four-element sequence
    /// subscribed at 200 on the test scheduler.
    private static let scheduledRun: CreationIntEvents = [
        .next(201, 3),
        .next(202, 1),
        .next(203, 2),
        .next(204, 4),
        .completed(205),
    ]

    /// The first two elements of `scheduledRun`: the subscription is disposed at 203.
    private static let disposedAt203: CreationIntEvents = [.next(201, 3), .next(202, 1)]

    // from(array)

    func testFromArray_complete_immediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from([3, 1, 2, 4], scheduler: scheduler) }
        XCTAssertEqual(res.events, Self.scheduledRun)
    }

    func testFromArray_complete() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from([3, 1, 2, 4], scheduler: scheduler) }
        XCTAssertEqual(res.events, Self.scheduledRun)
    }

    func testFromArray_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable<Int>.from([3, 1, 2, 4], scheduler: scheduler) }
        XCTAssertEqual(res.events, Self.disposedAt203)
    }

    // of

    func testSequenceOf_complete_immediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(3, 1, 2, 4) }
        let expected: CreationIntEvents = [
            .next(200, 3),
            .next(200, 1),
            .next(200, 2),
            .next(200, 4),
            .completed(200),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testSequenceOf_complete() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(3, 1, 2, 4, scheduler: scheduler) }
        XCTAssertEqual(res.events, Self.scheduledRun)
    }

    func testSequenceOf_dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.of(3, 1, 2, 4, scheduler: scheduler) }
        XCTAssertEqual(res.events, Self.disposedAt203)
    }

    // from(sequence)

    func testFromAnySequence_basic_immediate() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from(AnySequence([3, 1, 2, 4]), scheduler: scheduler) }
        XCTAssertEqual(res.events, Self.scheduledRun)
    }

    func testToObservableAnySequence_basic_testScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from(AnySequence([3, 1, 2, 4]), scheduler: scheduler) }
        XCTAssertEqual(res.events, Self.scheduledRun)
    }
}

// MARK: - Observable+UsingTests

final class PortedUsingTests: ValueRxTestCase {
    func testUsing_Complete() {
        let scheduler = TestScheduler(initialClock: 0)
        var resourceFactoryCalls = 0
        var observableFactoryCalls = 0
        var xs: TestableObservable<Int>!
        var resource: PortedUsingResource!
        var resourceSeenByFactory: PortedUsingResource!

        let res = scheduler.start {
            Observable<Int>.using({ () -> PortedUsingResource in
                resourceFactoryCalls += 1
                resource = PortedUsingResource(scheduler: scheduler)
                return resource
            }, observableFactory: { (given: PortedUsingResource) -> TestableObservable<Int> in
                resourceSeenByFactory = given
                observableFactoryCalls += 1
                xs = scheduler.createColdObservable([
                    .next(100, scheduler.clock),
                    .completed(200),
                ])
                return xs
            })
        }

        XCTAssertTrue(resource === resourceSeenByFactory)
        let expected: CreationIntEvents = [.next(300, 200), .completed(400)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(observableFactoryCalls, 1)
        XCTAssertEqual(resourceFactoryCalls, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(resource.ticks, [200, 400])
    }

    func testUsing_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        var resourceFactoryCalls = 0
        var observableFactoryCalls = 0
        var xs: TestableObservable<Int>!
        var resource: PortedUsingResource!
        var resourceSeenByFactory: PortedUsingResource!

        let res = scheduler.start {
            Observable<Int>.using({ () -> PortedUsingResource in
                resourceFactoryCalls += 1
                resource = PortedUsingResource(scheduler: scheduler)
                return resource
            }, observableFactory: { (given: PortedUsingResource) -> TestableObservable<Int> in
                resourceSeenByFactory = given
                observableFactoryCalls += 1
                xs = scheduler.createColdObservable([
                    .next(100, scheduler.clock),
                    .error(200, testError),
                ])
                return xs
            })
        }

        XCTAssertTrue(resource === resourceSeenByFactory)
        let expected: CreationIntEvents = [.next(300, 200), .error(400, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(observableFactoryCalls, 1)
        XCTAssertEqual(resourceFactoryCalls, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(resource.ticks, [200, 400])
    }

    func testUsing_Dispose() {
        let scheduler = TestScheduler(initialClock: 0)
        var resourceFactoryCalls = 0
        var observableFactoryCalls = 0
        var xs: TestableObservable<Int>!
        var resource: PortedUsingResource!
        var resourceSeenByFactory: PortedUsingResource!

        let res = scheduler.start {
            Observable<Int>.using({ () -> PortedUsingResource in
                resourceFactoryCalls += 1
                resource = PortedUsingResource(scheduler: scheduler)
                return resource
            }, observableFactory: { (given: PortedUsingResource) -> TestableObservable<Int> in
                resourceSeenByFactory = given
                observableFactoryCalls += 1
                xs = scheduler.createColdObservable([
                    .next(100, scheduler.clock),
                    .next(1000, scheduler.clock + 1),
                ])
                return xs
            })
        }

        XCTAssertTrue(resource === resourceSeenByFactory)
        let expected: CreationIntEvents = [.next(300, 200)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(observableFactoryCalls, 1)
        XCTAssertEqual(resourceFactoryCalls, 1)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(resource.ticks, [200, 1000])
    }

    func testUsing_ThrowResourceSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        var resourceFactoryCalls = 0
        var observableFactoryCalls = 0

        let res = scheduler.start {
            Observable<Int>.using({ () throws -> PortedUsingResource in
                resourceFactoryCalls += 1
                throw testError
            }, observableFactory: { (_: PortedUsingResource) -> Observables.Never<Int> in
                observableFactoryCalls += 1
                return Observable<Int>.never()
            })
        }

        let expected: CreationIntEvents = [.error(200, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(observableFactoryCalls, 0)
        XCTAssertEqual(resourceFactoryCalls, 1)
    }

    func testUsing_ThrowResourceUsage() {
        let scheduler = TestScheduler(initialClock: 0)
        var resourceFactoryCalls = 0
        var observableFactoryCalls = 0
        var resource: PortedUsingResource!

        let res = scheduler.start {
            Observable<Int>.using({ () -> PortedUsingResource in
                resourceFactoryCalls += 1
                resource = PortedUsingResource(scheduler: scheduler)
                return resource
            }, observableFactory: { (_: PortedUsingResource) throws -> Observables.Never<Int> in
                observableFactoryCalls += 1
                throw testError
            })
        }

        let expected: CreationIntEvents = [.error(200, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(observableFactoryCalls, 1)
        XCTAssertEqual(resourceFactoryCalls, 1)
        XCTAssertEqual(resource.ticks, [200, 200])
    }
}
