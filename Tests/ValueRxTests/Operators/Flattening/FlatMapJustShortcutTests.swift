import ValueRx
import ValueRxTest
import XCTest

/// `flatMap`/`concatMap`/`merge(maxConcurrent:)` whose inners are `Observables.Just` deliver the
/// element without subscribing the inner (FlatMapSink.outerNextJust). Each scenario runs the
/// shortcut and the general path (the same `just` erased to `Observable<Int>`, which subscribes
/// it as RxSwift's MergeSink does) and expects the same events, subscription times and order.
private let just = { (x: Int) -> Observables.Just<Int> in Observable.just(x) }
private let erasedJust = { (x: Int) -> Observable<Int> in Observable.just(x).asObservable() }

final class FlatMapJustShortcutTests: ValueRxTestCase {
    /// Both forms of one chain on one hot source, in virtual time.
    private func both(
        _ events: [Recorded<Event<Int>>],
        _ chain: @escaping (Observable<Int>, Bool) -> Observable<Int>
    ) -> [(events: [Recorded<Event<Int>>], subscriptions: [Subscription])] {
        [true, false].map { shortcut in
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(events)
            let res = scheduler.start { chain(xs.asObservable(), shortcut) }
            return (res.events, xs.subscriptions)
        }
    }

    func testFlatMapAndConcatMapOfJustMatchTheSubscribedInner() {
        let events: [Recorded<Event<Int>>] = [.next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(240)]
        for run in both(events, { xs, shortcut in
            shortcut ? xs.flatMap(just).concatMap(just).asObservable()
                : xs.flatMap(erasedJust).concatMap(erasedJust).asObservable()
        }) {
            XCTAssertEqual(run.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            XCTAssertEqual(run.subscriptions, [Subscription(200, 240)])
        }
    }

    func testDownstreamStopEndsTheSourceAtOnce() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)]
        for run in both(events, { xs, shortcut in
            (shortcut ? xs.concatMap(just).asObservable() : xs.concatMap(erasedJust).asObservable()).take(2).asObservable()
        }) {
            XCTAssertEqual(run.events, [.next(210, 1), .next(220, 2), .completed(220)])
            XCTAssertEqual(run.subscriptions, [Subscription(200, 220)])
        }
    }

    func testSelectorErrorEndsTheWhole() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)]
        for run in both(events, { xs, shortcut in
            let select = { (x: Int) throws -> Int in
                if x == 2 { throw testError }
                return x
            }
            return shortcut
                ? xs.flatMap { (x: Int) throws -> Observables.Just<Int> in Observable.just(try select(x)) }.asObservable()
                : xs.flatMap { (x: Int) throws -> Observable<Int> in Observable.just(try select(x)).asObservable() }.asObservable()
        }) {
            XCTAssertEqual(run.events, [.next(210, 1), .error(220, testError)])
            XCTAssertEqual(run.subscriptions, [Subscription(200, 220)])
        }
    }

    /// An element sent back into the source from the downstream's handler: RxSwift's concatMap
    /// queues it until the running `just` completes; the shortcut's output box holds it until
    /// the handler returns. The order downstream is the same.
    func testReentrantElementKeepsTheOrder() {
        for shortcut in [true, false] {
            let subject = PublishSubject<Int>()
            var received: [Int] = []
            let chain = shortcut
                ? subject.concatMap(just).map { (x: Int) -> Int in x * 10 }.asObservable()
                : subject.concatMap(erasedJust).map { (x: Int) -> Int in x * 10 }.asObservable()
            let subscription = chain.subscribe(onNext: { value in
                received.append(value)
                if value == 10 { subject.onNext(2) }
                received.append(-value)
            })
            subject.onNext(1)
            subject.onNext(3)
            subscription.dispose()
            XCTAssertEqual(received, [10, -10, 20, -20, 30, -30], "shortcut: \(shortcut)")
        }
    }

    /// `merge(maxConcurrent:)` of `just`s: the shortcut sees room each time, in order.
    func testMergeMaxConcurrentOfJusts() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)]
        for run in both(events, { xs, shortcut in
            shortcut ? xs.map(just).merge(maxConcurrent: 1).asObservable()
                : xs.map(erasedJust).merge(maxConcurrent: 1).asObservable()
        }) {
            XCTAssertEqual(run.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            XCTAssertEqual(run.subscriptions, [Subscription(200, 240)])
        }
    }
}
