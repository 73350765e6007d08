import Foundation
import ValueRx

/// What one blocking operator shares between the thread that waits and the thread that
/// delivers the events: the elements kept so far, how the sequence ended, and the condition
/// variable the waiter sleeps on.
///
/// The condition's lock guards every `var`; user code (`predicate`) runs outside it.
internal final class BlockingStorage<Element>: @unchecked Sendable {
    /// How long the main thread runs its run loop before it checks the state again. Delivery
    /// also wakes the run loop at once (see `wakeMainRunLoop()`); the slice is the fallback.
    private static var runLoopSlice: TimeInterval { 0.01 }

    private let condition = NSCondition()
    /// Stop once this many elements are kept; `nil` waits for the terminal event.
    private let limit: Int?
    /// Which elements to keep.
    private let predicate: (Element) throws -> Bool

    private var elements: [Element] = []
    /// The error the sequence ended with (or `predicate` threw, or `RxError.timeout`).
    private var error: Swift.Error?
    /// Set once the answer is known or the waiter gave up; later events are dropped.
    private var isFinished = false
    /// Whether the waiter is running the main run loop, so that finishing must wake it.
    private var isSpinningMainRunLoop = false

    internal init(limit: Int?, predicate: @escaping (Element) throws -> Bool) {
        self.limit = limit
        self.predicate = predicate
    }

    // MARK: Delivering side

    /// Records `event`; returns `.stop` once nothing more is wanted.
    internal func on(_ event: Event<Element>) -> Flow {
        switch event {
        case .next(let element):
            if finished { return .stop }
            let matches: Bool
            do {
                matches = try predicate(element)
            } catch {
                finish(with: error)
                return .stop
            }
            return matches ? keep(element) : .continue
        case .error(let error):
            finish(with: error)
            return .stop
        case .completed:
            finish(with: nil)
            return .stop
        }
    }

    private var finished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isFinished
    }

    /// Appends `element`; finishes when the limit is reached.
    private func keep(_ element: Element) -> Flow {
        condition.lock()
        if isFinished {
            condition.unlock()
            return .stop
        }
        elements.append(element)
        guard let limit, elements.count >= limit else {
            condition.unlock()
            return .continue
        }
        let mustWake = markFinishedLocked()
        condition.unlock()
        if mustWake { wakeMainRunLoop() }
        return .stop
    }

    /// Ends the wait with `error`, or with success when it is `nil`; ignored once finished.
    private func finish(with error: Swift.Error?) {
        condition.lock()
        if isFinished {
            condition.unlock()
            return
        }
        self.error = error
        let mustWake = markFinishedLocked()
        condition.unlock()
        if mustWake { wakeMainRunLoop() }
    }

    /// Marks the state finished and wakes a sleeping waiter. Call with the lock held.
    ///
    /// - Returns: Whether the waiter runs the main run loop and must be woken through it.
    private func markFinishedLocked() -> Bool {
        isFinished = true
        condition.broadcast()
        return isSpinningMainRunLoop
    }

    /// Makes a main run loop that sleeps in `run(mode:before:)` return now: an empty block on
    /// the main queue is an input it handles, after which `run(mode:before:)` returns.
    private func wakeMainRunLoop() {
        DispatchQueue.main.async {}
    }

    // MARK: Waiting side

    /// Blocks until the answer is known or `deadline` passes, then returns the result. If the
    /// deadline passed first, the state is finished with `RxError.timeout`, and events that
    /// arrive later are dropped.
    internal func waitForResult(until deadline: BlockingDeadline) -> MaterializedSequenceResult<Element> {
        if Thread.isMainThread {
            spinMainRunLoop(until: deadline)
        } else {
            sleep(until: deadline)
        }
        condition.lock()
        defer { condition.unlock() }
        if !isFinished {
            isFinished = true
            error = RxError.timeout
        }
        isSpinningMainRunLoop = false
        if let error {
            return .failed(elements: elements, error: error)
        }
        return .completed(elements: elements)
    }

    /// Sleeps on the condition until finished or `deadline`.
    private func sleep(until deadline: BlockingDeadline) {
        condition.lock()
        defer { condition.unlock() }
        while !isFinished {
            guard let remaining = deadline.remaining else {
                condition.wait()
                continue
            }
            if remaining <= 0 { return }
            _ = condition.wait(until: Date(timeIntervalSinceNow: remaining))
        }
    }

    /// Runs the current (main) run loop in slices until finished or `deadline`, so that work
    /// queued on the main queue, or run loop timers, can deliver the events being waited for.
    private func spinMainRunLoop(until deadline: BlockingDeadline) {
        while true {
            condition.lock()
            if isFinished {
                condition.unlock()
                return
            }
            isSpinningMainRunLoop = true
            condition.unlock()

            var slice = Self.runLoopSlice
            if let remaining = deadline.remaining {
                if remaining <= 0 { return }
                slice = min(slice, remaining)
            }
            let sliceEnd = Date(timeIntervalSinceNow: slice)
            if !RunLoop.current.run(mode: .default, before: sliceEnd) {
                // The run loop has nothing it may run now (for instance, this code already runs
                // inside a block of the main queue): sleep instead of spinning.
                condition.lock()
                if !isFinished {
                    _ = condition.wait(until: sliceEnd)
                }
                condition.unlock()
            }
        }
    }
}

/// The observer a blocking operator subscribes with: hands every event to its storage.
internal struct BlockingObserver<Element>: ObserverType {
    /// RxSwift reaches the source through `asObservable()`, which ends the subscription after a
    /// terminal event (see `ObserverType._endsSourceSubscriptionOnTerminal`).
    static var _endsSourceSubscriptionOnTerminal: Bool { true }

    internal let storage: BlockingStorage<Element>

    internal init(storage: BlockingStorage<Element>) {
        self.storage = storage
    }

    /// Records `event`; `.stop` once the operator has its answer.
    @discardableResult
    internal func on(_ event: Event<Element>) -> Flow {
        storage.on(event)
    }
}

/// A point in monotonic time by which a blocking operator must return, or none.
internal struct BlockingDeadline {
    /// `nil`: no deadline.
    private let end: DispatchTime?

    /// A deadline `timeout` seconds from now. `nil`, NaN, infinite or absurdly long timeouts
    /// (over about 30 years) mean no deadline; zero or less means now.
    internal init(timeout: TimeInterval?) {
        guard let timeout, !timeout.isNaN, timeout < 1_000_000_000 else {
            end = nil
            return
        }
        end = timeout > 0 ? DispatchTime.now() + timeout : DispatchTime.now()
    }

    /// Seconds left before the deadline: `nil` without a deadline, `0` once it passed.
    internal var remaining: TimeInterval? {
        guard let end else { return nil }
        let now = DispatchTime.now().uptimeNanoseconds
        let deadline = end.uptimeNanoseconds
        return deadline > now ? TimeInterval(deadline - now) / 1_000_000_000 : 0
    }
}
