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

    // MARK: Events

    @inlinable
    internal func outerOn(_ event: Event<SourceElement>) -> Flow {
        switch event {
        case .next(let element):
            switch mode {
            case .merge: return Inner.self is Observables.Just<Element>.Type ? outerNextJust(element) : outerNextMerge(element)
            case .first: return outerNextFirst(element)
            case .latest: return outerNextLatest(element)
            }
        case .error(let error):
            fail(error)
            return .stop
        case .completed:
            // RxSwift's order: when this completes the whole, MergeSink forwards the completion
            // first and disposes the outer subscription after it (with everything else);
            // SwitchSink disposes the outer subscription first. Otherwise it is disposed now.
            // Not a `(Bool, Disposable?)` result: such tuples go through runtime value witnesses.
            var subscription: any Disposable = NopDisposable()
            let complete: Bool = lock.withLock {
                stopped = true
                outerEnded = true
                let complete = takeCompletion()
                if complete, case .latest = mode {
                    subscription = NopDisposable.take(&outer)
                } else if !complete {
                    subscription = NopDisposable.take(&outer)
                }
                return complete
            }
            subscription.dispose()
            if complete { finish(.completed) }
            return .stop
        }
    }

    @inlinable
    internal func outerNextMerge(_ element: SourceElement) -> Flow {
        // -1: dropped; 0: map, then queue; otherwise the key to subscribe the inner under now.
        let key: Int = lock.withLock {
            if stopped || terminating { return -1 }
            if active < maxConcurrent {
                active += 1
                return makeSubscribingKey()
            }
            return 0
        }
        if key < 0 { return .stop }
        let inner: Inner
        do {
            inner = try selector(element)
        } catch {
            if key > 0 {
                lock.withLock {
                    active -= 1
                    _ = removeSubscribing(key)
                }
            }
            fail(error)
            return .stop
        }
        if key > 0 { return subscribeInner(inner, key: key) }
        return enqueue(inner)
    }

    /// `.merge` when every inner is a `just` (`flatMap { .just($0) }`, `concatMap(just)`): such an
    /// inner sends its element and completes inside its own `subscribe` call, so while there is
    /// room for it (nothing running for `concatMap`) its element is delivered at once, with no
    /// subscription, key or count (RxJava's flatMap takes the same scalar shortcut). What
    /// downstream sees is what subscribing it gives, RxSwift's order included: an element sent
    /// from the downstream's own handler back into the source waits in the output box, as it
    /// would wait for the running `just` to complete. Without room it takes the general path.
    @inlinable
    internal func outerNextJust(_ element: SourceElement) -> Flow {
        // -1: stopped; 0: no room; 1: deliver now.
        let room: Int = lock.withLock {
            if stopped || terminating { return -1 }
            return active < maxConcurrent ? 1 : 0
        }
        if room < 0 { return .stop }
        if room == 0 { return outerNextMerge(element) }
        guard let inner = select(element) else { return .stop }
        output.deliver(.next(unsafeBitCast(inner, to: Observables.Just<Element>.self).element))
        return output.isDisposed ? .stop : .continue
    }

    /// `.merge` with every place taken: queues `inner`, then starts the oldest waiting inner if
    /// a place came free meanwhile.
    @inlinable
    internal func enqueue(_ inner: Inner) -> Flow {
        let start: Bool? = lock.withLock {
            if terminating { return nil }
            waiting.append(inner)
            return reserveWaiting()
        }
        guard let start else { return .stop }
        if start { subscribeWaiting() }
        return lock.withLock { terminating } ? .stop : .continue
    }

    @inlinable
    internal func outerNextFirst(_ element: SourceElement) -> Flow {
        let go: Bool? = lock.withLock {
            if stopped || terminating { return nil }
            if active > 0 { return false }
            active += 1
            return true
        }
        guard let go else { return .stop }
        guard go else { return .continue }
        let inner: Inner
        do {
            inner = try selector(element)
        } catch {
            lock.withLock { active -= 1 }
            fail(error)
            return .stop
        }
        guard let key = reserveKey() else { return .stop }
        return subscribeInner(inner, key: key)
    }

    @inlinable
    internal func outerNextLatest(_ element: SourceElement) -> Flow {
        guard let inner = select(element) else { return .stop }
        // The previous inner is disposed before the next one is subscribed (RxSwift).
        let previous: [Disposable]? = lock.withLock {
            if stopped || terminating { return nil }
            active = 1
            // An inner still inside its `subscribe` call is disposed when that call returns.
            clearSubscribing()
            return inners.removeAll()
        }
        guard let previous else { return .stop }
        for subscription in previous { subscription.dispose() }
        guard let key = reserveKey() else { return .stop }
        return subscribeInner(inner, key: key)
    }

    @inlinable
    internal func innerOn(_ key: Int, _ event: Event<Element>) -> Flow {
        switch event {
        case .next:
            if case .latest = mode, lock.withLock({ key != latestKey || terminating }) { return .stop }
            output.deliver(event)
            return output.isDisposed ? .stop : .continue
        case .error(let error):
            if case .latest = mode { return latestFailed(key, error) }
            fail(error)
            return .stop
        case .completed:
            // Not an optional: an `Optional<any Disposable>` is destroyed through a runtime
            // type lookup (measured), a plain existential through its witness.
            var subscription: Disposable = NopDisposable()
            // 0: nothing more; 1: start the oldest waiting inner; 2: the whole completes.
            let next: Int = lock.withLock {
                // Still inside its `subscribe` call: `subscribeInner` disposes it on return.
                if !removeSubscribing(key), let running = inners.remove(key) { subscription = running }
                if case .latest = mode {
                    guard key == latestKey else { return 0 }
                    active = 0
                } else {
                    active -= 1
                }
                if reserveWaiting() { return 1 }
                return takeCompletion() ? 2 : 0
            }
            subscription.dispose()
            if next == 1 {
                // As RxSwift: on the trampoline, so a chain of synchronous inners runs as a
                // loop instead of recursing.
                _ = CurrentThreadScheduler.instance.schedule(self) { sink in
                    sink.subscribeWaiting()
                    return NopDisposable()
                }
            } else if next == 2 {
                finish(.completed)
            }
            return .stop
        }
    }

    /// `.latest`: inner `key` failed. As RxSwift's `SwitchSinkIter` (`this.dispose()`, then
    /// `forwardOn`), the failing inner's subscription is disposed first, then the error goes on
    /// and everything left (the outer subscription) is disposed. An inner still inside its
    /// `subscribe` call is disposed when that call returns, after the error, as RxSwift's
    /// single-assignment disposable does. A replaced inner's error is dropped.
    @inlinable
    internal func latestFailed(_ key: Int, _ error: Swift.Error) -> Flow {
        var subscription: Disposable = NopDisposable()
        let first: Bool = lock.withLock {
            guard key == latestKey, !terminating else { return false }
            terminating = true
            active = 0
            // Still inside its `subscribe` call: `subscribeInner` disposes it on return.
            if !removeSubscribing(key), let running = inners.remove(key) { subscription = running }
            return true
        }
        guard first else { return .stop }
        subscription.dispose()
        finish(.error(error))
        return .stop
    }

    // MARK: Helpers (call with `lock` held where marked)

    /// The inner sequence `selector` makes for `element`; `nil` when it threw, after the whole
    /// has failed with its error (for callers with nothing to undo first).
    @inlinable @inline(__always)
    internal func select(_ element: SourceElement) -> Inner? {
        do {
            return try selector(element)
        } catch {
            fail(error)
            return nil
        }
    }

    /// With `lock` held: whether an inner is waiting and there is room for it; then its place
    /// is counted as active, and `subscribeWaiting` has to follow.
    @inlinable
    internal func reserveWaiting() -> Bool {
        guard !terminating, waitingHead < waiting.count, active < maxConcurrent else { return false }
        active += 1
        return true
    }

    /// Subscribes the oldest waiting inner, in the place `reserveWaiting` counted.
    @inlinable
    internal func subscribeWaiting() {
        var next: Inner? = nil
        let key: Int = lock.withLock {
            if terminating || waitingHead >= waiting.count {
                active -= 1
                return 0
            }
            next = waiting[waitingHead]
            waitingHead += 1
            if waitingHead == waiting.count {
                waiting.removeAll(keepingCapacity: true)
                waitingHead = 0
            }
            return makeSubscribingKey()
        }
        guard key > 0, let next else { return }
        _ = subscribeInner(next, key: key)
    }

    /// With `lock` held: whether the whole completes now (then `terminating` is set).
    @inlinable
    internal func takeCompletion() -> Bool {
        guard stopped, active == 0, !terminating else { return false }
        terminating = true
        return true
    }

    /// Sends `error` downstream (first terminal only), then disposes everything.
    @inlinable
    internal func fail(_ error: Swift.Error) {
        let first: Bool = lock.withLock {
            if terminating { return false }
            terminating = true
            return true
        }
        guard first else { return }
        finish(.error(error))
    }

    /// Delivers the terminal event, then disposes what is left.
    @inlinable
    internal func finish(_ event: Event<Element>) {
        output.deliver(event)
        disposeAll()
    }

    /// Disposes the outer subscription, then every inner left, oldest first (RxSwift's order).
    @inlinable
    internal func disposeAll() {
        var outer: any Disposable = NopDisposable()
        let inners: [Disposable] = lock.withLock {
            terminating = true
            outerEnded = true
            if !waiting.isEmpty { waiting = [] }
            waitingHead = 0
            clearSubscribing()
            outer = NopDisposable.take(&self.outer)
            return self.inners.removeAll()
        }
        outer.dispose()
        for subscription in inners { subscription.dispose() }
    }

    // MARK: Disposal

    @usableFromInline
    internal var isDisposed: Bool { output.isDisposed }

    /// Stops delivery (waiting for a delivery running on another thread), then disposes the
    /// outer subscription and every inner.
    @usableFromInline
    internal func dispose() {
        teardown(self, true)
    }

    /// The downstream observer stopped or the output box was disposed.
    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        teardown(self, false)
    }
}
