import AllocationCounter
import Foundation
import ValueRx
import ValueRxTest
import XCTest

// debounce with one timer per subscription (Sources/ValueRx/Operators/Time/DebounceMachine.swift).
//
// DebounceMachineTests drives the state machine alone, through `DebounceMachineDriver` (no
// scheduler, no threads; times are seconds since 1970, i.e. TestScheduler ticks at a resolution
// of 1 s). Its answers name the action the sink would carry out.
//
// DebounceVirtualTimeTests runs the operator on a TestScheduler through what the machine changes:
// busy sources, a timer and an element at the same tick (both orders), due times that are not a
// whole number of ticks, a zero due time, dispose while an element waits. Their expectations are
// worked out from RxSwift's DebounceSink (a timer per element, started at the element's arrival
// and cancelling the previous one; TestScheduler rounding a due time to the nearest tick and
// running a time at or before the clock one tick later): the single re-armed timer must give the
// same events at the same ticks. RxSwift's own debounce tests are in
// PortedThrottleDebounceTests.swift.
//
// DebounceAllocationTests: a busy source allocates nothing per element while the timer is
// outstanding (release builds on Linux, as Performance/AllocationTests.swift).

private typealias DebounceIntEvents = [Recorded<Event<Int>>]

final class DebounceMachineTests: ValueRxTestCase {
    func testAQuietElementIsSentByTheFirstTimer() {
        var machine = DebounceMachineDriver<Int>(dueTime: .seconds(20))
        XCTAssertEqual(machine.element(1, at: 210), "schedule 20 s")
        XCTAssertTrue(machine.timerOutstanding)
        XCTAssertEqual(machine.timerFired(at: 230), "emit 1")
        XCTAssertFalse(machine.hasWaitingElement)
        XCTAssertFalse(machine.timerOutstanding)
        // A fire with no timer outstanding (cannot happen with a live sink) changes nothing.
        XCTAssertEqual(machine.timerFired(at: 231), "none")
        // The next element finds no timer: it starts one, for the full due time.
        XCTAssertEqual(machine.element(2, at: 300), "schedule 20 s")
        XCTAssertEqual(machine.timerFired(at: 320), "emit 2")
    }

    /// The point of the machine: elements that find the timer outstanding schedule nothing
    /// (RxSwift's sink answers every one of them with a new timer and a cancelled one); the
    /// timer, fired early, is started once more for what is left of the latest element's wait.
    func testABusySourceKeepsOneTimerAndStartsItAgainForTheRest() {
        var machine = DebounceMachineDriver<Int>(dueTime: .seconds(20))
        XCTAssertEqual(machine.element(0, at: 210), "schedule 20 s")
        for (index, time) in stride(from: 212.0, through: 228.0, by: 2.0).enumerated() {
            XCTAssertEqual(machine.element(index + 1, at: time), "none", "element at \(time)")
        }
        // The last element (9) came at 228: 248 - 230 = 18 s left.
        XCTAssertEqual(machine.timerFired(at: 230), "schedule 18000000000 ns")
        XCTAssertTrue(machine.timerOutstanding)
        XCTAssertEqual(machine.element(10, at: 232), "none")
        XCTAssertEqual(machine.element(11, at: 240), "none")
        // 11 came at 240: 260 - 248 = 12 s left.
        XCTAssertEqual(machine.timerFired(at: 248), "schedule 12000000000 ns")
        XCTAssertEqual(machine.timerFired(at: 260), "emit 11")
        XCTAssertFalse(machine.timerOutstanding)
    }

    func testElementsOfTheSameInstantShareTheTimer() {
        var machine = DebounceMachineDriver<Int>(dueTime: .seconds(20))
        XCTAssertEqual(machine.element(1, at: 210), "schedule 20 s")
        XCTAssertEqual(machine.element(2, at: 210), "none")
        // Same arrival, same deadline: the first timer sends the latest element.
        XCTAssertEqual(machine.timerFired(at: 230), "emit 2")
    }

    /// An element at exactly the fire time, taken before the timer runs (a hot test
    /// observable's event, queued first): RxSwift cancels the older element's timer and starts
    /// one for the new element; here the timer waits the whole due time again.
    func testAnElementAtTheFireTimeBeforeTheTimerMovesTheWait() {
        var machine = DebounceMachineDriver<Int>(dueTime: .seconds(20))
        XCTAssertEqual(machine.element(1, at: 210), "schedule 20 s")
        XCTAssertEqual(machine.element(2, at: 230), "none")
        // The whole due time is left: the interval is the due time itself, not a conversion.
        XCTAssertEqual(machine.timerFired(at: 230), "schedule 20 s")
        XCTAssertEqual(machine.timerFired(at: 250), "emit 2")
    }

    /// The same instant the other way round: the timer runs first and sends the older element;
    /// the new one then starts a timer of its own.
    func testAnElementAtTheFireTimeAfterTheTimerWaitsAnew() {
        var machine = DebounceMachineDriver<Int>(dueTime: .seconds(20))
        XCTAssertEqual(machine.element(1, at: 210), "schedule 20 s")
        XCTAssertEqual(machine.timerFired(at: 230), "emit 1")
        XCTAssertEqual(machine.element(2, at: 230), "schedule 20 s")
        XCTAssertEqual(machine.timerFired(at: 250), "emit 2")
    }

    func testCompletionSendsTheWaitingElementAtOnce() {
        var machine = DebounceMachineDriver<Int>(dueTime: .seconds(20))
        XCTAssertEqual(machine.element(1, at: 210), "schedule 20 s")
        XCTAssertEqual(machine.element(2, at: 215), "none")
        XCTAssertEqual(machine.completed(), "complete after 2")
        XCTAssertFalse(machine.hasWaitingElement)
        XCTAssertFalse(machine.timerOutstanding)
        // The timer (disposed by the sink) may still fire on a real scheduler: nothing.
        XCTAssertEqual(machine.timerFired(at: 235), "none")
        XCTAssertEqual(machine.element(3, at: 240), "ignore")
        XCTAssertEqual(machine.completed(), "ignore")
        XCTAssertEqual(machine.failed(), "ignore")
    }

    func testCompletionWithNothingWaitingOnlyCompletes() {
        var machine = DebounceMachineDriver<Int>(dueTime: .seconds(20))
        XCTAssertEqual(machine.element(1, at: 210), "schedule 20 s")
        XCTAssertEqual(machine.timerFired(at: 230), "emit 1")
        XCTAssertEqual(machine.completed(), "complete")

        var empty = DebounceMachineDriver<Int>(dueTime: .seconds(20))
        XCTAssertEqual(empty.completed(), "complete")
        XCTAssertEqual(empty.element(1, at: 300), "ignore")
    }

    func testAnErrorDropsTheWaitingElement() {
        var machine = DebounceMachineDriver<Int>(dueTime: .seconds(20))
        XCTAssertEqual(machine.element(1, at: 210), "schedule 20 s")
        XCTAssertEqual(machine.failed(), "error")
        XCTAssertFalse(machine.hasWaitingElement)
        XCTAssertFalse(machine.timerOutstanding)
        XCTAssertEqual(machine.timerFired(at: 230), "none")
        XCTAssertEqual(machine.element(2, at: 240), "ignore")
        XCTAssertEqual(machine.completed(), "ignore")
    }

    func testDisposeCancelsTheTimerAndDropsTheWaitingElement() {
        var machine = DebounceMachineDriver<Int>(dueTime: .seconds(20))
        XCTAssertEqual(machine.element(1, at: 210), "schedule 20 s")
        XCTAssertEqual(machine.element(2, at: 215), "none")
        XCTAssertEqual(machine.disposed(), "cancel")
        XCTAssertFalse(machine.hasWaitingElement)
        XCTAssertFalse(machine.timerOutstanding)
        XCTAssertEqual(machine.timerFired(at: 230), "none")
        XCTAssertEqual(machine.element(3, at: 240), "ignore")
        XCTAssertEqual(machine.completed(), "ignore")
        XCTAssertEqual(machine.failed(), "ignore")
    }

    /// A zero due time: TestScheduler runs a zero-delay timer one tick later. RxSwift's timer
    /// for an element that arrived at 211 runs at 212, so the timer that fires at 211 must not
    /// send it: it asks for a zero delay again (one more tick), not for an emission now.
    func testAZeroDueTimeStartsTheTimerAgainForAnElementOfTheFireTick() {
        var machine = DebounceMachineDriver<Int>(dueTime: .seconds(0))
        XCTAssertEqual(machine.element(1, at: 210), "schedule 0 s")
        XCTAssertEqual(machine.element(2, at: 211), "none")
        XCTAssertEqual(machine.timerFired(at: 211), "schedule 0 ns")
        XCTAssertEqual(machine.timerFired(at: 212), "emit 2")
    }

    /// The timer's thread reads the clock before an element arriving on another thread takes
    /// the lock: the wait started again is never longer than the due time.
    func testAClockReadBeforeTheLatestArrivalWaitsNoLongerThanTheDueTime() {
        var machine = DebounceMachineDriver<Int>(dueTime: .seconds(20))
        XCTAssertEqual(machine.element(1, at: 210), "schedule 20 s")
        XCTAssertEqual(machine.element(2, at: 225), "none")
        XCTAssertEqual(machine.timerFired(at: 220), "schedule 20 s")
        XCTAssertEqual(machine.timerFired(at: 245), "emit 2")
    }

    /// 1.5 s at one tick per second: RxSwift's timer for the element of 211 is due at 212.5,
    /// which TestScheduler rounds to 213. The first timer fired at 212 (210 + 1.5 rounded); it
    /// asks for 0.5 s more, which lands on 212.5 and so on the same tick, 213. Comparing
    /// "now >= deadline" at 213 would work here, but at a due time of 1.4 s (deadline 212.4,
    /// tick 212) it would find 212 < 212.4 and cost a tick: the timer started for an element
    /// sends it without comparing (see testDueTimesThatAreNotWholeTicks below).
    func testAFractionalDueTimeStartsTheTimerForTheExactRest() {
        var machine = DebounceMachineDriver<Int>(dueTime: .milliseconds(1500))
        XCTAssertEqual(machine.element(1, at: 210), "schedule 1500 ms")
        XCTAssertEqual(machine.element(2, at: 211), "none")
        XCTAssertEqual(machine.timerFired(at: 212), "schedule 500000000 ns")
        XCTAssertEqual(machine.timerFired(at: 213), "emit 2")
    }

    /// `.never`: every timer is due at the same far future; when it runs (a virtual clock run
    /// to its end), the latest element goes out, as from RxSwift's last timer.
    func testANeverDueTimeSendsTheLatestElementWhenTheTimerRuns() {
        var machine = DebounceMachineDriver<Int>(dueTime: .never)
        XCTAssertEqual(machine.element(1, at: 210), "schedule never")
        XCTAssertEqual(machine.element(2, at: 300), "none")
        XCTAssertEqual(machine.timerFired(at: 64_092_211_200), "emit 2")
    }
}

final class DebounceVirtualTimeTests: ValueRxTestCase {
    // Each test runs twice: on the `TestScheduler` itself (a virtual clock: a timer per
    // element, as RxSwift), and on the same clock seen as a real one (`OneTimerClock`: the one
    // re-armed timer that real clocks get). Both must give RxSwift's recorded events.
    private static func clock(_ scheduler: TestScheduler, _ oneTimer: Bool) -> AnyScheduler {
        oneTimer ? AnyScheduler(OneTimerClock(base: scheduler)) : AnyScheduler(scheduler)
    }

    /// Elements every 2 ticks from 210 to 248 (1 to 20), then 99 at 300, completed at 400.
    private func busySource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        var events: DebounceIntEvents = [.next(150, 0)]
        for (index, time) in stride(from: 210, through: 248, by: 2).enumerated() {
            events.append(.next(time, index + 1))
        }
        events.append(.next(300, 99))
        events.append(.completed(400))
        return scheduler.createHotObservable(events)
    }

    /// RxSwift: every element cancels the previous one's timer (2 < 5); 20 (at 248) goes out
    /// at 253, 99 at 305. Here the timer fires at 215, 219, ..., 251 and is started again each
    /// time for what is left, then sends 20 at 253.
    func testABusySourceSendsItsLastElementDueTimeAfterIt() {
        for oneTimer in [false, true] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = busySource(scheduler)

        let res = scheduler.start { xs.debounce(.seconds(5), scheduler: Self.clock(scheduler, oneTimer)) }

        let correct: DebounceIntEvents = [
            .next(253, 20),
            .next(305, 99),
            .completed(400),
        ]
        XCTAssertEqual(res.events, correct)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        }
    }

    /// A due time of 4 with elements every 2 ticks: every time the timer fires, an element
    /// arrived at that very tick just before it (the hot observable's events are queued first).
    /// RxSwift: 20 (at 248) goes out at 252.
    func testABusySourceWhoseElementsLandOnTheFireTicks() {
        for oneTimer in [false, true] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = busySource(scheduler)

        let res = scheduler.start { xs.debounce(.seconds(4), scheduler: Self.clock(scheduler, oneTimer)) }

        let correct: DebounceIntEvents = [
            .next(252, 20),
            .next(304, 99),
            .completed(400),
        ]
        XCTAssertEqual(res.events, correct)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        }
    }

    /// 2 arrives at 230, the tick 1's timer is due, before the timer runs: RxSwift drops 1 and
    /// sends 2 at 250.
    func testAnElementAtTheFireTickBeforeTheTimerDropsTheOlderOne() {
        for oneTimer in [false, true] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0),
            .next(210, 1),
            .next(230, 2),
            .completed(300),
        ])

        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: Self.clock(scheduler, oneTimer)) }

        let correct: DebounceIntEvents = [
            .next(250, 2),
            .completed(300),
        ]
        XCTAssertEqual(res.events, correct)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    /// 2 is sent at 230 by work queued at 215, after the timer (queued at 210): the timer runs
    /// first and sends 1 at 230, then 2 waits its own due time (RxSwift gives the same).
    func testAnElementAtTheFireTickAfterTheTimerWaitsItsOwnDueTime() {
        for oneTimer in [false, true] {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(215) {
            scheduler.scheduleAt(230) { subject.onNext(2) }
        }
        scheduler.scheduleAt(300) { subject.onCompleted() }

        let res = scheduler.start { subject.debounce(.seconds(20), scheduler: Self.clock(scheduler, oneTimer)) }

        let correct: DebounceIntEvents = [
            .next(230, 1),
            .next(250, 2),
            .completed(300),
        ]
        XCTAssertEqual(res.events, correct)
        }
    }

    /// Due times that are not a whole number of ticks, rounded both ways. RxSwift, 1.5 s: 2's
    /// timer is due at 212.5, run at 213; 3's at 221.5, run at 222. 1.4 s: 2's at 212.4, run at
    /// 212; 3's at 221.4, run at 221. A machine that compared "now >= deadline" in seconds would
    /// send 2 one tick late at 1.4 s (213).
    func testDueTimesThatAreNotWholeTicks() {
        for oneTimer in [false, true] {
        for (dueTime, correct) in [
            (RxTimeInterval.milliseconds(1500), [.next(213, 2), .next(222, 3), .completed(300)] as DebounceIntEvents),
            (RxTimeInterval.milliseconds(1400), [.next(212, 2), .next(221, 3), .completed(300)] as DebounceIntEvents),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 0),
                .next(210, 1),
                .next(211, 2),
                .next(220, 3),
                .completed(300),
            ])

            let res = scheduler.start { xs.debounce(dueTime, scheduler: Self.clock(scheduler, oneTimer)) }

            XCTAssertEqual(res.events, correct, "\(dueTime)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], "\(dueTime)")
        }
        }
    }

    /// Milliseconds as ticks (resolution 0.001), as the example app's tests use: the deadlines
    /// pass through Dates whose rounding must not move a tick. RxSwift: 3 (at 260) goes out at
    /// 560; 4 (at 900) at 1200.
    func testAMillisecondResolution() {
        for oneTimer in [false, true] {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = scheduler.createHotObservable([
            .next(150, 0),
            .next(210, 1),
            .next(230, 2),
            .next(260, 3),
            .next(900, 4),
            .completed(1500),
        ])

        let res = scheduler.start(disposed: 2000) { xs.debounce(.milliseconds(300), scheduler: Self.clock(scheduler, oneTimer)) }

        let correct: DebounceIntEvents = [
            .next(560, 3),
            .next(1200, 4),
            .completed(1500),
        ]
        XCTAssertEqual(res.events, correct)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1500)])
        }
    }

    /// RxSwift: 1's zero-delay timer is due at 211 (the clock + 1); 2 and 3 arrive at 211 first
    /// and each starts a timer for 212; 3 goes out at 212, 4 (at 215) at 216.
    func testAZeroDueTime() {
        for oneTimer in [false, true] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0),
            .next(210, 1),
            .next(211, 2),
            .next(211, 3),
            .next(215, 4),
            .completed(300),
        ])

        let res = scheduler.start { xs.debounce(.seconds(0), scheduler: Self.clock(scheduler, oneTimer)) }

        let correct: DebounceIntEvents = [
            .next(212, 3),
            .next(216, 4),
            .completed(300),
        ]
        XCTAssertEqual(res.events, correct)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    /// Dispose while an element waits (and the timer is outstanding): nothing goes out, and the
    /// scheduler runs nothing of it afterwards.
    func testDisposeWhileAnElementWaits() {
        for oneTimer in [false, true] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0),
            .next(210, 1),
            .next(215, 2),
            .completed(400),
        ])

        let res = scheduler.start(disposed: 225) { xs.debounce(.seconds(20), scheduler: Self.clock(scheduler, oneTimer)) }

        XCTAssertEqual(res.events, [] as DebounceIntEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        }
    }
}

final class DebounceAllocationTests: ValueRxTestCase {
    override func setUpWithError() throws {
        #if DEBUG
        throw XCTSkip("allocation counts are asserted in release builds (swift test -c release)")
        #endif
        try XCTSkipUnless(vrx_alloc_counter_is_active() != 0, "the malloc interposer works on Linux/glibc only")
    }

    /// W17 in virtual time: once the first element has started the timer, 10,000 more
    /// allocate nothing (RxSwift's sink, and ValueRx's before the single timer, scheduled a
    /// timer and disposed one for every element: 9 allocations per element in W17). The timer
    /// then sends the latest element once.
    func testABusySourceAllocatesNothingPerElementWhileTheTimerIsOutstanding() {
        let total = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { total.deallocate() }
        total.pointee = 0
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        // Warm up: the first use of each generic type instantiates its metadata.
        let warmUp = subject.debounce(.seconds(20), scheduler: OneTimerClock(base: scheduler)).subscribe(AllocationTests.SumObserver(total: total))
        subject.onNext(0)
        warmUp.dispose()

        let subscription = subject.debounce(.seconds(20), scheduler: OneTimerClock(base: scheduler)).subscribe(AllocationTests.SumObserver(total: total))
        subject.onNext(0) // starts the one timer
        let before = vrx_alloc_count_thread()
        for i in 1 ... 10_000 { subject.onNext(i) }
        let after = vrx_alloc_count_thread()
        XCTAssertEqual(after - before, 0, "10,000 elements while the timer is outstanding allocate nothing")

        scheduler.start()
        XCTAssertEqual(total.pointee, 10_000, "the timer sent the latest element, once")
        subscription.dispose()
    }
}

/// A `TestScheduler` that does not say its clock is virtual: `debounce` on it keeps the one
/// re-armed timer that real clocks get, in virtual time (recorded, deterministic).
struct OneTimerClock: SchedulerType {
    let base: TestScheduler

    var now: RxTime { base.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}

/// The two timer strategies side by side: on a virtual clock every element restarts the timer
/// (RxSwift's schedule), on a real one a single timer is re-armed. A tie that only the first
/// gets right: another action scheduled for the same tick between the element and the timer's
/// re-arm.
final class DebounceTimerStrategyTests: ValueRxTestCase {
    /// RxSwift queues 1's timer at 210 (due 230), before the action scheduled at 215 for 230:
    /// the element goes out first. A virtual clock keeps that order.
    func testOnAVirtualClockTheTimerIsQueuedWhenTheElementArrives() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        var log: [String] = []
        scheduler.scheduleAt(205) { subject.onNext(0) }
        scheduler.scheduleAt(210) { subject.onNext(1) }
        scheduler.scheduleAt(215) { scheduler.scheduleAt(230) { log.append("other at \(scheduler.clock)") } }
        let subscription = subject.debounce(.seconds(20), scheduler: scheduler)
            .subscribe(onNext: { log.append("debounced \($0) at \(scheduler.clock)") })
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(log, ["debounced 1 at 230", "other at 230"])
    }

    func testTheMachineRestartsPerElementWhenAsked() {
        var machine = DebounceMachineDriver<Int>(dueTime: .seconds(20), restartsPerElement: true)
        XCTAssertEqual(machine.element(1, at: 200), "schedule 20 s")
        XCTAssertEqual(machine.element(2, at: 205), "schedule 20 s")
        XCTAssertEqual(machine.timerFired(at: 225), "emit 2")
    }
}
