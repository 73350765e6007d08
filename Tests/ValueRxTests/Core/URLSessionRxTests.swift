import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LoopbackHTTPServer
import ValueRx
import ValueRxNetworking
import ValueRxBlocking
import XCTest

/// The longest wait for one answer from the local server: generous, yet bounded.
private let answerTimeout: TimeInterval = 10

/// What several threads record, read after the test waited for them.
private final class URLTestLog<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Value] = []

    var values: [Value] { lock.withLock { entries } }

    func append(_ value: Value) { lock.withLock { entries.append(value) } }
}

/// `URLSession.rx` (RxCocoa's `URLSession+Rx`) against a real HTTP server on 127.0.0.1 that
/// each test starts (LoopbackHTTPServer), through an ephemeral session invalidated at the end.
/// Request logging is switched off for every test but the one about it, and restored after.
final class URLSessionRxTests: ValueRxTestCase {
    private var server: LoopbackHTTPServer!
    private var session: URLSession!
    private var savedShouldLogRequest: ((URLRequest) -> Bool)?

    /// The server's routes: fixed answers, a slow one, and one that echoes its query.
    private static let routes: [String: LoopbackHTTPServer.Handler] = [
        "/json": { _ in .json(#"{"name": "ValueRx", "tags": ["rx", "swift"]}"#) },
        "/text": { _ in .text("hello") },
        "/not-json": { _ in .text("<html>not JSON</html>") },
        "/missing": { _ in .text("no such page", status: 404) },
        "/broken": { _ in .text("server exploded", status: 500) },
        // Long enough that only a disposal or the server's stop ends it.
        "/slow": { _ in .text("too late", delay: 30) },
        "/echo": { request in .text("reply \(request.query["n"] ?? "?")", delay: 0.05) },
    ]

    override func setUpWithError() throws {
        try super.setUpWithError()
        savedShouldLogRequest = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in false }
        server = try LoopbackHTTPServer(routes: Self.routes)
        session = URLSession(configuration: .ephemeral)
    }

    override func tearDown() {
        session?.invalidateAndCancel()
        session = nil
        server?.stop()
        server = nil
        if let saved = savedShouldLogRequest {
            URLSession.rx.shouldLogRequest = saved
        }
        super.tearDown()
    }

    private func request(_ pathAndQuery: String) -> URLRequest {
        URLRequest(url: server.url(pathAndQuery))
    }

    // MARK: - Answers

    func testJSONByURLAndByRequest() throws {
        let url = server.url("/json")
        let byURL = try session.rx.json(url: url).toBlocking(timeout: answerTimeout).single()
        let byRequest = try session.rx.json(request: URLRequest(url: url)).toBlocking(timeout: answerTimeout).single()

        for answer in [byURL, byRequest] {
            let object = try XCTUnwrap(answer as? [String: Any], "\(answer)")
            XCTAssertEqual(object["name"] as? String, "ValueRx")
            XCTAssertEqual(object["tags"] as? [String], ["rx", "swift"])
        }
    }

    func testDataIsTheBodyOfASuccessfulAnswer() throws {
        let data = try session.rx.data(request: request("/text")).toBlocking(timeout: answerTimeout).toArray()
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, ["hello"])
    }

    /// `response(request:)` delivers any HTTP answer, 404 and 500 included, and completes.
    func testResponseDeliversFailureStatusesWithTheirBodies() throws {
        for (path, status, body) in [("/missing", 404, "no such page"), ("/broken", 500, "server exploded")] {
            let answers = try session.rx.response(request: request(path)).toBlocking(timeout: answerTimeout).toArray()
            XCTAssertEqual(answers.count, 1, path)
            XCTAssertEqual(answers.first?.response.statusCode, status, path)
            XCTAssertEqual(answers.first.map { String(decoding: $0.data, as: UTF8.self) }, body, path)
        }
    }

    func testResponseOfASuccessfulAnswer() throws {
        let answer = try session.rx.response(request: request("/text")).toBlocking(timeout: answerTimeout).single()
        XCTAssertEqual(answer.response.statusCode, 200)
        XCTAssertEqual(answer.response.url, server.url("/text"))
        XCTAssertEqual(String(decoding: answer.data, as: UTF8.self), "hello")
    }

    /// `data(request:)` fails outside `200..<300`, with the response and the body it came with.
    func testDataFailsWithHTTPRequestFailedOn404And500() {
        for (path, status, body) in [("/missing", 404, "no such page"), ("/broken", 500, "server exploded")] {
            XCTAssertThrowsError(try session.rx.data(request: request(path)).toBlocking(timeout: answerTimeout).single(), path) { error in
                guard case RxCocoaURLError.httpRequestFailed(let response, let data)? = error as? RxCocoaURLError else {
                    return XCTFail("\(path): unexpected error \(error)")
                }
                XCTAssertEqual(response.statusCode, status, path)
                XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, body, path)
            }
        }
    }

    func testJSONFailsOnAFailureStatusBeforeParsing() {
        XCTAssertThrowsError(try session.rx.json(url: server.url("/missing")).toBlocking(timeout: answerTimeout).single()) { error in
            guard case RxCocoaURLError.httpRequestFailed(let response, _)? = error as? RxCocoaURLError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(response.statusCode, 404)
        }
    }

    func testJSONFailsWithDeserializationErrorOnABodyThatIsNotJSON() {
        XCTAssertThrowsError(try session.rx.json(url: server.url("/not-json")).toBlocking(timeout: answerTimeout).single()) { error in
            guard case RxCocoaURLError.deserializationError? = error as? RxCocoaURLError else {
                return XCTFail("unexpected error \(error)")
            }
        }
    }

    /// A transport failure is `URLSession`'s own error, passed on unchanged.
    func testARefusedConnectionFailsWithURLSessionsError() throws {
        let url = server.url("/text")
        server.stop() // nothing listens on the port any more
        XCTAssertThrowsError(try session.rx.data(request: URLRequest(url: url)).toBlocking(timeout: answerTimeout).single()) { error in
            XCTAssertFalse(error is RxCocoaURLError, "\(error)")
            XCTAssertFalse(error is RxError, "\(error)") // not the blocking timeout
        }
    }

    /// Nothing is sent before a subscription, and each subscription sends its own request.
    func testEachSubscriptionSendsItsOwnRequest() throws {
        let data = session.rx.data(request: request("/text"))
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertEqual(server.requestCount, 0)

        _ = try data.toBlocking(timeout: answerTimeout).single()
        _ = try data.toBlocking(timeout: answerTimeout).single()
        XCTAssertEqual(server.requestCount, 2)
    }

    func testDebugDescriptions() throws {
        let url = server.url("/text")
        let notFound = try XCTUnwrap(HTTPURLResponse(url: url, statusCode: 404, httpVersion: "HTTP/1.1", headerFields: nil))
        XCTAssertTrue(RxCocoaURLError.httpRequestFailed(response: notFound, data: nil).debugDescription.contains("404"))
        XCTAssertFalse(RxCocoaURLError.unknown.debugDescription.isEmpty)
        let plain = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        XCTAssertFalse(RxCocoaURLError.nonHTTPResponse(response: plain).debugDescription.isEmpty)
        let parsing = RxCocoaURLError.deserializationError(error: RxError.unknown)
        XCTAssertTrue(parsing.debugDescription.contains("\(RxError.unknown)"))
    }

    // MARK: - Disposal and concurrency

    /// Disposing of a request the server is still holding cancels its task: the connection
    /// closes (the server sees it), and nothing reaches the observer, not even the
    /// cancellation error.
    func testDisposingASlowRequestClosesItsConnectionAndDeliversNothing() {
        let events = URLTestLog<String>()
        let subscription = session.rx.data(request: request("/slow")).subscribe(
            onNext: { _ in events.append("next") },
            onError: { events.append("error: \($0)") },
            onCompleted: { events.append("completed") }
        )
        XCTAssertTrue(server.waitForRequests(1, timeout: answerTimeout), "the request never reached the server")

        subscription.dispose()

        XCTAssertTrue(server.waitForClientClosures(1, timeout: answerTimeout), "the server never saw the connection close")
        // The cancelled task's completion handler has had time to run (and be dropped).
        Thread.sleep(forTimeInterval: 0.2)
        XCTAssertEqual(events.values, [])
    }

    /// 50 requests started from several threads at once are all in flight together and each
    /// gets its own answer.
    func testFiftyConcurrentRequestsEachGetTheirOwnBody() {
        let count = 50
        let answers = URLTestLog<(index: Int, body: String)>()
        let bag = DisposeBag()
        let finished = expectation(description: "every request ended")
        finished.expectedFulfillmentCount = count
        let session: URLSession = self.session
        let server: LoopbackHTTPServer = self.server

        DispatchQueue.concurrentPerform(iterations: count) { index in
            session.rx.data(request: URLRequest(url: server.url("/echo?n=\(index)")))
                .subscribe(
                    onNext: { answers.append((index, String(decoding: $0, as: UTF8.self))) },
                    onError: { error in
                        answers.append((index, "error: \(error)"))
                        finished.fulfill()
                    },
                    onCompleted: { finished.fulfill() }
                )
                .disposed(by: bag)
        }
        wait(for: [finished], timeout: 30)

        let bodies = Dictionary(answers.values.map { ($0.index, $0.body) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(answers.values.count, count)
        for index in 0 ..< count {
            XCTAssertEqual(bodies[index], "reply \(index)")
        }
        XCTAssertEqual(server.requestCount, count)
    }

    // MARK: - Logging

    /// `shouldLogRequest` is asked when a request starts and when it ends, as in RxCocoa; a
    /// request it accepts is printed as a curl command with its outcome, one it refuses is not.
    func testShouldLogRequestDecidesWhatIsPrinted() throws {
        let url = server.url("/text")
        let asked = URLTestLog<URL?>()

        URLSession.rx.shouldLogRequest = { request in
            asked.append(request.url)
            return false
        }
        let quiet = try capturingStandardOutput {
            _ = try session.rx.data(request: URLRequest(url: url)).toBlocking(timeout: answerTimeout).single()
        }
        XCTAssertEqual(asked.values, [url, url])
        XCTAssertFalse(quiet.contains(url.absoluteString), quiet)

        URLSession.rx.shouldLogRequest = { request in
            asked.append(request.url)
            return true
        }
        XCTAssertTrue(URLSession.rx.shouldLogRequest(URLRequest(url: url)))
        let logged = try capturingStandardOutput {
            _ = try session.rx.data(request: URLRequest(url: url)).toBlocking(timeout: answerTimeout).single()
        }
        XCTAssertEqual(asked.values, [url, url, url, url, url]) // the direct call above asked too
        XCTAssertTrue(logged.contains("curl -X GET"), logged)
        XCTAssertTrue(logged.contains("'\(url.absoluteString)'"), logged)
        XCTAssertTrue(logged.contains("HTTP 200"), logged)
    }

    /// Runs `body` with the process's standard output going to a temporary file, and returns
    /// what was written there.
    private func capturingStandardOutput(_ body: () throws -> Void) throws -> String {
        let path = NSTemporaryDirectory() + "valuerx-urlsession-\(UUID().uuidString).log"
        defer { try? FileManager.default.removeItem(atPath: path) }
        fflush(stdout)
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard file >= 0 else {
            XCTFail("cannot open \(path)")
            return ""
        }
        let original = dup(STDOUT_FILENO)
        dup2(file, STDOUT_FILENO)
        do {
            defer {
                fflush(stdout)
                dup2(original, STDOUT_FILENO)
                close(original)
                close(file)
            }
            try body()
        }
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
