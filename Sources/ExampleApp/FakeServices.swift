import Foundation
import ValueRx

/// The errors the fake servers fail with.
public enum FakeServiceError: Error, Equatable, CustomStringConvertible {
    /// The server could not handle the request (the fake search server's answer to a query
    /// that contains "!").
    case serverError
    /// The server is too busy to answer; a later attempt may succeed (the flaky report
    /// server's first answers).
    case busy

    /// A short explanation, as a status line shows it.
    public var description: String {
        switch self {
        case .serverError: "the server failed"
        case .busy: "the server is busy"
        }
    }
}

/// A search server in memory: it answers with the words of its catalog that start with the
/// query, a fixed delay after the request, and fails for any query that contains "!".
///
/// ```swift
/// let service = FakeSearchService(scheduler: MainScheduler.instance)
/// service.search("sw")    // 100 ms after the subscription: ["swift", "swiftui", "swing", "switch"]
/// service.search("sw!")   // 100 ms after the subscription: FakeServiceError.serverError
/// ```
public struct FakeSearchService: SearchService {
    /// The catalog the fake and the local HTTP search servers use unless told otherwise.
    public static let sampleCatalog = ["swift", "swiftui", "swing", "switch", "rust", "ruby"]

    /// The words that can be found, in the order results list them.
    public var catalog: [String]
    /// How long the server takes to answer.
    public var latency: RxTimeInterval
    /// Where the latency is timed.
    public var scheduler: any SchedulerType

    /// Creates a server.
    ///
    /// - Parameters:
    ///   - catalog: The words that can be found.
    ///   - latency: How long the server takes to answer.
    ///   - scheduler: Where the latency is timed.
    public init(catalog: [String] = FakeSearchService.sampleCatalog,
                latency: RxTimeInterval = .milliseconds(100), scheduler: any SchedulerType) {
        self.catalog = catalog
        self.latency = latency
        self.scheduler = scheduler
    }

    /// The words of the catalog that start with `query` (ignoring case; none for an empty
    /// query), `latency` after the subscription; fails with `.serverError` if `query`
    /// contains "!".
    ///
    /// - Parameter query: The text typed by the user.
    /// - Returns: The matching words, or the server's error.
    public func search(_ query: String) -> Single<[String]> {
        let answer: Single<[String]>
        switch Self.answer(to: query, from: catalog) {
        case .success(let words):
            answer = .just(words)
        case .failure(let error):
            answer = .error(error)
        }
        // The answer "travels" for `latency`; disposing before then cancels the request.
        return answer.delaySubscription(latency, scheduler: scheduler).asSingle()
    }

    /// What the server answers to `query`, at once: the words of `catalog` that start with it
    /// (ignoring case; none for an empty query), or `.serverError` if it contains "!". Shared
    /// by this fake and the local HTTP server of `URLSessionSearchService.serverAnswer(to:from:)`.
    ///
    /// - Parameters:
    ///   - query: The text typed by the user.
    ///   - catalog: The words that can be found.
    /// - Returns: The matching words, or the server's error.
    public static func answer(to query: String, from catalog: [String]) -> Result<[String], FakeServiceError> {
        if query.contains("!") {
            return .failure(.serverError)
        }
        let prefix = query.lowercased()
        return .success(prefix.isEmpty ? [] : catalog.filter { $0.hasPrefix(prefix) })
    }
}

/// A login server in memory: it accepts the accounts it knows, a fixed delay after the
/// request.
///
/// ```swift
/// let service = FakeLoginService(scheduler: MainScheduler.instance)
/// service.logIn(Credentials(email: "ada@example.com", password: "lovelace"))   // 100 ms later: true
/// service.logIn(Credentials(email: "ada@example.com", password: "babbage1"))   // 100 ms later: false
/// ```
public struct FakeLoginService: LoginService {
    /// The known accounts: passwords by email address.
    public var accounts: [String: String]
    /// How long the server takes to answer.
    public var latency: RxTimeInterval
    /// Where the latency is timed.
    public var scheduler: any SchedulerType

    /// Creates a server.
    ///
    /// - Parameters:
    ///   - accounts: Passwords by email address.
    ///   - latency: How long the server takes to answer.
    ///   - scheduler: Where the latency is timed.
    public init(accounts: [String: String] = ["ada@example.com": "lovelace"],
                latency: RxTimeInterval = .milliseconds(100), scheduler: any SchedulerType) {
        self.accounts = accounts
        self.latency = latency
        self.scheduler = scheduler
    }

    /// Whether `credentials` name a known account and its password, `latency` after the
    /// subscription.
    ///
    /// - Parameter credentials: The email and password to check.
    /// - Returns: The verdict; this server never fails.
    public func logIn(_ credentials: Credentials) -> Single<Bool> {
        Single.just(accounts[credentials.email] == credentials.password)
            .delaySubscription(latency, scheduler: scheduler)
            .asSingle()
    }
}

/// A report server that fails its first requests with `FakeServiceError.busy` and answers the
/// later ones, each a fixed delay after the request: what `RetryingRequest` is for.
///
/// ```swift
/// let service = FlakyReportService(report: "Q3 report", failures: 2, scheduler: MainScheduler.instance)
/// let request = service.fetchReport()
/// // 1st and 2nd subscription: FakeServiceError.busy; 3rd: "Q3 report (attempt 3)"
/// ```
public final class FlakyReportService {
    /// The report the server answers with.
    public let report: String
    /// How many requests fail before the server answers.
    public let failures: Int
    /// How long the server takes to answer or fail.
    public let latency: RxTimeInterval
    /// Where the latency is timed.
    public let scheduler: any SchedulerType

    /// Guards `requestCount`: a retry subscribes on the thread where the previous attempt
    /// failed, so requests may come from several threads.
    private let lock = NSLock()
    /// Requests received so far.
    private var requestCount = 0

    /// Creates a server.
    ///
    /// - Parameters:
    ///   - report: The report it answers with.
    ///   - failures: How many requests fail before it answers.
    ///   - latency: How long it takes to answer or fail.
    ///   - scheduler: Where the latency is timed.
    public init(report: String, failures: Int = 2, latency: RxTimeInterval = .milliseconds(100),
                scheduler: any SchedulerType) {
        self.report = report
        self.failures = failures
        self.latency = latency
        self.scheduler = scheduler
    }

    /// How many requests the server has received.
    public var requests: Int {
        lock.lock()
        defer { lock.unlock() }
        return requestCount
    }

    /// The report. Each subscription is a new request: the first `failures` requests fail with
    /// `.busy`, later ones answer "<report> (attempt n)".
    ///
    /// - Returns: A request that can be subscribed to (retried) any number of times.
    public func fetchReport() -> Single<String> {
        Single<String>.deferred { [self] () -> Single<String> in
            let attempt = countRequest()
            let answer: Single<String>
            if attempt <= failures {
                answer = .error(FakeServiceError.busy)
            } else {
                answer = .just("\(report) (attempt \(attempt))")
            }
            return answer.delaySubscription(latency, scheduler: scheduler).asSingle()
        }
        .asSingle()
    }

    /// Counts a request and returns its number, starting at 1.
    private func countRequest() -> Int {
        lock.lock()
        defer { lock.unlock() }
        requestCount += 1
        return requestCount
    }
}
