import Dispatch
import Foundation
import Synchronization
import ValueRx
import XCTest

/// Randomized misuse: several threads at once call `onNext`, `onError`, `onCompleted` and
/// `dispose` on `create`'s observer, on every subject and on every relay (RxSwift flags
/// concurrent calls as misuse; ValueRx serializes them). Whatever the interleaving, the
/// observer sees the grammar (elements, then at most one terminal event, then nothing), never
/// two calls at once, and nothing once `dispose()` has returned.
///
/// Each run logs its seed; `VALUERX_MISUSE_SEED=<seed>` replays it, `VALUERX_MISUSE_ROUNDS`
/// changes the number of rounds per target (default 150, about a second in all).
final class MisuseTests: ValueRxTestCase {
    /// A small seeded generator (SplitMix64), so a failing interleaving's choices can be replayed.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Checks what one subscriber receives; thread-safe, records the first violation.
    private final class Checker: @unchecked Sendable {
        private let inFlight = Atomic<Int>(0)
        private let terminated = Atomic<Bool>(false)
        let disposeReturned = Atomic<Bool>(false)
        private let lock = NSLock()
        private(set) var violation: String?
        private(set) var received = 0

        private func fail(_ message: String) {
            lock.lock()
            if violation == nil { violation = message }
            lock.unlock()
        }

        func on(_ event: Event<Int>) {
            if disposeReturned.load(ordering: .acquiring) { fail("\(event) after dispose() returned") }
            if inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 { fail("overlapping calls (\(event))") }
            if terminated.load(ordering: .acquiring) { fail("\(event) after the terminal event") }
            if event.isStopEvent { terminated.store(true, ordering: .releasing) }
            lock.lock()
            received += 1
            lock.unlock()
            // Widen the window in which an overlap would show.
            if received % 7 == 0 { sched_yield() }
            inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
    }

    /// One target: how to subscribe the checker, and how to send it events.
    private struct Target {
        let name: String
        let canTerminate: Bool
        /// Returns the subscription, and the way to send: (`.next`/`.error`/`.completed`).
        let make: (Checker) -> (Disposable, (Event<Int>) -> Void)
    }

    private var targets: [Target] {
        [
            Target(name: "create", canTerminate: true) { checker in
                let observerBox = Mutex<AnyObserver<Int>?>(nil)
                let subscription = Observable<Int>.create { observer in
                    observerBox.withLock { $0 = observer }
                    return Disposables.create()
                }.subscribe { checker.on($0) }
                let observer = observerBox.withLock { $0 }!
                return (subscription, { observer.on($0) })
            },
            Target(name: "PublishSubject", canTerminate: true) { checker in
                let subject = PublishSubject<Int>()
                return (subject.subscribe { checker.on($0) }, { subject.on($0) })
            },
            Target(name: "BehaviorSubject", canTerminate: true) { checker in
                let subject = BehaviorSubject(value: -1)
                return (subject.subscribe { checker.on($0) }, { subject.on($0) })
            },
            Target(name: "ReplaySubject", canTerminate: true) { checker in
                let subject = ReplaySubject<Int>.create(bufferSize: 2)
                return (subject.subscribe { checker.on($0) }, { subject.on($0) })
            },
            Target(name: "AsyncSubject", canTerminate: true) { checker in
                let subject = AsyncSubject<Int>()
                return (subject.subscribe { checker.on($0) }, { subject.on($0) })
            },
            Target(name: "PublishRelay", canTerminate: false) { checker in
                let relay = PublishRelay<Int>()
                return (relay.subscribe { checker.on($0) }, { if case .next(let value) = $0 { relay.accept(value) } })
            },
            Target(name: "BehaviorRelay", canTerminate: false) { checker in
                let relay = BehaviorRelay(value: -1)
                return (relay.subscribe { checker.on($0) }, { if case .next(let value) = $0 { relay.accept(value) } })
            },
            Target(name: "ReplayRelay", canTerminate: false) { checker in
                let relay = ReplayRelay<Int>.create(bufferSize: 2)
                return (relay.subscribe { checker.on($0) }, { if case .next(let value) = $0 { relay.accept(value) } })
            },
        ]
    }

    func testConcurrentMisuseKeepsTheGrammar() {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["VALUERX_MISUSE_SEED"].flatMap(UInt64.init) ?? UInt64(UInt32.random(in: 1 ... UInt32.max))
        let rounds = environment["VALUERX_MISUSE_ROUNDS"].flatMap(Int.init) ?? 150
        print("MisuseTests seed: \(seed) (replay with VALUERX_MISUSE_SEED=\(seed)), rounds per target: \(rounds)")
        let threads = 4
        var delivered = 0
        for target in targets {
            for round in 0 ..< rounds {
                let checker = Checker()
                let (subscription, send) = target.make(checker)
                // Which thread disposes, and after how many of its operations (or never).
                var planner = SeededGenerator(state: seed &+ UInt64(round) &* 7919)
                let disposer = Int.random(in: 0 ..< threads, using: &planner)
                let disposeAfter = Int.random(in: 0 ..< 60, using: &planner)
                DispatchQueue.concurrentPerform(iterations: threads) { thread in
                    var generator = SeededGenerator(state: seed &+ UInt64(round * threads + thread) &* 104_729)
                    for step in 0 ..< 50 {
                        if thread == disposer && step == disposeAfter {
                            subscription.dispose()
                            checker.disposeReturned.store(true, ordering: .releasing)
                        }
                        let roll = Int.random(in: 0 ..< 100, using: &generator)
                        if target.canTerminate && roll == 0 {
                            send(.completed)
                        } else if target.canTerminate && roll == 1 {
                            send(.error(testError))
                        } else {
                            send(.next(thread * 1000 + step))
                        }
                    }
                }
                subscription.dispose()
                delivered += checker.received
                if let violation = checker.violation {
                    XCTFail("\(target.name), round \(round), seed \(seed): \(violation)")
                    return
                }
            }
        }
        XCTAssertGreaterThan(delivered, 0)
        print("MisuseTests: \(targets.count) targets × \(rounds) rounds × \(threads) threads, \(delivered) events delivered, no violation")
    }
}
