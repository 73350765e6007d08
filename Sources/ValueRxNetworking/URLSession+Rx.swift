import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ValueRx

// RxCocoa's `URLSession` extensions, in a module of their own: on Linux `URLSession` is in
// FoundationNetworking, which links libcurl; in `ValueRx` every program would load both.

/// Why a request made through `URLSession`'s reactive extensions failed, when `URLSession`
/// itself reported no error (its own errors, such as `URLError`, are passed on unchanged).
///
/// ```swift
/// session.rx.data(request: request)
///     .subscribe(onError: { error in
///         if case RxCocoaURLError.httpRequestFailed(let response, _) = error {
///             print("status", response.statusCode)
///         }
///     })
/// ```
public enum RxCocoaURLError: Swift.Error {
    /// `URLSession` finished the request with neither a response nor an error.
    case unknown
    /// The answer is not an HTTP response (it came from a `file:` or `data:` URL, for instance).
    case nonHTTPResponse(response: URLResponse)
    /// The server answered with a status code outside `200..<300`; `data` is the body it sent.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body is not valid JSON; `error` is what `JSONSerialization` reported.
    case deserializationError(error: Swift.Error)
}

extension RxCocoaURLError: CustomDebugStringConvertible {
    /// One line saying what went wrong: the status code of a failed request, the response that
    /// is not HTTP, or the parsing error.
    public var debugDescription: String {
        switch self {
        case .unknown:
            "The request ended without a response or an error."
        case .nonHTTPResponse(let response):
            "The response is not an HTTP response: \(response)."
        case .httpRequestFailed(let response, _):
            "The HTTP request failed with status \(response.statusCode)."
        case .deserializationError(let error):
            "The response could not be deserialized: \(error)"
        }
    }
}

#if !canImport(ObjectiveC)
extension URLSession {
    /// `self` wrapped in `Reactive`, so `session.rx.data(request:)` is reached as on Apple
    /// platforms.
    ///
    /// Foundation on Linux declares `URLSession` as an `NSObject` subclass today, so it already
    /// has `rx` through `NSObject`'s `ReactiveCompatible`; this member is the more specific of
    /// the two and gives the same value, and keeps `rx` should `URLSession` lose that
    /// superclass, as `NotificationCenter` did.
    public var rx: Reactive<URLSession> {
        get { Reactive(self) }
        // Deliberately empty, as `ReactiveCompatible.rx`'s setter.
        set {}
    }

    /// `Reactive<URLSession>.self`, so `URLSession.rx.shouldLogRequest` is reached as on Apple
    /// platforms (see the instance member `rx`).
    ///
    /// Assigning to it does nothing: the setter only makes
    /// `URLSession.rx.shouldLogRequest = ...` well formed.
    public static var rx: Reactive<URLSession>.Type {
        get { Reactive<URLSession>.self }
        // Deliberately empty, as `ReactiveCompatible.rx`'s setter.
        set {}
    }
}
#endif

extension Reactive where Base: URLSession {
    /// The HTTP response and body for `request`, whatever the status code.
    ///
    /// Nothing is sent before a subscription; each subscription starts its own data task, and
    /// disposing of the subscription before the answer cancels the task (nothing is delivered
    /// after that). The answer comes on the session's delegate queue, as one element followed by
    /// `completed`. The sequence fails with `URLSession`'s error when the request fails (no
    /// connection, timeout, ...), with ``RxCocoaURLError/nonHTTPResponse(response:)`` when the
    /// answer is not HTTP, and with ``RxCocoaURLError/unknown`` when there is neither answer
    /// nor error. A 404 or 500 is an answer, not an error: use `data(request:)` to fail on it.
    ///
    /// ```swift
    /// URLSession.shared.rx.response(request: URLRequest(url: url))
    ///     .subscribe(onNext: { response, data in
    ///         print(response.statusCode, data.count)
    ///     })
    /// ```
    ///
    /// When `Reactive<URLSession>.shouldLogRequest` accepts the request, it is printed as a
    /// curl command with its outcome and duration once the task ends.
    ///
    /// - Parameter request: The request to send on each subscription.
    /// - Returns: The response and its body, or the error that ended the request.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session: URLSession = base
        return Observable<(response: HTTPURLResponse, data: Data)>.create { observer in
            let forward = URLTaskForwarder(observer: observer)
            // Asked when the request starts (to time it) and when it ends (to print it), as
            // RxCocoa does.
            let startedAt: Date? = Reactive<URLSession>.shouldLogRequest(request) ? Date() : nil
            let task = session.dataTask(with: request) { data, response, error in
                if Reactive<URLSession>.shouldLogRequest(request) {
                    logRequest(request, response: response, error: error, startedAt: startedAt ?? Date())
                }
                guard let response, let data else {
                    forward.observer.onError(error ?? RxCocoaURLError.unknown)
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    forward.observer.onError(RxCocoaURLError.nonHTTPResponse(response: response))
                    return
                }
                forward.observer.onNext((response: httpResponse, data: data))
                forward.observer.onCompleted()
            }
            task.resume()
            return Disposables.create {
                task.cancel()
            }
        }
    }

    /// The body of the answer to `request`, when its status code is in `200..<300`.
    ///
    /// As `response(request:)` (one request per subscription, cancelled on dispose), and fails
    /// with ``RxCocoaURLError/httpRequestFailed(response:data:)`` for any other status code,
    /// carrying the response and the body the server sent with it.
    ///
    /// ```swift
    /// URLSession.shared.rx.data(request: URLRequest(url: url))
    ///     .subscribe(onNext: { data in show(data) }, onError: { error in report(error) })
    /// ```
    ///
    /// - Parameter request: The request to send on each subscription.
    /// - Returns: The body of a successful answer, or the error that ended the request.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request)
            .map { answer -> Data in
                guard 200 ..< 300 ~= answer.response.statusCode else {
                    throw RxCocoaURLError.httpRequestFailed(response: answer.response, data: answer.data)
                }
                return answer.data
            }
            .asObservable()
    }

    /// The answer to `request` parsed as JSON with `JSONSerialization`, when its status code is
    /// in `200..<300`.
    ///
    /// As `data(request:)`, and fails with ``RxCocoaURLError/deserializationError(error:)``
    /// when the body is not valid JSON.
    ///
    /// ```swift
    /// URLSession.shared.rx.json(request: URLRequest(url: url))
    ///     .map { json in (json as? [String: Any])?["name"] as? String }
    /// ```
    ///
    /// - Parameters:
    ///   - request: The request to send on each subscription.
    ///   - options: How `JSONSerialization` reads the body.
    /// - Returns: The parsed JSON (a dictionary, an array, or with `.fragmentsAllowed` a single
    ///   value), or the error that ended the request.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request)
            .map { data -> Any in
                do {
                    return try JSONSerialization.jsonObject(with: data, options: options)
                } catch {
                    throw RxCocoaURLError.deserializationError(error: error)
                }
            }
            .asObservable()
    }

    /// The answer to a GET request for `url`, parsed as JSON: `json(request:options:)` with
    /// `URLRequest(url: url)` and the default options.
    ///
    /// ```swift
    /// URLSession.shared.rx.json(url: URL(string: "https://api.example.com/items")!)
    ///     .subscribe(onNext: { json in print(json) })
    /// ```
    ///
    /// - Parameter url: The address to GET on each subscription.
    /// - Returns: The parsed JSON, or the error that ended the request.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}

extension Reactive where Base == URLSession {
    /// Decides which requests of `response(request:)`, `data(request:)` and the `json` methods
    /// are printed: each request it accepts is printed as a curl command, followed by its
    /// outcome (status code, error or cancellation) and duration, when its task ends.
    ///
    /// By default it accepts every request in debug builds of ValueRx (where `DEBUG` is
    /// defined) and none in release builds, as RxCocoa does. Set it to choose:
    ///
    /// ```swift
    /// URLSession.rx.shouldLogRequest = { request in
    ///     request.url?.host == "api.example.com"
    /// }
    /// ```
    ///
    /// It is a process-wide setting, read and written under a lock. The closure is asked twice
    /// per request: on the thread that subscribes, when the request starts (an accepted request
    /// is timed from there), and on the session's delegate queue, when the task ends (an
    /// accepted request is printed then). It must be safe to call from any thread.
    public static var shouldLogRequest: (URLRequest) -> Bool {
        get { RequestLogSwitch.shared.shouldLog }
        set { RequestLogSwitch.shared.shouldLog = newValue }
    }
}

/// The storage of `Reactive<URLSession>.shouldLogRequest`: one closure for the process.
///
/// `@unchecked Sendable`: `decide` is read and written only under `lock` (Foundation's lock:
/// this module does not see ValueRx's internal one, and a setting read twice per request needs
/// nothing faster).
private final class RequestLogSwitch: @unchecked Sendable {
    static let shared = RequestLogSwitch()

    private let lock = NSLock()
    private var decide: (URLRequest) -> Bool = { _ in
        #if DEBUG
        return true
        #else
        return false
        #endif
    }

    var shouldLog: (URLRequest) -> Bool {
        get { lock.withLock { decide } }
        set { lock.withLock { decide = newValue } }
    }
}

/// Carries a subscription's observer into `URLSession`'s `@Sendable` completion handler: the
/// handler runs once, on the session's delegate queue, and the observer may be called from any
/// thread (the `create` box behind it serializes events and drops them after dispose).
private struct URLTaskForwarder<Element>: @unchecked Sendable {
    let observer: AnyObserver<Element>
}

/// Prints `request` as a curl command, then how it ended and how long it took.
private func logRequest(_ request: URLRequest, response: URLResponse?, error: Error?, startedAt: Date) {
    let milliseconds = Int(Date().timeIntervalSince(startedAt) * 1000)
    let outcome: String
    if let response = response as? HTTPURLResponse {
        let verdict = 200 ..< 300 ~= response.statusCode ? "succeeded" : "failed"
        outcome = "HTTP \(response.statusCode), \(verdict) in \(milliseconds) ms"
    } else if let error {
        if let urlError = error as? URLError, urlError.code == .cancelled {
            outcome = "cancelled after \(milliseconds) ms"
        } else {
            outcome = "failed in \(milliseconds) ms: \(error)"
        }
    } else if response != nil {
        outcome = "a response that is not HTTP, in \(milliseconds) ms"
    } else {
        outcome = "no response and no error, in \(milliseconds) ms"
    }
    print(curlCommand(for: request))
    print("  -> " + outcome)
}

/// `request` as a curl command line that sends the same request: method, headers (sorted by
/// name, so the line is stable), a UTF-8 body, and the URL.
private func curlCommand(for request: URLRequest) -> String {
    var words = ["curl", "-X", request.httpMethod ?? "GET"]
    for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
        words += ["-H", shellQuoted("\(name): \(value)")]
    }
    if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
        words += ["-d", shellQuoted(text)]
    }
    words.append(shellQuoted(request.url?.absoluteString ?? "<no URL>"))
    words += ["-i", "-v"]
    return words.joined(separator: " ")
}

/// `text` in single quotes for a POSIX shell; a single quote inside becomes `'\''`.
private func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}
