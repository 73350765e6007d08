import ValueRx
import ValueRxTest
import XCTest

// Infallible.combineLatest of 2 to 8 sources (the tuple form, then map), on the virtual-time
// scheduler, RxTest style.
//
// Ports RxSwift's Infallible+CombineLatestTests+arity (InfallibleCombineLatestTest), every
// arity: the same cold sources, created and subscribed at 0 and disposed at 100, and the same
// expected recording. RxSwift's expectations are the oracle; each test is named after the
// RxSwift test it ports.
//
// Not ported: nothing (the file has no resource-counter, time-operator or concurrency test).
//
// Adaptations that do not change what is observed:
// - The expected recordings are typed constants instead of literals in the assertion.
// - RxSwift writes the fallback of asInfallible(onErrorFallbackTo:) as `.never()`, an
//   implicit member of the parameter's type `Infallible<Element>`. ValueRx's `never()` returns
//   its own concrete type, so the fallback is spelled `Infallible<Int>.never().asInfallible()`
//   (the erased `Infallible<Int>`). The sources never fail, so the fallback is never used.

private typealias InfallibleCombineLatestIntEvents = [Recorded<Event<Int>>]

final class PortedInfallibleCombineLatestArityTests: ValueRxTestCase {
    func testCombineLatest_Arity() {
        let scheduler = TestScheduler(initialClock: 0)
        let firstStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let secondStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 100) {
            Infallible
                .combineLatest(firstStream, secondStream)
                .map { $0 + $1 }
        }

        let expected: InfallibleCombineLatestIntEvents = [
            .next(1, 2),
        ]
        XCTAssertEqual(observer.events, expected)
    }

    func testCombineLatest_3_Arity() {
        let scheduler = TestScheduler(initialClock: 0)
        let firstStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let secondStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let thirdStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 100) {
            Infallible
                .combineLatest(firstStream, secondStream, thirdStream)
                .map { $0 + $1 + $2 }
        }

        let expected: InfallibleCombineLatestIntEvents = [
            .next(1, 3),
        ]
        XCTAssertEqual(observer.events, expected)
    }

    func testCombineLatest_4_Arity() {
        let scheduler = TestScheduler(initialClock: 0)
        let firstStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let secondStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let thirdStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let fourthStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 100) {
            Infallible
                .combineLatest(firstStream, secondStream, thirdStream, fourthStream)
                .map { (a: Int, b: Int, c: Int, d: Int) -> Int in a + b + c + d }
        }

        let expected: InfallibleCombineLatestIntEvents = [
            .next(1, 4),
        ]
        XCTAssertEqual(observer.events, expected)
    }

    func testCombineLatest_5_Arity() {
        let scheduler = TestScheduler(initialClock: 0)
        let firstStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let secondStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let thirdStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let fourthStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let fifthStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 100) {
            Infallible
                .combineLatest(firstStream, secondStream, thirdStream, fourthStream, fifthStream)
                .map { (a: Int, b: Int, c: Int, d: Int, e: Int) -> Int in a + b + c + d + e }
        }

        let expected: InfallibleCombineLatestIntEvents = [
            .next(1, 5),
        ]
        XCTAssertEqual(observer.events, expected)
    }

    func testCombineLatest_6_Arity() {
        let scheduler = TestScheduler(initialClock: 0)
        let firstStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let secondStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let thirdStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let fourthStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let fifthStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let sixthStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 100) {
            Infallible
                .combineLatest(firstStream, secondStream, thirdStream, fourthStream, fifthStream, sixthStream)
                .map { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) -> Int in a + b + c + d + e + f }
        }

        let expected: InfallibleCombineLatestIntEvents = [
            .next(1, 6),
        ]
        XCTAssertEqual(observer.events, expected)
    }

    func testCombineLatest_7_Arity() {
        let scheduler = TestScheduler(initialClock: 0)
        let firstStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let secondStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let thirdStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let fourthStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let fifthStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let sixthStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let seventhStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 100) {
            Infallible
                .combineLatest(firstStream, secondStream, thirdStream, fourthStream, fifthStream, sixthStream, seventhStream)
                .map { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int) -> Int in a + b + c + d + e + f + g }
        }

        let expected: InfallibleCombineLatestIntEvents = [
            .next(1, 7),
        ]
        XCTAssertEqual(observer.events, expected)
    }

    func testCombineLatest_8_Arity() {
        let scheduler = TestScheduler(initialClock: 0)
        let firstStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let secondStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let thirdStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let fourthStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let fifthStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let sixthStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let seventhStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let eighthStream = scheduler.createColdObservable([
            .next(1, 1),
        ]).asInfallible(onErrorFallbackTo: Infallible<Int>.never().asInfallible())

        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 100) {
            Infallible
                .combineLatest(firstStream, secondStream, thirdStream, fourthStream, fifthStream, sixthStream, seventhStream, eighthStream)
                .map { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in a + b + c + d + e + f + g + h }
        }

        let expected: InfallibleCombineLatestIntEvents = [
            .next(1, 8),
        ]
        XCTAssertEqual(observer.events, expected)
    }
}
