import Dispatch
import Foundation
import ValueRx
import ValueRxBlocking
import XCTest

// On a dispatch scheduler, the first tick of a periodic schedule comes `startAfter` after it
// was scheduled, not `period` after: a lower bound, with `startAfter` far from `period` (a
// first tick at `period` would come about 280 ms early and fail). Bounded: under a second.
final class PeriodicStartTests: ValueRxTestCase {
    func testSchedulePeriodicFirstTickWaitsForStartAfter() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let start = Date()
        let firstTick = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var elapsed: TimeInterval?
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(300), period: .milliseconds(20)) { count in
            lock.lock()
            if elapsed == nil {
                elapsed = Date().timeIntervalSince(start)
                firstTick.signal()
            }
            lock.unlock()
            return count + 1
        }
        XCTAssertEqual(firstTick.wait(timeout: .now() + 2), .success)
        subscription.dispose()
        lock.lock()
        let first = elapsed ?? 0
        lock.unlock()
        XCTAssertGreaterThanOrEqual(first, 0.29, "first tick after startAfter (300 ms), not after period (20 ms)")
    }

    func testTimerWithPeriodEmitsFirstAfterDueTime() throws {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let start = Date()
        let first = try Observable<Int>.timer(.milliseconds(300), period: .milliseconds(20), scheduler: scheduler)
            .map { _ in Date().timeIntervalSince(start) }
            .take(1)
            .toBlocking(timeout: 2)
            .first()
        XCTAssertGreaterThanOrEqual(first ?? 0, 0.29, "first element after dueTime (300 ms), not after period (20 ms)")
    }
}
