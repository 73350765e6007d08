import Foundation
import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedUtilityFixtures.swift.

// MARK: - withUnretained (Observable+WithUnretainedTests)

/// RxSwift's `TestClass`: an object with an identity string, held weakly by the operator.
private final class PortedUnretainedObject {
    let id: String = UUID().uuidString
}

final class PortedWithUnretainedTests: ValueRxTestCase {
    private var scheduler: TestScheduler!
    private var object: PortedUnretainedObject?
    private var values: TestableObservable<Int>!
    private var tupleValues: TestableObservable<(Int, String)>!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        object = PortedUnretainedObject()
        values = scheduler.createColdObservable([
            .next(210, 1),
            .next(215, 2),
            .next(220, 3),
            .next(225, 5),
            .next(230, 8),
            .completed(250),
        ])
        let tuples: [Recorded<Event<(Int, String)>>] = [
            .next(210, (1, "a")),
            .next(215, (2, "b")),
            .next(220, (3, "c")),
            .next(225, (5, "d")),
            .next(230, (8, "e")),
            .completed(250),
        ]
        tupleValues = scheduler.createColdObservable(tuples)
    }

    override func tearDown() {
        object = nil
        values = nil
        tupleValues = nil
        scheduler = nil
        super.tearDown()
    }

    func testObjectAttached() {
        let id = object!.id

        let res = scheduler.start {
            self.values
                .withUnretained(self.object!)
                .map { (pair: (PortedUnretainedObject, Int)) -> String in "\(pair.0.id), \(pair.1)" }
        }

        let expected: [Recorded<Event<String>>] = [
            .next(410, "\(id), 1"),
            .next(415, "\(id), 2"),
            .next(420, "\(id), 3"),
            .next(425, "\(id), 5"),
            .next(430, "\(id), 8"),
            .completed(450),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testObjectDeallocates() {
        weak var released = object
        _ = values.withUnretained(object!).subscribe()

        // The subscription does not keep the object alive.
        XCTAssertNotNil(object)
        object = nil
        XCTAssertNil(object)
        XCTAssertNil(released)
    }

    func testObjectDeallocatesSequenceCompletes() {
        let id = object!.id

        let res = scheduler.start {
            self.values
                .withUnretained(self.object!)
                .do(onNext: { (pair: (PortedUnretainedObject, Int)) in
                    // Releasing the object mid-sequence completes the sequence at the next element.
                    if pair.1 == 3 { self.object = nil }
                })
                .map { (pair: (PortedUnretainedObject, Int)) -> String in "\(pair.0.id), \(pair.1)" }
        }

        let expected: [Recorded<Event<String>>] = [
            .next(410, "\(id), 1"),
            .next(415, "\(id), 2"),
            .next(420, "\(id), 3"),
            .completed(425),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testResultsSelector() {
        let id = object!.id

        let res = scheduler.start {
            self.tupleValues
                .withUnretained(self.object!) { (object: PortedUnretainedObject, value: (Int, String)) in
                    (object, value.0, value.1)
                }
                .map { (triple: (PortedUnretainedObject, Int, String)) -> String in
                    "\(triple.0.id), \(triple.1), \(triple.2)"
                }
        }

        let expected: [Recorded<Event<String>>] = [
            .next(410, "\(id), 1, a"),
            .next(415, "\(id), 2, b"),
            .next(420, "\(id), 3, c"),
            .next(425, "\(id), 5, d"),
            .next(430, "\(id), 8, e"),
            .completed(450),
        ]
        XCTAssertEqual(res.events, expected)
    }
}
