/// The state of one `take(for:scheduler:)` or `skip(for:scheduler:)` subscription (RxSwift's
/// `TakeTimeSink` and `SkipTimeSink`), run by the `TimedSink` of `Observables.TakeForDuration`
/// or `Observables.SkipForDuration`: one timer, started before the source is subscribed to.
/// For `take`, the timer completes the sequence; for `skip`, it opens the gate. The source's
/// terminal event goes through at any time.
@usableFromInline
internal struct DurationMachine<Element>: TimedMachine {
    @usableFromInline internal typealias Input = Element
    @usableFromInline internal typealias Output = Element

    /// `true`: `take(for:)`; `false`: `skip(for:)`.
    @usableFromInline internal let takes: Bool
    @usableFromInline internal let duration: RxTimeInterval
    /// `skip(for:)`: the timer fired, elements go through.
    @usableFromInline internal var gateOpen = false

    @inlinable
    internal init(takes: Bool, duration: RxTimeInterval) {
        self.takes = takes
        self.duration = duration
    }

    @inlinable
    internal var initialTimer: RxTimeInterval? { duration }

    @inlinable
    internal mutating func on(_ event: Event<Element>, at now: RxTime) -> TimedStep<Element> {
        guard case .next = event else { return .finish(event) }
        return takes || gateOpen ? .emit(event) : .none
    }

    @inlinable
    internal mutating func timerFired(at now: RxTime) -> TimedStep<Element> {
        if takes { return .finish(.completed) }
        gateOpen = true
        return .none
    }
}
