import XCTest
import ValueRx

/// `true` when `error` is the `RxError` case `expected` (RxError is not Equatable, as in RxSwift).
func isRxError(_ error: Error?, _ expected: RxError) -> Bool {
    guard let error = error as? RxError else { return false }
    return error.debugDescription == expected.debugDescription
}

final class TakeTests: ValueRxTestCase {
    func testTakeCount() {
        XCTAssertEqual(events(Observable.of(1, 2, 3, 4).take(2)), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(Observable.of(1, 2).take(5)), [.next(1), .next(2), .completed])
    }

    func testTakeZeroCompletesWithoutSubscribing() {
        let source = ManualSource<Int>()
        XCTAssertEqual(events(source.observable.take(0)), [.completed])
        XCTAssertEqual(source.subscribeCount, 0)
    }

    func testTakeStopsInfiniteSynchronousSource() {
        XCTAssertEqual(events(Observable.repeatElement(7).take(3)), [.next(7), .next(7), .next(7), .completed])
    }

    func testTakeDisposesUpstreamWhenDone() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        _ = source.observable.take(2).subscribe(recorder.observer)
        source.onNext(1)
        XCTAssertEqual(source.disposeCount, 0)
        source.onNext(2)
        XCTAssertEqual(source.disposeCount, 1)
        source.onNext(3)
        XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
    }

    func testTakeError() {
        XCTAssertEqual(events(Observable<Int>.error(testError).take(2)), [.error(testError)])
    }

    func testTakeContract() {
        assertOperatorContract { $0.take(5) }
    }

    func testSkip() {
        XCTAssertEqual(events(Observable.of(1, 2, 3, 4).skip(2)), [.next(3), .next(4), .completed])
        XCTAssertEqual(events(Observable.of(1, 2).skip(5)), [.completed])
        XCTAssertEqual(events(Observable.of(1, 2).skip(0)), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(Observable<Int>.error(testError).skip(1)), [.error(testError)])
    }

    func testSkipContract() {
        assertOperatorContract { $0.skip(1) }
    }

    func testTakeWhile() {
        XCTAssertEqual(events(Observable.of(1, 2, 3, 1).take(while: { $0 < 3 })), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }, behavior: .inclusive)),
                       [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(events(Observable<Int>.error(testError).take(while: { _ in true })), [.error(testError)])
    }

    func testTakeUntilPredicate() {
        XCTAssertEqual(events(Observable.of(1, 2, 3, 4).take(until: { $0 == 3 })), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }, behavior: .inclusive)),
                       [.next(1), .next(2), .next(3), .completed])
    }

    func testTakeWhileThrows() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        _ = source.observable.take(while: { (x: Int) throws -> Bool in
            if x == 2 { throw testError }
            return true
        }).subscribe(recorder.observer)
        source.onNext(1)
        source.onNext(2)
        XCTAssertEqual(recorder.events, [.next(1), .error(testError)])
        XCTAssertEqual(source.disposeCount, 1)
    }

    func testTakeWhileContract() {
        assertOperatorContract { $0.take(while: { _ in true }) }
        assertOperatorContract { $0.take(until: { _ in false }, behavior: .inclusive) }
    }

    @available(*, deprecated)
    func testDeprecatedAliases() {
        XCTAssertEqual(events(Observable.of(1, 2, 3).takeWhile { $0 < 2 }), [.next(1), .completed])
        XCTAssertEqual(events(Observable.of(1, 2, 3).skipWhile { $0 < 2 }), [.next(2), .next(3), .completed])
        XCTAssertEqual(events(Observable.of(1, 2, 3).elementAt(1)), [.next(2), .completed])
    }

    func testSkipWhile() {
        XCTAssertEqual(events(Observable.of(1, 2, 3, 1).skip(while: { $0 < 3 })), [.next(3), .next(1), .completed])
        XCTAssertEqual(events(Observable<Int>.error(testError).skip(while: { _ in true })), [.error(testError)])
        let throwing = Observable.of(1, 2).skip(while: { (_: Int) throws -> Bool in throw testError })
        XCTAssertEqual(events(throwing), [.error(testError)])
    }

    func testSkipWhileContract() {
        assertOperatorContract { $0.skip(while: { $0 < 0 }) }
    }

    func testElementAt() {
        XCTAssertEqual(events(Observable.of(1, 2, 3).element(at: 1)), [.next(2), .completed])
        let short = events(Observable.of(1, 2).element(at: 5))
        XCTAssertEqual(short.count, 1)
        XCTAssertTrue(isRxError(short[0].error, .argumentOutOfRange))
        XCTAssertEqual(events(Observable<Int>.error(testError).element(at: 0)), [.error(testError)])
    }

    func testElementAtDisposesUpstreamOnceFound() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        _ = source.observable.element(at: 1).subscribe(recorder.observer)
        source.onNext(10)
        source.onNext(20)
        XCTAssertEqual(source.disposeCount, 1)
        XCTAssertEqual(recorder.events, [.next(20), .completed])
    }

    func testElementAtContract() {
        assertOperatorContract { $0.element(at: 3) }
    }

    func testFirst() {
        XCTAssertEqual(events(Observable.of(1, 2, 3).first().asObservable()), [.next(1), .completed])
        XCTAssertEqual(events(Observable<Int>.empty().first().asObservable()), [.next(nil), .completed])
        XCTAssertEqual(events(Observable<Int>.error(testError).first().asObservable()), [.error(testError)])
    }

    func testFirstContract() {
        assertOperatorContract { $0.first().asObservable() }
    }

    func testTakeLast() {
        XCTAssertEqual(events(Observable.of(1, 2, 3, 4).takeLast(2)), [.next(3), .next(4), .completed])
        XCTAssertEqual(events(Observable.of(1).takeLast(3)), [.next(1), .completed])
        XCTAssertEqual(events(Observable.of(1, 2).takeLast(0)), [.completed])
        XCTAssertEqual(events(Observable.of(1, 2).concatError().takeLast(1)), [.error(testError)])
    }

    func testTakeLastContract() {
        assertOperatorContract { $0.takeLast(2) }
    }
}

extension ObservableType where Element == Int {
    /// The elements of `self`, then `testError` instead of completion.
    func concatError() -> Observables.Create<Int> {
        let source = self.asObservable()
        return Observable<Int>.create { observer in
            source.subscribe { event in
                switch event {
                case .next(let value): _ = observer.onNext(value)
                case .error(let error): _ = observer.onError(error)
                case .completed: _ = observer.onError(testError)
                }
            }
        }
    }
}

final class DistinctUntilChangedTests: ValueRxTestCase {
    func testEquatable() {
        XCTAssertEqual(events(Observable.of(1, 1, 2, 2, 1, 3, 3).distinctUntilChanged()),
                       [.next(1), .next(2), .next(1), .next(3), .completed])
    }

    func testKeySelector() {
        XCTAssertEqual(events(Observable.of(1, 3, 2, 4, 5).distinctUntilChanged { $0 % 2 }),
                       [.next(1), .next(2), .next(5), .completed])
    }

    func testComparer() {
        XCTAssertEqual(events(Observable.of(1, 2, 10, 11).distinctUntilChanged { abs($0 - $1) < 5 }),
                       [.next(1), .next(10), .completed])
    }

    func testKeySelectorAndComparer() {
        let distinct = Observable.of("a", "A", "b").distinctUntilChanged({ $0.lowercased() }, comparer: { $0 == $1 })
        XCTAssertEqual(events(distinct), [.next("a"), .next("b"), .completed])
    }

    func testKeyPath() {
        XCTAssertEqual(events(Observable.of("a", "b", "cc", "dd", "e").distinctUntilChanged(at: \.count)),
                       [.next("a"), .next("cc"), .next("e"), .completed])
    }

    func testErrorIsForwarded() {
        XCTAssertEqual(events(Observable<Int>.error(testError).distinctUntilChanged()), [.error(testError)])
    }

    func testThrowingComparerAndKeySelector() {
        let comparer = Observable.of(1, 2).distinctUntilChanged { (_: Int, _: Int) throws -> Bool in throw testError }
        XCTAssertEqual(events(comparer), [.next(1), .error(testError)])
        let key = Observable.of(1, 2).distinctUntilChanged { (x: Int) throws -> Int in
            if x == 2 { throw testError }
            return x
        }
        XCTAssertEqual(events(key), [.next(1), .error(testError)])
    }

    func testContract() {
        assertOperatorContract { $0.distinctUntilChanged() }
        assertOperatorContract { $0.distinctUntilChanged { $0 } }
    }
}

final class EnumeratedTests: ValueRxTestCase {
    func testEnumerated() {
        let received = elements(events(Observable.of("a", "b").enumerated()))
        XCTAssertEqual(received.map(\.index), [0, 1])
        XCTAssertEqual(received.map(\.element), ["a", "b"])
        XCTAssertTrue(events(Observable.of("a").enumerated()).last!.isCompleted)
        XCTAssertEqual(events(Observable<Int>.error(testError).enumerated()).first?.error as? TestError, testError)
    }

    func testContract() {
        assertOperatorContract { $0.enumerated() }
    }
}

final class MaterializeTests: ValueRxTestCase {
    func testMaterialize() {
        XCTAssertEqual(events(Observable.of(1, 2).materialize()), [.next(.next(1)), .next(.next(2)), .next(.completed), .completed])
        XCTAssertEqual(events(Observable<Int>.error(testError).materialize()), [.next(.error(testError)), .completed])
    }

    func testDematerialize() {
        let source = Observable<Event<Int>>.of(.next(1), .error(testError), .next(3))
        XCTAssertEqual(events(source.dematerialize()), [.next(1), .error(testError)])
        XCTAssertEqual(events(Observable.of(1, 2).materialize().dematerialize()), [.next(1), .next(2), .completed])
    }

    func testDematerializeDisposesUpstreamOnInnerTerminal() {
        let source = ManualSource<Event<Int>>()
        let recorder = Recorder<Int>()
        _ = source.observable.dematerialize().subscribe(recorder.observer)
        source.onNext(.next(1))
        source.onNext(.completed)
        XCTAssertEqual(source.disposeCount, 1)
        XCTAssertEqual(recorder.events, [.next(1), .completed])
    }

    func testContract() {
        assertOperatorContract(errorPassesThrough: false) { $0.materialize() }
        assertOperatorContract { $0.materialize().dematerialize() }
    }
}

final class IfEmptyTests: ValueRxTestCase {
    func testIfEmptyDefault() {
        XCTAssertEqual(events(Observable<Int>.empty().ifEmpty(default: 9)), [.next(9), .completed])
        XCTAssertEqual(events(Observable.of(1).ifEmpty(default: 9)), [.next(1), .completed])
        XCTAssertEqual(events(Observable<Int>.error(testError).ifEmpty(default: 9)), [.error(testError)])
    }

    func testIfEmptyContract() {
        assertOperatorContract { $0.ifEmpty(default: 0) }
    }

    func testSingle() {
        XCTAssertEqual(events(Observable.of(1).single()), [.next(1), .completed])
        let empty = events(Observable<Int>.empty().single())
        XCTAssertEqual(empty.count, 1)
        XCTAssertTrue(isRxError(empty[0].error, .noElements))
        let two = events(Observable.of(1, 2, 3).single())
        XCTAssertEqual(two.count, 2)
        XCTAssertEqual(two[0], .next(1))
        XCTAssertTrue(isRxError(two[1].error, .moreThanOneElement))
        XCTAssertEqual(events(Observable<Int>.error(testError).single()), [.error(testError)])
    }

    func testSinglePredicate() {
        XCTAssertEqual(events(Observable.of(1, 2, 3).single { $0 == 2 }), [.next(2), .completed])
        XCTAssertTrue(isRxError(events(Observable.of(1, 3).single { $0 == 2 }).last?.error, .noElements))
        XCTAssertTrue(isRxError(events(Observable.of(2, 2).single { $0 == 2 }).last?.error, .moreThanOneElement))
        let throwing = Observable.of(1).single { (_: Int) throws -> Bool in throw testError }
        XCTAssertEqual(events(throwing), [.error(testError)])
    }

    func testSingleDisposesUpstreamOnSecondElement() {
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        _ = source.observable.single().subscribe(recorder.observer)
        source.onNext(1)
        XCTAssertEqual(source.disposeCount, 0)
        source.onNext(2)
        XCTAssertEqual(source.disposeCount, 1)
    }

    func testSingleContract() {
        assertOperatorContract { $0.single() }
    }
}

final class StartWithTests: ValueRxTestCase {
    func testStartWith() {
        XCTAssertEqual(events(Observable.of(3, 4).startWith(1, 2)), [.next(1), .next(2), .next(3), .next(4), .completed])
        XCTAssertEqual(events(Observable<Int>.error(testError).startWith(1)), [.next(1), .error(testError)])
    }

    func testStartWithStopsBeforeSubscribingWhenDownstreamStops() {
        let source = ManualSource<Int>()
        XCTAssertEqual(events(source.observable.startWith(1, 2).take(1)), [.next(1), .completed])
        XCTAssertEqual(source.subscribeCount, 0)
    }

    func testContract() {
        assertOperatorContract { $0.startWith(0) }
    }
}

final class WithUnretainedTests: ValueRxTestCase {
    final class Owner {}

    func testWithUnretained() {
        let owner = Owner()
        let received = elements(events(Observable.of(1, 2).withUnretained(owner)))
        XCTAssertTrue(received.allSatisfy { $0.0 === owner })
        XCTAssertEqual(received.map(\.1), [1, 2])
        XCTAssertEqual(events(Observable.of(1, 2).withUnretained(owner) { _, x in x * 2 }), [.next(2), .next(4), .completed])
    }

    func testCompletesWhenObjectIsReleased() {
        var owner: Owner? = Owner()
        let source = ManualSource<Int>()
        let recorder = Recorder<Int>()
        _ = source.observable.withUnretained(owner!) { _, x in x }.subscribe(recorder.observer)
        source.onNext(1)
        owner = nil
        source.onNext(2)
        XCTAssertEqual(recorder.events, [.next(1), .completed])
        XCTAssertEqual(source.disposeCount, 1)
    }

    func testErrorIsForwarded() {
        let owner = Owner()
        XCTAssertEqual(events(Observable<Int>.error(testError).withUnretained(owner) { _, x in x }), [.error(testError)])
    }

    func testContract() {
        let owner = Owner()
        assertOperatorContract { $0.withUnretained(owner) { _, x in x } }
    }
}

final class DebugTests: ValueRxTestCase {
    func testDebugPassesEventsThrough() {
        XCTAssertEqual(events(Observable.of(1, 2).debug("t")), [.next(1), .next(2), .completed])
        XCTAssertEqual(events(Observable<Int>.error(testError).debug("t", trimOutput: true)), [.error(testError)])
    }

    func testContract() {
        assertOperatorContract { $0.debug("contract") }
    }
}
