import XCTest
import ValueRx

/// A disposable that counts every `dispose()` call (it is deliberately *not* idempotent), so a
/// test can tell "disposed once" from "disposed twice".
private final class DisposeCounter: Disposable {
    private(set) var count = 0
    var isDisposed: Bool { count > 0 }

    func dispose() {
        count += 1
    }
}

final class DisposablesCreateTests: ValueRxTestCase {
    func testCreateWithoutArgumentsIsHarmless() {
        let nop = Disposables.create()
        nop.dispose()
        nop.dispose()
        // A no-op disposable still behaves as a member of a composite.
        let other = DisposeCounter()
        let composite = CompositeDisposable(nop, other)
        XCTAssertEqual(composite.count, 2)
        composite.dispose()
        XCTAssertEqual(other.count, 1)
    }

    func testCreateWithActionRunsTheActionOnce() {
        var calls = 0
        let disposable = Disposables.create { calls += 1 }
        XCTAssertEqual(calls, 0, "the action does not run before dispose")
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertEqual(calls, 1)
        XCTAssertTrue(disposable.isDisposed)
        disposable.dispose()
        XCTAssertEqual(calls, 1, "a second dispose does not run the action again")
    }

    func testCreateWithActionLabel() {
        var calls = 0
        let disposable = Disposables.create(with: { calls += 1 })
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(calls, 1)
    }

    func testCreateWithTwoDisposables() {
        let a = DisposeCounter(), b = DisposeCounter()
        let both = Disposables.create(a, b)
        XCTAssertFalse(both.isDisposed)
        XCTAssertEqual([a.count, b.count], [0, 0])
        both.dispose()
        XCTAssertTrue(both.isDisposed)
        XCTAssertEqual([a.count, b.count], [1, 1])
        both.dispose()
        XCTAssertEqual([a.count, b.count], [1, 1], "each member is disposed once")
    }

    func testCreateWithThreeDisposables() {
        let a = DisposeCounter(), b = DisposeCounter(), c = DisposeCounter()
        let all = Disposables.create(a, b, c)
        XCTAssertEqual([a.count, b.count, c.count], [0, 0, 0])
        all.dispose()
        all.dispose()
        XCTAssertTrue(all.isDisposed)
        XCTAssertEqual([a.count, b.count, c.count], [1, 1, 1])
    }

    func testCreateWithFourDisposables() {
        let d = (0..<4).map { _ in DisposeCounter() }
        let all = Disposables.create(d[0], d[1], d[2], d[3])
        XCTAssertEqual(d.map(\.count), [0, 0, 0, 0])
        all.dispose()
        all.dispose()
        XCTAssertTrue(all.isDisposed)
        XCTAssertEqual(d.map(\.count), [1, 1, 1, 1])
    }

    func testCreateVariadic() {
        let d = (0..<6).map { _ in DisposeCounter() }
        let all = Disposables.create(d[0], d[1], d[2], d[3], d[4], d[5])
        XCTAssertEqual(d.map(\.count), [0, 0, 0, 0, 0, 0])
        all.dispose()
        all.dispose()
        XCTAssertTrue(all.isDisposed)
        XCTAssertEqual(d.map(\.count), [1, 1, 1, 1, 1, 1])
    }

    /// RxSwift's order: `create(_:_:_:_ disposables:...)` appends the first three to the
    /// variadic list, so the fourth and later ones are disposed first.
    func testCreateWithFourOrMoreDisposesInRxSwiftsOrder() {
        for count in [4, 6] {
            var order: [Int] = []
            let d = (0..<count).map { index in Disposables.create { order.append(index) } }
            let all = count == 4
                ? Disposables.create(d[0], d[1], d[2], d[3])
                : Disposables.create(d[0], d[1], d[2], d[3], d[4], d[5])
            all.dispose()
            XCTAssertEqual(order, count == 4 ? [3, 0, 1, 2] : [3, 4, 5, 0, 1, 2])
        }
        // Two and three keep their argument order (RxSwift has overloads for them).
        var order: [Int] = []
        Disposables.create(Disposables.create { order.append(0) }, Disposables.create { order.append(1) },
                           Disposables.create { order.append(2) }).dispose()
        XCTAssertEqual(order, [0, 1, 2])
    }

    func testCreateFromArray() {
        for size in [0, 1, 2, 3, 5] {
            let d = (0..<size).map { _ in DisposeCounter() }
            let all = Disposables.create(d as [Disposable])
            XCTAssertEqual(d.map(\.count), Array(repeating: 0, count: size), "size \(size)")
            XCTAssertFalse(all.isDisposed, "size \(size)")
            all.dispose()
            all.dispose()
            XCTAssertTrue(all.isDisposed, "size \(size)")
            XCTAssertEqual(d.map(\.count), Array(repeating: 1, count: size), "size \(size)")
        }
    }
}

final class BooleanDisposableTests: ValueRxTestCase {
    func testStartsNotDisposedAndTracksDisposal() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
    }

    func testInitialState() {
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
        XCTAssertFalse(BooleanDisposable(isDisposed: false).isDisposed)
        XCTAssertTrue(BooleanDisposable.BooleanDisposableTrue.isDisposed)
    }
}

final class CompositeDisposableTests: ValueRxTestCase {
    func testInsertReturnsDistinctKeysAndCounts() {
        let composite = CompositeDisposable()
        XCTAssertEqual(composite.count, 0)
        let a = DisposeCounter(), b = DisposeCounter()
        let keyA = composite.insert(a)
        let keyB = composite.insert(b)
        XCTAssertNotNil(keyA)
        XCTAssertNotNil(keyB)
        XCTAssertNotEqual(keyA, keyB)
        XCTAssertEqual(composite.count, 2)
        XCTAssertFalse(composite.isDisposed)
        XCTAssertEqual([a.count, b.count], [0, 0], "inserting does not dispose")
    }

    func testDisposeDisposesAll() {
        let composite = CompositeDisposable()
        let d = (0..<3).map { _ in DisposeCounter() }
        d.forEach { composite.insert($0) }
        composite.dispose()
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(composite.count, 0)
        XCTAssertEqual(d.map(\.count), [1, 1, 1])
        composite.dispose()
        XCTAssertEqual(d.map(\.count), [1, 1, 1], "a second dispose disposes nothing again")
    }

    func testInsertAfterDisposeDisposesImmediatelyAndReturnsNil() {
        let composite = CompositeDisposable()
        composite.dispose()
        let late = DisposeCounter()
        let key = composite.insert(late)
        XCTAssertNil(key)
        XCTAssertEqual(late.count, 1)
        XCTAssertEqual(composite.count, 0)
    }

    func testRemoveDisposesOnlyThatOne() {
        let composite = CompositeDisposable()
        let a = DisposeCounter(), b = DisposeCounter(), c = DisposeCounter()
        composite.insert(a)
        let keyB = composite.insert(b)!
        composite.insert(c)
        composite.remove(for: keyB)
        XCTAssertEqual([a.count, b.count, c.count], [0, 1, 0])
        XCTAssertEqual(composite.count, 2)
        XCTAssertFalse(composite.isDisposed)

        composite.remove(for: keyB)
        XCTAssertEqual(b.count, 1, "removing an absent key does nothing")
        XCTAssertEqual(composite.count, 2)

        composite.dispose()
        XCTAssertEqual([a.count, b.count, c.count], [1, 1, 1], "a removed disposable is not disposed again")
    }

    func testRemoveAfterDisposeDoesNothing() {
        let composite = CompositeDisposable()
        let a = DisposeCounter()
        let key = composite.insert(a)!
        composite.dispose()
        composite.remove(for: key)
        XCTAssertEqual(a.count, 1)
    }

    func testKeysStayValidAfterOtherRemovals() {
        let composite = CompositeDisposable()
        let d = (0..<4).map { _ in DisposeCounter() }
        let keys = d.map { composite.insert($0)! }
        composite.remove(for: keys[0])
        composite.remove(for: keys[2])
        composite.remove(for: keys[3])
        XCTAssertEqual(d.map(\.count), [1, 0, 1, 1])
        XCTAssertEqual(composite.count, 1)
        // A key handed out after removals never collides with a live one.
        let e = DisposeCounter()
        let keyE = composite.insert(e)!
        XCTAssertFalse(keys.contains(keyE))
        composite.remove(for: keyE)
        XCTAssertEqual(e.count, 1)
        XCTAssertEqual(d[1].count, 0)
    }

    func testInitializers() {
        let d = (0..<5).map { _ in DisposeCounter() }
        let two = CompositeDisposable(d[0], d[1])
        let three = CompositeDisposable(d[0], d[1], d[2])
        let four = CompositeDisposable(d[0], d[1], d[2], d[3])
        let five = CompositeDisposable(d[0], d[1], d[2], d[3], d[4])
        let array = CompositeDisposable(disposables: [d[0], d[1], d[2]])
        XCTAssertEqual([two.count, three.count, four.count, five.count, array.count], [2, 3, 4, 5, 3])

        five.dispose()
        XCTAssertEqual(d.map(\.count), [1, 1, 1, 1, 1])
        // Keys handed out after an initializer's members do not collide with them.
        let extra = DisposeCounter()
        let key = two.insert(extra)!
        two.remove(for: key)
        XCTAssertEqual(extra.count, 1)
        XCTAssertEqual(two.count, 2)
        XCTAssertEqual(d[0].count, 1, "the initializer's members were not removed")
    }
}

final class SerialDisposableTests: ValueRxTestCase {
    func testReplacingDisposesThePreviousOne() {
        let serial = SerialDisposable()
        let first = DisposeCounter(), second = DisposeCounter()
        serial.disposable = first
        XCTAssertEqual(first.count, 0)
        XCTAssertTrue((serial.disposable as? DisposeCounter) === first)
        serial.disposable = second
        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(second.count, 0)
        XCTAssertTrue((serial.disposable as? DisposeCounter) === second)
        XCTAssertFalse(serial.isDisposed)
    }

    func testDisposeDisposesCurrentAndFutureOnes() {
        let serial = SerialDisposable()
        let first = DisposeCounter(), second = DisposeCounter(), third = DisposeCounter()
        serial.disposable = first
        serial.disposable = second
        serial.dispose()
        XCTAssertTrue(serial.isDisposed)
        XCTAssertEqual([first.count, second.count], [1, 1])
        serial.disposable = third
        XCTAssertEqual(third.count, 1, "set after dispose is disposed at once")
        serial.dispose()
        XCTAssertEqual([first.count, second.count, third.count], [1, 1, 1])
    }

    func testDisposeBeforeAnySet() {
        let serial = SerialDisposable()
        XCTAssertFalse(serial.isDisposed)
        serial.dispose()
        XCTAssertTrue(serial.isDisposed)
        let late = DisposeCounter()
        serial.disposable = late
        XCTAssertEqual(late.count, 1)
    }
}

final class SingleAssignmentDisposableTests: ValueRxTestCase {
    func testSetThenDispose() {
        let single = SingleAssignmentDisposable()
        let inner = DisposeCounter()
        single.setDisposable(inner)
        XCTAssertFalse(single.isDisposed)
        XCTAssertEqual(inner.count, 0)
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        XCTAssertEqual(inner.count, 1)
        single.dispose()
        XCTAssertEqual(inner.count, 1)
    }

    func testDisposeThenSetDisposesWhenSet() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        XCTAssertTrue(single.isDisposed)
        let inner = DisposeCounter()
        single.setDisposable(inner)
        XCTAssertEqual(inner.count, 1)
        single.dispose()
        XCTAssertEqual(inner.count, 1)
    }
}

final class RefCountDisposableTests: ValueRxTestCase {
    func testPrimaryAloneDisposesUnderlying() {
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        XCTAssertFalse(refCount.isDisposed)
        refCount.dispose()
        XCTAssertEqual(underlying.count, 1)
        XCTAssertTrue(refCount.isDisposed)
        refCount.dispose()
        XCTAssertEqual(underlying.count, 1)
    }

    func testUnderlyingWaitsForEveryRetainedHandle() {
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        let h1 = refCount.retain()
        let h2 = refCount.retain()
        refCount.dispose()
        XCTAssertEqual(underlying.count, 0, "handles still retained")
        XCTAssertFalse(refCount.isDisposed)
        h1.dispose()
        XCTAssertEqual(underlying.count, 0)
        h1.dispose()
        XCTAssertEqual(underlying.count, 0, "disposing a handle twice releases it once")
        h2.dispose()
        XCTAssertEqual(underlying.count, 1)
        XCTAssertTrue(refCount.isDisposed)
        refCount.dispose()
        XCTAssertEqual(underlying.count, 1)
    }

    func testHandlesReleasedFirstThenPrimary() {
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        let h1 = refCount.retain()
        let h2 = refCount.retain()
        h1.dispose()
        h2.dispose()
        XCTAssertEqual(underlying.count, 0, "the primary has not been disposed")
        XCTAssertFalse(refCount.isDisposed)
        refCount.dispose()
        XCTAssertEqual(underlying.count, 1)
    }

    func testRetainAfterUnderlyingDisposedIsHarmless() {
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        refCount.dispose()
        let late = refCount.retain()
        late.dispose()
        XCTAssertEqual(underlying.count, 1)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testRetainAfterPrimaryDisposedStillHoldsUnderlying() {
        // As in RxSwift: once the primary is disposed but handles are alive, a new handle can
        // still be retained and it keeps the underlying alive.
        let underlying = DisposeCounter()
        let refCount = RefCountDisposable(disposable: underlying)
        let h1 = refCount.retain()
        refCount.dispose()
        let h2 = refCount.retain()
        h1.dispose()
        XCTAssertEqual(underlying.count, 0)
        h2.dispose()
        XCTAssertEqual(underlying.count, 1)
    }
}

final class DisposeBagTests: ValueRxTestCase {
    func testDisposesEverythingOnDeinit() {
        let a = DisposeCounter(), b = DisposeCounter()
        weak var weakBag: DisposeBag?
        do {
            let bag = DisposeBag()
            weakBag = bag
            withExtendedLifetime(bag) {
                bag.insert(a)
                b.disposed(by: bag)
                XCTAssertEqual([a.count, b.count], [0, 0], "nothing disposed while the bag lives")
            }
        }
        XCTAssertNil(weakBag)
        XCTAssertEqual([a.count, b.count], [1, 1])
    }

    func testVariadicArrayAndBuilderInsert() {
        let d = (0..<6).map { _ in DisposeCounter() }
        do {
            let bag = DisposeBag()
            withExtendedLifetime(bag) {
                bag.insert(d[0], d[1])
                bag.insert([d[2], d[3]])
                bag.insert {
                    d[4]
                    d[5]
                }
                XCTAssertEqual(d.map(\.count), [0, 0, 0, 0, 0, 0])
            }
        }
        XCTAssertEqual(d.map(\.count), [1, 1, 1, 1, 1, 1])
    }

    func testInitDisposingVariadic() {
        let a = DisposeCounter(), b = DisposeCounter()
        do {
            let bag = DisposeBag(disposing: a, b)
            withExtendedLifetime(bag) {
                XCTAssertEqual([a.count, b.count], [0, 0])
            }
        }
        XCTAssertEqual([a.count, b.count], [1, 1])
    }

    func testInitDisposingArray() {
        let a = DisposeCounter(), b = DisposeCounter(), c = DisposeCounter()
        do {
            let bag = DisposeBag(disposing: [a, b, c])
            withExtendedLifetime(bag) {
                XCTAssertEqual([a.count, b.count, c.count], [0, 0, 0])
            }
        }
        XCTAssertEqual([a.count, b.count, c.count], [1, 1, 1])
    }

    func testResultBuilderInit() {
        let a = DisposeCounter(), b = DisposeCounter()
        var actionCalls = 0
        do {
            let bag = DisposeBag {
                a
                b
                Disposables.create { actionCalls += 1 }
            }
            withExtendedLifetime(bag) {
                XCTAssertEqual([a.count, b.count, actionCalls], [0, 0, 0])
            }
        }
        XCTAssertEqual([a.count, b.count, actionCalls], [1, 1, 1])
    }

    func testReplacingTheBagDisposesTheOldContents() {
        let a = DisposeCounter(), b = DisposeCounter()
        var bag = DisposeBag()
        bag.insert(a)
        bag = DisposeBag()
        XCTAssertEqual(a.count, 1)
        b.disposed(by: bag)
        XCTAssertEqual(b.count, 0)
        withExtendedLifetime(bag) {}
    }

    func testEachDisposableDisposedOnce() {
        let a = DisposeCounter()
        do {
            let bag = DisposeBag()
            bag.insert(a)
        }
        XCTAssertEqual(a.count, 1)
    }

    func testBagEndsSubscriptions() {
        let source = ManualSource<Int>()
        var received: [Int] = []
        do {
            let bag = DisposeBag()
            withExtendedLifetime(bag) {
                source.observable
                    .subscribe(onNext: { (value: Int) in received.append(value) })
                    .disposed(by: bag)
                source.onNext(1)
                XCTAssertEqual(source.disposeCount, 0)
            }
        }
        XCTAssertEqual(source.disposeCount, 1)
        source.onNext(2)
        XCTAssertEqual(received, [1], "nothing after the bag is gone")
    }
}
