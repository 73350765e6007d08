import ValueRx
import XCTest

/// Sources that end only when a test ends them: subscribing to `source(name)` keeps the
/// subscription's observer in `observers[name]`, and disposing the subscription appends `name`
/// to `disposed`.
private final class DisposalProbe {
    var disposed: [String] = []
    var observers: [String: AnyObserver<Int>] = [:]

    func source(_ name: String) -> Observable<Int> {
        Observable<Int>.create { [weak self] observer in
            self?.observers[name] = observer
            return Disposables.create { [weak self] in self?.disposed.append(name) }
        }
        .asObservable()
    }

    func send(_ element: Int, from name: String) {
        observers[name]?.onNext(element)
    }

    func complete(_ name: String) {
        observers[name]?.onCompleted()
    }

    func fail(_ name: String) {
        observers[name]?.onError(testError)
    }
}

/// The order in which a multi-input operator disposes its inputs' subscriptions, when its
/// subscription is disposed and when an input's error ends it, checked against the order
/// RxSwift's code gives.
///
/// Every scenario runs `rounds` times on fresh subscriptions: the flattening operators kept
/// their inners in a `[Int: Disposable]` and disposed them in its order, which depends on the
/// process's hash seed and on where each dictionary's storage was allocated, so it changed from
/// one subscription to the next (an order such as `s3, s0, s4, s1, s2` in some rounds), and
/// `groupBy` sent the terminal event to its groups in its dictionary's order.
///
/// How RxSwift's order comes about: a sink holds its subscriptions in a `CompositeDisposable`,
/// whose `Bag` keeps the first entry in a field of its own and the next ones in an array,
/// and disposes the field, then the array in order (a dictionary only past about 30 live
/// entries). `MergeSink.run(_ source:)` inserts the source subscription first, then each inner
/// as it subscribes it (`subscribeInner`), and removes an inner when it completes; the static
/// `merge` (`MergeArray`) inserts only its sources, in order. Any terminal event goes through
/// `synchronizedForwardOnAndDispose`: the event goes on, then the group is disposed.
final class InnerDisposalOrderTests: ValueRxTestCase {
    private let rounds = 20

    // MARK: - merge and flatMap

    /// `MergeArray`'s group holds the four sources in subscription order.
    func testStaticMergeDisposesItsSourcesInSubscriptionOrder() {
        for round in 0 ..< rounds {
            let probe = DisposalProbe()
            let subscription = Observable<Int>.merge(probe.source("s0"), probe.source("s1"), probe.source("s2"), probe.source("s3"))
                .subscribe { _ in }
            XCTAssertEqual(probe.disposed, [], "round \(round)")
            subscription.dispose()
            XCTAssertEqual(probe.disposed, ["s0", "s1", "s2", "s3"], "round \(round)")
            probe.observers = [:]
        }
    }

    /// An inner's error: the error goes on, then the whole group is disposed, the failing
    /// source in its place (it is still in the group).
    func testStaticMergeEndedByAnErrorDisposesItsSourcesInSubscriptionOrder() {
        for round in 0 ..< rounds {
            let probe = DisposalProbe()
            var events: [String] = []
            let subscription = Observable<Int>.merge(probe.source("s0"), probe.source("s1"), probe.source("s2"), probe.source("s3"))
                .subscribe(onError: { _ in events.append("error") })
            probe.fail("s2")
            XCTAssertEqual(events, ["error"], "round \(round)")
            XCTAssertEqual(probe.disposed, ["s0", "s1", "s2", "s3"], "round \(round)")
            subscription.dispose()
            XCTAssertEqual(probe.disposed, ["s0", "s1", "s2", "s3"], "round \(round)")
            probe.observers = [:]
        }
    }

    /// An outer that emits four inners while it is being subscribed to, and stays open.
    private func outerEmittingFourInners(_ probe: DisposalProbe) -> Observable<Observable<Int>> {
        Observable<Observable<Int>>.create { [weak probe] observer in
            guard let probe else { return Disposables.create() }
            for index in 0 ..< 4 { observer.onNext(probe.source("s\(index)")) }
            return Disposables.create { [weak probe] in probe?.disposed.append("outer") }
        }
        .asObservable()
    }

    /// `MergeSink`'s group: the source subscription first, then the inners in the order they
    /// were subscribed.
    func testMergeDisposesTheOuterThenTheInnersInSubscriptionOrder() {
        for round in 0 ..< rounds {
            let probe = DisposalProbe()
            let subscription = outerEmittingFourInners(probe).merge().subscribe { _ in }
            XCTAssertEqual(probe.disposed, [], "round \(round)")
            subscription.dispose()
            XCTAssertEqual(probe.disposed, ["outer", "s0", "s1", "s2", "s3"], "round \(round)")
            probe.observers = [:]
        }
    }

    func testMergeEndedByAnInnerErrorDisposesTheOuterThenTheInnersInSubscriptionOrder() {
        for round in 0 ..< rounds {
            let probe = DisposalProbe()
            let subscription = outerEmittingFourInners(probe).merge().subscribe { _ in }
            probe.fail("s1")
            XCTAssertEqual(probe.disposed, ["outer", "s0", "s1", "s2", "s3"], "round \(round)")
            subscription.dispose()
            XCTAssertEqual(probe.disposed, ["outer", "s0", "s1", "s2", "s3"], "round \(round)")
            probe.observers = [:]
        }
    }

    /// Subscribes `flatMap` over the probe's `outer` source and sends it `0 ..< 5`: five live
    /// inners `s0` ... `s4`.
    private func flatMapWithFiveInners(_ probe: DisposalProbe) -> Disposable {
        let subscription = probe.source("outer")
            .flatMap { [weak probe] index -> Observable<Int> in
                probe?.source("s\(index)") ?? Observable<Int>.never().asObservable()
            }
            .subscribe { _ in }
        for index in 0 ..< 5 { probe.send(index, from: "outer") }
        return subscription
    }

    func testFlatMapDisposesTheOuterThenTheInnersInSubscriptionOrder() {
        for round in 0 ..< rounds {
            let probe = DisposalProbe()
            let subscription = flatMapWithFiveInners(probe)
            XCTAssertEqual(probe.disposed, [], "round \(round)")
            subscription.dispose()
            XCTAssertEqual(probe.disposed, ["outer", "s0", "s1", "s2", "s3", "s4"], "round \(round)")
            probe.observers = [:]
        }
    }

    func testFlatMapEndedByAnInnerErrorDisposesTheOuterThenTheInnersInSubscriptionOrder() {
        for round in 0 ..< rounds {
            let probe = DisposalProbe()
            let subscription = flatMapWithFiveInners(probe)
            probe.fail("s3")
            XCTAssertEqual(probe.disposed, ["outer", "s0", "s1", "s2", "s3", "s4"], "round \(round)")
            subscription.dispose()
            XCTAssertEqual(probe.disposed, ["outer", "s0", "s1", "s2", "s3", "s4"], "round \(round)")
            probe.observers = [:]
        }
    }

    /// The outer's own error: `MergeSink.on(.error)` also forwards, then disposes the group,
    /// the source subscription in its first place.
    func testFlatMapEndedByTheOuterErrorDisposesTheOuterThenTheInners() {
        for round in 0 ..< rounds {
            let probe = DisposalProbe()
            let subscription = flatMapWithFiveInners(probe)
            probe.fail("outer")
            XCTAssertEqual(probe.disposed, ["outer", "s0", "s1", "s2", "s3", "s4"], "round \(round)")
            subscription.dispose()
            probe.observers = [:]
        }
    }

    /// Inners that completed left the group (`MergeSinkIter` removes its key, which disposes
    /// it at once); inners subscribed later join at its end.
    func testFlatMapKeepsSubscriptionOrderAcrossCompletedAndLaterInners() {
        for round in 0 ..< rounds {
            let probe = DisposalProbe()
            let subscription = flatMapWithFiveInners(probe)
            probe.complete("s1")
            probe.complete("s3")
            XCTAssertEqual(probe.disposed, ["s1", "s3"], "round \(round)")
            probe.send(5, from: "outer")
            probe.send(6, from: "outer")
            probe.complete("s0")
            subscription.dispose()
            XCTAssertEqual(probe.disposed, ["s1", "s3", "s0", "outer", "s2", "s4", "s5", "s6"], "round \(round)")
            probe.observers = [:]
        }
    }

    /// `MergeLimitedSink` has the same group shape: the source subscription first, then the
    /// inners as they are subscribed (a queued inner when a place comes free).
    func testMergeWithALimitDisposesTheOuterThenTheInnersInSubscriptionOrder() {
        for round in 0 ..< rounds {
            let probe = DisposalProbe()
            let subscription = outerEmittingFourInners(probe).merge(maxConcurrent: 3).subscribe { _ in }
            probe.complete("s1")
            XCTAssertEqual(probe.disposed, ["s1"], "round \(round)")
            subscription.dispose()
            XCTAssertEqual(probe.disposed, ["s1", "outer", "s0", "s2", "s3"], "round \(round)")
            probe.observers = [:]
        }
    }

    // MARK: - combineLatest and zip

    /// The arity forms return `Disposables.create([s1, s2, s3, s4])`, a `CompositeDisposable`
    /// in argument order. On an error, the failing input's observer disposes its own
    /// subscription first (`CombineLatestObserver`/`ZipObserver`: `this.dispose()`), then the
    /// sink forwards the error and disposes the group.
    func testCombineLatestAndZipDisposeTheirSourcesInOrder() {
        let operators: [(String, (DisposalProbe) -> Observable<Int>)] = [
            ("combineLatest", { probe in
                Observable<Int>.combineLatest(probe.source("s0"), probe.source("s1"), probe.source("s2"), probe.source("s3")) { $0 + $1 + $2 + $3 }
                    .asObservable()
            }),
            ("zip", { probe in
                Observable<Int>.zip(probe.source("s0"), probe.source("s1"), probe.source("s2"), probe.source("s3")) { $0 + $1 + $2 + $3 }
                    .asObservable()
            }),
            ("combineLatest collection", { probe in
                Observable<Int>.combineLatest((0 ..< 4).map { probe.source("s\($0)") }) { (values: [Int]) in values.reduce(0, +) }
                    .asObservable()
            }),
            ("zip collection", { probe in
                Observable<Int>.zip((0 ..< 4).map { probe.source("s\($0)") }) { (values: [Int]) in values.reduce(0, +) }
                    .asObservable()
            }),
        ]
        for (name, make) in operators {
            for round in 0 ..< rounds {
                let probe = DisposalProbe()
                let subscription = make(probe).subscribe { _ in }
                subscription.dispose()
                XCTAssertEqual(probe.disposed, ["s0", "s1", "s2", "s3"], "\(name), round \(round)")
                probe.observers = [:]
            }
        }
    }

    func testCombineLatestAndZipEndedByAnErrorDisposeTheFailingSourceFirst() {
        // The collection forms' sinks (`CombineLatestCollectionTypeSink`, `ZipCollectionTypeSink`)
        // do not dispose the failing input first: they forward the error and dispose their
        // group, in order.
        let operators: [(String, (DisposalProbe) -> Observable<Int>, [String])] = [
            ("combineLatest", { probe in
                Observable<Int>.combineLatest(probe.source("s0"), probe.source("s1"), probe.source("s2"), probe.source("s3")) { $0 + $1 + $2 + $3 }
                    .asObservable()
            }, ["s2", "s0", "s1", "s3"]),
            ("zip", { probe in
                Observable<Int>.zip(probe.source("s0"), probe.source("s1"), probe.source("s2"), probe.source("s3")) { $0 + $1 + $2 + $3 }
                    .asObservable()
            }, ["s2", "s0", "s1", "s3"]),
            ("combineLatest collection", { probe in
                Observable<Int>.combineLatest((0 ..< 4).map { probe.source("s\($0)") }) { (values: [Int]) in values.reduce(0, +) }
                    .asObservable()
            }, ["s0", "s1", "s2", "s3"]),
            ("zip collection", { probe in
                Observable<Int>.zip((0 ..< 4).map { probe.source("s\($0)") }) { (values: [Int]) in values.reduce(0, +) }
                    .asObservable()
            }, ["s0", "s1", "s2", "s3"]),
        ]
        for (name, make, expected) in operators {
            for round in 0 ..< rounds {
                let probe = DisposalProbe()
                var events: [String] = []
                let subscription = make(probe).subscribe(onError: { _ in events.append("error") })
                probe.fail("s2")
                XCTAssertEqual(events, ["error"], "\(name), round \(round)")
                XCTAssertEqual(probe.disposed, expected, "\(name), round \(round)")
                subscription.dispose()
                XCTAssertEqual(probe.disposed, expected, "\(name), round \(round)")
                probe.observers = [:]
            }
        }
    }

    // MARK: - amb and groupBy

    /// RxSwift's `amb(_:)` folds the sources into binary `amb`s over `never()`; each binary sink
    /// disposes its left side, then its right one: the sources in order.
    func testAmbDisposesItsSourcesInOrder() {
        for round in 0 ..< rounds {
            let probe = DisposalProbe()
            let subscription = Observable<Int>.amb((0 ..< 4).map { probe.source("s\($0)") }).subscribe { _ in }
            subscription.dispose()
            XCTAssertEqual(probe.disposed, ["s0", "s1", "s2", "s3"], "round \(round)")
            probe.observers = [:]
        }
    }

    /// The terminal event reaches the groups in the order they were made. RxSwift's
    /// `GroupBySink` walks its `[Key: PublishSubject]`, whose order depends on hashing; ours
    /// keeps creation order (before: the dictionary's order, different from one round to the
    /// next).
    func testGroupByEndsItsGroupsInTheOrderTheyWereMade() {
        let keys = [7, 3, 11, 0, 5, 9, 1, 10, 2, 8, 4, 6]
        for round in 0 ..< rounds {
            let source = PublishSubject<Int>()
            var completed: [Int] = []
            var groupSubscriptions: [Disposable] = []
            let subscription = source.groupBy(keySelector: { $0 }).subscribe(onNext: { group in
                groupSubscriptions.append(group.subscribe(onCompleted: { completed.append(group.key) }))
            })
            for key in keys { source.onNext(key) }
            source.onCompleted()
            XCTAssertEqual(completed, keys, "round \(round)")
            subscription.dispose()
            for groupSubscription in groupSubscriptions { groupSubscription.dispose() }
        }
    }

    // MARK: - CompositeDisposable

    /// RxSwift's `Bag` keeps insertion order for the first 31 live entries and puts the rest in
    /// a dictionary (hash order); ours keeps insertion order for any count.
    func testCompositeDisposableDisposesFortyEntriesInInsertionOrder() {
        for round in 0 ..< rounds {
            var log: [Int] = []
            let composite = CompositeDisposable()
            for index in 0 ..< 40 {
                composite.insert(Disposables.create { log.append(index) })
            }
            composite.dispose()
            XCTAssertEqual(log, Array(0 ..< 40), "round \(round)")
        }
    }

    func testCompositeDisposableMadeFromFortyDisposablesDisposesThemInOrder() {
        for round in 0 ..< rounds {
            var log: [Int] = []
            let disposables: [Disposable] = (0 ..< 40).map { index in Disposables.create { log.append(index) } }
            Disposables.create(disposables).dispose()
            XCTAssertEqual(log, Array(0 ..< 40), "round \(round)")
        }
    }

    /// Removed entries are disposed when removed; what is left goes in insertion order, later
    /// insertions last. (RxSwift's `Bag` would put an entry inserted after its first one was
    /// removed into the first place.)
    func testCompositeDisposableKeepsInsertionOrderAcrossRemovals() {
        for round in 0 ..< rounds {
            var log: [Int] = []
            let composite = CompositeDisposable()
            var keys: [CompositeDisposable.DisposeKey] = []
            for index in 0 ..< 40 {
                if let key = composite.insert(Disposables.create { log.append(index) }) { keys.append(key) }
            }
            composite.remove(for: keys[0])
            composite.remove(for: keys[17])
            composite.insert(Disposables.create { log.append(40) })
            XCTAssertEqual(log, [0, 17], "round \(round)")
            composite.dispose()
            XCTAssertEqual(log, [0, 17] + Array(1 ..< 17) + Array(18 ..< 41), "round \(round)")
        }
    }
}
