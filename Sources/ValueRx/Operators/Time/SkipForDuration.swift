extension ObservableType {
    /// Leaves out the source's elements for `duration` after the subscription, then emits the
    /// rest. ValueRx's spelling beside `take(for:)`; RxSwift's is `skip(_:scheduler:)`.
    ///
    /// - seealso: [skip operator on reactivex.io](http://reactivex.io/documentation/operators/skip.html)
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements after the first `duration`; the source's terminal event at any
    ///   time.
    @inlinable
    public consuming func skip<Scheduler: SchedulerType>(for duration: RxTimeInterval, scheduler: Scheduler) -> Observables.ForDuration<Self, Scheduler> {
        Observables.ForDuration(source: self, duration: duration, scheduler: scheduler, takes: false)
    }

    /// `skip(for:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements after the first `duration`.
    @inlinable
    @_disfavoredOverload
    public consuming func skip(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Observables.ForDuration<Self, AnyScheduler> {
        skip(for: duration, scheduler: AnyScheduler(scheduler))
    }

    /// Leaves out the source's elements for `duration` after the subscription, then emits the
    /// rest (RxSwift's name; `skip(for:scheduler:)` is the same operator).
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements after the first `duration`; the source's terminal event at any
    ///   time.
    @inlinable
    public consuming func skip<Scheduler: SchedulerType>(_ duration: RxTimeInterval, scheduler: Scheduler) -> Observables.ForDuration<Self, Scheduler> {
        skip(for: duration, scheduler: scheduler)
    }

    /// `skip(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements after the first `duration`.
    @inlinable
    @_disfavoredOverload
    public consuming func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Observables.ForDuration<Self, AnyScheduler> {
        skip(for: duration, scheduler: AnyScheduler(scheduler))
    }
}
