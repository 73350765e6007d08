import ValueRx
import ValueRxTest
import XCTest

// The trait `delay` tests of RxSwift's SingleTest, MaybeTest and CompletableTest, ported with the
// same recorded times (kept apart from PortedTraitTimeTests, which they were split from).

final class PortedTraitDelayTests: ValueRxTestCase {
    func testSingle_delay() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single.just(1).delay(.seconds(2), scheduler: scheduler)
        }

        let expected: TraitTimeIntEvents = [
            .next(202, 1),
            .completed(203),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testMaybe_delay() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe.just(1).delay(.seconds(2), scheduler: scheduler)
        }

        let expected: TraitTimeIntEvents = [
            .next(202, 1),
            .completed(203),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testCompletable_delay() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Completable.empty().delay(.seconds(2), scheduler: scheduler)
        }

        let expected: TraitTimeNeverEvents = [
            .completed(202),
        ]
        XCTAssertEqual(res.events, expected)
    }
}
