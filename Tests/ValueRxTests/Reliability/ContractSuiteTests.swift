import ValueRx
import XCTest

/// The contract suite (`assertOperatorContract`, `assertInputsContract`) over the operators the
/// per-family test files do not already run it on, and the inputs contract over every
/// multi-input operator. The checklist in CONTRIBUTING.md requires both for a new operator.
final class ContractSuiteTests: ValueRxTestCase {
    func testSchedulingOperators() {
        assertOperatorContract { $0.observe(on: CurrentThreadScheduler.instance) }
        assertOperatorContract { $0.observe(on: ImmediateScheduler.instance) }
        assertOperatorContract { $0.subscribe(on: CurrentThreadScheduler.instance) }
        assertOperatorContract { $0.subscribe(on: ImmediateScheduler.instance) }
    }

    func testSharingOperators() {
        assertOperatorContract { $0.share() }
        assertOperatorContract { $0.share(replay: 1) }
        assertOperatorContract { $0.share(replay: 2, scope: .forever) }
        assertOperatorContract { $0.publish().refCount() }
        assertOperatorContract { $0.replay(1).refCount() }
        assertOperatorContract { $0.multicast(makeSubject: { PublishSubject<Int>() }).refCount() }
    }

    func testOtherOperators() {
        // With an `other` that never fires, RxSwift's skip(until:) swallows the completion too.
        assertOperatorContract { $0.skip(until: Observable<Int>.just(0)) }
        assertOperatorContract { $0.asObservable() }
        // retry() resubscribes forever: its error contract is the ported retry tests'.
        assertOperatorContract { $0.dematerializeContractHelper() }
        assertOperatorContract { $0.distinctUntilChanged(at: \Int.self) }
        assertOperatorContract { source in Observable<Int>.deferred { source } }
        assertOperatorContract(errorPassesThrough: false) { Observable.catch(sequence: [$0.asObservable(), Observable<Int>.just(0).asObservable()]) }
    }

    func testMultiInputOperators() {
        assertInputsContract { Observable.merge($0.asObservable(), $1.asObservable()) }
        assertInputsContract { Observable.concat($0.asObservable(), $1.asObservable()) }
        assertInputsContract { $0.concat($1) }
        assertInputsContract { $0.amb($1) }
        assertInputsContract { Observable.amb([$0.asObservable(), $1.asObservable()]) }
        assertInputsContract { $0.take(until: $1) }
        assertInputsContract { $0.skip(until: $1) }
        assertInputsContract { first, second in first.catch { _ in second } }
        assertInputsContract { first, second in first.ifEmpty(switchTo: second) }
        assertInputsContract { first, second in first.flatMap { _ in second } }
        assertInputsContract { first, second in first.flatMapLatest { _ in second } }
        assertInputsContract { first, second in first.concatMap { _ in second } }
        assertInputsContract { first, second in first.startWith(0).flatMapFirst { _ in second } }
        assertInputsContract { first, second in first.retry(when: { (errors: Observable<Swift.Error>) in errors.flatMap { _ in second } }) }
    }
}

private extension ObservableType where Element == Int {
    /// materialize + dematerialize, the round trip the contract can drive.
    func dematerializeContractHelper() -> Observable<Int> {
        materialize().dematerialize().asObservable()
    }
}

/// The deprecated spellings PARITY lists, each used once (RxSwift code keeps compiling).
final class DeprecatedSpellingTests: ValueRxTestCase {
    @available(*, deprecated)
    func testStaticCatchErrorOfASequence() throws {
        let sources: [Observable<Int>] = [
            Observable.of(1, 2).concat(Observable<Int>.error(testError)).asObservable(),
            Observable.of(3).asObservable(),
        ]
        var events: [Event<Int>] = []
        _ = Observable<Int>.catchError(sources).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .completed])
    }

    @available(*, deprecated)
    func testTakeUntilWithBehaviorAndPredicate() {
        var exclusive: [Int] = []
        _ = Observable.of(1, 2, 3, 4).takeUntil(.exclusive, predicate: { $0 == 3 }).subscribe(onNext: { exclusive.append($0) })
        XCTAssertEqual(exclusive, [1, 2])
        var inclusive: [Int] = []
        _ = Observable.of(1, 2, 3, 4).takeUntil(.inclusive, predicate: { $0 == 3 }).subscribe(onNext: { inclusive.append($0) })
        XCTAssertEqual(inclusive, [1, 2, 3])
    }
}
