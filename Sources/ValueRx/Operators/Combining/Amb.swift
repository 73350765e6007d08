/// The state of one `amb` subscription: every source is subscribed in order; the first to
/// send any event wins, every other is disposed, and only the winner's events go on.
@usableFromInline
internal final class AmbSink<Inner: ObservableType, Downstream: ObserverType>: Cancelable, @unchecked Sendable
    where Inner.Element == Downstream.Element {
    @usableFromInline internal typealias Element = Downstream.Element

    /// Touched only by the winner's events.
    @usableFromInline @exclusivity(unchecked) internal var downstream: Downstream
    @usableFromInline internal let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var subscriptions: [Int: Disposable] = [:]
    @usableFromInline @exclusivity(unchecked) internal var winner = -1
    @usableFromInline @exclusivity(unchecked) internal var ended = false
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.downstream = downstream
    }

    @inlinable
    internal func run(_ sources: [Inner]) -> Disposable {
        for (index, source) in sources.enumerated() {
            if lock.withLock({ refuses(index) }) { break }
            let observer = SinkObserver<Element>(sink: self, tag: index) { sink, index, event in
                Unmanaged<AmbSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.on(index, event) }
            }
            let subscription = source.subscribe(observer)
            let kept: Bool = lock.withLock {
                if refuses(index) { return false }
                subscriptions[index] = subscription
                return true
            }
            if !kept { subscription.dispose() }
        }
        return self
    }

    /// With `lock` held: whether source `index` is no longer to be subscribed or kept (the
    /// whole ended, or another source won).
    @inlinable
    internal func refuses(_ index: Int) -> Bool {
        ended || winner >= 0 && winner != index
    }

    @inlinable
    internal func on(_ index: Int, _ event: Event<Element>) -> Flow {
        let (forward, losers): (Bool, [Disposable]) = lock.withLock {
            if ended { return (false, []) }
            if winner < 0 {
                winner = index
                let losers = subscriptions.filter { $0.key != index }.sorted { $0.key < $1.key }.map(\.value)
                subscriptions = subscriptions.filter { $0.key == index }
                return (true, losers)
            }
            return (winner == index, [])
        }
        for loser in losers { loser.dispose() }
        guard forward else { return .stop }
        let flow = downstream.on(event)
        if event.isStopEvent || flow == .stop {
            dispose()
            return .stop
        }
        return .continue
    }

    @usableFromInline
    internal var isDisposed: Bool { lock.withLock { ended } }

    @usableFromInline
    internal func dispose() {
        let all: [Disposable] = lock.withLock {
            ended = true
            let all = subscriptions.sorted { $0.key < $1.key }.map(\.value)
            subscriptions = [:]
            return all
        }
        for subscription in all { subscription.dispose() }
    }
}

// `Observables.Amb` and the `amb` operator methods constructing it are generated from
// Scripts/surface.txt.
