extension PipelineStage {
    /// Most stages run no code around the subscription.
    @inlinable @inline(__always)
    public static var _subscribesInTrampoline: Bool { false }

    /// Most stages end their source's subscription at its terminal event.
    @inlinable @inline(__always)
    public static var _keepsUpstreamAfterTerminal: Bool { false }

    /// Most stages do nothing after delivery (see `afterNext()` below).
    @inlinable @inline(__always)
    public static var _runsAfterNext: Bool { false }

    /// Most stages change something.
    @inlinable @inline(__always)
    public static var _isIdentity: Bool { false }

    /// Only an identity stage is asked to subscribe unchanged.
    @inlinable
    public static func _subscribeUnchanged<Upstream: ObservableType, Observer: ObserverType>(_ source: consuming Upstream, _ observer: consuming Observer) -> Disposable
        where Upstream.Element == Input, Observer.Element == Output {
        preconditionFailure("_subscribeUnchanged is for identity stages")
    }

    /// Most stages neither emit nor end before the source is subscribed to.
    @inlinable @inline(__always)
    public mutating func start() -> StageStart<Output> { .subscribe }

    /// Most stages leave the subscription as it is.
    @inlinable @inline(__always)
    public func subscribed(_ subscription: Disposable) -> Disposable { subscription }

    /// Most stages pass the upstream's termination through unchanged.
    @inlinable @inline(__always)
    public mutating func finish(_ error: Swift.Error?) -> StageDrain<Output> { .terminal(error) }

    /// Most stages do nothing after delivery.
    @inlinable @inline(__always)
    public mutating func afterNext() -> StageDrain<Output>? { nil }

    /// Most stages do nothing after the terminal event.
    @inlinable @inline(__always)
    public mutating func afterTerminal() {}

    /// Most stages hold nothing of the subscription.
    @inlinable @inline(__always)
    public func endSubscription() {}
}

/// What a stage that ended by itself still has to emit: an optional last element, then its
/// terminal event.
@frozen
public enum StageEnding<Output> {
    /// Emit this element, then complete.
    case last(Output)
    /// Complete.
    case completed
    /// Fail.
    case error(Swift.Error)

    /// Returns the next drained item and advances.
    @inlinable
    public mutating func drain() -> StageDrain<Output> {
        switch self {
        case .last(let value):
            self = .completed
            return .next(value)
        case .completed:
            return .completed
        case .error(let error):
            return .error(error)
        }
    }
}

extension Stages {
    /// The stage that passes every event through unchanged: the stage of a trait that wraps
    /// its sequence as it is (`Single.just(1)`, `Single<Element>`), so that a trait is always a
    /// pipeline and its element-wise operators have one declaration each.
    @frozen
    public struct Identity<Element>: PipelineStage {
        /// Tells this stage apart from the others in overload constraints.
        public typealias _Kind = _IdentityStageKind

        /// Creates the stage.
        @inlinable
        internal init() {}

        /// Passes nothing but events through.
        @inlinable @inline(__always)
        public static var _isIdentity: Bool { true }

        /// Subscribes `observer` to `source` itself.
        @inlinable @inline(__always)
        public static func _subscribeUnchanged<Upstream: ObservableType, Observer: ObserverType>(_ source: consuming Upstream, _ observer: consuming Observer) -> Disposable
            where Upstream.Element == Element, Observer.Element == Element {
            source.subscribe(observer)
        }

        /// Emits the element unchanged.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> { .next(input) }

        /// Never called: the stage does not end by itself.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { .completed }
    }
}
