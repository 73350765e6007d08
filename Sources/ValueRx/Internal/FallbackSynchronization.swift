// The fallback for Swift's Synchronization module: `Mutex`, `Atomic` and their orderings,
// declared in ValueRx with the same API, over the C target CValueRxSync. Declarations of this
// module shadow the imported ones, so the rest of ValueRx is written once against
// Synchronization's API.
//
// Chosen at compile time: on Apple platforms (where Mutex and Atomic need macOS 15 / iOS 18,
// above ValueRx's deployment floor) unless VALUERX_NATIVE_SYNCHRONIZATION is defined, and on
// other platforms when VALUERX_FALLBACK_SYNCHRONIZATION is defined (CI runs the test suite
// that way, so both paths are tested on every change).
//
// Cost: each mutex and each atomic is one heap block (a C object whose address never moves),
// and each operation a function call; every atomic operation is sequentially consistent,
// whatever ordering the caller asks for (stronger, never weaker).
#if (canImport(Darwin) && !VALUERX_NATIVE_SYNCHRONIZATION) || VALUERX_FALLBACK_SYNCHRONIZATION
import CValueRxSync

/// The fallback `Synchronization.Mutex`: a heap-allocated C mutex guarding `value`.
@usableFromInline
internal struct Mutex<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    @usableFromInline internal let mutex: OpaquePointer
    @usableFromInline internal let storage: UnsafeMutablePointer<Value>

    @usableFromInline
    internal init(_ initialValue: consuming sending Value) {
        mutex = vrx_mutex_create()
        storage = .allocate(capacity: 1)
        storage.initialize(to: initialValue)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
        vrx_mutex_destroy(mutex)
    }

    /// Runs `body` with the mutex held, on the guarded value.
    @usableFromInline
    internal borrowing func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result {
        vrx_mutex_lock(mutex)
        defer { vrx_mutex_unlock(mutex) }
        return try body(&storage.pointee)
    }
}

/// A value an `Atomic` can hold: one that fits a machine word.
@usableFromInline
internal protocol FallbackAtomicValue {
    /// The value as a word.
    var fallbackWord: Int { get }
    /// The value a word holds.
    init(fallbackWord: Int)
}

extension Int: FallbackAtomicValue {
    @usableFromInline internal var fallbackWord: Int { self }
    @usableFromInline internal init(fallbackWord: Int) { self = fallbackWord }
}

extension UInt: FallbackAtomicValue {
    @usableFromInline internal var fallbackWord: Int { Int(bitPattern: self) }
    @usableFromInline internal init(fallbackWord: Int) { self = UInt(bitPattern: fallbackWord) }
}

extension Int32: FallbackAtomicValue {
    @usableFromInline internal var fallbackWord: Int { Int(self) }
    @usableFromInline internal init(fallbackWord: Int) { self = Int32(truncatingIfNeeded: fallbackWord) }
}

extension Bool: FallbackAtomicValue {
    @usableFromInline internal var fallbackWord: Int { self ? 1 : 0 }
    @usableFromInline internal init(fallbackWord: Int) { self = fallbackWord != 0 }
}

/// The ordering arguments of the fallback atomics; all of them act sequentially consistent.
@usableFromInline
internal struct AtomicLoadOrdering: Sendable {
    @usableFromInline internal init() {}
    @usableFromInline internal static var relaxed: Self { Self() }
    @usableFromInline internal static var acquiring: Self { Self() }
    @usableFromInline internal static var sequentiallyConsistent: Self { Self() }
}

/// See `AtomicLoadOrdering`.
@usableFromInline
internal struct AtomicStoreOrdering: Sendable {
    @usableFromInline internal init() {}
    @usableFromInline internal static var relaxed: Self { Self() }
    @usableFromInline internal static var releasing: Self { Self() }
    @usableFromInline internal static var sequentiallyConsistent: Self { Self() }
}

/// See `AtomicLoadOrdering`.
@usableFromInline
internal struct AtomicUpdateOrdering: Sendable {
    @usableFromInline internal init() {}
    @usableFromInline internal static var relaxed: Self { Self() }
    @usableFromInline internal static var acquiring: Self { Self() }
    @usableFromInline internal static var releasing: Self { Self() }
    @usableFromInline internal static var acquiringAndReleasing: Self { Self() }
    @usableFromInline internal static var sequentiallyConsistent: Self { Self() }
}

/// The fallback `Synchronization.Atomic` for word-sized values: a heap-allocated C atomic.
@usableFromInline
internal struct Atomic<Value: FallbackAtomicValue>: ~Copyable, @unchecked Sendable {
    @usableFromInline internal let atomic: OpaquePointer

    @usableFromInline
    internal init(_ initialValue: Value) {
        atomic = vrx_atomic_create(initialValue.fallbackWord)
    }

    deinit {
        vrx_atomic_destroy(atomic)
    }

    @usableFromInline
    internal borrowing func load(ordering: AtomicLoadOrdering) -> Value {
        Value(fallbackWord: vrx_atomic_load(atomic))
    }

    @usableFromInline
    internal borrowing func store(_ desired: Value, ordering: AtomicStoreOrdering) {
        vrx_atomic_store(atomic, desired.fallbackWord)
    }

    @usableFromInline
    internal borrowing func exchange(_ desired: Value, ordering: AtomicUpdateOrdering) -> Value {
        Value(fallbackWord: vrx_atomic_exchange(atomic, desired.fallbackWord))
    }

    @usableFromInline
    internal borrowing func compareExchange(expected: Value, desired: Value, ordering: AtomicUpdateOrdering) -> (exchanged: Bool, original: Value) {
        var current = expected.fallbackWord
        let exchanged = vrx_atomic_compare_exchange(atomic, &current, desired.fallbackWord)
        return (exchanged, Value(fallbackWord: current))
    }
}

extension Atomic where Value: FixedWidthInteger {
    @usableFromInline
    internal borrowing func wrappingAdd(_ operand: Value, ordering: AtomicUpdateOrdering) -> (oldValue: Value, newValue: Value) {
        let old = Value(fallbackWord: vrx_atomic_fetch_add(atomic, operand.fallbackWord))
        return (old, old &+ operand)
    }

    @usableFromInline
    internal borrowing func wrappingSubtract(_ operand: Value, ordering: AtomicUpdateOrdering) -> (oldValue: Value, newValue: Value) {
        let old = Value(fallbackWord: vrx_atomic_fetch_add(atomic, 0 &- operand.fallbackWord))
        return (old, old &- operand)
    }

    @usableFromInline
    internal borrowing func bitwiseOr(_ operand: Value, ordering: AtomicUpdateOrdering) -> (oldValue: Value, newValue: Value) {
        let old = Value(fallbackWord: vrx_atomic_fetch_or(atomic, operand.fallbackWord))
        return (old, old | operand)
    }

    @usableFromInline
    internal borrowing func bitwiseAnd(_ operand: Value, ordering: AtomicUpdateOrdering) -> (oldValue: Value, newValue: Value) {
        let old = Value(fallbackWord: vrx_atomic_fetch_and(atomic, operand.fallbackWord))
        return (old, old & operand)
    }
}
#endif
