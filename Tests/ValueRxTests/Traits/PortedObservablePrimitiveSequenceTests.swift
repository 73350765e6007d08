import ValueRx
import ValueRxTest
import XCTest

// The conversions from an observable to a trait (asSingle, first, asMaybe, asCompletable), the
// closure subscriptions of Single / Maybe / Completable, and Completable's zip and concat, on
// the virtual-time scheduler, RxTest style.
//
// Ports RxSwift's Observable+PrimitiveSequenceTest (ObservablePrimitiveSequenceTest): the same
// source events at the same virtual times, the same expected recordings, subscription
// intervals and closure logs. RxSwift's expectations are the oracle; each test is named after
// the RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests (RxSwift's resource counter):
// testAsSingleReleasesResourcesOnComplete, testAsSingleReleasesResourcesOnError1/2,
// testFirstReleasesResourcesOnComplete, testFirstReleasesResourcesOnError1,
// testAsMaybeReleasesResourcesOnComplete1/2, testAsMaybeReleasesResourcesOnError1/2,
// testAsCompletableReleasesResourcesOnComplete, testAsCompletableReleasesResourcesOnError.
// No test of this file needs a time operator or a Swift-concurrency bridge.
//
// Adaptations that do not change what is observed:
// - The expected recordings are typed constants instead of literals in the assertion.
// - `Single.error`, `Maybe.error` and `Maybe.empty` name their element type
//   (`Single<Int>.error(testError)`); RxSwift lets the subscribe closures' bodies infer it.
// - ValueRx's operators return concrete trait types, not `Completable`. The factories of
//   testCompletable_merge / testCompletable_concat are typed `(Completable, Completable) ->
//   Completable` as in RxSwift, so what they return and what they are given gets the erasing
//   `.asCompletable()` (on a Completable it erases; on an observable it is the conversion,
//   which the second call then erases).
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx operator answers
// `.stop`; `TestableObservable` records either as the end of the subscription.

private typealias PrimitiveSequenceIntEvents = [Recorded<Event<Int>>]
private typealias PrimitiveSequenceNeverEvents = [Recorded<Event<Never>>]

final class PortedObservablePrimitiveSequenceTests: ValueRxTestCase {}

// MARK: - asSingle

extension PortedObservablePrimitiveSequenceTests {
    func testAsSingle_Empty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .completed(250),
            .error(260, testError),
        ])

        let res = scheduler.start {
            xs.asSingle()
        }

        let expected: PrimitiveSequenceIntEvents = [
            .error(250, RxError.noElements),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testAsSingle_One() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(250),
            .error(260, testError),
        ])

        let res = scheduler.start {
            xs.asSingle()
        }

        let expected: PrimitiveSequenceIntEvents = [
            .next(250, 2),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testAsSingle_Many() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(250),
            .error(260, testError),
        ])

        let res = scheduler.start {
            xs.asSingle()
        }

        let expected: PrimitiveSequenceIntEvents = [
            .error(220, RxError.moreThanOneElement),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 220),
        ])
    }

    func testAsSingle_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .error(210, testError),
        ])

        let res = scheduler.start {
            xs.asSingle()
        }

        let expected: PrimitiveSequenceIntEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
        ])
    }

    func testAsSingle_Error2() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(205, 2),
            .error(210, testError),
        ])

        let res = scheduler.start {
            xs.asSingle()
        }

        let expected: PrimitiveSequenceIntEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
        ])
    }

    func testAsSingle_subscribeOnSuccess() {
        var events: [SingleEvent<Int>] = []

        _ = Single.just(1).subscribe(onSuccess: { element in
            events.append(.success(element))
        }, onFailure: { error in
            events.append(.failure(error))
        })

        XCTAssertEqual(events, [.success(1)])
    }

    func testAsSingle_subscribeOnError() {
        var events: [SingleEvent<Int>] = []

        _ = Single<Int>.error(testError).subscribe(onSuccess: { element in
            events.append(.success(element))
        }, onFailure: { error in
            events.append(.failure(error))
        })

        XCTAssertEqual(events, [.failure(testError)])
    }
}

// MARK: - first

extension PortedObservablePrimitiveSequenceTests {
    func testFirst_Empty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .completed(250),
            .error(260, testError),
        ])

        let res: TestableObserver<Int> = scheduler.start {
            xs.first().map { $0 ?? -1 }
        }

        let expected: PrimitiveSequenceIntEvents = [
            .next(250, -1),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testFirst_One() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(250),
            .error(260, testError),
        ])

        let res = scheduler.start {
            xs.first().map { $0 ?? -1 }
        }

        let expected: PrimitiveSequenceIntEvents = [
            .next(210, 2),
            .completed(210),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
        ])
    }

    func testFirst_Many() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(250),
            .error(260, testError),
        ])

        let res = scheduler.start {
            xs.first().map { $0 ?? -1 }
        }

        let expected: PrimitiveSequenceIntEvents = [
            .next(210, 2),
            .completed(210),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
        ])
    }

    func testFirst_ManyWithoutCompletion() {
        let scheduler = TestScheduler(initialClock: 0)

        // The events are listed out of time order (280 before 250), as in RxSwift: a hot
        // observable delivers each at its own time, so 4 (at 250) comes first.
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(160, 2),
            .next(280, 3),
            .next(250, 4),
            .next(300, 5),
        ])

        let res = scheduler.start {
            xs.first().map { $0 ?? -1 }
        }

        let expected: PrimitiveSequenceIntEvents = [
            .next(250, 4),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testFirst_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .error(210, testError),
        ])

        let res = scheduler.start {
            xs.first().map { $0 ?? -1 }
        }

        let expected: PrimitiveSequenceIntEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
        ])
    }
}

// MARK: - asMaybe

extension PortedObservablePrimitiveSequenceTests {
    func testAsMaybe_Empty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .completed(250),
            .error(260, testError),
        ])

        let res = scheduler.start {
            xs.asMaybe()
        }

        let expected: PrimitiveSequenceIntEvents = [
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testAsMaybe_One() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(250),
            .error(260, testError),
        ])

        let res = scheduler.start {
            xs.asMaybe()
        }

        let expected: PrimitiveSequenceIntEvents = [
            .next(250, 2),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testAsMaybe_Many() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(250),
            .error(260, testError),
        ])

        let res = scheduler.start {
            xs.asMaybe()
        }

        let expected: PrimitiveSequenceIntEvents = [
            .error(220, RxError.moreThanOneElement),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 220),
        ])
    }

    func testAsMaybe_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .error(210, testError),
        ])

        let res = scheduler.start {
            xs.asMaybe()
        }

        let expected: PrimitiveSequenceIntEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
        ])
    }

    func testAsMaybe_Error2() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(205, 2),
            .error(210, testError),
        ])

        let res = scheduler.start {
            xs.asMaybe()
        }

        let expected: PrimitiveSequenceIntEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
        ])
    }

    func testAsMaybe_subscribeOnSuccess() {
        var events: [MaybeEvent<Int>] = []

        _ = Maybe.just(1).subscribe(onSuccess: { element in
            events.append(.success(element))
        }, onError: { error in
            events.append(.error(error))
        }, onCompleted: {
            events.append(.completed)
        })

        XCTAssertEqual(events, [.success(1)])
    }

    func testAsMaybe_subscribeOnError() {
        var events: [MaybeEvent<Int>] = []

        _ = Maybe<Int>.error(testError).subscribe(onSuccess: { element in
            events.append(.success(element))
        }, onError: { error in
            events.append(.error(error))
        }, onCompleted: {
            events.append(.completed)
        })

        XCTAssertEqual(events, [.error(testError)])
    }

    func testAsMaybe_subscribeOnCompleted() {
        var events: [MaybeEvent<Int>] = []

        _ = Maybe<Int>.empty().subscribe(onSuccess: { element in
            events.append(.success(element))
        }, onError: { error in
            events.append(.error(error))
        }, onCompleted: {
            events.append(.completed)
        })

        XCTAssertEqual(events, [.completed])
    }
}

// MARK: - asCompletable, Completable.zip / concat

extension PortedObservablePrimitiveSequenceTests {
    func testAsCompletable_Empty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .completed(250, Never.self),
            .error(260, testError),
        ])

        let res = scheduler.start {
            xs.asCompletable()
        }

        let expected: PrimitiveSequenceNeverEvents = [
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testAsCompletable_Error() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .error(210, testError, Never.self),
        ])

        let res = scheduler.start {
            xs.asCompletable()
        }

        let expected: PrimitiveSequenceNeverEvents = [
            .error(210, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 210),
        ])
    }

    func testAsCompletable_subscribeOnCompleted() {
        var events: [CompletableEvent] = []

        _ = Completable.empty().subscribe(onCompleted: {
            events.append(.completed)
        }, onError: { error in
            events.append(.error(error))
        })

        XCTAssertEqual(events, [.completed])
    }

    func testAsCompletable_subscribeOnError() {
        var events: [CompletableEvent] = []

        _ = Completable.error(testError).subscribe(onCompleted: {
            events.append(.completed)
        }, onError: { error in
            events.append(.error(error))
        })

        XCTAssertEqual(events, [.error(testError)])
    }

    func testCompletable_merge() {
        let factories: [(Completable, Completable) -> Completable] =
            [
                { ys1, ys2 in Completable.zip(ys1, ys2).asCompletable() },
                { ys1, ys2 in Completable.zip([ys1, ys2]).asCompletable() },
                { ys1, ys2 in Completable.zip(AnyCollection([ys1, ys2])).asCompletable() },
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = scheduler.createHotObservable([
                .completed(250, Never.self),
                .error(260, testError),
            ])

            let ys2 = scheduler.createHotObservable([
                .completed(300, Never.self),
            ])

            let res = scheduler.start {
                factory(ys1.asCompletable().asCompletable(), ys2.asCompletable().asCompletable())
            }

            let expected: PrimitiveSequenceNeverEvents = [
                .completed(300),
            ]
            XCTAssertEqual(res.events, expected)

            XCTAssertEqual(ys1.subscriptions, [
                Subscription(200, 250),
            ])

            XCTAssertEqual(ys2.subscriptions, [
                Subscription(200, 300),
            ])
        }
    }

    func testCompletable_concat() {
        let factories: [(Completable, Completable) -> Completable] =
            [
                { ys1, ys2 in Completable.concat(ys1, ys2).asCompletable() },
                { ys1, ys2 in Completable.concat([ys1, ys2]).asCompletable() },
                { ys1, ys2 in Completable.concat(AnyCollection([ys1, ys2])).asCompletable() },
                { ys1, ys2 in ys1.concat(ys2).asCompletable() },
            ]

        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)

            let ys1 = scheduler.createHotObservable([
                .completed(250, Never.self),
                .error(260, testError),
            ])

            let ys2 = scheduler.createHotObservable([
                .completed(300, Never.self),
            ])

            let res = scheduler.start {
                factory(ys1.asCompletable().asCompletable(), ys2.asCompletable().asCompletable())
            }

            let expected: PrimitiveSequenceNeverEvents = [
                .completed(300),
            ]
            XCTAssertEqual(res.events, expected)

            XCTAssertEqual(ys1.subscriptions, [
                Subscription(200, 250),
            ])

            XCTAssertEqual(ys2.subscriptions, [
                Subscription(250, 300),
            ])
        }
    }
}
