import ValueRx
import ValueRxTest
import XCTest

/// Schedulers injected as existentials (`any ImmediateSchedulerType`, `any SchedulerType`), as
/// apps do for testability: every API that takes a scheduler accepts them and behaves as with
/// the concrete scheduler.
final class ExistentialSchedulerTests: ValueRxTestCase {
    /// A view model in the shape apps write: the scheduler is a dependency with a default.
    private final class Ticker {
        let scheduler: any SchedulerType
        init(scheduler: any SchedulerType = MainScheduler.instance) {
            self.scheduler = scheduler
        }

        func ticks(_ source: TestableObservable<Int>) -> Observable<Int> {
            source.observe(on: scheduler).map { $0 * 10 }.asObservable()
        }

        func timer() -> Observable<Int> {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3).asObservable()
        }
    }

    func testObserveOnAnExistentialMatchesTheConcreteScheduler() {
        let concrete = TestScheduler(initialClock: 0)
        let xs = concrete.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let expected = concrete.start { xs.observe(on: concrete).map { $0 * 10 } }

        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ticker = Ticker(scheduler: scheduler)
        let res = scheduler.start { ticker.ticks(ys) }
        XCTAssertEqual(res.events, expected.events)
        XCTAssertEqual(res.events, [.next(211, 10), .next(221, 20), .completed(231)])
        XCTAssertEqual(ys.subscriptions, xs.subscriptions)
    }

    func testTimeBasedCreationOnAnExistential() {
        let scheduler = TestScheduler(initialClock: 0)
        let ticker = Ticker(scheduler: scheduler)
        let res = scheduler.start { ticker.timer() }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2), .completed(230)])
        let timer = scheduler.start(created: 1000, subscribed: 1000, disposed: 2000) {
            Observable<Int>.timer(.seconds(5), scheduler: ticker.scheduler)
        }
        XCTAssertEqual(timer.events, [.next(1005, 0), .completed(1005)])
    }

    func testSubscribeOnAndCreationOnAnImmediateExistential() {
        let scheduler = TestScheduler(initialClock: 0)
        let erased: any ImmediateSchedulerType = scheduler
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
        let res = scheduler.start { xs.subscribe(on: erased) }
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])

        let other = TestScheduler(initialClock: 0)
        let otherErased: any ImmediateSchedulerType = other
        let of = other.start { Observable.of(1, 2, scheduler: otherErased) }
        XCTAssertEqual(of.events, [.next(201, 1), .next(202, 2), .completed(203)])
        let just = other.start(created: 1000, subscribed: 1000, disposed: 2000) { Observable.just(7, scheduler: otherErased) }
        XCTAssertEqual(just.events, [.next(1001, 7), .completed(1002)])
    }

    /// Wrapping twice keeps one wrapper, and a concrete scheduler keeps its own type.
    func testWrappingAndConcreteTypes() {
        let wrapped = AnyImmediateScheduler(MainScheduler.instance)
        XCTAssertTrue(AnyImmediateScheduler(wrapped).base is MainScheduler)
        let timeWrapped = AnyScheduler(MainScheduler.instance)
        XCTAssertTrue(AnyScheduler(timeWrapped).base is MainScheduler)
        let concrete = Observable.just(1).observe(on: MainScheduler.instance)
        XCTAssertTrue(type(of: concrete) == Observables.ObserveOn<Observables.Just<Int>, MainScheduler>.self)
        let erased: any ImmediateSchedulerType = MainScheduler.instance
        let viaExistential = Observable.just(1).observe(on: erased)
        XCTAssertTrue(type(of: viaExistential) == Observables.ObserveOn<Observables.Just<Int>, AnyImmediateScheduler>.self)
    }
}
