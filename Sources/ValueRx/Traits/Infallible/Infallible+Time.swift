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
}
