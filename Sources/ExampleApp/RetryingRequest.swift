import Dispatch
import ValueRx

/// A request that copes with an unreliable server: each attempt must answer within a time
/// limit, and an attempt that fails or stays silent is sent again, up to a number of attempts
/// in all.
///
/// ```
/// attempt 1:  --x                          (fails)
/// attempt 2:     -----------|timeout       (no answer in time)
/// attempt 3:                 --a|
/// response:   -----------------a|
/// ```
///
/// ```swift
/// let report = RetryingRequest(request: service.fetchReport(), timeout: .seconds(2))
/// report.status.drive(reportLabel.rx.text).disposed(by: bag)
/// ```
///
/// The timeout is applied before `retry`, so every attempt gets the whole time limit; written
/// the other way round, one limit would cover all attempts together.
public struct RetryingRequest {
    /// The answer of the first attempt that answers in time, or the error of the last attempt
    /// (`RxError.timeout` if it did not answer in time). Each subscription starts over.
    public let response: Single<String>

    /// What a screen shows once the request is over: "Loaded: …", or "Failed after … attempts:
    /// …". Never fails; delivered on the main thread. Each new connection starts the request
    /// over.
    public let status: Driver<String>

    /// Wraps `request` with a per-attempt timeout and retries.
    ///
    /// - Parameters:
    ///   - request: The request; each subscription to it is one attempt.
    ///   - timeout: How long each attempt may take.
    ///   - maxAttempts: How many attempts in all, the first included.
    ///   - scheduler: Where the time limit is timed: the main scheduler in an app, a
    ///     `TestScheduler` in tests.
    public init(request: Single<String>, timeout: RxTimeInterval = .seconds(2), maxAttempts: Int = 3,
                scheduler: any SchedulerType = MainScheduler.instance) {
        let response = request
            .timeout(timeout, scheduler: scheduler)
            .retry(maxAttempts)
            .asSingle()
        self.response = response
        status = response
            .map { "Loaded: \($0)" }
            .asDriver(onErrorRecover: { error in
                .just("Failed after \(maxAttempts) attempt\(maxAttempts == 1 ? "" : "s"): \(RetryingRequest.reason(error))")
            })
    }

    /// The reason of a failure, as a status line shows it.
    static func reason(_ error: any Error) -> String {
        if case .timeout? = error as? RxError {
            return "no answer in time"
        }
        return "\(error)"
    }
}
