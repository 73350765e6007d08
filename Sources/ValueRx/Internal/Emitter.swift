import Synchronization

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
    let task = EmitterTask<Emitter, Observer, Emitter?, Observer?>(emitter, observer)
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
    let task = EmitterTask<Emitter, Observer, Emitter?, Observer?>(emitter, observer)
    task.enqueue(on: trampoline)
    return task
}

/// An emitter and its observer parked on the heap: queued on the trampoline, or driven by
/// another scheduler. Disposing it stops the steps.
///
/// The emitter and the observer are released as soon as the emission ends or is disposed (as
/// RxSwift's `SinkDisposer` releases its sink): a handler that captures the subscription it
/// belongs to would otherwise keep both alive forever. A small state machine makes the release
/// safe against a step running on another thread or a dispose from inside a handler: whoever
/// leaves the running state last releases.
@usableFromInline
internal final class EmitterTask<Emitter: StepEmitter, Observer: ObserverType, EmitterSlot: OptionalSlot, ObserverSlot: OptionalSlot>: Cancelable, @unchecked Sendable
    where Observer.Element == Emitter.Element, EmitterSlot.Wrapped == Emitter, ObserverSlot.Wrapped == Observer {
    /// `Emitter?` and `Observer?`, passed as generic arguments (`OptionalSlot`: the
    /// deinitializer looks up no metadata).
    @usableFromInline @exclusivity(unchecked)
    internal var emitter: EmitterSlot
    @usableFromInline @exclusivity(unchecked)
    internal var observer: ObserverSlot
    /// `idle`, `running` (steps in progress), `ended` (released), `endRequested` (disposed while
    /// running: the running thread releases when its step returns).
    @usableFromInline
    internal let state = Atomic<Int>(0)
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @usableFromInline static var idle: Int { 0 }
    @usableFromInline static var running: Int { 1 }
    @usableFromInline static var ended: Int { 2 }
    @usableFromInline static var endRequested: Int { 3 }

    @inlinable
    internal init(_ emitter: Emitter, _ observer: Observer) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.emitter = .holding(emitter)
        self.observer = .holding(observer)
    }

    @inlinable
    internal var isDisposed: Bool { state.load(ordering: .acquiring) >= Self.ended }

    @inlinable
    internal func dispose() {
        while true {
            let current = state.load(ordering: .acquiring)
            if current == Self.idle {
                if state.compareExchange(expected: current, desired: Self.ended, ordering: .acquiringAndReleasing).exchanged {
                    release()
                    return
                }
            } else if current == Self.running {
                if state.compareExchange(expected: current, desired: Self.endRequested, ordering: .acquiringAndReleasing).exchanged {
                    return
                }
            } else {
                return
            }
        }
    }

    /// Drops the emitter and the observer (only by the thread that ended the task).
    @usableFromInline
    internal func release() {
        emitter = .emptySlot
        observer = .emptySlot
    }

    /// Enters the running state; `false` once ended.
    @inlinable
    internal func begin() -> Bool {
        state.compareExchange(expected: Self.idle, desired: Self.running, ordering: .acquiring).exchanged
    }

    /// Leaves the running state; `false` (and the task ended and released) when a dispose
    /// arrived meanwhile.
    @inlinable
    internal func end() -> Bool {
        if state.compareExchange(expected: Self.running, desired: Self.idle, ordering: .releasing).exchanged { return true }
        finish()
        return false
    }

    /// Ends the task from the running state, releasing what it holds.
    @inlinable
    internal func finish() {
        state.store(Self.ended, ordering: .releasing)
        release()
    }

    /// Emits one event unless ended; `false` when the emission is over (then released).
    @inlinable
    internal func emitOne() -> Bool {
        let flow = emitter.withValue { emitter in observer.withValue { observer in emitter!.emitStep(into: &observer!) } }
        if flow == .stop || state.load(ordering: .relaxed) == Self.endRequested {
            finish()
            return false
        }
        return true
    }

    /// Runs one step unless disposed; the task ends after the last one.
    @inlinable
    internal func step() -> Flow {
        guard begin() else { return .stop }
        guard emitOne() else { return .stop }
        return end() ? .continue : .stop
    }

    /// Queues the remaining steps on `trampoline`.
    @inlinable
    internal func enqueue(on trampoline: Trampoline) {
        trampoline.enqueue(self) { task, trampoline in
            Unmanaged<EmitterTask>.fromOpaque(Unmanaged.passUnretained(task).toOpaque())._withUnsafeGuaranteedRef { $0.runOnTrampoline(trampoline) }
        }
    }

    /// Runs steps until the emission ends or other work is queued (then queues itself behind it).
    @inlinable
    internal func runOnTrampoline(_ trampoline: Trampoline) {
        guard begin() else { return }
        while emitOne() {
            if trampoline.hasPending {
                if end() { enqueue(on: trampoline) }
                return
            }
        }
    }
}
