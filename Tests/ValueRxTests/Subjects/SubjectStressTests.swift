import Dispatch
import Foundation
import ValueRx
import XCTest

/// Real-thread races on subjects (bounded: a few hundred milliseconds each in release).
/// Run under `swift test --sanitize=thread --filter SubjectStressTests` for the data-race check.
final class SubjectStressTests: ValueRxTestCase {
    /// An observer's view of a race: checks overlap, grammar, per-sender order, and that
    /// nothing arrives after its `dispose()` returned.
    final class Probe: @unchecked Sendable {
        private let lock = NSLock()
        private var inHandler = false
        private(set) var overlaps = 0
        private(set) var afterTerminal = 0
        private(set) var afterDispose = 0
        private(set) var outOfOrder = 0
        private(set) var terminals = 0
        private(set) var count = 0
        private var lastPerSender: [Int: Int] = [:]
        private var disposeReturned = false

        func handle(_ event: Event<Int>) {
            lock.lock()
            if inHandler { overlaps += 1 }
            inHandler = true
            if disposeReturned { afterDispose += 1 }
            if terminals > 0 { afterTerminal += 1 }
            switch event {
            case .next(let value):
                count += 1
                let sender = value / 1_000_000, sequence = value % 1_000_000
                if let last = lastPerSender[sender], last >= sequence { outOfOrder += 1 }
                lastPerSender[sender] = sequence
            case .error, .completed:
                terminals += 1
            }
            lock.unlock()
            // Widen the window in which another thread could overlap this handler.
            if count % 64 == 0 { sched_yield() }
            lock.lock()
            inHandler = false
            lock.unlock()
        }

        func markDisposed() {
            lock.lock()
            disposeReturned = true
            lock.unlock()
        }

        var violations: String? {
            lock.lock()
            defer { lock.unlock() }
            let problems = [("overlapping deliveries", overlaps), ("events after terminal", afterTerminal),
                            ("events after dispose returned", afterDispose), ("out of order", outOfOrder),
                            ("more than one terminal", max(0, terminals - 1))]
                .filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
            return problems.isEmpty ? nil : problems.joined(separator: ", ")
        }
    }

    final class Probes: @unchecked Sendable {
        let lock = NSLock()
        var all: [Probe] = []
        func append(_ probe: Probe) { lock.lock(); all.append(probe); lock.unlock() }
    }

    private func race<Subject: SubjectType & ObserverType & AnyObject>(
        _ subject: Subject, senders: Int = 4, perSender: Int = 5_000, churners: Int = 2, terminate: Bool
    ) -> [Probe] where Subject.Element == Int {
        let probes = Probes()
        let stable = Probe()
        let stableSubscription = subject.subscribe { stable.handle($0) }
        probes.append(stable)
        let sendersDone = DispatchGroup()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: senders + churners) { worker in
                if worker < senders {
                    sendersDone.enter()
                    for sequence in 1...perSender { subject.onNext(worker * 1_000_000 + sequence) }
                    sendersDone.leave()
                } else {
                    // Churn: subscribe, let a few events through, dispose; some subscribe inside
                    // a handler.
                    for round in 0..<200 {
                        let probe = Probe()
                        probes.append(probe)
                        let subscription = subject.subscribe { probe.handle($0) }
                        if round % 3 == 0 { sched_yield() }
                        subscription.dispose()
                        probe.markDisposed()
                    }
                }
            }
            if terminate { subject.onCompleted() }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success, "race did not finish")
        stableSubscription.dispose()
        stable.markDisposed()
        return probes.lock.withLock { probes.all }
    }

    private func check(_ probes: [Probe], file: StaticString = #filePath, line: UInt = #line) {
        for (index, probe) in probes.enumerated() {
            if let violations = probe.violations {
                XCTFail("observer \(index): \(violations)", file: file, line: line)
                return
            }
        }
    }

    func testPublishSubjectConcurrentSendersAndSubscribers() {
        let probes = race(PublishSubject<Int>(), terminate: true)
        check(probes)
        XCTAssertEqual(probes[0].count, 4 * 5_000, "the stable observer lost events")
        XCTAssertEqual(probes[0].terminals, 1)
    }

    func testBehaviorSubjectConcurrentSendersAndSubscribers() {
        let subject = BehaviorSubject(value: 0)
        let probes = race(subject, terminate: false)
        check(probes)
        XCTAssertEqual(probes[0].count, 1 + 4 * 5_000)
    }

    func testReplaySubjectConcurrentSendersAndSubscribers() {
        let probes = race(ReplaySubject<Int>.create(bufferSize: 3), terminate: true)
        check(probes)
        XCTAssertEqual(probes[0].count, 4 * 5_000)
    }

    func testTerminalRacingWithNextKeepsTheGrammar() {
        for _ in 0..<50 {
            let subject = PublishSubject<Int>()
            let probes = (0..<4).map { _ in Probe() }
            let subscriptions = probes.map { probe in subject.subscribe { probe.handle($0) } }
            DispatchQueue.concurrentPerform(iterations: 4) { worker in
                if worker == 0 {
                    subject.onError(TestError())
                } else {
                    for sequence in 1...200 { subject.onNext(worker * 1_000_000 + sequence) }
                }
            }
            subscriptions.forEach { $0.dispose() }
            check(probes)
            for probe in probes { XCTAssertEqual(probe.terminals, 1) }
        }
    }

    func testDisposeWaitsForADeliveryOnAnotherThread() {
        let subject = PublishSubject<Int>()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = NSLock()
        var handlerFinished = false
        let subscription = subject.subscribe(onNext: { _ in
            entered.signal()
            _ = release.wait(timeout: .now() + 5)
            finished.lock(); handlerFinished = true; finished.unlock()
        })
        DispatchQueue.global().async { subject.onNext(1) }
        XCTAssertEqual(entered.wait(timeout: .now() + 5), .success)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { release.signal() }
        subscription.dispose()
        finished.lock()
        XCTAssertTrue(handlerFinished, "dispose returned while the handler was still running")
        finished.unlock()
    }

    func testShareCountsSubscribersAcrossThreads() {
        for scope in [SubjectLifetimeScope.whileConnected, .forever] {
            let counts = NSLock()
            var subscribed = 0, disposed = 0
            let source = Observable<Int>.create { observer in
                counts.lock(); subscribed += 1; counts.unlock()
                observer.onNext(1)
                return Disposables.create { counts.lock(); disposed += 1; counts.unlock() }
            }
            let shared = source.share(replay: 1, scope: scope)
            let keeper = shared.subscribe(onNext: { _ in })
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                for _ in 0..<500 {
                    let subscription = shared.subscribe(onNext: { _ in })
                    subscription.dispose()
                }
            }
            counts.lock()
            XCTAssertEqual(subscribed, 1, "\(scope): one connection while a subscriber stays")
            XCTAssertEqual(disposed, 0, "\(scope)")
            counts.unlock()
            keeper.dispose()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                for _ in 0..<200 { shared.subscribe(onNext: { _ in }).dispose() }
            }
            counts.lock()
            XCTAssertEqual(subscribed, disposed, "\(scope): every connection was disposed")
            XCTAssertGreaterThan(subscribed, 1, "\(scope): reconnected after all subscribers left")
            counts.unlock()
        }
    }

    /// A subscriber's box leaves through the subject's `SubjectCore`, never the subject: the
    /// subject's last reference is dropped on one thread while its subscribers are disposed on
    /// others. No crash, no leak (the resource check of every test), and each subject is freed
    /// once its last reference is gone, whatever its subscriptions do. (It caught an unretained
    /// reference to the subject cleared by its deinitializer: a subscriber leaving could still
    /// reach the subject after its deinitializer had begun, and crashed retaining it.)
    func testSubjectFreedWhileItsSubscribersDisposeOnOtherThreads() {
        let rounds = 300
        let subscribersPerRound = 8
        for round in 0..<rounds {
            var subject: PublishSubject<Int>? = PublishSubject<Int>()
            weak let weakSubject = subject
            let subscriptions = (0..<subscribersPerRound).map { _ in subject!.subscribe(onNext: { _ in }) }
            subject!.onNext(round)
            let start = DispatchSemaphore(value: 0)
            let group = DispatchGroup()
            for index in 0..<subscribersPerRound {
                DispatchQueue.global().async(group: group) {
                    start.wait()
                    subscriptions[index].dispose()
                }
            }
            for _ in 0..<subscribersPerRound { start.signal() }
            subject = nil
            XCTAssertEqual(group.wait(timeout: .now() + 10), .success, "round \(round)")
            XCTAssertNil(weakSubject, "round \(round): the subject is freed")
        }
    }

    /// A subscription outlives its subject: the subject is freed (its subscriber does not keep
    /// it), and disposing the subscription afterwards does nothing.
    func testSubscriptionOutlivingItsSubjectDisposesQuietly() {
        var events: [Int] = []
        var subject: BehaviorSubject<Int>? = BehaviorSubject(value: 1)
        weak let weakSubject = subject
        let subscription = subject!.subscribe(onNext: { events.append($0) })
        subject!.onNext(2)
        subject = nil
        XCTAssertNil(weakSubject)
        subscription.dispose()
        XCTAssertEqual(events, [1, 2])
    }
}
