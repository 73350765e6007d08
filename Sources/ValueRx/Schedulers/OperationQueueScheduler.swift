import Dispatch
import Foundation
import Synchronization

/// A scheduler that adds each action to an `OperationQueue` as a `BlockOperation` with the
/// scheduler's `queuePriority`.
///
/// Useful to bound how many scheduled actions run at once
/// (`OperationQueue.maxConcurrentOperationCount`).
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let downloads = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
/// ```
///
/// Differs from RxSwift: a struct (RxSwift: a class), and disposing the returned disposable
/// also cancels the operation, so a cancelled action leaves the queue without waiting for
/// its turn (RxSwift only skips the action when the operation starts).
public struct OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// `observe(on:)` delivers the events queued meanwhile in one step. Not API.
    @inlinable
    public static var _deliversQueuedEventsTogether: Bool { true }

    // `@unchecked`: `OperationQueue` is documented as safe to use from any thread, but not
    // every Foundation version declares it `Sendable`.

    /// The queue the scheduler adds its operations to.
    public let operationQueue: OperationQueue
    /// The priority given to every operation the scheduler creates.
    public let queuePriority: Operation.QueuePriority

    /// Creates a scheduler that runs its work on `operationQueue`.
    ///
    /// - Parameters:
    ///   - operationQueue: The queue that runs the scheduled actions.
    ///   - queuePriority: Priority of the operations the scheduler adds to the queue.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds `action` to the scheduler's operation queue as one operation.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort):
    ///   it cancels the operation, and disposes what the action returned if it already ran.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let result = SingleAssignmentDisposable()
        let work = UncheckedSendableBox(value: { action(state) })
        let operation = BlockOperation {
            guard !result.isDisposed else { return }
            result.setDisposable(work.value())
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        // Weak: the queue keeps the operation until it finishes; the disposable should not
        // keep the action and its state alive after that.
        return Disposables.create { [weak operation] in
            operation?.cancel()
            result.dispose()
        }
    }
}
