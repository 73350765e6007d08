extension ObservableType {
    /// Emits the source's elements for `duration` after the subscription, then completes.
    ///
    /// - seealso: [take operator on reactivex.io](http://reactivex.io/documentation/operators/take.html)
    ///
    /// - Parameters:
    ///   - duration: How long to let elements through.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements of the first `duration`; completes then (or earlier with the
    ///   source).
    @inlinable
    public consuming func take<Scheduler: SchedulerType>(for duration: RxTimeInterval, scheduler: Scheduler) -> Observables.ForDuration<Self, Scheduler> {
        Observables.ForDuration(source: self, duration: duration, scheduler: scheduler, takes: true)
    }

    /// `take(for:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - duration: How long to let elements through.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements of the first `duration`.
    @inlinable
    @_disfavoredOverload
    public consuming func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observables.ForDuration<Self, AnyScheduler> {
        take(for: duration, scheduler: AnyScheduler(scheduler))
    }

    /// Deprecated spelling of `take(for:scheduler:)`.
    ///
    /// - Parameters:
    ///   - duration: How long to let elements through.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements of the first `duration`.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    @inlinable
    public consuming func take<Scheduler: SchedulerType>(_ duration: RxTimeInterval, scheduler: Scheduler) -> Observables.ForDuration<Self, Scheduler> {
        take(for: duration, scheduler: scheduler)
    }
}
