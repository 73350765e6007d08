extension InfallibleSequence {
    /// Emits elements for `duration` after the subscription, then completes.
    ///
    /// - Parameters:
    ///   - duration: How long to let elements through.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements of the first `duration`.
    @inlinable
    public consuming func take<Scheduler: SchedulerType>(for duration: RxTimeInterval, scheduler: Scheduler) -> InfallibleSequence<Observables.TakeForDuration<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.TakeForDuration<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>>(raw: pipeline.take(for: duration, scheduler: scheduler))
    }

    /// `take(for:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - duration: How long to let elements through.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The elements of the first `duration`.
    @inlinable
    @_disfavoredOverload
    public consuming func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> InfallibleSequence<Observables.TakeForDuration<Observables.Pipeline<Source, Stage>, AnyScheduler>, Stages.Identity<Element>> {
        take(for: duration, scheduler: AnyScheduler(scheduler))
    }
}

extension InfallibleSequence {
    /// Emits an element only once `dueTime` has passed without another one.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time an element must be followed by.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The elements followed by `dueTime` of quiet.
    @inlinable
    public consuming func debounce<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> InfallibleSequence<Observables.Debounce<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Debounce<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>>(raw: pipeline.debounce(dueTime, scheduler: scheduler))
    }

    /// `debounce(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: The quiet time an element must be followed by.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The elements followed by `dueTime` of quiet.
    @inlinable
    @_disfavoredOverload
    public consuming func debounce(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> InfallibleSequence<Observables.Debounce<Observables.Pipeline<Source, Stage>, AnyScheduler>, Stages.Identity<Element>> {
        debounce(dueTime, scheduler: AnyScheduler(scheduler))
    }

    /// Emits at most one element per `dueTime` (see `ObservableType.throttle`).
    ///
    /// - Parameters:
    ///   - dueTime: The window after each element sent.
    ///   - latest: Whether the last element of a window goes out at its end.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The elements spaced at least `dueTime` apart.
    @inlinable
    public consuming func throttle<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: Scheduler) -> InfallibleSequence<Observables.Throttle<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Throttle<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>>(raw: pipeline.throttle(dueTime, latest: latest, scheduler: scheduler))
    }

    /// `throttle(_:latest:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: The window after each element sent.
    ///   - latest: Whether the last element of a window goes out at its end.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The elements spaced at least `dueTime` apart.
    @inlinable
    @_disfavoredOverload
    public consuming func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: any SchedulerType) -> InfallibleSequence<Observables.Throttle<Observables.Pipeline<Source, Stage>, AnyScheduler>, Stages.Identity<Element>> {
        throttle(dueTime, latest: latest, scheduler: AnyScheduler(scheduler))
    }
}
