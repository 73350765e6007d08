import Dispatch
import Foundation
import ValueRx
import XCTest

// Timers firing on a dispatch queue while the source emits on another thread: the grammar holds
// (one terminal event, nothing after it), and nothing arrives after dispose() returned.
// Bounded: each round lasts a few milliseconds.
final class TimeStressTests: ValueRxTestCase {
    private func emitter(_ observer: AnyObserver<Int>, until stop: DispatchSemaphore, stopped: DispatchSemaphore) {
        DispatchQueue.global().async {
            var i = 0
            while stop.wait(timeout: .now()) == .timedOut {
                observer.onNext(i)
                i += 1
            }
            stopped.signal()
        }
    }

    func testTimeOperatorsRaceTheSourceWithoutBreakingTheGrammar() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        for round in 0..<35 {
            let stop = DispatchSemaphore(value: 0)
            let stopped = DispatchSemaphore(value: 0)
            let lock = NSLock()
            var events: [Event<Int>] = []
            let done = DispatchSemaphore(value: 0)
            let source = Observable<Int>.create { observer in
                self.emitter(observer, until: stop, stopped: stopped)
                return Disposables.create { stop.signal() }
            }
            let record: (Event<Int>) -> Void = { event in
                lock.lock(); events.append(event); lock.unlock()
                if event.isStopEvent { done.signal() }
            }
            let subscription: Disposable
            switch round % 7 {
            case 0:
                subscription = source.take(for: .milliseconds(3), scheduler: scheduler).subscribe(record)
            case 1:
                // A source that goes quiet: the timeout fires between two of its elements.
                subscription = source.filter { $0 < 50 }.timeout(.milliseconds(3), scheduler: scheduler).subscribe(record)
            case 2:
                // Timers (one per element) race the elements; the take(for:) ends the round.
                subscription = source.debounce(.microseconds(200), scheduler: scheduler)
                    .take(for: .milliseconds(3), scheduler: scheduler).subscribe(record)
            case 3:
                subscription = source.throttle(.microseconds(300), scheduler: scheduler)
                    .take(for: .milliseconds(3), scheduler: scheduler).subscribe(record)
            case 4:
                subscription = source.delay(.microseconds(300), scheduler: scheduler)
                    .take(for: .milliseconds(3), scheduler: scheduler).subscribe(record)
            case 5:
                subscription = source.window(timeSpan: .microseconds(300), count: 7, scheduler: scheduler)
                    .flatMap { $0 }
                    .take(for: .milliseconds(3), scheduler: scheduler).subscribe(record)
            default:
                subscription = source.buffer(timeSpan: .microseconds(300), count: 7, scheduler: scheduler)
                    .map { $0.count }
                    .take(for: .milliseconds(3), scheduler: scheduler).subscribe(record)
            }
            XCTAssertEqual(done.wait(timeout: .now() + 2), .success, "round \(round) ended")
            subscription.dispose()
            XCTAssertEqual(stopped.wait(timeout: .now() + 2), .success, "round \(round): the source was disposed")
            lock.lock()
            let terminals = events.filter(\.isStopEvent).count
            let last = events.last
            lock.unlock()
            XCTAssertEqual(terminals, 1, "round \(round): one terminal event")
            XCTAssertTrue(last?.isStopEvent ?? false, "round \(round): nothing after the terminal event")
        }
    }
}
