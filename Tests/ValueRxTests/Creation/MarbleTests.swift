import ValueRx
import ValueRxTest
import XCTest

// The marble-diagram helper of ValueRxTest: what a diagram spells, and back.
final class MarbleTests: ValueRxTestCase {
    func testDiagramSpellsRecordedEvents() {
        let events = Recorded.events("--a--b--|", values: ["a": 1, "b": 2], start: 180)
        let expected: [Recorded<Event<Int>>] = [.next(200, 1), .next(230, 2), .completed(260)]
        XCTAssertEqual(events, expected)
    }

    func testGroupsErrorsSpacesAndFrames() {
        let events = Recorded.events("a (bc) -#", values: ["a": 1, "b": 2, "c": 3], error: testError, frame: 5, start: 100)
        let expected: [Recorded<Event<Int>>] = [.next(100, 1), .next(105, 2), .next(105, 3), .error(115, testError)]
        XCTAssertEqual(events, expected)
    }

    func testCharactersStandForThemselves() {
        let events = Recorded.events("-x-y|")
        let expected: [Recorded<Event<String>>] = [.next(10, "x"), .next(30, "y"), .completed(40)]
        XCTAssertEqual(events, expected)
    }

    func testEventsDrawBackAsTheirDiagram() {
        let events: [Recorded<Event<Int>>] = [.next(200, 1), .next(230, 2), .next(230, 3), .completed(260)]
        XCTAssertEqual(Recorded.marbles(events, symbol: { Character(String($0)) }, start: 180), "--1--(23)--|")
        let diagram = "--a---b-(cd)|"
        let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "d": 4]
        let parsed = Recorded.events(diagram, values: values)
        let names: [Int: Character] = [1: "a", 2: "b", 3: "c", 4: "d"]
        XCTAssertEqual(Recorded.marbles(parsed, symbol: { names[$0]! }), diagram)
    }

    func testDiagramsDriveATestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded.events("a--b--c|", values: ["a": 1, "b": 2, "c": 3], start: 210))
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, Recorded.events("a--b--c|", values: ["a": 10, "b": 20, "c": 30], start: 210))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }
}
