// ClassicRx: the trampoline scheduler and recursive scheduling.
//
// Mirrors RxSwift's `Schedulers/CurrentThreadScheduler.swift` (`CurrentThreadScheduler`:
// `isScheduleRequired` is a `pthread_key_t` slot holding nil or a sentinel, the pending-work
// queue is a boxed `Queue<ScheduledItemType>` kept in the Foundation thread dictionary, the
// outermost `schedule` runs its action and then drains the queue, nested calls enqueue),
// `ImmediateSchedulerType.swift` (`ImmediateSchedulerType` and its `scheduleRecursive` extension),
// `Schedulers/RecursiveScheduler.swift` (`RecursiveImmediateScheduler`: a lock, a
// `CompositeDisposable` group and a per-step `ScheduleState` that registers and unregisters each
// pending step) and `Schedulers/Internal/ScheduledItem.swift` (`ScheduledItem`, a struct stored as
// a `ScheduledItemType` existential, holding a `SingleAssignmentDisposable`).

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A scheduler that runs work now (or as soon as the current work item finishes).
public protocol ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

public extension ImmediateSchedulerType {
    /// Runs `action`, which may ask for another step with `recurse`; every step is a separate
    /// `schedule` call.
    func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let recursion = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursion.schedule(state)
        return Disposables.create(with: recursion.dispose)
    }
}

// MARK: - Scheduled items

protocol InvocableType {
    func invoke()
}

protocol ScheduledItemType: Cancelable, InvocableType {
    func invoke()
}

/// One pending unit of work: the action, its state, and the disposable the action returns.
struct ScheduledItem<T>: ScheduledItemType {
    typealias Action = (T) -> Disposable

    private let action: Action
    private let state: T
    private let result = SingleAssignmentDisposable()

    init(action: @escaping Action, state: T) {
        self.action = action
        self.state = state
    }

    var isDisposed: Bool { result.isDisposed }

    func invoke() {
        result.setDisposable(action(state))
    }

    func dispose() {
        result.dispose()
    }
}

// MARK: - CurrentThreadScheduler

/// Runs work on the calling thread, queueing nested work until the outermost item finishes
/// (the "trampoline"). This is the default scheduler of `range`, `from` and `of`.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    typealias ScheduleQueue = MutableBox<Queue<ScheduledItemType>>

    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private static let isScheduleRequiredKey: pthread_key_t = {
        var key = pthread_key_t()
        guard pthread_key_create(&key, nil) == 0 else {
            rxFatalError("could not create the isScheduleRequired thread key")
        }
        return key
    }()

    /// Any non-nil pointer marks "a trampoline is running on this thread".
    nonisolated(unsafe) private static let runningSentinel: UnsafeRawPointer =
        UnsafeRawPointer(UnsafeMutablePointer<Int>.allocate(capacity: 1))

    private static let queueKey = "ClassicRx.CurrentThreadScheduler.Queue"

    private init() {}

    static var queue: ScheduleQueue? {
        get { ThreadLocalStorage.value(forKey: queueKey) }
        set { ThreadLocalStorage.setValue(newValue, forKey: queueKey) }
    }

    /// True when no trampoline is running on this thread, so the caller must start one.
    public private(set) static var isScheduleRequired: Bool {
        get {
            pthread_getspecific(isScheduleRequiredKey) == nil
        }
        set {
            if pthread_setspecific(isScheduleRequiredKey, newValue ? nil : runningSentinel) != 0 {
                rxFatalError("pthread_setspecific failed")
            }
        }
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if CurrentThreadScheduler.isScheduleRequired {
            // Outermost call: run now, then drain whatever the action queued.
            CurrentThreadScheduler.isScheduleRequired = false

            let disposable = action(state)

            defer {
                CurrentThreadScheduler.isScheduleRequired = true
                CurrentThreadScheduler.queue = nil
            }

            guard let queue = CurrentThreadScheduler.queue else {
                return disposable
            }

            while let item = queue.value.dequeue() {
                if item.isDisposed {
                    continue
                }
                item.invoke()
            }

            return disposable
        }

        // Nested call: enqueue behind the work in progress.
        let queue: ScheduleQueue
        if let existing = CurrentThreadScheduler.queue {
            queue = existing
        } else {
            queue = MutableBox(Queue<ScheduledItemType>(capacity: 1))
            CurrentThreadScheduler.queue = queue
        }

        let item = ScheduledItem(action: action, state: state)
        queue.value.enqueue(item)
        return item
    }
}

// MARK: - Recursive scheduling

private enum ScheduleState {
    case initial
    case added(CompositeDisposable.DisposeKey)
    case done
}

/// Drives `scheduleRecursive`: each step is scheduled separately and tracked in `group` until it
/// runs, so disposing cancels whatever step is pending.
final class RecursiveImmediateScheduler<State> {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let lock = SpinLock()
    private let group = CompositeDisposable()
    private var action: Action?
    private let scheduler: ImmediateSchedulerType

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State) {
        var stepState = ScheduleState.initial

        let pending = scheduler.schedule(state) { state -> Disposable in
            // Best effort: skip if already disposed.
            if self.group.isDisposed {
                return Disposables.create()
            }

            let current: Action? = self.lock.performLocked {
                if case let .added(key) = stepState {
                    self.group.remove(for: key)
                }
                stepState = .done
                return self.action
            }

            if let current {
                current(state, self.schedule)
            }

            return Disposables.create()
        }

        lock.performLocked {
            switch stepState {
            case .added:
                rxFatalError("step registered twice")
            case .initial:
                if let key = group.insert(pending) {
                    stepState = .added(key)
                } else {
                    stepState = .done
                }
            case .done:
                break
            }
        }
    }

    func dispose() {
        lock.performLocked {
            action = nil
        }
        group.dispose()
    }
}
