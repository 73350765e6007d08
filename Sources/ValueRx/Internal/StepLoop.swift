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
@usableFromInline
@frozen
internal struct StepLoop {
    /// A thread is running the loop.
    @usableFromInline internal var isRunning = false
    /// A step was asked for while the loop ran: the loop runs one more turn.
    @usableFromInline internal var stepAsked = false

    @inlinable
    internal init() {}

    /// With the sink's lock held: whether the caller runs the loop now (`false` when the whole
    /// has ended, or when a loop is running: that loop takes the step as another turn).
    @inlinable
    internal mutating func enter(ended: Bool) -> Bool {
        if ended { return false }
        if isRunning {
            stepAsked = true
            return false
        }
        isRunning = true
        return true
    }

    /// With the sink's lock held, after a step: whether the loop runs another turn; otherwise
    /// the loop is left.
    @inlinable
    internal mutating func again(ended: Bool) -> Bool {
        if stepAsked && !ended {
            stepAsked = false
            return true
        }
        isRunning = false
        stepAsked = false
        return false
    }
}
