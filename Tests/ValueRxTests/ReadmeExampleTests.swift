import ValueRx
import ValueRxTest
import XCTest

/// The README's example compiles and does what it says.
final class ReadmeExampleTests: ValueRxTestCase {
    func testReadmeExample() {
        var log: [String] = []
        let bag = DisposeBag()
        Observable.range(start: 1, count: 10)
            .filter { $0 % 2 == 0 }
            .map { $0 * 10 }
            .scan(0, accumulator: +)
            .subscribe(onNext: { log.append("running total \($0)") },
                       onCompleted: { log.append("done") })
            .disposed(by: bag)
        XCTAssertEqual(log, ["running total 20", "running total 60", "running total 120",
                             "running total 200", "running total 300", "done"])
    }
}

/// The README's ValueRxTest example, verbatim.
final class DoublingTests: ValueRxTestCase {
    func testMapDoubles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
