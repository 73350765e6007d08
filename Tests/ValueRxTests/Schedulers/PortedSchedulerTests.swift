import Foundation
import ValueRx
import XCTest

// CurrentThreadScheduler and HistoricalScheduler.
//
// Ports the scenarios of RxSwift's own tests (CurrentThreadSchedulerTest,
// HistoricalSchedulerTest): the same nested scheduling, disposals, stops and sleeps, with the
// same expected order of work and the same virtual times. RxSwift's expectations are the
// oracle; each test is named after the RxSwift test it ports. Every test of both files is
// ported.

// MARK: - CurrentThreadSchedulerTest

final class PortedCurrentThreadSchedulerTests: ValueRxTestCase {
    func testCurrentThreadScheduler_scheduleRequired() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)

        var ran = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            ran = true
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            return Disposables.create()
        }

        XCTAssertTrue(ran)
    }

    func testCurrentThreadScheduler_basicScenario() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)

        var order: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            order.append(1)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append(3)
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    order.append(5)
                    return Disposables.create()
                }
                order.append(4)
                return Disposables.create()
            }
            order.append(2)
            return Disposables.create()
        }

        XCTAssertEqual(order, [1, 2, 3, 4, 5])
    }

    /// The innermost action is disposed by the action that queued it, before it runs.
    func testCurrentThreadScheduler_disposing1() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)

        var order: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            order.append(1)
            let middle = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append(3)
                let inner = CurrentThreadScheduler.instance.schedule(()) { _ in
                    order.append(5)
                    return Disposables.create()
                }
                inner.dispose()
                order.append(4)
                return inner
            }
            order.append(2)
            return middle
        }

        XCTAssertEqual(order, [1, 2, 3, 4])
    }

    /// The middle action is disposed by the outer action before it runs, so nothing it would
    /// have queued runs either.
    func testCurrentThreadScheduler_disposing2() {
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)

        var order: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            order.append(1)
            let middle = CurrentThreadScheduler.instance.schedule(()) { _ in
                order.append(3)
                let inner = CurrentThreadScheduler.instance.schedule(()) { _ in
                    order.append(5)
                    return Disposables.create()
                }
                order.append(4)
                return inner
            }
            middle.dispose()
            order.append(2)
            return middle
        }

        XCTAssertEqual(order, [1, 2])
    }
}

// MARK: - HistoricalSchedulerTest

final class PortedHistoricalSchedulerTests: ValueRxTestCase {
    private func date(_ seconds: TimeInterval) -> Date {
        Date(timeIntervalSince1970: seconds)
    }

    /// The scenario most tests share: at 10 s, record the time, queue work 20 s later and
    /// work "now" (whose disposable the outer action returns, as in RxSwift); both record the
    /// time when they run.
    private func scheduleNestedWork(on scheduler: HistoricalScheduler, recordingInto times: @escaping (Date) -> Void) {
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { [unowned scheduler] _ in
            times(scheduler.now)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times(scheduler.now)
                return Disposables.create()
            }
            return scheduler.schedule(()) { _ in
                times(scheduler.now)
                return Disposables.create()
            }
        }
    }

    func testHistoricalScheduler_initialClock() {
        let scheduler = HistoricalScheduler(initialClock: date(10))
        XCTAssertEqual(scheduler.now, date(10))
        XCTAssertEqual(scheduler.clock, date(10))
    }

    func testHistoricalScheduler_start() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        scheduleNestedWork(on: scheduler) { times.append($0) }

        scheduler.start()

        XCTAssertEqual(times, [date(10), date(10), date(30)])
    }

    func testHistoricalScheduler_disposeStart() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []

        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { [unowned scheduler] _ in
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

    func testHistoricalScheduler_advanceToAfter() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        scheduleNestedWork(on: scheduler) { times.append($0) }

        scheduler.advanceTo(date(100))

        XCTAssertEqual(times, [date(10), date(10), date(30)])
    }

    func testHistoricalScheduler_advanceToBefore() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []
        scheduleNestedWork(on: scheduler) { times.append($0) }

        scheduler.advanceTo(date(10))

        XCTAssertEqual(times, [date(10), date(10)])
    }

    func testHistoricalScheduler_disposeAdvanceTo() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []

        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { [unowned scheduler] _ in
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

    func testHistoricalScheduler_stop() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []

        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { [unowned scheduler] _ in
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
    }

    func testHistoricalScheduler_sleep() {
        let scheduler = HistoricalScheduler()
        var times: [Date] = []

        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { [unowned scheduler] _ in
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
}
