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

    /// Where a subscription stands. Every input below handles every state, and what cannot
    /// happen is not representable: an element waits only with a window open (so a timer is
    /// running), and completion waits only for a waiting element.
    @usableFromInline
    internal enum State {
        /// No element waits (no timer is running, or its window's element went out early).
        /// `lastSent`: when the last element went out, `nil` before the first.
        case open(lastSent: RxTime?)
        /// `element` waits for the end of the window that began at `lastSent` (a timer runs).
        case waiting(Element, lastSent: RxTime)
        /// The source completed while `element` waited: at the window's end `element` goes
        /// out, then the completion.
        case completing(Element)
    }

    /// The time an element went out is read after its delivery.
    @inlinable
    internal static var reportsDeliveries: Bool { true }

    @usableFromInline internal let dueTime: RxTimeInterval
    @usableFromInline internal let latest: Bool
    @usableFromInline internal var state = State.open(lastSent: nil)

    @inlinable
    internal init(dueTime: RxTimeInterval, latest: Bool) {
        self.dueTime = dueTime
        self.latest = latest
    }

    @inlinable
    internal static var usesClock: Bool { true }

    @inlinable
    internal static var absorbsElements: Bool { true }

    /// What is left at `now` of the window that began at `lastSent` (zero: none is open).
    @inlinable
    internal func remaining(since lastSent: RxTime?, at now: RxTime) -> RxTimeInterval {
        guard let lastSent else { return .seconds(0) }
        return dueTime.remaining(since: lastSent, now: now)
    }

    /// An element inside a window is dropped, or replaces the one already waiting for the
    /// window's timer. (The first element of a window goes through `on(_:at:)`: it starts the
    /// timer.)
    @inlinable
    internal mutating func absorb(_ element: Element, at now: RxTime) -> Bool {
        switch state {
        case .open(let lastSent):
            return !latest && !remaining(since: lastSent, at: now).isZero
        case .waiting(_, let lastSent):
            if remaining(since: lastSent, at: now).isZero { return false }
            state = .waiting(element, lastSent: lastSent)
            return true
        case .completing:
            return true
        }
    }

    @inlinable
    internal mutating func on(_ event: Event<Element>, at now: RxTime) -> TimedStep<Element> {
        switch event {
        case .next(let element):
            let lastSent: RxTime?
            let waits: Bool
            switch state {
            case .open(let sent):
                lastSent = sent
                waits = false
            case .waiting(_, let sent):
                lastSent = sent
                waits = true
            case .completing:
                return .none
            }
            let remaining = remaining(since: lastSent, at: now)
            if remaining.isZero {
                // Out at once; an element still waiting is dropped (its timer finds none).
                state = .open(lastSent: lastSent)
                return TimedStep.emit(event).reportingDelivery()
            }
            guard latest, let lastSent else { return .none }
            state = .waiting(element, lastSent: lastSent)
            return waits ? .none : .startTimer(after: remaining)
        case .error:
            cancel()
            return .finish(event)
        case .completed:
            // With a waiting element the completion goes out at the window's end (the
            // source is answered `.stop` all the same).
            if case .waiting(let element, _) = state {
                state = .completing(element)
                return .none
            }
            return .finish(.completed)
        }
    }

    /// The window ended: the waiting element goes out, then the completion if it waited.
    @inlinable
    internal mutating func timerFired(at now: RxTime) -> TimedStep<Element> {
        switch state {
        case .open:
            return .none
        case .waiting(let element, let lastSent):
            state = .open(lastSent: lastSent)
            return TimedStep.emit(.next(element)).reportingDelivery()
        case .completing(let element):
            state = .open(lastSent: nil)
            return .finish(.next(element), .completed)
        }
    }

    /// The element went out at `now`: the next window starts there.
    @inlinable
    internal mutating func delivered(at now: RxTime) -> TimedStep<Element> {
        switch state {
        case .open:
            state = .open(lastSent: now)
        case .waiting(let element, _):
            state = .waiting(element, lastSent: now)
        case .completing:
            break
        }
        return .none
    }

    /// The subscription was disposed (or the source failed): a waiting element is dropped.
    @inlinable
    internal mutating func cancel() {
        switch state {
        case .open:
            break
        case .waiting(_, let lastSent):
            state = .open(lastSent: lastSent)
        case .completing:
            state = .open(lastSent: nil)
        }
    }
}

// `Observables.Throttle` and the `throttle` operator methods constructing it are generated
// from Scripts/surface.txt.
