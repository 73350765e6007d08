import Foundation
import ValueRx
import ValueRxTest
import XCTest

// Infallible: the conversions from an observable (asInfallible(onErrorJustReturn:),
// (onErrorFallbackTo:), (onErrorRecover:)) and from the relays, Infallible.create and
// Infallible.never, and subscribe(with:onNext:onCompleted:onDisposed:), on the virtual-time
// scheduler, RxTest style.
//
// Ports RxSwift's Infallible+Tests (InfallibleTest): the same source events at the same
// virtual times, the same expected recordings and closure logs. RxSwift's expectations are the
// oracle; each test is named after the RxSwift test it ports.
//
// Not ported: the `#if TRACE_RESOURCES` tests (RxSwift's resource counter):
// testAsInfallibleReleasesResourcesOnComplete, testAsInfallibleReleasesResourcesOnError.
// No test of this file needs a time operator; the Swift-concurrency tests of Infallible are in
// another RxSwift file (Infallible+ConcurrencyTests), not ported here.
//
// Adaptations that do not change what is observed:
// - The expected recordings are typed constants instead of literals in the assertion.
// - ValueRx's operators return concrete types, not `Infallible<Element>`. Where RxSwift gives an
//   explicitly typed `Infallible` (`Infallible.create { ... } as Infallible<Int>`,
//   `let xs: Infallible<Int> = Infallible.never()`) or passes one where RxSwift's API takes an
//   `Infallible<Element>` (the fallback of asInfallible(onErrorFallbackTo:), the result of the
//   onErrorRecover closure), the value gets the erasing `.asInfallible()`, and the creation
//   names its element type (`Infallible<Int>.create`, `Infallible<Int>.never()`).
// - RxSwift's private `TestObject` is `PortedInfallibleTestObject` (the same: an NSObject with
//   a UUID identity), named so it cannot clash with other test files.
// - `bind(to:)` on an Infallible and `asInfallible()` on BehaviorRelay / PublishRelay /
//   ReplayRelay are RxCocoa's and RxRelay's; ValueRx has them in its one module.

private typealias InfallibleIntEvents = [Recorded<Event<Int>>]

final class PortedInfallibleTests: ValueRxTestCase {}

// MARK: - Conversions, create

extension PortedInfallibleTests {
    func testAsInfallible_OnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(300, 9),
            .next(340, 13),
            .next(360, 111),
            .error(390, testError),
            .next(480, 320),
        ])

        let inf = xs.asInfallible(onErrorJustReturn: 600)
        let observer = scheduler.createObserver(Int.self)

        _ = inf.bind(to: observer)

        scheduler.start()

        let expected: InfallibleIntEvents = [
            .next(300, 9),
            .next(340, 13),
            .next(360, 111),
            .next(390, 600),
            .completed(390),
        ]
        XCTAssertEqual(observer.events, expected)
    }

    func testAsInfallible_OnErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(300, 9),
            .next(340, 13),
            .next(360, 111),
            .error(390, testError),
            .next(480, 320),
        ])

        let inf = xs.asInfallible(onErrorFallbackTo: Infallible<Int>.of(1, 2).asInfallible())
        let observer = scheduler.createObserver(Int.self)

        _ = inf.bind(to: observer)

        scheduler.start()

        let expected: InfallibleIntEvents = [
            .next(300, 9),
            .next(340, 13),
            .next(360, 111),
            .next(390, 1),
            .next(390, 2),
            .completed(390),
        ]
        XCTAssertEqual(observer.events, expected)
    }

    func testAsInfallible_OnErrorRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(300, 9),
            .next(340, 13),
            .next(360, 111),
            .error(390, testError),
            .next(480, 320),
        ])

        let ys = scheduler.createHotObservable([
            .next(500, 25),
            .next(600, 33),
            .completed(620),
        ])

        let inf = xs.asInfallible(onErrorRecover: { _ in ys.asInfallible(onErrorJustReturn: -1).asInfallible() })
        let observer = scheduler.createObserver(Int.self)

        _ = inf.bind(to: observer)

        scheduler.start()

        let expected: InfallibleIntEvents = [
            .next(300, 9),
            .next(340, 13),
            .next(360, 111),
            .next(500, 25),
            .next(600, 33),
            .completed(620),
        ]
        XCTAssertEqual(observer.events, expected)
    }

    func testAsInfallible_BehaviourRelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = BehaviorRelay<Int>(value: 0)

        let ys = scheduler.createHotObservable([
            .next(500, 25),
            .next(600, 33),
        ])

        let inf = xs.asInfallible()
        let observer = scheduler.createObserver(Int.self)

        let bound = inf.bind(to: observer)
        let feeding = ys.bind(to: xs)

        scheduler.start()

        let expected: InfallibleIntEvents = [
            .next(0, 0),
            .next(500, 25),
            .next(600, 33),
        ]
        XCTAssertEqual(observer.events, expected)
        // RxSwift leaves both subscriptions open; disposed here for the leak check.
        bound.dispose()
        feeding.dispose()
    }

    func testAsInfallible_PublishRelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = PublishRelay<Int>()

        let ys = scheduler.createHotObservable([
            .next(500, 25),
            .next(600, 33),
        ])

        let inf = xs.asInfallible()
        let observer = scheduler.createObserver(Int.self)

        let bound = inf.bind(to: observer)
        let feeding = ys.bind(to: xs)

        scheduler.start()

        let expected: InfallibleIntEvents = [
            .next(500, 25),
            .next(600, 33),
        ]
        XCTAssertEqual(observer.events, expected)
        // RxSwift leaves both subscriptions open; disposed here for the leak check.
        bound.dispose()
        feeding.dispose()
    }

    func testAsInfallible_ReplayRelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = ReplayRelay<Int>.create(bufferSize: 2)

        let ys = scheduler.createHotObservable([
            .next(500, 25),
            .next(600, 33),
        ])

        let inf = xs.asInfallible()
        let observer = scheduler.createObserver(Int.self)

        let bound = inf.bind(to: observer)
        let feeding = ys.bind(to: xs)

        scheduler.start()

        let expected: InfallibleIntEvents = [
            .next(500, 25),
            .next(600, 33),
        ]
        XCTAssertEqual(observer.events, expected)
        // RxSwift leaves both subscriptions open; disposed here for the leak check.
        bound.dispose()
        feeding.dispose()
    }

    func testAnonymousInfallible_detachesOnDispose() {
        var observer: ((InfallibleEvent<Int>) -> Void)!
        let a = Infallible<Int>.create { o in
            observer = o
            return Disposables.create()
        }.asInfallible()

        var elements = [Int]()

        let d = a.subscribe(onNext: { n in
            elements.append(n)
        })

        XCTAssertEqual(elements, [])

        observer(.next(0))
        XCTAssertEqual(elements, [0])

        d.dispose()

        observer(.next(1))
        XCTAssertEqual(elements, [0])
    }

    func testAnonymousInfallible_detachesOnComplete() {
        var observer: ((InfallibleEvent<Int>) -> Void)!
        let a = Infallible<Int>.create { o in
            observer = o
            return Disposables.create()
        }.asInfallible()

        var elements = [Int]()

        _ = a.subscribe(onNext: { n in
            elements.append(n)
        })

        XCTAssertEqual(elements, [])

        observer(.next(0))
        XCTAssertEqual(elements, [0])

        observer(.completed)

        observer(.next(1))
        XCTAssertEqual(elements, [0])
    }
}

// MARK: - never

extension PortedInfallibleTests {
    func testAsInfallible_never() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs: Infallible<Int> = Infallible<Int>.never().asInfallible()

        let res = scheduler.start { xs }

        let correct: [Recorded<Event<Int>>] = []

        XCTAssertEqual(res.events, correct)
    }
}

// MARK: - Subscribe with object

extension PortedInfallibleTests {
    func testSubscribeWithNext() {
        var testObject: PortedInfallibleTestObject! = PortedInfallibleTestObject()
        let scheduler = TestScheduler(initialClock: 0)
        var values = [String]()
        var disposed: UUID?
        var completed: UUID?

        let observable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .next(30, 2),
            .next(40, 3),
            .completed(50),
        ])

        let inf = observable.asInfallible(onErrorJustReturn: -1)

        _ = inf
            .subscribe(
                with: testObject,
                onNext: { object, value in values.append(object.id.uuidString + "\(value)") },
                onCompleted: { completed = $0.id },
                onDisposed: { disposed = $0.id }
            )

        scheduler.start()

        let uuid = testObject.id
        XCTAssertEqual(values, [
            uuid.uuidString + "0",
            uuid.uuidString + "1",
            uuid.uuidString + "2",
            uuid.uuidString + "3",
        ])

        XCTAssertEqual(completed, uuid)
        XCTAssertEqual(disposed, uuid)

        XCTAssertNotNil(testObject)
        testObject = nil
        XCTAssertNil(testObject)
    }

    func testSubscribeWithError() {
        var testObject: PortedInfallibleTestObject! = PortedInfallibleTestObject()
        let scheduler = TestScheduler(initialClock: 0)
        var values = [String]()
        var disposed: UUID?
        var completed: UUID?

        let observable = scheduler.createColdObservable([
            .next(10, 0),
            .next(20, 1),
            .error(30, testError),
            .next(40, 3),
        ])

        let inf = observable.asInfallible(onErrorJustReturn: -1)

        _ = inf
            .subscribe(
                with: testObject,
                onNext: { object, value in values.append(object.id.uuidString + "\(value)") },
                onCompleted: { completed = $0.id },
                onDisposed: { disposed = $0.id }
            )

        scheduler.start()

        let uuid = testObject.id
        XCTAssertEqual(values, [
            uuid.uuidString + "0",
            uuid.uuidString + "1",
            uuid.uuidString + "-1",
        ])

        XCTAssertEqual(completed, uuid)
        XCTAssertEqual(disposed, uuid)

        XCTAssertNotNil(testObject)
        testObject = nil
        XCTAssertNil(testObject)
    }
}

/// RxSwift's `TestObject`: an object with a UUID identity, held unretained by
/// `subscribe(with:...)`.
private final class PortedInfallibleTestObject: NSObject {
    var id = UUID()
}
