import Foundation
import ValueRx
import ValueRxTest
import XCTest

// Ported from RxSwift's tests, on the virtual-time scheduler (RxTest style). What is ported,
// what is not, and the shared fixtures: PortedUtilityFixtures.swift.

// MARK: - enumerated (Observable+EnumeratedTests)

/// An `enumerated()` element in comparable form (the tuple itself is not `Equatable`).
private struct PortedIndexed: Equatable, CustomDebugStringConvertible {
    let index: Int
    let element: String

    var debugDescription: String { "(\(index), \(element))" }
}

private typealias IndexedEvents = [Recorded<Event<PortedIndexed>>]

final class PortedEnumeratedTests: ValueRxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    /// `xs.enumerated()`, each tuple recorded as a `PortedIndexed`.
    private func enumeratedRecording(_ xs: TestableObservable<String>) -> IndexedEvents {
        scheduler.start {
            xs.enumerated().map { PortedIndexed(index: $0.index, element: $0.element) }
        }.events
    }

    /// The three indexed elements every test expects, then `tail`.
    private func expectedElements(then tail: Recorded<Event<PortedIndexed>>...) -> IndexedEvents {
        let elements: IndexedEvents = [
            .next(210, PortedIndexed(index: 0, element: "a")),
            .next(220, PortedIndexed(index: 1, element: "b")),
            .next(280, PortedIndexed(index: 2, element: "c")),
        ]
        return elements + tail
    }

    func test_Infinite() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(280, "c")])

        XCTAssertEqual(enumeratedRecording(xs), expectedElements())
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func test_Completed() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(280, "c"), .completed(300)])

        XCTAssertEqual(enumeratedRecording(xs), expectedElements(then: .completed(300)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_Error() {
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(280, "c"), .error(300, testError)])

        XCTAssertEqual(enumeratedRecording(xs), expectedElements(then: .error(300, testError)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
