import Foundation

/// The state of one subscription of a time operator, with no storage of its own: what it
/// waits for, what it holds back. `TimedSink` keeps it under its lock and carries out the
/// `TimedStep` each method returns once the lock is released (see the top of TimedSink.swift).
/// No method but `cancel()` is called after a step that ends the subscription or after
/// `cancel()`; `cancel()` may be called more than once.
@usableFromInline
internal protocol TimedMachine {
    /// The elements of the source.
    associatedtype Input
    /// The elements sent downstream.
    associatedtype Output
    /// What a step that `switches` subscribes to (`timeout`'s `other`); a machine that never
    /// switches leaves the default.
    associatedtype Fallback: ObservableType = Observables.Never<Output> where Fallback.Element == Output

    /// Whether the machine reads the time: the sink reads `scheduler.now` (outside its lock: a
    /// custom scheduler's clock is user code) before each call only for such a machine; the
    /// others get a constant.
    static var usesClock: Bool { get }

    /// The timer to start when the subscription begins, before the source is subscribed to
    /// (RxSwift's order for take(for:), skip(for:), timeout and buffer); `nil` for none.
    var initialTimer: RxTimeInterval? { get }

    /// The sequence a step that `switches` subscribes to.
    var fallback: Fallback { get }

    /// Whether the machine has a fast path for elements (`absorb(_:at:)`); the sink tries it
    /// only for such a machine.
    static var absorbsElements: Bool { get }

    /// Whether a step of this machine may `switch` (`timeout` with a fallback) or report its
    /// delivery (`throttle`, `delay`): the sink's code for either is compiled only for machines
    /// that say so (constants once specialized, so the rest of the client is spared that code).
    static var switchesToFallback: Bool { get }
    static var reportsDeliveries: Bool { get }

    /// The fast path of an element that changes the machine and asks for nothing (a busy
    /// source under `debounce` or `throttle`: the element replaces the waiting one, or is
    /// dropped): returns `true` once it has taken the element, or `false`, leaving the machine
    /// as it was, for the element to go through `on(_:at:)`. It spares the sink the building and
    /// carrying out of a step (measured: about 60% more instructions per element without it).
    mutating func absorb(_ element: Input, at now: RxTime) -> Bool

    /// The source sent `event` at `now`.
    mutating func on(_ event: Event<Input>, at now: RxTime) -> TimedStep<Output>

    /// The latest timer fired at `now`.
    mutating func timerFired(at now: RxTime) -> TimedStep<Output>

    /// The events of a step that `reportsDelivery` were delivered (or queued behind a
    /// delivery in progress); `now` is read after they were.
    mutating func delivered(at now: RxTime) -> TimedStep<Output>

    /// The subscription ended (after a terminal step, or by disposal): drop what is held back.
    mutating func cancel()
}

extension TimedMachine {
    /// No clock by default.
    @inlinable
    internal static var usesClock: Bool { false }

    /// No switch by default.
    @inlinable
    internal static var switchesToFallback: Bool { false }

    /// No delivery reports by default.
    @inlinable
    internal static var reportsDeliveries: Bool { false }

    /// No fast path for elements by default.
    @inlinable
    internal static var absorbsElements: Bool { false }

    /// Takes no element on the fast path by default.
    @inlinable
    internal mutating func absorb(_ element: Input, at now: RxTime) -> Bool { false }

    /// No timer at subscription by default.
    @inlinable
    internal var initialTimer: RxTimeInterval? { nil }

    /// Nothing to do after a delivery by default.
    @inlinable
    internal mutating func delivered(at now: RxTime) -> TimedStep<Output> { .none }

    /// Nothing held back by default.
    @inlinable
    internal mutating func cancel() {}
}

extension TimedMachine where Fallback == Observables.Never<Output> {
    /// A machine that never switches has no fallback to subscribe to.
    @inlinable
    internal var fallback: Fallback { Observables.Never() }
}
