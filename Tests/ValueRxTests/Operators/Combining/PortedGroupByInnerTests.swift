import Foundation
import ValueRx
import ValueRxTest
import XCTest

// groupBy(keySelector:) ported from RxSwift's
// Tests/RxSwiftTests/Observable+GroupByTests.swift: what is ported, what is not, and the
// adaptations are listed in PortedGroupByTests.swift.

/// Ports RxSwift's `ObservableGroupByTest` (Observable+GroupByTests.swift), the groups: each
/// group's events as the source completes, fails, is disposed or the key selector throws.
final class PortedGroupByInnerTests: ValueRxTestCase {
    func testGroupBy_InnerComplete() {
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

        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
            let outer: Observable<GroupedObservable<String, String>> = xs.groupBy { (x: String) throws -> String in
                if x == "error" { throw testError }
                return x.lowercased().trimWhitespace()
            }.asObservable()
            outerSubscription = outer.subscribe(onNext: { (group: GroupedObservable<String, String>) in
                let result: TestableObserver<String> = scheduler.createObserver(String.self)
                inners[group.key] = group
                results[group.key] = result

                innerSubscriptions[group.key] = scheduler.scheduleRelative((), dueTime: .seconds(100), action: { _ in
                    group.subscribe(result)
                })
            })
        }

        scheduler.scheduleAt(TestScheduler.Defaults.disposed) {
            outerSubscription?.dispose()
            for (_, disposable) in innerSubscriptions {
                disposable.dispose()
            }
        }

        scheduler.start()

        XCTAssertEqual(inners.count, 4)

        XCTAssertEqual(results["foo"]!.events, [
            .next(470, "FOO "),
            .next(530, "    fOo    "),
            .completed(570)
        ])

        XCTAssertEqual(results["bar"]!.events, [
            .next(390, "   bar"),
            .next(420, " BAR  "),
            .completed(570)
        ])

        XCTAssertEqual(results["baz"]!.events, [
            .next(480, "baz  "),
            .next(510, " bAZ "),
            .completed(570)
        ])

        XCTAssertEqual(results["qux"]!.events, [
            .completed(570)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 570)
        ])
    }

    func testGroupBy_InnerCompleteAll() {
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

        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
            let outer: Observable<GroupedObservable<String, String>> = xs.groupBy { (x: String) throws -> String in
                if x == "error" { throw testError }
                return x.lowercased().trimWhitespace()
            }.asObservable()
            outerSubscription = outer.subscribe(onNext: { (group: GroupedObservable<String, String>) in
                let result: TestableObserver<String> = scheduler.createObserver(String.self)
                inners[group.key] = group
                results[group.key] = result
                innerSubscriptions[group.key] = group.subscribe(result)
            })
        }

        scheduler.scheduleAt(TestScheduler.Defaults.disposed) {
            outerSubscription?.dispose()
            for (_, disposable) in innerSubscriptions {
                disposable.dispose()
            }
        }

        scheduler.start()

        XCTAssertEqual(inners.count, 4)

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

    func testGroupBy_InnerError() {
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
            .error(570, testError),
            .next(580, "error"),
            .completed(600),
            .error(650, testError)
        ])

        var outerSubscription: Disposable?
        var inners = [String: GroupedObservable<String, String>]()
        var innerSubscriptions = [String: Disposable]()
        var results = [String: TestableObserver<String>]()

        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
            let outer: Observable<GroupedObservable<String, String>> = xs.groupBy { (x: String) throws -> String in
                if x == "error" { throw testError }
                return x.lowercased().trimWhitespace()
            }.asObservable()
            outerSubscription = outer.subscribe(onNext: { (group: GroupedObservable<String, String>) in
                let result: TestableObserver<String> = scheduler.createObserver(String.self)
                inners[group.key] = group
                results[group.key] = result

                innerSubscriptions[group.key] = scheduler.scheduleRelative((), dueTime: .seconds(100), action: { _ in
                    group.subscribe(result)
                })
            })
        }

        scheduler.scheduleAt(TestScheduler.Defaults.disposed) {
            outerSubscription?.dispose()
            for (_, disposable) in innerSubscriptions {
                disposable.dispose()
            }
        }

        scheduler.start()

        XCTAssertEqual(inners.count, 4)

        XCTAssertEqual(results["foo"]!.events, [
            .next(470, "FOO "),
            .next(530, "    fOo    "),
            .error(570, testError)
        ])

        XCTAssertEqual(results["bar"]!.events, [
            .next(390, "   bar"),
            .next(420, " BAR  "),
            .error(570, testError)
        ])

        XCTAssertEqual(results["baz"]!.events, [
            .next(480, "baz  "),
            .next(510, " bAZ "),
            .error(570, testError)
        ])

        XCTAssertEqual(results["qux"]!.events, [
            .error(570, testError)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 570)
        ])
    }

    func testGroupBy_InnerDispose() {
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

        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
            let outer: Observable<GroupedObservable<String, String>> = xs.groupBy { (x: String) throws -> String in
                if x == "error" { throw testError }
                return x.lowercased().trimWhitespace()
            }.asObservable()
            outerSubscription = outer.subscribe(onNext: { (group: GroupedObservable<String, String>) in
                let result: TestableObserver<String> = scheduler.createObserver(String.self)
                inners[group.key] = group
                results[group.key] = result
                innerSubscriptions[group.key] = group.subscribe(result)
            })
        }

        scheduler.scheduleAt(400) {
            outerSubscription?.dispose()
            for (_, disposable) in innerSubscriptions {
                disposable.dispose()
            }
        }

        scheduler.start()

        XCTAssertEqual(inners.count, 4)

        XCTAssertEqual(results["foo"]!.events, [
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(310, "foO ")
        ])

        XCTAssertEqual(results["bar"]!.events, [
            .next(270, "baR  "),
            .next(390, "   bar")
        ])

        XCTAssertEqual(results["baz"]!.events, [
            .next(350, " Baz   ")
        ])

        XCTAssertEqual(results["qux"]!.events, [
            .next(360, "  qux ")
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 400)
        ])
    }

    func testGroupBy_InnerKeyThrow() {
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

        var outer: Observable<GroupedObservable<String, String>>?
        var outerSubscription: Disposable?
        var inners = [String: GroupedObservable<String, String>]()
        var innerSubscriptions = [String: Disposable]()
        var results = [String: TestableObserver<String>]()

        scheduler.scheduleAt(TestScheduler.Defaults.created) {
            outer = xs.groupBy { (x: String) throws -> String in
                keyInvoked += 1
                if x == "error" { throw testError }
                if keyInvoked == 6 {
                    throw testError
                }
                return x.lowercased().trimWhitespace()
            }.asObservable()
        }

        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
            outerSubscription = outer!.subscribe(onNext: { (group: GroupedObservable<String, String>) in
                let result: TestableObserver<String> = scheduler.createObserver(String.self)
                inners[group.key] = group
                results[group.key] = result

                innerSubscriptions[group.key] = group.subscribe(result)
            })
        }

        scheduler.scheduleAt(TestScheduler.Defaults.disposed) {
            outerSubscription?.dispose()
            for (_, disposable) in innerSubscriptions {
                disposable.dispose()
            }
        }

        scheduler.start()

        XCTAssertEqual(inners.count, 3)

        XCTAssertEqual(results["foo"]!.events, [
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(310, "foO "),
            .error(360, testError)
        ])

        XCTAssertEqual(results["bar"]!.events, [
            .next(270, "baR  "),
            .error(360, testError)
        ])

        XCTAssertEqual(results["baz"]!.events, [
            .next(350, " Baz   "),
            .error(360, testError)
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 360)
        ])
    }
}
