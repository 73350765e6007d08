import ValueRx
import ValueRxTest
import XCTest

// The time operators of the Single, Maybe and Completable traits (delay, delaySubscription,
// timeout, timeout with `other`) on the virtual-time scheduler, RxTest style.
//
// Ports the time tests of RxSwift's Tests/RxSwiftTests/SingleTest.swift, MaybeTest.swift and
// CompletableTest.swift that the trait ports left for the time operators: test_delay,
// test_delaySubscription, test_timeout, test_timeout_other, test_timeout_succeeds and
// test_timeout_other_succeeds of each file, with the same sequences, subscribed and disposed
// at the same virtual times, and the same expected recordings. RxSwift's expectations are the
// oracle. The three files use the same test names, so each name gets the trait's name after
// `test`: RxSwift's SingleTest.test_timeout_other is testSingle_timeout_other here,
// MaybeTest.test_delay is testMaybe_delay, CompletableTest.test_timeout is
// testCompletable_timeout, and so on. Within each trait the tests keep RxSwift's file order.
// These tests check events only, as RxSwift's do (no subscription intervals).
//
// Not ported: nothing else from those files is in scope here (the rest of each file is ported
// in PortedSingleTraitTests, PortedMaybeTests and PortedCompletableTests). The three files have
// no `#if TRACE_RESOURCES` tests.
//
// Adaptations that do not change what is observed:
// - The expected recordings are typed constants (`[Recorded<Event<Int>>]`, and
//   `[Recorded<Event<Never>>]` for Completable) instead of literals in the assertion.
// - The Completable sources spell out their element type (`.completed(20, Never.self)`), where
//   RxSwift lets `asCompletable()` (defined for `Element == Never`) infer it.
// - `other:` is passed the converted trait itself (`xs2`, the result of `asSingle()` /
//   `asMaybe()` / `asCompletable()` on a testable observable), as in RxSwift; no test stores a
//   trait in an explicitly typed variable, so nothing is erased.

typealias TraitTimeIntEvents = [Recorded<Event<Int>>]
typealias TraitTimeNeverEvents = [Recorded<Event<Never>>]

final class PortedTraitTimeTests: ValueRxTestCase {
    // MARK: - Single (SingleTest)


    func testSingle_delaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single.just(1).delaySubscription(.seconds(2), scheduler: scheduler)
        }

        let expected: TraitTimeIntEvents = [
            .next(202, 1),
            .completed(202),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testSingle_timeout() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ]).asSingle()

        let res = scheduler.start {
            xs.timeout(.seconds(5), scheduler: scheduler)
        }

        let expected: TraitTimeIntEvents = [
            .error(205, RxError.timeout),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testSingle_timeout_other() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ]).asSingle()

        let xs2 = scheduler.createColdObservable([
            .next(20, 2),
            .completed(20),
        ]).asSingle()

        let res = scheduler.start {
            xs.timeout(.seconds(5), other: xs2, scheduler: scheduler)
        }

        let expected: TraitTimeIntEvents = [
            .next(225, 2),
            .completed(225),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testSingle_timeout_succeeds() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ]).asSingle()

        let res = scheduler.start {
            xs.timeout(.seconds(30), scheduler: scheduler)
        }

        let expected: TraitTimeIntEvents = [
            .next(220, 1),
            .completed(220),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testSingle_timeout_other_succeeds() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ]).asSingle()

        let xs2 = scheduler.createColdObservable([
            .next(20, 2),
            .completed(20),
        ]).asSingle()

        let res = scheduler.start {
            xs.timeout(.seconds(30), other: xs2, scheduler: scheduler)
        }

        let expected: TraitTimeIntEvents = [
            .next(220, 1),
            .completed(220),
        ]
        XCTAssertEqual(res.events, expected)
    }

    // MARK: - Maybe (MaybeTest)

    func testMaybe_delaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe.just(1).delaySubscription(.seconds(2), scheduler: scheduler)
        }

        let expected: TraitTimeIntEvents = [
            .next(202, 1),
            .completed(202),
        ]
        XCTAssertEqual(res.events, expected)
    }


    func testMaybe_timeout() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ]).asMaybe()

        let res = scheduler.start {
            xs.timeout(.seconds(5), scheduler: scheduler)
        }

        let expected: TraitTimeIntEvents = [
            .error(205, RxError.timeout),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testMaybe_timeout_other() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ]).asMaybe()

        let xs2 = scheduler.createColdObservable([
            .next(20, 2),
            .completed(20),
        ]).asMaybe()

        let res = scheduler.start {
            xs.timeout(.seconds(5), other: xs2, scheduler: scheduler)
        }

        let expected: TraitTimeIntEvents = [
            .next(225, 2),
            .completed(225),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testMaybe_timeout_succeeds() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ]).asMaybe()

        let res = scheduler.start {
            xs.timeout(.seconds(30), scheduler: scheduler)
        }

        let expected: TraitTimeIntEvents = [
            .next(220, 1),
            .completed(220),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testMaybe_timeout_other_succeeds() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ]).asMaybe()

        let xs2 = scheduler.createColdObservable([
            .next(20, 2),
            .completed(20),
        ]).asMaybe()

        let res = scheduler.start {
            xs.timeout(.seconds(30), other: xs2, scheduler: scheduler)
        }

        let expected: TraitTimeIntEvents = [
            .next(220, 1),
            .completed(220),
        ]
        XCTAssertEqual(res.events, expected)
    }

    // MARK: - Completable (CompletableTest)

    func testCompletable_delaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Completable.empty().delaySubscription(.seconds(2), scheduler: scheduler)
        }

        let expected: TraitTimeNeverEvents = [
            .completed(202),
        ]
        XCTAssertEqual(res.events, expected)
    }


    func testCompletable_timeout() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .completed(20, Never.self),
        ]).asCompletable()

        let res = scheduler.start {
            xs.timeout(.seconds(5), scheduler: scheduler)
        }

        let expected: TraitTimeNeverEvents = [
            .error(205, RxError.timeout),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testCompletable_timeout_other() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .completed(20, Never.self),
        ]).asCompletable()

        let xs2 = scheduler.createColdObservable([
            .completed(20, Never.self),
        ]).asCompletable()

        let res = scheduler.start {
            xs.timeout(.seconds(5), other: xs2, scheduler: scheduler)
        }

        let expected: TraitTimeNeverEvents = [
            .completed(225),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testCompletable_timeout_succeeds() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .completed(20, Never.self),
        ]).asCompletable()

        let res = scheduler.start {
            xs.timeout(.seconds(30), scheduler: scheduler)
        }

        let expected: TraitTimeNeverEvents = [
            .completed(220),
        ]
        XCTAssertEqual(res.events, expected)
    }

    func testCompletable_timeout_other_succeeds() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .completed(20, Never.self),
        ]).asCompletable()

        let xs2 = scheduler.createColdObservable([
            .completed(20, Never.self),
        ]).asCompletable()

        let res = scheduler.start {
            xs.timeout(.seconds(30), other: xs2, scheduler: scheduler)
        }

        let expected: TraitTimeNeverEvents = [
            .completed(220),
        ]
        XCTAssertEqual(res.events, expected)
    }
}
