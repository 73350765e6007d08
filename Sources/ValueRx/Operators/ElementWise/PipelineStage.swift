/// One element-wise step of a fused pipeline (map, filter, scan, take, ...).
///
/// Element-wise operators do not wrap their downstream observer one inside the other. Each is
/// a *stage*: a small value with a pull-style `next`, composed with the stages before it into
/// one `Stages.Then<...>` value, and a pipeline wraps the downstream observer exactly once.
/// This keeps chains of any length fully specialized (no growing observer type for the
/// optimizer to treat as a loop; see the Architecture article) and keeps every stage's state inline.
///
/// Contract: before the source is subscribed to, `start` is called until it returns
/// `.subscribe` or `.end` (each `.next` is an element emitted before the source's, as
/// `startWith` does). After `next` returns `.end`, or after `start` returns `.end`, or after
/// `finish`, the stage is *draining*: its owner calls `drain` (after `finish`, the result of
/// `finish` is the first drained item) until it returns `.completed` or `.error`, and never
/// calls `next` again. `afterTerminal` is called once when the pipeline has ended, whether by a
/// terminal event or because the downstream observer stopped.
///
/// Operators that act around the subscription (`do(onSubscribe:)`, `debug`, `startWith`) are
/// stages too, so that no operator that runs synchronously wraps the downstream observer: the
/// observer type a source sees never grows with the chain (see the Architecture article).
public protocol PipelineStage<Input, Output> {
    /// The element type the stage receives.
    associatedtype Input
    /// The element type the stage emits.
    associatedtype Output

    /// Whether the stage runs user code around the subscription (`onSubscribe`, `startWith`'s
    /// elements): the pipeline then subscribes inside a `CurrentThreadScheduler` trampoline, as
    /// RxSwift's `Producer.subscribe` does, so a default-scheduler source's elements come after
    /// `onSubscribed`. A stage whose `subscribed` does anything must say `true`: a pipeline
    /// whose stages all say `false` never calls `subscribed`, so it keeps no copy of the stages
    /// for it. A constant once specialized. Not API.
    static var _subscribesInTrampoline: Bool { get }

    /// Whether the pipeline answers a terminal event from its source with `.continue`, so the
    /// source's subscription lasts until it is disposed. RxSwift's `startWith` hands the
    /// downstream observer itself to its source (no sink disposes it at termination); a
    /// pipeline made only of such stages keeps that. A constant once specialized. Not API.
    static var _keepsUpstreamAfterTerminal: Bool { get }

    /// Whether `afterNext()` can do anything: a stage that implements `afterNext()` must say
    /// `true`; for the others the pipeline skips the call. A constant once specialized, so
    /// optimized code is unchanged; without optimization (debug builds) the skipped call would
    /// ask the runtime for its optional result's metadata on every element, twice per stage
    /// (about 900 instructions). Not API.
    static var _runsAfterNext: Bool { get }

    /// Whether the stage passes every event through unchanged (`Stages.Identity`, the stage of a
    /// trait that wraps its sequence as it is): such a pipeline subscribes its source with the
    /// observer it is given (`_subscribeUnchanged`), adding no layer. A constant once
    /// specialized. Not API.
    static var _isIdentity: Bool { get }

    /// `_NonIdentityStageKind` for every stage but `Stages.Identity` (`_IdentityStageKind`): a
    /// trait's general element-wise form requires the former, so on a trait with no stage yet
    /// only the form that replaces the identity applies, and neither needs to be disfavored (a
    /// disfavored form at every link raised the best score the type checker had found, so it
    /// stopped pruning: trait chains with `flatMap` between `map`s grew about three times per
    /// link). Not API.
    associatedtype _Kind = _NonIdentityStageKind

    /// For a stage whose `_isIdentity` is `true`: subscribes `observer` to `source` as it is
    /// (the stage's input and output types are the same). Never called otherwise. Not API.
    static func _subscribeUnchanged<Upstream: ObservableType, Observer: ObserverType>(_ source: consuming Upstream, _ observer: consuming Observer) -> Disposable
        where Upstream.Element == Input, Observer.Element == Output

    /// Called before the source is subscribed to, until it returns `.subscribe` (go on) or
    /// `.end` (the stage ended already, as `take(0)` does). `.next` emits an element first.
    mutating func start() -> StageStart<Output>

    /// Called after the source's `subscribe` returned, on a copy of the stage taken after
    /// `start`; returns what the subscriber disposes (`do(onDispose:)` wraps it). Earlier
    /// stages wrap first. Not called when `_subscribesInTrampoline` is `false`.
    func subscribed(_ subscription: Disposable) -> Disposable

    /// Processes one upstream element.
    mutating func next(_ input: Input) -> StageStep<Output>

    /// The upstream terminated (`error == nil` means completed). Returns the first item the
    /// stage emits at termination.
    mutating func finish(_ error: Swift.Error?) -> StageDrain<Output>

    /// Returns the next item a draining stage emits.
    mutating func drain() -> StageDrain<Output>

    /// Called after each `next` that did not end the stage, once what it emitted (if anything)
    /// went through the later stages and the downstream observer: `do(afterNext:)`'s moment.
    /// A non-`nil` result ends the stage: it is the first item the stage drains.
    mutating func afterNext() -> StageDrain<Output>?

    /// Called once, after the pipeline delivered its terminal event downstream (whichever
    /// stage produced it): `do(afterCompleted:)`'s and `do(afterError:)`'s moment, and the
    /// moment for `afterNext` hooks still pending because a later stage ended the pipeline.
    mutating func afterTerminal()

    /// Called when an operator after this stage has ended (it passed on its terminal event,
    /// or stopped the pipeline) before this stage's after-hooks run: disposes what the stage
    /// holds of the subscription, `do(onDispose:)`'s moment. In RxSwift every operator's sink
    /// disposes its subscription as soon as it has passed on a terminal event, so a `do`
    /// followed by any operator runs `onDispose` before its `afterCompleted`, `afterError` or
    /// pending `afterNext`; a `do` that is the last operator runs them first.
    func endSubscription()
}

/// The `_Kind` of every stage but the identity. Not API.
public enum _NonIdentityStageKind {}

/// The `_Kind` of `Stages.Identity`. Not API.
public enum _IdentityStageKind {}

/// What a stage does before the source is subscribed to.
@frozen
public enum StageStart<Output> {
    /// Nothing (more) to do: subscribe to the source.
    case subscribe
    /// Emit this element before the source's, then call `start()` again.
    case next(Output)
    /// A later stage dropped what an earlier one emitted: call `afterNext()`, then `start()`
    /// again (from `Stages.Then` only).
    case skip
    /// The stage has ended without the source: call `drain()` until it is terminal.
    case end
}

/// What a stage does with one element.
@frozen
public enum StageStep<Output> {
    /// Emit the value and keep going.
    case next(Output)
    /// Emit nothing and keep going.
    case skip
    /// The stage has ended (it may still emit): call `drain()` until it is terminal.
    case end
}

/// What a draining stage emits.
@frozen
public enum StageDrain<Output> {
    /// Emit the value, then call `drain()` again.
    case next(Output)
    /// Emit `completed`; the stage is done.
    case completed
    /// Emit `error`; the stage is done.
    case error(Swift.Error)

    /// The terminal item for an upstream termination passed through unchanged.
    @inlinable
    public static func terminal(_ error: Swift.Error?) -> StageDrain<Output> {
        if let error { return .error(error) }
        return .completed
    }
}

/// Namespace of the element-wise stage types (`Stages.Map`, `Stages.Filter`, ...).
public enum Stages {}
