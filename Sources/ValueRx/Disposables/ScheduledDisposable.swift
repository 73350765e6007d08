/// A disposable that disposes of the resource it wraps on a chosen scheduler.
///
/// `dispose()` returns at once and schedules the disposal of the wrapped resource on
/// `scheduler`; `isDisposed` becomes `true` once that scheduled disposal has run.
///
/// ```swift
/// let onMain = ScheduledDisposable(scheduler: MainScheduler.instance, disposable: subscription)
/// onMain.dispose()   // `subscription.dispose()` runs on the main queue
/// ```
///
/// Differs from RxSwift: only the first `dispose()` schedules work (RxSwift schedules a
/// no-op for every later call); the wrapped resource is disposed at most once either way.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    /// The scheduler the wrapped resource is disposed on.
    public let scheduler: ImmediateSchedulerType

    private let scheduled = OnceFlag()
    private let disposed = OnceFlag()
    // Read and cleared only by the one caller that sets `disposed`.
    private var disposable: Disposable?

    /// Creates a disposable that disposes `disposable` on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: Where `disposable.dispose()` runs.
    ///   - disposable: The resource to dispose on that scheduler.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Whether the wrapped resource has been disposed (on the scheduler).
    public var isDisposed: Bool {
        disposed.isSet
    }

    /// Schedules the disposal of the wrapped resource on `scheduler`.
    public func dispose() {
        guard scheduled.set() else { return }
        _ = scheduler.schedule(self) { scheduledDisposable in
            scheduledDisposable.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        guard disposed.set() else { return }
        let inner = disposable
        disposable = nil
        inner?.dispose()
    }
}
