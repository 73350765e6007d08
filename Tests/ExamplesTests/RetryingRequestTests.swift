import ExampleApp
import ValueRx
import ValueRxTest
import XCTest

/// `RetryingRequest` in virtual time, one tick per millisecond, with a 500 ms timeout per
/// attempt and 3 attempts. Each attempt of the request is a subscription to a cold observable,
/// so the recorded subscriptions are the attempts. `start(disposed: 3000)` subscribes at 200.
final class RetryingRequestTests: XCTestCase {
    /// A server that fails twice and then answers: the third attempt's answer is the response.
    func testAFlakyServerSucceedsOnTheThirdAttempt() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let attempts = flakyAttempts(scheduler)
        let request = RetryingRequest(request: attemptsInTurn(attempts), timeout: .milliseconds(500), maxAttempts: 3,
                                      scheduler: scheduler)

        let res = scheduler.start(disposed: 3000) { request.response }

        // Attempt 1 from 200 fails at 200 + 100 = 300 (its timeout, due at 700, is cancelled);
        // retry subscribes attempt 2 at once, which fails at 400; attempt 3 from 400 answers
        // at 500. The answer and the completion pass through timeout and retry at 500.
        XCTAssertEqual(res.events, [.next(500, "Q3 report"), .completed(500)])
        XCTAssertEqual(attempts[0].subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(attempts[1].subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(attempts[2].subscriptions, [Subscription(400, 500)])
    }

    /// A server that never answers: every attempt times out, and the last timeout is the
    /// response's error.
    func testASilentServerTimesOutOnEveryAttempt() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let silent = scheduler.createColdObservable([Recorded<Event<String>>]())
        let request = RetryingRequest(request: silent.asSingle(), timeout: .milliseconds(500), maxAttempts: 3,
                                      scheduler: scheduler)

        let res = scheduler.start(disposed: 3000) { request.response }

        // Each attempt gets 500 ticks: 200-700, 700-1200, 1200-1700. At each timeout the
        // attempt is disposed of and retry subscribes again at the same tick; the third
        // timeout, at 1700, ends the response with RxError.timeout.
        XCTAssertEqual(res.events, [.error(1700, RxError.timeout)])
        XCTAssertEqual(silent.subscriptions, [Subscription(200, 700), Subscription(700, 1200), Subscription(1200, 1700)])
    }

    /// The status driver: "Loaded: …" or "Failed after 3 attempts: …", then completion.
    func testStatusDescribesTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        SharingScheduler.mock(scheduler: scheduler) {
            let attempts = flakyAttempts(scheduler)
            let loaded = RetryingRequest(request: attemptsInTurn(attempts), timeout: .milliseconds(500), maxAttempts: 3,
                                         scheduler: scheduler)
            let res = scheduler.start(disposed: 3000) { loaded.status }

            // The response's answer and completion come at 500 (see the flaky test); the
            // driver delivers them one tick apart on the test scheduler: 501 and 502.
            XCTAssertEqual(res.events, [.next(501, "Loaded: Q3 report"), .completed(502)])

            let silent = scheduler.createColdObservable([Recorded<Event<String>>]())
            let failed = RetryingRequest(request: silent.asSingle(), timeout: .milliseconds(500), maxAttempts: 3,
                                         scheduler: scheduler)
            let failure = scheduler.start(created: 3100, subscribed: 3200, disposed: 6000) { failed.status }

            // Attempts time out at 3700, 4200 and 4700; the error reaches the driver's recovery
            // one tick later (4701), and the recovery's Driver.just is subscribed on the test
            // scheduler one more tick later (4702), where it sends its message and completes.
            XCTAssertEqual(failure.events, [
                .next(4702, "Failed after 3 attempts: no answer in time"),
                .completed(4702),
            ])
            XCTAssertEqual(silent.subscriptions, [Subscription(3200, 3700), Subscription(3700, 4200), Subscription(4200, 4700)])
        }
    }

    /// The fake server the `Examples` program uses: it fails its first two requests, then
    /// answers with the attempt's number, each after its latency.
    func testFlakyReportServiceBehindARetryingRequest() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let server = FlakyReportService(report: "Q3 report", failures: 2, latency: .milliseconds(50), scheduler: scheduler)
        let request = RetryingRequest(request: server.fetchReport(), timeout: .milliseconds(500), maxAttempts: 3,
                                      scheduler: scheduler)

        let res = scheduler.start { request.response }

        // Attempt 1 from 200 fails at 250, attempt 2 at 300, attempt 3 answers at 350.
        XCTAssertEqual(res.events, [.next(350, "Q3 report (attempt 3)"), .completed(350)])
        XCTAssertEqual(server.requests, 3)
    }
}

/// Three attempts of a request, as cold observables: two fail 100 ticks after their
/// subscription, the third answers then.
private func flakyAttempts(_ scheduler: TestScheduler) -> [TestableObservable<String>] {
    [
        scheduler.createColdObservable([.error(100, FakeServiceError.busy, String.self)]),
        scheduler.createColdObservable([.error(100, FakeServiceError.busy, String.self)]),
        scheduler.createColdObservable([.next(100, "Q3 report"), .completed(100)]),
    ]
}

/// A request whose n-th subscription subscribes to `attempts[n]`.
private func attemptsInTurn(_ attempts: [TestableObservable<String>]) -> Single<String> {
    var made = 0
    return Single<String>.deferred { () -> Single<String> in
        defer { made += 1 }
        return attempts[made].asSingle()
    }
    .asSingle()
}
