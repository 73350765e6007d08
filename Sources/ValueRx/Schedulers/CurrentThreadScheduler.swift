import Synchronization

/// Represents an object that schedules units of work on the current thread.
///
/// This is the default scheduler for operators that generate elements (`of`, `from`, `range`,
/// `generate`, `repeatElement`). It is a trampoline: the first `schedule` on a thread runs its
/// action at once and then runs every action scheduled meanwhile, in order, before returning.
///
/// Differs from RxSwift only in shape: a struct (RxSwift: a class) with the same `instance`
/// and `isScheduleRequired`.
public struct CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The singleton instance of the current thread scheduler.
    public static let instance = CurrentThreadScheduler()

    /// Creates a handle to the current-thread scheduler (all handles are equivalent).
    public init() {}

    /// Gets a value that indicates whether the caller must call a `schedule` method.
    public static var isScheduleRequired: Bool {
        !Trampoline.current.isRunning
    }

    /// Schedules an action to be executed as soon as possible on current thread.
    ///
    /// If this method is called on some thread that doesn't have `CurrentThreadScheduler`
    /// installed, scheduler will be automatically installed and uninstalled after all work is
    /// performed.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - action: Action to be executed.
    /// - Returns: The disposable object used to cancel the scheduled action (best effort).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            let item = ScheduledAction(state: state, action: action)
            trampoline.enqueue(item)
            return item
        }
        trampoline.isRunning = true
        defer { trampoline.isRunning = false }
        let disposable = action(state)
        trampoline.drain()
        return disposable
    }
}

/// An action waiting in the trampoline's queue; disposing it before it runs cancels it.
internal final class ScheduledAction<State>: TrampolineTask, Cancelable, @unchecked Sendable {
    private var state: State?
    private var action: ((State) -> Disposable)?
    private let disposed = OnceFlag()
    private let result = SingleAssignmentDisposable()

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    var isDisposed: Bool { disposed.isSet }

    func runOnTrampoline(_ trampoline: Trampoline) {
        guard !disposed.isSet, let action, let state else { return }
        self.action = nil
        self.state = nil
        result.setDisposable(action(state))
    }

    func dispose() {
        guard disposed.set() else { return }
        result.dispose()
    }
}

/// A scheduler that runs every action immediately on the calling thread.
///
/// ValueRx addition (RxSwift keeps its immediate scheduler private). Recursive scheduling on
/// it is iterative, so `scheduleRecursive` never grows the stack.
public struct ImmediateScheduler: ImmediateSchedulerType, Sendable {
    /// The shared instance.
    public static let instance = ImmediateScheduler()

    /// Creates an immediate scheduler (all instances are equivalent).
    public init() {}

    /// Runs `action(state)` at once and returns its disposable.
    ///
    /// - Parameters:
    ///   - state: State passed to the action to be executed.
    ///   - action: Action to be executed.
    /// - Returns: The disposable the action returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}
