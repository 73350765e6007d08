import ValueRx
import ValueRxTest
import XCTest

/// When `do(onDispose:)` runs against the after-hooks, as RxSwift's code orders them: every
/// operator's sink disposes its subscription right after passing on a terminal event (or
/// stopping, as `take` does), so a `do` followed by any operator runs `onDispose` before its
/// `afterCompleted`, `afterError` or pending `afterNext`; a `do` that is the last operator
/// before the subscriber (or followed only by `startWith`, which hands the observer itself up)
/// runs its after-hooks first, then disposes itself. Every scenario runs fused and with
/// `.asObservable()` after each operator (RxSwift's `asObservable()` is the identity on its
/// operators, so both must give RxSwift's order).
final class DoDisposeOrderTests: ValueRxTestCase {
    private final class Log {
        var lines: [String] = []
        func add(_ line: String) { lines.append(line) }
    }

    private func hooks(_ log: Log, _ name: String) -> (Observable<Int>) -> Observable<Int> {
        { source in
            source.do(onNext: { log.add("\(name) onNext \($0)") }, afterNext: { log.add("\(name) afterNext \($0)") },
                      onError: { _ in log.add("\(name) onError") }, afterError: { _ in log.add("\(name) afterError") },
                      onCompleted: { log.add("\(name) onCompleted") }, afterCompleted: { log.add("\(name) afterCompleted") },
                      onDispose: { log.add("\(name) onDispose") })
                .asObservable()
        }
    }

    private func observe(_ chain: Observable<Int>, _ log: Log) {
        _ = chain.subscribe(onNext: { log.add("observer \($0)") }, onError: { _ in log.add("observer error") },
                            onCompleted: { log.add("observer completed") })
    }

    /// Subscribes `chain(subject)`, then sends `events` through the subject: the subscription
    /// is complete when they arrive (a source that ends inside `subscribe` is the other case,
    /// `testSynchronousSourceRunsOnDisposeLast`).
    private func run(_ events: [Event<Int>], _ log: Log, _ chain: (Observable<Int>) -> Observable<Int>) {
        let subject = PublishSubject<Int>()
        observe(chain(subject.asObservable()), log)
        for event in events { subject.on(event) }
    }

    func testDoFollowedByMapDisposesBeforeAfterCompleted() {
        let expected = ["do onNext 1", "observer 2", "do afterNext 1", "do onCompleted", "observer completed",
                        "do onDispose", "do afterCompleted"]
        let fused = Log()
        run([.next(1), .completed], fused) { source in
            source
                .do(onNext: { fused.add("do onNext \($0)") }, afterNext: { fused.add("do afterNext \($0)") },
                    onCompleted: { fused.add("do onCompleted") }, afterCompleted: { fused.add("do afterCompleted") },
                    onDispose: { fused.add("do onDispose") })
                .map { $0 + 1 }.asObservable()
        }
        XCTAssertEqual(fused.lines, expected)
        let erased = Log()
        run([.next(1), .completed], erased) { self.hooks(erased, "do")($0).map { $0 + 1 }.asObservable() }
        XCTAssertEqual(erased.lines, expected)
    }

    func testLastDoRunsAfterCompletedBeforeOnDispose() {
        let expected = ["do onNext 1", "observer 1", "do afterNext 1", "do onCompleted", "observer completed",
                        "do afterCompleted", "do onDispose"]
        let fused = Log()
        run([.next(1), .completed], fused) { source in
            source
                .do(onNext: { fused.add("do onNext \($0)") }, afterNext: { fused.add("do afterNext \($0)") },
                    onCompleted: { fused.add("do onCompleted") }, afterCompleted: { fused.add("do afterCompleted") },
                    onDispose: { fused.add("do onDispose") }).asObservable()
        }
        XCTAssertEqual(fused.lines, expected)
        let erased = Log()
        run([.next(1), .completed], erased) { self.hooks(erased, "do")($0) }
        XCTAssertEqual(erased.lines, expected)
        // startWith after the do hands the subscriber itself up: still the last operator's order.
        for erasedStart in [false, true] {
            let started = Log()
            run([.next(1), .completed], started) { source in
                erasedStart
                    ? self.hooks(started, "do")(source).startWith(0).asObservable()
                    : source.do(onNext: { started.add("do onNext \($0)") }, afterNext: { started.add("do afterNext \($0)") },
                                onCompleted: { started.add("do onCompleted") }, afterCompleted: { started.add("do afterCompleted") },
                                onDispose: { started.add("do onDispose") }).startWith(0).asObservable()
            }
            XCTAssertEqual(started.lines, ["observer 0"] + expected, "erased: \(erasedStart)")
        }
    }

    /// RxSwift: take(1) passes the element and its completion on, disposes everything above it
    /// (onDispose), and only then does the `do` above it run afterNext.
    func testTakeAfterDoDisposesBeforeAfterNext() {
        let expected = ["do onNext 1", "observer 1", "observer completed", "do onDispose", "do afterNext 1"]
        let fused = Log()
        run([.next(1), .next(2)], fused) { source in
            source
                .do(onNext: { fused.add("do onNext \($0)") }, afterNext: { fused.add("do afterNext \($0)") },
                    onCompleted: { fused.add("do onCompleted") }, afterCompleted: { fused.add("do afterCompleted") },
                    onDispose: { fused.add("do onDispose") })
                .take(1).asObservable()
        }
        XCTAssertEqual(fused.lines, expected)
        let erased = Log()
        run([.next(1), .next(2)], erased) { self.hooks(erased, "do")($0).take(1).asObservable() }
        XCTAssertEqual(erased.lines, expected)
    }

    /// Two `do`s: the later one is the last operator (after-hooks, then the whole subscription
    /// ends: the earlier `onDispose` first), then the earlier one's after-hooks.
    func testTwoDosAroundAMap() {
        let expected = ["a onCompleted", "b onCompleted", "observer completed", "b afterCompleted",
                        "a onDispose", "b onDispose", "a afterCompleted"]
        for erased in [false, true] {
            let log = Log()
            run([.completed], log) { source in
                if erased {
                    return self.hooks(log, "b")(self.hooks(log, "a")(source).map { $0 }.asObservable())
                }
                return source
                    .do(onCompleted: { log.add("a onCompleted") }, afterCompleted: { log.add("a afterCompleted") },
                        onDispose: { log.add("a onDispose") })
                    .map { $0 }
                    .do(onCompleted: { log.add("b onCompleted") }, afterCompleted: { log.add("b afterCompleted") },
                        onDispose: { log.add("b onDispose") })
                    .asObservable()
            }
            XCTAssertEqual(log.lines, expected, "erased: \(erased)")
        }
    }

    func testErrorPathFollowsTheSameOrder() {
        let expected = ["do onError", "observer error", "do onDispose", "do afterError"]
        for erased in [false, true] {
            let log = Log()
            run([.error(testError)], log) { source in
                erased
                    ? self.hooks(log, "do")(source).filter { _ in true }.asObservable()
                    : source.do(onError: { _ in log.add("do onError") }, afterError: { _ in log.add("do afterError") },
                                onDispose: { log.add("do onDispose") }).filter { _ in true }.asObservable()
            }
            XCTAssertEqual(log.lines, expected, "erased: \(erased)")
        }
    }

    /// A source that ends inside its own `subscribe` call (`just`): in RxSwift the disposal
    /// requested then waits until each operator's subscription exists, so every after-hook runs
    /// first and the `onDispose`s run as the subscriptions are handed back, outermost last.
    func testSynchronousSourceRunsOnDisposeLast() {
        let expected = ["a onCompleted", "b onCompleted", "observer completed", "b afterCompleted",
                        "a afterCompleted", "a onDispose", "b onDispose"]
        for erased in [false, true] {
            let log = Log()
            let source = Observable<Int>.empty().asObservable()
            let chain = erased
                ? hooks(log, "b")(hooks(log, "a")(source).map { $0 }.asObservable())
                : source
                    .do(onCompleted: { log.add("a onCompleted") }, afterCompleted: { log.add("a afterCompleted") },
                        onDispose: { log.add("a onDispose") })
                    .map { $0 }
                    .do(onCompleted: { log.add("b onCompleted") }, afterCompleted: { log.add("b afterCompleted") },
                        onDispose: { log.add("b onDispose") })
                    .asObservable()
            observe(chain, log)
            XCTAssertEqual(log.lines, expected, "erased: \(erased)")
        }
    }

    /// In virtual time against a recording source: the source's subscription ends at the
    /// completion either way; only the hooks' order moves.
    func testRecordedSubscriptionUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let log = Log()
        let res = scheduler.start {
            xs.do(afterCompleted: { log.add("afterCompleted \(scheduler.clock)") },
                  onDispose: { log.add("onDispose \(scheduler.clock)") })
                .map { $0 * 2 }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(log.lines, ["onDispose 220", "afterCompleted 220"])
    }
}
