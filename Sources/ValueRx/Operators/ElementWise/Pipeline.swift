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
                    if Stage._runsAfterNext, sink.afterNextEnded() {
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
                if case .stop = downstream.on(.next(output)) {
                    endedDownstream()
                    return .stop
                }
                if Stage._runsAfterNext, afterNextEnded() { return .stop }
                return .continue
            case .skip:
                if Stage._runsAfterNext, afterNextEnded() { return .stop }
                return .continue
            case .end:
                return drained()
            }
        case .completed:
            return finished(nil)
        case .error(let error):
            return finished(error)
        }
    }

    /// A stage ended: delivers what it drains. This and `finished(_:)` are apart from `on(_:)`
    /// because, without optimization, a function that holds a drained item looks up its
    /// metadata on every call, element or not.
    @inlinable @inline(__always)
    internal mutating func drained() -> Flow {
        deliver(stage.drain())
        return .stop
    }

    /// The source terminated: runs the stages' termination and delivers what they emit.
    @inlinable @inline(__always)
    internal mutating func finished(_ error: Swift.Error?) -> Flow {
        deliver(stage.finish(error))
        return Stage._keepsUpstreamAfterTerminal ? .continue : .stop
    }

    /// Delivers an element a stage emitted before the subscription; `false` when the
    /// pipeline ended meanwhile (it has delivered its terminal event, if any).
    @inlinable
    internal mutating func deliverStarting(_ value: Stage.Output) -> Bool {
        if case .stop = downstream.on(.next(value)) {
            endedDownstream()
            return false
        }
        if Stage._runsAfterNext, afterNextEnded() { return false }
        return true
    }

    /// Runs the stages' after-delivery hooks; `true` when one ended the pipeline (its items are
    /// delivered). Apart from `on(_:)`: without optimization, a function that holds the
    /// optional item asks the runtime for its metadata on every call, hook or not.
    @inlinable @inline(__always)
    internal mutating func afterNextEnded() -> Bool {
        guard let item = stage.afterNext() else { return false }
        deliver(item)
        return true
    }

    @inlinable
    internal mutating func deliver(_ first: StageDrain<Stage.Output>) {
        var item = first
        while true {
            switch item {
            case .next(let value):
                if case .stop = downstream.on(.next(value)) {
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
    /// For the same reason the `ObservableType` forms name the source's element through a
    /// generic parameter `SourceElement == Element`: the type checker leaves `Self.Element` of
    /// a chain's receiver unreduced, which is the receiver's type a second time. A third copy,
    /// not disfavored, is declared for `Self: _SinkOperator` (never a pipeline), so that a
    /// solution through a sink operator's result holds no disfavored choice (CONTRIBUTING.md).
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
