import Foundation
import ValueRx
import XCTest

// The virtual-time HistoricalScheduler (its clock is a `Date`).

// MARK: - HistoricalScheduler

final class HistoricalSchedulerTests: ValueRxTestCase {
    private func date(_ seconds: TimeInterval) -> Date {
        Date(timeIntervalSince1970: seconds)
    }

    func testInitialClock() {
        let scheduler = HistoricalScheduler(initialClock: date(10))
        XCTAssertEqual(scheduler.now, date(10))
        XCTAssertEqual(scheduler.clock, date(10))
        XCTAssertEqual(HistoricalScheduler().clock, date(0))
    }

    func testRunsWorkInTimeOrderWithTiesInSchedulingOrder() {
        let scheduler = HistoricalScheduler()
        var log: [String] = []
        var times: [Date] = []
        let record: (String) -> Disposable = { name in
            log.append(name)
            times.append(scheduler.now)
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual("a", time: date(20), action: record)
        _ = scheduler.scheduleRelativeVirtual("b", dueTime: 10, action: record)
        _ = scheduler.scheduleAbsoluteVirtual("c", time: date(20), action: record)
        _ = scheduler.scheduleRelative("d", dueTime: .seconds(10), action: record)
        _ = scheduler.scheduleAbsoluteVirtual("e", time: date(5), action: record)
        _ = scheduler.schedule("f", action: record)
        XCTAssertEqual(scheduler.pendingCount, 6)

        scheduler.start()

        XCTAssertEqual(log, ["f", "e", "b", "d", "a", "c"])
        XCTAssertEqual(times, [date(0), date(5), date(10), date(10), date(20), date(20)])
        XCTAssertEqual(scheduler.clock, date(20))
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func testStartRunsNestedWork() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            return scheduler.schedule(()) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(times, [date(10), date(10), date(30)])
    }

    func testDisposedWorkDoesNotRunOnStart() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now)
            let later = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            let now = scheduler.schedule(()) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            now.dispose()
            later.dispose()
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(times, [date(10)])
    }

    func testAdvanceToRunsDueWorkAndSetsTheClock() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            return scheduler.schedule(()) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
        }
        scheduler.advanceTo(date(100))
        XCTAssertEqual(times, [date(10), date(10), date(30)])
        XCTAssertEqual(scheduler.clock, date(100))
    }

    func testAdvanceToStopsAtTheTargetTime() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            return scheduler.schedule(()) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
        }
        scheduler.advanceTo(date(10))
        XCTAssertEqual(times, [date(10), date(10)])
        XCTAssertEqual(scheduler.clock, date(10))

        scheduler.advanceTo(date(40))
        XCTAssertEqual(times, [date(10), date(10), date(30)])
        XCTAssertEqual(scheduler.clock, date(40))
    }

    func testDisposedWorkDoesNotRunOnAdvanceTo() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now)
            let later = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            let now = scheduler.schedule(()) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            later.dispose()
            now.dispose()
            return Disposables.create()
        }
        scheduler.advanceTo(date(200))
        XCTAssertEqual(times, [date(10)])
    }

    func testStopEndsStartAndStartResumes() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            scheduler.stop()
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(times, [date(10)])

        scheduler.start()
        XCTAssertEqual(times, [date(10), date(10), date(30)])
    }

    func testSleepMovesTheClockWithoutRunningWork() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now)
            scheduler.sleep(100)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            _ = scheduler.schedule(()) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(times, [date(10), date(110), date(130)])
    }

    func testSleepOutsideStartOnlyMovesTheClock() {
        let scheduler = HistoricalScheduler()
        var ran = false
        _ = scheduler.scheduleRelative((), dueTime: .seconds(3)) { _ in
            ran = true
            return Disposables.create()
        }
        scheduler.sleep(5)
        XCTAssertEqual(scheduler.clock, date(5))
        XCTAssertFalse(ran)
        // Work due in the past runs at the current clock.
        scheduler.start()
        XCTAssertTrue(ran)
        XCTAssertEqual(scheduler.clock, date(5))
    }

    func testConverterIsTheIdentityOnDates() {
        let converter = HistoricalSchedulerTimeConverter()
        XCTAssertEqual(converter.convertToVirtualTime(date(3)), date(3))
        XCTAssertEqual(converter.convertFromVirtualTime(date(3)), date(3))
        XCTAssertEqual(converter.convertToVirtualTimeInterval(2.5), 2.5)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(2.5), 2.5)
        XCTAssertEqual(converter.offsetVirtualTime(date(3), offset: 2), date(5))
        XCTAssertEqual(converter.compareVirtualTime(date(1), date(2)), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(date(2), date(2)), .equal)
        XCTAssertEqual(converter.compareVirtualTime(date(3), date(2)), .greaterThan)
    }
}
