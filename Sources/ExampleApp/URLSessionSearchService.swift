import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ValueRx
import ValueRxNetworking

/// Why `URLSessionSearchService` could not read a server's answer.
public enum SearchServiceError: Error, Equatable, CustomStringConvertible {
    /// The answer was JSON, but not an array of strings.
    case unexpectedAnswer
    /// The query could not be turned into a URL under the service's base URL.
    case invalidQuery

    /// A short explanation, as a status line shows it.
    public var description: String {
        switch self {
        case .unexpectedAnswer: "the server's answer is not a list of words"
        case .invalidQuery: "the query cannot be sent"
        }
    }
}

/// A search server over HTTP, reached with `URLSession.rx.json(url:)`: the query goes out as
/// `GET <baseURL>/search?q=<query>`, and the server answers a JSON array of strings.
///
/// ```swift
/// let service = URLSessionSearchService(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// service.search("sw")   // GET http://127.0.0.1:8080/search?q=sw -> ["swift", "swing"]
/// ```
///
/// Each subscription sends its own request, and disposing of it cancels the request, so the
/// view model's `flatMapLatest` drops a request as soon as a newer query replaces it. A status
/// code outside `200..<300` fails the search with `RxCocoaURLError.httpRequestFailed`, a body
/// that is not JSON with `RxCocoaURLError.deserializationError`, and JSON of another shape with
/// `SearchServiceError.unexpectedAnswer`.
public struct URLSessionSearchService: SearchService {
    /// Where the server is: the search goes to `search` under it.
    public var baseURL: URL
    /// The session requests go through.
    public var session: URLSession

    /// Creates a service for the server at `baseURL`.
    ///
    /// - Parameters:
    ///   - baseURL: Where the server is (`http://127.0.0.1:8080`).
    ///   - session: The session requests go through.
    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// The server's words for `query`: one GET request per subscription, cancelled on dispose.
    ///
    /// - Parameter query: The text typed by the user.
    /// - Returns: The words the server answered, or why there are none.
    public func search(_ query: String) -> Single<[String]> {
        guard let url = url(for: query) else {
            return .error(SearchServiceError.invalidQuery)
        }
        return session.rx.json(url: url)
            .map { json throws(SearchServiceError) -> [String] in
                guard let words = json as? [String] else { throw .unexpectedAnswer }
                return words
            }
            .asSingle()
    }

    /// `<baseURL>/search?q=<query>`, the query percent-encoded.
    ///
    /// - Parameter query: The text typed by the user.
    /// - Returns: The URL of the search, or `nil` if none can be made.
    public func url(for query: String) -> URL? {
        var components = URLComponents(url: baseURL.appendingPathComponent("search"), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "q", value: query)]
        return components?.url
    }

    /// What a server speaking this protocol answers to `query`, computed from a catalog in
    /// memory as `FakeSearchService` does: status 200 and a JSON array of the matching words,
    /// or status 500 and a short text for a query with "!". The local server of
    /// `swift run Examples` and of the tests answers with it.
    ///
    /// - Parameters:
    ///   - query: The value of the `q` query item.
    ///   - catalog: The words that can be found.
    /// - Returns: The status code and the body to send.
    public static func serverAnswer(to query: String,
                                    from catalog: [String] = FakeSearchService.sampleCatalog) -> (status: Int, body: Data) {
        switch FakeSearchService.answer(to: query, from: catalog) {
        case .success(let words):
            // An array of strings always encodes.
            let body = (try? JSONSerialization.data(withJSONObject: words)) ?? Data("[]".utf8)
            return (200, body)
        case .failure(let error):
            return (500, Data(error.description.utf8))
        }
    }
}
