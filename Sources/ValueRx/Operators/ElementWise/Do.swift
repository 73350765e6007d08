extension Stages {
    /// The stage of `do(...)` with subscription hooks: `onSubscribe` before the source is
    /// subscribed to, `onSubscribed` after, `onDispose` once the source's subscription has
    /// ended; the event hooks as in `Stages.DoEvents`.
    @frozen
    public struct Do<Element>: PipelineStage {
        @usableFromInline internal var events: Stages.DoEvents<Element>
        @usableFromInline internal let onSubscribe: (() -> Void)?
        @usableFromInline internal let onSubscribed: (() -> Void)?
        @usableFromInline internal let onDispose: (() -> Void)?
        /// Made at `start`, one per subscription, when there is an `onDispose`.
        @usableFromInline internal var disposeState: DoDisposeState?

        @inlinable
        internal init(hooks: DoHooks<Element>, onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?) {
            events = Stages.DoEvents(hooks: hooks)
            self.onSubscribe = onSubscribe
            self.onSubscribed = onSubscribed
            self.onDispose = onDispose
        }

        /// RxSwift's `do` is a producer: it subscribes inside the trampoline.
        @inlinable
        public static var _subscribesInTrampoline: Bool { true }

        /// Runs `onSubscribe`.
        @inlinable
        public mutating func start() -> StageStart<Element> {
            disposeState = onDispose.map { DoDisposeState(AnonymousDisposable($0)) }
            onSubscribe?()
            return .subscribe
        }

        /// Runs `onSubscribed`; with an `onDispose`, the subscriber disposes the source first,
        /// then runs it.
        @inlinable
        public func subscribed(_ subscription: Disposable) -> Disposable {
            onSubscribed?()
            guard let disposeState else { return subscription }
            return disposeState.subscribed(subscription)
        }

        /// Runs `onNext`, then passes the element on.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> { events.next(input) }

        /// Runs `onError` or `onCompleted`.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> { events.finish(error) }

        /// The error a hook threw.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { events.drain() }

        /// `afterNext` is this stage's hook.
        @inlinable
        public static var _runsAfterNext: Bool { true }

        /// Runs `afterNext`.
        @inlinable @inline(__always)
        public mutating func afterNext() -> StageDrain<Element>? { events.afterNext() }

        /// Runs the after-terminal hooks, then disposes the source and runs `onDispose` (if an
        /// operator after this one has not done so already: `endSubscription()`).
        @inlinable
        public mutating func afterTerminal() {
            events.afterTerminal()
            disposeState?.sourceEnded()
        }

        /// Disposes the source and runs `onDispose`, before the after-hooks.
        @inlinable
        public func endSubscription() {
            disposeState?.sourceEnded()
        }
    }
}

/// When `do`'s `onDispose` runs: as in RxSwift, after the source's subscription has been
/// disposed, and for a source that ends while being subscribed to, after `onSubscribed`.
@usableFromInline
internal final class DoDisposeState: Cancelable, @unchecked Sendable {
    @usableFromInline internal let hook: AnonymousDisposable
    private let lock = Lock()
    /// The source subscription until the source ends or this is disposed; then released,
    /// which breaks the cycle through the stage that holds this state.
    private var subscription: Disposable?
    private var ended = false

    @usableFromInline
    internal init(_ hook: AnonymousDisposable) {
        self.hook = hook
    }

    /// The source terminated (or the downstream stopped): dispose of the source subscription
    /// and run the hook, or do both as soon as the subscription arrives.
    @usableFromInline
    internal func sourceEnded() {
        let subscription: Disposable? = lock.withLock {
            ended = true
            return self.subscription.take()
        }
        guard let subscription else { return }
        subscription.dispose()
        hook.dispose()
    }

    /// Takes the source subscription; returns what the subscriber disposes of (this state).
    @usableFromInline
    internal func subscribed(_ subscription: Disposable) -> Disposable {
        let ended: Bool = lock.withLock {
            if self.ended { return true }
            self.subscription = subscription
            return false
        }
        if ended {
            subscription.dispose()
            hook.dispose()
        }
        return self
    }

    @usableFromInline
    internal var isDisposed: Bool { hook.isDisposed }

    /// Disposes of the source subscription, then runs the hook (once).
    @usableFromInline
    internal func dispose() {
        let subscription: Disposable? = lock.withLock {
            ended = true
            return self.subscription.take()
        }
        subscription?.dispose()
        hook.dispose()
    }
}

// The `do` operator methods are generated from Scripts/surface.txt.
