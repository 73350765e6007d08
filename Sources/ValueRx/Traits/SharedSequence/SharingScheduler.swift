import Synchronization

/// Where `Driver` and `Signal` deliver their events: the scheduler factory their sharing
/// strategies call each time a conversion (`asDriver(...)`, `asSignal(...)`) or a creation
/// function (`Driver.just`, `Signal.of`, ...) runs, and the hook tests use to replace it.
///
/// By default every call makes a new `MainScheduler()`, as RxSwift does: each conversion has
/// its own count of queued actions, so a delivery from inside another driver's delivery runs
/// at once instead of waiting behind it.
///
/// Differs from RxSwift: `make` is read and replaced under a lock, so reading it from several
/// threads while a test mocks it is not a data race (RxSwift's is a plain global variable).
public enum SharingScheduler {
    private static let factory = Mutex<UncheckedSendableBox<() -> SchedulerType>>(
        UncheckedSendableBox(value: { MainScheduler() }))

    /// Makes the scheduler a conversion or creation function uses. A new `MainScheduler` per
    /// call unless a test replaced it with `mock(scheduler:action:)`.
    public static var make: () -> SchedulerType {
        factory.withLock { $0.value }
    }

    /// Runs `action` with every shared sequence built during it using `scheduler` (for
    /// example a `TestScheduler`) instead of the main scheduler.
    ///
    /// Only conversions and creation functions called inside `action` are affected; the
    /// previous factory is back when `action` returns or throws.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler to use.
    ///   - action: The code that builds the shared sequences.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `makeScheduler` as the scheduler factory of every shared sequence
    /// built during it.
    ///
    /// - Parameters:
    ///   - makeScheduler: Makes the scheduler for each conversion or creation.
    ///   - action: The code that builds the shared sequences.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let original = factory.withLock { box in
            let original = box
            box = UncheckedSendableBox(value: makeScheduler)
            return original
        }
        defer { factory.withLock { $0 = original } }
        try action()
    }
}
