import Dispatch
import Foundation
import Synchronization
import ValueRx
import XCTest

/// What RxSwift's own tests do not pin down for the flattening and error-handling operators:
/// no stack growth on long synchronous runs, the trampoline interleavings of default-scheduler
/// sources, the operator contract, and delivery from several threads.
final class FlatteningBehaviorTests: ValueRxTestCase {
    // MARK: No unbounded stack

    func testConcatOf100_000SynchronousJustsCompletes() {
        let count = 100_000
        var sum = 0
        var completed = false
        _ = Observable<Int>.concat((0..<count).lazy.map { Observable.just($0).asObservable() })
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, (0..<count).reduce(0, +))
        XCTAssertTrue(completed)
    }

    func testRetryOfASourceFailing100_000TimesSynchronouslySucceeds() {
        var attempts = 0
        var received: [Int] = []
        var completed = false
        _ = Observable<Int>.create { observer in
            attempts += 1
            if attempts <= 100_000 {
                observer.onError(testError)
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        .retry()
        .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(attempts, 100_001)
        XCTAssertEqual(received, [100_001])
        XCTAssertTrue(completed)
    }

    func testRetryWhenOfASourceFailing100_000TimesSynchronouslySucceeds() {
        var attempts = 0
        var received: [Int] = []
        _ = Observable<Int>.create { observer in
            attempts += 1
            if attempts <= 100_000 {
                observer.onError(testError)
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        .retry(when: { (errors: Observable<Swift.Error>) in errors })
        .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [100_001])
    }

    func testFlatMapAndConcatMapOver100_000SynchronousInners() {
        let count = 100_000
        for operatorName in ["flatMap", "concatMap", "flatMapFirst", "flatMapLatest"] {
            var sum = 0
            var completed = false
            let source = Observable.range(start: 0, count: count)
            let just = { (x: Int) in Observable.just(x) }
            let handler: (Int) -> Void = { sum += $0 }
            let done = { completed = true }
            switch operatorName {
            case "flatMap": _ = source.flatMap(just).subscribe(onNext: handler, onCompleted: done)
            case "concatMap": _ = source.concatMap(just).subscribe(onNext: handler, onCompleted: done)
            case "flatMapFirst": _ = source.flatMapFirst(just).subscribe(onNext: handler, onCompleted: done)
            default: _ = source.flatMapLatest(just).subscribe(onNext: handler, onCompleted: done)
            }
            XCTAssertEqual(sum, (0..<count).reduce(0, +), operatorName)
            XCTAssertTrue(completed, operatorName)
        }
    }

    func testConcatMapOf100_000QueuedSynchronousInnersCompletes() {
        // The outer source emits everything while the first inner still runs, so 99,999 inners
        // wait in the queue and each completion subscribes the next through the trampoline.
        let subject = PublishSubject<Int>()
        var sum = 0
        var completed = false
        let gate = PublishSubject<Int>()
        _ = subject
            .concatMap { x in x == 0 ? gate.asObservable() : Observable.just(x).asObservable() }
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        for i in 0..<100_000 { subject.onNext(i) }
        subject.onCompleted()
        gate.onCompleted()
        XCTAssertEqual(sum, (1..<100_000).reduce(0, +))
        XCTAssertTrue(completed)
    }

    // MARK: Trampoline interleavings (CurrentThreadScheduler, as RxSwift's)

    func testFlatMapOfDefaultSchedulerSourcesInterleavesAsRxSwift() {
        // RxSwift: outer step 1 queues inner A's first step, then its own next step; the
        // trampoline runs them in that order, so A and B alternate.
        XCTAssertEqual(elements(events(Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) })), [1, 10, 2, 20])
    }

    func testMergeOfDefaultSchedulerSourcesInterleavesAsRxSwift() {
        let merged = Observable<Int>.merge(Observable.of(1, 2).asObservable(), Observable.of(3, 4).asObservable())
        XCTAssertEqual(events(merged), [.next(1), .next(3), .next(2), .next(4), .completed])
    }

    func testConcatOfDefaultSchedulerSourcesRunsInOrder() {
        let concatenated = Observable<Int>.concat([Observable.of(1, 2).asObservable(), Observable.of(3, 4).asObservable()])
        XCTAssertEqual(events(concatenated), [.next(1), .next(2), .next(3), .next(4), .completed])
    }

    func testDoOnSubscribedRunsBeforeTheElementsOfADefaultSchedulerSource() {
        // RxSwift's `do` is a producer: its subscription runs inside the trampoline, so `of`
        // queues its first element until `onSubscribed` has run.
        var log: [String] = []
        _ = Observable.of(1, 2)
            .do(onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") })
            .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["subscribe", "subscribed", "1", "2", "completed"])
    }

    // MARK: Order of the outer disposal against the completion (RxSwift's sinks)

    private func completionOrder<Result: ObservableType>(_ apply: (Pipelined) -> Result) -> [String] {
        var log: [String] = []
        let outer = PublishSubject<Int>()
        _ = apply(outer.do(onDispose: { log.append("outer disposed") }))
            .subscribe(onNext: { _ in }, onCompleted: { log.append("completed") })
        outer.onNext(1)
        outer.onCompleted()
        return log
    }

    private typealias Pipelined = Observables.Pipeline<PublishSubject<Int>, Stages.Do<Int>>

    func testFlatMapForwardsTheCompletionBeforeDisposingTheOuter() {
        // MergeSink: synchronizedForwardOnAndDispose(.completed).
        XCTAssertEqual(completionOrder { $0.flatMap { Observable.just($0) } }, ["completed", "outer disposed"])
        XCTAssertEqual(completionOrder { $0.concatMap { Observable.just($0) } }, ["completed", "outer disposed"])
        XCTAssertEqual(completionOrder { $0.flatMapFirst { Observable.just($0) } }, ["completed", "outer disposed"])
    }

    func testFlatMapLatestDisposesTheOuterBeforeForwardingTheCompletion() {
        // SwitchSink: subscriptions.dispose(), then forwardOn(.completed).
        XCTAssertEqual(completionOrder { $0.flatMapLatest { Observable.just($0) } }, ["outer disposed", "completed"])
    }

    // MARK: The operator contract

    func testEveryNewOperatorKeepsTheContract() {
        assertOperatorContract { $0.startWith(0) }
        assertOperatorContract { $0.takeLast(2) }
        assertOperatorContract { $0.do(onSubscribe: {}, onDispose: {}) }
        assertOperatorContract { $0.flatMap { Observable.just($0) } }
        assertOperatorContract { $0.flatMapFirst { Observable.just($0) } }
        assertOperatorContract { $0.flatMapLatest { Observable.just($0) } }
        assertOperatorContract { $0.concatMap { Observable.just($0) } }
        assertOperatorContract { $0.map { Observable.just($0) }.merge() }
        assertOperatorContract { $0.map { Observable.just($0) }.merge(maxConcurrent: 2) }
        assertOperatorContract { $0.map { Observable.just($0) }.concat() }
        assertOperatorContract { $0.map { Observable.just($0) }.switchLatest() }
        assertOperatorContract { Observable<Int>.merge($0.asObservable(), Observable<Int>.empty().asObservable()) }
        assertOperatorContract { $0.concat(Observable<Int>.empty()) }
        assertOperatorContract { $0.take(until: Observable<Int>.never()) }
        assertOperatorContract { $0.amb(Observable<Int>.never()) }
        assertOperatorContract { $0.ifEmpty(switchTo: Observable.just(1)) }
        assertOperatorContract(errorPassesThrough: false) { $0.catchAndReturn(0) }
        assertOperatorContract(errorPassesThrough: false) { $0.catch { _ in Observable.just(0) } }
        assertOperatorContract(errorPassesThrough: true) { $0.retry(1) }
        assertOperatorContract(errorPassesThrough: true) { $0.retry(when: { (errors: Observable<Swift.Error>) in errors.flatMap { Observable<Int>.error($0) } }) }
    }

    // MARK: Inners on several threads

    /// An observer that fails the test if two events overlap, counts elements, and records
    /// anything that arrives after it was told dispose returned.
    private final class CheckingObserver: @unchecked Sendable {
        let inside = Atomic<Int>(0)
        let overlaps = Atomic<Int>(0)
        let count = Atomic<Int>(0)
        let afterTerminal = Atomic<Int>(0)
        let terminals = Atomic<Int>(0)
        let afterDispose = Atomic<Int>(0)
        let disposed = Atomic<Bool>(false)

        func on(_ event: Event<Int>) {
            if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 { overlaps.add(1, ordering: .relaxed) }
            if disposed.load(ordering: .acquiring) { afterDispose.add(1, ordering: .relaxed) }
            if terminals.load(ordering: .acquiring) > 0 { afterTerminal.add(1, ordering: .relaxed) }
            switch event {
            case .next: count.add(1, ordering: .relaxed)
            case .error, .completed: terminals.add(1, ordering: .relaxed)
            }
            // Widen the window in which an overlap would show.
            if count.load(ordering: .relaxed) % 64 == 0 { sched_yield() }
            inside.subtract(1, ordering: .acquiringAndReleasing)
        }
    }

    func testMergedInnersOnSeveralThreadsNeverOverlap() {
        let threads = 4
        let perThread = 5_000
        let inners = (0..<threads).map { _ in PublishSubject<Int>() }
        let observer = CheckingObserver()
        let outer = PublishSubject<Observable<Int>>()
        let subscription = outer.merge().subscribe { observer.on($0) }
        for inner in inners { outer.onNext(inner.asObservable()) }
        outer.onCompleted()
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            for i in 0..<perThread { inners[index].onNext(i) }
            inners[index].onCompleted()
        }
        XCTAssertEqual(observer.overlaps.load(ordering: .relaxed), 0, "events overlapped")
        XCTAssertEqual(observer.count.load(ordering: .relaxed), threads * perThread)
        XCTAssertEqual(observer.terminals.load(ordering: .relaxed), 1, "completed once, after every inner")
        XCTAssertEqual(observer.afterTerminal.load(ordering: .relaxed), 0)
        subscription.dispose()
    }

    func testFlatMapInnersOnSeveralThreadsStopAtDispose() {
        for _ in 0..<20 {
            let threads = 4
            let observer = CheckingObserver()
            let queues = (0..<threads).map { DispatchQueue(label: "flatMap.stress.\($0)") }
            let started = DispatchGroup()
            let stop = Atomic<Bool>(false)
            let subscription = Observable.range(start: 0, count: threads)
                .flatMap { index in
                    Observable<Int>.create { inner in
                        started.enter()
                        queues[index].async {
                            started.leave()
                            var i = 0
                            while !stop.load(ordering: .acquiring) && i < 1_000_000 {
                                inner.onNext(i)
                                i += 1
                            }
                        }
                        return Disposables.create()
                    }
                }
                .subscribe { observer.on($0) }
            started.wait()
            usleep(2_000)
            subscription.dispose()
            observer.disposed.store(true, ordering: .releasing)
            usleep(2_000)
            stop.store(true, ordering: .releasing)
            for queue in queues { queue.sync {} }
            XCTAssertEqual(observer.overlaps.load(ordering: .relaxed), 0, "events overlapped")
            XCTAssertEqual(observer.afterDispose.load(ordering: .relaxed), 0, "events after dispose returned")
            XCTAssertEqual(observer.terminals.load(ordering: .relaxed), 0)
        }
    }

    func testInnerErrorOnAnotherThreadEndsEverythingOnce() {
        for _ in 0..<50 {
            let observer = CheckingObserver()
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            _ = Observable<Int>.merge(a.asObservable(), b.asObservable()).subscribe { observer.on($0) }
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    for i in 0..<500 { a.onNext(i) }
                    a.onError(testError)
                } else {
                    for i in 0..<500 { b.onNext(i) }
                    b.onError(otherError)
                }
            }
            XCTAssertEqual(observer.terminals.load(ordering: .relaxed), 1)
            XCTAssertEqual(observer.afterTerminal.load(ordering: .relaxed), 0)
            XCTAssertEqual(observer.overlaps.load(ordering: .relaxed), 0)
        }
    }
}
