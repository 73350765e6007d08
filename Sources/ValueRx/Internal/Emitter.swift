/// A synchronous producer that emits one event per step: the shape of RxSwift's
/// `scheduleRecursive` sources (`of`, `from`, `range`, `generate`, `repeatElement`, and the
/// scheduled forms of `just` and `from(optional:)`).
@usableFromInline
internal protocol StepEmitter<Element> {
    associatedtype Element

    /// Emits the next event to `observer`. Returns `.stop` after a terminal event, or when
    /// `observer` asked to stop.
    mutating func emitStep<Observer: ObserverType>(into observer: inout Observer) -> Flow
        where Observer.Element == Element
}

/// Runs `emitter` to completion for `observer` on `scheduler`, one step per recursive schedule.
///
/// On the `CurrentThreadScheduler` (the default) this is RxSwift's trampoline without its
/// cost: when no trampoline runs on this thread, the subscription becomes one and the steps
/// run as a loop that hands control back only when other work is queued; when a trampoline
/// is already running, the first step is queued behind the work already there. On any other
/// scheduler the subscription itself runs inside a trampoline action, as RxSwift's does.
@inlinable @inline(__always)
internal func emitRecursively<Scheduler: ImmediateSchedulerType, Emitter: StepEmitter, Observer: ObserverType>(
    on scheduler: Scheduler, _ emitter: consuming Emitter, to observer: consuming Observer
) -> Disposable where Observer.Element == Emitter.Element {
    if Scheduler.self == CurrentThreadScheduler.self {
        return emitOnTrampoline(emitter, to: observer)
    }
    // RxSwift's `Producer.subscribe` runs every subscription inside a trampoline action, so
    // while another scheduler's first step runs synchronously, default-scheduler work is queued.
    let task = EmitterTask(emitter, observer)
    let trampoline = Trampoline.enter()
    let scheduled = scheduler.scheduleRecursive(()) { _, recurse in
        if task.step() == .continue { recurse(()) }
    }
    Trampoline.leave(trampoline)
    return CompositeDisposable(task, scheduled)
}

/// The default-scheduler path of `emitRecursively`. Always inlined into the subscriber, so
/// the loop below sits in the caller's function, where the user's closures are known values
/// the optimizer can inline (in a separate function they are indirect calls: about 3 ns per
/// operator per event, measured).
@inlinable @inline(__always)
internal func emitOnTrampoline<Emitter: StepEmitter, Observer: ObserverType>(
    _ emitter: consuming Emitter, to observer: consuming Observer
) -> Disposable where Observer.Element == Emitter.Element {
    let trampoline = Trampoline.current
    if trampoline.isRunning {
        return parkOnTrampoline(trampoline, emitter, observer)
    }
    trampoline.isRunning = true
    while emitter.emitStep(into: &observer) == .continue {
        if trampoline.hasPending {
            _ = parkOnTrampoline(trampoline, emitter, observer)
            break
        }
    }
    trampoline.drain()
    trampoline.isRunning = false
    return NopDisposable()
}

/// Queues the rest of an emission behind the work already on the trampoline (the slow path,
/// kept out of the inlined loop).
@inlinable @inline(never)
internal func parkOnTrampoline<Emitter: StepEmitter, Observer: ObserverType>(
    _ trampoline: Trampoline, _ emitter: Emitter, _ observer: Observer
) -> Disposable where Observer.Element == Emitter.Element {
    let task = EmitterTask(emitter, observer)
    task.enqueue(on: trampoline)
    return task
}

/// An emitter and its observer parked on the heap: queued on the trampoline, or driven by
/// another scheduler. Disposing it stops the steps.
@usableFromInline
internal final class EmitterTask<Emitter: StepEmitter, Observer: ObserverType>: Cancelable, @unchecked Sendable
    where Observer.Element == Emitter.Element {
    @usableFromInline @exclusivity(unchecked)
    internal var emitter: Emitter
    @usableFromInline @exclusivity(unchecked)
    internal var observer: Observer
    @usableFromInline
    internal let disposed = OnceFlag()

    @inlinable
    internal init(_ emitter: Emitter, _ observer: Observer) {
        #if TRACE_RESOURCES
        Resources.incrementTotal()
        #endif
        self.emitter = emitter
        self.observer = observer
    }

    @inlinable
    internal var isDisposed: Bool { disposed.isSet }

    @inlinable
    internal func dispose() {
        _ = disposed.set()
    }

    /// Runs one step unless disposed; marks the task finished after the last one.
    @inlinable
    internal func step() -> Flow {
        if disposed.isSet { return .stop }
        if emitter.emitStep(into: &observer) == .stop {
            _ = disposed.set()
            return .stop
        }
        return .continue
    }

    /// Queues the remaining steps on `trampoline`.
    @inlinable
    internal func enqueue(on trampoline: Trampoline) {
        trampoline.enqueue(self) { task, trampoline in
            unsafeDowncast(task, to: EmitterTask.self).runOnTrampoline(trampoline)
        }
    }

    /// Runs steps until the emission ends or other work is queued (then queues itself behind it).
    @inlinable
    internal func runOnTrampoline(_ trampoline: Trampoline) {
        while step() == .continue {
            if trampoline.hasPending {
                enqueue(on: trampoline)
                return
            }
        }
    }

    #if TRACE_RESOURCES
    deinit {
        Resources.decrementTotal()
    }
    #endif
}
