import Dispatch
import Foundation
import ValueRx
import XCTest

// Real-thread tests for the Dispatch, OperationQueue and main-queue schedulers, plus
// ScheduledDisposable (HistoricalScheduler: HistoricalSchedulerTests.swift). Every wait is
// bounded (5 s); timing assertions only check lower bounds.

/// Shared mutable state for actions that run on other threads.
private final class DispatchTestBox<Value> {
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

/// Waits until everything already queued on a serial scheduler has run.
private func drain(_ scheduler: ImmediateSchedulerType, file: StaticString = #filePath, line: UInt = #line) {
    let drained = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in
        drained.signal()
        return Disposables.create()
    }
    XCTAssertEqual(drained.wait(timeout: .now() + waitLimit), .success, "the scheduler did not drain", file: file, line: line)
}

/// `scheduleRelative` runs the action no earlier than its due time (minus 2 ms of slack for
/// clock granularity); no upper bound is asserted.
private func assertScheduleRelativeWaitsForTheDueTime(_ scheduler: SchedulerType, file: StaticString = #filePath, line: UInt = #line) {
    let start = DispatchTime.now()
    let elapsed = DispatchTestBox<UInt64>(0)
    let fired = DispatchSemaphore(value: 0)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
        elapsed.mutate { $0 = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds }
        fired.signal()
        return Disposables.create()
    }
    XCTAssertEqual(fired.wait(timeout: .now() + waitLimit), .success, "the action did not run", file: file, line: line)
    XCTAssertGreaterThanOrEqual(elapsed.value, 48_000_000, "ran before its due time", file: file, line: line)
}

/// Disposing a relative schedule before its due time cancels it: a later sentinel runs and
/// the cancelled action never does.
private func assertDisposeBeforeTheDueTimeCancels(_ scheduler: SchedulerType, file: StaticString = #filePath, line: UInt = #line) {
    let ran = DispatchTestBox(false)
    let disposable = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
        ran.mutate { $0 = true }
        return Disposables.create()
    }
    disposable.dispose()
    let sentinel = DispatchSemaphore(value: 0)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(60)) { _ in
        sentinel.signal()
        return Disposables.create()
    }
    XCTAssertEqual(sentinel.wait(timeout: .now() + waitLimit), .success, "the sentinel did not run", file: file, line: line)
    XCTAssertFalse(ran.value, "a disposed action ran", file: file, line: line)
    XCTAssertEqual((disposable as? Cancelable)?.isDisposed, true, file: file, line: line)
}

/// `schedulePeriodic` passes each tick the previous tick's result, never overlaps ticks,
/// and stops once disposed (after a short grace for a tick already under way).
private func assertPeriodicThreadsStateAndStops(_ scheduler: SchedulerType, file: StaticString = #filePath, line: UInt = #line) {
    let states = DispatchTestBox([Int]())
    let inFlight = DispatchTestBox(0)
    let maxInFlight = DispatchTestBox(0)
    let enough = DispatchSemaphore(value: 0)
    let disposable = scheduler.schedulePeriodic(0, startAfter: .milliseconds(2), period: .milliseconds(2)) { state in
        let current = inFlight.mutate { (value: inout Int) -> Int in
            value += 1
            return value
        }
        maxInFlight.mutate { $0 = max($0, current) }
        let count = states.mutate { (values: inout [Int]) -> Int in
            values.append(state)
            return values.count
        }
        inFlight.mutate { $0 -= 1 }
        if count == 5 { enough.signal() }
        return state + 1
    }
    XCTAssertEqual(enough.wait(timeout: .now() + waitLimit), .success, "five ticks did not come", file: file, line: line)
    disposable.dispose()
    // Grace: a tick that had already started when `dispose` was called may still finish. Wide
    // enough for a preempted thread on a loaded 2-core CI machine.
    Thread.sleep(forTimeInterval: 0.1)
    let countAfterGrace = states.value.count
    // Many more periods: no further tick may come.
    Thread.sleep(forTimeInterval: 0.05)
    XCTAssertEqual(states.value.count, countAfterGrace, "a tick ran after dispose", file: file, line: line)
    XCTAssertEqual(states.value, Array(0 ..< states.value.count), "each tick gets the previous tick's result", file: file, line: line)
    XCTAssertEqual(maxInFlight.value, 1, "ticks overlapped", file: file, line: line)
    XCTAssertEqual((disposable as? Cancelable)?.isDisposed, true, file: file, line: line)
}

// MARK: - SerialDispatchQueueScheduler

final class SerialDispatchQueueSchedulerTests: ValueRxTestCase {
    func testActionsRunInSchedulingOrderOnTheSchedulersQueue() {
        let key = DispatchSpecificKey<String>()
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "valuerx.tests.serial",
            serialQueueConfiguration: { queue in queue.setSpecific(key: key, value: "serial") }
        )
        let order = DispatchTestBox([Int]())
        let offQueue = DispatchTestBox(0)
        let count = 200
        let last = expectation(description: "the last action ran")
        for index in 0 ..< count {
            _ = scheduler.schedule(index) { index in
                if DispatchQueue.getSpecific(key: key) != "serial" { offQueue.mutate { $0 += 1 } }
                order.mutate { $0.append(index) }
                if index == count - 1 { last.fulfill() }
                return Disposables.create()
            }
        }
        wait(for: [last], timeout: waitLimit)
        XCTAssertEqual(order.value, Array(0 ..< count))
        XCTAssertEqual(offQueue.value, 0, "actions ran off the scheduler's queue")
    }

    func testActionsNeverOverlapWhenScheduledFromManyThreads() {
        // A concurrent target queue: the scheduler's serial proxy must still run one action
        // at a time, and the actions must run on (a queue targeting) that target.
        let target = DispatchQueue(label: "valuerx.tests.concurrent-target", attributes: .concurrent)
        let key = DispatchSpecificKey<Int>()
        target.setSpecific(key: key, value: 7)
        let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "valuerx.tests.serial-proxy")

        let threads = 8
        let perThread = 100
        let inFlight = DispatchTestBox(0)
        let maxInFlight = DispatchTestBox(0)
        let offTarget = DispatchTestBox(0)
        let perThreadOrder = DispatchTestBox([[Int]](repeating: [], count: threads))
        let group = DispatchGroup()
        for _ in 0 ..< threads * perThread { group.enter() }

        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for step in 0 ..< perThread {
                _ = scheduler.schedule((thread, step)) { state in
                    let current = inFlight.mutate { (value: inout Int) -> Int in
                        value += 1
                        return value
                    }
                    maxInFlight.mutate { $0 = max($0, current) }
                    if DispatchQueue.getSpecific(key: key) != 7 { offTarget.mutate { $0 += 1 } }
                    perThreadOrder.mutate { $0[state.0].append(state.1) }
                    // Widen the window in which an overlapping action would be seen.
                    for _ in 0 ..< 20 { _ = inFlight.value }
                    inFlight.mutate { $0 -= 1 }
                    group.leave()
                    return Disposables.create()
                }
            }
        }

        XCTAssertEqual(group.wait(timeout: .now() + waitLimit), .success, "not every action ran")
        XCTAssertEqual(maxInFlight.value, 1, "two actions ran at the same time")
        XCTAssertEqual(offTarget.value, 0, "actions ran off the target queue")
        for (thread, steps) in perThreadOrder.value.enumerated() {
            XCTAssertEqual(steps, Array(0 ..< perThread), "actions from thread \(thread) ran out of order")
        }
    }

    func testQosInitialiserRunsActionsInOrderOffTheMainThread() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let order = DispatchTestBox([Int]())
        let onMain = DispatchTestBox(0)
        for index in 0 ..< 50 {
            _ = scheduler.schedule(index) { index in
                if Thread.isMainThread { onMain.mutate { $0 += 1 } }
                order.mutate { $0.append(index) }
                return Disposables.create()
            }
        }
        drain(scheduler)
        XCTAssertEqual(order.value, Array(0 ..< 50))
        XCTAssertEqual(onMain.value, 0)
    }

    func testDisposeBeforeTheActionStartsCancelsIt() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "valuerx.tests.serial-cancel")
        let gate = DispatchSemaphore(value: 0)
        // Occupies the queue until the gate opens, so the next action is still waiting.
        _ = scheduler.schedule(()) { _ in
            _ = gate.wait(timeout: .now() + waitLimit)
            return Disposables.create()
        }
        let ran = DispatchTestBox(false)
        let disposable = scheduler.schedule(()) { _ in
            ran.mutate { $0 = true }
            return Disposables.create()
        }
        disposable.dispose()
        gate.signal()
        drain(scheduler)
        XCTAssertFalse(ran.value)
        XCTAssertEqual((disposable as? Cancelable)?.isDisposed, true)
    }

    func testDisposeAfterTheActionRanDisposesWhatItReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "valuerx.tests.serial-result")
        let fromSchedule = BooleanDisposable()
        let fromRelative = BooleanDisposable()
        let scheduled = scheduler.schedule(()) { _ in fromSchedule }
        let relative = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in fromRelative }
        // A later timer on the same serial queue: once it ran, the 5 ms one has finished.
        let sentinel = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            sentinel.signal()
            return Disposables.create()
        }
        XCTAssertEqual(sentinel.wait(timeout: .now() + waitLimit), .success)
        XCTAssertFalse(fromSchedule.isDisposed)
        XCTAssertFalse(fromRelative.isDisposed)
        scheduled.dispose()
        relative.dispose()
        XCTAssertTrue(fromSchedule.isDisposed)
        XCTAssertTrue(fromRelative.isDisposed)
    }

    func testScheduleRelativeWaitsForTheDueTime() {
        assertScheduleRelativeWaitsForTheDueTime(SerialDispatchQueueScheduler(internalSerialQueueName: "valuerx.tests.serial-relative"))
    }

    func testDisposeBeforeTheDueTimeCancels() {
        assertDisposeBeforeTheDueTimeCancels(SerialDispatchQueueScheduler(internalSerialQueueName: "valuerx.tests.serial-relative-cancel"))
    }

    func testSchedulePeriodicThreadsStateAndStopsAfterDispose() {
        assertPeriodicThreadsStateAndStops(SerialDispatchQueueScheduler(internalSerialQueueName: "valuerx.tests.serial-periodic"))
    }

    func testNowIsTheWallClock() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let before = Date()
        let now = scheduler.now
        XCTAssertGreaterThanOrEqual(now, before)
        XCTAssertLessThanOrEqual(now, Date())
    }
}

// MARK: - ConcurrentDispatchQueueScheduler

final class ConcurrentDispatchQueueSchedulerTests: ValueRxTestCase {
    // That actions really run in parallel is not asserted: it depends on the machine.

    func testRunsEveryActionScheduledFromManyThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let threads = 8
        let perThread = 100
        let count = DispatchTestBox(0)
        let group = DispatchGroup()
        for _ in 0 ..< threads * perThread { group.enter() }
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0 ..< perThread {
                _ = scheduler.schedule(()) { _ in
                    count.mutate { $0 += 1 }
                    group.leave()
                    return Disposables.create()
                }
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + waitLimit), .success, "not every action ran")
        XCTAssertEqual(count.value, threads * perThread)
    }

    func testRunsActionsOnTheGivenQueue() {
        let queue = DispatchQueue(label: "valuerx.tests.concurrent", attributes: .concurrent)
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "concurrent")
        let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
        let found = DispatchTestBox<String?>(nil)
        let ran = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            found.mutate { $0 = DispatchQueue.getSpecific(key: key) }
            ran.signal()
            return Disposables.create()
        }
        XCTAssertEqual(ran.wait(timeout: .now() + waitLimit), .success)
        XCTAssertEqual(found.value, "concurrent")
    }

    func testScheduleRelativeWaitsForTheDueTime() {
        assertScheduleRelativeWaitsForTheDueTime(ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    }

    func testDisposeBeforeTheDueTimeCancels() {
        assertDisposeBeforeTheDueTimeCancels(ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    }

    func testSchedulePeriodicThreadsStateAndStopsAfterDispose() {
        assertPeriodicThreadsStateAndStops(ConcurrentDispatchQueueScheduler(qos: .userInitiated))
    }
}

// MARK: - OperationQueueScheduler

final class OperationQueueSchedulerTests: ValueRxTestCase {
    func testRunsActionsWithTheirState() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        XCTAssertTrue(scheduler.operationQueue === queue)
        XCTAssertEqual(scheduler.queuePriority, .normal)
        let received = DispatchTestBox<Int?>(nil)
        let ran = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(5) { value in
            received.mutate { $0 = value }
            ran.signal()
            return Disposables.create()
        }
        XCTAssertEqual(ran.wait(timeout: .now() + waitLimit), .success)
        XCTAssertEqual(received.value, 5)
    }

    func testDisposeBeforeTheOperationStartsCancelsIt() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let ran = DispatchTestBox(false)
        let disposable = scheduler.schedule(()) { _ in
            ran.mutate { $0 = true }
            return Disposables.create()
        }
        let sentinel = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            sentinel.signal()
            return Disposables.create()
        }
        disposable.dispose()
        queue.isSuspended = false
        XCTAssertEqual(sentinel.wait(timeout: .now() + waitLimit), .success)
        XCTAssertFalse(ran.value)
        XCTAssertEqual((disposable as? Cancelable)?.isDisposed, true)
    }

    func testDisposeAfterTheActionRanDisposesWhatItReturned() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let returned = BooleanDisposable()
        let disposable = scheduler.schedule(()) { _ in returned }
        // One operation at a time: once the sentinel ran, the first one has finished.
        drain(scheduler)
        XCTAssertFalse(returned.isDisposed)
        disposable.dispose()
        XCTAssertTrue(returned.isDisposed)
    }

    func testQueuePriorityOrdersWaitingOperations() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.isSuspended = true
        let high = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        let low = OperationQueueScheduler(operationQueue: queue, queuePriority: .low)
        let order = DispatchTestBox([String]())
        let group = DispatchGroup()
        for (scheduler, name) in [(high, "high 1"), (low, "low"), (high, "high 2")] {
            group.enter()
            _ = scheduler.schedule(name) { name in
                order.mutate { $0.append(name) }
                group.leave()
                return Disposables.create()
            }
        }
        queue.isSuspended = false
        XCTAssertEqual(group.wait(timeout: .now() + waitLimit), .success)
        XCTAssertEqual(order.value, ["high 1", "high 2", "low"])
    }
}

// MARK: - ScheduledDisposable

final class ScheduledDisposableTests: ValueRxTestCase {
    func testDisposesTheResourceOnlyWhenTheSchedulerRunsAndOnlyOnce() {
        let scheduler = HistoricalScheduler()
        var disposals = 0
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create { disposals += 1 })
        XCTAssertTrue(scheduled.scheduler is HistoricalScheduler)

        scheduled.dispose()
        scheduled.dispose()
        XCTAssertFalse(scheduled.isDisposed, "disposal waits for the scheduler")
        XCTAssertEqual(disposals, 0)
        XCTAssertEqual(scheduler.pendingCount, 1, "only the first dispose schedules work")

        scheduler.start()
        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertEqual(disposals, 1)

        scheduled.dispose()
        scheduler.start()
        XCTAssertEqual(disposals, 1)
    }

    func testDisposesOnTheSchedulersQueue() {
        let key = DispatchSpecificKey<String>()
        let scheduler = SerialDispatchQueueScheduler(
            internalSerialQueueName: "valuerx.tests.scheduled-disposable",
            serialQueueConfiguration: { queue in queue.setSpecific(key: key, value: "target") }
        )
        let foundKey = DispatchTestBox<String?>(nil)
        let disposed = DispatchSemaphore(value: 0)
        let scheduled = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create {
            foundKey.mutate { $0 = DispatchQueue.getSpecific(key: key) }
            disposed.signal()
        })
        scheduled.dispose()
        XCTAssertEqual(disposed.wait(timeout: .now() + waitLimit), .success)
        XCTAssertEqual(foundKey.value, "target")
        XCTAssertTrue(scheduled.isDisposed)
    }
}

// MARK: - MainScheduler and ConcurrentMainScheduler

/// XCTest runs these on the main thread, so main-queue work only runs while the test spins
/// the main run loop.
final class MainSchedulerTests: ValueRxTestCase {
    /// Runs the current (main) run loop in short slices until `condition` holds or the wait
    /// limit passes; returns whether the condition held.
    @discardableResult
    private func spinMainRunLoop(until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(waitLimit)
        while !condition() {
            if Date() >= deadline { return false }
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        return true
    }

    /// Lets every block already on the main queue run (so `MainScheduler.instance` has
    /// nothing enqueued), by waiting for a marker block queued behind them.
    private func drainMainQueue(file: StaticString = #filePath, line: UInt = #line) {
        let markerRan = DispatchTestBox(false)
        DispatchQueue.main.async { markerRan.mutate { $0 = true } }
        XCTAssertTrue(spinMainRunLoop { markerRan.value }, "the main queue did not drain", file: file, line: line)
    }

    private func skipUnlessOnMainThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the test to run on the main thread")
    }

    func testScheduleOnTheMainThreadRunsAtOnceAndNestedWorkLaterInOrder() throws {
        try skipUnlessOnMainThread()
        drainMainQueue()
        var messages: [Int] = []
        var ranAtOnce = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ranAtOnce = true
            messages.append(1)
            _ = MainScheduler.instance.schedule(()) { _ in
                messages.append(3)
                _ = MainScheduler.instance.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                messages.append(4)
                return Disposables.create()
            }
            messages.append(2)
            return Disposables.create()
        }
        XCTAssertTrue(ranAtOnce, "called on the main thread with nothing queued: runs synchronously")
        XCTAssertEqual(messages, [1, 2], "work scheduled inside an action waits for the main queue")

        XCTAssertTrue(spinMainRunLoop { messages.count == 5 })
        XCTAssertEqual(messages, [1, 2, 3, 4, 5])
    }

    func testDisposingInnermostWorkCancelsIt() throws {
        try skipUnlessOnMainThread()
        drainMainQueue()
        var messages: [Int] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            messages.append(1)
            let outer = MainScheduler.instance.schedule(()) { _ in
                messages.append(3)
                let inner = MainScheduler.instance.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                inner.dispose()
                messages.append(4)
                return inner
            }
            messages.append(2)
            return outer
        }
        XCTAssertTrue(spinMainRunLoop { messages.count == 4 })
        drainMainQueue()
        XCTAssertEqual(messages, [1, 2, 3, 4])
    }

    func testDisposingQueuedWorkCancelsIt() throws {
        try skipUnlessOnMainThread()
        drainMainQueue()
        var messages: [Int] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            messages.append(1)
            let queued = MainScheduler.instance.schedule(()) { _ in
                messages.append(3)
                return Disposables.create()
            }
            queued.dispose()
            messages.append(2)
            return queued
        }
        XCTAssertEqual(messages, [1, 2])
        drainMainQueue()
        XCTAssertEqual(messages, [1, 2])
    }

    func testScheduleFromABackgroundThreadRunsLaterOnTheMainThreadInOrder() throws {
        try skipUnlessOnMainThread()
        drainMainQueue()
        let order = DispatchTestBox([Int]())
        let offMain = DispatchTestBox(0)
        let scheduledAll = DispatchSemaphore(value: 0)
        let record: (Int) -> Disposable = { index in
            if !Thread.isMainThread { offMain.mutate { $0 += 1 } }
            order.mutate { $0.append(index) }
            return Disposables.create()
        }
        DispatchQueue.global().async {
            for index in 0 ..< 20 {
                _ = MainScheduler.instance.schedule(index, action: record)
            }
            scheduledAll.signal()
        }
        XCTAssertEqual(scheduledAll.wait(timeout: .now() + waitLimit), .success)
        XCTAssertEqual(order.value, [], "nothing runs before the main run loop turns")

        // On the main thread, but earlier work is still queued: this one must wait its turn.
        _ = MainScheduler.instance.schedule(20, action: record)
        XCTAssertEqual(order.value, [], "runs after the work queued before it")

        XCTAssertTrue(spinMainRunLoop { order.value.count == 21 })
        XCTAssertEqual(order.value, Array(0 ... 20))
        XCTAssertEqual(offMain.value, 0, "ran off the main thread")
    }

    func testAsyncInstanceNeverRunsAtOnce() throws {
        try skipUnlessOnMainThread()
        drainMainQueue()
        var ran = false
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertFalse(ran)
        XCTAssertTrue(spinMainRunLoop { ran })
    }

    func testScheduleRelativeRunsOnTheMainThreadAfterTheDueTime() throws {
        try skipUnlessOnMainThread()
        let start = DispatchTime.now()
        var elapsed: UInt64?
        var onMain = false
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            elapsed = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds
            onMain = Thread.isMainThread
            return Disposables.create()
        }
        XCTAssertTrue(spinMainRunLoop { elapsed != nil })
        XCTAssertGreaterThanOrEqual(elapsed ?? 0, 28_000_000, "ran before its due time")
        XCTAssertTrue(onMain)
    }

    func testSchedulePeriodicOnTheMainThreadStopsAfterDispose() throws {
        try skipUnlessOnMainThread()
        var states: [Int] = []
        let disposable = MainScheduler.instance.schedulePeriodic(0, startAfter: .milliseconds(2), period: .milliseconds(2)) { state in
            XCTAssertTrue(Thread.isMainThread)
            states.append(state)
            return state + 1
        }
        XCTAssertTrue(spinMainRunLoop { states.count >= 3 })
        disposable.dispose()
        // The ticks run on the main thread, which is here: none can be under way now.
        let countAtDispose = states.count
        let later = Date().addingTimeInterval(0.05)
        spinMainRunLoop { Date() >= later }
        XCTAssertEqual(states.count, countAtDispose, "a tick ran after dispose")
        XCTAssertEqual(states, Array(0 ..< states.count))
    }

    func testConcurrentMainSchedulerRunsAtOnceOnTheMainThread() throws {
        try skipUnlessOnMainThread()
        // Even with main-queue work pending (unlike MainScheduler, it does not keep order
        // with queued work).
        let queuedRan = DispatchTestBox(false)
        DispatchQueue.main.async { queuedRan.mutate { $0 = true } }
        var ran = false
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
        XCTAssertFalse(queuedRan.value)
        XCTAssertTrue(spinMainRunLoop { queuedRan.value })
    }

    func testConcurrentMainSchedulerHopsToTheMainThreadFromABackgroundThread() throws {
        try skipUnlessOnMainThread()
        let onMain = DispatchTestBox<Bool?>(nil)
        let scheduled = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                onMain.mutate { $0 = Thread.isMainThread }
                return Disposables.create()
            }
            scheduled.signal()
        }
        XCTAssertEqual(scheduled.wait(timeout: .now() + waitLimit), .success)
        XCTAssertNil(onMain.value, "nothing runs before the main run loop turns")
        XCTAssertTrue(spinMainRunLoop { onMain.value != nil })
        XCTAssertEqual(onMain.value, true)
    }

    func testEnsureChecksPassOnTheMainThread() throws {
        try skipUnlessOnMainThread()
        MainScheduler.ensureRunningOnMainThread()
        MainScheduler.ensureExecutingOnScheduler(errorMessage: "not on the main queue")
        XCTAssertGreaterThanOrEqual(MainScheduler.instance.now, Date(timeIntervalSince1970: 0))
    }
}
