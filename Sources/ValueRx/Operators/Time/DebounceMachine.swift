import Dispatch
import Foundation

// The pure state machine of `debounce`, and a driver that lets tests run it alone.
//
// RxSwift schedules a timer for every element and disposes the previous one: on a busy source
// that is a timer, a closure and a disposable per element. This machine keeps at most one
// scheduled action per subscription. An element only replaces the waiting one and notes its
// arrival; the timer is started by an element that finds none outstanding. When the timer
// fires, it emits the waiting element if that element is the one it was started for (same
// arrival time, so same deadline); otherwise it asks to be started once more, for what is left
// of the waiting element's quiet time (`arrival + dueTime - now`). The element therefore goes
// out at `arrival + dueTime`, as with RxSwift's per-element timer.
//
// Why the timer compares arrival times and never `now >= deadline`: a virtual clock rounds
// times to its ticks (`TestScheduler` rounds to the nearest tick, and a time at or before the
// clock runs one tick later), so a deadline compared with `now` in seconds can miss by a
// fraction of a tick and cost one more tick. The timer that was scheduled for an element's
// deadline is rounded by the scheduler exactly as RxSwift's timer for that element would be;
// emitting whenever that timer fires keeps the tick RxSwift's timer would have had.
//
// An element that arrives at exactly the time the timer fires, before it runs (a hot test
// observable's event: it was queued first), moves the wait, and RxSwift drops the older element
// the same way; one that arrives after the timer ran finds the older element sent, as in RxSwift.
//
// Where virtual time could still tell the two apart: a timer started again is queued when the
// previous one fires, not when the element arrived, so among work due at the very same tick it
// would run after anything scheduled in between (RxSwift's timer, queued at the arrival, runs
// before). So on a virtual clock (`VirtualClockReporting`) the machine restarts the timer for
// every element, as RxSwift does (`restartsPerElement`): identical traces, and a virtual clock
// allocates nothing that matters. Real clocks have no such ties and keep the one timer.
//
// The machine holds no disposable and calls nothing: a `TimedSink` keeps it under its lock and
// carries out the action each method returns (as a `TimedStep`) once the lock is released.

/// What a debounce sink does after its machine has taken an event.
@usableFromInline
internal enum DebounceAction<Element> {
    /// Nothing to do.
    case none
    /// Start the subscription's one timer; when it fires, the sink calls `timerFired(at:)`.
    case scheduleTimer(after: RxTimeInterval)
    /// Send the element: it has been followed by `dueTime` of quiet.
    case emit(Element)
    /// The source completed: send the element still waiting, if any, then `.completed`; then
    /// dispose the source and the timer.
    case complete(flushing: Element?)
    /// The source failed: the waiting element is dropped; send the error, then dispose the
    /// source and the timer.
    case fail
    /// The subscription is disposed: dispose the timer and the source; nothing more goes out.
    case cancel
    /// The subscription had already ended: the event changes nothing (the source is told to
    /// stop).
    case ignore
}

/// The state of one `debounce` subscription: the waiting element, when it arrived, and the
/// one timer (see the comment at the top of this file).
@usableFromInline
internal struct DebounceMachine<Element> {
    /// The quiet time that must follow an element.
    @usableFromInline internal let dueTime: RxTimeInterval
    /// `dueTime` in seconds (infinity for `.never`).
    @usableFromInline internal let dueSeconds: TimeInterval
    /// The latest element, until it is sent or dropped.
    @usableFromInline internal var waiting: Element?
    /// When `waiting` arrived, by the scheduler's clock.
    @usableFromInline internal var arrival: Date
    /// The arrival time of the element the outstanding timer was started for: the timer fires
    /// at `target + dueTime`.
    @usableFromInline internal var target: Date
    /// A timer has been asked for and has not fired yet.
    @usableFromInline internal var timerOutstanding: Bool
    /// A terminal event was taken, or the subscription was disposed.
    @usableFromInline internal var ended: Bool
    /// Every element restarts the timer for the full `dueTime` (the sink disposes the previous
    /// one): RxSwift's schedule, used on virtual clocks (see the top of the file).
    @usableFromInline internal let restartsPerElement: Bool

    @inlinable
    internal init(dueTime: RxTimeInterval, restartsPerElement: Bool = false) {
        self.restartsPerElement = restartsPerElement
        self.dueTime = dueTime
        dueSeconds = dueTime.seconds
        waiting = nil
        arrival = Date(timeIntervalSinceReferenceDate: 0)
        target = arrival
        timerOutstanding = false
        ended = false
    }

    /// The source sent `element` at `now`: it becomes the waiting element. Starts the timer
    /// (for the full `dueTime`) only if none is outstanding; otherwise the outstanding timer
    /// will find the newer arrival and wait again for what is left.
    @inlinable
    internal mutating func element(_ element: Element, at now: Date) -> DebounceAction<Element> {
        if ended { return .ignore }
        waiting = element
        arrival = now
        if timerOutstanding && !restartsPerElement { return .none }
        timerOutstanding = true
        target = now
        return .scheduleTimer(after: dueTime)
    }

    /// The timer fired at `now`. Emits the waiting element if the timer was started for it (or
    /// if `dueTime` is `.never`, where every timer is due at the same far future); otherwise
    /// asks for the timer again, for the rest of the waiting element's quiet time.
    @inlinable
    internal mutating func fired(at now: Date) -> DebounceAction<Element> {
        guard !ended, timerOutstanding else { return .none }
        guard waiting != nil else {
            timerOutstanding = false
            return .none
        }
        if arrival == target || dueTime == .never {
            timerOutstanding = false
            return .emit(waiting.take()!)
        }
        target = arrival
        return .scheduleTimer(after: remaining(at: now))
    }

    /// What is left of the waiting element's quiet time at `now`, never more than `dueTime`:
    /// a clock read before the element arrived (the timer's thread read it just before the
    /// element took the lock), or a wall clock set back, counts as the element's arrival.
    /// Expressed in nanoseconds (rounded to the nearest), or as `dueTime` itself when the whole
    /// of it is left, so that a virtual clock lands on `arrival + dueTime` (see the top of the
    /// file); 0 when the deadline has passed (a virtual clock then runs the timer one tick
    /// later, as it would have run RxSwift's zero-delay timer).
    @inlinable
    internal func remaining(at now: Date) -> RxTimeInterval {
        let from = now < arrival ? arrival : now
        let left = arrival.addingTimeInterval(dueSeconds).timeIntervalSince(from)
        if !(left > 0) { return .nanoseconds(0) }
        if left >= dueSeconds { return dueTime }
        let nanoseconds = (left * 1_000_000_000).rounded(.toNearestOrAwayFromZero)
        if nanoseconds < 9e18 { return .nanoseconds(Int(nanoseconds)) }
        return .seconds(Int(left.rounded(.up)))
    }

    /// The source completed: the waiting element, if any, is to be sent at once, then the
    /// completion.
    @inlinable
    internal mutating func completed() -> DebounceAction<Element> {
        if ended { return .ignore }
        ended = true
        timerOutstanding = false
        return .complete(flushing: waiting.take())
    }

    /// The source failed: the waiting element is dropped.
    @inlinable
    internal mutating func failed() -> DebounceAction<Element> {
        if ended { return .ignore }
        ended = true
        timerOutstanding = false
        waiting = nil
        return .fail
    }

    /// The subscription is disposed: the waiting element is dropped and the timer cancelled.
    @inlinable
    internal mutating func disposed() -> DebounceAction<Element> {
        ended = true
        timerOutstanding = false
        waiting = nil
        return .cancel
    }
}

extension DebounceMachine: TimedMachine {
    @usableFromInline internal typealias Input = Element
    @usableFromInline internal typealias Output = Element

    /// Elements are timed by the scheduler's clock.
    @inlinable
    internal static var usesClock: Bool { true }

    /// An element that finds the timer outstanding only replaces the waiting one.
    @inlinable
    internal static var absorbsElements: Bool { true }

    @inlinable
    internal mutating func absorb(_ element: Element, at now: RxTime) -> Bool {
        guard timerOutstanding, !restartsPerElement, !ended else { return false }
        waiting = element
        arrival = now
        return true
    }

    @inlinable
    internal mutating func on(_ event: Event<Element>, at now: RxTime) -> TimedStep<Element> {
        switch event {
        case .next(let element): return step(for: self.element(element, at: now))
        case .error(let error):
            if case .fail = failed() { return .finish(.error(error)) }
            return .refuse
        case .completed: return step(for: completed())
        }
    }

    @inlinable
    internal mutating func timerFired(at now: RxTime) -> TimedStep<Element> {
        step(for: fired(at: now))
    }

    @inlinable
    internal mutating func cancel() {
        _ = disposed()
    }

    /// The sink's step for `action`.
    @inlinable
    internal func step(for action: DebounceAction<Element>) -> TimedStep<Element> {
        switch action {
        case .none, .cancel, .fail: return .none
        case .scheduleTimer(let interval): return .startTimer(after: interval)
        case .emit(let element): return .emit(.next(element))
        case .complete(let flushed):
            if let flushed { return .finish(.next(flushed), .completed) }
            return .finish(.completed)
        case .ignore: return .refuse
        }
    }
}

/// Drives `debounce`'s state machine alone, for tests (package access: test builds in release
/// have no `@testable import`). Times are seconds since 1970, as a `TestScheduler` with a resolution of
/// one second reports its ticks. Answers name the action: "none", "schedule 20 s" (the interval
/// in its own unit: s, ms, us, ns, or "never"), "emit 3", "complete", "complete after 3",
/// "error", "cancel", "ignore".
package struct DebounceMachineDriver<Element> {
    @usableFromInline internal var machine: DebounceMachine<Element>

    /// A machine for a quiet time of `dueTime`.
    package init(dueTime: RxTimeInterval, restartsPerElement: Bool = false) {
        machine = DebounceMachine(dueTime: dueTime, restartsPerElement: restartsPerElement)
    }

    /// The source sent `element` at `time`.
    package mutating func element(_ element: Element, at time: TimeInterval) -> String {
        Self.describe(machine.element(element, at: Date(timeIntervalSince1970: time)))
    }

    /// The timer fired at `time`.
    package mutating func timerFired(at time: TimeInterval) -> String {
        Self.describe(machine.fired(at: Date(timeIntervalSince1970: time)))
    }

    /// The source completed.
    package mutating func completed() -> String {
        Self.describe(machine.completed())
    }

    /// The source failed.
    package mutating func failed() -> String {
        Self.describe(machine.failed())
    }

    /// The subscription was disposed.
    package mutating func disposed() -> String {
        Self.describe(machine.disposed())
    }

    /// Whether an element waits to be sent.
    package var hasWaitingElement: Bool { machine.waiting != nil }

    /// Whether a timer has been asked for and has not fired yet.
    package var timerOutstanding: Bool { machine.timerOutstanding }

    internal static func describe(_ action: DebounceAction<Element>) -> String {
        switch action {
        case .none: return "none"
        case .scheduleTimer(let interval): return "schedule " + describe(interval)
        case .emit(let element): return "emit \(element)"
        case .complete(let flushed):
            if let flushed { return "complete after \(flushed)" }
            return "complete"
        case .fail: return "error"
        case .cancel: return "cancel"
        case .ignore: return "ignore"
        }
    }

    internal static func describe(_ interval: RxTimeInterval) -> String {
        switch interval {
        case .seconds(let value): return "\(value) s"
        case .milliseconds(let value): return "\(value) ms"
        case .microseconds(let value): return "\(value) us"
        case .nanoseconds(let value): return "\(value) ns"
        case .never: return "never"
        @unknown default: return "\(interval)"
        }
    }
}
