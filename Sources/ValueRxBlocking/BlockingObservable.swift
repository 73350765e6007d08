import Foundation
import ValueRx

/// An observable sequence seen through operators that block the calling thread until they have
/// their answer: every element, the first or the last one, the only one, or how the sequence
/// ended.
///
/// Made by `toBlocking(timeout:)`. Meant for tests, command-line tools and playgrounds:
/// application code that parks a thread to wait for a sequence is better restructured to
/// react to the sequence's events.
///
/// ```swift
/// let squares = try Observable.of(1, 2, 3).map { $0 * $0 }.toBlocking().toArray()
/// // squares == [1, 4, 9]
/// ```
///
/// Every operator subscribes to the source once, on the calling thread, and waits like this:
/// - If the sequence gives the answer while it is being subscribed to (a synchronous source
///   such as `of` or `just`), the operator returns at once, without waiting.
/// - On the main thread, it runs the main run loop (default mode) in short slices while it
///   waits, so that events delivered through `DispatchQueue.main` or a run loop timer arrive.
/// - On any other thread, it sleeps on a condition variable until the sequence delivers the
///   answer.
/// - When the timeout passes first, it disposes the subscription and reports
///   `RxError.timeout`.
///
/// `first()` and `single()` stop the source as soon as they have their answer: the observer
/// answers `.stop` to the event that settles it, and the subscription is disposed.
///
/// Waiting for a sequence whose events must come through the thread or serial queue that is
/// blocked cannot succeed and ends only at the timeout (with no timeout: never), as in
/// RxSwift. That is the case when blocking inside a `DispatchQueue.main` block for events sent
/// on the main queue, or while the current-thread trampoline runs (inside a
/// `CurrentThreadScheduler` action, a `create` subscribe closure, or an event handler of an
/// `of`/`from`/`range` source) for a source on `CurrentThreadScheduler`, whose work waits for
/// the running action to end.
///
/// Differs from RxSwift:
/// - RxSwift subscribes from inside the current thread's run loop and runs that run loop on
///   every thread. ValueRx subscribes directly, returns without entering the run loop when the
///   sequence already gave its answer, and runs a run loop only on the main thread: a
///   background thread sleeps, so timers scheduled on its own run loop do not fire while it
///   blocks;
/// - a timeout of zero or less times out at once unless the answer came during `subscribe`; a
///   timeout that is not finite waits without limit.
public struct BlockingObservable<Element> {
    /// The longest time an operator may block; `nil` blocks until the sequence answers.
    internal let timeout: TimeInterval?

    /// The sequence every operator subscribes to.
    internal let source: Observable<Element>

    /// Wraps `source`; operators block at most `timeout` seconds.
    internal init(timeout: TimeInterval?, source: Observable<Element>) {
        self.timeout = timeout
        self.source = source
    }
}
