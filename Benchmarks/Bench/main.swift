// Bench: ValueRx against ClassicRx (a class-based Rx in RxSwift's Producer/Sink shape) and a
// hand-written floor, on the workloads of the Performance article (README "Performance").
//
//     swift run -c release Bench [--quick] [--filter W1,W4] [--json results.json] [--allow-debug]
//
// Per workload and implementation: median ns per unit over several timed samples after a
// warm-up (with min–max), heap allocations per unit and the fixed allocations per run (counted
// by the AllocationCounter malloc interposer), and the checksum, which must agree across the
// three implementations (a mismatch is an error: exit status 1). Time a workload spends blocked
// until a timer's work arrives (W16: the end of a 50 ms window) is left out (`busyNanoseconds`).
import AllocationCounter
import Dispatch
import Foundation

// MARK: Options

struct Options {
    var quick = false
    var allowDebug = false
    var jsonPath: String?
    var filters: [String] = []
    /// `--run ID IMPLEMENTATION N`: run one workload's implementation for N units and exit
    /// (for instruction counting under callgrind: `Benchmarks/instructions.sh`).
    var single: (id: String, implementation: String, units: Int)?

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--quick": quick = true
            case "--allow-debug": allowDebug = true
            case "--json":
                guard let path = iterator.next() else { Options.usage("--json needs a file path") }
                jsonPath = path
            case "--filter":
                guard let list = iterator.next() else { Options.usage("--filter needs workload ids, e.g. W1,W4") }
                filters += list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
            case "--run":
                guard let id = iterator.next(), let implementation = iterator.next(),
                      let count = iterator.next().flatMap({ Int($0) }) else {
                    Options.usage("--run needs a workload id, an implementation (ValueRx, ClassicRx, floor) and a count")
                }
                single = (id.uppercased(), implementation, count)
            case "--help", "-h": Options.usage(nil)
            default: Options.usage("unknown argument \(argument)")
            }
        }
    }

    func selects(_ id: String) -> Bool {
        filters.isEmpty || filters.contains { id.uppercased().hasPrefix($0) }
    }

    static func usage(_ problem: String?) -> Never {
        if let problem { print("Bench: \(problem)") }
        print("""
        usage: swift run -c release Bench [--quick] [--filter W1,W4] [--json FILE] [--allow-debug]

        Runs each workload with ValueRx, ClassicRx (a class-based Rx in RxSwift's Producer/Sink
        shape) and a hand-written floor, and prints ns and heap allocations per unit, and how
        ValueRx compares ("ValueRx 9× faster than ClassicRx, 1.3× the floor's time").

          --quick          fewer and shorter samples (a rough run in about a minute)
          --filter IDS     only the workloads whose id starts with one of IDS (comma-separated)
          --json FILE      also write every result to FILE, with W4's depths and slopes
          --allow-debug    run a debug build anyway (its numbers mislead)
          --run ID IMPL N  run workload ID's IMPL (ValueRx, ClassicRx, floor) for N units once,
                           print its checksum and allocations, and exit: what
                           Benchmarks/instructions.sh counts instructions of under callgrind
          --help, -h       this text

        Workloads W1 to W24 are described in README.md ("Performance"); each prints its title
        and target when it runs. W4 measures depths 1 to 32 and the slope per extra operator.
        """)
        exit(problem == nil ? 0 : 2)
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))

#if DEBUG
if !options.allowDebug {
    print("""
    Bench: this is a debug build. Debug numbers mislead (nothing is specialized or inlined).
    Run `swift run -c release Bench`, or pass --allow-debug to run anyway.
    """)
    exit(2)
}
let buildKind = "debug"
#else
let buildKind = "release"
#endif

// MARK: Measurement

@inline(__always)
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

let countingAllocations = vrx_alloc_counter_is_active() != 0

/// Heap allocations made on this thread while running `body`.
func allocations(_ body: () -> Void) -> UInt64 {
    let before = vrx_alloc_count_thread()
    body()
    return vrx_alloc_count_thread() &- before
}

struct Result: Codable {
    var workload: String
    var implementation: String
    var depth: Int?
    var unit: String
    var medianNanoseconds: Double
    var minNanoseconds: Double
    var maxNanoseconds: Double
    var samples: Int
    var unitsPerSample: Int
    var allocationsPerUnit: Double?
    var fixedAllocations: Double?
    var checksum: Int
}

/// Nanoseconds `body` takes, less the time it spends idle waiting for a timer's work (booked in
/// `idleNanoseconds` by `awaitTerminal`: W16's wait for the end of its 50 ms window).
func busyNanoseconds(_ body: () -> Void) -> UInt64 {
    let idleBefore = idleNanoseconds
    let start = now()
    body()
    let elapsed = now() - start
    let idle = idleNanoseconds &- idleBefore
    return elapsed > idle ? elapsed - idle : 0
}

/// Times `run` and counts its allocations. `units(n)` is how many units `run(n)` performs.
func measure(_ workload: String, _ implementation: String, depth: Int? = nil, unit: String, checkSize: Int,
             units: (Int) -> Int, _ run: (Int) -> Int) -> Result {
    // Checksum and warm-up.
    let checksum = run(checkSize)
    _ = run(checkSize)

    // Calibrate: the smallest doubling of n whose run takes at least the target time.
    let target: UInt64 = options.quick ? 2_000_000 : 20_000_000
    var n = 1
    while true {
        let elapsed = busyNanoseconds { _ = run(n) }
        if elapsed >= target || n >= 1 << 30 { break }
        n *= 2
    }

    let sampleCount = options.quick ? 5 : 15
    var perUnit: [Double] = []
    for _ in 0..<sampleCount {
        var value = 0
        let elapsed = busyNanoseconds { value = run(n) }
        precondition(value != Int.min, "keep the result alive")
        perUnit.append(Double(elapsed) / Double(units(n)))
    }
    perUnit.sort()

    // Allocations: the difference between two sizes gives the per-unit part, the rest is fixed.
    var perUnitAllocations: Double?
    var fixedAllocations: Double?
    if countingAllocations {
        let small = allocations { _ = run(checkSize) }
        let large = allocations { _ = run(2 * checkSize) }
        let slope = Double(Int64(bitPattern: large &- small)) / Double(units(2 * checkSize) - units(checkSize))
        perUnitAllocations = slope
        fixedAllocations = Double(small) - slope * Double(units(checkSize))
    }
    return Result(workload: workload, implementation: implementation, depth: depth, unit: unit,
                  medianNanoseconds: perUnit[perUnit.count / 2], minNanoseconds: perUnit.first!,
                  maxNanoseconds: perUnit.last!, samples: sampleCount, unitsPerSample: units(n),
                  allocationsPerUnit: perUnitAllocations, fixedAllocations: fixedAllocations,
                  checksum: checksum)
}

// MARK: Workloads

struct Workload {
    var id: String
    var title: String
    var unit: String
    var target: String
    var checkSize = 1_000
    var units: (Int) -> Int = { $0 }
    var valueRx: ((Int) -> Int)?
    var classicRx: ((Int) -> Int)?
    var floor: (Int) -> Int
    /// Why there is no ValueRx column yet.
    var missing: String?
}

let workloads: [Workload] = [
    Workload(id: "W1", title: "sync range → map → filter → map → scan → subscribe", unit: "source event",
             target: "≤ 1.5× floor, 0 allocs per event",
             valueRx: ValueRxWorkloads.w1, classicRx: ClassicRxWorkloads.w1, floor: FloorWorkloads.w1),
    Workload(id: "W1e", title: "W1 with .asObservable() after every operator (ValueRx erasure cost)", unit: "source event",
             target: "(none: shows what erasure costs)",
             valueRx: ValueRxWorkloads.w1Erased, classicRx: ClassicRxWorkloads.w1, floor: FloorWorkloads.w1),
    Workload(id: "W2", title: "subscribe + dispose just → map → filter → map", unit: "subscription",
             target: "≤ 2 allocs, ≤ 4× floor",
             valueRx: ValueRxWorkloads.w2, classicRx: ClassicRxWorkloads.w2, floor: FloorWorkloads.w2),
    Workload(id: "W3", title: "subject with 10 subscribers through map", unit: "delivered event",
             target: "≤ 2× floor, 0 allocs per onNext", units: { $0 * 10 },
             valueRx: ValueRxWorkloads.w3, classicRx: ClassicRxWorkloads.w3, floor: FloorWorkloads.w3),
    Workload(id: "W5", title: "range → flatMap { just }", unit: "inner",
             target: "≤ 2 allocs (aim 0), ≤ 1/20 of ClassicRx",
             valueRx: ValueRxWorkloads.w5, classicRx: ClassicRxWorkloads.w5, floor: FloorWorkloads.w5),
    Workload(id: "W6", title: "create → map → filter → subscribe", unit: "source event",
             target: "≤ 2× floor",
             valueRx: ValueRxWorkloads.w6, classicRx: ClassicRxWorkloads.w6, floor: FloorWorkloads.w6),
    Workload(id: "W7", title: "app-like chain: map, startWith, filter, do(onSubscribe:), flatMap { just }, map, catchAndReturn, concatMap { just }, retry(3)", unit: "source event",
             target: "≤ 6× W7e's ValueRx time, 0 allocs per event",
             valueRx: ValueRxWorkloads.w7, classicRx: ClassicRxWorkloads.w7, floor: FloorWorkloads.w7),
    Workload(id: "W7e", title: "W7's element-wise operators only (map, filter, map, map)", unit: "source event",
             target: "(reference for W7)",
             valueRx: ValueRxWorkloads.w7e, classicRx: ClassicRxWorkloads.w7e, floor: FloorWorkloads.w7e),
    Workload(id: "W8", title: "static merge of two synchronous ranges", unit: "source event",
             target: "(measured)",
             valueRx: ValueRxWorkloads.w8, classicRx: ClassicRxWorkloads.w8, floor: FloorWorkloads.w8),
    Workload(id: "W9", title: "static concat of N just", unit: "inner",
             target: "(measured)",
             valueRx: ValueRxWorkloads.w9, classicRx: ClassicRxWorkloads.w9, floor: FloorWorkloads.w9),
    Workload(id: "W10", title: "retry(3) on a create source that fails twice", unit: "subscription",
             target: "(measured)",
             valueRx: ValueRxWorkloads.w10, classicRx: ClassicRxWorkloads.w10, floor: FloorWorkloads.w10),
    Workload(id: "W11", title: "subject → map → share() with 2 subscribers", unit: "source event",
             target: "0 allocs per event",
             valueRx: ValueRxWorkloads.w11, classicRx: ClassicRxWorkloads.w11, floor: FloorWorkloads.w11),
    Workload(id: "W12", title: "subject → observe(on: serial dispatch queue)", unit: "delivered event",
             target: "≤ 1/10 of ClassicRx, no allocation per event while the queue is busy",
             valueRx: ValueRxWorkloads.w12, classicRx: ClassicRxWorkloads.w12, floor: FloorWorkloads.w12),
    Workload(id: "W13", title: "combineLatest of two subjects fed alternately", unit: "combination",
             target: "0 allocs per event; ≤ 3× floor (aim)",
             valueRx: ValueRxWorkloads.w13, classicRx: ClassicRxWorkloads.w13, floor: FloorWorkloads.w13),
    Workload(id: "W14", title: "zip of two synchronous ranges", unit: "pair",
             target: "0 allocs per event; ≤ 3× floor (aim)",
             valueRx: ValueRxWorkloads.w14, classicRx: ClassicRxWorkloads.w14, floor: FloorWorkloads.w14),
    Workload(id: "W15", title: "Single.just → map → flatMap { Single.just } subscribe + dispose", unit: "subscription",
             target: "≤ 2 allocs, ≤ 1/20 of ClassicRx",
             valueRx: ValueRxWorkloads.w15, classicRx: ClassicRxWorkloads.w15, floor: FloorWorkloads.w15),
    Workload(id: "W16", title: "throttle on a busy source: subject → throttle(50 ms, latest: true) on a serial dispatch queue", unit: "source event",
             target: "0 allocs per event; one timer per window at most (throttle)",
             valueRx: ValueRxWorkloads.w16, classicRx: ClassicRxWorkloads.w16, floor: FloorWorkloads.w16),
    Workload(id: "W17", title: "debounce on a busy source: subject → debounce(50 ms) on a serial dispatch queue", unit: "source event",
             target: "(measured; RxSwift's debounce schedules one timer per element)",
             valueRx: ValueRxWorkloads.w17, classicRx: ClassicRxWorkloads.w17, floor: FloorWorkloads.w17),
    Workload(id: "W18", title: "Driver: BehaviorRelay → asDriver → map → filter → drive(onNext:), accept on the main thread", unit: "source event",
             target: "(measured)",
             valueRx: ValueRxWorkloads.w18, classicRx: ClassicRxWorkloads.w18, floor: FloorWorkloads.w18),
    Workload(id: "W19", title: "Driver chain subscribe + dispose: relay.asDriver().map{}.filter{}.drive(onNext:), on the main thread", unit: "subscription",
             target: "≤ 1/5 of ClassicRx's instructions, ≤ 20 allocs",
             valueRx: ValueRxWorkloads.w19, classicRx: ClassicRxWorkloads.w19, floor: FloorWorkloads.w19),
    Workload(id: "W20", title: "share(replay: 1) subscribe + dispose with a live connection", unit: "subscription",
             target: "≤ 1/5 of ClassicRx's instructions",
             valueRx: ValueRxWorkloads.w20, classicRx: ClassicRxWorkloads.w20, floor: FloorWorkloads.w20),
    Workload(id: "W21", title: "combineLatest(a, b).map{}.distinctUntilChanged() subscribe + one value + dispose", unit: "subscription",
             target: "≤ 1/8 of ClassicRx's instructions",
             valueRx: ValueRxWorkloads.w21, classicRx: ClassicRxWorkloads.w21, floor: FloorWorkloads.w21),
    Workload(id: "W22", title: "filter.distinctUntilChanged.flatMapLatest { just.catchAndReturn }.map subscribe + one value + dispose", unit: "subscription",
             target: "≤ 1/8 of ClassicRx's instructions",
             valueRx: ValueRxWorkloads.w22, classicRx: ClassicRxWorkloads.w22, floor: FloorWorkloads.w22),
    Workload(id: "W23", title: "recursive scheduling on a serial dispatch queue scheduler", unit: "action",
             target: "≤ 1/2 of ClassicRx's time",
             valueRx: ValueRxWorkloads.w23, classicRx: ClassicRxWorkloads.w23, floor: FloorWorkloads.w23),
    Workload(id: "W24", title: "range → 32 mixed operators ({map, startWith, flatMap { just }, do(onSubscribe:), catchAndReturn, filter, concatMap { just }, retry(2)} × 4) → subscribe", unit: "source event",
             target: "≤ 25× W24p's ValueRx time, 0 loop diagnostics",
             units: { $0 &+ 4 },
             valueRx: ValueRxWorkloads.w24, classicRx: ClassicRxWorkloads.w24, floor: FloorWorkloads.w24),
    Workload(id: "W24p", title: "range → map → filter → map → filter → map → subscribe (W24's yardstick)", unit: "source event",
             target: "(none: W24 is compared with it)",
             valueRx: ValueRxWorkloads.w24p, classicRx: ClassicRxWorkloads.w24p, floor: FloorWorkloads.w24p),
]

let w4Depths = [1, 2, 4, 8, 16, 32]

// `--run`: one implementation of one workload, once, untimed (instruction counting).
if let single = options.single {
    guard let workload = workloads.first(where: { $0.id.uppercased() == single.id }) else {
        Options.usage("no workload \(single.id)")
    }
    let chosen: ((Int) -> Int)?
    switch single.implementation.lowercased() {
    case "valuerx": chosen = workload.valueRx
    case "classicrx": chosen = workload.classicRx
    case "floor": chosen = workload.floor
    default: Options.usage("unknown implementation \(single.implementation)")
    }
    guard let run = chosen else { Options.usage("\(single.id) has no \(single.implementation) implementation") }
    var checksum = 0
    let allocated = allocations { checksum = run(single.units) }
    print("\(single.id) \(single.implementation) units \(workload.units(single.units)) checksum \(checksum) allocations \(countingAllocations ? String(allocated) : "n/a")")
    exit(0)
}

/// What `--json` writes.
struct BenchReport: Encodable {
    var results: [Result]
    var w4Depths: [Int]
    var w4SlopeNanosecondsPerMap: [String: Double]
}

// MARK: Output helpers

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func padLeft(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}

func format(_ value: Double) -> String {
    if value >= 100 { return String(format: "%.0f", value) }
    if value >= 10 { return String(format: "%.1f", value) }
    return String(format: "%.2f", value)
}

func formatAllocations(_ value: Double?) -> String {
    guard let value else { return "n/a" }
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(format: "%.0f", rounded) : String(format: "%.2f", rounded)
}

func row(_ result: Result) -> String {
    let time = "\(format(result.medianNanoseconds)) (\(format(result.minNanoseconds))–\(format(result.maxNanoseconds)))"
    return "  " + pad(result.implementation, 11) + padLeft(time, 26) + padLeft(formatAllocations(result.allocationsPerUnit), 13)
        + padLeft(formatAllocations(result.fixedAllocations), 14) + "  " + String(result.checksum)
}

let header = "  " + pad("", 11) + padLeft("ns/unit median (min–max)", 26) + padLeft("allocs/unit", 13)
    + padLeft("allocs fixed", 14) + "  checksum"

var results: [Result] = []
var failures: [String] = []

@MainActor
func checkChecksums(_ id: String, _ rows: [Result]) {
    guard let floor = rows.first(where: { $0.implementation == "floor" }) else { return }
    for result in rows where result.checksum != floor.checksum {
        failures.append("\(id): \(result.implementation) checksum \(result.checksum) != floor \(floor.checksum)")
    }
}

func ratio(_ lhs: Result?, _ rhs: Result?) -> String {
    guard let lhs, let rhs else { return "n/a" }
    let value = lhs.medianNanoseconds / rhs.medianNanoseconds
    return times(value)
}

func times(_ value: Double) -> String {
    value >= 10 ? String(format: "%.0f×", value) : String(format: "%.2f×", value)
}

/// "ValueRx 9× faster than ClassicRx, 1.3× the floor's time": the comparison read at a glance.
func verdict(_ valueRx: Result?, _ classicRx: Result?, _ floor: Result?) -> String {
    guard let valueRx else { return "ValueRx: n/a" }
    var parts: [String] = []
    if let classicRx {
        let speedup = classicRx.medianNanoseconds / valueRx.medianNanoseconds
        parts.append(speedup >= 1
            ? "ValueRx \(times(speedup)) faster than ClassicRx"
            : "ValueRx \(times(1 / speedup)) slower than ClassicRx")
    }
    if let floor {
        parts.append("\(times(valueRx.medianNanoseconds / floor.medianNanoseconds)) the floor's time")
    }
    return parts.joined(separator: ", ")
}

// MARK: Run

print("ValueRx Bench (\(buildKind) build, \(options.quick ? "quick" : "full") run, \(ProcessInfo.processInfo.activeProcessorCount) cores)")

// The allocation counter must count what it claims: 1,000 class instances are 1,000 blocks.
if countingAllocations {
    final class Probe { var value = 0 }
    var probes: [Probe] = []
    probes.reserveCapacity(1_000)
    let counted = allocations { for _ in 0..<1_000 { probes.append(Probe()) } }
    print("allocation counter: 1,000 class instances counted as \(counted) allocations")
    if counted < 1_000 || counted > 1_010 { failures.append("allocation counter counted \(counted) for 1,000 instances") }
} else {
    print("allocation counter: not active on this platform (allocation columns show n/a)")
}

// Every 32-operator chain of the specialization check computes what a plain loop computes.
let chainSize = 100
let brokenChains = Chains32.all.filter { $0.chain(chainSize) != $0.loop(chainSize) }.map(\.name)
if brokenChains.isEmpty {
    print("32-operator chains (\(Chains32.all.count) families): results agree with plain loops")
} else {
    failures.append("32-operator chains disagree with plain loops: \(brokenChains.joined(separator: ", "))")
}

for workload in workloads where options.selects(workload.id) {
    print("\n\(workload.id)  \(workload.title), per \(workload.unit)")
    print("    target: \(workload.target)")
    print(header)
    var rows: [Result] = []
    let implementations: [(String, ((Int) -> Int)?)] = [("ValueRx", workload.valueRx), ("ClassicRx", workload.classicRx), ("floor", workload.floor)]
    for (name, run) in implementations {
        guard let run else {
            print("  " + pad(name, 11) + padLeft("n/a", 26) + "   (\(workload.missing ?? "not implemented"))")
            continue
        }
        let result = measure(workload.id, name, unit: workload.unit, checkSize: workload.checkSize, units: workload.units, run)
        rows.append(result)
        print(row(result))
    }
    checkChecksums(workload.id, rows)
    results += rows
    let valueRx = rows.first { $0.implementation == "ValueRx" }
    let classicRx = rows.first { $0.implementation == "ClassicRx" }
    let floor = rows.first { $0.implementation == "floor" }
    print("    \(verdict(valueRx, classicRx, floor))   (ValueRx / ClassicRx \(ratio(valueRx, classicRx)), ValueRx / floor \(ratio(valueRx, floor)))")
}

var w4Slopes: [String: Double] = [:]
if options.selects("W4") {
    print("\nW4  range → d × map → subscribe, per source event (slope: cost of one more map)")
    print("    target: slope ≤ 1 ns per extra map, no cliff at any depth")
    print("  " + pad("depth", 7) + ["ValueRx", "ClassicRx", "floor"].map { padLeft($0, 18) }.joined()
        + padLeft("ValueRx allocs fixed/event", 28))
    var byImplementation: [String: [Result]] = [:]
    for depth in w4Depths {
        let implementations: [(String, (Int) -> Int)] = [
            ("ValueRx", { ValueRxWorkloads.w4(depth: depth, $0) }),
            ("ClassicRx", { ClassicRxWorkloads.w4(depth: depth, $0) }),
            ("floor", { FloorWorkloads.w4(depth: depth, $0) }),
        ]
        var rows: [Result] = []
        for (name, run) in implementations {
            rows.append(measure("W4", name, depth: depth, unit: "source event", checkSize: 1_000, units: { $0 }, run))
        }
        checkChecksums("W4 depth \(depth)", rows)
        results += rows
        for result in rows { byImplementation[result.implementation, default: []].append(result) }
        let valueRx = rows[0]
        print("  " + pad(String(depth), 7) + rows.map { padLeft(format($0.medianNanoseconds) + " ns", 18) }.joined()
            + padLeft("\(formatAllocations(valueRx.fixedAllocations)) / \(formatAllocations(valueRx.allocationsPerUnit))", 28))
    }
    // Least-squares slope of ns/event against depth.
    func slope(_ rows: [Result]) -> Double {
        let xs = rows.map { Double($0.depth ?? 0) }, ys = rows.map(\.medianNanoseconds)
        let mx = xs.reduce(0, +) / Double(xs.count), my = ys.reduce(0, +) / Double(ys.count)
        let sxy = zip(xs, ys).map { ($0 - mx) * ($1 - my) }.reduce(0, +)
        let sxx = xs.map { ($0 - mx) * ($0 - mx) }.reduce(0, +)
        return sxy / sxx
    }
    for name in ["ValueRx", "ClassicRx", "floor"] {
        w4Slopes[name] = slope(byImplementation[name] ?? [])
    }
    print("  slope ns per extra map: " + ["ValueRx", "ClassicRx", "floor"].map { name in
        "\(name) \(format(w4Slopes[name] ?? 0))"
    }.joined(separator: ", "))
}

if let path = options.jsonPath {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
        // W4's rows carry their `depth`; its slopes (ns per extra map, least squares) are
        // recorded beside them so a script can check the targets.
        let report = BenchReport(results: results, w4Depths: options.selects("W4") ? w4Depths : [], w4SlopeNanosecondsPerMap: w4Slopes)
        try encoder.encode(report).write(to: URL(fileURLWithPath: path))
        print("\nwrote \(results.count) results to \(path)")
    } catch {
        failures.append("could not write \(path): \(error)")
    }
}

if !failures.isEmpty {
    print("\nFAILED:")
    for failure in failures { print("  \(failure)") }
    exit(1)
}
