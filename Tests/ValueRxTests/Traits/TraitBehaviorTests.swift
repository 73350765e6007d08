import ValueRx
import ValueRxBlocking
import ValueRxTest
import XCTest

// Our own tests of the traits: the contract suite over every trait operator, the shape of the
// types (a trait chain stays one fused value), the erased forms chosen where a stored type is
// expected, and RxSwift behaviour the ported tests do not pin down.

private func answer() -> Single<Int> { .just(1) }
private func answerCreated() -> Single<Int> {
    Single.create { observer in
        observer(.success(2))
        return Disposables.create()
    }
}
private func maybeAnswer() -> Maybe<Int> { .empty() }
private func done() -> Completable { .empty() }
private func infallibleAnswer() -> Infallible<Int> { .just(3) }
private func converted(_ source: Observable<Int>) -> Single<Int> { source.asSingle() }
private func convertedMaybe(_ source: Observable<Int>) -> Maybe<Int> { source.asMaybe() }
private func downgraded(_ single: Single<Int>) -> Maybe<Int> { single.asMaybe() }

final class TraitBehaviorTests: ValueRxTestCase {
    // MARK: Contract suite

    func testSingleOperatorsKeepTheContract() {
        assertOperatorContract { $0.asSingle().asObservable() }
        assertOperatorContract { $0.first().asObservable() }
        assertOperatorContract { $0.toArray().asObservable() }
        assertOperatorContract { $0.asSingle().map { $0 + 1 }.asObservable() }
        assertOperatorContract { $0.asSingle().map { $0 + 1 }.map { $0 * 2 }.asObservable() }
        assertOperatorContract { $0.asSingle().filter { $0 > 0 }.asObservable() }
        assertOperatorContract { $0.asSingle().compactMap { $0 > 0 ? $0 : nil }.asObservable() }
        assertOperatorContract { $0.asSingle().flatMap { Single.just($0) }.asObservable() }
        assertOperatorContract { $0.asSingle().flatMapMaybe { Maybe.just($0) }.asObservable() }
        assertOperatorContract { $0.asSingle().flatMapCompletable { _ in Completable.empty() }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asSingle().catchAndReturn(0).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asSingle().catch { _ in Single.just(0) }.asObservable() }
        assertOperatorContract { $0.asSingle().retry(1).asObservable() }
        assertOperatorContract { $0.asSingle().do(onSuccess: { _ in }).asObservable() }
        assertOperatorContract { $0.asSingle().observe(on: CurrentThreadScheduler.instance).asObservable() }
        assertOperatorContract { $0.asSingle().subscribe(on: ImmediateScheduler.instance).asObservable() }
        assertOperatorContract { $0.asSingle().asMaybe().asObservable() }
        assertOperatorContract { $0.asSingle().asCompletable().asObservable() }
        assertOperatorContract { source in Single.deferred { source.asSingle() }.asObservable() }
    }

    func testMaybeAndCompletableOperatorsKeepTheContract() {
        assertOperatorContract { $0.asMaybe().asObservable() }
        assertOperatorContract { $0.asMaybe().map { $0 + 1 }.asObservable() }
        assertOperatorContract { $0.asMaybe().flatMap { Maybe.just($0) }.asObservable() }
        assertOperatorContract { $0.asMaybe().ifEmpty(default: 0).asObservable() }
        assertOperatorContract { $0.asMaybe().ifEmpty(switchTo: Single.just(0)).asObservable() }
        assertOperatorContract { $0.asMaybe().do(onNext: { _ in }).asObservable() }
        assertOperatorContract { $0.ignoreElements().asCompletable().asObservable() }
        assertOperatorContract { $0.ignoreElements().asCompletable().do(onCompleted: {}).asObservable() }
        assertOperatorContract { $0.ignoreElements().asCompletable().andThen(Single.just(1)).asObservable() }
        assertOperatorContract { $0.ignoreElements().asCompletable().andThen(Observable<Int>.just(1)) }
    }

    func testInfallibleOperatorsKeepTheContract() {
        assertOperatorContract(errorPassesThrough: false) { $0.asInfallible(onErrorJustReturn: 0).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asInfallible(onErrorFallbackTo: Infallible.just(0)).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asInfallible(onErrorRecover: { _ in Infallible.just(0) }).asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asInfallible(onErrorJustReturn: 0).map { $0 + 1 }.filter { $0 > 0 }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asInfallible(onErrorJustReturn: 0).scan(0, accumulator: +).distinctUntilChanged().asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asInfallible(onErrorJustReturn: 0).flatMap { Infallible.just($0) }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asInfallible(onErrorJustReturn: 0).flatMapLatest { Infallible.just($0) }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asInfallible(onErrorJustReturn: 0).concatMap { Infallible.just($0) }.asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asInfallible(onErrorJustReturn: 0).share().asObservable() }
        assertOperatorContract(errorPassesThrough: false) { $0.asInfallible(onErrorJustReturn: 0).take(2).asObservable() }
    }

    func testMultiInputTraitOperatorsKeepTheContract() {
        assertInputsContract { Single.zip($0.asSingle(), $1.asSingle()) { $0 + $1 }.asObservable() }
        assertInputsContract { Maybe.zip($0.asMaybe(), $1.asMaybe()).map { $0 + $1 }.asObservable() }
        assertInputsContract { Single.zip([$0.asSingle().asSingle(), $1.asSingle().asSingle()]).asObservable() }
        assertInputsContract { Completable.zip($0.ignoreElements().asCompletable().asCompletable(), $1.ignoreElements().asCompletable().asCompletable()).asObservable() }
        assertInputsContract { Completable.concat($0.ignoreElements().asCompletable().asCompletable(), $1.ignoreElements().asCompletable().asCompletable()).asObservable() }
        assertInputsContract { $0.ignoreElements().asCompletable().andThen($1.asSingle()).asObservable() }
        assertInputsContract { Infallible.combineLatest($0.asInfallible(onErrorJustReturn: 0), $1.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }.asObservable() }
        assertInputsContract { Infallible.zip($0.asInfallible(onErrorJustReturn: 0), $1.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }.asObservable() }
        assertInputsContract { $0.asInfallible(onErrorJustReturn: 0).withLatestFrom($1.asInfallible(onErrorJustReturn: 0)).asObservable() }
        assertInputsContract { $0.asInfallible(onErrorJustReturn: 0).take(until: $1).asObservable() }
    }

    // MARK: Types

    func testATraitChainIsOneFusedPipeline() {
        let chain = Single.just(1).map { $0 + 1 }.map { $0 * 2 }.do(onSuccess: { _ in })
        XCTAssertTrue(type(of: chain) == PrimitiveSequence<SingleTrait, Observables.Just<Int>, Stages.Then<Stages.Then<Stages.Map<Int, Int, Never>, Stages.Map<Int, Int, Never>>, Stages.Do<Int>>>.self, "\(type(of: chain))")
        let infallible = Infallible.of(1, 2).map { $0 + 1 }.filter { $0 > 1 }
        XCTAssertTrue(type(of: infallible) == InfallibleSequence<Observables.Sequence<[Int], CurrentThreadScheduler>, Stages.Then<Stages.Map<Int, Int, Never>, Stages.Filter<Int, Never>>>.self, "\(type(of: infallible))")
        // `first()` on a pipeline fuses its stage; the trait is that pipeline.
        let first = Observable.of(1, 2).map { $0 + 1 }.first()
        XCTAssertTrue(type(of: first) == PrimitiveSequence<SingleTrait, Observables.Sequence<[Int], CurrentThreadScheduler>, Stages.Then<Stages.Map<Int, Int, Never>, Stages.First<Int>>>.self, "\(type(of: first))")
    }

    func testAsObservableKeepsTheConcreteTypeUnlessAnObservableIsExpected() {
        let single = Single.just(1).map { $0 + 1 }
        let concrete = single.asObservable()
        XCTAssertTrue(type(of: concrete) == Observables.Pipeline<Observables.Just<Int>, Stages.Map<Int, Int, Never>>.self)
        let erased: Observable<Int> = single.asObservable()
        XCTAssertEqual(events(erased), [.next(2), .completed])
    }

    func testErasedFormsAreChosenWhereAStoredTypeIsExpected() throws {
        XCTAssertEqual(try answer().toBlocking(timeout: 1).toArray(), [1])
        XCTAssertEqual(try answerCreated().toBlocking(timeout: 1).toArray(), [2])
        XCTAssertEqual(try maybeAnswer().toBlocking(timeout: 1).toArray(), [])
        XCTAssertEqual(try done().toBlocking(timeout: 1).toArray().count, 0)
        XCTAssertEqual(try infallibleAnswer().toBlocking(timeout: 1).toArray(), [3])
        XCTAssertEqual(try converted(Observable.just(4).asObservable()).toBlocking(timeout: 1).toArray(), [4])
        XCTAssertEqual(try convertedMaybe(Observable.just(5).asObservable()).toBlocking(timeout: 1).toArray(), [5])
        XCTAssertEqual(try downgraded(answer()).toBlocking(timeout: 1).toArray(), [1])
        let stored: [Single<Int>] = [Single.just(1).map { $0 + 1 }.asSingle(), answer()]
        XCTAssertEqual(try Single.zip(stored).toBlocking(timeout: 1).toArray(), [[2, 1]])
    }

    // MARK: Behaviour

    func testSingleSubscribeCallsOnSuccessThenOnDisposedBeforeTheSourceCompletes() {
        var log: [String] = []
        let source = PublishSubject<Int>()
        let subscription = source
            .do(onCompleted: { log.append("source completed") })
            .asObservable()
            .take(5)
            .asSingle()
            .subscribe(onSuccess: { log.append("success \($0)") }, onFailure: { _ in log.append("failure") }, onDisposed: { log.append("disposed") })
        source.onNext(1)
        XCTAssertEqual(log, [])
        source.onCompleted()
        XCTAssertEqual(log, ["source completed", "success 1", "disposed"])
        subscription.dispose()
        XCTAssertEqual(log, ["source completed", "success 1", "disposed"], "onDisposed runs once")
    }

    func testSingleCreateIgnoresEverythingAfterTheFirstOutcome() {
        var outcomes: [SingleEvent<Int>] = []
        var disposals = 0
        _ = Single<Int>.create { observer in
            observer(.success(1))
            observer(.success(2))
            observer(.failure(testError))
            return Disposables.create { disposals += 1 }
        }.subscribe { outcomes.append($0) }
        XCTAssertEqual(outcomes, [.success(1)])
        XCTAssertEqual(disposals, 1)
    }

    func testMaybeSubscribeGivesOneEventForAnElement() {
        var received: [MaybeEvent<Int>] = []
        _ = Observable.of(1).asMaybe().subscribe { received.append($0) }
        XCTAssertEqual(received, [.success(1)])
        received = []
        _ = Observable<Int>.empty().asMaybe().subscribe { received.append($0) }
        XCTAssertEqual(received, [.completed])
    }

    func testAndThenSubscribesTheSecondBeforeDisposingTheFirst() {
        var log: [String] = []
        let first = Completable.create { observer in
            log.append("first subscribed")
            observer(.completed)
            return Disposables.create { log.append("first disposed") }
        }
        let second = Single<Int>.create { observer in
            log.append("second subscribed")
            return Disposables.create { log.append("second disposed") }
        }
        let subscription = first.andThen(second).subscribe(onSuccess: { _ in })
        // `create` disposes what its closure returned once the terminal event has gone through:
        // the second is subscribed from inside that terminal event, so before.
        XCTAssertEqual(log, ["first subscribed", "second subscribed", "first disposed"])
        subscription.dispose()
        XCTAssertEqual(log, ["first subscribed", "second subscribed", "first disposed", "second disposed"])
    }

    func testInfallibleMergeOfACollectionRunsTheSequencesOneAfterTheOther() {
        // RxSwift builds this overload from `concat` (the array and variadic ones merge).
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var received: [Int] = []
        let sources: AnyCollection<Infallible<Int>> = AnyCollection([a.asInfallible(onErrorJustReturn: 0).asInfallible(), b.asInfallible(onErrorJustReturn: 0).asInfallible()])
        let subscription = Infallible.merge(sources).subscribe(onNext: { received.append($0) })
        b.onNext(10)
        a.onNext(1)
        a.onCompleted()
        b.onNext(11)
        XCTAssertEqual(received, [1, 11])
        subscription.dispose()

        received = []
        let merged = Infallible.merge([a.asInfallible(onErrorJustReturn: 0).asInfallible()]).subscribe(onNext: { received.append($0) })
        merged.dispose()
    }

    func testRelaysAsInfallible() {
        let relay = BehaviorRelay(value: 1)
        var received: [Int] = []
        let subscription = relay.asInfallible().map { $0 * 10 }.subscribe(onNext: { received.append($0) })
        relay.accept(2)
        XCTAssertEqual(received, [10, 20])
        subscription.dispose()
    }

    func testBlockingOnTraits() throws {
        XCTAssertEqual(try Single.just(1).map { $0 + 1 }.toBlocking(timeout: 1).single(), 2)
        XCTAssertEqual(try Maybe<Int>.empty().toBlocking(timeout: 1).toArray(), [])
        XCTAssertThrowsError(try Single<Int>.error(testError).toBlocking(timeout: 1).first())
        XCTAssertEqual(try Infallible.of(1, 2, 3).toBlocking(timeout: 1).toArray(), [1, 2, 3])
    }
}
