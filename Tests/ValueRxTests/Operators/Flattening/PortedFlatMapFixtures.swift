import ValueRx
import ValueRxTest

// flatMapFirst / flatMap / concatMap on the virtual-time scheduler, RxTest style: the shared
// fixtures of PortedFlatMapFirstTests, PortedFlatMapTests and PortedConcatMapTests (one file
// each).
//
// Ports the flatMapFirst, flatMap and concatMap scenarios of RxSwift's
// Observable+MergeTests: a hot outer source of cold `TestableObservable<Int>` inner sequences
// (or of integers mapped to `interval`-based inners), with the same events at the same virtual
// times, the same expected recordings, and the same subscription intervals for the outer source
// and for every inner one. RxSwift's expectations are the oracle; each test is named after the
// RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests (`testFlatMapFirstReleasesResourcesOnComplete`,
// `testFlatMapFirst1/2/3ReleasesResourcesOnError`, `testFlatMapReleasesResourcesOnComplete`,
// `testFlatMap1/2/3ReleasesResourcesOnError`, `testConcatMapReleasesResourcesOnComplete`,
// `testConcatMapReleasesResourcesOnError1/2/3`), which check RxSwift's resource counter.
//
// Adaptations that do not change what is observed:
// - The flatMap / flatMapFirst scenarios all start from one outer source that differs only in
//   how the inner at 300 ends, whether the inner at 400 completes, and how the outer ends;
//   `PortedFlatMapFixture.source` builds it with those three knobs (defaults: the "Complete"
//   variant). Inner `i` is still read as `xs.recordedEvents[i].value.element!`.
// - RxSwift's flatMap tests pass the key path `\.self` as the selector; here it is `{ $0 }`.
// - Throwing selectors spell out `throws` in their signature.
//
// Where RxSwift's operator disposes an upstream or inner subscription, a ValueRx operator may
// answer `.stop`; `TestableObservable` records either as the end of the subscription.

// MARK: - Shared fixtures

typealias FlatMapIntEvents = [Recorded<Event<Int>>]
typealias FlatMapOuterEvents = [Recorded<Event<TestableObservable<Int>>>]

enum PortedFlatMapFixture {
    /// The outer source of RxSwift's flatMap / flatMapFirst scenarios: cold inners pushed at 5
    /// and 105 (before the subscription at 200; each would fail 1 tick after subscribing), then
    /// at 300, 400, 550, 750 and 850, then `outerTail`. `recordedEvents[i]` holds the i-th inner.
    ///
    /// - Parameters:
    ///   - innerAt300End: The terminal event of the inner pushed at 300 (at offset 460).
    ///   - innerAt400Tail: What follows the two elements of the inner pushed at 400.
    ///   - outerTail: What follows the seven inners on the outer source.
    static func source(
        _ scheduler: TestScheduler,
        innerAt300End: Recorded<Event<Int>> = .completed(460),
        innerAt400Tail: FlatMapIntEvents = [.completed(205)],
        outerTail: FlatMapOuterEvents = [.completed(900)]
    ) -> TestableObservable<TestableObservable<Int>> {
        let failsAtOnce: FlatMapIntEvents = [.error(1, testError)]
        let at300: FlatMapIntEvents = [
            .next(10, 102),
            .next(90, 103),
            .next(110, 104),
            .next(190, 105),
            .next(440, 106),
            innerAt300End,
        ]
        let at400: FlatMapIntEvents = [.next(180, 202), .next(190, 203)] + innerAt400Tail
        let at550: FlatMapIntEvents = [
            .next(10, 301),
            .next(50, 302),
            .next(70, 303),
            .next(260, 304),
            .next(310, 305),
            .completed(410),
        ]
        let at750: FlatMapIntEvents = [.completed(40)]
        let at850: FlatMapIntEvents = [.next(80, 401), .next(90, 402), .completed(100)]

        let inners: FlatMapOuterEvents = [
            .next(5, scheduler.createColdObservable(failsAtOnce)),
            .next(105, scheduler.createColdObservable(failsAtOnce)),
            .next(300, scheduler.createColdObservable(at300)),
            .next(400, scheduler.createColdObservable(at400)),
            .next(550, scheduler.createColdObservable(at550)),
            .next(750, scheduler.createColdObservable(at750)),
            .next(850, scheduler.createColdObservable(at850)),
        ]
        return scheduler.createHotObservable(inners + outerTail)
    }
}
