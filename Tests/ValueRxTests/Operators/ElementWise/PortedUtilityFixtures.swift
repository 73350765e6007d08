import ValueRx
import ValueRxTest

// distinctUntilChanged / do / enumerated / materialize / dematerialize / withUnretained /
// ifEmpty(default:) on the virtual-time scheduler, RxTest style: the shared fixtures of
// PortedDistinctUntilChangedTests, PortedDoTests, PortedEnumeratedTests, PortedMaterializeTests,
// PortedDematerializeTests, PortedWithUnretainedTests and PortedDefaultIfEmptyTests (one file
// each).
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

typealias UtilityIntEvents = [Recorded<Event<Int>>]
typealias MaterializedIntEvents = [Recorded<Event<Event<Int>>>]

/// The hot source most of RxSwift's distinctUntilChanged and do tests share: one element
/// before the subscription (150), four after it (2, 3, 4, 5 from 210 to 240), then `end`.
func portedUtilityRun(_ scheduler: TestScheduler, end: Recorded<Event<Int>> = .completed(250)) -> TestableObservable<Int> {
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
func portedUtilityRunPassedThrough(end: Recorded<Event<Int>> = .completed(250)) -> UtilityIntEvents {
    [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), end]
}

/// RxSwift's `testError1`: a second error, distinct from `testError`.
let portedUtilitySecondError = TestError(id: 101)

/// RxSwift's `TestError.dummyError`, used by its dematerialize tests.
enum PortedDummyError: Swift.Error {
    case dummyError
}
