import ValueRx

/// An observer that records every event it receives with the scheduler's clock at that moment.
///
/// It records everything, including events that break the grammar (after a terminal event),
/// so tests can see a misbehaving operator.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler

    /// The events received, with their virtual times.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the current virtual time.
    ///
    /// - Parameter event: The event.
    /// - Returns: Always `.continue`.
    @discardableResult
    public func on(_ event: Event<Element>) -> Flow {
        events.append(Recorded(time: scheduler.clock, value: event))
        return .continue
    }
}
