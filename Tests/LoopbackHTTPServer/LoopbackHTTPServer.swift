import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on the loopback interface, for the tests and the example program: it
/// answers requests to 127.0.0.1 on a port the system picks, so nothing leaves the machine.
///
/// Each connection carries one request. The server reads the request line, the headers and a
/// body of `Content-Length` bytes, calls the handler registered for the request's path (404
/// when there is none), waits the response's `delay` while watching the connection, writes the
/// response with `Connection: close`, and closes the connection. A client that hangs up during
/// the delay gets no response and is counted in `clientClosedCount`: that is how a test sees
/// that disposing of a request closed its connection.
///
/// Everything is bounded in time, so a test cannot hang on it: the accept loop wakes every
/// 50 ms to check for `stop()`, a connection that sends nothing for 5 seconds is dropped, a
/// delay ends early when the server stops, and `stop()` waits a bounded time for connections.
///
/// ```swift
/// let server = try LoopbackHTTPServer(routes: [
///     "/hello": { _ in .text("hello") },
///     "/slow": { _ in .text("late", delay: 10) },
/// ])
/// defer { server.stop() }
/// let url = server.url("/hello?name=ada")   // http://127.0.0.1:<port>/hello?name=ada
/// ```
///
/// Accepts on one background thread and serves each connection on a thread of its own. The
/// server stays alive until `stop()`: its threads hold it.
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// A request as the server read it.
    public struct Request: Sendable {
        /// The method of the request line (`GET`, `POST`, ...).
        public let method: String
        /// The request target as sent: the path and the query, percent-encoded.
        public let target: String
        /// The path of the target, percent-decoded (`/search`); routes are looked up by it.
        public let path: String
        /// The query items of the target, percent-decoded; the last one wins for a repeated name.
        public let query: [String: String]
        /// The header fields, by lowercased name.
        public let headers: [String: String]
        /// The body (`Content-Length` bytes; empty without that header).
        public let body: Data
    }

    /// What the server answers to one request.
    public struct Response: Sendable {
        /// The status code (200, 404, 500, ...).
        public var status: Int
        /// Header fields to send besides `Content-Length` and `Connection`, which the server
        /// always writes itself.
        public var headers: [String: String]
        /// The body.
        public var body: Data
        /// Seconds to wait before answering. The server watches the connection meanwhile: if the
        /// client closes it, nothing is sent and `clientClosedCount` goes up.
        public var delay: TimeInterval

        /// Creates a response.
        ///
        /// - Parameters:
        ///   - status: The status code.
        ///   - headers: Header fields besides `Content-Length` and `Connection`.
        ///   - body: The body.
        ///   - delay: Seconds to wait before answering.
        public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data(), delay: TimeInterval = 0) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
        }

        /// A `text/plain` response whose body is `text` in UTF-8.
        ///
        /// - Parameters:
        ///   - text: The body.
        ///   - status: The status code.
        ///   - delay: Seconds to wait before answering.
        /// - Returns: The response.
        public static func text(_ text: String, status: Int = 200, delay: TimeInterval = 0) -> Response {
            Response(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"],
                     body: Data(text.utf8), delay: delay)
        }

        /// An `application/json` response whose body is `json` in UTF-8 (sent as given, not
        /// checked).
        ///
        /// - Parameters:
        ///   - json: The body, JSON text.
        ///   - status: The status code.
        ///   - delay: Seconds to wait before answering.
        /// - Returns: The response.
        public static func json(_ json: String, status: Int = 200, delay: TimeInterval = 0) -> Response {
            Response(status: status, headers: ["Content-Type": "application/json"],
                     body: Data(json.utf8), delay: delay)
        }
    }

    /// Answers one request. Runs on the connection's own thread; several run at once when
    /// requests overlap.
    public typealias Handler = @Sendable (Request) -> Response

    /// A socket call that failed while starting the server.
    public struct SocketError: Error, CustomStringConvertible {
        /// The call that failed (`socket`, `bind`, ...).
        public let operation: String
        /// The `errno` it left.
        public let code: Int32

        /// The call and the system's message for the error code.
        public var description: String {
            "\(operation) failed: \(String(cString: strerror(code))) (errno \(code))"
        }
    }

    /// The port the server listens on, on 127.0.0.1.
    public let port: UInt16

    /// `http://127.0.0.1:<port>`, without a trailing slash.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// The URL of `pathAndQuery` (which starts with `/`) on this server.
    ///
    /// - Parameter pathAndQuery: A path with an optional query, percent-encoded as it should be
    ///   sent: `/search?q=sw`.
    /// - Returns: `http://127.0.0.1:<port>` followed by `pathAndQuery`.
    public func url(_ pathAndQuery: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)")!
    }

    /// How long a connection may stay silent while the server reads its request.
    private static let receiveTimeoutSeconds = 5
    /// How long the accept loop and a delayed response sleep before checking for `stop()`.
    private static let pollMilliseconds: Int32 = 50
    /// A request whose header is larger than this is dropped.
    private static let maximumHeaderBytes = 64 * 1024

    private let listener: Int32
    private let routes: [String: Handler]
    /// Left when the accept loop has ended.
    private let acceptLoopDone = DispatchGroup()
    /// One entry per connection being served.
    private let connections = DispatchGroup()

    // Guarded by `condition`, which is also signalled whenever a counter changes.
    private let condition = NSCondition()
    private var isStopping = false
    private var requestsReceived = 0
    private var clientClosures = 0

    /// Starts listening on 127.0.0.1 on a port the system picks (read it from `port`), and
    /// starts accepting connections on a background thread.
    ///
    /// - Parameter routes: The handler of each path (`/search`); a request for any other path
    ///   gets a 404.
    /// - Throws: `SocketError` if the socket cannot be created, bound or listened on.
    public init(routes: [String: Handler]) throws {
        let fd = socket(AF_INET, socketStreamType, 0)
        guard fd >= 0 else { throw SocketError(operation: "socket", code: errno) }
        do {
            var address = sockaddr_in()
            #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = 0 // the system picks a free port
            address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian // 127.0.0.1
            let bound = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else { throw SocketError(operation: "bind", code: errno) }
            guard listen(fd, 128) == 0 else { throw SocketError(operation: "listen", code: errno) }
            // Non-blocking: a connection reset between `poll` and `accept` must not leave the
            // accept loop blocked (closing the socket does not wake a blocked `accept` on Linux).
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)

            var actual = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let named = withUnsafeMutablePointer(to: &actual) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    getsockname(fd, $0, &length)
                }
            }
            guard named == 0 else { throw SocketError(operation: "getsockname", code: errno) }
            port = UInt16(bigEndian: actual.sin_port)
        } catch {
            close(fd)
            throw error
        }
        listener = fd
        self.routes = routes

        acceptLoopDone.enter()
        Thread.detachNewThread { [self] in
            acceptLoop()
            // The loop closes the listener itself, so `stop()` never closes a descriptor the
            // loop may still poll (its number could be reused meanwhile).
            close(listener)
            acceptLoopDone.leave()
        }
    }

    /// Stops the server: ends the accept loop, closes the listening socket, and waits up to
    /// `timeout` seconds for the connections still being served (a delayed response ends early,
    /// without being sent). Calling it again does nothing.
    ///
    /// - Parameter timeout: The longest wait for open connections.
    public func stop(timeout: TimeInterval = 5) {
        condition.lock()
        let alreadyStopping = isStopping
        isStopping = true
        condition.broadcast()
        condition.unlock()
        guard !alreadyStopping else { return }
        // The loop polls every 50 ms, so it ends (and closes the listener) well within a second.
        _ = acceptLoopDone.wait(timeout: .now() + 1)
        _ = connections.wait(timeout: .now() + timeout)
    }

    /// How many requests the server has read (counted before their handler runs).
    public var requestCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return requestsReceived
    }

    /// How many clients closed their connection while the server was delaying its response.
    public var clientClosedCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return clientClosures
    }

    /// Waits until the server has read at least `count` requests, or `timeout` seconds.
    ///
    /// - Parameters:
    ///   - count: How many requests to wait for, in all since the server started.
    ///   - timeout: The longest wait.
    /// - Returns: Whether that many requests arrived in time.
    public func waitForRequests(_ count: Int, timeout: TimeInterval) -> Bool {
        waitUntil(timeout: timeout) { requestsReceived >= count }
    }

    /// Waits until at least `count` clients have closed their connection during a delayed
    /// response, or `timeout` seconds.
    ///
    /// - Parameters:
    ///   - count: How many closed connections to wait for, in all since the server started.
    ///   - timeout: The longest wait.
    /// - Returns: Whether that many clients closed in time.
    public func waitForClientClosures(_ count: Int, timeout: TimeInterval) -> Bool {
        waitUntil(timeout: timeout) { clientClosures >= count }
    }

    /// Waits on `condition` until `isDone` (evaluated under the lock) or the deadline.
    private func waitUntil(timeout: TimeInterval, _ isDone: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !isDone() {
            if !condition.wait(until: deadline) {
                return isDone()
            }
        }
        return true
    }

    private var stopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isStopping
    }

    /// Changes the counters under the lock and wakes the waiters.
    private func updateCounters(_ change: () -> Void) {
        condition.lock()
        change()
        condition.broadcast()
        condition.unlock()
    }

    // MARK: - Connections

    /// Accepts connections until `stop()`, handing each to a thread of its own.
    private func acceptLoop() {
        while !stopping {
            var pending = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&pending, 1, Self.pollMilliseconds) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                // EAGAIN / ECONNABORTED: the connection went away; anything else (EMFILE):
                // back off instead of spinning on a listener that stays readable.
                if errno != EAGAIN, errno != EWOULDBLOCK, errno != ECONNABORTED { usleep(10_000) }
                continue
            }
            // The accepted socket must block (with the timeouts `configure` sets): on Apple
            // platforms it inherits O_NONBLOCK from the listener.
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) & ~O_NONBLOCK)
            configure(client)
            connections.enter()
            Thread.detachNewThread { [self] in
                serve(client)
                close(client)
                connections.leave()
            }
        }
    }

    /// Bounds the time a read or a write may block, and keeps a write to a closed connection
    /// from raising SIGPIPE on Apple platforms (Linux passes `MSG_NOSIGNAL` to each send).
    private func configure(_ client: Int32) {
        var timeout = timeval(tv_sec: Self.receiveTimeoutSeconds, tv_usec: 0)
        _ = setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(client, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Reads one request from `client`, answers it, and returns (the caller closes).
    private func serve(_ client: Int32) {
        guard let request = readRequest(from: client) else { return }
        updateCounters { requestsReceived += 1 }
        let handler: Handler = routes[request.path] ?? { _ in .text("no route for \(request.path)", status: 404) }
        let response = handler(request)
        if response.delay > 0 {
            switch wait(response.delay, watching: client) {
            case .elapsed:
                break
            case .clientClosed:
                updateCounters { clientClosures += 1 }
                return
            case .serverStopping:
                return
            }
        }
        write(response, to: client)
        // No more data from us: the client reads the body up to its end.
        _ = shutdown(client, Int32(SHUT_WR))
    }

    /// The request line, headers and body read from `client`; `nil` if the connection ends,
    /// times out or sends something that is not an HTTP request first.
    private func readRequest(from client: Int32) -> Request? {
        let endOfHeader = Data("\r\n\r\n".utf8)
        var received = Data()
        var found: Range<Data.Index>? = nil
        while found == nil {
            guard received.count <= Self.maximumHeaderBytes, let chunk = receive(from: client) else { return nil }
            received.append(chunk)
            found = received.range(of: endOfHeader)
        }
        guard let headerRange = found else { return nil }

        let head = String(decoding: received[received.startIndex ..< headerRange.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }

        var body = Data(received[headerRange.upperBound...])
        let length = headers["content-length"].flatMap { Int($0) } ?? 0
        while body.count < length {
            guard let chunk = receive(from: client) else { return nil }
            body.append(chunk)
        }

        let target = String(requestLine[1])
        let components = URLComponents(string: target)
        var query: [String: String] = [:]
        for item in components?.queryItems ?? [] {
            query[item.name] = item.value ?? ""
        }
        let path = components?.path ?? String(target.prefix { $0 != "?" })
        return Request(method: String(requestLine[0]), target: target, path: path, query: query,
                       headers: headers, body: body.prefix(length))
    }

    /// The next bytes from `client`; `nil` when it closed the connection, failed, or sent
    /// nothing for the receive timeout.
    private func receive(from client: Int32) -> Data? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let received = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if received > 0 { return Data(buffer[0 ..< received]) }
            if received < 0 && errno == EINTR { continue }
            return nil
        }
    }

    private enum DelayOutcome {
        case elapsed
        case clientClosed
        case serverStopping
    }

    /// Sleeps `delay` seconds in slices, watching `client`: ends early when the client closes
    /// the connection (end of stream or an error on it) or when the server stops. Bytes the
    /// client sends meanwhile are read and ignored.
    private func wait(_ delay: TimeInterval, watching client: Int32) -> DelayOutcome {
        let deadline = Date(timeIntervalSinceNow: delay)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return .elapsed }
            if stopping { return .serverStopping }
            let slice = Int32(min(remaining * 1000, Double(Self.pollMilliseconds)).rounded(.up))
            var watched = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            let ready = poll(&watched, 1, max(slice, 1))
            guard ready > 0 else { continue }
            if watched.revents & Int16(POLLERR | POLLNVAL) != 0 { return .clientClosed }
            var byte: UInt8 = 0
            let received = recv(client, &byte, 1, 0)
            if received == 0 { return .clientClosed } // end of stream: the client hung up
            if received < 0 && errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK {
                return .clientClosed // reset by the client
            }
        }
    }

    /// Sends the status line, the headers and the body; stops at the first failed send (the
    /// client went away).
    private func write(_ response: Response, to client: Int32) {
        var head = "HTTP/1.1 \(response.status) \(Self.reasonPhrase(response.status))\r\n"
        head += "Content-Length: \(response.body.count)\r\n"
        head += "Connection: close\r\n"
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
            let lowercased = name.lowercased()
            if lowercased == "content-length" || lowercased == "connection" { continue }
            head += "\(name): \(value)\r\n"
        }
        head += "\r\n"
        let message = Data(head.utf8) + response.body
        message.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let result = send(client, bytes.baseAddress! + sent, bytes.count - sent, sendFlags)
                if result > 0 {
                    sent += result
                } else if result < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// The reason phrase of the status line (any text will do for HTTP clients).
    private static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}

#if canImport(Glibc)
/// `SOCK_STREAM` as `socket(_:_:_:)` takes it (an enum on Glibc).
private let socketStreamType = Int32(SOCK_STREAM.rawValue)
/// A send to a closed connection fails with `EPIPE` instead of raising SIGPIPE.
private let sendFlags = Int32(MSG_NOSIGNAL)
#else
/// `SOCK_STREAM` as `socket(_:_:_:)` takes it.
private let socketStreamType = SOCK_STREAM
/// Apple platforms use the socket option `SO_NOSIGPIPE` instead (see `configure(_:)`).
private let sendFlags: Int32 = 0
#endif
