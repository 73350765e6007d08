/// The state of one `take(for:scheduler:)` or `skip(for:scheduler:)` subscription (RxSwift's
/// `TakeTimeSink` and `SkipTimeSink`), run by a `TimedSink`: one timer, started before the
/// source is subscribed to. For `take`, the timer completes the sequence; for `skip`, it opens
/// the gate. The source's terminal event goes through at any time.
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

extension Observables {
    /// The sequence `take(for:scheduler:)` and `skip(for:scheduler:)` return.
    @frozen
    public struct ForDuration<Source: ObservableType, Scheduler: SchedulerType>: _SinkOperator {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let duration: RxTimeInterval
        @usableFromInline internal let scheduler: Scheduler
        @usableFromInline internal let takes: Bool

        @inlinable
        internal init(source: consuming Source, duration: RxTimeInterval, scheduler: Scheduler, takes: Bool) {
            self.source = source
            self.duration = duration
            self.scheduler = scheduler
            self.takes = takes
        }

        /// Starts the timer, then subscribes to the source.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let machine = DurationMachine<Element>(takes: takes, duration: duration)
            return TimedSink(machine: machine, scheduler: scheduler, downstream: observer).run(source)
        }
    }
}
