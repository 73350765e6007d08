import Foundation
import ValueRx
import ValueRxBlocking
import ValueRxTest
import XCTest

// Observable.concat over a collection / sequence / variadic list of sources, on the
// virtual-time scheduler, RxTest style.
//
// Ports the scenarios of RxSwift's own Observable+ConcatTests: the same source events at the
// same virtual times, the same expected recordings and subscription intervals. RxSwift's
// expectations are the oracle; each test is named after the RxSwift test it ports.
//
// Not ported: testConcatReleasesResourcesOnComplete / testConcatReleasesResourcesOnError
// (`#if TRACE_RESOURCES`, RxSwift's resource counter).
//
// Ported although RxSwift gates them behind `#if TRACE_RESOURCES`:
// testConcat_TailRecursionCollection and testConcat_TailRecursionSequence. Their element
// check (0..<100 from 100 levels of nested, lazily built concats) is kept; their assertions on
// `maxTailRecursiveSinkStackSize` (an RxSwift-internal counter) are dropped. What remains
// checks that deep nesting neither overflows the stack nor forces the lazy collection /
// sequence of sources ahead of need (an eager copy of the sources would recurse forever).
//
// Adaptations that do not change what is observed:
// - RxSwift's module-level `generateCollection` / `generateSequence` helpers are reproduced as
//   private functions with file-specific names; sources are erased with `.asObservable()`
//   where RxSwift's `just` already returns `Observable<T>`.
// - The blocking tests pass a timeout to `toBlocking` (a regression fails instead of hanging)
//   and use `try` in a throwing test instead of `try!`.

// MARK: - Shared fixtures

private typealias PortedConcatEvents = [Recorded<Event<Int>>]

/// Builds `concat([generator(i), concat([generator(i + 1), concat(...)])])` over a lazy
/// *collection*; each nested level is only built when concat reaches it.
private func portedConcatGenerateCollection<T>(_ startIndex: Int, _ generator: @escaping (Int) -> Observable<T>) -> Observable<T> {
    let all = [0, 1].lazy.map { (i: Int) -> Observable<T> in
        i == 0 ? generator(startIndex) : portedConcatGenerateCollection(startIndex + 1, generator)
    }
    return Observable<T>.concat(all).asObservable()
}

/// The same nesting as `portedConcatGenerateCollection`, but over an `AnySequence` (no count
/// known up front).
private func portedConcatGenerateSequence<T>(_ startIndex: Int, _ generator: @escaping (Int) -> Observable<T>) -> Observable<T> {
    let indexes: [Int] = [0, 1]
    let all = AnySequence(indexes.lazy.map { (i: Int) -> Observable<T> in
        i == 0 ? generator(startIndex) : portedConcatGenerateSequence(startIndex + 1, generator)
    })
    return Observable<T>.concat(all).asObservable()
}

// MARK: - concat (Observable+ConcatTests)

final class PortedConcatTests: ValueRxTestCase {
    func testConcat_DefaultScheduler() {
        var sum = 0
        _ = Observable.concat([
            Observable.just(1).asObservable(),
            Observable.just(2).asObservable(),
            Observable.just(3).asObservable(),
        ]).subscribe(onNext: { e in
            sum += e
        })

        XCTAssertEqual(sum, 6)
    }

    func testConcat_IEofIO() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createColdObservable([
            .next(10, 1),
            .next(20, 2),
            .next(30, 3),
            .completed(40),
        ])

        let xs2 = scheduler.createColdObservable([
            .next(10, 4),
            .next(20, 5),
            .completed(30),
        ])

        let xs3 = scheduler.createColdObservable([
            .next(10, 6),
            .next(20, 7),
            .next(30, 8),
            .next(40, 9),
            .completed(50),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2, xs3].map { $0.asObservable() })
        }

        let expected: PortedConcatEvents = [
            .next(210, 1),
            .next(220, 2),
            .next(230, 3),
            .next(250, 4),
            .next(260, 5),
            .next(280, 6),
            .next(290, 7),
            .next(300, 8),
            .next(310, 9),
            .completed(320),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(240, 270)])
        XCTAssertEqual(xs3.subscriptions, [Subscription(270, 320)])
    }

    func testConcat_EmptyEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(250),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let expected: PortedConcatEvents = [
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testConcat_EmptyNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        XCTAssertEqual(res.events, [] as PortedConcatEvents)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 1000)])
    }

    func testConcat_NeverNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        XCTAssertEqual(res.events, [] as PortedConcatEvents)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(xs2.subscriptions, [] as [Subscription])
    }

    func testConcat_EmptyThrow() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(250, testError),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let expected: PortedConcatEvents = [
            .error(250, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testConcat_ThrowEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .error(230, testError),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(250),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let expected: PortedConcatEvents = [
            .error(230, testError),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [] as [Subscription])
    }

    func testConcat_ThrowThrow() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .error(230, testError1),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(250, testError2),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let expected: PortedConcatEvents = [
            .error(230, testError1),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [] as [Subscription])
    }

    func testConcat_ReturnEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(230),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(250),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let expected: PortedConcatEvents = [
            .next(210, 2),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testConcat_EmptyReturn() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .completed(230),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(240, 2),
            .completed(250),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let expected: PortedConcatEvents = [
            .next(240, 2),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testConcat_ReturnNever() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(230),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let expected: PortedConcatEvents = [
            .next(210, 2),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 1000)])
    }

    func testConcat_NeverReturn() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .completed(230),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        XCTAssertEqual(res.events, [] as PortedConcatEvents)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(xs2.subscriptions, [] as [Subscription])
    }

    func testConcat_ReturnReturn() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .completed(230),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(240, 3),
            .completed(250),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let expected: PortedConcatEvents = [
            .next(220, 2),
            .next(240, 3),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testConcat_ThrowReturn() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .error(230, testError1),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(240, 2),
            .completed(250),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let expected: PortedConcatEvents = [
            .error(230, testError1),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [] as [Subscription])
    }

    func testConcat_ReturnThrow() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 2),
            .completed(230),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .error(250, testError2),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let expected: PortedConcatEvents = [
            .next(220, 2),
            .error(250, testError2),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
    }

    func testConcat_SomeDataSomeData() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(225),
        ])

        let xs2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(230, 4),
            .next(240, 5),
            .completed(250),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2].map { $0.asObservable() })
        }

        let expected: PortedConcatEvents = [
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(xs2.subscriptions, [Subscription(225, 250)])
    }

    func testConcat_EnumerableTiming() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(230),
        ])

        let xs2 = scheduler.createColdObservable([
            .next(50, 4),
            .next(60, 5),
            .next(70, 6),
            .completed(80),
        ])

        let xs3 = scheduler.createHotObservable([
            .next(150, 1),
            .next(200, 2),
            .next(210, 3),
            .next(220, 4),
            .next(230, 5),
            .next(270, 6),
            .next(320, 7),
            .next(330, 8),
            .completed(340),
        ])

        let res = scheduler.start {
            Observable.concat([xs1, xs2, xs3, xs2].map { $0.asObservable() })
        }

        let expected: PortedConcatEvents = [
            .next(210, 2),
            .next(220, 3),
            .next(280, 4),
            .next(290, 5),
            .next(300, 6),
            .next(320, 7),
            .next(330, 8),
            .next(390, 4),
            .next(400, 5),
            .next(410, 6),
            .completed(420),
        ]
        XCTAssertEqual(res.events, expected)

        XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(xs2.subscriptions, [
            Subscription(230, 310),
            Subscription(340, 420),
        ])
        XCTAssertEqual(xs3.subscriptions, [Subscription(310, 340)])
    }

    func testConcat_variadicElementsOverload() throws {
        let elements = try Observable.concat(Observable.just(1).asObservable())
            .toBlocking(timeout: 5)
            .toArray()
        XCTAssertEqual(elements, [1])
    }

    func testConcat_TailRecursionCollection() throws {
        let elements = try portedConcatGenerateCollection(0) { (i: Int) -> Observable<Int> in
            Observable.just(i, scheduler: CurrentThreadScheduler.instance).asObservable()
        }
        .take(100)
        .toBlocking(timeout: 5)
        .toArray()

        XCTAssertEqual(elements, Array(0 ..< 100))
    }

    func testConcat_TailRecursionSequence() throws {
        let elements = try portedConcatGenerateSequence(0) { (i: Int) -> Observable<Int> in
            Observable.just(i, scheduler: CurrentThreadScheduler.instance).asObservable()
        }
        .take(100)
        .toBlocking(timeout: 5)
        .toArray()

        XCTAssertEqual(elements, Array(0 ..< 100))
    }
}
