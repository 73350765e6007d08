#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Work queued on a thread's trampoline: the object that holds it and a capture-free closure
/// that runs it, made where the object's type is known.
///
/// Not a protocol existential: a generic class (an `EmitterTask` of a range and its observer)
/// reached through a protocol runs its unspecialized witness, which looked up type metadata
/// for every event it emitted (measured: a `range` flat-mapped to `just`s spent a third of its
/// instructions there). The closure, made in inlinable code, calls the specialized method.
@usableFromInline
internal struct TrampolineEntry {
    @usableFromInline internal let task: AnyObject
    @usableFromInline internal let run: (AnyObject, Trampoline) -> Void

    @inlinable
    internal init(task: AnyObject, run: @escaping (AnyObject, Trampoline) -> Void) {
        self.task = task
        self.run = run
    }
}

/// The per-thread state behind `CurrentThreadScheduler`: whether a trampoline is running on
/// this thread, and its queue of pending work.
///
/// Sources on the default scheduler consult it once per subscription. When nothing else is
/// queued, a recursive step is a loop iteration (observably the same as RxSwift's
/// enqueue/dequeue round trip); they hand control back only when something else is waiting.
@usableFromInline
internal final class Trampoline {
    /// Whether a trampoline loop is active on this thread (`!isScheduleRequired`).
    @usableFromInline @exclusivity(unchecked)
    internal var isRunning = false

    @usableFromInline @exclusivity(unchecked)
    internal var queue: ContiguousArray<TrampolineEntry> = []

    @usableFromInline @exclusivity(unchecked)
    internal var head = 0

    @inlinable
    internal init() {}

    /// Whether work is waiting in the queue.
    @inlinable
    internal var hasPending: Bool { head < queue.count }

    /// Appends `task` to the queue; `run` is called with it (and this trampoline) in its turn.
    @inlinable
    internal func enqueue(_ task: AnyObject, run: @escaping (AnyObject, Trampoline) -> Void) {
        queue.append(TrampolineEntry(task: task, run: run))
    }

    /// Runs queued tasks until the queue is empty.
    @usableFromInline
    internal func drain() {
        while head < queue.count {
            let entry = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            entry.run(entry.task, self)
        }
    }

    /// The calling thread's trampoline.
    @usableFromInline
    internal static var current: Trampoline {
        if let pointer = pthread_getspecific(trampolineKey) {
            return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
        }
        let trampoline = Trampoline()
        pthread_setspecific(trampolineKey, Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
    }

    /// Starts a subscription that RxSwift runs as a `CurrentThreadScheduler` action
    /// (`Producer.subscribe`): when no trampoline runs on this thread, this one starts running
    /// and is returned, to be passed to `leave(_:)` after the subscription; when one is running
    /// already, returns `nil` and the subscription simply runs inside it.
    ///
    /// A pair of calls rather than a closure: a generic closure inside `subscribe` is a separate
    /// generic function that the optimizer cannot inline before specializing, and a chain of
    /// wrapper operators then re-enters it with a growing observer type (a specialization loop).
    @inlinable @inline(__always)
    internal static func enter() -> Trampoline? {
        let trampoline = current
        if trampoline.isRunning { return nil }
        trampoline.isRunning = true
        return trampoline
    }

    /// Ends what `enter()` started: runs the work queued meanwhile, then stops the trampoline.
    @inlinable @inline(__always)
    internal static func leave(_ entered: Trampoline?) {
        guard let entered else { return }
        entered.drain()
        entered.isRunning = false
    }

    /// `leave(_:)` once the subscription is made, returning it: a producer's last line,
    /// `return Trampoline.leave(trampoline, returning: sink.run(source))` (the argument, the
    /// subscription, is made before the work queued meanwhile runs).
    @inlinable @inline(__always)
    internal static func leave(_ entered: Trampoline?, returning subscription: Disposable) -> Disposable {
        leave(entered)
        return subscription
    }
}

#if canImport(Darwin)
private func releaseTrampoline(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<Trampoline>.fromOpaque(pointer).release()
}
#else
private func releaseTrampoline(_ pointer: UnsafeMutableRawPointer?) {
    if let pointer { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
}
#endif

/// The thread-local key of each thread's `Trampoline`, released when the thread exits.
@usableFromInline
internal let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, releaseTrampoline)
    precondition(status == 0, "ValueRx: pthread_key_create failed (\(status))")
    return key
}()
