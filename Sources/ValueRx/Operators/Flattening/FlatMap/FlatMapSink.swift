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
/// downstream goes through a `SubjectObserverBox`: events from inners on several threads are
/// serialized (never overlapping, in arrival order, no lock held while the observer runs) and
/// nothing is delivered once `dispose()` has returned.
///
/// Order of teardown, as in RxSwift: an inner's subscription is disposed when it completes,
/// before the completion of the whole is forwarded; the outer's when it completes; a terminal
/// event downstream comes first, then everything left is disposed.
@usableFromInline
internal final class FlatMapSink<SourceElement, Inner: ObservableType, Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable
    where Inner.Element == Downstream.Element {
    @usableFromInline internal typealias Element = Downstream.Element

    @usableFromInline internal let selector: (SourceElement) throws -> Inner
    @usableFromInline internal let mode: FlatMapMode
    @usableFromInline internal let maxConcurrent: Int
    @usableFromInline internal let lock = Lock()
    /// Set once in `init`; the serialized way downstream.
    @usableFromInline @exclusivity(unchecked) internal var output: SubjectObserverBox<Downstream>!

    // Guarded by `lock`.
    /// Inners subscribed and not ended (for `.latest`: 1 while the latest runs).
    @usableFromInline @exclusivity(unchecked) internal var active = 0
    /// The outer source completed.
    @usableFromInline @exclusivity(unchecked) internal var stopped = false
    /// A terminal event was sent, or the sink was disposed: nothing more is started.
    @usableFromInline @exclusivity(unchecked) internal var terminating = false
    @usableFromInline @exclusivity(unchecked) internal var outer: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var outerEnded = false
    /// Each running inner's subscription; a placeholder while its `subscribe` call runs.
    @usableFromInline @exclusivity(unchecked) internal var inners = DisposableSlots()
    /// `.latest`: the key of the only inner whose events are forwarded.
    @usableFromInline @exclusivity(unchecked) internal var latestKey = 0
    /// `.merge` with a limit: inners waiting for a free place, oldest first.
    @usableFromInline @exclusivity(unchecked) internal var waiting: [Inner] = []
    @usableFromInline @exclusivity(unchecked) internal var waitingHead = 0

    @inlinable
    internal init(selector: @escaping (SourceElement) throws -> Inner, mode: FlatMapMode, maxConcurrent: Int, downstream: consuming Downstream) {
        self.selector = selector
        self.mode = mode
        self.maxConcurrent = maxConcurrent
        output = SubjectObserverBox(downstream, registry: self, owned: false)
    }

    // MARK: Subscribing

    /// Subscribes the sink to the outer source; returns the subscription.
    @inlinable
    internal func run<Source: ObservableType>(_ source: consuming Source) -> Disposable where Source.Element == SourceElement {
        let observer = SinkObserver<SourceElement>(sink: self, tag: 0) { sink, _, event in
            unsafeDowncast(sink, to: FlatMapSink.self).outerOn(event)
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
            subscribeInner(source, key: key)
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
        let disposeNow: Bool = lock.withLock {
            if outerEnded { return true }
            outer = subscription
            return false
        }
        if disposeNow { subscription.dispose() }
    }

    /// A key for an inner about to be subscribed, with a placeholder in its slot; `nil` once
    /// terminating (the inner's count is given back).
    @inlinable
    internal func reserveKey() -> Int? {
        lock.withLock {
            if terminating {
                active -= 1
                return nil
            }
            let key = inners.makeKey()
            inners.insert(NopDisposable(), for: key)
            if case .latest = mode { latestKey = key }
            return key
        }
    }

    /// Subscribes one inner under `key` (reserved with `reserveKey`).
    @inlinable
    internal func subscribeInner(_ inner: consuming Inner, key: Int) {
        let observer = SinkObserver<Element>(sink: self, tag: key) { sink, key, event in
            unsafeDowncast(sink, to: FlatMapSink.self).innerOn(key, event)
        }
        let subscription = inner.subscribe(observer)
        let keep: Bool = lock.withLock {
            // The slot is gone when the inner ended (or everything was disposed) meanwhile.
            guard inners.slots[key] != nil else { return false }
            inners.insert(subscription, for: key)
            return true
        }
        if !keep { subscription.dispose() }
    }

    // MARK: Events

    @inlinable
    internal func outerOn(_ event: Event<SourceElement>) -> Flow {
        switch event {
        case .next(let element):
            switch mode {
            case .merge: return outerNextMerge(element)
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
            let (complete, subscription): (Bool, Disposable?) = lock.withLock {
                stopped = true
                outerEnded = true
                let complete = takeCompletion()
                if complete, case .latest = mode { return (true, outer.take()) }
                return (complete, complete ? nil : outer.take())
            }
            subscription?.dispose()
            if complete { finish(.completed) }
            return .stop
        }
    }

    @inlinable
    internal func outerNextMerge(_ element: SourceElement) -> Flow {
        // nil: dropped; true: subscribe now; false: map, then queue.
        let now: Bool? = lock.withLock {
            if stopped || terminating { return nil }
            if active < maxConcurrent {
                active += 1
                return true
            }
            return false
        }
        guard let now else { return .stop }
        let inner: Inner
        do {
            inner = try selector(element)
        } catch {
            if now { lock.withLock { active -= 1 } }
            fail(error)
            return .stop
        }
        if now {
            guard let key = reserveKey() else { return .stop }
            subscribeInner(inner, key: key)
        } else {
            let next: Inner? = lock.withLock {
                if terminating { return nil }
                waiting.append(inner)
                return takeWaiting()
            }
            if let next, let key = reserveKey() { subscribeInner(next, key: key) }
        }
        return isTerminating ? .stop : .continue
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
        subscribeInner(inner, key: key)
        return isTerminating ? .stop : .continue
    }

    @inlinable
    internal func outerNextLatest(_ element: SourceElement) -> Flow {
        let inner: Inner
        do {
            inner = try selector(element)
        } catch {
            fail(error)
            return .stop
        }
        // The previous inner is disposed before the next one is subscribed (RxSwift).
        let previous: [Disposable]? = lock.withLock {
            if stopped || terminating { return nil }
            active = 1
            return inners.removeAll()
        }
        guard let previous else { return .stop }
        for subscription in previous { subscription.dispose() }
        guard let key = reserveKey() else { return .stop }
        subscribeInner(inner, key: key)
        return isTerminating ? .stop : .continue
    }

    @inlinable
    internal func innerOn(_ key: Int, _ event: Event<Element>) -> Flow {
        switch event {
        case .next:
            if case .latest = mode, lock.withLock({ key != latestKey || terminating }) { return .stop }
            output.deliver(event)
            return output.isDisposed ? .stop : .continue
        case .error(let error):
            if case .latest = mode, lock.withLock({ key != latestKey }) { return .stop }
            fail(error)
            return .stop
        case .completed:
            let (subscription, next, complete): (Disposable?, Inner?, Bool) = lock.withLock {
                let subscription = inners.remove(key)
                if case .latest = mode {
                    guard key == latestKey else { return (subscription, nil, false) }
                    active = 0
                } else {
                    active -= 1
                }
                let next = terminating ? nil : takeWaiting()
                return (subscription, next, takeCompletion())
            }
            subscription?.dispose()
            if let next {
                // As RxSwift: on the trampoline, so a chain of synchronous inners runs as a
                // loop instead of recursing.
                _ = CurrentThreadScheduler.instance.schedule(self) { sink in
                    if let key = sink.reserveKey() { sink.subscribeInner(next, key: key) }
                    return NopDisposable()
                }
            }
            if complete { finish(.completed) }
            return .stop
        }
    }

    // MARK: Helpers (call with `lock` held where marked)

    /// With `lock` held: the next waiting inner if there is room (counted as active).
    @inlinable
    internal func takeWaiting() -> Inner? {
        guard waitingHead < waiting.count, active < maxConcurrent else { return nil }
        let next = waiting[waitingHead]
        waitingHead += 1
        if waitingHead == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            waitingHead = 0
        }
        active += 1
        return next
    }

    /// With `lock` held: whether the whole completes now (then `terminating` is set).
    @inlinable
    internal func takeCompletion() -> Bool {
        guard stopped, active == 0, !terminating else { return false }
        terminating = true
        return true
    }

    @inlinable
    internal var isTerminating: Bool { lock.withLock { terminating } }

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

    @usableFromInline
    internal func disposeAll() {
        let (outer, inners): (Disposable?, [Disposable]) = lock.withLock {
            terminating = true
            outerEnded = true
            waiting = []
            waitingHead = 0
            return (self.outer.take(), self.inners.removeAll())
        }
        outer?.dispose()
        for subscription in inners { subscription.dispose() }
    }

    // MARK: Disposal

    @usableFromInline
    internal var isDisposed: Bool { output.isDisposed }

    /// Stops delivery (waiting for a delivery running on another thread), then disposes the
    /// outer subscription and every inner.
    @usableFromInline
    internal func dispose() {
        output.dispose()
        disposeAll()
    }

    /// The downstream observer stopped or the output box was disposed.
    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        disposeAll()
    }
}
