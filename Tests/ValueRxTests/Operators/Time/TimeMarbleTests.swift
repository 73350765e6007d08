import ValueRx
import ValueRxTest
import XCTest

// Time-based operators read as marble diagrams (frame 10 ticks, the first character at 210),
// beside the ported recorded-event tests, which stay the oracle.
final class TimeMarbleTests: ValueRxTestCase {
    private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "d": 4]

    private func run(_ source: String, _ makeOperator: @escaping (TestableObservable<Int>, TestScheduler) -> Observable<Int>) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Recorded.events(source, values: values, start: 210))
        return scheduler.start { makeOperator(xs, scheduler) }.events
    }

    func testDebounceEmitsAfterQuietAndFlushesAtCompletion() {
        let events = run("a-b-----c-|") { xs, scheduler in xs.debounce(.seconds(20), scheduler: scheduler).asObservable() }
        XCTAssertEqual(events, Recorded.events("----b-----(c|)", values: values, start: 210))
    }

    func testThrottleLatestEmitsTheLastOfEachWindowAtItsEnd() {
        let events = run("ab-c------d-|") { xs, scheduler in xs.throttle(.seconds(40), scheduler: scheduler).asObservable() }
        // a at once; b and c wait, c goes out at the window's end (250); d at once (after 290).
        XCTAssertEqual(events, Recorded.events("a---c-----d-|", values: values, start: 210))
    }

    func testDelayShiftsElementsAndCompletion() {
        let events = run("a--b|") { xs, scheduler in xs.delay(.seconds(30), scheduler: scheduler).asObservable() }
        XCTAssertEqual(events, Recorded.events("---a--b|", values: values, start: 210))
    }

    func testTimeoutSwitchesWhenAGapIsTooLong() {
        let events = run("a-b------c|") { xs, scheduler in
            xs.timeout(.seconds(30), other: Observable.just(4), scheduler: scheduler).asObservable()
        }
        // b at 230, nothing by 260: `other` takes over (4, completed).
        XCTAssertEqual(events, Recorded.events("a-b--(d|)", values: values, start: 210))
    }
}
