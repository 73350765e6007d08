import Synchronization

/// A scheduler that runs work on the thread that schedules it.
///
/// Operators that generate elements (`of`, `from`, `range`, `generate`, `repeatElement`) use
/// it when no other scheduler is given. It is a trampoline: the first `schedule` on a thread
/// runs its action at once and then runs every action scheduled meanwhile, in order, before
/// returning.
///
/// Differs from RxSwift only in shape: a struct (RxSwift: a class) with the same `instance`
/// and `isScheduleRequired`.
public struct CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The shared current-thread scheduler.
    public static let instance = CurrentThreadScheduler()

    /// Creates a handle to the current-thread scheduler (all handles are equivalent).
    public init() {}

    /// Whether the caller has to go through `schedule`: `true` when this thread is not already
    /// running work of this scheduler (no trampoline is active on it).
    public static var isScheduleRequired: Bool {
        !Trampoline.current.isRunning
    }

    /// Runs `action` on the calling thread as soon as the work already queued there is done.
    ///
    /// When no trampoline is running on this thread yet, this call starts one, runs `action`
    /// and everything scheduled meanwhile, and removes the trampoline before it returns.
    ///
    /// - Parameters:
    ///   - state: The value handed to `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: A disposable that cancels the work if it has not run yet (best effort).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            let item = ScheduledAction(state: state, action: action)
            trampoline.enqueue(item) { item, trampoline in
                Unmanaged<ScheduledAction<StateType>>.fromOpaque(Unmanaged.passUnretained(item).toOpaque())._withUnsafeGuaranteedRef { $0.runOnTrampoline(trampoline) }
            }
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
internal final class ScheduledAction<State>: Cancelable, @unchecked Sendable {
    private var state: State?
    private var action: ((State) -> Disposable)?
    private let disposed = OnceFlag()
    private let result = SingleAssignmentDisposable()
    #if TRACE_RESOURCES
    private let counted: CountedResource
    #endif

    init(state: State, action: @escaping (State) -> Disposable) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
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
    ///   - state: The value handed to `action`.
    ///   - action: The work to run; it returns a disposable for anything it starts.
    /// - Returns: The disposable the action returned.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}
