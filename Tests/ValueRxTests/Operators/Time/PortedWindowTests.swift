import ValueRx
import ValueRxBlocking
import ValueRxTest
import XCTest

// window(timeSpan:count:scheduler:) on the virtual-time scheduler, RxTest style.
//
// Ports every test of RxSwift's Tests/RxSwiftTests/Observable+WindowTests.swift
// (ObservableWindowTest): the same source events at the same virtual times, the same time
// span and count, the windows numbered with `enumerated()` and flattened with `merge()` as
// RxSwift does, the same expected recordings and subscription intervals. RxSwift's
// expectations are the oracle; each test keeps the name of the RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests testWindowReleasesResourcesOnComplete and
// testWindowReleasesResourcesOnError (RxSwift's resource counter); `ValueRxTestCase` checks
// resources after every test instead.
//
// RxSwift's `windowWithTimeOrCount_Default` (real `SerialDispatchQueueScheduler` through
// blocking) has no `test` prefix there, so XCTest never runs it; it runs here as
// `testWindowWithTimeOrCount_Default` (it expects "1 5": windows of 3, the fifth merged element).
//
// Adaptations that do not change what is observed:
// - ValueRx's window, enumerated, map and merge return concrete types; where RxSwift stores
//   or returns an `Observable<...>` (the `window` constant, the closure's
//   `-> Observable<String>` results), the sequence is erased with `.asObservable()`.
// - The `(index, element)` pair of `enumerated()` is taken as one tuple parameter and split,
//   instead of RxSwift's two-parameter closure `(i: Int, o: Observable<Int>)`.
// - The expected recordings are typed constants (`[Recorded<Event<String>>]`).
// - testWindowWithTimeOrCount_Default passes a timeout to `toBlocking` (1 s; a regression fails
//   instead of hanging), throws instead of `try!`, and unwraps with `XCTUnwrap`.
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx operator answers
// `.stop`; `TestableObservable` records either as the end of the subscription.

private typealias WindowStringEvents = [Recorded<Event<String>>]

final class PortedWindowTests: ValueRxTestCase {
    func testWindowWithTimeOrCount_Basic() {
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
            .completed(600),
        ])

        let res = scheduler.start { () -> Observable<String> in
            let window: Observable<Observable<Int>> = xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).asObservable()
            let mappedWithIndex = window.enumerated().map { (pair: (index: Int, element: Observable<Int>)) -> Observable<String> in
                let (i, o) = pair
                return o.map { (e: Int) -> String in
                    return "\(i) \(e)"
                }.asObservable()
            }
            let result = mappedWithIndex.merge()
            return result.asObservable()
        }

        let expected: WindowStringEvents = [
            .next(205, "0 1"),
            .next(210, "0 2"),
            .next(240, "0 3"),
            .next(280, "1 4"),
            .next(320, "2 5"),
            .next(350, "2 6"),
            .next(370, "2 7"),
            .next(420, "3 8"),
            .next(470, "4 9"),
            .completed(600),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 600),
        ])
    }

    func testWindowWithTimeOrCount_Error() {
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
            .error(600, testError),
        ])

        let res = scheduler.start { () -> Observable<String> in
            let window: Observable<Observable<Int>> = xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).asObservable()
            let mappedWithIndex = window.enumerated().map { (pair: (index: Int, element: Observable<Int>)) -> Observable<String> in
                let (i, o) = pair
                return o.map { (e: Int) -> String in
                    return "\(i) \(e)"
                }.asObservable()
            }
            let result = mappedWithIndex.merge()
            return result.asObservable()
        }

        let expected: WindowStringEvents = [
            .next(205, "0 1"),
            .next(210, "0 2"),
            .next(240, "0 3"),
            .next(280, "1 4"),
            .next(320, "2 5"),
            .next(350, "2 6"),
            .next(370, "2 7"),
            .next(420, "3 8"),
            .next(470, "4 9"),
            .error(600, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 600),
        ])
    }

    func testWindowWithTimeOrCount_Disposed() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(105, 0),
            .next(205, 1),
            .next(210, 2),
            .next(240, 3),
            .next(280, 4),
            .next(320, 5),
            .next(350, 6),
            .next(370, 7),
            .next(420, 8),
            .next(470, 9),
            .completed(600),
        ])

        let res = scheduler.start(disposed: 370) { () -> Observable<String> in
            let window: Observable<Observable<Int>> = xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).asObservable()
            let mappedWithIndex = window.enumerated().map { (pair: (index: Int, element: Observable<Int>)) -> Observable<String> in
                let (i, o) = pair
                return o.map { (e: Int) -> String in
                    return "\(i) \(e)"
                }.asObservable()
            }
            let result = mappedWithIndex.merge()
            return result.asObservable()
        }

        let expected: WindowStringEvents = [
            .next(205, "0 1"),
            .next(210, "0 2"),
            .next(240, "0 3"),
            .next(280, "1 4"),
            .next(320, "2 5"),
            .next(350, "2 6"),
            .next(370, "2 7"),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 370),
        ])
    }

    // No `test` prefix, as in RxSwift: not run by XCTest (see the header).
    func testWindowWithTimeOrCount_Default() throws {
        let backgroundScheduler = SerialDispatchQueueScheduler(qos: .default)

        let result = try Observable.range(start: 1, count: 10, scheduler: backgroundScheduler)
            .window(timeSpan: .seconds(1000), count: 3, scheduler: backgroundScheduler)
            .enumerated().map { (pair: (index: Int, element: Observable<Int>)) -> Observable<String> in
                let (i, o) = pair
                return o.map { (e: Int) -> String in
                    return "\(i) \(e)"
                }.asObservable()
            }
            .merge()
            .skip(4)
            .toBlocking(timeout: 1)
            .first()

        XCTAssertEqual(try XCTUnwrap(result), "1 5")
    }
}
