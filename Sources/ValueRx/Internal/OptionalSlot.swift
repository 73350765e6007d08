/// An optional as a generic argument: a class generic over `Slot` (always `Wrapped?`) stores a
/// releasable value whose destruction needs no metadata look-up at run time. A class's
/// deinitializer is never specialized; for a stored `Wrapped?` it asks the runtime for
/// `Optional<Wrapped>`'s metadata each time (a cache look-up of a few hundred instructions),
/// while a generic argument's metadata is read from the class's own metadata.
///
/// Only `Optional` conforms. The accessors below are extension methods, not requirements: a
/// requirement would be called through the witness table in the client module (an internal
/// conformance is opaque there), while these compile to plain optional accesses once
/// specialized.
@usableFromInline
internal protocol OptionalSlot {
    associatedtype Wrapped
}

extension Optional: OptionalSlot {}

extension OptionalSlot {
    /// A slot holding `value` (`nil`: an empty slot).
    @inlinable @inline(__always)
    internal static func holding(_ value: Wrapped?) -> Self {
        unsafeBitCast(value, to: Self.self)
    }

    /// A slot holding `value`. For the per-event stores: in a build without optimization,
    /// `holding(value)` asks the runtime for `Wrapped?`'s metadata twice (the caller wraps the
    /// value, the callee casts it), this one once.
    @inlinable @inline(__always)
    internal static func holding(some value: Wrapped) -> Self {
        let slot: Wrapped? = value
        return unsafeBitCast(slot, to: Self.self)
    }

    /// Runs `body` on the slot's value in place.
    @inlinable @inline(__always)
    internal mutating func withValue<R>(_ body: (inout Wrapped?) -> R) -> R {
        withUnsafeMutablePointer(to: &self) { slot in
            body(&UnsafeMutableRawPointer(slot).assumingMemoryBound(to: Wrapped?.self).pointee)
        }
    }

    /// A copy of the slot's value.
    @inlinable @inline(__always)
    internal var value: Wrapped? {
        unsafeBitCast(self, to: Wrapped?.self)
    }

    /// The slot's value, which must be there. One metadata look-up in a build without
    /// optimization, where `value!` takes two (the cast's and the unwrap's).
    @inlinable @inline(__always)
    internal var unwrapped: Wrapped {
        unsafeBitCast(self, to: Wrapped?.self).unsafelyUnwrapped
    }

    /// Moves the value out, leaving the slot empty.
    @inlinable @inline(__always)
    internal mutating func takeValue() -> Wrapped? {
        withValue { $0.take() }
    }
}
