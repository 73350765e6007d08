import AllocationCounter
import Dispatch
import Foundation
import ValueRx
import ValueRxTest
import XCTest

// `scheduleRecursive` on real queues and on synchronous schedulers: what RxSwift's
// `RecursiveImmediateScheduler` guarantees (each step is its own unit of work on the
// scheduler, each state reaches one step, disposing stops the steps not started), on both of
// ValueRx's paths (dispatch-queue schedulers enqueue the steps themselves; every other
// scheduler goes through `schedule`). Every wait is bounded (5 s).

/// Shared mutable state for steps that run on other threads.
private final class RecursionTestBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Value

    init(_ value: Value) {
        storage = value
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    @discardableResult
    func mutate<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&storage)
    }
}

private let waitLimit: TimeInterval = 5

/// A serial dispatch scheduler and the queue it owns (to drain it with `sync`, and to start a
/// recursion from inside one of its blocks, so that no step can run before the test has the
/// recursion's disposable).
private func serialSchedulerAndQueue(_ label: String) -> (SerialDispatchQueueScheduler, DispatchQueue) {
    let queue = RecursionTestBox<DispatchQueue?>(nil)
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: label, serialQueueConfiguration: { created in
        queue.mutate { $0 = created }
    })
    return (scheduler, queue.value!)
}

final class RecursiveSchedulingTests: ValueRxTestCase {
    // MARK: Dispatch-queue schedulers

    /// Each step is one block on the queue, enqueued when `recurse` is called: work the step
    /// enqueues before `recurse` runs before the next step, work enqueued after it runs after
    /// (RxSwift: `recurse` is `schedule`, which is `queue.async`). A recursion that ran its
    /// steps in a loop inside one block would log `step 1` before `before`.
    func testOnASerialQueueEachStepIsOneBlockInRecurseOrder() {
        let (scheduler, queue) = serialSchedulerAndQueue("valuerx.tests.recursive-order")
        let log = RecursionTestBox([String]())
        let recursion = RecursionTestBox<Disposable?>(nil)
        queue.async {
            recursion.mutate {
                $0 = scheduler.scheduleRecursive(0) { (state: Int, recurse: (Int) -> Void) in
                    log.mutate { $0.append("step \(state)") }
                    guard state == 0 else { return }
                    queue.async { log.mutate { $0.append("before") } }
                    recurse(1)
                    queue.async { log.mutate { $0.append("after") } }
                    recurse(2)
                }
            }
        }
        queue.sync {}
        queue.sync {}
        queue.sync {}
        XCTAssertEqual(log.value, ["step 0", "before", "step 1", "after", "step 2"])
        recursion.value?.dispose()
    }

    /// States are passed through in order, every step runs on the scheduler's queue, and a
    /// long countdown ends (no step lost, none run twice).
    func testOnASerialQueueACountdownPassesEveryStateInOrder() {
        let key = DispatchSpecificKey<String>()
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "valuerx.tests.recursive-countdown",
            serialQueueConfiguration: { queue in queue.setSpecific(key: key, value: "recursive") }
        )
        let seen = RecursionTestBox([Int]())
        let offQueue = RecursionTestBox(0)
        let done = DispatchSemaphore(value: 0)
        let recursion = scheduler.scheduleRecursive(1_000) { (state: Int, recurse: (Int) -> Void) in
            if DispatchQueue.getSpecific(key: key) != "recursive" { offQueue.mutate { $0 += 1 } }
            seen.mutate { $0.append(state) }
            if state > 1 { recurse(state - 1) } else { done.signal() }
        }
        XCTAssertEqual(done.wait(timeout: .now() + waitLimit), .success, "the countdown did not end")
        XCTAssertEqual(seen.value, Array((1 ... 1_000).reversed()))
        XCTAssertEqual(offQueue.value, 0, "steps ran off the scheduler's queue")
        recursion.dispose()
        XCTAssertEqual((recursion as? Cancelable)?.isDisposed, true)
    }

    /// Disposing inside a step cancels the steps already enqueued (their blocks still run on
    /// the queue and do nothing), and `recurse` after the disposal schedules nothing.
    func testOnASerialQueueDisposeInsideAStepCancelsThePendingSteps() {
        let (scheduler, queue) = serialSchedulerAndQueue("valuerx.tests.recursive-dispose-inside")
        let seen = RecursionTestBox([Int]())
        let recursion = RecursionTestBox<Disposable?>(nil)
        queue.async {
            recursion.mutate {
                $0 = scheduler.scheduleRecursive(0) { (state: Int, recurse: (Int) -> Void) in
                    seen.mutate { $0.append(state) }
                    guard state == 0 else { return }
                    recurse(1)
                    recurse(2)
                    recursion.value?.dispose()
                    recurse(3)
                }
            }
        }
        queue.sync {}
        queue.sync {}
        queue.sync {}
        XCTAssertEqual(seen.value, [0])
        XCTAssertEqual((recursion.value as? Cancelable)?.isDisposed, true)
    }

    /// Disposing from another thread stops an endless recursion: at most the step running at
    /// that moment finishes, and nothing runs once the queue has drained.
    func testOnASerialQueueDisposeFromAnotherThreadStopsTheRecursion() {
        let (scheduler, queue) = serialSchedulerAndQueue("valuerx.tests.recursive-dispose-outside")
        let seen = RecursionTestBox([Int]())
        let reached = DispatchSemaphore(value: 0)
        let recursion = scheduler.scheduleRecursive(0) { (state: Int, recurse: (Int) -> Void) in
            seen.mutate { $0.append(state) }
            if state == 100 { reached.signal() }
            recurse(state + 1)
        }
        XCTAssertEqual(reached.wait(timeout: .now() + waitLimit), .success, "the recursion did not run")
        recursion.dispose()
        let atDispose = seen.value.count
        queue.sync {}
        let afterDrain = seen.value.count
        XCTAssertLessThanOrEqual(afterDrain - atDispose, 1, "only the step running at the disposal may finish")
        queue.sync {}
        Thread.sleep(forTimeInterval: 0.02)
        queue.sync {}
        XCTAssertEqual(seen.value.count, afterDrain, "a step ran after dispose and a drained queue")
        XCTAssertEqual(seen.value, Array(0 ..< afterDrain), "each step got the state its predecessor passed")
    }

    /// On a concurrent queue every state passed to `recurse` reaches exactly one step (a tree
    /// of 1,023 steps, each scheduling two children). RxSwift's steps there are plain
    /// `queue.async` blocks, so steps of one recursion may overlap: that is neither asserted
    /// nor excluded here.
    func testOnAConcurrentQueueEveryStateReachesExactlyOneStep() {
        let queue = DispatchQueue(label: "valuerx.tests.recursive-concurrent", attributes: .concurrent)
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let total = 1_023
        let seen = RecursionTestBox([Int]())
        let group = DispatchGroup()
        for _ in 0 ..< total { group.enter() }
        let recursion = scheduler.scheduleRecursive(0) { (index: Int, recurse: (Int) -> Void) in
            seen.mutate { $0.append(index) }
            if 2 * index + 1 < total { recurse(2 * index + 1) }
            if 2 * index + 2 < total { recurse(2 * index + 2) }
            group.leave()
        }
        XCTAssertEqual(group.wait(timeout: .now() + waitLimit), .success, "not every step ran")
        // Lets the last blocks return before the leak check.
        queue.sync(flags: .barrier) {}
        XCTAssertEqual(seen.value.sorted(), Array(0 ..< total))
        recursion.dispose()
    }

    /// A dispatch scheduler wrapped in `AnyImmediateScheduler` / `AnyScheduler` keeps the
    /// behaviour: every step runs on the wrapped scheduler's queue, states in order.
    func testWrappedDispatchSchedulersRunEveryStepOnTheirQueue() {
        let key = DispatchSpecificKey<String>()
        let serial = SerialDispatchQueueScheduler(
            internalSerialQueueName: "valuerx.tests.recursive-wrapped",
            serialQueueConfiguration: { queue in queue.setSpecific(key: key, value: "wrapped") }
        )
        let wrappers: [(String, ImmediateSchedulerType)] = [
            ("AnyImmediateScheduler", AnyImmediateScheduler(serial)),
            ("AnyScheduler", AnyScheduler(serial)),
        ]
        for (name, wrapper) in wrappers {
            let seen = RecursionTestBox([Int]())
            let offQueue = RecursionTestBox(0)
            let done = DispatchSemaphore(value: 0)
            let recursion = AnyImmediateScheduler(wrapper).scheduleRecursive(50) { (state: Int, recurse: (Int) -> Void) in
                if DispatchQueue.getSpecific(key: key) != "wrapped" { offQueue.mutate { $0 += 1 } }
                seen.mutate { $0.append(state) }
                if state > 1 { recurse(state - 1) } else { done.signal() }
            }
            XCTAssertEqual(done.wait(timeout: .now() + waitLimit), .success, "\(name): the countdown did not end")
            XCTAssertEqual(seen.value, Array((1 ... 50).reversed()), name)
            XCTAssertEqual(offQueue.value, 0, "\(name): steps ran off the queue")
            recursion.dispose()
        }
    }

    // MARK: Synchronous and virtual-time schedulers

    /// On the immediate scheduler the steps a step asks for run after it returns, in the order
    /// asked, each one after the previous one returned (no nesting, so no stack growth).
    /// Differs from RxSwift, which runs them nested inside the calling step.
    func testOnTheImmediateSchedulerStepsRunAfterTheCallingStepInOrder() {
        var log: [String] = []
        let recursion = ImmediateScheduler.instance.scheduleRecursive(0) { (state: Int, recurse: (Int) -> Void) in
            log.append("start \(state)")
            if state == 0 {
                recurse(1)
                recurse(2)
            } else if state == 1 {
                recurse(3)
            }
            log.append("end \(state)")
        }
        XCTAssertEqual(log, ["start 0", "end 0", "start 1", "end 1", "start 2", "end 2", "start 3", "end 3"])
        recursion.dispose()
    }

    /// On the trampoline (a recursion started inside a `CurrentThreadScheduler` action, so each
    /// step is queued behind the current one), disposing inside a step cancels the step it had
    /// asked for: it is taken off the trampoline and never runs.
    func testOnTheTrampolineDisposeInsideAStepCancelsTheQueuedStep() {
        var seen: [Int] = []
        var recursion: Disposable?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            recursion = CurrentThreadScheduler.instance.scheduleRecursive(0) { (state: Int, recurse: (Int) -> Void) in
                seen.append(state)
                recurse(state + 1)
                if state == 1 { recursion?.dispose() }
            }
            // Queued behind this action: nothing ran yet.
            XCTAssertEqual(seen, [])
            return Disposables.create()
        }
        XCTAssertEqual(seen, [0, 1])
        XCTAssertEqual((recursion as? Cancelable)?.isDisposed, true)
    }

    /// On a virtual-time scheduler, disposing the recursion cancels the step scheduled for
    /// later: it never runs, even though its time comes.
    func testOnATestSchedulerDisposeCancelsThePendingStep() {
        let scheduler = TestScheduler(initialClock: 0)
        var seen: [TestTime] = []
        var recursion: Disposable?
        scheduler.scheduleAt(100) {
            recursion = scheduler.scheduleRecursive(0) { (_: Int, recurse: (Int) -> Void) in
                seen.append(scheduler.clock)
                recurse(0)
            }
        }
        scheduler.scheduleAt(103) { recursion?.dispose() }
        scheduler.start()
        XCTAssertEqual(seen, [101, 102])
        XCTAssertEqual((recursion as? Cancelable)?.isDisposed, true)
    }

    /// Relative recursion on a virtual-time scheduler: each step at its own due time, the
    /// state passed through, and disposal cancels the pending step.
    func testRelativeRecursionPassesStatesAndStopsWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var seen: [Recorded<Int>] = []
        var recursion: Disposable?
        scheduler.scheduleAt(100) {
            recursion = scheduler.scheduleRecursive(1, dueTime: .seconds(10)) { (state: Int, recurse: (Int, RxTimeInterval) -> Void) in
                seen.append(Recorded(time: scheduler.clock, value: state))
                recurse(state + 1, .seconds(state * 10))
            }
        }
        scheduler.scheduleAt(145) { recursion?.dispose() }
        scheduler.start()
        // Steps at 110 (state 1), 120 (state 2, after 10), 140 (state 3, after 20); state 4 was
        // due at 170, after the disposal at 145.
        XCTAssertEqual(seen.map(\.time), [110, 120, 140])
        XCTAssertEqual(seen.map(\.value), [1, 2, 3])
    }
}

/// Allocations of `recurse` on a dispatch queue (release builds on Linux, as
/// Performance/AllocationTests.swift).
final class RecursiveSchedulingAllocationTests: ValueRxTestCase {
    override func setUpWithError() throws {
        #if DEBUG
        throw XCTSkip("allocation counts are asserted in release builds (swift test -c release)")
        #endif
        try XCTSkipUnless(vrx_alloc_counter_is_active() != 0, "the malloc interposer works on Linux/glibc only")
    }

    /// A `recurse` on a serial dispatch scheduler allocates only what dispatch needs for the
    /// block (its copy of the block; continuations come from dispatch's per-thread cache), not
    /// a closure context, a disposable and the per-step bookkeeping of `schedule` (before the
    /// dispatch fast path: about 7 blocks per `recurse`). Counted on the step's own thread,
    /// around the `recurse` call only, after 100 warm-up steps.
    func testRecurseOnADispatchQueueAllocatesOnlyTheBlock() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "valuerx.tests.recursive-allocations")
        let measured = 1_000
        let warmUp = 100
        let allocations = RecursionTestBox<UInt64>(0)
        let done = DispatchSemaphore(value: 0)
        let recursion = scheduler.scheduleRecursive(measured + warmUp) { (state: Int, recurse: (Int) -> Void) in
            guard state > 1 else {
                done.signal()
                return
            }
            let before = vrx_alloc_count_thread()
            recurse(state - 1)
            let after = vrx_alloc_count_thread()
            if state <= measured { allocations.mutate { $0 += after - before } }
        }
        XCTAssertEqual(done.wait(timeout: .now() + waitLimit), .success, "the countdown did not end")
        recursion.dispose()
        // One block copy per `recurse`; a little slack for dispatch refilling its cache.
        XCTAssertLessThanOrEqual(allocations.value, UInt64(measured) + UInt64(measured) / 10, "allocations per recurse: \(Double(allocations.value) / Double(measured))")
    }
}
