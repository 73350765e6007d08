import AllocationCounter
import ValueRx
import XCTest

/// Allocation counts are deterministic, so they are asserted (wall-clock times never are).
/// They are a property of optimized code: in a debug build nothing is specialized or inlined
/// and the counts say nothing about what users get, so these tests run in release builds
/// (`swift test -c release`, what `.ci/run` and the README use) and skip otherwise.
final class AllocationTests: ValueRxTestCase {
    /// Sums elements without capturing anything: only the library's allocations are counted.
    struct SumObserver: ObserverType {
        typealias Element = Int
        let total: UnsafeMutablePointer<Int>

        mutating func on(_ event: Event<Int>) -> Flow {
            if case .next(let value) = event { total.pointee &+= value }
            return .continue
        }
    }

    override func setUpWithError() throws {
        #if DEBUG
        throw XCTSkip("allocation counts are asserted in release builds (swift test -c release)")
        #endif
        try XCTSkipUnless(vrx_alloc_counter_is_active() != 0, "the malloc interposer works on Linux/glibc only")
    }

    /// Allocations made by subscribing `makeChain(count)` and running it to completion.
    @inline(never)
    func allocations<Chain: ObservableType<Int>>(count: Int, _ makeChain: (Int) -> Chain) -> (allocations: UInt64, sum: Int) {
        let total = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { total.deallocate() }
        total.pointee = 0
        let chain = makeChain(count)
        let before = vrx_alloc_count_thread()
        let subscription = chain.subscribe(SumObserver(total: total))
        subscription.dispose()
        let after = vrx_alloc_count_thread()
        return (after - before, total.pointee)
    }

    func assertConstantAllocations<Chain: ObservableType<Int>>(depth: Int, file: StaticString = #filePath, line: UInt = #line, _ makeChain: (Int) -> Chain) {
        _ = allocations(count: 10, makeChain) // warm up lazily initialized runtime state
        let small = allocations(count: 10, makeChain)
        let large = allocations(count: 10_010, makeChain)
        XCTAssertEqual(small.sum, (0..<10).reduce(0, +) + 10 * depth, "depth \(depth) computes", file: file, line: line)
        XCTAssertLessThanOrEqual(small.allocations, 2, "depth \(depth): allocations per subscription", file: file, line: line)
        XCTAssertEqual(large.allocations, small.allocations, "depth \(depth): 10,000 more events allocate nothing", file: file, line: line)
    }

    /// The counter itself: 1,000 class instances are at least 1,000 heap blocks.
    func testCounterCountsClassInstances() {
        final class Box { var value: Int; init(_ value: Int) { self.value = value } }
        var boxes: [Box] = []
        boxes.reserveCapacity(1_000)
        let before = vrx_alloc_count_thread()
        for i in 0..<1_000 { boxes.append(Box(i)) }
        let after = vrx_alloc_count_thread()
        XCTAssertEqual(boxes.count, 1_000)
        XCTAssertGreaterThanOrEqual(after - before, 1_000)
        XCTAssertLessThan(after - before, 1_010)
    }

    func testSynchronousChainsAllocateAtMostTwoBlocksPerSubscriptionAndNonePerEvent() {
        assertConstantAllocations(depth: 1) { Observable.range(start: 0, count: $0).map(addOne) }
        assertConstantAllocations(depth: 8) { map8(Observable.range(start: 0, count: $0)) }
        assertConstantAllocations(depth: 32) { map8(map8(map8(map8(Observable.range(start: 0, count: $0))))) }
    }

    func testMixedElementWiseChainAllocatesNothingPerEvent() {
        // Stateful stages (scan, take, distinctUntilChanged) keep their state inline.
        let chain = { (count: Int) in
            Observable.from(Array(0..<count)).map(addOne).filter { $0 >= 0 }.scan(0) { _, x in x }
                .distinctUntilChanged().take(Int.max).skip(0).compactMap { Optional($0) }.map { $0 - 2 }
        }
        _ = allocations(count: 10, chain)
        let small = allocations(count: 10, chain)
        let arrayCost = allocations(count: 10_010) { Observable.from(Array(0..<$0)) }.allocations
        let large = allocations(count: 10_010, chain)
        XCTAssertEqual(small.sum, (0..<10).reduce(0, +) - 10)
        XCTAssertEqual(large.allocations, arrayCost, "nothing beyond building the source array")
    }

    func testSubjectFreeErasedChainCostsOneAllocationPerErasure() {
        // Erasing with asObservable() boxes the observer once per erasure at subscription,
        // never per event.
        _ = allocations(count: 10) { Observable.range(start: 0, count: $0).map(addOne).asObservable() }
        let small = allocations(count: 10) { Observable.range(start: 0, count: $0).map(addOne).asObservable() }
        let large = allocations(count: 10_010) { Observable.range(start: 0, count: $0).map(addOne).asObservable() }
        XCTAssertEqual(large.allocations, small.allocations)
    }

    /// Subjects: subscribing allocates a fixed number of blocks, `onNext` to N subscribers
    /// allocates nothing (W3 of the Bench).
    func testSubjectOnNextAllocatesNothing() {
        let total = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { total.deallocate() }
        total.pointee = 0
        do {
            let subject = PublishSubject<Int>()
            var subscriptions: [Disposable] = []
            subscriptions.reserveCapacity(10)
            // Grow the subject's observer array first, so the next subscription only pays for
            // itself.
            (0..<16).map { _ in subject.subscribe(SumObserver(total: total)) }.forEach { $0.dispose() }
            // Warm up: the first use of a generic type instantiates its metadata (allocates once).
            subject.map(addOne).subscribe(SumObserver(total: total)).dispose()
            var mark = vrx_alloc_count_thread()
            let one = subject.map(addOne).subscribe(SumObserver(total: total))
            XCTAssertEqual(vrx_alloc_count_thread() - mark, 1, "one subscription: one box")
            mark = vrx_alloc_count_thread()
            one.dispose()
            XCTAssertEqual(vrx_alloc_count_thread() - mark, 0, "dispose allocates nothing")
            for _ in 0..<10 { subscriptions.append(subject.map(addOne).subscribe(SumObserver(total: total))) }
            let before = vrx_alloc_count_thread()
            for i in 0..<10_000 { subject.onNext(i) }
            let after = vrx_alloc_count_thread()
            XCTAssertEqual(after - before, 0, "onNext to 10 subscribers allocates nothing")
            subscriptions.forEach { $0.dispose() }
        }
        XCTAssertEqual(total.pointee, 10 * (0..<10_000).reduce(0) { $0 + $1 + 1 })
        for subject in [BehaviorSubject(value: 0)] {
            let subscriptions = (0..<10).map { _ in subject.subscribe(SumObserver(total: total)) }
            let before = vrx_alloc_count_thread()
            for i in 0..<10_000 { subject.onNext(i) }
            XCTAssertEqual(vrx_alloc_count_thread() - before, 0, "BehaviorSubject.onNext allocates nothing")
            subscriptions.forEach { $0.dispose() }
        }
        let replay = ReplaySubject<Int>.create(bufferSize: 4)
        let subscriptions = (0..<10).map { _ in replay.subscribe(SumObserver(total: total)) }
        for i in 0..<10 { replay.onNext(i) }
        let before = vrx_alloc_count_thread()
        for i in 0..<10_000 { replay.onNext(i) }
        XCTAssertEqual(vrx_alloc_count_thread() - before, 0, "ReplaySubject.onNext with a full ring allocates nothing")
        subscriptions.forEach { $0.dispose() }
    }

    /// `create` (issue 23): the subscription's one heap object is its output box, which also
    /// keeps the disposable the closure returned (it had a sink of its own besides: two).
    /// `Disposables.create()` allocates nothing. Counted around subscribe + dispose of a source
    /// that emits synchronously.
    func testCreateSubscriptionIsOneHeapObject() {
        let total = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { total.deallocate() }
        total.pointee = 0
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create()
        }
        source.subscribe(SumObserver(total: total)).dispose()
        let before = vrx_alloc_count_thread()
        for _ in 0..<100 { source.subscribe(SumObserver(total: total)).dispose() }
        let perSubscription = Double(vrx_alloc_count_thread() - before) / 100
        XCTAssertEqual(total.pointee, 101 * 3)
        // The box alone: the `AnyObserver`'s closure captures only the box, which serves as
        // its context.
        XCTAssertEqual(perSubscription, 1, "allocations per create subscription")
    }

    /// `combineLatest` of two subjects, then `map` and `distinctUntilChanged` (Bench W21): five
    /// objects per subscription, the combining sink, its output box, one box in each subject and
    /// the box of the stages above the sink. Issue 23 took two away: the array that held the two
    /// inputs' subscriptions (now inline) and the closure that wrapped the result selector.
    func testCombineLatestOfTwoSubjectsAllocatesFiveBlocksPerSubscription() {
        let total = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { total.deallocate() }
        total.pointee = 0
        let a = BehaviorSubject<Int>(value: 3)
        let b = BehaviorSubject<Int>(value: 4)
        func subscribeOnce() {
            Observable.combineLatest(a, b)
                .map { (pair: (Int, Int)) -> Int in pair.0 &+ pair.1 }
                .distinctUntilChanged()
                .subscribe(SumObserver(total: total))
                .dispose()
        }
        subscribeOnce()
        let before = vrx_alloc_count_thread()
        for _ in 0..<100 { subscribeOnce() }
        let perSubscription = Double(vrx_alloc_count_thread() - before) / 100
        XCTAssertEqual(total.pointee, 101 * 7)
        XCTAssertEqual(perSubscription, 5, "allocations per combineLatest subscription")
    }

    /// A `Single` chain with a flatMap (issue 14's Bench row W15): the flatMap's sink and its
    /// serialized output are the only allocations of a subscription; the traits themselves
    /// (`Single.just`, `map`, the inner `Single`) allocate nothing.
    func testSingleFlatMapChainAllocatesTwoBlocksPerSubscription() {
        let total = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        defer { total.deallocate() }
        total.pointee = 0
        func run(_ i: Int) -> UInt64 {
            let chain = Single.just(i).map(addOne).flatMap { (x: Int) in Single.just(x) }
            let before = vrx_alloc_count_thread()
            chain.asObservable().subscribe(SumObserver(total: total)).dispose()
            return vrx_alloc_count_thread() - before
        }
        _ = run(0) // warm up lazily initialized runtime state
        XCTAssertEqual(run(1), 2, "flatMap sink + output box")
        XCTAssertEqual(total.pointee, 1 + 2)
        // Without a flatMap, a Single subscription allocates nothing.
        let before = vrx_alloc_count_thread()
        Single.just(1).map(addOne).map(addOne).asObservable().subscribe(SumObserver(total: total)).dispose()
        XCTAssertEqual(vrx_alloc_count_thread() - before, 0, "Single.just.map.map allocates nothing")
    }
}

@inline(__always) private func addOne(_ x: Int) -> Int { x &+ 1 }

private func map8<Source: ObservableType<Int>>(_ source: Source) -> some ObservableType<Int> {
    source.map(addOne).map(addOne).map(addOne).map(addOne).map(addOne).map(addOne).map(addOne).map(addOne)
}
