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
}
#endif
