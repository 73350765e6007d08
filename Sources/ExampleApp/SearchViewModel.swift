import ValueRx

/// Looks words up on a server.
public protocol SearchService {
    /// The words that match `query`.
    ///
    /// Nothing is sent before a subscription; each subscription sends the request again, and
    /// disposing of it before the answer cancels the request.
    ///
    /// - Parameter query: The text typed by the user.
    /// - Returns: One answer, or the server's error.
    func search(_ query: String) -> Single<[String]>
}

/// The logic of a search-as-you-type screen: the query waits for the user to pause, an
/// unchanged query is not sent twice, only the answer to the latest query is shown, and a
/// failed search shows no results instead of ending the screen's updates.
///
/// ```
/// query:          "" s sw . . . . . . swi sw . . . . . . swift! . . . . . .
/// debounce:                   sw                    sw                    swift!
/// distinct:                   sw                   (same)                 swift!
/// flatMapLatest:                 [swift, swing]                              [] (error caught)
/// ```
///
/// ```swift
/// let viewModel = SearchViewModel(service: FakeSearchService(scheduler: MainScheduler.instance))
/// viewModel.results
///     .map { $0.joined(separator: ", ") }
///     .drive(resultsLabel.rx.text)
///     .disposed(by: bag)
/// viewModel.query.accept("sw")   // 300 ms later, the search; then the label
/// ```
///
/// Tests pass a `TestScheduler` as `scheduler` (the debounce timer) and build the view model
/// inside `SharingScheduler.mock(scheduler:action:)` (the driver's main-thread delivery).
public final class SearchViewModel {
    /// The text of the search field; the view writes every change with `accept(_:)`.
    public let query = BehaviorRelay<String>(value: "")

    /// The results to show: the answer to the latest query that stood for 300 ms, or `[]` if
    /// that search failed. Delivered on the main thread; a new observer gets the latest
    /// results at once.
    public let results: Driver<[String]>

    /// Wires the query to the service.
    ///
    /// - Parameters:
    ///   - service: Where queries are sent.
    ///   - scheduler: Where the 300 ms pause is timed: the main scheduler in an app, a
    ///     `TestScheduler` in tests.
    public init(service: any SearchService, scheduler: any SchedulerType = MainScheduler.instance) {
        results = query
            .debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            // A new query disposes of the previous request: a slow answer to an old query
            // can never replace the answer to a newer one.
            .flatMapLatest { text in
                // Caught per request, so one failure does not end the whole chain.
                service.search(text).catchAndReturn([])
            }
            .asDriver(onErrorJustReturn: [])
    }
}
