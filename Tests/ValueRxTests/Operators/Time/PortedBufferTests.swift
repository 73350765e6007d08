import ValueRx
import ValueRxBlocking
import ValueRxTest
import XCTest

// buffer(timeSpan:count:scheduler:) on the virtual-time scheduler, RxTest style, and once on a
// serial dispatch queue scheduler through blocking.
//
// Ports every test of RxSwift's Tests/RxSwiftTests/Observable+BufferTests.swift
// (ObservableBufferTest): the same source events at the same virtual times, the same time
// span and count, the same expected buffers (including the empty ones emitted by the timer
// and at completion) and subscription intervals. RxSwift's expectations are the oracle; each
// test keeps the name of the RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests testBufferReleasesResourcesOnComplete and
// testBufferReleasesResourcesOnError (RxSwift's resource counter); `ValueRxTestCase` checks
// resources after every test instead.
//
// Adaptations that do not change what is observed:
// - RxSwift wraps each buffer in `EquatableArray` (an RxTest helper) through `map` to compare
//   it; `[Int]` is `Equatable`, so the arrays are compared directly and there is no `map`.
// - The expected recordings are typed constants (`[Recorded<Event<[Int]>>]`).
// - testBufferWithTimeOrCount_Default (real `SerialDispatchQueueScheduler`): passes a timeout to
//   `toBlocking` (a regression fails in 1 s instead of hanging; the test itself takes
//   milliseconds), throws instead of `try!`, and unwraps with `XCTUnwrap` instead of `!`.
//
// Where RxSwift's operator disposes its upstream subscription, a ValueRx operator answers
// `.stop`; `TestableObservable` records either as the end of the subscription.

private typealias BufferIntArrayEvents = [Recorded<Event<[Int]>>]

final class PortedBufferTests: ValueRxTestCase {
    func testBufferWithTimeOrCount_Basic() {
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

        let res = scheduler.start {
            xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }

        let expected: BufferIntArrayEvents = [
            .next(240, [1, 2, 3]),
            .next(310, [4]),
            .next(370, [5, 6, 7]),
            .next(440, [8]),
            .next(510, [9]),
            .next(580, []),
            .next(600, []),
            .completed(600),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 600),
        ])
    }

    func testBufferWithTimeOrCount_Error() {
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

        let res = scheduler.start {
            xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }

        let expected: BufferIntArrayEvents = [
            .next(240, [1, 2, 3]),
            .next(310, [4]),
            .next(370, [5, 6, 7]),
            .next(440, [8]),
            .next(510, [9]),
            .next(580, []),
            .error(600, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 600),
        ])
    }

    func testBufferWithTimeOrCount_Disposed() {
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

        let res = scheduler.start(disposed: 370) {
            xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }

        let expected: BufferIntArrayEvents = [
            .next(240, [1, 2, 3]),
            .next(310, [4]),
            .next(370, [5, 6, 7]),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 370),
        ])
    }

    func testBufferWithTimeOrCount_Default() throws {
        let backgroundScheduler = SerialDispatchQueueScheduler(qos: .default)

        let result = try Observable.range(start: 1, count: 10, scheduler: backgroundScheduler)
            .buffer(timeSpan: .seconds(1000), count: 3, scheduler: backgroundScheduler)
            .skip(1)
            .toBlocking(timeout: 1)
            .first()

        XCTAssertEqual(try XCTUnwrap(result), [4, 5, 6])
    }
}
