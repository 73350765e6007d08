/// The observer an asynchronous operator subscribes its upstreams and inners with: the
/// operator's heap sink, a tag telling the inputs apart, and a capture-free closure that calls
/// the sink's specialized code.
///
/// This is the composition rule for every operator that owns a heap sink (flatMap, merge,
/// concat, catch, retry, observe(on:), ...): the observer type an upstream sees never mentions
/// the downstream observer's type, so however many such operators a chain has, no generic
/// function is re-entered with a growing type and the optimizer keeps specializing (see the
/// Architecture article). The closure is made in the operator's `@inlinable` `subscribe`, so it calls the sink's
/// code specialized in the client module; it captures nothing (the sink is passed in), so
/// making it allocates nothing. Reaching the sink through a protocol existential instead would
/// call the unspecialized witness (measured 27× slower on the subjects' hot path).
///
/// One indirect call per event at this boundary.
@usableFromInline
internal struct SinkObserver<Element>: ObserverType {
    /// RxSwift reaches the source through `asObservable()`, which ends the subscription after a
    /// terminal event (see `ObserverType._endsSourceSubscriptionOnTerminal`).
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    @usableFromInline internal let sink: AnyObject
    @usableFromInline internal let tag: Int
    @usableFromInline internal let handler: (AnyObject, Int, Event<Element>) -> Flow

    @inlinable
    internal init(sink: AnyObject, tag: Int, handler: @escaping (AnyObject, Int, Event<Element>) -> Flow) {
        self.sink = sink
        self.tag = tag
        self.handler = handler
    }

    @inlinable @inline(__always)
    internal mutating func on(_ event: Event<Element>) -> Flow {
        handler(sink, tag, event)
    }
}

/// A `SinkObserver` for an operator whose RxSwift counterpart subscribes its source directly,
/// not through `asObservable()` (`subscribe(on:)`): a recording source keeps the subscription
/// until it is disposed (see `ObserverType._endsSourceSubscriptionOnTerminal`).
@usableFromInline
internal struct DirectSinkObserver<Element>: ObserverType {
    @usableFromInline internal var base: SinkObserver<Element>

    @inlinable
    internal init(_ base: SinkObserver<Element>) {
        self.base = base
    }

    @inlinable @inline(__always)
    internal mutating func on(_ event: Event<Element>) -> Flow {
        base.on(event)
    }
}
