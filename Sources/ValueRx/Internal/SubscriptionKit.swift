extension NopDisposable {
    /// Moves the subscription out of `slot`, leaving a `NopDisposable` (how a sink keeps a
    /// subscription slot without an optional existential, see `CurrentInput.subscription`).
    @inlinable @inline(__always)
    internal static func take(_ slot: inout any Disposable) -> any Disposable {
        var taken: any Disposable = NopDisposable()
        swap(&slot, &taken)
        return taken
    }

    /// With the owner's lock held: keeps `subscription` in `slot` unless `refused` (the owner
    /// ended meanwhile); whether it was kept. `Optional.store(_:unless:)` for a slot that holds
    /// a `NopDisposable` when empty.
    @inlinable @inline(__always)
    internal static func store(_ subscription: Disposable, in slot: inout any Disposable, unless refused: Bool) -> Bool {
        if refused { return false }
        slot = subscription
        return true
    }
}

extension Optional where Wrapped == Disposable {
    /// With the owner's lock held: keeps `subscription` here unless `refused` (the owner ended,
    /// or the input it belongs to ended or was replaced while its `subscribe` call ran); whether
    /// it was kept. The caller disposes a refused subscription after releasing the lock.
    @inlinable @inline(__always)
    internal mutating func store(_ subscription: Disposable, unless refused: Bool) -> Bool {
        if refused { return false }
        self = subscription
        return true
    }
}

/// The subscription of the one input a sink runs at a time (`catch`, `ifEmpty(switchTo:)`,
/// `concat`, `catch(sequence:)`, `retry`, `retry(when:)`), read and written under the sink's
/// lock. Each input gets a key; a subscription whose `subscribe` call returns after the sink
/// ended, or after a later input took over, is refused, and the caller disposes it (RxSwift's
/// `SerialDisposable`).
///
/// The sink writes
///
/// ```swift
/// let kept: Bool = lock.withLock { input.keep(subscription, for: key) }
/// if !kept { subscription.dispose() }
/// ```
@usableFromInline
@frozen
internal struct CurrentInput {
    /// The running input's subscription, once its `subscribe` call has returned; a
    /// `NopDisposable` before and after (not `nil`: an optional existential is copied and
    /// destroyed through the runtime's generic `Optional` value witnesses, see
    /// `InputSubscriptions`).
    @usableFromInline internal var subscription: any Disposable = NopDisposable()
    /// The running input's key.
    @usableFromInline internal var key: Int
    /// The whole has ended: nothing is kept any more.
    @usableFromInline internal var ended = false

    /// `key`: the key of the first input.
    @inlinable
    internal init(key: Int) {
        self.key = key
    }

    /// Whether an input with `key` may still be kept: it is the running one and the whole has
    /// not ended.
    @inlinable @inline(__always)
    internal func accepts(_ key: Int) -> Bool {
        !ended && key == self.key
    }

    /// Keeps `subscription` as input `key`'s; `false` when it is refused (dispose it after
    /// releasing the lock).
    @inlinable
    internal mutating func keep(_ subscription: Disposable, for key: Int) -> Bool {
        if !accepts(key) { return false }
        self.subscription = subscription
        return true
    }

    /// Moves the subscription out, leaving a `NopDisposable`.
    @inlinable @inline(__always)
    internal mutating func takeSubscription() -> any Disposable {
        NopDisposable.take(&subscription)
    }

    /// Moves on to the next input: its key, and the previous input's subscription, to dispose
    /// after releasing the lock.
    @inlinable
    internal mutating func advance() -> (Int, any Disposable) {
        key += 1
        return (key, takeSubscription())
    }

    /// Makes `key` the running input's; returns the previous input's subscription, to dispose
    /// after releasing the lock.
    @inlinable
    internal mutating func switchTo(_ key: Int) -> any Disposable {
        self.key = key
        return takeSubscription()
    }

    /// Takes out input `key`'s subscription (a `NopDisposable` when another input runs now),
    /// to dispose after releasing the lock.
    @inlinable
    internal mutating func take(_ key: Int) -> any Disposable {
        key == self.key ? takeSubscription() : NopDisposable()
    }

    /// Ends the whole; returns the running input's subscription, to dispose after releasing the
    /// lock.
    @inlinable
    internal mutating func end() -> any Disposable {
        ended = true
        return takeSubscription()
    }
}
