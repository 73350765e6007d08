import ValueRx
import ValueRxTest

// map / filter / ignoreElements / compactMap / scan / reduce / toArray on the virtual-time
// scheduler, RxTest style: the shared fixtures of PortedMapTests, PortedFilterTests,
// PortedCompactMapTests, PortedScanTests, PortedReduceTests and PortedToArrayTests (one file
// each).
//
// Ports the scenarios of RxSwift's own tests (Observable+MapTests, +FilterTests,
// +CompactMapTests, +ScanTests, +ReduceTests, +ToArrayTests): the same source events at the
// same virtual times, the same expected recordings and subscription intervals. RxSwift's
// expectations are the oracle; each test is named after the RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests (RxSwift's resource counter).
//
// Adaptations that do not change what is observed:
// - RxSwift's toArray tests wrap each array in `EquatableArray` (an RxSwift test helper) to
//   compare it, through the `Single`'s `map`; `[Int]` is `Equatable`, so the arrays are
//   compared directly and the `Single` is passed to `start` as it is.
// - `toArray()` returns a `Single<[Element]>` (as in RxSwift 6; ValueRx's is a
//   `PrimitiveSequence<SingleTrait, ...>` over the concrete source). `scheduler.start` takes the
//   trait and records it as an observable: the array and the completion at the same time.
// - RxSwift's filter / compactMap tests annotate the created sequence as `Observable<Int>`;
//   ValueRx's `start` takes any observable, so the annotation is dropped.
// - RxSwift's `ignoreElements()` returns a `Completable`; ValueRx's returns an observable of
//   `Never`, whose recorded events are compared the same way.
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx operator answers
// `.stop`; `TestableObservable` records either as the end of the subscription.

// MARK: - Shared fixtures

typealias TransformIntEvents = [Recorded<Event<Int>>]

enum PortedTransformFixture {
    /// The source of RxSwift's map tests: one element before the subscription at 200, then
    /// 0, 1, 2, 4 from 210 to 240, then `tail`.
    static func mapRun(then tail: Recorded<Event<Int>>) -> TransformIntEvents {
        [.next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), tail]
    }

    /// The elements of RxSwift's filter / compactMap tests: 1...11, the first two (at 110 and
    /// 180) before the subscription at 200.
    static var countingRunNexts: TransformIntEvents {
        [
            .next(110, 1),
            .next(180, 2),
            .next(230, 3),
            .next(270, 4),
            .next(340, 5),
            .next(380, 6),
            .next(390, 7),
            .next(450, 8),
            .next(470, 9),
            .next(560, 10),
            .next(580, 11),
        ]
    }

    /// `countingRunNexts`, then `tail`.
    static func countingRun(then tail: Recorded<Event<Int>>...) -> TransformIntEvents {
        countingRunNexts + tail
    }

    /// The source of RxSwift's scan "SomeData" / "AccumulatorThrows" tests.
    static var scanRun: TransformIntEvents {
        [.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)]
    }

    /// The source of RxSwift's reduce "Range" / "Throws" tests: 0...4 from 210 to 250,
    /// completed at 260.
    static var reduceRun: TransformIntEvents {
        [
            .next(150, 1),
            .next(210, 0),
            .next(220, 1),
            .next(230, 2),
            .next(240, 3),
            .next(250, 4),
            .completed(260),
        ]
    }
}

/// RxSwift's `isPrime` test helper (integers only, same answers).
func portedTransformIsPrime(_ n: Int) -> Bool {
    if n <= 1 { return false }
    var divisor = 2
    while divisor * divisor <= n {
        if n % divisor == 0 { return false }
        divisor += 1
    }
    return true
}
