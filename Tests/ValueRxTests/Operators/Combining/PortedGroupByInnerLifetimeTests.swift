import Foundation
import ValueRx
import ValueRxTest
import XCTest

// groupBy(keySelector:) ported from RxSwift's
// Tests/RxSwiftTests/Observable+GroupByTests.swift: what is ported, what is not, and the
// adaptations are listed in PortedGroupByTests.swift.

/// Ports RxSwift's `ObservableGroupByTest` (Observable+GroupByTests.swift), the groups' lifetime:
/// groups independent of one another and of the outer subscription, and groups subscribed after
/// the source ended ("escape"), with how long the source stays subscribed.
final class PortedGroupByInnerLifetimeTests: ValueRxTestCase {
    func testGroupBy_InnerIndependence() {
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

        var outerSubscription: Disposable?
        var inners = [String: GroupedObservable<String, String>]()
        var innerSubscriptions = [String: Disposable]()
        var results = [String: TestableObserver<String>]()
        let outerResults: TestableObserver<String> = scheduler.createObserver(String.self)

        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
            let outer: Observable<GroupedObservable<String, String>> = xs.groupBy { (x: String) throws -> String in
                if x == "error" { throw testError }
                return x.lowercased().trimWhitespace()
            }.asObservable()
            outerSubscription = outer
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
            innerSubscriptions["foo"]!.dispose()
        }

        scheduler.start()

        XCTAssertEqual(inners.keys.count, 4)

        XCTAssertEqual(results["foo"]!.events, [
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(310, "foO ")
        ])

        XCTAssertEqual(results["bar"]!.events, [
            .next(270, "baR  "),
            .next(390, "   bar"),
            .next(420, " BAR  "),
            .completed(570)
        ])

        XCTAssertEqual(results["baz"]!.events, [
            .next(350, " Baz   "),
            .next(480, "baz  "),
            .next(510, " bAZ "),
            .completed(570)
        ])

        XCTAssertEqual(results["qux"]!.events, [
            .next(360, "  qux "),
            .completed(570)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 570)
        ])
    }

    func testGroupBy_InnerMultipleIndependence() {
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

        var outerSubscription: Disposable?
        var inners = [String: GroupedObservable<String, String>]()
        var innerSubscriptions = [String: Disposable]()
        var results = [String: TestableObserver<String>]()
        let outerResults: TestableObserver<String> = scheduler.createObserver(String.self)

        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
            let outer: Observable<GroupedObservable<String, String>> = xs.groupBy { (x: String) throws -> String in
                if x == "error" { throw testError }
                return x.lowercased().trimWhitespace()
            }.asObservable()
            outerSubscription = outer
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
            innerSubscriptions["foo"]!.dispose()
        }

        scheduler.scheduleAt(280) {
            innerSubscriptions["bar"]!.dispose()
        }

        scheduler.scheduleAt(355) {
            innerSubscriptions["baz"]!.dispose()
        }

        scheduler.scheduleAt(400) { () in
            innerSubscriptions["qux"]!.dispose()
        }

        scheduler.start()

        XCTAssertEqual(inners.keys.count, 4)

        XCTAssertEqual(results["foo"]!.events, [
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(310, "foO ")
        ])

        XCTAssertEqual(results["bar"]!.events, [
            .next(270, "baR  ")
        ])

        XCTAssertEqual(results["baz"]!.events, [
            .next(350, " Baz   ")
        ])

        XCTAssertEqual(results["qux"]!.events, [
            .next(360, "  qux ")
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 570)
        ])
    }

    func testGroupBy_InnerEscapeComplete() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(310, "foO "),
            .next(470, "FOO "),
            .next(530, "    fOo    "),
            .completed(570)
        ])

        let results: TestableObserver<String> = scheduler.createObserver(String.self)
        var outer: Observable<GroupedObservable<String, String>>?
        var outerSubscription: Disposable?
        var inner: GroupedObservable<String, String>?
        var innerSubscription: Disposable?

        scheduler.scheduleAt(TestScheduler.Defaults.created) {
            outer = xs.groupBy { (x: String) -> String in
                x.lowercased().trimWhitespace()
            }.asObservable()
        }

        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
            outerSubscription = outer!.subscribe(onNext: { (group: GroupedObservable<String, String>) in
                inner = group
            })
        }

        scheduler.scheduleAt(600) {
            innerSubscription = inner?.subscribe(results)
        }

        scheduler.scheduleAt(TestScheduler.Defaults.disposed) {
            outerSubscription?.dispose()
            innerSubscription?.dispose()
        }

        scheduler.start()

        XCTAssertEqual(results.events, [
            .completed(600)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 570)
        ])
    }

    func testGroupBy_InnerEscapeError() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(310, "foO "),
            .next(470, "FOO "),
            .next(530, "    fOo    "),
            .error(570, testError)
        ])

        let results: TestableObserver<String> = scheduler.createObserver(String.self)
        var outer: Observable<GroupedObservable<String, String>>?
        var outerSubscription: Disposable?
        var inner: GroupedObservable<String, String>?
        var innerSubscription: Disposable?

        scheduler.scheduleAt(TestScheduler.Defaults.created) {
            outer = xs.groupBy { (x: String) -> String in
                x.lowercased().trimWhitespace()
            }.asObservable()
        }

        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
            outerSubscription = outer!.subscribe(onNext: { (group: GroupedObservable<String, String>) in
                inner = group
            })
        }

        scheduler.scheduleAt(600) {
            innerSubscription = inner?.subscribe(results)
        }

        scheduler.scheduleAt(TestScheduler.Defaults.disposed) { () in
            outerSubscription?.dispose()
            innerSubscription?.dispose()
        }

        scheduler.start()

        XCTAssertEqual(results.events, [
            .error(600, testError)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 570)
        ])
    }

    func testGroupBy_InnerEscapeDispose() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(310, "foO "),
            .next(470, "FOO "),
            .next(530, "    fOo    "),
            .error(570, testError)
        ])

        let results: TestableObserver<String> = scheduler.createObserver(String.self)
        var outerSubscription: Disposable?
        var inner: GroupedObservable<String, String>?
        var innerSubscription: Disposable?

        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
            let outer: Observable<GroupedObservable<String, String>> = xs.groupBy { (x: String) -> String in
                x.lowercased().trimWhitespace()
            }.asObservable()
            outerSubscription = outer.subscribe(onNext: { (group: GroupedObservable<String, String>) in
                inner = group
            })
        }

        scheduler.scheduleAt(400) {
            outerSubscription?.dispose()
        }

        scheduler.scheduleAt(600) {
            innerSubscription = inner?.subscribe(results)
        }

        scheduler.scheduleAt(TestScheduler.Defaults.disposed) {
            innerSubscription?.dispose()
        }

        scheduler.start()

        XCTAssertEqual(results.events, [])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 400)
        ])
    }
}
