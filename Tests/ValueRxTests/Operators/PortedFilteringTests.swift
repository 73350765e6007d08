import ValueRx
import ValueRxTest
import XCTest

// take / takeLast / take(while:) / skip / skip(while:) / element(at:) / single on the
// virtual-time scheduler, RxTest style.
//
// Ports the scenarios of RxSwift's own tests (Observable+TakeTests, +TakeLastTests,
// +TakeWhileTests, +SkipTests, +SkipWhileTests, +ElementAtTests, +SingleTests): the same source
// events at the same virtual times, the same expected recordings and subscription intervals.
// RxSwift's expectations are the oracle; each test is named after the RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests (RxSwift's resource counter), and the
// time-based `take(for:scheduler:)` / `skip(_:scheduler:)` tests (ValueRx has no time-based
// take or skip yet).
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx operator answers
// `.stop`; `TestableObservable` records either as the end of the subscription.

// MARK: - Shared fixtures

private typealias PortedIntEvents = [Recorded<Event<Int>>]

private enum PortedFilteringFixture {
    /// The elements most of RxSwift's take / takeLast / skip / element(at:) tests share. The
    /// first two (at 70 and 150) happen before the subscription at 200.
    static var longRunNexts: PortedIntEvents {
        [
            .next(70, 6),
            .next(150, 4),
            .next(210, 9),
            .next(230, 13),
            .next(270, 7),
            .next(280, 1),
            .next(300, -1),
            .next(310, 3),
            .next(340, 8),
            .next(370, 11),
            .next(410, 15),
            .next(415, 16),
            .next(460, 72),
            .next(510, 76),
            .next(560, 32),
            .next(570, -100),
            .next(580, -3),
            .next(590, 5),
            .next(630, 10),
        ]
    }

    /// `longRunNexts`, then `tail`.
    static func longRun(then tail: Recorded<Event<Int>>...) -> PortedIntEvents {
        longRunNexts + tail
    }

    /// The elements of `longRunNexts` whose times fall in `times`, then `tail`.
    static func longRun<Times: RangeExpression>(within times: Times, then tail: Recorded<Event<Int>>...) -> PortedIntEvents
        where Times.Bound == TestTime {
        let kept: PortedIntEvents = longRunNexts.filter { times.contains($0.time) }
        return kept + tail
    }

    /// The elements RxSwift's take(while:) / skip(while:) tests run through `portedIsPrime`:
    /// primes from 210 to 350, then 4 (the first non-prime) at 390.
    static var primeRunNexts: PortedIntEvents {
        [
            .next(90, -1),
            .next(110, -1),
            .next(210, 2),
            .next(260, 5),
            .next(290, 13),
            .next(320, 3),
            .next(350, 7),
            .next(390, 4),
            .next(410, 17),
            .next(450, 8),
            .next(500, 23),
        ]
    }

    /// `primeRunNexts`, then `tail`.
    static func primeRun(then tail: Recorded<Event<Int>>...) -> PortedIntEvents {
        primeRunNexts + tail
    }

    /// `primeRunNexts` with `extra` put in its place by time (no element of `primeRunNexts`
    /// shares its time), then `tail`.
    static func primeRun(inserting extra: Recorded<Event<Int>>, then tail: Recorded<Event<Int>>...) -> PortedIntEvents {
        var events: PortedIntEvents = primeRunNexts.filter { $0.time < extra.time }
        events.append(extra)
        events += primeRunNexts.filter { $0.time > extra.time }
        events += tail
        return events
    }
}

/// Trial division; negative numbers, 0 and 1 are not prime (as RxSwift's test helper).
private func portedIsPrime(_ n: Int) -> Bool {
    if n < 2 { return false }
    var divisor = 2
    while divisor * divisor <= n {
        if n % divisor == 0 { return false }
        divisor += 1
    }
    return true
}

// MARK: - take(_:) (Observable+TakeTests)

final class PortedTakeTests: ValueRxTestCase {
    func testTake_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.take(20) }

        let expected: PortedIntEvents = [
            .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
            .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
            .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3),
            .next(590, 5), .next(630, 10),
            .completed(690),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testTake_Complete_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.take(17) }

        let expected: PortedIntEvents = [
            .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
            .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
            .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3),
            .next(590, 5), .next(630, 10),
            .completed(630),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 630)])
    }

    func testTake_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.take(10) }

        let expected: PortedIntEvents = [
            .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
            .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
            .completed(415),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 415)])
    }

    func testTake_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.take(20) }

        let expected: PortedIntEvents = [
            .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
            .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
            .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3),
            .next(590, 5), .next(630, 10),
            .error(690, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testTake_Error_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.take(17) }

        let expected: PortedIntEvents = [
            .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
            .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
            .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3),
            .next(590, 5), .next(630, 10),
            .completed(630),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 630)])
    }

    func testTake_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.take(3) }

        let expected: PortedIntEvents = [.next(210, 9), .next(230, 13), .next(270, 7), .completed(270)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func testTake_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start(disposed: 250) { xs.take(3) }

        let expected: PortedIntEvents = [.next(210, 9), .next(230, 13)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testTake_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start(disposed: 400) { xs.take(3) }

        let expected: PortedIntEvents = [.next(210, 9), .next(230, 13), .next(270, 7), .completed(270)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    /// `take(0)` completes at subscription time without subscribing to the source.
    func testTake_0_DefaultScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...230))

        let res = scheduler.start { xs.take(0) }

        let expected: PortedIntEvents = [.completed(200)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testTake_Take1() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...370, then: .completed(400)))

        let res = scheduler.start { xs.take(3) }

        let expected: PortedIntEvents = [.next(210, 9), .next(230, 13), .next(270, 7), .completed(270)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    /// The observer feeds the subject again from its handler; `take(1)` has already counted
    /// the first element, so the re-entrant one is not taken. (RxSwift's test only checks that
    /// this terminates; the recorded events are what RxSwift delivers.)
    func testTake_DecrementCountsFirst() {
        let k = BehaviorSubject(value: false)
        var received: [Event<Bool>] = []

        _ = k.take(1).subscribe { (event: Event<Bool>) in
            received.append(event)
            if case .next(let n) = event {
                k.on(.next(!n))
            }
        }

        XCTAssertEqual(received, [.next(false), .completed])
        XCTAssertEqual(try k.value(), true)
    }
}

// MARK: - takeLast(_:) (Observable+TakeLastTests)

final class PortedTakeLastTests: ValueRxTestCase {
    func testTakeLast_Complete_Less() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...300, then: .completed(300)))

        let res = scheduler.start { xs.takeLast(7) }

        let expected: PortedIntEvents = [
            .next(300, 9), .next(300, 13), .next(300, 7), .next(300, 1), .next(300, -1),
            .completed(300),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLast_Complete_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...300, then: .completed(310)))

        let res = scheduler.start { xs.takeLast(5) }

        let expected: PortedIntEvents = [
            .next(310, 9), .next(310, 13), .next(310, 7), .next(310, 1), .next(310, -1),
            .completed(310),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testTakeLast_Complete_More() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...340, then: .completed(350)))

        let res = scheduler.start { xs.takeLast(5) }

        let expected: PortedIntEvents = [
            .next(350, 7), .next(350, 1), .next(350, -1), .next(350, 3), .next(350, 8),
            .completed(350),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func testTakeLast_Error_Less() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            PortedFilteringFixture.longRun(within: ...280, then: .next(290, 64), .error(300, testError)))

        let res = scheduler.start { xs.takeLast(7) }

        let expected: PortedIntEvents = [.error(300, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testTakeLast_Error_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...300, then: .error(310, testError)))

        let res = scheduler.start { xs.takeLast(5) }

        let expected: PortedIntEvents = [.error(310, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testTakeLast_Error_More() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            PortedFilteringFixture.longRun(within: ...310, then: .next(340, 64), .error(360, testError)))

        let res = scheduler.start { xs.takeLast(5) }

        let expected: PortedIntEvents = [.error(360, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 360)])
    }

    /// `takeLast(0)` still subscribes (unlike `take(0)`), and emits nothing from a source that
    /// never terminates.
    func testTakeLast_0_DefaultScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...230))

        let res = scheduler.start { xs.takeLast(0) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testTakeLast_TakeLast1() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...370, then: .completed(400)))

        let res = scheduler.start { xs.takeLast(3) }

        let expected: PortedIntEvents = [.next(400, 3), .next(400, 8), .next(400, 11), .completed(400)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    /// The handler feeds the (already completed) subject again; the element is ignored.
    func testTakeLast_DecrementCountsFirst() {
        let k = BehaviorSubject(value: false)
        var received: [Event<Bool>] = []

        _ = k.takeLast(1).subscribe { (event: Event<Bool>) in
            received.append(event)
            if case .next(let n) = event {
                k.on(.next(!n))
            }
        }
        k.on(.completed)

        XCTAssertEqual(received.compactMap(\.element), [false])
        XCTAssertEqual(received, [.next(false), .completed])
    }
}

// MARK: - take(while:behavior:) (Observable+TakeWhileTests)

final class PortedTakeWhileTests: ValueRxTestCase {
    // MARK: exclusive

    func testTakeWhile_Exclusive_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .completed(330), then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .completed(330)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(invoked, 4)
    }

    func testTakeWhile_Exclusive_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .completed(390),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhile_Exclusive_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .error(270, testError), then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .error(270, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(invoked, 2)
    }

    func testTakeWhile_Exclusive_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .completed(390),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhile_Exclusive_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start(disposed: 300) {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .next(290, 13)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(invoked, 3)
    }

    func testTakeWhile_Exclusive_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start(disposed: 400) {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .completed(390),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhile_Exclusive_Zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .next(205, 100), then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start(disposed: 300) {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [.completed(205)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(invoked, 1)
    }

    func testTakeWhile_Exclusive_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) throws -> Bool in
                invoked += 1
                if invoked == 3 { throw testError }
                return portedIsPrime(n)
            }, behavior: .exclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .error(290, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(invoked, 3)
    }

    // MARK: inclusive

    func testTakeWhile_Inclusive_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .completed(330), then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .completed(330)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(invoked, 4)
    }

    func testTakeWhile_Inclusive_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .next(390, 4), .completed(390),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhile_Inclusive_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .error(270, testError), then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .error(270, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(invoked, 2)
    }

    func testTakeWhile_Inclusive_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .next(390, 4), .completed(390),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhile_Inclusive_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start(disposed: 300) {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .next(290, 13)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(invoked, 3)
    }

    func testTakeWhile_Inclusive_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start(disposed: 400) {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [
            .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
            .next(390, 4), .completed(390),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
        XCTAssertEqual(invoked, 6)
    }

    func testTakeWhile_Inclusive_Zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .next(205, 100), then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start(disposed: 300) {
            xs.take(while: { (n: Int) -> Bool in
                invoked += 1
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [.next(205, 100), .completed(205)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
        XCTAssertEqual(invoked, 1)
    }

    func testTakeWhile_Inclusive_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.take(while: { (n: Int) throws -> Bool in
                invoked += 1
                if invoked == 3 { throw testError }
                return portedIsPrime(n)
            }, behavior: .inclusive)
        }

        let expected: PortedIntEvents = [.next(210, 2), .next(260, 5), .error(290, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(invoked, 3)
    }
}

// MARK: - skip(_:) (Observable+SkipTests)

final class PortedSkipTests: ValueRxTestCase {
    func testSkip_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.skip(20) }

        let expected: PortedIntEvents = [.completed(690)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Complete_Some() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.skip(17) }

        let expected: PortedIntEvents = [.completed(690)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.skip(10) }

        let expected: PortedIntEvents = [
            .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3),
            .next(590, 5), .next(630, 10),
            .completed(690),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Complete_Zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.skip(0) }

        let expected: PortedIntEvents = [
            .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .next(300, -1),
            .next(310, 3), .next(340, 8), .next(370, 11), .next(410, 15), .next(415, 16),
            .next(460, 72), .next(510, 76), .next(560, 32), .next(570, -100), .next(580, -3),
            .next(590, 5), .next(630, 10),
            .completed(690),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.skip(20) }

        let expected: PortedIntEvents = [.error(690, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Error_Same() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.skip(17) }

        let expected: PortedIntEvents = [.error(690, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.skip(3) }

        let expected: PortedIntEvents = [
            .next(280, 1), .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11),
            .next(410, 15), .next(415, 16), .next(460, 72), .next(510, 76), .next(560, 32),
            .next(570, -100), .next(580, -3), .next(590, 5), .next(630, 10),
            .error(690, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
    }

    func testSkip_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRunNexts)

        let res = scheduler.start(disposed: 250) { xs.skip(3) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSkip_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRunNexts)

        let res = scheduler.start(disposed: 400) { xs.skip(3) }

        let expected: PortedIntEvents = [.next(280, 1), .next(300, -1), .next(310, 3), .next(340, 8), .next(370, 11)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }
}

// MARK: - skip(while:) (Observable+SkipWhileTests)

final class PortedSkipWhileTests: ValueRxTestCase {
    func testSkipWhile_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .completed(330), then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [.completed(330)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
        XCTAssertEqual(invoked, 4)
    }

    func testSkipWhile_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [.next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23), .completed(600)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 6)
    }

    func testSkipWhile_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        // No terminal event after the error in RxSwift's scenario.
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .error(270, testError)))
        var invoked = 0

        let res = scheduler.start {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [.error(270, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(invoked, 2)
    }

    func testSkipWhile_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .error(600, testError)))
        var invoked = 0

        let res = scheduler.start {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [
            .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23),
            .error(600, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 6)
    }

    func testSkipWhile_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start(disposed: 300) {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(invoked, 3)
    }

    func testSkipWhile_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start(disposed: 470) {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [.next(390, 4), .next(410, 17), .next(450, 8)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 470)])
        XCTAssertEqual(invoked, 6)
    }

    func testSkipWhile_Zero() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(inserting: .next(205, 100), then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.skip(while: { (x: Int) -> Bool in
                invoked += 1
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [
            .next(205, 100), .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3),
            .next(350, 7), .next(390, 4), .next(410, 17), .next(450, 8), .next(500, 23),
            .completed(600),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 1)
    }

    func testSkipWhile_Throw() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.primeRun(then: .completed(600)))
        var invoked = 0

        let res = scheduler.start {
            xs.skip(while: { (x: Int) throws -> Bool in
                invoked += 1
                if invoked == 3 { throw testError }
                return portedIsPrime(x)
            })
        }

        let expected: PortedIntEvents = [.error(290, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
        XCTAssertEqual(invoked, 3)
    }
}

// MARK: - element(at:) (Observable+ElementAtTests)

final class PortedElementAtTests: ValueRxTestCase {
    func testElementAt_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .completed(690)))

        let res = scheduler.start { xs.element(at: 10) }

        let expected: PortedIntEvents = [.next(460, 72), .completed(460)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 460)])
    }

    func testElementAt_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...300, then: .completed(320)))

        let res = scheduler.start { xs.element(at: 10) }

        let expected: PortedIntEvents = [.error(320, RxError.argumentOutOfRange)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func testElementAt_Error_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start { xs.element(at: 10) }

        let expected: PortedIntEvents = [.next(460, 72), .completed(460)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 460)])
    }

    func testElementAt_Error_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...300, then: .error(310, testError)))

        let res = scheduler.start { xs.element(at: 10) }

        let expected: PortedIntEvents = [.error(310, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    }

    func testElementAt_Dispose_Before() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start(disposed: 250) { xs.element(at: 3) }

        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testElementAt_Dispose_After() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(then: .error(690, testError)))

        let res = scheduler.start(disposed: 400) { xs.element(at: 3) }

        let expected: PortedIntEvents = [.next(280, 1), .completed(280)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testElementAt_First() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedFilteringFixture.longRun(within: ...370, then: .completed(400)))

        let res = scheduler.start { xs.element(at: 0) }

        let expected: PortedIntEvents = [.next(210, 9), .completed(210)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }
}

// MARK: - single() / single(_:) (Observable+SingleTests)

final class PortedSingleTests: ValueRxTestCase {
    func testSingle_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)] as PortedIntEvents)

        let res = scheduler.start { xs.single() }

        let expected: PortedIntEvents = [.error(250, RxError.noElements)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSingle_One() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)] as PortedIntEvents)

        let res = scheduler.start { xs.single() }

        let expected: PortedIntEvents = [.next(210, 2), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSingle_Many() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            [.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)] as PortedIntEvents)

        let res = scheduler.start { xs.single() }

        let expected: PortedIntEvents = [.next(210, 2), .error(220, RxError.moreThanOneElement)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSingle_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, testError)] as PortedIntEvents)

        let res = scheduler.start { xs.single() }

        let expected: PortedIntEvents = [.error(210, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    /// The handler feeds the subject a second element; `single` has already counted the first,
    /// so the re-entrant one is a second element. (RxSwift runs this only in release builds
    /// and checks only that it terminates; the recorded events are what RxSwift delivers.)
    func testSingle_DecrementCountsFirst() {
        let k = BehaviorSubject(value: false)
        var received: [Event<Bool>] = []

        _ = k.single().subscribe { (event: Event<Bool>) in
            received.append(event)
            if case .next(let n) = event {
                k.on(.next(!n))
            }
        }

        XCTAssertEqual(received, [.next(false), .error(RxError.moreThanOneElement)])
    }

    func testSinglePredicate_Empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)] as PortedIntEvents)

        let res = scheduler.start { xs.single { $0 % 2 == 1 } }

        let expected: PortedIntEvents = [.error(250, RxError.noElements)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSinglePredicate_One() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)] as PortedIntEvents)

        let res = scheduler.start { xs.single { $0 == 4 } }

        let expected: PortedIntEvents = [.next(230, 4), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testSinglePredicate_Many() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)] as PortedIntEvents)

        let res = scheduler.start { xs.single { $0 % 2 == 1 } }

        let expected: PortedIntEvents = [.next(220, 3), .error(240, RxError.moreThanOneElement)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSinglePredicate_Error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, testError)] as PortedIntEvents)

        let res = scheduler.start { xs.single { $0 % 2 == 1 } }

        let expected: PortedIntEvents = [.error(210, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testSinglePredicate_Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(
            [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)] as PortedIntEvents)

        let res = scheduler.start {
            xs.single { (e: Int) throws -> Bool in
                guard e < 4 else { throw testError }
                return false
            }
        }

        let expected: PortedIntEvents = [.error(230, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// As `testSingle_DecrementCountsFirst`, through `single(_:)`.
    func testSinglePredicate_DecrementCountsFirst() {
        let k = BehaviorSubject(value: false)
        var received: [Event<Bool>] = []

        _ = k.single { _ in true }.subscribe { (event: Event<Bool>) in
            received.append(event)
            if case .next(let n) = event {
                k.on(.next(!n))
            }
        }

        XCTAssertEqual(received, [.next(false), .error(RxError.moreThanOneElement)])
    }
}
