#if TRACE_RESOURCES
/// Counts its owner as one live resource in `Resources`, under the owner's type: made in the
/// owner's initializer, it counts up; destroyed with the owner, it counts down. Only in builds
/// with the `TRACE_RESOURCES` flag, like `Resources`.
@usableFromInline
internal struct CountedResource: ~Copyable {
    @usableFromInline internal let type: Any.Type

    @inlinable
    internal init(_ type: Any.Type) {
        self.type = type
        Resources.increment(type)
    }

    @inlinable
    deinit {
        Resources.decrement(type)
    }
}
#endif
