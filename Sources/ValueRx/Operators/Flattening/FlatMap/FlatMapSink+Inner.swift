// The inner sequences' events and the end of a `FlatMapSink` (FlatMapSink.swift: its state, the
// outer sequence's events and the subscribing of inners).
extension FlatMapSink {
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
