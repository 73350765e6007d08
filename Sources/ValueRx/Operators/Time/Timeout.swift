/// The state of one `timeout` subscription (RxSwift's `TimeoutSink`), run by a `TimedSink`:
/// a timer started before the source is subscribed to and again after each element, and,
/// once a timer fires before the next event, the switch to `other`.
///
/// As RxSwift's: each event of the source makes the timer running stale (a timer started
/// again replaces it); an element goes downstream, then the next timer starts; a timer that
/// fires for the latest element switches to `other`, which is subscribed before the source's
/// subscription is disposed; after the switch the source is answered `.stop` and no timer
/// runs, and `other`'s events go downstream.
@usableFromInline
internal struct TimeoutMachine<Other: ObservableType>: TimedMachine {
    @usableFromInline internal typealias Input = Other.Element
    @usableFromInline internal typealias Output = Other.Element
    @usableFromInline internal typealias Fallback = Other

    /// A timeout switches to `other`.
    @inlinable
    internal static var switchesToFallback: Bool { true }

    @usableFromInline internal let dueTime: RxTimeInterval
    /// What takes over after a wait too long.
    @usableFromInline internal let fallback: Other
    @usableFromInline internal var switched = false

    @inlinable
    internal init(dueTime: RxTimeInterval, other: Other) {
        self.dueTime = dueTime
        fallback = other
    }

    @inlinable
    internal var initialTimer: RxTimeInterval? { dueTime }

    @inlinable
    internal mutating func on(_ event: Event<Output>, at now: RxTime) -> TimedStep<Output> {
        if switched { return .refuse }
        guard case .next = event else { return .finish(event) }
        return TimedStep.emit(event).startingTimer(after: dueTime)
    }

    @inlinable
    internal mutating func timerFired(at now: RxTime) -> TimedStep<Output> {
        if switched { return .none }
        switched = true
        return .switchToFallback
    }
}

// `Observables.Timeout` and the `timeout` operator methods constructing it are generated
// from Scripts/surface.txt.
