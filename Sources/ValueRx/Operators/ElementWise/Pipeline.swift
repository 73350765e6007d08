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

    /// Whether the stage passes every event through unchanged (`Stages.Identity`, the stage of a
    /// trait that wraps its sequence as it is): such a pipeline subscribes its source with the
    /// observer it is given (`_subscribeUnchanged`), adding no layer. A constant once
    /// specialized. Not API.
    static var _isIdentity: Bool { get }

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

extension Stages {
    /// Two stages run one after the other: `First`'s output is `Second`'s input.
    @frozen
    public struct Then<First: PipelineStage, Second: PipelineStage>: PipelineStage where First.Output == Second.Input {
        /// Which part is starting or draining. `running` is also the state before `start`.
        @usableFromInline
        internal enum Phase {
            case running, startingFirst, firstDraining, secondDraining
            /// The later stage ended at its own start (`take(0)`): the earlier one never
            /// started, and its subscription hooks must not run either (RxSwift never subscribes
            /// above `take(0)`). Drains as `secondDraining`. A case, not a stored flag: a flag
            /// made every pipeline larger (+27 instructions per element in W6, +69 per
            /// subscription in W2).
            case secondEndedAtStart
            /// The later stage is emitting at its start (`startWith`'s elements) and the earlier
            /// one has not started: if the pipeline ends now (a `take` further on), only the
            /// later stage's subscription hooks run. Drains as `secondDraining`.
            case startingSecond
        }

        @usableFromInline internal var first: First
        @usableFromInline internal var second: Second
        @usableFromInline internal var phase: Phase = .running

        /// Composes two stages.
        @inlinable
        internal init(_ first: First, _ second: Second) {
            self.first = first
            self.second = second
        }

        /// Subscription-time work runs in either stage.
        @inlinable
        public static var _subscribesInTrampoline: Bool {
            First._subscribesInTrampoline || Second._subscribesInTrampoline
        }

        /// Starts the later stage first (it is nearer the observer: RxSwift subscribes from the
        /// outside in), then the earlier one, whose elements go through the later stage.
        @inlinable
        public mutating func start() -> StageStart<Second.Output> {
            switch phase {
            case .running, .startingSecond:
                switch second.start() {
                case .next(let value):
                    phase = .startingSecond
                    return .next(value)
                case .skip:
                    phase = .startingSecond
                    return .skip
                case .end:
                    phase = .secondEndedAtStart
                    return .end
                case .subscribe:
                    phase = .startingFirst
                }
            default:
                break
            }
            while true {
                switch first.start() {
                case .subscribe:
                    phase = .running
                    return .subscribe
                case .end:
                    phase = .firstDraining
                    return .end
                case .skip:
                    return .skip
                case .next(let value):
                    switch second.next(value) {
                    case .next(let output):
                        return .next(output)
                    case .skip:
                        // Not `continue`: the earlier stage's afterNext runs first.
                        return .skip
                    case .end:
                        phase = .secondDraining
                        return .end
                    }
                }
            }
        }

        /// Only when both stages hand the observer through.
        @inlinable
        public static var _keepsUpstreamAfterTerminal: Bool {
            First._keepsUpstreamAfterTerminal && Second._keepsUpstreamAfterTerminal
        }

        /// The earlier stage wraps the subscription first.
        @inlinable
        public func subscribed(_ subscription: Disposable) -> Disposable {
            switch phase {
            case .secondEndedAtStart, .startingSecond: return second.subscribed(subscription)
            default: return second.subscribed(first.subscribed(subscription))
            }
        }

        /// Passes the element through both stages.
        @inlinable @inline(__always)
        public mutating func next(_ input: First.Input) -> StageStep<Second.Output> {
            switch first.next(input) {
            case .skip:
                return .skip
            case .next(let value):
                let step = second.next(value)
                if case .end = step { phase = .secondDraining }
                return step
            case .end:
                phase = .firstDraining
                return .end
            }
        }

        /// Terminates the first stage and feeds what it emits through the second.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Second.Output> {
            phase = .firstDraining
            return pump(first.finish(error))
        }

        /// Returns the next item of the draining composition.
        @inlinable
        public mutating func drain() -> StageDrain<Second.Output> {
            switch phase {
            case .secondDraining, .secondEndedAtStart, .startingSecond: return second.drain()
            case .firstDraining, .running, .startingFirst: return pump(first.drain())
            }
        }

        /// Runs the after-delivery hooks, the later stage's first (it is nearer the observer).
        /// While the second stage drains, what it emits never went through the first, whose
        /// pending hooks wait for `afterTerminal` (RxSwift: an upstream `do`'s `afterNext`
        /// runs once a later `take` has delivered its last element and completed).
        @inlinable @inline(__always)
        public mutating func afterNext() -> StageDrain<Second.Output>? {
            if let item = second.afterNext() {
                phase = .secondDraining
                return item
            }
            switch phase {
            case .secondDraining, .secondEndedAtStart, .startingSecond: return nil
            default: break
            }
            if let item = first.afterNext() {
                phase = .firstDraining
                return pump(item)
            }
            return nil
        }

        /// Runs the after-terminal hooks, the later stage's first. The later stage is an
        /// operator after the earlier one, which in RxSwift disposes the subscription once it
        /// has passed on its terminal event: the earlier stage's subscription ends before its
        /// after-hooks run (unless the later stages are all `startWith`s, which hand the
        /// observer itself up and dispose nothing).
        @inlinable @inline(__always)
        public mutating func afterTerminal() {
            second.afterTerminal()
            if !Second._keepsUpstreamAfterTerminal { first.endSubscription() }
            first.afterTerminal()
        }

        /// Ends both stages' hold on the subscription, the later stage's first (disposing it
        /// disposes the earlier stage's part before running its own hook).
        @inlinable @inline(__always)
        public func endSubscription() {
            second.endSubscription()
            first.endSubscription()
        }

        @inlinable
        internal mutating func pump(_ item: StageDrain<First.Output>) -> StageDrain<Second.Output> {
            var item = item
            while true {
                switch item {
                case .next(let value):
                    switch second.next(value) {
                    case .next(let output):
                        return .next(output)
                    case .skip:
                        // Its delivery is over: the earlier stage's afterNext runs before
                        // that stage drains on (RxSwift: before take(1)'s completion).
                        item = first.afterNext() ?? first.drain()
                    case .end:
                        phase = .secondDraining
                        return second.drain()
                    }
                case .completed:
                    phase = .secondDraining
                    return second.finish(nil)
                case .error(let error):
                    phase = .secondDraining
                    return second.finish(error)
                }
            }
        }
    }
}

extension Observables {
    /// A source followed by a fused chain of element-wise stages.
    ///
    /// What `map`, `filter`, `scan`, `take`, ... return. Applying another element-wise operator
    /// to a pipeline extends its stage instead of wrapping it.
    @frozen
    public struct Pipeline<Source: ObservableType, Stage: PipelineStage>: ObservableType where Stage.Input == Source.Element {
        /// The element type after the last stage.
        public typealias Element = Stage.Output

        @usableFromInline internal var source: Source
        @usableFromInline internal var stage: Stage

        /// Creates a pipeline from a source and a stage.
        @inlinable
        internal init(source: consuming Source, stage: consuming Stage) {
            self.source = source
            self.stage = stage
        }

        /// Appends `next` to this pipeline's stages.
        @inlinable
        internal consuming func appending<Next: PipelineStage>(_ next: consuming Next) -> Pipeline<Source, Stages.Then<Stage, Next>> {
            Pipeline<Source, Stages.Then<Stage, Next>>(source: source, stage: Stages.Then(stage, next))
        }

        /// Subscribes `observer` through the fused stages.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            if Stage._isIdentity {
                // No stage to run: the observer goes to the source itself, so that a trait over
                // an operator adds no observer layer and no box.
                return Stage._subscribeUnchanged(source, observer)
            }
            if Stage._subscribesInTrampoline {
                let trampoline = Trampoline.enter()
                return Trampoline.leave(trampoline, returning: Self.start(StageSink(stage: stage, downstream: observer), source))
            }
            return Self.start(StageSink(stage: stage, downstream: observer), source)
        }

        /// Runs the stages' start, subscribes the sink to the source, runs the subscribed hooks.
        @inlinable @inline(__always)
        internal static func start<Observer: ObserverType>(_ sink: consuming StageSink<Stage, Observer>, _ source: consuming Source) -> Disposable {
            var sink = sink
            if let ended = starting(&sink) { return ended }
            // A pipeline with no subscription-time code keeps no copy of its stages for the
            // hooks (the copy ran the stages' value witnesses: ~600 instructions per W21 unit).
            if !Stage._subscribesInTrampoline { return Source._subscribe(source, stagesOf: consume sink) }
            let hooks = sink.stage
            // Above a sink operator the stage observer is boxed (`ObservableType._subscribe`).
            return hooks.subscribed(Source._subscribe(source, stagesOf: consume sink))
        }

        /// Runs the stages' `start` until the source is to be subscribed to (`nil`), or until the
        /// pipeline ended without it (the subscription to return).
        @inlinable @inline(__always)
        internal static func starting<Observer: ObserverType>(_ sink: inout StageSink<Stage, Observer>) -> Disposable? {
            while true {
                switch sink.stage.start() {
                case .subscribe:
                    return nil
                case .next(let value):
                    if !sink.deliverStarting(value) {
                        let hooks = sink.stage
                        return hooks.subscribed(NopDisposable())
                    }
                case .skip:
                    if let item = sink.stage.afterNext() {
                        sink.deliver(item)
                        let hooks = sink.stage
                        return hooks.subscribed(NopDisposable())
                    }
                case .end:
                    sink.deliver(sink.stage.drain())
                    let hooks = sink.stage
                    return hooks.subscribed(NopDisposable())
                }
            }
        }
    }
}

/// A pipeline's stage observer on the heap, for a sink operator below it (see
/// `ObservableType._subscribe(_:stagesOf:)`).
@usableFromInline
internal final class StageObserverBox<Observer: ObserverType>: @unchecked Sendable {
    /// The source's events are serialized (the grammar), so only one touches it at a time.
    @usableFromInline @exclusivity(unchecked) internal var observer: Observer
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(_ observer: consuming Observer) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.observer = observer
    }
}

/// The observer a pipeline subscribes to its source: runs the stage, then the downstream.
@frozen
@usableFromInline internal struct StageSink<Stage: PipelineStage, Downstream: ObserverType>: ObserverType where Stage.Output == Downstream.Element {
    /// RxSwift reaches the source through `asObservable()`, which ends the subscription after a
    /// terminal event (see `ObserverType._endsSourceSubscriptionOnTerminal`).
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    /// A pipeline is an operator: RxSwift's sink disposes its subscription right after passing
    /// on a terminal event. A pipeline of `startWith`s only hands the observer itself to its
    /// source and disposes nothing, but its subscription is its source's: whoever disposes it
    /// (the observer after it) disposes the source's.
    @inlinable
    public var _disposesUpstreamAfterTerminal: Bool {
        Stage._keepsUpstreamAfterTerminal ? downstream._disposesUpstreamAfterTerminal : true
    }

    @usableFromInline internal var stage: Stage
    @usableFromInline internal var downstream: Downstream

    @inlinable
    internal init(stage: Stage, downstream: Downstream) {
        self.stage = stage
        self.downstream = downstream
    }

    /// Runs one upstream event through the stages.
    @inlinable @inline(__always)
    public mutating func on(_ event: Event<Stage.Input>) -> Flow {
        switch event {
        case .next(let value):
            switch stage.next(value) {
            case .next(let output):
                if downstream.on(.next(output)) == .stop {
                    endedDownstream()
                    return .stop
                }
                if let item = stage.afterNext() {
                    deliver(item)
                    return .stop
                }
                return .continue
            case .skip:
                if let item = stage.afterNext() {
                    deliver(item)
                    return .stop
                }
                return .continue
            case .end:
                deliver(stage.drain())
                return .stop
            }
        case .completed:
            deliver(stage.finish(nil))
            return Stage._keepsUpstreamAfterTerminal ? .continue : .stop
        case .error(let error):
            deliver(stage.finish(error))
            return Stage._keepsUpstreamAfterTerminal ? .continue : .stop
        }
    }

    /// Delivers an element a stage emitted before the subscription; `false` when the
    /// pipeline ended meanwhile (it has delivered its terminal event, if any).
    @inlinable
    internal mutating func deliverStarting(_ value: Stage.Output) -> Bool {
        if downstream.on(.next(value)) == .stop {
            endedDownstream()
            return false
        }
        if let item = stage.afterNext() {
            deliver(item)
            return false
        }
        return true
    }

    @inlinable
    internal mutating func deliver(_ first: StageDrain<Stage.Output>) {
        var item = first
        while true {
            switch item {
            case .next(let value):
                if downstream.on(.next(value)) == .stop {
                    endedDownstream()
                    return
                }
                item = stage.afterNext() ?? stage.drain()
            case .completed:
                downstream.on(.completed)
                endAfterTerminal()
                return
            case .error(let error):
                downstream.on(.error(error))
                endAfterTerminal()
                return
            }
        }
    }

    /// The downstream has its terminal event: the stages' after-hooks run, preceded by the end
    /// of the subscription when the downstream is an operator that disposes it there (RxSwift's
    /// sinks do; a final subscriber does not, so a last `do` runs `afterCompleted` first).
    @inlinable @inline(__always)
    internal mutating func endAfterTerminal() {
        if downstream._disposesUpstreamAfterTerminal { stage.endSubscription() }
        stage.afterTerminal()
    }

    /// The downstream stopped the pipeline while taking an element.
    @inlinable
    internal mutating func endedDownstream() {
        if downstream._disposesUpstreamAfterTerminal { stage.endSubscription() }
        _ = stage.afterNext()
        stage.afterTerminal()
    }
}

extension ObservableType {
    /// `self` followed by `stage`: what an element-wise operator returns for a source that is
    /// not a pipeline yet. Not API.
    ///
    /// Every element-wise operator is declared twice: here on `ObservableType`, returning
    /// `Pipeline<Self, Stage>`, and on `Observables.Pipeline`, returning the pipeline with the
    /// stage appended. The `ObservableType` one is `@_disfavoredOverload`, so on a pipeline the
    /// solver settles on the concrete overload without trying both at every link (trying both
    /// is 2^n for a chain of n operators). The result types name the receiver's type once:
    /// routing both cases through one declaration (associated types or a generic typealias)
    /// names it twice through sugar, so the type of an n-operator chain grows as 2^n and a
    /// 32-operator chain takes minutes to type-check. Both were measured; see CONTRIBUTING.md.
    @inlinable @inline(__always)
    @_disfavoredOverload
    internal consuming func appendingStage<Next: PipelineStage>(_ stage: consuming Next) -> Observables.Pipeline<Self, Next> where Next.Input == Element {
        Observables.Pipeline(source: self, stage: stage)
    }
}

extension Observables.Pipeline {
    /// This pipeline with `stage` fused after its last stage. Not API.
    @inlinable @inline(__always)
    internal consuming func appendingStage<Next: PipelineStage>(_ stage: consuming Next) -> Observables.Pipeline<Source, Stages.Then<Stage, Next>> where Next.Input == Stage.Output {
        appending(stage)
    }
}
