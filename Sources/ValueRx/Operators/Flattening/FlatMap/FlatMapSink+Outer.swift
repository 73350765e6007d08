// The outer sequence's events of a `FlatMapSink`, one path per mode (FlatMapSink.swift: its state
// and the subscribing of inners; FlatMapSink+Inner.swift: the inners' events and the end).
extension FlatMapSink {
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
}
