import Foundation

/// The state of one `delay` subscription (RxSwift's `DelaySink`), run by a `TimedSink`:
/// elements and the completion wait in a queue with their arrival time; one timer at a time
/// delivers them, one per firing, each `dueTime` after its arrival (a step per event, as
/// RxSwift's recursive drain: on a test scheduler events that arrived together come out one
/// tick apart). The next step is started once the event before it has been delivered, for
/// what is left of the next event's wait at that time.
///
/// An error is not delayed: it drops whatever waits and goes out at once (behind the element
/// being delivered, if a step is delivering one: the output box queues it). The source's
/// subscription ends at its terminal event, before anything is delivered.
@usableFromInline
internal struct DelayMachine<Element>: TimedMachine {
    @usableFromInline internal typealias Input = Element
    @usableFromInline internal typealias Output = Element

    /// Each delivery schedules the next step.
    @inlinable
    internal static var reportsDeliveries: Bool { true }

    @usableFromInline internal let dueTime: RxTimeInterval
    @usableFromInline internal var queue: [Event<Element>] = []
    @usableFromInline internal var arrivals: ContiguousArray<Date> = []
    @usableFromInline internal var head = 0
    /// A step is scheduled or delivering.
    @usableFromInline internal var active = false

    @inlinable
    internal init(dueTime: RxTimeInterval) {
        self.dueTime = dueTime
    }

    @inlinable
    internal static var usesClock: Bool { true }

    @inlinable
    internal mutating func on(_ event: Event<Element>, at now: RxTime) -> TimedStep<Element> {
        if case .error = event {
            cancel()
            return .finish(event)
        }
        queue.append(event)
        arrivals.append(now)
        if active { return .none }
        active = true
        return .startTimer(after: dueTime)
    }

    /// One step: the oldest event goes out.
    @inlinable
    internal mutating func timerFired(at now: RxTime) -> TimedStep<Element> {
        if head == queue.count {
            active = false
            return .none
        }
        let event = queue[head]
        head += 1
        // Drop what was delivered once it is most of the queue, so a source that never
        // pauses for `dueTime` does not keep every delivered element (amortized O(1)).
        if head >= 64, head * 2 >= queue.count {
            queue.removeFirst(head)
            arrivals.removeFirst(head)
            head = 0
        }
        if event.isStopEvent { return .finish(event) }
        return TimedStep.emit(event).reportingDelivery()
    }

    /// The step's event was delivered: the next step starts for what is left of the next
    /// event's wait, or the drain stops until the next event.
    @inlinable
    internal mutating func delivered(at now: RxTime) -> TimedStep<Element> {
        if head < queue.count {
            return .startTimer(after: dueTime.remaining(since: arrivals[head], now: now))
        }
        queue.removeAll(keepingCapacity: true)
        arrivals.removeAll(keepingCapacity: true)
        head = 0
        active = false
        return .none
    }

    @inlinable
    internal mutating func cancel() {
        if !queue.isEmpty {
            queue.removeAll()
            arrivals.removeAll()
            head = 0
        }
    }
}

// `Observables.Delay` and the `delay` operator methods constructing it are generated
// from Scripts/surface.txt.

extension PrimitiveSequence {
    /// Emits this sequence's outcome `dueTime` later; an error is not delayed.
    ///
    /// - Parameters:
    ///   - dueTime: How long the outcome waits.
    ///   - scheduler: The scheduler that runs the wait and delivers the outcome.
    /// - Returns: A sequence of the same trait, shifted by `dueTime`.
    @inlinable
    public consuming func delay<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> PrimitiveSequence<Trait, Observables.Delay<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.Delay<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>>(raw: pipeline.delay(dueTime, scheduler: scheduler))
    }
}
