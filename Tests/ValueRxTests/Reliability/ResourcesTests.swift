import Foundation
import ValueRx
import XCTest

/// `Resources.total` (built with `TRACE_RESOURCES`): what it counts, and proof that the leak
/// check every test runs (`ValueRxTestCase`) finds a leak.
final class ResourcesTests: ValueRxTestCase {
    func testTheLeakCheckFindsASubscriptionStillAlive() throws {
        #if TRACE_RESOURCES
        let before = Resources.total
        let subject = PublishSubject<Int>()
        var subscription: Disposable? = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
        // The subject's box for this subscriber is alive: the check reports it.
        XCTAssertEqual(ResourceCheck.leaked(since: before, timeout: 0.05), 1)
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(ResourceCheck.leaked(since: before))
        #else
        throw XCTSkip("counts only in a TRACE_RESOURCES build")
        #endif
    }

    /// RxSwift's `numberOfSerialDispatchQueueObservables`: live `observe(on:)` subscriptions on
    /// a serial dispatch queue scheduler or the main scheduler, not on other schedulers.
    func testNumberOfSerialDispatchQueueObservables() throws {
        #if TRACE_RESOURCES
        let before = Resources.numberOfSerialDispatchQueueObservables
        let subject = PublishSubject<Int>()
        var serial: Disposable? = subject.observe(on: SerialDispatchQueueScheduler(qos: .default)).subscribe(onNext: { _ in })
        var main: Disposable? = subject.observe(on: MainScheduler.instance).subscribe(onNext: { _ in })
        var concurrent: Disposable? = subject.observe(on: ConcurrentDispatchQueueScheduler(qos: .default)).subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 2)
        serial?.dispose()
        main?.dispose()
        concurrent?.dispose()
        serial = nil
        main = nil
        concurrent = nil
        let deadline = Date().addingTimeInterval(5)
        while Resources.numberOfSerialDispatchQueueObservables != before, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
        #else
        throw XCTSkip("counts only in a TRACE_RESOURCES build")
        #endif
    }

    /// A sink kept alive by a reference cycle is found; breaking the cycle frees it.
    func testTheLeakCheckFindsACycle() throws {
        #if TRACE_RESOURCES
        final class Holder { var subscription: Disposable? }
        let before = Resources.total
        let holder = Holder()
        let subject = PublishSubject<Int>()
        // The handler captures the holder, which keeps the subscription: a cycle through the
        // subject's box, alive while the subject lives.
        holder.subscription = subject.subscribe(onNext: { _ in _ = holder })
        XCTAssertNotNil(ResourceCheck.leaked(since: before, timeout: 0.05))
        holder.subscription?.dispose()
        holder.subscription = nil
        XCTAssertNil(ResourceCheck.leaked(since: before))
        #else
        throw XCTSkip("counts only in a TRACE_RESOURCES build")
        #endif
    }

    /// Sinks of every kind end with their subscriptions: synchronous chains complete and free
    /// everything; asynchronous ones free everything once disposed.
    func testOperatorsFreeTheirResources() throws {
        #if TRACE_RESOURCES
        let before = Resources.total
        _ = Observable.range(start: 0, count: 10)
            .flatMap { Observable.just($0) }
            .concatMap { Observable.of($0, $0) }
            .catchAndReturn(0)
            .retry(2)
            .share()
            .subscribe(onNext: { _ in })
        XCTAssertNil(ResourceCheck.leaked(since: before))
        let queue = DispatchQueue(label: "resources")
        let subject = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        var subscription: Disposable? = subject
            .observe(on: SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "resources.observe"))
            .subscribe(onNext: { if $0 == 9 { done.signal() } })
        for i in 0 ..< 10 { subject.onNext(i) }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertNotNil(ResourceCheck.leaked(since: before, timeout: 0.01))
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(ResourceCheck.leaked(since: before))
        #else
        throw XCTSkip("counts only in a TRACE_RESOURCES build")
        #endif
    }
}
