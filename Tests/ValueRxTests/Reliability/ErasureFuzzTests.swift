import Foundation
import ValueRx
import ValueRxTest
import XCTest

/// Self-consistency fuzzing of fusion: a chain of operators built on concrete types (stages
/// fused into one pipeline, sinks subscribing their inputs with their own observer types) must
/// behave exactly as the same chain with `.asObservable()` after every operator, which is
/// RxSwift's shape (every RxSwift operator returns an `Observable`, and reaches a testable
/// input through `asObservable()`). RxSwift has no fused form, so where the two runs differ the
/// fused path is wrong.
///
/// Each chain is drawn from a seeded generator: a hot or cold input with random events (times,
/// elements, sometimes an error or a completion), two more inputs for the operators that take
/// one, a pool of inner sequences for the flattening operators, 2 to 6 operators from the
/// element-wise, sink and time vocabularies, and a disposal time. It runs twice on fresh
/// `TestScheduler`s with identical inputs; the recorded events, every input's subscriptions,
/// and the log of the `do` hooks (with their virtual times) must be identical.
///
/// `VALUERX_FUZZ_SEED` (decimal or `0x` hex) sets the seed (default `defaultSeed`),
/// `VALUERX_FUZZ_COUNT` the number of chains (default 200), and `VALUERX_FUZZ_CHAIN=<index>`
/// replays one chain of the seed. A mismatch prints the chain as code, the seed and both
/// traces.
///
/// Left out of the vocabulary: `subscribe(on:)` directly on an input (RxSwift's `SubscribeOn`
/// subscribes its source itself, not through `asObservable()`, so `xs.subscribe(on:)` and
/// `xs.asObservable().subscribe(on:)` record different subscriptions in RxSwift too; it is
/// drawn only after another operator), `debug` (prints), `groupBy`, `retry(when:)`.
final class ErasureFuzzTests: ValueRxTestCase {
    /// The seed used when `VALUERX_FUZZ_SEED` is not set.
    private static let defaultSeed: UInt64 = 0x5EED_2024_F00D

    func testFusedAndErasedChainsRecordTheSame() {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["VALUERX_FUZZ_SEED"].flatMap(Self.parseSeed) ?? Self.defaultSeed
        let count = environment["VALUERX_FUZZ_COUNT"].flatMap(Int.init) ?? 200
        let only = environment["VALUERX_FUZZ_CHAIN"].flatMap(Int.init)
        print("ErasureFuzzTests seed: \(seed) (replay with VALUERX_FUZZ_SEED=\(seed)), chains: \(count)")

        var failures = 0
        let indices = only.map { [$0] } ?? Array(0 ..< count)
        for index in indices {
            let chain = FuzzChain.generate(seed: seed, index: index)
            let fused = Self.run(chain, erase: false)
            let erased = Self.run(chain, erase: true)
            let grammar = [fused.grammarViolation.map { "fused: \($0)" }, erased.grammarViolation.map { "erased: \($0)" }]
                .compactMap { $0 }
            if fused != erased || !grammar.isEmpty {
                failures += 1
                let what = fused != erased ? "fused and erased runs differ (\(fused.differences(from: erased)))" : "grammar violated"
                XCTFail("""
                    Chain \(index) of seed \(seed): \(what). \
                    Replay: VALUERX_FUZZ_SEED=\(seed) VALUERX_FUZZ_CHAIN=\(index)
                    \(chain.description)
                    \(grammar.joined(separator: "\n"))
                    --- fused ---
                    \(fused.description)
                    --- erased ---
                    \(erased.description)
                    """)
                if failures >= 5 {
                    XCTFail("stopping after 5 mismatching chains of seed \(seed)")
                    return
                }
            }
        }
    }

    /// The comparison sees a difference: two chains that differ in one operator do not record
    /// the same trace (guards against a runner that records nothing).
    func testTraceComparisonSeesADifference() {
        var chain = FuzzChain.generate(seed: Self.defaultSeed, index: 0)
        chain.primary = InputSpec(hot: true, events: [(210, .next(1)), (220, .next(2)), (230, .next(3)), (300, .completed)])
        chain.disposed = 1000
        chain.ops = [.map(1), .take(1)]
        let takeOne = Self.run(chain, erase: false)
        chain.ops = [.map(1), .take(2)]
        let takeTwo = Self.run(chain, erase: true)
        XCTAssertEqual(takeOne.events, [.next(210, 4), .completed(210)])
        XCTAssertEqual(takeOne.subscriptions[0], [Subscription(200, 210)])
        XCTAssertNotEqual(takeOne, takeTwo)
    }

    /// The same seed and index generate the same chain (the replay instructions depend on it).
    func testGeneratorIsDeterministic() {
        for index in 0 ..< 20 {
            XCTAssertEqual(FuzzChain.generate(seed: 42, index: index).description, FuzzChain.generate(seed: 42, index: index).description)
        }
        XCTAssertNotEqual(FuzzChain.generate(seed: 42, index: 0).description, FuzzChain.generate(seed: 43, index: 0).description)
    }

    private static func parseSeed(_ text: String) -> UInt64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }

    /// Runs `chain` on a fresh scheduler, fused or with `.asObservable()` after every operator.
    private static func run(_ chain: FuzzChain, erase: Bool) -> Trace {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = chain.primary.make(on: scheduler)
        let others = chain.others.map { $0.make(on: scheduler) }
        let inners = chain.inners.map { $0.make(on: scheduler) }
        let log = HookLog()
        let builder = ChainBuilder(scheduler: scheduler, others: others, inners: inners, log: log, erase: erase)
        let ops = chain.ops[...]
        let res = scheduler.start(created: TestScheduler.Defaults.created, subscribed: TestScheduler.Defaults.subscribed, disposed: chain.disposed) { () -> Observable<Int> in
            // Erased: the input too, as RxSwift's operators reach it through `asObservable()`.
            erase ? builder.applyAny(ops, xs.asObservable()) : builder.applyAny(ops, xs)
        }
        return Trace(
            events: res.events,
            subscriptions: [xs.subscriptions] + others.map(\.subscriptions) + inners.map(\.subscriptions),
            hooks: log.lines)
    }
}

// MARK: - Generator

/// SplitMix64: a tiny deterministic generator, so that a seed replays the same chains on every
/// platform and toolchain (the standard library's `random(in:using:)` may change its mapping).
private struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range` (the modulo bias does not matter here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// `true` with the given probability in percent.
    mutating func chance(_ percent: Int) -> Bool {
        int(0 ... 99) < percent
    }
}

/// One recorded event of an input, before it is made on a scheduler.
private enum FuzzEvent {
    case next(Int)
    case completed
    case error(Int)
}

/// An input: hot (absolute times) or cold (times relative to each subscription).
private struct InputSpec: CustomStringConvertible {
    var hot: Bool
    var events: [(time: Int, event: FuzzEvent)]

    func make(on scheduler: TestScheduler) -> TestableObservable<Int> {
        let recorded = events.map { entry -> Recorded<Event<Int>> in
            switch entry.event {
            case .next(let value): return .next(entry.time, value)
            case .completed: return .completed(entry.time)
            case .error(let id): return .error(entry.time, TestError(id: id))
            }
        }
        return hot ? scheduler.createHotObservable(recorded) : scheduler.createColdObservable(recorded)
    }

    var description: String {
        let list = events.map { entry -> String in
            switch entry.event {
            case .next(let value): return ".next(\(entry.time), \(value))"
            case .completed: return ".completed(\(entry.time))"
            case .error(let id): return ".error(\(entry.time), TestError(id: \(id)))"
            }
        }
        return (hot ? "createHotObservable([" : "createColdObservable([") + list.joined(separator: ", ") + "])"
    }

    /// Up to `maxNexts` elements (0...9) at sorted random times in `times` (ties allowed), then
    /// a completion or an error with the given probabilities, at or after the last element.
    static func random(_ rng: inout SplitMix64, hot: Bool, times: ClosedRange<Int>, maxNexts: Int, completes: Int, fails: Int) -> InputSpec {
        var stamps: [Int] = []
        for _ in 0 ..< rng.int(0 ... maxNexts) { stamps.append(rng.int(times)) }
        stamps.sort()
        var events: [(time: Int, event: FuzzEvent)] = []
        for time in stamps { events.append((time, .next(rng.int(0 ... 9)))) }
        let roll = rng.int(0 ... 99)
        if roll < completes + fails {
            let time = rng.int((stamps.last ?? times.lowerBound) ... times.upperBound)
            events.append((time, roll < completes ? .completed : .error(rng.int(1 ... 3))))
        }
        return InputSpec(hot: hot, events: events)
    }
}

/// How a flattening operator treats its inners.
private enum FlattenMode: CaseIterable {
    case merge, latest, first, concat

    var name: String {
        switch self {
        case .merge: return "flatMap"
        case .latest: return "flatMapLatest"
        case .first: return "flatMapFirst"
        case .concat: return "concatMap"
        }
    }
}

/// One operator of a chain, with its parameters. `other` indexes the chain's two extra inputs.
private enum FuzzOp: CustomStringConvertible {
    // Element-wise (stages).
    case map(Int)
    case mapThrows(Int)
    case filter(Int)
    case compactMap(Int)
    case scan(Int)
    case reduce(Int)
    case take(Int)
    case skip(Int)
    case takeLast(Int)
    case elementAt(Int)
    case distinctUntilChanged
    case startWith([Int])
    case doHooks(id: Int, throwOn: Int?)
    case takeWhile(Int, inclusive: Bool)
    case takeUntilPredicate(Int, inclusive: Bool)
    case skipWhile(Int)
    case catchAndReturn(Int)
    case ifEmptyDefault(Int)
    case materialize
    case materializeDematerialize
    // Sink operators.
    case flatten(FlattenMode)
    case flattenSynchronous(FlattenMode)
    case switchLatest
    case merge(other: Int)
    case concat(other: Int)
    case combineLatest(other: Int, sourceFirst: Bool)
    case zip(other: Int, sourceFirst: Bool)
    case withLatestFrom(other: Int)
    case catchWith(other: Int)
    case retry(Int)
    case takeUntil(other: Int)
    case skipUntil(other: Int)
    case amb(other: Int, sourceFirst: Bool)
    case sample(other: Int)
    case ifEmptySwitch(other: Int)
    case share(replay: Int, forever: Bool, twice: Bool)
    case publishRefCount
    case observeOn
    case subscribeOn
    // Time operators.
    case delay(Int)
    case delaySubscription(Int)
    case debounce(Int)
    case throttle(Int, latest: Bool)
    case timeout(Int)
    case timeoutOther(Int, other: Int)
    case buffer(span: Int, count: Int)
    case window(span: Int, count: Int)
    case takeFor(Int)
    case skipFor(Int)

    /// The operator as code (`s` is the TestScheduler, `others`/`inners` the extra inputs).
    var description: String {
        switch self {
        case .map(let k): return ".map { ($0 &* 3 &+ \(k)) % 10 }"
        case .mapThrows(let k): return ".map { if $0 % 7 == \(k) { throw TestError(id: \(10 + k)) }; return ($0 &+ \(k)) % 10 }"
        case .filter(let m): return ".filter { $0 % \(m) != 0 }"
        case .compactMap(let m): return ".compactMap { $0 % \(m) == 0 ? nil : ($0 &+ 1) % 10 }"
        case .scan(let seed): return ".scan(\(seed)) { ($0 &+ $1) % 20 }"
        case .reduce(let seed): return ".reduce(\(seed)) { ($0 &+ $1) % 20 }"
        case .take(let n): return ".take(\(n))"
        case .skip(let n): return ".skip(\(n))"
        case .takeLast(let n): return ".takeLast(\(n))"
        case .elementAt(let i): return ".element(at: \(i))"
        case .distinctUntilChanged: return ".distinctUntilChanged()"
        case .startWith(let values): return ".startWith(\(values.map(String.init).joined(separator: ", ")))"
        case .doHooks(let id, let throwOn):
            return ".do(every hook logged as do\(id)\(throwOn.map { "; onNext throws TestError(id: \(20 + id)) on \($0)" } ?? ""))"
        case .takeWhile(let m, let inclusive): return ".take(while: { $0 < \(m) }, behavior: .\(inclusive ? "inclusive" : "exclusive"))"
        case .takeUntilPredicate(let m, let inclusive): return ".take(until: { $0 >= \(m) }, behavior: .\(inclusive ? "inclusive" : "exclusive"))"
        case .skipWhile(let m): return ".skip(while: { $0 < \(m) })"
        case .catchAndReturn(let v): return ".catchAndReturn(\(v))"
        case .ifEmptyDefault(let v): return ".ifEmpty(default: \(v))"
        case .materialize: return ".materialize().map { next: element, completed: 100, error: 200 }"
        case .materializeDematerialize: return ".materialize().dematerialize()"
        case .flatten(let mode): return ".\(mode.name) { inners[$0 % \(FuzzChain.innerCount)] }"
        case .flattenSynchronous(let mode): return ".\(mode.name) { Observable.of($0, ($0 &+ 1) % 10) }"
        case .switchLatest: return ".map { inners[$0 % \(FuzzChain.innerCount)] }.switchLatest()"
        case .merge(let i): return " merged with others[\(i)] (Observable.merge(chain, others[\(i)]))"
        case .concat(let i): return ".concat(others[\(i)])"
        case .combineLatest(let i, let sourceFirst):
            return " combineLatest(\(sourceFirst ? "chain, others[\(i)]" : "others[\(i)], chain")) { ($0 &* 7 &+ $1) % 100 }"
        case .zip(let i, let sourceFirst):
            return " zip(\(sourceFirst ? "chain, others[\(i)]" : "others[\(i)], chain")) { ($0 &* 7 &+ $1) % 100 }"
        case .withLatestFrom(let i): return ".withLatestFrom(others[\(i)]) { ($0 &* 7 &+ $1) % 100 }"
        case .catchWith(let i): return ".catch { _ in others[\(i)] }"
        case .retry(let n): return ".retry(\(n))"
        case .takeUntil(let i): return ".take(until: others[\(i)])"
        case .skipUntil(let i): return ".skip(until: others[\(i)])"
        case .amb(let i, let sourceFirst): return sourceFirst ? ".amb(others[\(i)])" : " others[\(i)].amb(chain)"
        case .sample(let i): return ".sample(others[\(i)])"
        case .ifEmptySwitch(let i): return ".ifEmpty(switchTo: others[\(i)])"
        case .share(let replay, let forever, let twice):
            let share = ".share(replay: \(replay), scope: .\(forever ? "forever" : "whileConnected"))"
            return twice ? "\(share) as s, zip(s, s.skip(1)) { ($0 &* 7 &+ $1) % 100 }" : share
        case .publishRefCount: return ".publish().refCount()"
        case .observeOn: return ".observe(on: s)"
        case .subscribeOn: return ".subscribe(on: s)"
        case .delay(let d): return ".delay(.seconds(\(d)), scheduler: s)"
        case .delaySubscription(let d): return ".delaySubscription(.seconds(\(d)), scheduler: s)"
        case .debounce(let d): return ".debounce(.seconds(\(d)), scheduler: s)"
        case .throttle(let d, let latest): return ".throttle(.seconds(\(d)), latest: \(latest), scheduler: s)"
        case .timeout(let d): return ".timeout(.seconds(\(d)), scheduler: s)"
        case .timeoutOther(let d, let i): return ".timeout(.seconds(\(d)), other: others[\(i)], scheduler: s)"
        case .buffer(let span, let count): return ".buffer(timeSpan: .seconds(\(span)), count: \(count), scheduler: s).map { sum % 100 + 100 * count }"
        case .window(let span, let count): return ".window(timeSpan: .seconds(\(span)), count: \(count), scheduler: s).merge()"
        case .takeFor(let d): return ".take(for: .seconds(\(d)), scheduler: s)"
        case .skipFor(let d): return ".skip(for: .seconds(\(d)), scheduler: s)"
        }
    }

    /// A random operator; `position` is its index in the chain.
    static func random(_ rng: inout SplitMix64, position: Int, hooks: inout Int) -> FuzzOp {
        while true {
            switch rng.int(0 ... 48) {
            case 0: return .map(rng.int(0 ... 9))
            case 1: return .mapThrows(rng.int(0 ... 6))
            case 2: return .filter(rng.int(2 ... 4))
            case 3: return .compactMap(rng.int(2 ... 4))
            case 4: return .scan(rng.int(0 ... 9))
            case 5: return .reduce(rng.int(0 ... 9))
            case 6: return .take(rng.int(0 ... 4))
            case 7: return .skip(rng.int(0 ... 3))
            case 8: return .takeLast(rng.int(0 ... 2))
            case 9: return .elementAt(rng.int(0 ... 3))
            case 10: return .distinctUntilChanged
            case 11:
                var values = [rng.int(0 ... 9)]
                if rng.chance(50) { values.append(rng.int(0 ... 9)) }
                return .startWith(values)
            case 12:
                hooks += 1
                return .doHooks(id: hooks, throwOn: rng.chance(30) ? rng.int(0 ... 9) : nil)
            case 13: return .takeWhile(rng.int(1 ... 9), inclusive: rng.chance(50))
            case 14: return .takeUntilPredicate(rng.int(1 ... 9), inclusive: rng.chance(50))
            case 15: return .skipWhile(rng.int(1 ... 9))
            case 16: return .catchAndReturn(rng.int(0 ... 9))
            case 17: return .ifEmptyDefault(rng.int(0 ... 9))
            case 18: return .materialize
            case 19: return .materializeDematerialize
            case 20: return .flatten(FlattenMode.allCases[rng.int(0 ... 3)])
            case 21: return .flattenSynchronous(FlattenMode.allCases[rng.int(0 ... 3)])
            case 22: return .switchLatest
            case 23: return .merge(other: rng.int(0 ... 1))
            case 24: return .concat(other: rng.int(0 ... 1))
            case 25: return .combineLatest(other: rng.int(0 ... 1), sourceFirst: rng.chance(50))
            case 26: return .zip(other: rng.int(0 ... 1), sourceFirst: rng.chance(50))
            case 27: return .withLatestFrom(other: rng.int(0 ... 1))
            case 28: return .catchWith(other: rng.int(0 ... 1))
            case 29: return .retry(rng.int(1 ... 3))
            case 30: return .takeUntil(other: rng.int(0 ... 1))
            case 31: return .skipUntil(other: rng.int(0 ... 1))
            case 32: return .amb(other: rng.int(0 ... 1), sourceFirst: rng.chance(50))
            case 33: return .sample(other: rng.int(0 ... 1))
            case 34: return .ifEmptySwitch(other: rng.int(0 ... 1))
            case 35: return .share(replay: rng.int(0 ... 2), forever: rng.chance(30), twice: rng.chance(50))
            case 36: return .publishRefCount
            case 37: return .observeOn
            case 38:
                // Not on an input itself: see the class comment.
                if position == 0 { continue }
                return .subscribeOn
            case 39: return .delay(rng.int(1 ... 40))
            case 40: return .delaySubscription(rng.int(1 ... 40))
            case 41: return .debounce(rng.int(1 ... 40))
            case 42: return .throttle(rng.int(1 ... 40), latest: rng.chance(50))
            case 43: return .timeout(rng.int(5 ... 120))
            case 44: return .timeoutOther(rng.int(5 ... 120), other: rng.int(0 ... 1))
            case 45: return .buffer(span: rng.int(10 ... 100), count: rng.int(1 ... 4))
            case 46: return .window(span: rng.int(10 ... 100), count: rng.int(1 ... 4))
            case 47: return .takeFor(rng.int(10 ... 400))
            default: return .skipFor(rng.int(10 ... 400))
            }
        }
    }
}

/// A generated chain: its inputs, operators and disposal time.
private struct FuzzChain: CustomStringConvertible {
    static let innerCount = 3

    var primary: InputSpec
    var others: [InputSpec]
    var inners: [InputSpec]
    var ops: [FuzzOp]
    var disposed: Int

    /// The chain number `index` of `seed` (each chain has its own generator, so one can be
    /// replayed alone).
    static func generate(seed: UInt64, index: Int) -> FuzzChain {
        var rng = SplitMix64(state: seed &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
        func input(_ rng: inout SplitMix64, maxNexts: Int) -> InputSpec {
            let hot = rng.chance(50)
            return InputSpec.random(&rng, hot: hot, times: hot ? 201 ... 1000 : 1 ... 500, maxNexts: maxNexts, completes: 40, fails: 25)
        }
        let primary = input(&rng, maxNexts: 8)
        let others = [input(&rng, maxNexts: 5), input(&rng, maxNexts: 5)]
        var inners: [InputSpec] = []
        for index in 0 ..< innerCount {
            // Mostly short cold inners that complete (so concatMap moves on); the last one may be hot.
            if index == innerCount - 1 && rng.chance(50) {
                inners.append(InputSpec.random(&rng, hot: true, times: 201 ... 1000, maxNexts: 4, completes: 50, fails: 20))
            } else {
                inners.append(InputSpec.random(&rng, hot: false, times: 1 ... 80, maxNexts: 3, completes: 70, fails: 15))
            }
        }
        var ops: [FuzzOp] = []
        var hooks = 0
        for position in 0 ..< rng.int(2 ... 6) {
            ops.append(FuzzOp.random(&rng, position: position, hooks: &hooks))
        }
        let disposed = rng.chance(75) ? 1000 : rng.int(210 ... 999)
        return FuzzChain(primary: primary, others: others, inners: inners, ops: ops, disposed: disposed)
    }

    var description: String {
        """
        let s = TestScheduler(initialClock: 0)
        let xs = s.\(primary)
        let others = [s.\(others[0]), s.\(others[1])]
        let inners = [\(inners.map { "s.\($0)" }.joined(separator: ", "))]
        s.start(disposed: \(disposed)) { xs\(ops.map(\.description).joined()) }
        """
    }
}

// MARK: - Running

/// What one run recorded.
private struct Trace: Equatable, CustomStringConvertible {
    var events: [Recorded<Event<Int>>]
    /// The primary input's, then the two others', then the inners'.
    var subscriptions: [[Subscription]]
    /// The `do` hooks, in call order, with the virtual time.
    var hooks: [String]

    var description: String {
        let names = ["xs", "others[0]", "others[1]"] + (0 ..< FuzzChain.innerCount).map { "inners[\($0)]" }
        let subscriptions = zip(names, subscriptions).map { "\($0): \($1)" }.joined(separator: ", ")
        return "events: \(events)\nsubscriptions: \(subscriptions)\nhooks: \(hooks)"
    }

    /// Which parts differ, for the failure message.
    func differences(from other: Trace) -> String {
        var parts: [String] = []
        if events != other.events { parts.append("events") }
        if subscriptions != other.subscriptions { parts.append("subscriptions") }
        if hooks != other.hooks { parts.append("do hooks") }
        return parts.joined(separator: ", ")
    }

    /// Something after a terminal event, or `nil`.
    var grammarViolation: String? {
        guard let end = events.firstIndex(where: { $0.value.isStopEvent }) else { return nil }
        return end == events.count - 1 ? nil : "events after the terminal event at \(events[end].time)"
    }
}

/// The log the `do` hooks write to.
private final class HookLog {
    var lines: [String] = []
}

/// The closures of the chains: pure and deterministic, elements kept in 0..<100.
private enum Fn {
    static func map(_ k: Int) -> (Int) -> Int {
        { ($0 &* 3 &+ k) % 10 }
    }

    static func mapThrows(_ k: Int) -> (Int) throws -> Int {
        { x in
            if x % 7 == k { throw TestError(id: 10 + k) }
            return (x &+ k) % 10
        }
    }

    static func keep(_ m: Int) -> (Int) -> Bool {
        { $0 % m != 0 }
    }

    static func compact(_ m: Int) -> (Int) -> Int? {
        { $0 % m == 0 ? nil : ($0 &+ 1) % 10 }
    }

    static func accumulate(_ sum: Int, _ x: Int) -> Int {
        (sum &+ x) % 20
    }

    static func below(_ m: Int) -> (Int) -> Bool {
        { $0 < m }
    }

    static func atLeast(_ m: Int) -> (Int) -> Bool {
        { $0 >= m }
    }

    static func combine(_ a: Int, _ b: Int) -> Int {
        (a &* 7 &+ b) % 100
    }

    static func eventCode(_ event: Event<Int>) -> Int {
        switch event {
        case .next(let value): return value
        case .completed: return 100
        case .error: return 200
        }
    }

    static func bufferCode(_ buffer: [Int]) -> Int {
        buffer.reduce(0, &+) % 100 &+ buffer.count &* 100
    }

    static func index(_ x: Int, _ count: Int) -> Int {
        ((x % count) + count) % count
    }

    static func behavior(_ inclusive: Bool) -> TakeBehavior {
        inclusive ? .inclusive : .exclusive
    }
}

/// The `do` hooks of one `do` operator, each logging with the virtual time.
private struct DoClosures {
    let onNext: (Int) throws -> Void
    let afterNext: (Int) throws -> Void
    let onError: (Swift.Error) throws -> Void
    let afterError: (Swift.Error) throws -> Void
    let onCompleted: () throws -> Void
    let afterCompleted: () throws -> Void
    let onSubscribe: () -> Void
    let onSubscribed: () -> Void
    let onDispose: () -> Void

    init(id: Int, throwOn: Int?, log: HookLog, scheduler: TestScheduler) {
        let write = { (line: String) in log.lines.append("\(scheduler.clock) do\(id).\(line)") }
        onNext = { value in
            write("onNext(\(value))")
            if value == throwOn { throw TestError(id: 20 + id) }
        }
        afterNext = { value in write("afterNext(\(value))") }
        onError = { error in write("onError(\(error))") }
        afterError = { error in write("afterError(\(error))") }
        onCompleted = { write("onCompleted") }
        afterCompleted = { write("afterCompleted") }
        onSubscribe = { write("onSubscribe") }
        onSubscribed = { write("onSubscribed") }
        onDispose = { write("onDispose") }
    }
}

/// Applies a chain's operators one at a time, keeping the concrete type of each result (fused)
/// or erasing it with `.asObservable()` (erased).
///
/// Each step switches on the first operator, applies it to the concrete source, and recurses
/// on the rest with the new type (`proceed`): a pipeline goes to `applyFused`, where the next
/// element-wise operator extends its stages (the fused form under test), anything else to
/// `applyAny`. The element-wise cases are written twice for that reason: in a function generic
/// over any source, `map` resolves to the `ObservableType` method; on a pipeline, to the
/// pipeline's. The recursion grows the types at each step; these functions are never
/// specialized (`optimize.sil.specialize.generic.never`), so that a release build does not
/// specialize a growing recursion (the behaviour is the same unspecialized).
private struct ChainBuilder {
    let scheduler: TestScheduler
    let others: [TestableObservable<Int>]
    let inners: [TestableObservable<Int>]
    let log: HookLog
    let erase: Bool

    private func hooks(_ id: Int, _ throwOn: Int?) -> DoClosures {
        DoClosures(id: id, throwOn: throwOn, log: log, scheduler: scheduler)
    }

    /// Goes on with `rest` after an operator whose result is not a pipeline.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func proceed<T: ObservableType>(_ rest: ArraySlice<FuzzOp>, _ observable: T) -> Observable<Int> where T.Element == Int {
        erase ? applyAny(rest, observable.asObservable()) : applyAny(rest, observable)
    }

    /// Goes on with `rest` after an element-wise operator: fused, the next element-wise
    /// operator extends this pipeline.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func proceed<Src: ObservableType, Stg: PipelineStage>(_ rest: ArraySlice<FuzzOp>, _ pipeline: Observables.Pipeline<Src, Stg>) -> Observable<Int> where Stg.Output == Int {
        erase ? applyAny(rest, pipeline.asObservable()) : applyFused(rest, pipeline)
    }

    /// Applies `ops` to a pipeline: element-wise operators fuse into it.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func applyFused<Src: ObservableType, Stg: PipelineStage>(_ ops: ArraySlice<FuzzOp>, _ source: Observables.Pipeline<Src, Stg>) -> Observable<Int> where Stg.Output == Int {
        guard let op = ops.first else { return source.asObservable() }
        let rest = ops.dropFirst()
        switch op {
        case .map(let k): return proceed(rest, source.map(Fn.map(k)))
        case .mapThrows(let k): return proceed(rest, source.map(Fn.mapThrows(k)))
        case .filter(let m): return proceed(rest, source.filter(Fn.keep(m)))
        case .compactMap(let m): return proceed(rest, source.compactMap(Fn.compact(m)))
        case .scan(let seed): return proceed(rest, source.scan(seed, accumulator: Fn.accumulate))
        case .reduce(let seed): return proceed(rest, source.reduce(seed, accumulator: Fn.accumulate))
        case .take(let n): return proceed(rest, source.take(n))
        case .skip(let n): return proceed(rest, source.skip(n))
        case .takeLast(let n): return proceed(rest, source.takeLast(n))
        case .elementAt(let i): return proceed(rest, source.element(at: i))
        case .distinctUntilChanged: return proceed(rest, source.distinctUntilChanged())
        case .startWith(let values):
            return values.count == 1 ? proceed(rest, source.startWith(values[0])) : proceed(rest, source.startWith(values[0], values[1]))
        case .doHooks(let id, let throwOn):
            let h = hooks(id, throwOn)
            return proceed(rest, source.do(
                onNext: h.onNext, afterNext: h.afterNext, onError: h.onError, afterError: h.afterError,
                onCompleted: h.onCompleted, afterCompleted: h.afterCompleted,
                onSubscribe: h.onSubscribe, onSubscribed: h.onSubscribed, onDispose: h.onDispose))
        case .takeWhile(let m, let inclusive): return proceed(rest, source.take(while: Fn.below(m), behavior: Fn.behavior(inclusive)))
        case .takeUntilPredicate(let m, let inclusive): return proceed(rest, source.take(until: Fn.atLeast(m), behavior: Fn.behavior(inclusive)))
        case .skipWhile(let m): return proceed(rest, source.skip(while: Fn.below(m)))
        case .catchAndReturn(let v): return proceed(rest, source.catchAndReturn(v))
        case .ifEmptyDefault(let v): return proceed(rest, source.ifEmpty(default: v))
        case .materialize:
            let events = source.materialize()
            return erase ? proceed(rest, events.asObservable().map(Fn.eventCode)) : proceed(rest, events.map(Fn.eventCode))
        case .materializeDematerialize:
            let events = source.materialize()
            return erase ? proceed(rest, events.asObservable().dematerialize()) : proceed(rest, events.dematerialize())
        default:
            return applyAny(ops, source)
        }
    }

    /// Applies `ops` to any source.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func applyAny<S: ObservableType>(_ ops: ArraySlice<FuzzOp>, _ source: S) -> Observable<Int> where S.Element == Int {
        guard let op = ops.first else { return source.asObservable() }
        let rest = ops.dropFirst()
        switch op {
        // Element-wise: the first stage of a new pipeline (the same cases as `applyFused`).
        case .map(let k): return proceed(rest, source.map(Fn.map(k)))
        case .mapThrows(let k): return proceed(rest, source.map(Fn.mapThrows(k)))
        case .filter(let m): return proceed(rest, source.filter(Fn.keep(m)))
        case .compactMap(let m): return proceed(rest, source.compactMap(Fn.compact(m)))
        case .scan(let seed): return proceed(rest, source.scan(seed, accumulator: Fn.accumulate))
        case .reduce(let seed): return proceed(rest, source.reduce(seed, accumulator: Fn.accumulate))
        case .take(let n): return proceed(rest, source.take(n))
        case .skip(let n): return proceed(rest, source.skip(n))
        case .takeLast(let n): return proceed(rest, source.takeLast(n))
        case .elementAt(let i): return proceed(rest, source.element(at: i))
        case .distinctUntilChanged: return proceed(rest, source.distinctUntilChanged())
        case .startWith(let values):
            return values.count == 1 ? proceed(rest, source.startWith(values[0])) : proceed(rest, source.startWith(values[0], values[1]))
        case .doHooks(let id, let throwOn):
            let h = hooks(id, throwOn)
            return proceed(rest, source.do(
                onNext: h.onNext, afterNext: h.afterNext, onError: h.onError, afterError: h.afterError,
                onCompleted: h.onCompleted, afterCompleted: h.afterCompleted,
                onSubscribe: h.onSubscribe, onSubscribed: h.onSubscribed, onDispose: h.onDispose))
        case .takeWhile(let m, let inclusive): return proceed(rest, source.take(while: Fn.below(m), behavior: Fn.behavior(inclusive)))
        case .takeUntilPredicate(let m, let inclusive): return proceed(rest, source.take(until: Fn.atLeast(m), behavior: Fn.behavior(inclusive)))
        case .skipWhile(let m): return proceed(rest, source.skip(while: Fn.below(m)))
        case .catchAndReturn(let v): return proceed(rest, source.catchAndReturn(v))
        case .ifEmptyDefault(let v): return proceed(rest, source.ifEmpty(default: v))
        case .materialize:
            let events = source.materialize()
            return erase ? proceed(rest, events.asObservable().map(Fn.eventCode)) : proceed(rest, events.map(Fn.eventCode))
        case .materializeDematerialize:
            let events = source.materialize()
            return erase ? proceed(rest, events.asObservable().dematerialize()) : proceed(rest, events.dematerialize())

        // Flattening: inners from the pool, or synchronous `of` inners (CurrentThreadScheduler).
        case .flatten(let mode):
            let pool = inners
            if erase {
                return flatten(mode, rest, source, { (x: Int) -> Observable<Int> in pool[Fn.index(x, pool.count)].asObservable() })
            }
            return flatten(mode, rest, source, { (x: Int) -> TestableObservable<Int> in pool[Fn.index(x, pool.count)] })
        case .flattenSynchronous(let mode):
            if erase {
                return flatten(mode, rest, source, { (x: Int) -> Observable<Int> in Observable<Int>.of(x, (x &+ 1) % 10).asObservable() })
            }
            return flatten(mode, rest, source, { (x: Int) in Observable<Int>.of(x, (x &+ 1) % 10) })
        case .switchLatest:
            let pool = inners
            if erase {
                return switchLatest(rest, source, { (x: Int) -> Observable<Int> in pool[Fn.index(x, pool.count)].asObservable() })
            }
            return switchLatest(rest, source, { (x: Int) -> TestableObservable<Int> in pool[Fn.index(x, pool.count)] })

        // Another input.
        case .merge(let i), .concat(let i), .combineLatest(let i, _), .zip(let i, _), .withLatestFrom(let i),
             .catchWith(let i), .takeUntil(let i), .skipUntil(let i), .amb(let i, _), .sample(let i),
             .ifEmptySwitch(let i), .timeoutOther(_, let i):
            return erase ? applyOther(op, rest, source, others[i].asObservable()) : applyOther(op, rest, source, others[i])

        case .retry(let n): return proceed(rest, source.retry(n))
        case .share(let replay, let forever, let twice):
            let shared = source.share(replay: replay, scope: forever ? .forever : .whileConnected)
            if !twice { return proceed(rest, shared) }
            if erase {
                let erased = shared.asObservable()
                return proceed(rest, Observable<Int>.zip(erased, erased.skip(1).asObservable(), resultSelector: Fn.combine))
            }
            return proceed(rest, Observable<Int>.zip(shared, shared.skip(1), resultSelector: Fn.combine))
        case .publishRefCount: return proceed(rest, source.publish().refCount())
        case .observeOn: return proceed(rest, source.observe(on: scheduler))
        case .subscribeOn: return proceed(rest, source.subscribe(on: scheduler))

        // Time.
        case .delay(let d): return proceed(rest, source.delay(.seconds(d), scheduler: scheduler))
        case .delaySubscription(let d): return proceed(rest, source.delaySubscription(.seconds(d), scheduler: scheduler))
        case .debounce(let d): return proceed(rest, source.debounce(.seconds(d), scheduler: scheduler))
        case .throttle(let d, let latest): return proceed(rest, source.throttle(.seconds(d), latest: latest, scheduler: scheduler))
        case .timeout(let d): return proceed(rest, source.timeout(.seconds(d), scheduler: scheduler))
        case .buffer(let span, let count):
            let buffers = source.buffer(timeSpan: .seconds(span), count: count, scheduler: scheduler)
            return erase ? proceed(rest, buffers.asObservable().map(Fn.bufferCode)) : proceed(rest, buffers.map(Fn.bufferCode))
        case .window(let span, let count):
            let windows = source.window(timeSpan: .seconds(span), count: count, scheduler: scheduler)
            return erase ? proceed(rest, windows.asObservable().merge()) : proceed(rest, windows.merge())
        case .takeFor(let d): return proceed(rest, source.take(for: .seconds(d), scheduler: scheduler))
        case .skipFor(let d): return proceed(rest, source.skip(for: .seconds(d), scheduler: scheduler))
        }
    }

    /// The flattening operators with `select` as the selector.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func flatten<S: ObservableType, I: ObservableType>(_ mode: FlattenMode, _ rest: ArraySlice<FuzzOp>, _ source: S, _ select: @escaping (Int) -> I) -> Observable<Int>
        where S.Element == Int, I.Element == Int {
        switch mode {
        case .merge: return proceed(rest, source.flatMap(select))
        case .latest: return proceed(rest, source.flatMapLatest(select))
        case .first: return proceed(rest, source.flatMapFirst(select))
        case .concat: return proceed(rest, source.concatMap(select))
        }
    }

    /// `map(select).switchLatest()`, erased in between when erasing.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func switchLatest<S: ObservableType, I: ObservableType>(_ rest: ArraySlice<FuzzOp>, _ source: S, _ select: @escaping (Int) -> I) -> Observable<Int>
        where S.Element == Int, I.Element == Int {
        let sequences = source.map(select)
        return erase ? proceed(rest, sequences.asObservable().switchLatest()) : proceed(rest, sequences.switchLatest())
    }

    /// The operators that take another input (`other`: the input itself, or erased).
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func applyOther<S: ObservableType, O: ObservableType>(_ op: FuzzOp, _ rest: ArraySlice<FuzzOp>, _ source: S, _ other: O) -> Observable<Int>
        where S.Element == Int, O.Element == Int {
        switch op {
        case .merge: return proceed(rest, Observable<Int>.merge(source.asObservable(), other.asObservable()))
        case .concat: return proceed(rest, source.concat(other))
        case .combineLatest(_, let sourceFirst):
            return sourceFirst
                ? proceed(rest, Observable<Int>.combineLatest(source, other, resultSelector: Fn.combine))
                : proceed(rest, Observable<Int>.combineLatest(other, source, resultSelector: Fn.combine))
        case .zip(_, let sourceFirst):
            return sourceFirst
                ? proceed(rest, Observable<Int>.zip(source, other, resultSelector: Fn.combine))
                : proceed(rest, Observable<Int>.zip(other, source, resultSelector: Fn.combine))
        case .withLatestFrom: return proceed(rest, source.withLatestFrom(other, resultSelector: Fn.combine))
        case .catchWith: return proceed(rest, source.catch { (_: Swift.Error) -> O in other })
        case .takeUntil: return proceed(rest, source.take(until: other))
        case .skipUntil: return proceed(rest, source.skip(until: other))
        case .amb(_, let sourceFirst): return sourceFirst ? proceed(rest, source.amb(other)) : proceed(rest, other.amb(source))
        case .sample: return proceed(rest, source.sample(other))
        case .ifEmptySwitch: return proceed(rest, source.ifEmpty(switchTo: other))
        case .timeoutOther(let d, _): return proceed(rest, source.timeout(.seconds(d), other: other, scheduler: scheduler))
        default: preconditionFailure("\(op) takes no other input")
        }
    }
}
