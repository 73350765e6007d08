// ClassicRx: MainScheduler.
//
// Mirrors RxSwift's `Schedulers/MainScheduler.swift` (`MainScheduler`: a `SerialDispatchQueueScheduler`
// on `DispatchQueue.main` with an `AtomicInt` count of enqueued actions; `scheduleInternal`
// increments it, and if the caller is on the main queue and nothing was enqueued before, runs the
// action synchronously and decrements; otherwise it hands the action to `DispatchQueue.main.async`
// behind a `SingleAssignmentDisposable` cancel check and decrements there) and
// `Platform/DispatchQueue+Extensions.swift` (`DispatchQueue.isMain`: a specific key set on the main
// queue, read with `getSpecific`). `observe(on:)` sees a `SerialDispatchQueueScheduler` and builds
// `ObserveOnSerialDispatchQueue` (ObserveOn.swift): one `schedule` per event.
//
// One adaptation, the same as ValueRx's `MainScheduler`: off Apple platforms `isMain` also accepts
// the main thread (`Thread.isMainThread`). On Linux the main thread is on no queue unless it runs
// `dispatchMain()`, so the key check alone is false there and RxSwift would send every event
// through `DispatchQueue.main.async`, which the benchmark (plain code on the main thread) never
// services; with the thread check both implementations take the synchronous path, as an app on
// Apple platforms does on its main queue. Simplified: no `asyncInstance`; `ensureRunningOnMainThread`
// does nothing on Linux, as in RxSwift (whose Linux Foundation had no `isMainThread`).

import Dispatch
import Foundation

/// Runs work on the main queue: at once when called there with nothing of its own queued, else
/// asynchronously.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    private let mainQueue: DispatchQueue

    /// Calls to `schedule` not yet finished: a synchronous run in progress, or a block waiting
    /// on (or running on) the main queue.
    let numberEnqueued = AtomicInt(0)

    /// Creates a main-queue scheduler with its own count of enqueued actions.
    public init() {
        mainQueue = DispatchQueue.main
        super.init(serialQueue: DispatchQueue.main)
    }

    /// The shared instance.
    public static let instance = MainScheduler()

    /// Stops the program unless the caller is on the main queue.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !DispatchQueue.isMain {
            rxFatalError(errorMessage ?? "ClassicRx: not on the main queue; move the work there with `MainScheduler.instance.schedule`.")
        }
    }

    /// Stops the program unless the caller is on the main thread (not checked on Linux, as in
    /// RxSwift).
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        #if !os(Linux)
        guard Thread.isMainThread else {
            rxFatalError(errorMessage ?? "ClassicRx: not on the main thread.")
        }
        #endif
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let previousNumberEnqueued = numberEnqueued.add(1)

        if DispatchQueue.isMain, previousNumberEnqueued == 0 {
            let disposable = action(state)
            numberEnqueued.add(-1)
            return disposable
        }

        let cancel = SingleAssignmentDisposable()
        // The action and state are not `Sendable`; the main queue runs them once, later, which is
        // the hand-over RxSwift relies on too.
        let work = UncheckedSendableBox(value: (action, state))

        mainQueue.async {
            if !cancel.isDisposed {
                cancel.setDisposable(work.value.0(work.value.1))
            }
            self.numberEnqueued.add(-1)
        }

        return cancel
    }
}

extension DispatchQueue {
    /// A key set on the main queue only (RxSwift's `DispatchQueue.token`).
    private static let mainQueueToken: UncheckedSendableBox<DispatchSpecificKey<Void>> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return UncheckedSendableBox(value: key)
    }()

    /// Whether the caller runs on the main queue (or, off Apple platforms, on the main thread:
    /// see the note at the top of this file).
    static var isMain: Bool {
        #if canImport(Darwin)
        return DispatchQueue.getSpecific(key: mainQueueToken.value) != nil
        #else
        return DispatchQueue.getSpecific(key: mainQueueToken.value) != nil || Thread.isMainThread
        #endif
    }
}
