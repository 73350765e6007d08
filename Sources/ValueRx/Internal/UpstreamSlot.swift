/// What an output box keeps of its source's subscription, as a generic argument (so that the
/// boxes that keep nothing store nothing, and a deinitializer destroys it with no metadata
/// look-up): `NoUpstream`, or `DisposableUpstream` for `create`'s box.
@usableFromInline
internal protocol UpstreamSlot {
    /// The slot holding nothing.
    static var empty: Self { get }
}

/// No upstream: the box of a subject's subscriber or of an operator's sink.
@usableFromInline @frozen
internal struct NoUpstream: UpstreamSlot {
    @inlinable
    internal init() {}

    @inlinable
    internal static var empty: NoUpstream { NoUpstream() }
}

/// The upstream of `create`'s box: the disposable its subscribe closure returned, until it is
/// released; one that arrives after that is disposed at once.
@usableFromInline
internal struct DisposableUpstream: UpstreamSlot {
    @usableFromInline internal var disposable: Disposable?
    @usableFromInline internal var released: Bool

    @inlinable
    internal init() {
        disposable = nil
        released = false
    }

    @inlinable
    internal static var empty: DisposableUpstream { DisposableUpstream() }
}
