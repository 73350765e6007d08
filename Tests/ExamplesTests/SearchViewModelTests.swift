import ExampleApp
import ValueRx
import ValueRxTest
import XCTest

/// `SearchViewModel` in virtual time: one tick is one millisecond (`resolution: 0.001`), so the
/// 300 ms debounce is 300 ticks. The view model is built inside `SharingScheduler.mock`, so its
/// driver delivers on the test scheduler: each event one tick after it reaches the driver
/// (`observe(on:)` on a `TestScheduler`). `start(disposed: 2000)` subscribes at 200, when the
/// relay sends its first value, "".
final class SearchViewModelTests: XCTestCase {
    /// Only a query the user left standing for 300 ms is searched, and not twice in a row.
    func testSearchesOnlyAQueryLeftStandingFor300Milliseconds() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = StubSearchService()
            let sw = scheduler.createColdObservable([.next(100, ["swift", "swing"]), .completed(100)])
            service.answers["sw"] = sw
            let viewModel = SearchViewModel(service: service, scheduler: scheduler)
            scheduler.scheduleAt(300) { viewModel.query.accept("s") }
            scheduler.scheduleAt(400) { viewModel.query.accept("sw") }
            scheduler.scheduleAt(900) { viewModel.query.accept("swi") }
            scheduler.scheduleAt(1000) { viewModel.query.accept("sw") }

            let res = scheduler.start(disposed: 2000) { viewModel.results }

            // "" (200) and "s" (300) are replaced within 300 ticks; "sw" (400) stands until 700,
            // is searched then and answered at 700 + 100 = 800, shown at 801. "swi" (900) is
            // replaced at 1000 by "sw", which stands until 1300 and is dropped by
            // distinctUntilChanged (the last query let through was "sw"): no second request.
            XCTAssertEqual(res.events, [.next(801, ["swift", "swing"])])
            XCTAssertEqual(sw.subscriptions, [Subscription(700, 800)])
        }
    }

    /// A newer query disposes of the request still waiting for its answer: a slow answer to an
    /// old query never reaches the screen.
    func testANewerQueryDropsTheSlowAnswerToAnOlderOne() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = StubSearchService()
            let slow = scheduler.createColdObservable([.next(500, ["swift (stale)"]), .completed(500)])
            let fast = scheduler.createColdObservable([.next(50, ["swift"]), .completed(50)])
            service.answers["sw"] = slow
            service.answers["swift"] = fast
            let viewModel = SearchViewModel(service: service, scheduler: scheduler)
            scheduler.scheduleAt(300) { viewModel.query.accept("sw") }
            scheduler.scheduleAt(700) { viewModel.query.accept("swift") }

            let res = scheduler.start(disposed: 2000) { viewModel.results }

            // "sw" is searched at 300 + 300 = 600 (its answer would come at 1100); "swift" is
            // searched at 700 + 300 = 1000, which disposes of the "sw" request; the "swift"
            // answer comes at 1050 and is shown at 1051.
            XCTAssertEqual(res.events, [.next(1051, ["swift"])])
            XCTAssertEqual(slow.subscriptions, [Subscription(600, 1000)])
            XCTAssertEqual(fast.subscriptions, [Subscription(1000, 1050)])
        }
    }

    /// A failed search shows no results, and later queries are still searched.
    func testAFailedSearchShowsNoResultsAndTheSearchGoesOn() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = StubSearchService()
            let swift = scheduler.createColdObservable([.next(100, ["swift"]), .completed(100)])
            let failing = scheduler.createColdObservable([.error(100, FakeServiceError.serverError, [String].self)])
            service.answers["swift"] = swift
            service.answers["swift!"] = failing
            let viewModel = SearchViewModel(service: service, scheduler: scheduler)
            scheduler.scheduleAt(300) { viewModel.query.accept("swift") }
            scheduler.scheduleAt(800) { viewModel.query.accept("swift!") }
            scheduler.scheduleAt(1300) { viewModel.query.accept("swift") }

            let res = scheduler.start(disposed: 2000) { viewModel.results }

            // "swift": searched at 600, answered at 700, shown at 701. "swift!": searched at
            // 1100, fails at 1200; catchAndReturn([]) turns the error into [] at 1200, shown at
            // 1201, and the driver goes on. "swift" again: differs from the last query
            // ("swift!"), searched at 1600, answered at 1700, shown at 1701.
            XCTAssertEqual(res.events, [.next(701, ["swift"]), .next(1201, []), .next(1701, ["swift"])])
            XCTAssertEqual(swift.subscriptions, [Subscription(600, 700), Subscription(1600, 1700)])
            XCTAssertEqual(failing.subscriptions, [Subscription(1100, 1200)])
        }
    }

    /// The fake server the `Examples` program uses, behind the view model: it answers after
    /// its latency, with no results for the empty query, and fails for a query with "!".
    func testFakeSearchServiceBehindTheViewModel() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeSearchService(latency: .milliseconds(100), scheduler: scheduler)
            let viewModel = SearchViewModel(service: service, scheduler: scheduler)
            scheduler.scheduleAt(700) { viewModel.query.accept("Sw") }
            scheduler.scheduleAt(1200) { viewModel.query.accept("sw!") }

            let res = scheduler.start(disposed: 2000) { viewModel.results }

            // "" (sent at 200) stands until 500 and is searched then; the server subscribes to
            // its answer 100 ticks later, at 600 ([] for an empty query), shown at 601. "Sw":
            // searched at 1000, answered at 1100 (matched ignoring case), shown at 1101.
            // "sw!": searched at 1500, fails at 1600, [] shown at 1601.
            XCTAssertEqual(res.events, [
                .next(601, []),
                .next(1101, ["swift", "swiftui", "swing", "switch"]),
                .next(1601, []),
            ])
        }
    }
}

/// A search server whose answers are cold observables on the test scheduler, one per query, so
/// each answer comes at a chosen time and each request is recorded as a subscription.
private final class StubSearchService: SearchService {
    var answers: [String: TestableObservable<[String]>] = [:]

    func search(_ query: String) -> Single<[String]> {
        guard let answer = answers[query] else {
            XCTFail("unexpected search for \"\(query)\"")
            return .never()
        }
        return answer.asSingle()
    }
}
