extension ObservableType where Element: RxAbstractInteger {
    /// Returns a sequence that emits a counter once every `period`, without end; `scheduler`
    /// runs the timer and delivers the values.
    ///
    /// The values count from 0; the first one comes one `period` after subscription.
    ///
    /// - seealso: [interval operator on reactivex.io](http://reactivex.io/documentation/operators/interval.html)
    ///
    /// - Parameters:
    ///   - period: The time between two values.
    ///   - scheduler: Where the timer runs.
    /// - Returns: A sequence of 0, 1, 2, ..., one value per `period`.
    @inlinable
    public static func interval<Scheduler: SchedulerType>(_ period: RxTimeInterval, scheduler: Scheduler) -> Observables.Timer<Element, Scheduler> {
        Observables.Timer(dueTime: period, period: period, scheduler: scheduler)
    }
}
