/// How a flattening sink treats an outer element while inners are running.
@usableFromInline
internal enum FlatMapMode: Sendable {
    /// Subscribe every inner, at most `maxConcurrent` at once; queue the rest (flatMap, merge,
    /// concatMap, concat of an observable of observables).
    case merge
    /// Drop outer elements while an inner runs (flatMapFirst).
    case first
    /// Dispose the running inner, then subscribe the new one (flatMapLatest, switchLatest).
    case latest
}

/// The state of one flatMap/merge/concatMap/flatMapFirst/flatMapLatest subscription (RxSwift's
/// `MergeSink`, `MergeLimitedSink`, `FlatMapFirstSink` and `SwitchSink` in one).
///
/// The outer source and every inner are subscribed with a `SinkObserver` (the sink plus a
/// capture-free closure), so their observer type never mentions the downstream's. What goes
/// downstream goes through an `OutputBox`: events from inners on several threads are
/// serialized (never overlapping, in arrival order, no lock held while the observer runs) and
/// nothing is delivered once `dispose()` has returned.
///
/// Order of teardown, as in RxSwift: an inner's subscription is disposed when it completes,
/// before the completion of the whole is forwarded, and for `.latest` also when it fails,
/// before its error is forwarded (`SwitchSinkIter`); the outer's when it completes; otherwise a
/// terminal event downstream comes first, then everything left is disposed: the outer subscription
/// first, then the inners in the order they were subscribed (RxSwift's `MergeSink` puts the
/// source subscription in its `CompositeDisposable` first, then each inner as it subscribes it;
/// `SwitchSink` disposes the source subscription, then the inner).
@usableFromInline
internal final class FlatMapSink<SourceElement, Inner: ObservableType, Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable
    where Inner.Element == Downstream.Element {
    @usableFromInline internal typealias Element = Downstream.Element

    @usableFromInline internal let selector: (SourceElement) throws -> Inner
    @usableFromInline internal let mode: FlatMapMode
    @usableFromInline internal let maxConcurrent: Int
    @usableFromInline internal let lock = Lock()
    /// Set once in `init`; the serialized way downstream.
    @usableFromInline internal let output: OutputBox<Downstream>
    /// `dispose()` and `unsubscribe(_:)` are reached through `Cancelable` and `SubjectRegistry`,
    /// whose witnesses run unspecialized (generic metadata looked up at run time); they call
    /// this capture-free closure, made in the inlinable `init`, which runs the specialized
    /// teardown (`true`: the output box is disposed first).
    @usableFromInline internal let teardown: (FlatMapSink, Bool) -> Void

    // Guarded by `lock`.
    /// Inners subscribed and not ended (for `.latest`: 1 while the latest runs).
    @usableFromInline @exclusivity(unchecked) internal var active = 0
    /// The outer source completed.
    @usableFromInline @exclusivity(unchecked) internal var stopped = false
    /// A terminal event was sent, or the sink was disposed: nothing more is started.
    @usableFromInline @exclusivity(unchecked) internal var terminating = false
    /// A `NopDisposable` when there is none (not an optional existential: see
    /// `CurrentInput.subscription`).
    @usableFromInline @exclusivity(unchecked) internal var outer: any Disposable = NopDisposable()
    @usableFromInline @exclusivity(unchecked) internal var outerEnded = false
    /// The subscription of each inner still running after its `subscribe` call returned, in
    /// the order the inners were subscribed (RxSwift's group holds them in that order, and
    /// disposes them in it).
    @usableFromInline @exclusivity(unchecked) internal var inners = InputSlots()
    /// Keys of inners whose `subscribe` call has not returned yet: usually none or one, kept in
    /// `subscribingKey` (0: none); more only when subscriptions overlap (reentrancy, threads).
    /// An inner that ends, is replaced or is disposed meanwhile is taken out, and
    /// `subscribeInner` then disposes what its call returns instead of keeping it: a
    /// synchronous inner (`just`) never touches `inners`.
    @usableFromInline @exclusivity(unchecked) internal var subscribingKey = 0
    @usableFromInline @exclusivity(unchecked) internal var moreSubscribing: ContiguousArray<Int> = []
    /// `.latest`: the key of the only inner whose events are forwarded.
    @usableFromInline @exclusivity(unchecked) internal var latestKey = 0
    /// `.merge` with a limit: inners waiting for a free place, oldest first.
    @usableFromInline @exclusivity(unchecked) internal var waiting: [Inner] = []
    @usableFromInline @exclusivity(unchecked) internal var waitingHead = 0
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(selector: @escaping (SourceElement) throws -> Inner, mode: FlatMapMode, maxConcurrent: Int, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.selector = selector
        self.mode = mode
        self.maxConcurrent = maxConcurrent
        teardown = { sink, disposesOutput in
            if disposesOutput { sink.output.dispose() }
            sink.disposeAll()
        }
        output = OutputBox(output: downstream)
        output.owner = self
    }

    // MARK: Subscribing

    /// Subscribes the sink to the outer source; returns the subscription.
    @inlinable
    internal func run<Source: ObservableType>(_ source: consuming Source) -> Disposable where Source.Element == SourceElement {
        let observer = SinkObserver<SourceElement>(sink: self, tag: 0) { sink, _, event in
            Unmanaged<FlatMapSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.outerOn(event) }
        }
        setOuter(source.subscribe(observer))
        return self
    }

    /// Subscribes every one of `sources` at once (static `merge`), then behaves as if the outer
    /// source had completed.
    @inlinable
    internal func runAll(_ sources: [Inner]) -> Disposable {
        lock.withLock {
            active += sources.count
            outerEnded = true
        }
        for source in sources {
            guard let key = reserveKey() else { break }
            _ = subscribeInner(source, key: key)
        }
        let complete: Bool = lock.withLock {
            stopped = true
            return takeCompletion()
        }
        if complete { finish(.completed) }
        return self
    }

    @inlinable
    internal func setOuter(_ subscription: Disposable) {
        let kept: Bool = lock.withLock { NopDisposable.store(subscription, in: &outer, unless: outerEnded) }
        if !kept { subscription.dispose() }
    }

    /// A key for an inner about to be subscribed, listed in `subscribing`; `nil` once
    /// terminating (the inner's count is given back).
    @inlinable
    internal func reserveKey() -> Int? {
        lock.withLock {
            if terminating {
                active -= 1
                return nil
            }
            return makeSubscribingKey()
        }
    }

    /// With `lock` held: a new inner key, listed in `subscribing`.
    @inlinable
    internal func makeSubscribingKey() -> Int {
        let key = inners.makeKey()
        if subscribingKey == 0 {
            subscribingKey = key
        } else {
            moreSubscribing.append(key)
        }
        if case .latest = mode { latestKey = key }
        return key
    }

    /// With `lock` held: takes `key` out of `subscribing`; whether it was there.
    @inlinable
    internal func removeSubscribing(_ key: Int) -> Bool {
        if subscribingKey == key {
            subscribingKey = 0
            return true
        }
        // Usually empty: a synchronous inner (`just`) took itself out when it completed.
        return !moreSubscribing.isEmpty && removeMoreSubscribing(key)
    }

    /// With `lock` held: `removeSubscribing` when subscriptions overlap.
    @inlinable @inline(never)
    internal func removeMoreSubscribing(_ key: Int) -> Bool {
        guard let index = moreSubscribing.lastIndex(of: key) else { return false }
        moreSubscribing.remove(at: index)
        return true
    }

    /// With `lock` held: forgets every inner inside its `subscribe` call (each is disposed
    /// when its call returns).
    @inlinable
    internal func clearSubscribing() {
        subscribingKey = 0
        if !moreSubscribing.isEmpty { moreSubscribing.removeAll() }
    }

    /// Subscribes one inner under `key` (reserved with `reserveKey`); `.stop` once the whole is
    /// terminating.
    @inlinable
    internal func subscribeInner(_ inner: consuming Inner, key: Int) -> Flow {
        let observer = SinkObserver<Element>(sink: self, tag: key) { sink, key, event in
            Unmanaged<FlatMapSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.innerOn(key, event) }
        }
        let subscription = inner.subscribe(observer)
        // 0: kept; 1: disposed (the inner ended or was replaced meanwhile); 2: disposed, and
        // the whole is terminating.
        let outcome: Int = lock.withLock {
            if removeSubscribing(key) {
                if terminating { return 2 }
                inners.insert(subscription, for: key)
                return 0
            }
            return terminating ? 2 : 1
        }
        if outcome == 0 { return .continue }
        subscription.dispose()
        return outcome == 2 ? .stop : .continue
    }
}
