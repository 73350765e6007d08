/// The output box that is the whole sink of a `create` subscription: it also keeps the
/// disposable the subscribe closure returned (see `SerialOutput.init(upstreamOf:)`).
@usableFromInline
internal typealias UpstreamBox<Observer: ObserverType> = SerialOutput<Observer, Observer?, DisposableUpstream>

extension SerialOutput where Upstream == DisposableUpstream {
    /// Creates the box as the one heap object of a subscription to a source with one upstream
    /// disposable (`create`): it is its own registry, so whatever closes it, `.stop` from the
    /// observer or `dispose()`, also releases the upstream (`setUpstream(_:)`); a terminal event
    /// releases it through `forward(_:)`.
    @inlinable
    internal convenience init(upstreamOf observer: consuming Observer) {
        // `dispose()` releases the upstream right after closing the box, also when a terminal
        // event closed it already: an operator that disposes its failing input first, as
        // combineLatest does, sees that input's source disposed first.
        self.init(unregistered: observer, owned: false, disposer: { box in
            Unmanaged<SerialOutput<Observer, Slot, DisposableUpstream>>.fromOpaque(Unmanaged.passUnretained(box).toOpaque())
                ._withUnsafeGuaranteedRef { box in
                    box.disposeNow()
                    box.releaseUpstream()
                }
        })
        leave = { _, box in Unmanaged<SerialOutput<Observer, Slot, DisposableUpstream>>.fromOpaque(Unmanaged.passUnretained(box).toOpaque())._withUnsafeGuaranteedRef { $0.releaseUpstream() } }
        owner = self
    }

    /// An event of the source, for a box made with `init(upstreamOf:)`: delivered (serialized,
    /// nothing after a terminal event or dispose); a terminal event then releases the upstream.
    /// Answers `.stop` once the box is closed.
    @inlinable
    internal func forward(_ event: Event<Element>) -> Flow {
        deliver(event)
        if event.isStopEvent {
            releaseUpstream()
            return .stop
        }
        return isDisposed ? .stop : .continue
    }

    /// Keeps the source's disposable, or disposes it at once if the upstream was released
    /// already (a terminal event or dispose came first).
    @inlinable
    internal func setUpstream(_ disposable: Disposable) {
        let disposeNow: Bool = lock.withLock {
            if upstream.released { return true }
            upstream.disposable = disposable
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    /// Disposes the source's disposable (once; later ones are disposed on arrival). Out of
    /// line: inlined into `forward(_:)`, it made that too large to inline into the observer's
    /// closure (measured on `create`'s former sink: +27 instructions per element).
    @inlinable @inline(never)
    internal func releaseUpstream() {
        let disposable: Disposable? = lock.withLock {
            upstream.released = true
            return upstream.disposable.take()
        }
        disposable?.dispose()
    }
}

extension SerialOutput: SubjectRegistry where Upstream == DisposableUpstream {
    /// A box made with `init(upstreamOf:)` is its own registry: it closed (`.stop` from the
    /// observer, or disposed), so the source's disposable is released. (Reached through `leave`,
    /// specialized, on that path; this witness serves the protocol.)
    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        releaseUpstream()
    }
}
