import ValueRx
import ValueRxTest
import XCTest

// map / filter / ignoreElements / compactMap / scan / reduce / toArray on the virtual-time
// scheduler, RxTest style.
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

private typealias TransformIntEvents = [Recorded<Event<Int>>]

private enum PortedTransformFixture {
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
private func portedTransformIsPrime(_ n: Int) -> Bool {
    if n <= 1 { return false }
    var divisor = 2
    while divisor * divisor <= n {
        if n % divisor == 0 { return false }
        divisor += 1
    }
    return true
}

// MARK: - map (Observable+MapTests)

final class PortedMapTests: ValueRxTestCase {
    func testMapNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { xs.map { $0 * 2 } }

        XCTAssertEqual(res.events, [] as TransformIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMapEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])

        let res = scheduler.start { xs.map { $0 * 2 } }

        XCTAssertEqual(res.events, [Recorded.completed(300, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .completed(300)))

        let res = scheduler.start { xs.map { $0 * 2 } }

        let expected: TransformIntEvents = [
            .next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8),
            .completed(300),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start { xs.map { $0 * 2 } }

        let expected: TransformIntEvents = [
            .next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8),
            .error(300, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start(disposed: 290) { xs.map { $0 * 2 } }

        let expected: TransformIntEvents = [.next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testMapSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start {
            xs.map { (x: Int) throws -> Int in
                guard x < 2 else { throw testError }
                return x * 2
            }
        }

        let expected: TransformIntEvents = [.next(210, 0), .next(220, 2), .error(230, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: map compose

    func testMapComposeNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { xs.map { $0 * 10 }.map { $0 + 1 } }

        XCTAssertEqual(res.events, [] as TransformIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testMapComposeEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])

        let res = scheduler.start { xs.map { $0 * 10 }.map { $0 + 1 } }

        XCTAssertEqual(res.events, [Recorded.completed(300, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapComposeRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .completed(300)))

        let res = scheduler.start { xs.map { $0 * 10 }.map { $0 + 1 } }

        let expected: TransformIntEvents = [
            .next(210, 1), .next(220, 11), .next(230, 21), .next(240, 41),
            .completed(300),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapComposeError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start { xs.map { $0 * 10 }.map { $0 + 1 } }

        let expected: TransformIntEvents = [
            .next(210, 1), .next(220, 11), .next(230, 21), .next(240, 41),
            .error(300, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapComposeDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start(disposed: 290) { xs.map { $0 * 10 }.map { $0 + 1 } }

        let expected: TransformIntEvents = [.next(210, 1), .next(220, 11), .next(230, 21), .next(240, 41)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func testMapComposeSelector1Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start {
            xs
                .map { (x: Int) throws -> Int in
                    guard x < 2 else { throw testError }
                    return x * 10
                }
                .map { $0 + 1 }
        }

        let expected: TransformIntEvents = [.next(210, 1), .next(220, 11), .error(230, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMapComposeSelector2Throws() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.mapRun(then: .error(300, testError)))

        let res = scheduler.start {
            xs
                .map { $0 * 10 }
                .map { (x: Int) throws -> Int in
                    guard x < 20 else { throw testError }
                    return x + 1
                }
        }

        let expected: TransformIntEvents = [.next(210, 1), .next(220, 11), .error(230, testError)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}

// MARK: - filter / ignoreElements (Observable+FilterTests)

final class PortedFilterTests: ValueRxTestCase {
    func testFilterComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        // Events after the completion at 600 must not reach the filter or the observer.
        let xs = scheduler.createHotObservable(PortedTransformFixture.countingRun(
            then: .completed(600), .next(610, 12), .error(620, testError), .completed(630)
        ))

        let res = scheduler.start {
            xs.filter { (num: Int) -> Bool in
                invoked += 1
                return portedTransformIsPrime(num)
            }
        }

        let expected: TransformIntEvents = [
            .next(230, 3), .next(340, 5), .next(390, 7), .next(580, 11),
            .completed(600),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 9)
    }

    func testFilterTrue() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let xs = scheduler.createHotObservable(PortedTransformFixture.countingRun(then: .completed(600)))

        let res = scheduler.start {
            xs.filter { (_: Int) -> Bool in
                invoked += 1
                return true
            }
        }

        let expected: TransformIntEvents = [
            .next(230, 3), .next(270, 4), .next(340, 5), .next(380, 6), .next(390, 7),
            .next(450, 8), .next(470, 9), .next(560, 10), .next(580, 11),
            .completed(600),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 9)
    }

    func testFilterFalse() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let xs = scheduler.createHotObservable(PortedTransformFixture.countingRun(then: .completed(600)))

        let res = scheduler.start {
            xs.filter { (_: Int) -> Bool in
                invoked += 1
                return false
            }
        }

        XCTAssertEqual(res.events, [Recorded.completed(600, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 9)
    }

    func testFilterDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let xs = scheduler.createHotObservable(PortedTransformFixture.countingRun(then: .completed(600)))

        let res = scheduler.start(disposed: 400) {
            xs.filter { (num: Int) -> Bool in
                invoked += 1
                return portedTransformIsPrime(num)
            }
        }

        let expected: TransformIntEvents = [.next(230, 3), .next(340, 5), .next(390, 7)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(invoked, 5)
    }

    func testIgnoreElementsDoesNotSendValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

        let res = scheduler.start { xs.ignoreElements() }

        let expected: [Recorded<Event<Never>>] = [.completed(230)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}

// MARK: - compactMap (Observable+CompactMapTests)

final class PortedCompactMapTests: ValueRxTestCase {
    func testCompactMapNilFromClosure() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let xs = scheduler.createHotObservable(PortedTransformFixture.countingRun(
            then: .completed(600), .next(610, 12), .error(620, testError), .completed(630)
        ))

        let res = scheduler.start {
            xs.compactMap { (num: Int) -> Int? in
                invoked += 1
                return portedTransformIsPrime(num) ? num : nil
            }
        }

        let expected: TransformIntEvents = [
            .next(230, 3), .next(340, 5), .next(390, 7), .next(580, 11),
            .completed(600),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(invoked, 9)
    }

    func testCompactMapNilFromElement() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let source: [Recorded<Event<Int?>>] = [
            .next(110, 1),
            .next(180, 2),
            .next(230, 3),
            .next(270, nil),
            .next(340, 5),
            .completed(400),
            .next(410, 7),
            .error(420, testError),
            .completed(430),
        ]
        let xs: TestableObservable<Int?> = scheduler.createHotObservable(source)

        let res = scheduler.start {
            xs.compactMap { (num: Int?) -> Int? in
                invoked += 1
                return num
            }
        }

        let expected: TransformIntEvents = [.next(230, 3), .next(340, 5), .completed(400)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(invoked, 3)
    }

    func testCompactMapDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let xs = scheduler.createHotObservable(PortedTransformFixture.countingRun(then: .completed(600)))

        let res = scheduler.start(disposed: 400) {
            xs.compactMap { (num: Int) -> Int? in
                invoked += 1
                return portedTransformIsPrime(num) ? num : nil
            }
        }

        let expected: TransformIntEvents = [.next(230, 3), .next(340, 5), .next(390, 7)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(invoked, 5)
    }
}

// MARK: - scan (Observable+ScanTests)

final class PortedScanTests: ValueRxTestCase {
    private let seed = 42

    func testScanSeedNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(seed) { $0 + $1 } }

        XCTAssertEqual(res.events, [] as TransformIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testScanIntoNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(0, 0)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }

        XCTAssertEqual(res.events, [] as TransformIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testScanSeedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(seed) { $0 + $1 } }

        XCTAssertEqual(res.events, [Recorded.completed(250, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanIntoEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }

        XCTAssertEqual(res.events, [Recorded.completed(250, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanSeedReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(seed) { $0 + $1 } }

        let expected: TransformIntEvents = [.next(220, seed + 2), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanIntoAccumulate() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }

        let expected: TransformIntEvents = [.next(220, seed + 2), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanSeedThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, testError)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(seed) { $0 + $1 } }

        XCTAssertEqual(res.events, [Recorded.error(250, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanIntoThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(250, testError)])
        let seed = self.seed

        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }

        XCTAssertEqual(res.events, [Recorded.error(250, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanSeedSomeData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.scanRun)
        let seed = self.seed

        let res = scheduler.start { xs.scan(seed) { $0 + $1 } }

        let expected: TransformIntEvents = [
            .next(210, seed + 2),
            .next(220, seed + 2 + 3),
            .next(230, seed + 2 + 3 + 4),
            .next(240, seed + 2 + 3 + 4 + 5),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanIntoSomeData() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.scanRun)
        let seed = self.seed

        let res = scheduler.start { xs.scan(into: seed) { $0 += $1 } }

        let expected: TransformIntEvents = [
            .next(210, seed + 2),
            .next(220, seed + 2 + 3),
            .next(230, seed + 2 + 3 + 4),
            .next(240, seed + 2 + 3 + 4 + 5),
            .completed(250),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testScanSeedAccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.scanRun)
        let seed = self.seed

        let res = scheduler.start {
            xs.scan(seed) { (accumulated: Int, element: Int) throws -> Int in
                if element == 4 { throw testError }
                return accumulated + element
            }
        }

        let expected: TransformIntEvents = [
            .next(210, seed + 2),
            .next(220, seed + 2 + 3),
            .error(230, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testScanIntoAccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.scanRun)
        let seed = self.seed

        let res = scheduler.start {
            xs.scan(into: seed) { (accumulated: inout Int, element: Int) throws -> Void in
                if element == 4 { throw testError }
                accumulated += element
            }
        }

        let expected: TransformIntEvents = [
            .next(210, seed + 2),
            .next(220, seed + 2 + 3),
            .error(230, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}

// MARK: - reduce (Observable+ReduceTests)

final class PortedReduceTests: ValueRxTestCase {
    // MARK: reduce(_:accumulator:)

    func testReduceWithSeedEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])

        let res = scheduler.start { xs.reduce(42, accumulator: +) }

        let expected: TransformIntEvents = [.next(250, 42), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithSeedReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 24), .completed(250)])

        let res = scheduler.start { xs.reduce(42, accumulator: +) }

        let expected: TransformIntEvents = [.next(250, 42 + 24), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithSeedThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, testError)])

        let res = scheduler.start { xs.reduce(42, accumulator: +) }

        XCTAssertEqual(res.events, [Recorded.error(210, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testReduceWithSeedNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { xs.reduce(42, accumulator: +) }

        XCTAssertEqual(res.events, [] as TransformIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testReduceWithSeedRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.reduceRun)

        let res = scheduler.start { xs.reduce(42, accumulator: +) }

        let expected: TransformIntEvents = [.next(260, 42 + 0 + 1 + 2 + 3 + 4), .completed(260)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testReduceWithSeedAccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.reduceRun)

        let res = scheduler.start {
            xs.reduce(42) { (accumulated: Int, x: Int) throws -> Int in
                guard x < 3 else { throw testError }
                return accumulated + x
            }
        }

        XCTAssertEqual(res.events, [Recorded.error(240, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    // MARK: reduce(_:accumulator:mapResult:)

    func testReduceWithSeedAndResultEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])

        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }

        let expected: TransformIntEvents = [.next(250, 42 * 5), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithSeedAndResultReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 24), .completed(250)])

        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }

        let expected: TransformIntEvents = [.next(250, (42 + 24) * 5), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testReduceWithSeedAndResultThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(210, testError)])

        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }

        XCTAssertEqual(res.events, [Recorded.error(210, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testReduceWithSeedAndResultNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }

        XCTAssertEqual(res.events, [] as TransformIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testReduceWithSeedAndResultRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.reduceRun)

        let res = scheduler.start { xs.reduce(42, accumulator: +, mapResult: { $0 * 5 }) }

        let expected: TransformIntEvents = [.next(260, (42 + 0 + 1 + 2 + 3 + 4) * 5), .completed(260)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func testReduceWithSeedAndResultAccumulatorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.reduceRun)

        // Both closures spell out `throws`: they share one typed-throws `Failure`.
        let res = scheduler.start {
            xs.reduce(
                42,
                accumulator: { (accumulated: Int, x: Int) throws -> Int in
                    guard x < 3 else { throw testError }
                    return accumulated + x
                },
                mapResult: { (accumulated: Int) throws -> Int in accumulated * 5 }
            )
        }

        XCTAssertEqual(res.events, [Recorded.error(240, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testReduceWithSeedAndResultSelectorThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(PortedTransformFixture.reduceRun)

        // Both closures spell out `throws`: they share one typed-throws `Failure`.
        let res = scheduler.start {
            xs.reduce(
                42,
                accumulator: { (accumulated: Int, x: Int) throws -> Int in accumulated + x },
                mapResult: { (_: Int) throws -> Int in throw testError }
            )
        }

        XCTAssertEqual(res.events, [Recorded.error(260, testError, Int.self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }
}

// MARK: - toArray (Observable+ToArrayTests)

final class PortedToArrayTests: ValueRxTestCase {
    private typealias ArrayEvents = [Recorded<Event<[Int]>>]

    func testToArrayWithSingleItemReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([.next(10, 1), .completed(20)])

        let res = scheduler.start { xs.toArray() }

        let expected: ArrayEvents = [.next(220, [1]), .completed(220)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testToArrayWithMultipleItemsReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4), .completed(50),
        ])

        let res = scheduler.start { xs.toArray() }

        let expected: ArrayEvents = [.next(250, [1, 2, 3, 4]), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayWithNoItemsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([.completed(50)])

        let res = scheduler.start { xs.toArray() }

        let expected: ArrayEvents = [.next(250, [Int]()), .completed(250)]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testToArrayWithSingleItemNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1)])

        let res = scheduler.start { xs.toArray() }

        XCTAssertEqual(res.events, [] as ArrayEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testToArrayWithImmediateErrorThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([.error(10, testError)])

        let res = scheduler.start { xs.toArray() }

        XCTAssertEqual(res.events, [Recorded.error(210, testError, [Int].self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testToArrayWithMultipleItemsThrow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createColdObservable([
            .next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4), .error(50, testError),
        ])

        let res = scheduler.start { xs.toArray() }

        XCTAssertEqual(res.events, [Recorded.error(250, testError, [Int].self)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
