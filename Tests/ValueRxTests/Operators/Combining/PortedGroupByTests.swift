import Foundation
import ValueRx
import ValueRxTest
import XCTest

// groupBy(keySelector:) ported from RxSwift's Tests/RxSwiftTests/Observable+GroupByTests.swift:
// every test of that file, with the same events, virtual times, expected recordings and
// subscription intervals, and the same key-selector call counts. RxSwift's expectations are
// the oracle; each test is named after the RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests (testGroupByReleasesResourcesOnComplete,
// testGroupByReleasesResourcesOnError1/2), which count RxSwift's live resources;
// `ValueRxTestCase` checks resources after every test instead.
//
// Adaptations that do not change what is observed:
// - ValueRx's groupBy and map return concrete types; where RxSwift stores or returns an
//   `Observable<...>`, the sequence is erased with `.asObservable()`.
// - Multi-statement key selectors spell out their signature (`(x: String) throws -> String`).
// - testGroupBy_TwoGroup takes the `(index, element)` pair of `enumerated()` as one tuple
//   parameter and splits it, instead of RxSwift's two-parameter closure.
// - RxTest's `Defaults.created/subscribed/disposed` are `TestScheduler.Defaults.*` here.
//
// Where RxSwift's operator disposes its source subscription, a ValueRx operator may answer
// `.stop`; `TestableObservable` records either as the end of the subscription.

/// Ports RxSwift's `ObservableGroupByTest` (Observable+GroupByTests.swift), the outer sequence:
/// the groups, and how long the source stays subscribed while the outer subscription is alive.
/// The groups' own events: PortedGroupByInnerTests and PortedGroupByInnerLifetimeTests.
final class PortedGroupByTests: ValueRxTestCase {
    func testGroupBy_TwoGroup() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(205, 1),
            .next(210, 2),
            .next(240, 3),
            .next(280, 4),
            .next(320, 5),
            .next(350, 6),
            .next(370, 7),
            .next(420, 8),
            .next(470, 9),
            .completed(600)
        ])

        let res = scheduler.start { () -> Observable<String> in
            let group: Observable<GroupedObservable<Int, Int>> = xs.groupBy { x in x % 2 }.asObservable()
            let mappedWithIndex = group.enumerated().map { (pair: (index: Int, element: GroupedObservable<Int, Int>)) -> Observable<String> in
                let (i, go) = pair
                return go.map { (e: Int) -> String in
                    return "\(i) \(e)"
                }.asObservable()
            }
            let result = mappedWithIndex.merge()
            return result.asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(205, "0 1"),
            .next(210, "1 2"),
            .next(240, "0 3"),
            .next(280, "1 4"),
            .next(320, "0 5"),
            .next(350, "1 6"),
            .next(370, "0 7"),
            .next(420, "1 8"),
            .next(470, "0 9"),
            .completed(600)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 600)
        ])
    }

    func testGroupBy_OuterComplete() {
        let scheduler = TestScheduler(initialClock: 0)

        var keyInvoked = 0

        let xs = scheduler.createHotObservable([
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(270, "baR  "),
            .next(310, "foO "),
            .next(350, " Baz   "),
            .next(360, "  qux "),
            .next(390, "   bar"),
            .next(420, " BAR  "),
            .next(470, "FOO "),
            .next(480, "baz  "),
            .next(510, " bAZ "),
            .next(530, "    fOo    "),
            .completed(570),
            .next(580, "error"),
            .completed(600),
            .error(650, testError)
        ])

        let res = scheduler.start { () -> Observable<String> in
            let group: Observable<GroupedObservable<String, String>> = xs.groupBy { (x: String) throws -> String in
                keyInvoked += 1
                if x == "error" { throw testError }

                return x.lowercased().trimWhitespace()
            }.asObservable()
            return group.map { (go: GroupedObservable<String, String>) -> String in
                return go.key
            }.asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(220, "foo"),
            .next(270, "bar"),
            .next(350, "baz"),
            .next(360, "qux"),
            .completed(570)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 570)
        ])

        XCTAssertEqual(keyInvoked, 12)
    }

    func testGroupBy_OuterError() {
        let scheduler = TestScheduler(initialClock: 0)

        var keyInvoked = 0

        let xs = scheduler.createHotObservable([
            .next(90, "abc"),
            .next(110, "zoo"),
            .next(130, "oof"),
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(270, "baR  "),
            .next(310, "foO "),
            .next(350, " Baz   "),
            .next(360, "  qux "),
            .next(390, "   bar"),
            .next(420, " BAR  "),
            .next(470, "FOO "),
            .next(480, "baz  "),
            .next(510, " bAZ "),
            .next(530, "    fOo    "),
            .error(570, testError),
            .completed(600),
            .error(650, testError)
        ])

        let res = scheduler.start { () -> Observable<String> in
            let group: Observable<GroupedObservable<String, String>> = xs.groupBy { (x: String) throws -> String in
                keyInvoked += 1
                if x == "error" { throw testError }

                return x.lowercased().trimWhitespace()
            }.asObservable()
            return group.map { (go: GroupedObservable<String, String>) -> String in
                return go.key
            }.asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(220, "foo"),
            .next(270, "bar"),
            .next(350, "baz"),
            .next(360, "qux"),
            .error(570, testError)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 570)
        ])

        XCTAssertEqual(keyInvoked, 12)
    }

    func testGroupBy_OuterDispose() {
        let scheduler = TestScheduler(initialClock: 0)

        var keyInvoked = 0

        let xs = scheduler.createHotObservable([
            .next(90, "abc"),
            .next(110, "zoo"),
            .next(130, "oof"),
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(270, "baR  "),
            .next(310, "foO "),
            .next(350, " Baz   "),
            .next(360, "  qux "),
            .next(390, "   bar"),
            .next(420, " BAR  "),
            .next(470, "FOO "),
            .next(480, "baz  "),
            .next(510, " bAZ "),
            .next(530, "    fOo    "),
            .completed(570),
            .next(580, "error"),
            .completed(600),
            .error(650, testError)
        ])

        let res = scheduler.start(disposed: 355) { () -> Observable<String> in
            let group: Observable<GroupedObservable<String, String>> = xs.groupBy { (x: String) throws -> String in
                keyInvoked += 1
                if x == "error" { throw testError }

                return x.lowercased().trimWhitespace()
            }.asObservable()
            return group.map { (go: GroupedObservable<String, String>) -> String in
                return go.key
            }.asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(220, "foo"),
            .next(270, "bar"),
            .next(350, "baz")
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 355)
        ])

        XCTAssertEqual(keyInvoked, 5)
    }

    func testGroupBy_OuterKeySelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        var keyInvoked = 0

        let xs = scheduler.createHotObservable([
            .next(90, "abc"),
            .next(110, "zoo"),
            .next(130, "oof"),
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(270, "baR  "),
            .next(310, "foO "),
            .next(350, " Baz   "),
            .next(360, "  qux "),
            .next(390, "   bar"),
            .next(420, " BAR  "),
            .next(470, "FOO "),
            .next(480, "baz  "),
            .next(510, " bAZ "),
            .next(530, "    fOo    "),
            .completed(570),
            .next(580, "error"),
            .completed(600),
            .error(650, testError)
        ])

        let res = scheduler.start { () -> Observable<String> in
            let group: Observable<GroupedObservable<String, String>> = xs.groupBy { (x: String) throws -> String in
                keyInvoked += 1
                if x == "error" { throw testError }

                if keyInvoked == 10 {
                    throw testError
                }
                return x.lowercased().trimWhitespace()
            }.asObservable()
            return group.map { (go: GroupedObservable<String, String>) -> String in
                return go.key
            }.asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(220, "foo"),
            .next(270, "bar"),
            .next(350, "baz"),
            .next(360, "qux"),
            .error(480, testError)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 480)
        ])

        XCTAssertEqual(keyInvoked, 10)
    }

    func testGroupBy_OuterIndependence() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(90, "abc"),
            .next(110, "zoo"),
            .next(130, "oof"),
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(270, "baR  "),
            .next(310, "foO "),
            .next(350, " Baz   "),
            .next(360, "  qux "),
            .next(390, "   bar"),
            .next(420, " BAR  "),
            .next(470, "FOO "),
            .next(480, "baz  "),
            .next(510, " bAZ "),
            .next(530, "    fOo    "),
            .completed(570),
            .next(580, "error"),
            .completed(600),
            .error(650, testError)
        ])

        var outer: Observable<GroupedObservable<String, String>>?
        var outerSubscription: Disposable?
        var inners = [String: GroupedObservable<String, String>]()
        var innerSubscriptions = [String: Disposable]()
        var results = [String: TestableObserver<String>]()
        let outerResults: TestableObserver<String> = scheduler.createObserver(String.self)

        scheduler.scheduleAt(TestScheduler.Defaults.created) {
            outer = xs.groupBy { (x: String) throws -> String in
                if x == "error" { throw testError }
                return x.lowercased().trimWhitespace()
            }.asObservable()
        }

        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
            outerSubscription = outer!
                .subscribe(
                    onNext: { (group: GroupedObservable<String, String>) in
                        outerResults.onNext(group.key)

                        let result: TestableObserver<String> = scheduler.createObserver(String.self)
                        inners[group.key] = group
                        results[group.key] = result
                        innerSubscriptions[group.key] = group.subscribe(result)
                    },
                    onError: { e in
                        outerResults.onError(e)
                    },
                    onCompleted: {
                        outerResults.onCompleted()
                    },
                    onDisposed: nil
                )
        }

        scheduler.scheduleAt(TestScheduler.Defaults.disposed) {
            outerSubscription?.dispose()
            for (_, disposable) in innerSubscriptions {
                disposable.dispose()
            }
        }

        scheduler.scheduleAt(320) {
            outerSubscription?.dispose()
        }

        scheduler.start()

        XCTAssertEqual(inners.keys.count, 2)

        XCTAssertEqual(outerResults.events, [
            .next(220, "foo"),
            .next(270, "bar")
        ])

        XCTAssertEqual(results["foo"]!.events, [
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(310, "foO "),
            .next(470, "FOO "),
            .next(530, "    fOo    "),
            .completed(570)
        ])

        XCTAssertEqual(results["bar"]!.events, [
            .next(270, "baR  "),
            .next(390, "   bar"),
            .next(420, " BAR  "),
            .completed(570)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 570)
        ])
    }
}
