import Foundation

/// What a `TimedSink` does after its machine has taken an event, a timer firing or the report
/// of a delivery. Built with the static members and the modifiers below; carried out in this
/// order: the events go out, then (if the step ends the subscription) everything is disposed;
/// otherwise the fallback is subscribed, the timer started, and the delivery reported back.
@usableFromInline
internal struct TimedStep<Output> {
    /// The events to send, in this order (at most two).
    @usableFromInline internal var first: Event<Output>?
    @usableFromInline internal var second: Event<Output>?
    /// Start a timer that fires after this interval; it replaces the current one.
    @usableFromInline internal var timer: RxTimeInterval?
    /// The subscription is over once the events are sent: nothing more reaches the machine,
    /// and the source's subscription and the timer are disposed.
    @usableFromInline internal var ends: Bool
    /// Answer `.stop` to the source's element (the machine takes no more from it).
    @usableFromInline internal var refuses: Bool
    /// Subscribe to the machine's `fallback` and dispose the source's subscription
    /// (`timeout(_:other:scheduler:)`).
    @usableFromInline internal var switches: Bool
    /// Once the events are delivered, read the clock and call the machine's
    /// `delivered(at:)` (throttle notes when it sent; delay schedules its next step).
    @usableFromInline internal var reportsDelivery: Bool

    @inlinable
    internal init(first: Event<Output>? = nil, timer: RxTimeInterval? = nil, ends: Bool = false, refuses: Bool = false, switches: Bool = false) {
        self.first = first
        second = nil
        self.timer = timer
        self.ends = ends
        self.refuses = refuses
        self.switches = switches
        reportsDelivery = false
    }

    /// Nothing to do.
    @inlinable
    internal static var none: TimedStep { TimedStep() }

    /// Send `event`.
    @inlinable
    internal static func emit(_ event: Event<Output>) -> TimedStep {
        TimedStep(first: event)
    }

    /// Send `event` (a terminal one, or nothing more follows), then end the subscription.
    @inlinable
    internal static func finish(_ event: Event<Output>) -> TimedStep {
        TimedStep(first: event, ends: true)
    }

    /// Send `first` and `last`, in this order, then end the subscription.
    @inlinable
    internal static func finish(_ first: Event<Output>, _ last: Event<Output>) -> TimedStep {
        var step = TimedStep(first: first, ends: true)
        step.second = last
        return step
    }

    /// Start a timer that fires after `interval` (replacing the current one).
    @inlinable
    internal static func startTimer(after interval: RxTimeInterval) -> TimedStep {
        TimedStep(timer: interval)
    }

    /// Refuse the source's element: the source is answered `.stop`.
    @inlinable
    internal static var refuse: TimedStep { TimedStep(refuses: true) }

    /// Switch to the machine's fallback.
    @inlinable
    internal static var switchToFallback: TimedStep { TimedStep(switches: true) }

    /// This step, also sending `event` after the events it sends already.
    @inlinable
    internal func emitting(_ event: Event<Output>) -> TimedStep {
        var step = self
        if step.first == nil {
            step.first = event
        } else {
            assert(step.second == nil, "a timed step sends at most two events")
            step.second = event
        }
        return step
    }

    /// This step, also starting a timer that fires after `interval`.
    @inlinable
    internal func startingTimer(after interval: RxTimeInterval) -> TimedStep {
        var step = self
        step.timer = interval
        return step
    }

    /// This step, also ending the subscription once its events are sent.
    @inlinable
    internal func ending() -> TimedStep {
        var step = self
        step.ends = true
        return step
    }

    /// This step, also reporting its delivery back to the machine.
    @inlinable
    internal func reportingDelivery() -> TimedStep {
        var step = self
        step.reportsDelivery = true
        return step
    }
}

/// What the sink does once its lock is released, booked under the lock from a `TimedStep`
/// (scalars only: the events are already claimed in the output box).
@usableFromInline
internal struct TimedPlan<Output> {
    /// The event this thread claimed the delivery right for (the output box keeps none).
    @usableFromInline internal var claimed: Event<Output>?
    /// The number of the timer to start; 0 for none.
    @usableFromInline internal var timer = 0
    @usableFromInline internal var interval: RxTimeInterval = .never
    @usableFromInline internal var ends = false
    @usableFromInline internal var refuses = false
    @usableFromInline internal var switches = false
    @usableFromInline internal var reports = false

    @inlinable
    internal init() {}

    /// The sink had ended: nothing to do, and the source is answered `.stop`.
    @inlinable
    internal static var ignored: TimedPlan {
        var plan = TimedPlan()
        plan.refuses = true
        return plan
    }
}
