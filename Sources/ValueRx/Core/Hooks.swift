import Foundation
import Synchronization

/// Global hooks that customize how ValueRx reports problems, as in RxSwift.
public enum Hooks {
    /// Handler for errors that reach a `subscribe(onNext:...)` without an `onError` closure.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    /// Captures the call stack of a subscription, for `defaultErrorHandler`.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private struct State {
        var defaultErrorHandler: DefaultErrorHandler
        var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack
    }

    private final class Storage: @unchecked Sendable {
        let lock = Lock()
        var state = State(
            defaultErrorHandler: { subscriptionCallStack, error in
                #if DEBUG
                print("Unhandled error happened: \(error)")
                if !subscriptionCallStack.isEmpty {
                    print("subscription called from:\n\(subscriptionCallStack.joined(separator: "\n"))")
                }
                #endif
            },
            customCaptureSubscriptionCallstack: {
                #if DEBUG
                return Thread.callStackSymbols
                #else
                return []
                #endif
            }
        )
        let recordCallStackOnError = Atomic<Bool>(false)
    }

    private static let storage = Storage()

    /// The handler that receives an error when the subscription has no `onError` closure.
    ///
    /// The default prints the error in debug builds and does nothing in release builds.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { storage.lock.withLock { storage.state.defaultErrorHandler } }
        set { storage.lock.withLock { storage.state.defaultErrorHandler = newValue } }
    }

    /// The closure that captures a subscription's call stack for `defaultErrorHandler`.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { storage.lock.withLock { storage.state.customCaptureSubscriptionCallstack } }
        set { storage.lock.withLock { storage.state.customCaptureSubscriptionCallstack = newValue } }
    }

    /// Whether `subscribe(onNext:...)` records the subscription call stack for
    /// `defaultErrorHandler` (costly; off by default).
    public static var recordCallStackOnError: Bool {
        get { storage.recordCallStackOnError.load(ordering: .relaxed) }
        set { storage.recordCallStackOnError.store(newValue, ordering: .relaxed) }
    }

    /// Reports an error that reached a subscription without an `onError` handler.
    @usableFromInline
    internal static func reportUnhandled(_ error: Error, callStack: [String]) {
        defaultErrorHandler(callStack, error)
    }

    /// The call stack to record for a subscription without an `onError` handler.
    @usableFromInline
    internal static func captureCallStackIfNeeded() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }
}
