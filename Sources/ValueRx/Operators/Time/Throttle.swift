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

extension Observables {
    /// The sequence `throttle(_:latest:scheduler:)` returns. A type of its own, not a flag on
    /// `Debounce`: a flag chosen at run time compiled both machines' sinks for every use.
    @frozen
    public struct Throttle<Source: ObservableType, Scheduler: SchedulerType>: _SinkOperator {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let dueTime: RxTimeInterval
        @usableFromInline internal let scheduler: Scheduler
        @usableFromInline internal let latest: Bool

        @inlinable
        internal init(source: consuming Source, dueTime: RxTimeInterval, scheduler: Scheduler, latest: Bool) {
            self.source = source
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Subscribes to the source (inside the trampoline, as RxSwift's producers do).
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            TimedSink.subscribe(source, running: ThrottleMachine(dueTime: dueTime, latest: latest), on: scheduler, observer)
        }
    }
}

extension ObservableType {
    /// Emits at most one element per `dueTime`: the first at once, then, with `latest`, the
    /// last one of each window at its end.
    ///
    /// - seealso: [throttle operator on reactivex.io](http://reactivex.io/documentation/operators/sample.html)
    ///
    /// - Parameters:
    ///   - dueTime: The window after each element sent.
    ///   - latest: Whether the last element of a window goes out at its end (otherwise
    ///     elements inside a window are dropped).
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The elements spaced at least `dueTime` apart.
    @inlinable
    public consuming func throttle<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: Scheduler) -> Observables.Throttle<Self, Scheduler> {
        Observables.Throttle(source: self, dueTime: dueTime, scheduler: scheduler, latest: latest)
    }
}
