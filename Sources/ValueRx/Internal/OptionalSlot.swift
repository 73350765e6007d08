/// An optional as a generic argument: a class generic over `Slot` (always `Wrapped?`) stores a
/// releasable value whose destruction needs no metadata look-up at run time. A class's
/// deinitializer is never specialized; for a stored `Wrapped?` it asks the runtime for
/// `Optional<Wrapped>`'s metadata each time (a cache look-up of a few hundred instructions),
/// while a generic argument's metadata is read from the class's own metadata.
///
/// Only `Optional` conforms. The accessors below are extension methods, not requirements: a
/// requirement would be called through the witness table in the client module (an internal
/// conformance is opaque there), while these compile to plain optional accesses once
/// specialized. The requirements serve builds without optimization only: there the accessors
/// below go through them, because a requirement's witness receives `Optional<Wrapped>`'s
/// metadata with the witness table (which a class generic over the slot keeps in its own
/// metadata), where an accessor naming `Wrapped?` asks the runtime for it on every call
/// (measured: 1,000 to 1,300 instructions per per-event access).
@usableFromInline
internal protocol OptionalSlot {
    associatedtype Wrapped

    static var _emptySlot: Self { get }
    static func _holdingSome(_ value: Wrapped) -> Self
    var _optionalValue: Wrapped? { get }
    var _unwrappedValue: Wrapped { get }
    mutating func _withOptional<R>(_ body: (inout Wrapped?) -> R) -> R
}

extension Optional: OptionalSlot {
    @inlinable
    internal static var _emptySlot: Wrapped? { nil }

    @inlinable
    internal static func _holdingSome(_ value: Wrapped) -> Wrapped? { value }

    @inlinable
    internal var _optionalValue: Wrapped? { self }

    @inlinable
    internal var _unwrappedValue: Wrapped { unsafelyUnwrapped }

    @inlinable
    internal mutating func _withOptional<R>(_ body: (inout Wrapped?) -> R) -> R { body(&self) }
}

extension OptionalSlot {
    /// An empty slot.
    @inlinable @inline(__always)
    internal static var emptySlot: Self {
        #if DEBUG
        _emptySlot
        #else
        unsafeBitCast(Wrapped?.none, to: Self.self)
        #endif
    }

    /// A slot holding `value`. (Not an optional parameter: without optimization, copying an
    /// optional `Wrapped?` asks the runtime for its metadata, in the caller and again here.)
    /// Optimized, the value is consumed (no copy of an observer moved into its box); without
    /// optimization it is borrowed, which costs less there.
    #if DEBUG
    @inlinable @inline(__always)
    internal static func holding(_ value: Wrapped) -> Self {
        _holdingSome(value)
    }
    #else
    @inlinable @inline(__always)
    internal static func holding(_ value: consuming Wrapped) -> Self {
        let slot: Wrapped? = consume value
        return unsafeBitCast(slot, to: Self.self)
    }
    #endif

    /// Runs `body` on the slot's value in place.
    @inlinable @inline(__always)
    internal mutating func withValue<R>(_ body: (inout Wrapped?) -> R) -> R {
        #if DEBUG
        _withOptional(body)
        #else
        withUnsafeMutablePointer(to: &self) { slot in
            body(&UnsafeMutableRawPointer(slot).assumingMemoryBound(to: Wrapped?.self).pointee)
        }
        #endif
    }

    /// A copy of the slot's value.
    @inlinable @inline(__always)
    internal var value: Wrapped? {
        #if DEBUG
        _optionalValue
        #else
        unsafeBitCast(self, to: Wrapped?.self)
        #endif
    }

    /// The slot's value, which must be there (`value!` without the unwrap's check).
    @inlinable @inline(__always)
    internal var unwrapped: Wrapped {
        #if DEBUG
        _unwrappedValue
        #else
        unsafeBitCast(self, to: Wrapped?.self).unsafelyUnwrapped
        #endif
    }

    /// Moves the whole slot out, leaving it empty: what releasing a value needs, without
    /// naming `Wrapped?` (which, without optimization, asks the runtime for its metadata).
    @inlinable @inline(__always)
    internal mutating func takeSlot() -> Self {
        let slot = self
        self = .emptySlot
        return slot
    }

    /// Moves the value out, leaving the slot empty.
    @inlinable @inline(__always)
    internal mutating func takeValue() -> Wrapped? {
        withValue { $0.take() }
    }
}
