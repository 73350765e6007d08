#if TRACE_RESOURCES
import Synchronization

/// Counts ValueRx's live resources, for finding leaks in tests (RxSwift's `Resources`, with the
/// same names). Only in builds with the `TRACE_RESOURCES` flag
/// (`swift build -Xswiftc -DTRACE_RESOURCES`); without it, nothing is counted and this type does
/// not exist.
///
/// Counted: every per-subscription object ValueRx allocates (operator sinks, the boxes behind
/// erased observers and subject subscriptions, queued trampoline and scheduler work, timers,
/// blocking waits). A test that takes the total before it starts and compares after the
/// subscriptions it made have ended finds anything still alive.
public enum Resources {
    @usableFromInline
    internal static let count = Atomic<Int32>(0)

    /// How many counted resources are alive now.
    public static var total: Int32 {
        count.load(ordering: .acquiring)
    }

    /// Counts one more live resource; returns the new total.
    @inlinable @discardableResult
    public static func incrementTotal() -> Int32 {
        count.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
    }

    /// Counts one resource fewer; returns the new total.
    @inlinable @discardableResult
    public static func decrementTotal() -> Int32 {
        count.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
    }

    /// The live resources by type (a ValueRx addition, for finding what leaked): type name and
    /// count, for each type with at least one alive.
    public static var liveByType: [String: Int] {
        byTypeLock.withLock { live in
            var result: [String: Int] = [:]
            for (_, entry) in live where entry.count != 0 {
                result[String(describing: entry.type), default: 0] += entry.count
            }
            return result
        }
    }

    /// How many `observe(on:)` subscriptions on a serial dispatch queue scheduler
    /// (`SerialDispatchQueueScheduler`, `MainScheduler`) are alive, as RxSwift counts them.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        serialDispatchQueueObservables.load(ordering: .acquiring)
    }

    @usableFromInline
    internal static let serialDispatchQueueObservables = Atomic<Int32>(0)

    @usableFromInline
    internal static func changeSerialDispatchQueueObservables(by delta: Int32) {
        _ = serialDispatchQueueObservables.wrappingAdd(delta, ordering: .acquiringAndReleasing)
    }

    @usableFromInline
    internal static let byTypeLock = Mutex<[ObjectIdentifier: (type: Any.Type, count: Int)]>([:])

    /// `incrementTotal()`, also counted under `type`.
    @inlinable
    internal static func increment(_ type: Any.Type) {
        incrementTotal()
        byTypeLock.withLock { live in
            live[ObjectIdentifier(type), default: (type, 0)].count += 1
        }
    }

    /// `decrementTotal()`, also counted under `type`.
    @inlinable
    internal static func decrement(_ type: Any.Type) {
        decrementTotal()
        byTypeLock.withLock { live in
            live[ObjectIdentifier(type), default: (type, 0)].count -= 1
        }
    }
}
#endif
