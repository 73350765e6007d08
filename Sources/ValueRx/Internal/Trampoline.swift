#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Work queued on a thread's trampoline.
@usableFromInline
internal protocol TrampolineTask: AnyObject {
    /// Runs the task; the trampoline is running on the current thread.
    func runOnTrampoline(_ trampoline: Trampoline)
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
    internal var queue: ContiguousArray<TrampolineTask> = []

    @usableFromInline @exclusivity(unchecked)
    internal var head = 0

    @inlinable
    internal init() {}

    /// Whether work is waiting in the queue.
    @inlinable
    internal var hasPending: Bool { head < queue.count }

    /// Appends `task` to the queue.
    @inlinable
    internal func enqueue(_ task: TrampolineTask) {
        queue.append(task)
    }

    /// Runs queued tasks until the queue is empty.
    @usableFromInline
    internal func drain() {
        while head < queue.count {
            let task = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            }
            task.runOnTrampoline(self)
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

    /// Runs `body` as the first action of a trampoline on this thread when none is running
    /// (then drains the queue), or directly when one is (RxSwift's `Producer.subscribe`).
    @inlinable
    internal static func run<Result>(_ body: () -> Result) -> Result {
        let trampoline = current
        if trampoline.isRunning {
            return body()
        }
        trampoline.isRunning = true
        defer { trampoline.isRunning = false }
        let result = body()
        trampoline.drain()
        return result
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
