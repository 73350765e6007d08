// `Observables.CombineLatestCollection`, `Observables.ZipCollection` and the static `combineLatest`
// and `zip` methods of a collection constructing them are generated from Scripts/surface.txt.

/// The state of one subscription of `combineLatest` or `zip` over a collection of sources:
/// RxSwift's `CombineLatestCollectionTypeSink` and `ZipCollectionTypeSink` in one. Values (or
/// queues) per input, the state machine, and the same claimed, serialized output as the
/// fixed-arity sink (`CombiningSink`). Keeping, ending and disposing the inputs: `IndexedInputsSink`.
@usableFromInline
internal final class CollectionCombiningSink<SourceElement, Downstream: ObserverType>: SubjectRegistry, Cancelable, IndexedInputsSink, @unchecked Sendable {
    @usableFromInline internal let count: Int
    @usableFromInline internal let zips: Bool
    @usableFromInline internal let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var latestState: CombineLatestState
    @usableFromInline @exclusivity(unchecked) internal var zipState: ZipState
    @usableFromInline @exclusivity(unchecked) internal var inputs: InputSubscriptions
    /// combineLatest: each input's latest element.
    @usableFromInline @exclusivity(unchecked) internal var values: [SourceElement?]
    /// zip: each input's queued elements.
    @usableFromInline @exclusivity(unchecked) internal var queues: [RingQueue<SourceElement>]
    @usableFromInline internal let output: OutputBox<SelectingObserver<[SourceElement], Downstream, ([SourceElement]) throws -> Downstream.Element>>
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(count: Int, zips: Bool, resultSelector: @escaping ([SourceElement]) throws -> Downstream.Element, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.count = count
        self.zips = zips
        latestState = CombineLatestState(arity: zips ? 0 : count)
        zipState = ZipState(arity: zips ? count : 0, isCollection: true)
        inputs = InputSubscriptions(count: count)
        values = zips ? [] : Array(repeating: nil, count: count)
        queues = zips ? Array(repeating: RingQueue(), count: count) : []
        output = OutputBox(output: SelectingObserver(downstream: downstream, selector: resultSelector))
        output.owner = self
    }

    /// Makes the sink for `observer` and subscribes the sources inside the trampoline, as
    /// RxSwift's producers do: the `subscribe` of `combineLatest` and of `zip` over a collection.
    @inlinable
    internal static func subscribe<Sources: Swift.Collection>(_ sources: Sources, zips: Bool, resultSelector: @escaping ([SourceElement]) throws -> Downstream.Element, _ observer: consuming Downstream) -> Disposable
        where Sources.Element: ObservableType, Sources.Element.Element == SourceElement {
        let sink = CollectionCombiningSink(count: sources.count, zips: zips, resultSelector: resultSelector, downstream: observer)
        let trampoline = Trampoline.enter()
        sink.run(sources)
        Trampoline.leave(trampoline)
        return sink
    }

    /// Whether a terminal event was decided or the inputs were ended: the state machine's flag
    /// (ending the inputs stops both machines; only one is in use).
    @inlinable
    internal var stopped: Bool {
        get { zips ? zipState.stopped : latestState.stopped }
        set {
            latestState.stopped = newValue
            zipState.stopped = newValue
        }
    }

    /// Subscribes the sources in order; with none, ends at once as RxSwift does.
    @inlinable
    internal func run<Sources: Swift.Collection>(_ sources: Sources) where Sources.Element: ObservableType, Sources.Element.Element == SourceElement {
        var index = 0
        for source in sources {
            let subscription = source.subscribe(SinkObserver<SourceElement>(sink: self, tag: index) { sink, index, event in
                Unmanaged<CollectionCombiningSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.on(index, event) }
            })
            keep(index, subscription)
            index += 1
        }
        if count == 0 {
            if !zips, output.claim(.next([])) { output.deliverClaimed(.next([])) }
            if output.claim(.completed) { output.deliverClaimed(.completed) }
            disposeInputs()
        }
    }

    @inlinable
    internal func on(_ index: Int, _ event: Event<SourceElement>) -> Flow {
        switch event {
        case .next(let element):
            var claimed: Event<[SourceElement]> = .completed
            let step: Int = lock.withLock {
                if zips {
                    queues[index].enqueue(element)
                    return apply(zipState.next(index), &claimed)
                }
                values[index] = element
                return apply(latestState.next(index), &claimed)
            }
            return finish(step, claimed)
        case .error(let error):
            var claimed: Event<[SourceElement]> = .completed
            let step: Int = lock.withLock {
                let failed = zips ? zipState.failed() : latestState.failed()
                guard failed else { return 0 }
                guard output.claim(.error(error)) else { return 4 }
                claimed = .error(error)
                return 3
            }
            if step == 0 { return .stop }
            return finish(step, claimed)
        case .completed:
            var own: any Disposable = NopDisposable()
            var claimed: Event<[SourceElement]> = .completed
            let step: Int = lock.withLock {
                let action = zips ? zipState.completed(index) : latestState.completed(index)
                if action == .none { own = inputs.end(index) }
                return apply(action, &claimed)
            }
            own.dispose()
            _ = finish(step, claimed)
            return .stop
        }
    }

    /// With `lock` held: see `CombiningSink.apply(_:_:)`.
    @inlinable
    internal func apply(_ action: CombiningAction, _ claimed: inout Event<[SourceElement]>) -> Int {
        let event: Event<[SourceElement]>
        let stops: Bool
        switch action {
        case .none:
            return 0
        case .emit:
            if zips {
                event = .next(queues.indices.map { queues[$0].dequeue() })
            } else {
                event = .next(values.map { $0! })
            }
            stops = false
        case .complete:
            event = .completed
            stops = true
        }
        guard output.claim(event) else { return stops ? 4 : 2 }
        claimed = event
        return stops ? 3 : 1
    }

    @inlinable
    internal func finish(_ step: Int, _ claimed: Event<[SourceElement]>) -> Flow {
        if step & 1 == 1 { output.deliverClaimed(claimed) }
        if step >= 3 {
            disposeInputs()
            return .stop
        }
        return output.isDisposed ? .stop : .continue
    }
}
