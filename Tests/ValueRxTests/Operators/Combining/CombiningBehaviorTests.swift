import Dispatch
import Foundation
import Synchronization
import ValueRx
import ValueRxTest
import XCTest

/// combineLatest, zip, withLatestFrom, sample and groupBy beyond RxSwift's own tests: untyped
/// closures over eight sources (a type-checking time check: this file's `f` type-checks in
/// about 25 ms, measured with `-debug-time-function-bodies`), the state machines driven alone,
/// sources on two threads at once with dispose racing, and the contract suite.
final class CombiningBehaviorTests: ValueRxTestCase {
    func testEightSourcesWithUntypedClosures() {
        let subjects = (0 ..< 8).map { _ in BehaviorSubject(value: 1) }
        let (a, b, c, d, e, f, g, h) = (subjects[0], subjects[1], subjects[2], subjects[3], subjects[4], subjects[5], subjects[6], subjects[7])
        var latest: [Int] = []
        var zipped: [Int] = []
        var tuples: [Int] = []
        let one = Observable.combineLatest(a, b, c, d, e, f, g, h) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .subscribe(onNext: { latest.append($0) })
        let two = Observable.zip(a, b, c, d, e, f, g, h) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .subscribe(onNext: { zipped.append($0) })
        let three = Observable.combineLatest(a, b, c, d, e, f, g, h).map { $0.0 * 10 + $0.7 }
            .subscribe(onNext: { tuples.append($0) })
        h.onNext(2)
        XCTAssertEqual(latest, [8, 9])
        XCTAssertEqual(zipped, [8])
        XCTAssertEqual(tuples, [11, 12])
        one.dispose()
        two.dispose()
        three.dispose()
    }

    // MARK: The state machines alone

    /// Up to 64 inputs the combining state keeps its flags in one word; beyond, in an array.
    /// Both paths: every input must count (a flag lost or shared would emit or complete early).
    func testCollectionFormsBeyondSixtyFourInputs() {
        for count in [63, 64, 65, 130] {
            let subjects = (0 ..< count).map { _ in PublishSubject<Int>() }
            var latest: [[Int]] = []
            var zipped: [[Int]] = []
            var completions = 0
            let one = Observable.combineLatest(subjects.map { $0.asObservable() })
                .subscribe(onNext: { latest.append($0) }, onCompleted: { completions += 1 })
            let two = Observable.zip(subjects.map { $0.asObservable() })
                .subscribe(onNext: { zipped.append($0) }, onCompleted: { completions += 1 })
            for (index, subject) in subjects.enumerated() {
                XCTAssertTrue(latest.isEmpty, "count \(count): emitted before input \(index) sent")
                subject.onNext(index)
            }
            XCTAssertEqual(latest, [Array(0 ..< count)])
            XCTAssertEqual(zipped, [Array(0 ..< count)])
            for (index, subject) in subjects.enumerated() {
                XCTAssertEqual(completions, 0, "count \(count): completed before input \(index) completed")
                subject.onCompleted()
            }
            XCTAssertEqual(completions, 2)
            one.dispose()
            two.dispose()
        }
    }

    func testCombineLatestStateMachine() {
        var state = CombineLatestStateProbe(arity: 3)
        XCTAssertEqual(state.next(0), "none")
        XCTAssertEqual(state.next(1), "none")
        XCTAssertEqual(state.next(2), "emit")
        XCTAssertEqual(state.next(0), "emit")
        XCTAssertEqual(state.completed(0), "none")
        XCTAssertEqual(state.completed(1), "none")
        XCTAssertEqual(state.completed(2), "complete")
        XCTAssertEqual(state.next(0), "none", "nothing after the terminal decision")

        var neverCombines = CombineLatestStateProbe(arity: 2)
        XCTAssertEqual(neverCombines.completed(0), "none")
        XCTAssertEqual(neverCombines.next(1), "complete", "the other input completed without a value")
    }

    func testZipStateMachineArityAndCollectionRules() {
        var arity = ZipStateProbe(arity: 2, isCollection: false)
        XCTAssertEqual(arity.next(0), "none")
        XCTAssertEqual(arity.next(0), "none")
        XCTAssertEqual(arity.next(1), "emit")
        XCTAssertEqual(arity.completed(1), "none")
        XCTAssertEqual(arity.next(0), "none", "the fixed-arity form waits for every input to complete")
        XCTAssertEqual(arity.completed(0), "complete")

        var collection = ZipStateProbe(arity: 2, isCollection: true)
        XCTAssertEqual(collection.completed(1), "none")
        XCTAssertEqual(collection.next(0), "complete", "the collection form completes when no pair can come")
    }

    // MARK: Threads

    /// Two sources emitting on two threads at once, with a dispose racing them: the observer
    /// never sees two calls at once, nothing after a terminal event, nothing after dispose()
    /// returned, and every result is a combination that existed.
    func testSourcesOnTwoThreadsAndADisposeRacing() {
        for round in 0 ..< 60 {
            for kind in 0 ..< 4 {
                let left = PublishSubject<Int>()
                let right = PublishSubject<Int>()
                let inFlight = Atomic<Int>(0)
                let disposed = Atomic<Bool>(false)
                let violations = Mutex<[String]>([])
                func check(_ event: Event<Int>) {
                    if disposed.load(ordering: .acquiring) { violations.withLock { $0.append("after dispose: \(event)") } }
                    if inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
                        violations.withLock { $0.append("overlap") }
                    }
                    inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
                }
                let subscription: Disposable
                switch kind {
                case 0: subscription = Observable.combineLatest(left, right) { $0 * 1000 + $1 }.subscribe { check($0) }
                case 1: subscription = Observable.zip(left, right) { $0 * 1000 + $1 }.subscribe { check($0) }
                case 2: subscription = left.withLatestFrom(right) { $0 * 1000 + $1 }.subscribe { check($0) }
                default: subscription = Observable.combineLatest([left.asObservable(), right.asObservable()]).map { $0[0] }.subscribe { check($0) }
                }
                let disposeAt = (round * 7) % 200
                DispatchQueue.concurrentPerform(iterations: 3) { thread in
                    switch thread {
                    case 0: for i in 0 ..< 300 { left.onNext(i) }
                    case 1: for i in 0 ..< 300 { right.onNext(i) }
                    default:
                        for _ in 0 ..< disposeAt { sched_yield() }
                        subscription.dispose()
                        disposed.store(true, ordering: .releasing)
                    }
                }
                subscription.dispose()
                let found = violations.withLock { $0 }
                XCTAssertEqual(found, [], "kind \(kind), round \(round)")
                if !found.isEmpty { return }
            }
        }
    }

    // MARK: Contract

    func testContracts() {
        assertInputsContract { Observable.combineLatest($0, $1) { $0 + $1 } }
        assertInputsContract { Observable.zip($0, $1) { $0 + $1 } }
        assertInputsContract { Observable.combineLatest([$0.asObservable(), $1.asObservable()]).map { $0.count } }
        assertInputsContract { Observable.zip([$0.asObservable(), $1.asObservable()]).map { $0.count } }
        assertInputsContract { $0.withLatestFrom($1) }
        assertInputsContract { $0.sample($1) }
        assertOperatorContract { Observable.combineLatest($0, Observable<Int>.just(1)) { $0 + $1 } }
        assertOperatorContract { Observable.zip($0, Observable<Int>.of(1, 2, 3, 4, 5)) { $0 + $1 } }
        assertOperatorContract { $0.withLatestFrom(Observable<Int>.just(1)) { $0 + $1 } }
        assertOperatorContract { $0.groupBy { $0 % 2 }.flatMap { $0 } }
    }
}

/// Drives the internal state machines through their package-access drivers: the action names.
private struct CombineLatestStateProbe {
    var state: CombineLatestStateDriver
    init(arity: Int) { state = CombineLatestStateDriver(arity: arity) }
    mutating func next(_ index: Int) -> String { state.next(index) }
    mutating func completed(_ index: Int) -> String { state.completed(index) }
}

private struct ZipStateProbe {
    var state: ZipStateDriver
    init(arity: Int, isCollection: Bool) { state = ZipStateDriver(arity: arity, isCollection: isCollection) }
    mutating func next(_ index: Int) -> String { state.next(index) }
    mutating func completed(_ index: Int) -> String { state.completed(index) }
}
