import XCTest
import ValueRx

final class MapTests: ValueRxTestCase {
    func testMapValuesAndCompletion() {
        XCTAssertEqual(events(Observable.of(1, 2, 3).map { $0 * 10 }), [.next(10), .next(20), .next(30), .completed])
    }

    func testMapEmpty() {
        XCTAssertEqual(events(Observable<Int>.empty().map { $0 * 10 }), [.completed])
    }

    func testMapPassesErrorThrough() {
        XCTAssertEqual(events(Observable<Int>.error(testError).map { $0 * 10 }), [.error(testError)])
    }

    func testMapThrowingClosureTerminatesAndDisposesUpstream() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        _ = source.observable.map { (x: Int) throws -> Int in
            if x == 2 { throw testError }
            return x
        }.subscribe(recorder.observer)
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        XCTAssertEqual(recorder.events, [.next(1), .error(testError)])
        XCTAssertEqual(source.disposeCount, 1)
    }

    func testMapTypedThrows() {
        let mapped = Observable.of(1, 2).map { (x: Int) throws(TestError) -> Int in
            if x == 2 { throw otherError }
            return x
        }
        XCTAssertEqual(events(mapped), [.next(1), .error(otherError)])
    }

    func testMapContract() {
        assertOperatorContract { $0.map { $0 + 1 } }
    }

    func testCompactMap() {
        XCTAssertEqual(events(Observable.of(1, 2, 3, 4).compactMap { $0 % 2 == 0 ? nil : $0 * 10 }),
                       [.next(10), .next(30), .completed])
    }

    func testCompactMapError() {
        XCTAssertEqual(events(Observable<Int>.error(testError).compactMap { Optional($0) }), [.error(testError)])
    }

    func testCompactMapThrows() {
        let mapped = Observable.of(1, 2, 3).compactMap { (x: Int) throws -> Int? in
            if x == 2 { throw testError }
            return x
        }
        XCTAssertEqual(events(mapped), [.next(1), .error(testError)])
    }

    func testCompactMapContract() {
        assertOperatorContract { $0.compactMap { $0 } }
    }

    func testChainedMapsAndErasure() {
        let chain = Observable.range(start: 1, count: 3).map { $0 + 1 }.asObservable().map { $0 * 2 }
        XCTAssertEqual(events(chain), [.next(4), .next(6), .next(8), .completed])
    }
}

final class FilterTests: ValueRxTestCase {
    func testFilterValues() {
        XCTAssertEqual(events(Observable.of(1, 2, 3, 4, 5).filter { $0 % 2 == 1 }),
                       [.next(1), .next(3), .next(5), .completed])
    }

    func testFilterError() {
        XCTAssertEqual(events(Observable<Int>.error(testError).filter { _ in true }), [.error(testError)])
    }

    func testFilterThrowingPredicate() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        _ = source.observable.filter { (x: Int) throws -> Bool in
            if x == 3 { throw testError }
            return x > 1
        }.subscribe(recorder.observer)
        source.onNext(1)
        source.onNext(2)
        source.onNext(3)
        source.onNext(4)
        XCTAssertEqual(recorder.events, [.next(2), .error(testError)])
        XCTAssertEqual(source.disposeCount, 1)
    }

    func testFilterContract() {
        assertOperatorContract { $0.filter { $0 > 0 } }
    }

    func testIgnoreElements() {
        let ignored = Observable.of(1, 2, 3).ignoreElements()
        let received = events(ignored)
        XCTAssertEqual(received.count, 1)
        XCTAssertTrue(received[0].isCompleted)
        let failed = events(Observable<Int>.error(testError).ignoreElements())
        XCTAssertEqual(failed.count, 1)
        XCTAssertEqual(failed[0].error as? TestError, testError)
    }

    func testIgnoreElementsContract() {
        assertOperatorContract { $0.ignoreElements() }
    }
}

final class ScanTests: ValueRxTestCase {
    func testScanValues() {
        XCTAssertEqual(events(Observable.of(1, 2, 3).scan(0) { $0 + $1 }), [.next(1), .next(3), .next(6), .completed])
    }

    func testScanInto() {
        let scanned = Observable.of(1, 2, 3).scan(into: [Int]()) { (acc: inout [Int], x: Int) in acc.append(x) }
        XCTAssertEqual(events(scanned), [.next([1]), .next([1, 2]), .next([1, 2, 3]), .completed])
    }

    func testScanEmptyEmitsNoSeed() {
        XCTAssertEqual(events(Observable<Int>.empty().scan(7) { $0 + $1 }), [.completed])
    }

    func testScanError() {
        XCTAssertEqual(events(Observable<Int>.error(testError).scan(0) { $0 + $1 }), [.error(testError)])
    }

    func testScanThrows() {
        let scanned = Observable.of(1, 2, 3).scan(0) { (acc: Int, x: Int) throws -> Int in
            if x == 2 { throw testError }
            return acc + x
        }
        XCTAssertEqual(events(scanned), [.next(1), .error(testError)])
        let into = Observable.of(1, 2).scan(into: 0) { (acc: inout Int, x: Int) throws in
            if x == 2 { throw testError }
            acc += x
        }
        XCTAssertEqual(events(into), [.next(1), .error(testError)])
    }

    func testScanContract() {
        assertOperatorContract { $0.scan(0, accumulator: +) }
        assertOperatorContract { $0.scan(into: 0) { $0 += $1 } }
    }

    func testReduce() {
        XCTAssertEqual(events(Observable.of(1, 2, 3).reduce(10, accumulator: +)), [.next(16), .completed])
        XCTAssertEqual(events(Observable<Int>.empty().reduce(10, accumulator: +)), [.next(10), .completed])
        XCTAssertEqual(events(Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "\($0)" })), [.next("6"), .completed])
    }

    func testReduceErrorEmitsNoValue() {
        XCTAssertEqual(events(Observable<Int>.error(testError).reduce(0, accumulator: +)), [.error(testError)])
    }

    func testReduceThrows() {
        let reduced = Observable.of(1, 2).reduce(0) { (acc: Int, x: Int) throws -> Int in
            if x == 2 { throw testError }
            return acc + x
        }
        XCTAssertEqual(events(reduced), [.error(testError)])
        let mapThrows = Observable.of(1, 2).reduce(0, accumulator: { (a: Int, b: Int) throws -> Int in a + b },
                                                   mapResult: { (_: Int) throws -> Int in throw testError })
        XCTAssertEqual(events(mapThrows), [.error(testError)])
    }

    func testReduceContract() {
        assertOperatorContract { $0.reduce(0, accumulator: +) }
    }

    func testToArray() {
        XCTAssertEqual(events(Observable.of(1, 2, 3).toArray().asObservable()), [.next([1, 2, 3]), .completed])
        XCTAssertEqual(events(Observable<Int>.empty().toArray().asObservable()), [.next([]), .completed])
        XCTAssertEqual(events(Observable<Int>.error(testError).toArray().asObservable()), [.error(testError)])
    }

    func testToArrayContract() {
        assertOperatorContract { $0.toArray().asObservable() }
    }
}
