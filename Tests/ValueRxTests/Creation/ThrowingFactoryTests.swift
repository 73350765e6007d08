import ValueRx
import ValueRxBlocking
import ValueRxTest
import XCTest

/// Closures that only throw, where RxSwift's signature names `Observable<Element>` as the
/// result: `deferred`, `using`, `catch` (and `catchError`). Each must compile as RxSwift code
/// writes it, and send the thrown error to the observer.
final class ThrowingFactoryTests: ValueRxTestCase {
    func testDeferredWhoseFactoryOnlyThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.deferred { throw testError } }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func testDeferredWhoseFactoryReturnsAnErasedObservableOrThrows() {
        var fail = false
        let source = Observable<Int>.deferred { () -> Observable<Int> in
            if fail { throw testError }
            return Observable.just(1).asObservable()
        }
        var events: [Event<Int>] = []
        _ = source.subscribe { events.append($0) }
        fail = true
        _ = source.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed, .error(testError)])
    }

    func testUsingWhoseObservableFactoryOnlyThrowsDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = BooleanDisposable()
        let res = scheduler.start {
            Observable<Int>.using({ resource }, observableFactory: { _ in throw testError })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertTrue(resource.isDisposed)
    }

    func testCatchWhoseHandlerOnlyThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.catch { _ in throw otherError } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, otherError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @available(*, deprecated)
    func testCatchErrorWhoseHandlerOnlyThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.catchError { _ in throw otherError } }
        XCTAssertEqual(res.events, [.error(220, otherError)])
    }

    /// A handler returning a concrete sequence still takes the specialized overload.
    func testCatchWithAConcreteRecoveryKeepsItsType() {
        let recovered = Observable<Int>.error(testError).catch { _ in Observable.just(7) }
        XCTAssertTrue(type(of: recovered) == Observables.Catch<Observables.Fail<Int>, Observables.Just<Int>>.self)
        XCTAssertEqual(try recovered.toBlocking().toArray(), [7])
    }
}
