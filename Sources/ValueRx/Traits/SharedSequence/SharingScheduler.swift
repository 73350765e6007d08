import Dispatch
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

/// The scheduler a conversion to a shared sequence observes its source on: the strategy's
/// scheduler, kept as the `MainScheduler` it usually is (its in-place delivery on the main
/// queue, no existential call per event) or as the existential a test's mock gives.
///
/// One type for both, so a conversion compiles one `observe(on:)` chain and one sharing point
/// for its source instead of two (measured: 25 KB of the 40-view-model file).
@usableFromInline
internal struct SharingStrategyScheduler: ImmediateSchedulerType {
    /// The strategy's scheduler when it is a `MainScheduler`. Two optional fields rather than an
    /// enum: reading `main` copies one reference, where switching over an enum with an
    /// existential payload copied the payload through its value witness (measured: 80
    /// instructions per Driver event).
    @usableFromInline internal let main: MainScheduler?
    /// `main`, unretained: what each event reaches it through (a strong read retained and
    /// released it per event: 40 instructions). `main` keeps it alive.
    @usableFromInline internal let mainUnretained: Unmanaged<MainScheduler>?
    /// Any other scheduler (a test's mock), through the existential.
    @usableFromInline internal let other: AnyImmediateScheduler?

    @inlinable
    internal init(_ scheduler: any ImmediateSchedulerType) {
        if let main = scheduler as? MainScheduler {
            self.main = main
            mainUnretained = Unmanaged.passUnretained(main)
            other = nil
        } else {
            main = nil
            mainUnretained = nil
            other = AnyImmediateScheduler(scheduler)
        }
    }

    @inlinable
    internal func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let main { return main.schedule(state, action: action) }
        return other.unsafelyUnwrapped.schedule(state, action: action)
    }

    // `_deliversQueuedEventsTogether` stays the protocol's `false`: the answer depends on the
    // instance, and `ObserveOnSink` (the one reader) asks `deliversQueuedEventsTogether` below.

    /// `MainScheduler`'s in-place delivery when this is one (see `_runNowIfIdle(_:)`).
    @inlinable
    internal static var _runsNowWhenIdle: Bool { true }

    @inlinable
    internal func _runNowIfIdle(_ action: () -> Void) -> Bool {
        guard let mainUnretained else { return false }
        return mainUnretained._withUnsafeGuaranteedRef { $0._runNowIfIdle(action) }
    }

    /// Whether `observe(on:)` delivers what was queued meanwhile in one step: as the wrapped
    /// scheduler does (the main scheduler yes; through the existential, one event per step,
    /// as `AnyImmediateScheduler`).
    @inlinable
    internal var deliversQueuedEventsTogether: Bool { main != nil }

    /// The dispatch queue recursive scheduling enqueues on (see `asyncDispatchQueue(of:)`).
    @inlinable
    internal var asyncQueue: DispatchQueue? {
        guard let other else { return nil }
        return asyncDispatchQueue(ofExistential: other.base)
    }
}
