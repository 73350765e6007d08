import Dispatch
import ExampleApp
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoopbackHTTPServer
import ValueRx
import ValueRxNetworking
import ValueRxBlocking
import XCTest

/// The longest wait for the view model's answer: the 300 ms debounce plus a local request,
/// with a wide margin.
private let answerTimeout: TimeInterval = 10

/// `SearchViewModel` with the real `URLSessionSearchService`, against the local search server
/// `swift run Examples` uses (LoopbackHTTPServer on 127.0.0.1, no network), on real schedulers:
/// the debounce on a serial queue, the driver on the main queue (the blocking operators run the
/// main run loop while they wait on the main thread).
final class URLSessionSearchServiceTests: XCTestCase {
    /// A local search server whose answers to `slowQuery` wait `slowDelay` seconds; others 20 ms.
    private func startServer(slowQuery: String? = nil, slowDelay: TimeInterval = 0) throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer(routes: [
            "/search": { request in
                let query = request.query["q"] ?? ""
                let answer = URLSessionSearchService.serverAnswer(to: query)
                return LoopbackHTTPServer.Response(status: answer.status,
                                                   headers: ["Content-Type": "application/json"],
                                                   body: answer.body,
                                                   delay: query == slowQuery ? slowDelay : 0.02)
            },
        ])
    }

    /// Runs `body` with an ephemeral session and request logging off, then invalidates the
    /// session and restores the logging switch.
    private func withQuietSession(_ body: (URLSession) throws -> Void) rethrows {
        let savedShouldLogRequest = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in false }
        let session = URLSession(configuration: .ephemeral)
        defer {
            session.invalidateAndCancel()
            URLSession.rx.shouldLogRequest = savedShouldLogRequest
        }
        try body(session)
    }

    /// The service asks `GET /search?q=<query>` and reads the JSON array the server answers.
    func testTheServiceReadsTheServersWords() throws {
        let server = try startServer()
        defer { server.stop() }
        try withQuietSession { session in
            let service = URLSessionSearchService(baseURL: server.baseURL, session: session)
            XCTAssertEqual(service.url(for: "sw")?.absoluteString, "\(server.baseURL.absoluteString)/search?q=sw")

            let words = try service.search("Sw").asObservable().toBlocking(timeout: answerTimeout).single()
            XCTAssertEqual(words, ["swift", "swiftui", "swing", "switch"])

            XCTAssertThrowsError(try service.search("sw!").asObservable().toBlocking(timeout: answerTimeout).single()) { error in
                guard case RxCocoaURLError.httpRequestFailed(let response, _)? = error as? RxCocoaURLError else {
                    return XCTFail("unexpected error \(error)")
                }
                XCTAssertEqual(response.statusCode, 500)
            }
        }
    }

    /// The query the user left standing is searched on the server, and its words are shown.
    func testTheViewModelShowsTheServersAnswer() throws {
        let server = try startServer()
        defer { server.stop() }
        try withQuietSession { session in
            let viewModel = SearchViewModel(
                service: URLSessionSearchService(baseURL: server.baseURL, session: session),
                scheduler: SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "search.debounce")
            )
            // Typed before anything observes the results: the relay's latest value, "sw", is the
            // first query the debounce sees, so it is the one searched.
            viewModel.query.accept("sw")

            let shown = try viewModel.results.asObservable().toBlocking(timeout: answerTimeout).first()

            XCTAssertEqual(shown, ["swift", "swiftui", "swing", "switch"])
            XCTAssertEqual(server.requestCount, 1)
        }
    }

    /// A failed search (the server answers 500 to a query with "!") shows no results.
    func testAFailedSearchShowsNoResults() throws {
        let server = try startServer()
        defer { server.stop() }
        try withQuietSession { session in
            let viewModel = SearchViewModel(
                service: URLSessionSearchService(baseURL: server.baseURL, session: session),
                scheduler: SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "search.debounce")
            )
            viewModel.query.accept("swift!")

            let shown = try viewModel.results.asObservable().toBlocking(timeout: answerTimeout).first()

            XCTAssertEqual(shown, [])
            XCTAssertEqual(server.requestCount, 1)
        }
    }

    /// A newer query disposes of the request the server is still holding: its connection is
    /// closed (the server sees it) and only the newer answer is shown.
    func testANewerQueryCancelsTheSlowRequestOfTheOlderOne() throws {
        let server = try startServer(slowQuery: "sw", slowDelay: 30)
        defer { server.stop() }
        try withQuietSession { session in
            let viewModel = SearchViewModel(
                service: URLSessionSearchService(baseURL: server.baseURL, session: session),
                scheduler: SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "search.debounce")
            )
            let query = viewModel.query
            query.accept("sw")
            // The user types on once the server holds the "sw" request.
            DispatchQueue.global().async {
                if server.waitForRequests(1, timeout: answerTimeout) {
                    query.accept("swift")
                }
            }

            let shown = try viewModel.results.asObservable().toBlocking(timeout: answerTimeout).first()

            XCTAssertEqual(shown, ["swift", "swiftui"])
            XCTAssertTrue(server.waitForClientClosures(1, timeout: answerTimeout), "the server never saw the \"sw\" request closed")
            XCTAssertEqual(server.requestCount, 2)
        }
    }
}
