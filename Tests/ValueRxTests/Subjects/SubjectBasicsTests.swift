import Foundation
import ValueRx
import ValueRxTest
import XCTest

/// The behaviour every subject shares beyond RxSwift's own tests: reentrancy, `.stop` from
/// downstream, disposal, refusal after dispose.
final class SubjectBasicsTests: ValueRxTestCase {
    func testPublishSubjectBroadcastsAndTerminates() {
        let subject = PublishSubject<Int>()
        let a = Recorder<Int>(), b = Recorder<Int>()
        let da = subject.subscribe(a.observer)
        subject.onNext(1)
        _ = subject.map { $0 * 10 }.subscribe(b.observer)
        subject.onNext(2)
        da.dispose()
        subject.onNext(3)
        subject.onCompleted()
        subject.onNext(4)
        XCTAssertEqual(a.events, [.next(1), .next(2)])
        XCTAssertEqual(b.events, [.next(20), .next(30), .completed])
        XCTAssertFalse(subject.hasObservers)
        let late = Recorder<Int>()
        _ = subject.subscribe(late.observer)
        XCTAssertEqual(late.events, [.completed])
    }

    func testDownstreamStopRemovesTheObserver() {
        let subject = PublishSubject<Int>()
        let r = Recorder<Int>()
        _ = subject.take(2).subscribe(r.observer)
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(3)
        XCTAssertEqual(r.events, [.next(1), .next(2), .completed])
    }

    func testReentrantOnNextIsDeliveredAfterTheCurrentHandler() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        // The handler captures the subject: dispose at the end, or the pair stays alive.
        let a = subject.subscribe(onNext: { value in
            log.append("a\(value)>")
            if value == 1 { subject.onNext(2) }
            log.append("<a\(value)")
        })
        let b = subject.subscribe(onNext: { value in log.append("b\(value)") })
        subject.onNext(1)
        // `a` is busy, so 2 waits for its handler to return; `b` is idle and gets 2 at once,
        // before the outer delivery of 1 reaches it (RxSwift's order for `b` too).
        XCTAssertEqual(log, ["a1>", "b2", "<a1", "a2>", "<a2", "b1"])
        a.dispose()
        b.dispose()
    }

    func testDisposeFromInsideTheHandlerStopsFurtherEvents() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.subscribe(onNext: { value in
            received.append(value)
            if value == 1 {
                subject.onNext(2)
                subscription?.dispose()
            }
        })
        subject.onNext(1)
        subject.onNext(3)
        XCTAssertEqual(received, [1])
    }

    func testDisposedSubjectRefusesSubscribers() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        XCTAssertTrue(subject.isDisposed)
        let r = Recorder<Int>()
        _ = subject.subscribe(r.observer)
        XCTAssertEqual(r.events.count, 1)
        guard case .error(let error)? = r.events.first, case RxError.disposed = error else {
            return XCTFail("expected RxError.disposed, got \(r.events)")
        }
    }

    func testBehaviorSubjectValueAndReplayOfCurrent() throws {
        let subject = BehaviorSubject(value: 1)
        XCTAssertEqual(try subject.value(), 1)
        subject.onNext(2)
        let r = Recorder<Int>()
        _ = subject.subscribe(r.observer)
        subject.onNext(3)
        XCTAssertEqual(r.events, [.next(2), .next(3)])
        subject.onError(testError)
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, testError) }
        let late = Recorder<Int>()
        _ = subject.subscribe(late.observer)
        XCTAssertEqual(late.events, [.error(testError)])
        subject.dispose()
        XCTAssertThrowsError(try subject.value()) { error in
            guard case RxError.disposed = error else { return XCTFail("\(error)") }
        }
    }

    func testReplaySubjectBuffers() {
        for (size, expected) in [(0, [Int]()), (1, [3]), (2, [2, 3]), (5, [1, 2, 3])] {
            let subject = ReplaySubject<Int>.create(bufferSize: size)
            subject.onNext(1); subject.onNext(2); subject.onNext(3)
            let r = Recorder<Int>()
            _ = subject.subscribe(r.observer)
            subject.onNext(4)
            XCTAssertEqual(r.elements, expected + [4], "bufferSize \(size)")
        }
        let all = ReplaySubject<Int>.createUnbounded()
        (1...100).forEach { all.onNext($0) }
        all.onCompleted()
        let r = Recorder<Int>()
        _ = all.subscribe(r.observer)
        XCTAssertEqual(r.elements, Array(1...100))
        XCTAssertEqual(r.events.last, .completed)
    }

    func testReplaySubjectReplayStopsWhenObserverStops() {
        let subject = ReplaySubject<Int>.createUnbounded()
        (1...5).forEach { subject.onNext($0) }
        let r = Recorder<Int>()
        _ = subject.take(2).subscribe(r.observer)
        XCTAssertEqual(r.events, [.next(1), .next(2), .completed])
        XCTAssertFalse(subject.hasObservers)
    }

    func testAsyncSubjectEmitsLastOnCompletion() {
        let subject = AsyncSubject<Int>()
        let r = Recorder<Int>()
        _ = subject.subscribe(r.observer)
        subject.onNext(1); subject.onNext(2)
        XCTAssertEqual(r.events, [])
        subject.onCompleted()
        XCTAssertEqual(r.events, [.next(2), .completed])
        let late = Recorder<Int>()
        _ = subject.subscribe(late.observer)
        XCTAssertEqual(late.events, [.next(2), .completed])
    }
}

/// The second deliberate difference from RxSwift (README, subjects' doc comments): an observer
/// disposed from another observer's handler receives nothing more, not even the event being
/// delivered (RxSwift delivers that event from its snapshot of the observers).
final class SubjectDisposalFromAnotherHandlerTests: ValueRxTestCase {
    func testObserverDisposedByAnotherObserversHandlerReceivesNothingMore() {
        for kind in 0 ..< 3 {
            let subject: PublishSubject<Int> = PublishSubject()
            let behavior = BehaviorSubject(value: 0)
            let replay = ReplaySubject<Int>.create(bufferSize: 1)
            var received: [Int] = []
            var second: Disposable?
            func attach<S: ObservableType<Int>>(_ source: S) -> (Disposable, Disposable) {
                let first = source.subscribe(onNext: { value in if value == 1 { second?.dispose() } })
                second = source.subscribe(onNext: { received.append($0) })
                return (first, second!)
            }
            let (first, _): (Disposable, Disposable)
            switch kind {
            case 0: (first, _) = attach(subject)
            case 1: (first, _) = attach(behavior)
            default: (first, _) = attach(replay)
            }
            received.removeAll()
            switch kind {
            case 0: subject.onNext(1); subject.onNext(2)
            case 1: behavior.onNext(1); behavior.onNext(2)
            default: replay.onNext(1); replay.onNext(2)
            }
            XCTAssertEqual(received, [], "kind \(kind)")
            first.dispose()
        }
    }
}
