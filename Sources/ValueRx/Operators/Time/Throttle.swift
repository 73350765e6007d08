import Foundation

/// The state of one `throttle` subscription (RxSwift's `ThrottleSink`), run by a `TimedSink`:
/// when the last element went out, the element waiting for the end of the window, and at most
/// one timer.
///
/// An element more than `dueTime` after the last one sent goes out at once (and a waiting one
/// is dropped); otherwise, with `latest`, it waits for the end of the window (one timer per
/// window), without `latest` it is dropped; completion waits for a waiting element to go out
/// at the window's end; an error drops it. The time an element went out is read after its
/// delivery (RxSwift's `lastSentTime`, "to give some more room" to a slow observer).
@usableFromInline
internal struct ThrottleMachine<Element>: TimedMachine {
    @usableFromInline internal typealias Input = Element
    @usableFromInline internal typealias Output = Element

    /// The time an element went out is read after its delivery.
    @inlinable
    internal static var reportsDeliveries: Bool { true }

    @usableFromInline internal let dueTime: RxTimeInterval
    @usableFromInline internal let latest: Bool
    /// The latest element of the window, sent when its timer fires.
    @usableFromInline internal var waiting: Element?
    /// When the last element was sent.
    @usableFromInline internal var lastSent: RxTime?
    /// The source completed while an element waits.
    @usableFromInline internal var completed = false

    @inlinable
    internal init(dueTime: RxTimeInterval, latest: Bool) {
        self.dueTime = dueTime
        self.latest = latest
    }

    @inlinable
    internal static var usesClock: Bool { true }

    @inlinable
    internal static var absorbsElements: Bool { true }

    /// What is left of the window at `now` (zero: none is open).
    @inlinable
    internal func remaining(at now: RxTime) -> RxTimeInterval {
        guard let lastSent else { return .seconds(0) }
        return dueTime.remaining(since: lastSent, now: now)
    }

    /// An element inside a window is dropped, or replaces the one already waiting for the
    /// window's timer.
    @inlinable
    internal mutating func absorb(_ element: Element, at now: RxTime) -> Bool {
        if remaining(at: now).isZero { return false }
        if !latest { return true }
        if waiting == nil { return false }
        waiting = element
        return true
    }

    @inlinable
    internal mutating func on(_ event: Event<Element>, at now: RxTime) -> TimedStep<Element> {
        switch event {
        case .next(let element):
            let remaining = remaining(at: now)
            if remaining.isZero {
                waiting = nil
                return TimedStep.emit(event).reportingDelivery()
            }
            if !latest { return .none }
            let inFlight = waiting != nil
            waiting = element
            return inFlight ? .none : .startTimer(after: remaining)
        case .error:
            waiting = nil
            return .finish(event)
        case .completed:
            // With a waiting element the completion goes out at the window's end (the
            // source is answered `.stop` all the same).
            if waiting != nil {
                completed = true
                return .none
            }
            return .finish(.completed)
        }
    }

    /// The window ended: the waiting element goes out, then the completion if it waited.
    @inlinable
    internal mutating func timerFired(at now: RxTime) -> TimedStep<Element> {
        let element = waiting.take()
        if completed {
            if let element { return .finish(.next(element), .completed) }
            return .finish(.completed)
        }
        if let element { return TimedStep.emit(.next(element)).reportingDelivery() }
        return .none
    }

    /// The element went out at `now`.
    @inlinable
    internal mutating func delivered(at now: RxTime) -> TimedStep<Element> {
        lastSent = now
        return .none
    }

    @inlinable
    internal mutating func cancel() {
        waiting = nil
    }
}

// `Observables.Throttle` and the `throttle` operator methods constructing it are generated
// from Scripts/surface.txt.
