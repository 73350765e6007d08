import Dispatch
import Foundation
import ValueRx
import XCTest

/// observe(on:) and subscribe(on:) with real dispatch queues and threads. Every wait is bounded;
/// only ordering, placement and counts are asserted, never durations.
final class ObserveOnThreadTests: ValueRxTestCase {
    /// Records deliveries from any thread: order, overlap, and whether each ran on the queue.
    final class Delivery: @unchecked Sendable {
        let lock = NSLock()
        var elements: [Int] = []
        var completed = 0
        var offQueue = 0
        var overlaps = 0
        var busy = false
        let done = DispatchSemaphore(value: 0)
        let key: DispatchSpecificKey<String>?
        let expectedLabel: String?

        init(key: DispatchSpecificKey<String>? = nil, label: String? = nil) {
            self.key = key
            expectedLabel = label
        }

        func handle(_ event: Event<Int>) {
            lock.lock()
            if busy { overlaps += 1 }
            busy = true
            if let key, DispatchQueue.getSpecific(key: key) != expectedLabel { offQueue += 1 }
            lock.unlock()
            if case .next(let value) = event, value % 97 == 0 { sched_yield() }
            lock.lock()
            switch event {
            case .next(let value): elements.append(value)
            case .completed: completed += 1
            case .error: break
            }
            busy = false
            lock.unlock()
            if event.isStopEvent { done.signal() }
        }
    }

    func testSerialQueueDeliversInOrderOnTheQueue() {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "observe-on-serial")
        queue.setSpecific(key: key, value: "serial")
        let delivery = Delivery(key: key, label: "serial")
        let source = Observable<Int>.create { observer in
            DispatchQueue.global().async {
                for i in 0..<2_000 { observer.onNext(i) }
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let subscription = source.observe(on: SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "observe-on-serial-proxy"))
            .subscribe { delivery.handle($0) }
        XCTAssertEqual(delivery.done.wait(timeout: .now() + 10), .success)
        subscription.dispose()
        delivery.lock.lock(); defer { delivery.lock.unlock() }
        XCTAssertEqual(delivery.elements, Array(0..<2_000))
        XCTAssertEqual(delivery.completed, 1)
        XCTAssertEqual(delivery.offQueue, 0, "every event ran on the scheduler's queue")
        XCTAssertEqual(delivery.overlaps, 0)
    }

    func testConcurrentSchedulerStillDeliversSeriallyAndInOrder() {
        let subject = PublishSubject<Int>()
        let delivery = Delivery()
        let subscription = subject.observe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated)).subscribe { delivery.handle($0) }
        // Four producers, each in order; the subject serializes them per observer, observe(on:)
        // must keep that order and never overlap two deliveries on the concurrent queue.
        DispatchQueue.concurrentPerform(iterations: 4) { producer in
            for i in 0..<1_000 { subject.onNext(producer * 1_000_000 + i) }
        }
        subject.onCompleted()
        XCTAssertEqual(delivery.done.wait(timeout: .now() + 10), .success)
        subscription.dispose()
        delivery.lock.lock(); defer { delivery.lock.unlock() }
        XCTAssertEqual(delivery.elements.count, 4_000)
        XCTAssertEqual(delivery.overlaps, 0)
        for producer in 0..<4 {
            let mine = delivery.elements.filter { $0 / 1_000_000 == producer }
            XCTAssertEqual(mine, mine.sorted(), "producer \(producer) order kept")
        }
    }

    func testDisposeOnTheSchedulerStopsDeliveryAtOnce() {
        let queue = DispatchQueue(label: "observe-on-dispose")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "observe-on-dispose-proxy")
        let lock = NSLock()
        var received: [Int] = []
        var subscription: Disposable?
        let stopped = DispatchSemaphore(value: 0)
        let upstreamDisposed = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { observer in
            let cancelled = BooleanDisposable()
            DispatchQueue.global().async {
                var i = 0
                while !cancelled.isDisposed && i < 1_000_000 { observer.onNext(i); i += 1 }
            }
            return Disposables.create { cancelled.dispose(); upstreamDisposed.signal() }
        }
        lock.lock()
        subscription = source.observe(on: scheduler).subscribe(onNext: { value in
            lock.lock()
            received.append(value)
            let count = received.count
            let me = subscription
            lock.unlock()
            if count == 10 {
                me?.dispose()
                stopped.signal()
            }
        })
        lock.unlock()
        XCTAssertEqual(stopped.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(upstreamDisposed.wait(timeout: .now() + 10), .success, "upstream disposed")
        // Anything still queued for the scheduler is dropped: drain the queue, then count.
        queue.sync {}
        queue.sync {}
        lock.lock(); defer { lock.unlock() }
        XCTAssertEqual(received, Array(0..<10))
    }

    func testSubscribeOnSubscribesAndDisposesOnTheQueue() {
        let key = DispatchSpecificKey<String>()
        let queue = DispatchQueue(label: "subscribe-on")
        queue.setSpecific(key: key, value: "subscribe-on")
        let subscribedOn = DispatchSemaphore(value: 0)
        let disposedOn = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var subscribeLabel: String?, disposeLabel: String?
        let source = Observable<Int>.create { observer in
            lock.lock(); subscribeLabel = DispatchQueue.getSpecific(key: key); lock.unlock()
            observer.onNext(1)
            subscribedOn.signal()
            return Disposables.create {
                lock.lock(); disposeLabel = DispatchQueue.getSpecific(key: key); lock.unlock()
                disposedOn.signal()
            }
        }
        var received: [Int] = []
        let subscription = source.subscribe(on: SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "subscribe-on-proxy"))
            .subscribe(onNext: { value in lock.lock(); received.append(value); lock.unlock() })
        XCTAssertEqual(subscribedOn.wait(timeout: .now() + 5), .success)
        subscription.dispose()
        XCTAssertEqual(disposedOn.wait(timeout: .now() + 5), .success)
        lock.lock(); defer { lock.unlock() }
        XCTAssertEqual(subscribeLabel, "subscribe-on")
        XCTAssertEqual(disposeLabel, "subscribe-on")
        XCTAssertEqual(received, [1])
    }

    func testIntervalOnADispatchSchedulerWithTake() {
        let done = DispatchSemaphore(value: 0)
        let lock = NSLock()
        var received: [Int] = []
        let subscription = Observable<Int>.interval(.milliseconds(1), scheduler: SerialDispatchQueueScheduler(qos: .default))
            .take(5)
            .subscribe(onNext: { value in lock.lock(); received.append(value); lock.unlock() },
                       onCompleted: { done.signal() })
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        subscription.dispose()
        lock.lock(); defer { lock.unlock() }
        XCTAssertEqual(received, [0, 1, 2, 3, 4])
    }

    func testObserveOnMainSchedulerDeliversOnTheMainThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the test to run on the main thread")
        let lock = NSLock()
        var onMain: [Bool] = []
        var completed = false
        let source = Observable<Int>.create { observer in
            DispatchQueue.global().async {
                for i in 0..<20 { observer.onNext(i) }
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let subscription = source.observe(on: MainScheduler.instance).subscribe(
            onNext: { _ in lock.lock(); onMain.append(Thread.isMainThread); lock.unlock() },
            onCompleted: { lock.lock(); completed = true; lock.unlock() })
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            lock.lock(); let finished = completed; lock.unlock()
            if finished { break }
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        subscription.dispose()
        lock.lock(); defer { lock.unlock() }
        XCTAssertTrue(completed)
        XCTAssertEqual(onMain, Array(repeating: true, count: 20))
    }

    /// On the main queue with nothing waiting, `observe(on: MainScheduler.instance)` delivers
    /// in place (RxSwift: `schedule` runs at once there). Work scheduled on the main scheduler
    /// while a delivery runs (here a second chain fed from the first one's handler) is not
    /// nested: it waits for a later turn of the main queue, as in RxSwift.
    func testObserveOnMainSchedulerDeliversInPlaceAndQueuesWhatArrivesMeanwhile() throws {
        try XCTSkipUnless(Thread.isMainThread, "needs the test to run on the main thread")
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var received: [String] = []
        let one = first.observe(on: MainScheduler.instance).subscribe(
            onNext: { value in
                received.append("begin \(value)")
                second.onNext(value * 10)
                received.append("end \(value)")
            },
            onCompleted: { received.append("completed") })
        let two = second.observe(on: MainScheduler.instance).subscribe(onNext: { received.append("second \($0)") })
        first.onNext(1)
        XCTAssertEqual(received, ["begin 1", "end 1"], "1 in place; 10 waits for the main queue")
        let deadline = Date().addingTimeInterval(5)
        while received.count < 3, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(received, ["begin 1", "end 1", "second 10"])
        second.onNext(20)
        first.onCompleted()
        XCTAssertEqual(received, ["begin 1", "end 1", "second 10", "second 20", "completed"])
        first.onNext(4)
        XCTAssertEqual(received.last, "completed")
        one.dispose()
        two.dispose()
    }
}
