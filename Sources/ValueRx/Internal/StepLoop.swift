/// The gate of a sink that subscribes its inputs one after the other (concat, catch(sequence:),
/// retry, retryWhen): a step that ends while it is still being subscribed (a synchronous source
/// that fails at once) asks for the next step, which must become another turn of the running
/// loop instead of a nested call, or a retry of a synchronous failure would grow the stack with
/// every attempt. RxSwift's `TailRecursiveSink` schedules those steps on the trampoline; this is
/// the same without a scheduled action per step.
///
/// The state lives inside the sink and is read and written under the sink's lock; the loop
/// (`SteppingSink.moveNext()`) is
///
/// ```swift
/// guard lock.withLock({ gate.enter(ended: ended) }) else { return }
/// repeat { step() } while lock.withLock({ gate.again(ended: ended) })
/// ```
///
/// Every step asked for while the loop runs is one more turn, in order, as each
/// `schedule(.moveNext)` is one more action queued on RxSwift's gate (`AsyncLock`): concat,
/// `catch(sequence:)` and `retry` ask at most once per step (their running input ended), but
/// `retry(when:)`'s trigger may send several elements while an attempt is being subscribed to,
/// and each starts an attempt of its own. Once the whole has ended, the turns still asked for
/// are dropped (RxSwift's disposed gate drops its queue).
@usableFromInline
@frozen
internal struct StepLoop {
    /// A thread is running the loop.
    @usableFromInline internal var isRunning = false
    /// Steps asked for while the loop ran and not taken yet: the loop runs that many more turns.
    @usableFromInline internal var stepsAsked = 0

    @inlinable
    internal init() {}

    /// With the sink's lock held: whether the caller runs the loop now (`false` when the whole
    /// has ended, or when a loop is running: that loop takes the step as another turn).
    @inlinable
    internal mutating func enter(ended: Bool) -> Bool {
        if ended { return false }
        if isRunning {
            stepsAsked += 1
            return false
        }
        isRunning = true
        return true
    }

    /// With the sink's lock held, after a step: whether the loop runs another turn; otherwise
    /// the loop is left.
    @inlinable
    internal mutating func again(ended: Bool) -> Bool {
        if stepsAsked > 0 && !ended {
            stepsAsked -= 1
            return true
        }
        isRunning = false
        stepsAsked = 0
        return false
    }
}
