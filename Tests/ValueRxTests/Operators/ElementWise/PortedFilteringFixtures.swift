import ValueRx
import ValueRxTest

// take / takeLast / take(while:) / skip / skip(while:) / element(at:) / single on the
// virtual-time scheduler, RxTest style: the shared fixtures of PortedTakeTests,
// PortedTakeLastTests, PortedTakeWhileTests, PortedSkipTests, PortedSkipWhileTests,
// PortedElementAtTests and PortedSingleTests (one file each).
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

typealias PortedIntEvents = [Recorded<Event<Int>>]

enum PortedFilteringFixture {
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
func portedIsPrime(_ n: Int) -> Bool {
    if n < 2 { return false }
    var divisor = 2
    while divisor * divisor <= n {
        if n % divisor == 0 { return false }
        divisor += 1
    }
    return true
}
