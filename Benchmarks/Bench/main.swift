// Bench: ValueRx against ClassicRx (a class-based Rx in RxSwift's Producer/Sink shape) and a
// hand-written floor, on the workloads of the Performance article (README "Performance").
//
//     swift run -c release Bench --quick        # a rough run first
//     swift run -c release Bench [--quick] [--filter W1,W4] [--json FILE] [--instructions FILE]
//
// Per workload and implementation: median ns per unit over several timed samples after a
// warm-up (with min–max), heap allocations per unit and the fixed allocations per run (counted
// by the AllocationCounter malloc interposer), and the checksum, which must agree across the
// three implementations (a mismatch is an error: exit status 1). Time a workload spends blocked
// until a timer's work arrives (W16: the end of a 50 ms window) is left out (`busyNanoseconds`).
// The run ends with a table of every workload run: times, ratios, allocations, instruction
// counts when given a file of them (`--instructions`), and whether each target is met.
import AllocationCounter
import Dispatch
import Foundation

// MARK: Options

struct Options {
    var quick = false
    var allowDebug = false
    var jsonPath: String?
    /// `--instructions FILE`: instruction counts per unit for the closing table, as written by
    /// `Benchmarks/instructions.sh --tsv FILE` (Bench itself does not count instructions).
    var instructionsPath: String?
    /// `--debug-instructions FILE`: the same counts for the debug build
    /// (`Benchmarks/instructions.sh --debug --tsv FILE`), shown in their own columns.
    var debugInstructionsPath: String?
    var filters: [String] = []
    /// `--list`: print the ids `--run` accepts and exit (what `Benchmarks/instructions.sh` runs
    /// when given no ids).
    var list = false
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
            case "--instructions":
                guard let path = iterator.next() else {
                    Options.usage("--instructions needs a file written by `bash Benchmarks/instructions.sh --tsv FILE`")
                }
                instructionsPath = path
            case "--debug-instructions":
                guard let path = iterator.next() else {
                    Options.usage("--debug-instructions needs a file written by `bash Benchmarks/instructions.sh --debug --tsv FILE`")
                }
                debugInstructionsPath = path
            case "--filter":
                guard let list = iterator.next() else { Options.usage("--filter needs workload ids, e.g. W1,W4") }
                filters += list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
            case "--list": list = true
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
        usage: swift run -c release Bench [--quick] [--filter W1,W4] [--json FILE]
                                          [--instructions FILE] [--allow-debug]

        Try `swift run -c release Bench --quick` first: every workload, fewer and shorter samples.

        Runs each workload with ValueRx, ClassicRx (a class-based Rx in RxSwift's Producer/Sink
        shape) and a hand-written floor, and prints ns and heap allocations per unit, and how
        ValueRx compares ("ValueRx 9× faster than ClassicRx, 1.3× the floor's time"). The run
        ends with a table of every workload run: times, ratios, allocations, the target and
        whether it is met, then the target's parts one by one.

          --quick              fewer and shorter samples: a rough run (start here)
          --filter IDS         only the workloads whose id starts with one of IDS (comma-separated)
          --json FILE          also write every result to FILE, with W4's depths and slopes and
                               each workload's verdict
          --instructions FILE  add callgrind instructions per unit to the closing table (and judge
                               the targets stated in instructions) from FILE, written by
                               `bash Benchmarks/instructions.sh --tsv FILE` (a separate run under
                               valgrind; Bench does not count instructions itself)
          --debug-instructions FILE
                               the same for the debug build, in columns of their own, from
                               `bash Benchmarks/instructions.sh --debug --tsv FILE` (what unit
                               tests and daily work run; this run's times stay the release ones)
          --allow-debug        run a debug build anyway (its numbers mislead)
          --list               print the workload ids --run accepts (every one but W4), and exit
          --run ID IMPL N      run workload ID's IMPL (ValueRx, ClassicRx, floor) for N units once,
                               print its checksum and allocations, and exit: what
                               Benchmarks/instructions.sh counts instructions of under callgrind
          --help, -h           this text

        Workloads W1 to W25 are described in README.md ("Performance"); each prints its title
        and target when it runs. W4 measures depths 1 to 32 and the slope per extra operator.
        Allocations are counted on the measuring thread, except for the workloads whose work
        runs on a dispatch queue (W12, W16, W17, W23): whole process, the median of several runs.
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

/// Where a workload's heap allocations are counted.
enum AllocationScope: String {
    /// The thread that runs the workload: exact, and the same on every run.
    case measuringThread = "measuring thread"
    /// Every thread, for the workloads whose work runs on a dispatch queue (W12, W16, W17, W23):
    /// the measuring thread sees only its own part (W23's steps all run on the queue). Such a
    /// count varies with timing (how many queue blocks a burst of events needs depends on when
    /// the queue runs dry), so `measure` takes the median of `allocationRepeats` runs per size.
    case process = "whole process"
}

/// Runs per size when allocations are counted for the whole process (odd: a median).
let allocationRepeats = options.quick ? 3 : 5

/// Heap allocations made while running `body`: on this thread, or by the whole process.
func allocations(_ scope: AllocationScope = .measuringThread, _ body: () -> Void) -> UInt64 {
    let before = scope == .process ? vrx_alloc_count_total() : vrx_alloc_count_thread()
    body()
    let after = scope == .process ? vrx_alloc_count_total() : vrx_alloc_count_thread()
    return after &- before
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
    /// "measuring thread" or "whole process" (`AllocationScope`); nil when nothing is counted.
    var allocationScope: String? = nil
    /// Why a count is shown as 0 rather than as computed (see `measure`); nil normally.
    var allocationNote: String? = nil
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
             scope: AllocationScope = .measuringThread, differential: Bool = false,
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
        if differential {
            let larger = busyNanoseconds { value = run(2 * n) }
            precondition(value != Int.min, "keep the result alive")
            let added = larger > elapsed ? larger - elapsed : 0
            perUnit.append(Double(added) / Double(units(2 * n) - units(n)))
        } else {
            perUnit.append(Double(elapsed) / Double(units(n)))
        }
    }
    perUnit.sort()

    // Allocations: the difference between two sizes gives the per-unit part, the rest is fixed.
    // On the measuring thread one run of each size is exact. For the whole process the median
    // of several runs of each size; even so a busy queue can make the larger run allocate less
    // (fewer, longer bursts), and a count that went down is shown as 0 with a note, never as a
    // negative number.
    var perUnitAllocations: Double?
    var fixedAllocations: Double?
    var note: String?
    if countingAllocations {
        let repeats = scope == .process ? allocationRepeats : 1
        var smallCounts: [UInt64] = []
        var largeCounts: [UInt64] = []
        for _ in 0..<repeats {
            smallCounts.append(allocations(scope) { _ = run(checkSize) })
            largeCounts.append(allocations(scope) { _ = run(2 * checkSize) })
        }
        let small = Double(smallCounts.sorted()[repeats / 2])
        let large = Double(largeCounts.sorted()[repeats / 2])
        let addedUnits = Double(units(2 * checkSize) - units(checkSize))
        var slope = (large - small) / addedUnits
        if slope < 0 {
            note = "allocations went down from \(units(checkSize)) to \(units(2 * checkSize)) units "
                + "(\(Int(small)) → \(Int(large))\(repeats > 1 ? ", medians" : "")): no growth per unit measured, shown as 0"
            slope = 0
        }
        let fixed = small - slope * Double(units(checkSize))
        if fixed < -0.005 {
            note = "the fixed part came out below 0 (allocations grew faster than the units): shown as 0"
        }
        perUnitAllocations = slope
        fixedAllocations = max(fixed, 0) // also drops rounding error just below 0
    }
    return Result(workload: workload, implementation: implementation, depth: depth, unit: unit,
                  medianNanoseconds: perUnit[perUnit.count / 2], minNanoseconds: perUnit.first!,
                  maxNanoseconds: perUnit.last!, samples: sampleCount, unitsPerSample: units(n),
                  allocationsPerUnit: perUnitAllocations, fixedAllocations: fixedAllocations,
                  checksum: checksum, allocationScope: countingAllocations ? scope.rawValue : nil,
                  allocationNote: note)
}

// MARK: Workloads

/// A part of a workload's target, in a form the closing table can check against the measured
/// numbers (the `target` text is what is printed; these say how to judge it). Ratios are
/// ValueRx's figure over the other's.
indirect enum Check {
    /// ValueRx's time at most this many times the floor's.
    case floorTime(Double)
    /// ValueRx's time at most this fraction of ClassicRx's.
    case classicTime(Double)
    /// ValueRx's instructions per unit at most this fraction of ClassicRx's (`--instructions`).
    case classicInstructions(Double)
    /// ValueRx's time at most this many times another workload's ValueRx time.
    case referenceTime(String, Double)
    /// ValueRx's allocations per unit at most this many, as printed (two decimals).
    case allocations(Double)
    /// W4: ValueRx's ns per extra map at most this.
    case slope(Double)
    /// A part this run cannot judge, and what judges it.
    case elsewhere(String)
    /// A goal the target states as an aim: reported, but missing it does not miss the target.
    case aim(Check)
}

struct Workload {
    var id: String
    var title: String
    /// At most 30 characters, for the closing table.
    var name: String
    var unit: String
    var target: String
    /// `target`, checkable; empty when the workload has no target.
    var checks: [Check] = []
    var allocationScope: AllocationScope = .measuringThread
    var checkSize = 1_000
    var units: (Int) -> Int = { $0 }
    /// Time each sample as the difference between a run of 2n units and one of n, so that what
    /// every run costs once (the subscription, the wait for a timer window at completion) is
    /// left out of the per-unit figure whatever n the calibration picked (W16, W17: a quick
    /// run's small n would otherwise spread a window's end over few events).
    var differential = false
    var valueRx: ((Int) -> Int)?
    var classicRx: ((Int) -> Int)?
    var floor: (Int) -> Int
    /// Why there is no ValueRx column yet.
    var missing: String?
}

let workloads: [Workload] = [
    Workload(id: "W1", title: "sync range → map → filter → map → scan → subscribe", name: "range→map→filter→map→scan", unit: "source event",
             target: "≤ 1.5× floor, 0 allocs per event", checks: [.floorTime(1.5), .allocations(0)],
             valueRx: ValueRxWorkloads.w1, classicRx: ClassicRxWorkloads.w1, floor: FloorWorkloads.w1),
    Workload(id: "W1e", title: "W1 with .asObservable() after every operator (ValueRx erasure cost)", name: "W1 erased after each operator", unit: "source event",
             target: "(none: shows what erasure costs)",
             valueRx: ValueRxWorkloads.w1Erased, classicRx: ClassicRxWorkloads.w1, floor: FloorWorkloads.w1),
    Workload(id: "W2", title: "subscribe + dispose just → map → filter → map", name: "subscribe+dispose just chain", unit: "subscription",
             target: "≤ 2 allocs, ≤ 4× floor", checks: [.allocations(2), .floorTime(4)],
             valueRx: ValueRxWorkloads.w2, classicRx: ClassicRxWorkloads.w2, floor: FloorWorkloads.w2),
    Workload(id: "W3", title: "subject with 10 subscribers through map", name: "subject→map, 10 subscribers", unit: "delivered event",
             target: "≤ 2× floor, 0 allocs per onNext", checks: [.floorTime(2), .allocations(0)], units: { $0 * 10 },
             valueRx: ValueRxWorkloads.w3, classicRx: ClassicRxWorkloads.w3, floor: FloorWorkloads.w3),
    Workload(id: "W5", title: "range → flatMap { just }", name: "range→flatMap { just }", unit: "inner",
             target: "≤ 2 allocs (aim 0), ≤ 1/20 of ClassicRx",
             checks: [.allocations(2), .aim(.allocations(0)), .classicTime(1.0 / 20)],
             valueRx: ValueRxWorkloads.w5, classicRx: ClassicRxWorkloads.w5, floor: FloorWorkloads.w5),
    Workload(id: "W6", title: "create → map → filter → subscribe", name: "create→map→filter", unit: "source event",
             target: "≤ 2× floor", checks: [.floorTime(2)],
             valueRx: ValueRxWorkloads.w6, classicRx: ClassicRxWorkloads.w6, floor: FloorWorkloads.w6),
    Workload(id: "W7", title: "app-like chain: map, startWith, filter, do(onSubscribe:), flatMap { just }, map, catchAndReturn, concatMap { just }, retry(3)", name: "app-like chain, 9 operators", unit: "source event",
             target: "≤ 6× W7e's ValueRx time, 0 allocs per event", checks: [.referenceTime("W7e", 6), .allocations(0)],
             valueRx: ValueRxWorkloads.w7, classicRx: ClassicRxWorkloads.w7, floor: FloorWorkloads.w7),
    Workload(id: "W7e", title: "W7's element-wise operators only (map, filter, map, map)", name: "W7's element-wise operators", unit: "source event",
             target: "(reference for W7)",
             valueRx: ValueRxWorkloads.w7e, classicRx: ClassicRxWorkloads.w7e, floor: FloorWorkloads.w7e),
    Workload(id: "W8", title: "static merge of two synchronous ranges", name: "merge of two ranges", unit: "source event",
             target: "(measured)",
             valueRx: ValueRxWorkloads.w8, classicRx: ClassicRxWorkloads.w8, floor: FloorWorkloads.w8),
    Workload(id: "W9", title: "static concat of N just", name: "concat of N just", unit: "inner",
             target: "(measured)",
             valueRx: ValueRxWorkloads.w9, classicRx: ClassicRxWorkloads.w9, floor: FloorWorkloads.w9),
    Workload(id: "W10", title: "retry(3) on a create source that fails twice", name: "retry(3), fails twice", unit: "subscription",
             target: "≤ 1/10 of ClassicRx's instructions, ≤ 4 allocs", checks: [.classicInstructions(1.0 / 10), .allocations(4)],
             valueRx: ValueRxWorkloads.w10, classicRx: ClassicRxWorkloads.w10, floor: FloorWorkloads.w10),
    Workload(id: "W11", title: "subject → map → share() with 2 subscribers", name: "subject→map→share(), 2 subs", unit: "source event",
             target: "0 allocs per event", checks: [.allocations(0)],
             valueRx: ValueRxWorkloads.w11, classicRx: ClassicRxWorkloads.w11, floor: FloorWorkloads.w11),
    Workload(id: "W12", title: "subject → observe(on: serial dispatch queue)", name: "subject→observe(on: queue)", unit: "delivered event",
             target: "≤ 1/10 of ClassicRx, no allocation per event while the queue is busy",
             checks: [.classicTime(1.0 / 10),
                      .elsewhere("no allocation per event while the queue is busy (the count here also has the blocks scheduled whenever the queue ran dry)")],
             allocationScope: .process,
             valueRx: ValueRxWorkloads.w12, classicRx: ClassicRxWorkloads.w12, floor: FloorWorkloads.w12),
    Workload(id: "W13", title: "combineLatest of two subjects fed alternately", name: "combineLatest of two subjects", unit: "combination",
             target: "0 allocs per event; ≤ 3× floor (aim)", checks: [.allocations(0), .aim(.floorTime(3))],
             valueRx: ValueRxWorkloads.w13, classicRx: ClassicRxWorkloads.w13, floor: FloorWorkloads.w13),
    Workload(id: "W14", title: "zip of two synchronous ranges", name: "zip of two ranges", unit: "pair",
             target: "0 allocs per event; ≤ 3× floor (aim)", checks: [.allocations(0), .aim(.floorTime(3))],
             valueRx: ValueRxWorkloads.w14, classicRx: ClassicRxWorkloads.w14, floor: FloorWorkloads.w14),
    Workload(id: "W15", title: "Single.just → map → flatMap { Single.just } subscribe + dispose", name: "Single chain subscribe+dispose", unit: "subscription",
             target: "≤ 2 allocs, ≤ 1/20 of ClassicRx", checks: [.allocations(2), .classicTime(1.0 / 20)],
             valueRx: ValueRxWorkloads.w15, classicRx: ClassicRxWorkloads.w15, floor: FloorWorkloads.w15),
    Workload(id: "W16", title: "throttle on a busy source: subject → throttle(50 ms, latest: true) on a serial dispatch queue", name: "throttle(50 ms), busy source", unit: "source event",
             target: "0 allocs per event; one timer per window at most (throttle)",
             checks: [.allocations(0), .elsewhere("one timer per window at most (Bench does not count timers)")],
             allocationScope: .process, differential: true,
             valueRx: ValueRxWorkloads.w16, classicRx: ClassicRxWorkloads.w16, floor: FloorWorkloads.w16),
    Workload(id: "W17", title: "debounce on a busy source: subject → debounce(50 ms) on a serial dispatch queue", name: "debounce(50 ms), busy source", unit: "source event",
             target: "0 allocs per event, ≤ 1/5 of ClassicRx's instructions", checks: [.allocations(0), .classicInstructions(1.0 / 5)],
             allocationScope: .process, differential: true,
             valueRx: ValueRxWorkloads.w17, classicRx: ClassicRxWorkloads.w17, floor: FloorWorkloads.w17),
    Workload(id: "W18", title: "Driver: BehaviorRelay → asDriver → map → filter → drive(onNext:), accept on the main thread", name: "Driver chain, per accept", unit: "source event",
             target: "≤ 1/20 of ClassicRx's instructions", checks: [.classicInstructions(1.0 / 20)],
             valueRx: ValueRxWorkloads.w18, classicRx: ClassicRxWorkloads.w18, floor: FloorWorkloads.w18),
    Workload(id: "W19", title: "Driver chain subscribe + dispose: relay.asDriver().map{}.filter{}.drive(onNext:), on the main thread", name: "Driver chain subscribe+dispose", unit: "subscription",
             target: "≤ 1/5 of ClassicRx's instructions, ≤ 20 allocs", checks: [.classicInstructions(1.0 / 5), .allocations(20)],
             valueRx: ValueRxWorkloads.w19, classicRx: ClassicRxWorkloads.w19, floor: FloorWorkloads.w19),
    Workload(id: "W20", title: "share(replay: 1) subscribe + dispose with a live connection", name: "share(replay: 1) subscribe", unit: "subscription",
             target: "≤ 1/5 of ClassicRx's instructions", checks: [.classicInstructions(1.0 / 5)],
             valueRx: ValueRxWorkloads.w20, classicRx: ClassicRxWorkloads.w20, floor: FloorWorkloads.w20),
    Workload(id: "W21", title: "combineLatest(a, b).map{}.distinctUntilChanged() subscribe + one value + dispose", name: "combineLatest chain subscribe", unit: "subscription",
             target: "≤ 1/8 of ClassicRx's instructions", checks: [.classicInstructions(1.0 / 8)],
             valueRx: ValueRxWorkloads.w21, classicRx: ClassicRxWorkloads.w21, floor: FloorWorkloads.w21),
    Workload(id: "W22", title: "filter.distinctUntilChanged.flatMapLatest { just.catchAndReturn }.map subscribe + one value + dispose", name: "flatMapLatest chain subscribe", unit: "subscription",
             target: "≤ 1/8 of ClassicRx's instructions", checks: [.classicInstructions(1.0 / 8)],
             valueRx: ValueRxWorkloads.w22, classicRx: ClassicRxWorkloads.w22, floor: FloorWorkloads.w22),
    Workload(id: "W23", title: "recursive scheduling on a serial dispatch queue scheduler", name: "scheduleRecursive on a queue", unit: "action",
             target: "≤ 1/2 of ClassicRx's time", checks: [.classicTime(1.0 / 2)],
             allocationScope: .process,
             valueRx: ValueRxWorkloads.w23, classicRx: ClassicRxWorkloads.w23, floor: FloorWorkloads.w23),
    Workload(id: "W24", title: "range → 32 mixed operators ({map, startWith, flatMap { just }, do(onSubscribe:), catchAndReturn, filter, concatMap { just }, retry(2)} × 4) → subscribe", name: "range→32 mixed operators", unit: "source event",
             target: "≤ 25× W24p's ValueRx time, 0 loop diagnostics",
             checks: [.referenceTime("W24p", 25), .elsewhere("0 loop diagnostics (.ci/run's specialization-loop check)")],
             units: { $0 &+ 4 },
             valueRx: ValueRxWorkloads.w24, classicRx: ClassicRxWorkloads.w24, floor: FloorWorkloads.w24),
    Workload(id: "W24p", title: "range → map → filter → map → filter → map → subscribe (W24's yardstick)", name: "range→5 element-wise operators", unit: "source event",
             target: "(none: W24 is compared with it)",
             valueRx: ValueRxWorkloads.w24p, classicRx: ClassicRxWorkloads.w24p, floor: FloorWorkloads.w24p),
    Workload(id: "W25", title: "view model erasing at every boundary: subject → filter → distinctUntilChanged (returned as Observable) → flatMapLatest { just, erased } (stored as Observable)", name: "erasing view model", unit: "source event",
             target: "(none yet: issue 36 measures the erased path with it)",
             valueRx: ValueRxWorkloads.w25, classicRx: ClassicRxWorkloads.w25, floor: FloorWorkloads.w25),
]

/// W4 is measured by depth (its own section below), not through `workloads`; its line in the
/// closing table.
let w4Name = "d × map: ns per extra map"
let w4Target = "slope ≤ 1 ns per extra map, no cliff at any depth"
let w4Checks: [Check] = [.slope(1), .elsewhere("no cliff at any depth (read the depth table above)")]

let w4Depths = [1, 2, 4, 8, 16, 32]

// `--list`: the ids `--run` accepts, one per line with its title (W4 has no `--run`).
if options.list {
    for workload in workloads { print("\(workload.id)  \(workload.title)") }
    exit(0)
}

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
    let allocated = allocations(workload.allocationScope) { checksum = run(single.units) }
    print("\(single.id) \(single.implementation) units \(workload.units(single.units)) checksum \(checksum) allocations \(countingAllocations ? String(allocated) : "n/a")")
    exit(0)
}

/// What `--json` writes.
struct BenchReport: Encodable {
    var results: [Result]
    var w4Depths: [Int]
    var w4SlopeNanosecondsPerMap: [String: Double]
    /// The closing table's verdict per workload id: "met", "met*", "missed" or "—".
    var verdicts: [String: String]
}

/// The key of `instructionCounts`: "W19 valuerx".
func instructionKey(_ id: String, _ implementation: String) -> String {
    "\(id.uppercased()) \(implementation.lowercased())"
}

/// Instructions per unit by `instructionKey`, read from the TSV that
/// `Benchmarks/instructions.sh --tsv FILE` writes (workload, implementation, instructions per
/// unit, allocations per unit; a header line). Lines without a number in the third column
/// (the header, "n/a") are skipped. Read before the run, so a bad path costs no time.
func readInstructionCounts(_ path: String, writtenBy command: String) -> [String: Double] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        Options.usage("cannot read \(path) (write it with `\(command) \(path)`)")
    }
    var counts: [String: Double] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count >= 3, let count = Double(fields[2].trimmingCharacters(in: .whitespaces)) else { continue }
        counts[instructionKey(fields[0], fields[1])] = count
    }
    if counts.isEmpty { Options.usage("\(path) has no instruction counts (expected tab-separated: workload, implementation, instructions)") }
    return counts
}

/// `--instructions FILE`: the release build's counts.
let instructionCounts: [String: Double]? = options.instructionsPath.map {
    readInstructionCounts($0, writtenBy: "bash Benchmarks/instructions.sh --tsv")
}

/// `--debug-instructions FILE`: the debug build's counts (shown, not judged: targets are release figures).
let debugInstructionCounts: [String: Double]? = options.debugInstructionsPath.map {
    readInstructionCounts($0, writtenBy: "bash Benchmarks/instructions.sh --debug --tsv")
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

/// Two decimals at most, never "-0" (a count is never below 0; `measure` sees to that).
func formatAllocations(_ value: Double?) -> String {
    guard let value else { return "n/a" }
    let rounded = max((value * 100).rounded() / 100, 0)
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

func times(_ value: Double) -> String {
    value >= 10 ? String(format: "%.0f×", value) : String(format: "%.2f×", value)
}

/// A ratio as the closing table prints it: "1/163" below 1 (a 163rd), "1.48×" from 1 up.
func ratioText(_ value: Double) -> String {
    guard value.isFinite, value > 0 else { return "n/a" }
    if value >= 1 { return times(value) }
    let inverse = 1 / value
    return inverse >= 10 ? String(format: "1/%.0f", inverse) : String(format: "1/%.1f", inverse)
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

// MARK: Closing table

/// A workload's line in the closing table: per implementation, its median ns per unit (W4: the
/// slope, ns per extra map), allocations per unit and, with `--instructions`, instructions per
/// unit.
struct SummaryRow {
    var id: String
    var name: String
    var unit: String
    var target: String
    var checks: [Check]
    var nanoseconds: [String: Double] = [:]
    var allocations: [String: Double] = [:]
    var instructions: [String: Double] = [:]
    /// Debug-build instructions per unit (`--debug-instructions`).
    var debugInstructions: [String: Double] = [:]
    /// Allocations counted for the whole process (marked † in the table).
    var wholeProcess = false

    init(id: String, name: String, unit: String, target: String, checks: [Check], counts: [String: Double]?) {
        self.id = id
        self.name = name
        self.unit = unit
        self.target = target
        self.checks = checks
        for implementation in ["ValueRx", "ClassicRx", "floor"] {
            if let count = counts?[instructionKey(id, implementation)] { instructions[implementation] = count }
            if let count = debugInstructionCounts?[instructionKey(id, implementation)] {
                debugInstructions[implementation] = count
            }
        }
    }

    init(_ workload: Workload, _ results: [Result], counts: [String: Double]?) {
        self.init(id: workload.id, name: workload.name, unit: workload.unit, target: workload.target,
                  checks: workload.checks, counts: counts)
        wholeProcess = workload.allocationScope == .process
        for result in results {
            nanoseconds[result.implementation] = result.medianNanoseconds
            allocations[result.implementation] = result.allocationsPerUnit
        }
    }
}

enum Judgement { case met, missed, notJudged }

/// One part of a target, judged, for the lines under the table.
struct Outcome {
    var text: String
    var judgement: Judgement
    /// The measured figure ("1.48×"), or why the part is not judged ("" when judged elsewhere).
    var detail: String
    var isAim = false
}

func quotient(_ numerator: Double?, _ denominator: Double?) -> Double? {
    guard let numerator, let denominator, denominator > 0 else { return nil }
    return numerator / denominator
}

/// A limit as the targets write it: "1.5", "20".
func number(_ value: Double) -> String { String(format: "%g", value) }

/// A fraction as the targets write it: "1/20".
func fraction(_ value: Double) -> String { "1/" + number(1 / value) }

/// Judges `check` on `row`'s numbers; `table` holds every row run (for `.referenceTime`).
func evaluate(_ check: Check, _ row: SummaryRow, _ table: [String: SummaryRow], instructionsGiven: Bool) -> Outcome {
    // `value ≤ limit`, or not judged when there is no value.
    func judged(_ text: String, _ value: Double?, _ limit: Double, _ shown: (Double) -> String, _ missing: String) -> Outcome {
        guard let value else { return Outcome(text: text, judgement: .notJudged, detail: missing) }
        return Outcome(text: text, judgement: value <= limit ? .met : .missed, detail: shown(value))
    }
    let valueRx = row.nanoseconds["ValueRx"]
    switch check {
    case .floorTime(let limit):
        return judged("≤ \(number(limit))× the floor's time", quotient(valueRx, row.nanoseconds["floor"]), limit,
                      ratioText, "no ValueRx or floor time")
    case .classicTime(let limit):
        return judged("≤ \(fraction(limit)) of ClassicRx's time", quotient(valueRx, row.nanoseconds["ClassicRx"]), limit,
                      ratioText, "no ValueRx or ClassicRx time")
    case .classicInstructions(let limit):
        return judged("≤ \(fraction(limit)) of ClassicRx's instructions",
                      quotient(row.instructions["ValueRx"], row.instructions["ClassicRx"]), limit, ratioText,
                      instructionsGiven ? "the instructions file has no ValueRx and ClassicRx counts for \(row.id)"
                                        : "needs instruction counts: --instructions FILE")
    case .referenceTime(let id, let limit):
        return judged("≤ \(number(limit))× \(id)'s ValueRx time", quotient(valueRx, table[id]?.nanoseconds["ValueRx"]), limit,
                      ratioText, "\(id) was not run")
    case .allocations(let limit):
        let text = limit == 0 ? "0 allocs per \(row.unit)" : "≤ \(number(limit)) allocs per \(row.unit)"
        // Judged as printed: two decimals.
        let printed = row.allocations["ValueRx"].map { max(($0 * 100).rounded() / 100, 0) }
        return judged(text, printed, limit, { formatAllocations($0) },
                      countingAllocations ? "no ValueRx count" : "the allocation counter is not active")
    case .slope(let limit):
        return judged("slope ≤ \(number(limit)) ns per extra map", valueRx, limit, { format($0) + " ns" }, "no slope")
    case .elsewhere(let text):
        return Outcome(text: text, judgement: .notJudged, detail: "")
    case .aim(let inner):
        var outcome = evaluate(inner, row, table, instructionsGiven: instructionsGiven)
        outcome.text = "aim " + outcome.text
        outcome.isAim = true
        return outcome
    }
}

/// The table's verdict on a target: "missed" if a part (not an aim) is missed; "met" if every
/// part is judged and met; "met*" if what this run can judge is met but another part is
/// judged elsewhere, or an aim is missed; "—" if there is no target or no part could be judged.
func targetVerdict(_ outcomes: [Outcome]) -> String {
    let required = outcomes.filter { !$0.isAim }
    if required.contains(where: { $0.judgement == .missed }) { return "missed" }
    if !required.contains(where: { $0.judgement == .met }) { return "—" }
    let complete = required.allSatisfy { $0.judgement == .met } && !outcomes.contains { $0.judgement == .missed }
    return complete ? "met" : "met*"
}

/// A column of the closing table; neighbouring columns with the same `group` share the heading
/// above their titles.
struct Column {
    var group: String
    var title: String
    var width: Int
    var alignLeft = false
    var cell: (SummaryRow) -> String
}

/// Prints the closing table (one line per workload run, W4 in its place by id), its legend and
/// each target part by part; returns the verdicts by workload id (for `--json`).
func printSummary(_ rows: [SummaryRow], instructionsGiven: Bool) -> [String: String] {
    guard !rows.isEmpty else { return [:] }
    let table = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var ordered = rows.filter { $0.id != "W4" }
    if let w4 = rows.first(where: { $0.id == "W4" }) {
        let next = ordered.firstIndex { row in (Int(row.id.dropFirst().prefix(while: { $0.isNumber })) ?? 0) > 4 }
        ordered.insert(w4, at: next ?? ordered.count)
    }

    var outcomes: [String: [Outcome]] = [:]
    var verdicts: [String: String] = [:]
    for row in ordered {
        let parts = row.checks.map { evaluate($0, row, table, instructionsGiven: instructionsGiven) }
        outcomes[row.id] = parts
        verdicts[row.id] = targetVerdict(parts)
    }
    let verdictByID = verdicts

    func timeCell(_ implementation: String) -> (SummaryRow) -> String {
        { row in row.nanoseconds[implementation].map { format($0) } ?? "n/a" }
    }
    func timeRatioCell(_ other: String) -> (SummaryRow) -> String {
        { row in quotient(row.nanoseconds["ValueRx"], row.nanoseconds[other]).map { ratioText($0) } ?? "n/a" }
    }
    func allocationCell(_ implementation: String) -> (SummaryRow) -> String {
        { row in
            guard let count = row.allocations[implementation] else { return "n/a" }
            return formatAllocations(count) + (row.wholeProcess ? "†" : "")
        }
    }
    func instructionCell(_ implementation: String) -> (SummaryRow) -> String {
        { row in row.instructions[implementation].map { String(format: "%.0f", $0) } ?? "n/a" }
    }

    let timeGroup = "ns per unit (median)"
    var columns: [Column] = [
        Column(group: "", title: "id", width: 5, alignLeft: true, cell: { $0.id }),
        Column(group: "", title: "workload", width: 30, alignLeft: true, cell: { $0.name }),
        Column(group: timeGroup, title: "ValueRx", width: 9, cell: timeCell("ValueRx")),
        Column(group: timeGroup, title: "ClassicRx", width: 9, cell: timeCell("ClassicRx")),
        Column(group: timeGroup, title: "floor", width: 8, cell: timeCell("floor")),
        Column(group: "ValueRx ÷", title: "ClassicRx", width: 9, cell: timeRatioCell("ClassicRx")),
        Column(group: "ValueRx ÷", title: "floor", width: 7, cell: timeRatioCell("floor")),
        Column(group: "allocs per unit", title: "ValueRx", width: 8, cell: allocationCell("ValueRx")),
        Column(group: "allocs per unit", title: "ClassicRx", width: 9, cell: allocationCell("ClassicRx")),
    ]
    if instructionsGiven {
        let instructionGroup = "instructions per unit"
        columns += [
            Column(group: instructionGroup, title: "ValueRx", width: 9, cell: instructionCell("ValueRx")),
            Column(group: instructionGroup, title: "ClassicRx", width: 9, cell: instructionCell("ClassicRx")),
            Column(group: instructionGroup, title: "floor", width: 7, cell: instructionCell("floor")),
            Column(group: "ValueRx ÷", title: "ClassicRx", width: 9, cell: { row in
                quotient(row.instructions["ValueRx"], row.instructions["ClassicRx"]).map { ratioText($0) } ?? "n/a"
            }),
        ]
    }
    if debugInstructionCounts != nil {
        let debugGroup = "debug instructions per unit"
        func debugCell(_ implementation: String) -> (SummaryRow) -> String {
            { row in row.debugInstructions[implementation].map { String(format: "%.0f", $0) } ?? "n/a" }
        }
        columns += [
            Column(group: debugGroup, title: "ValueRx", width: 9, cell: debugCell("ValueRx")),
            Column(group: debugGroup, title: "ClassicRx", width: 9, cell: debugCell("ClassicRx")),
            Column(group: debugGroup, title: "÷", width: 6, cell: { row in
                quotient(row.debugInstructions["ValueRx"], row.debugInstructions["ClassicRx"]).map { ratioText($0) } ?? "n/a"
            }),
        ]
    }
    columns += [
        Column(group: "", title: "verdict", width: 7, alignLeft: true, cell: { verdictByID[$0.id] ?? "—" }),
        Column(group: "", title: "target", width: 0, alignLeft: true, cell: { $0.target }),
    ]

    let gap = "  "
    func trimmed(_ text: String) -> String {
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
    func line(_ texts: [String]) -> String {
        var text = "  "
        for (index, column) in columns.enumerated() {
            if index > 0 { text += gap }
            text += column.alignLeft ? pad(texts[index], column.width) : padLeft(texts[index], column.width)
        }
        return trimmed(text)
    }
    var groups = "  "
    var first = 0
    while first < columns.count {
        var last = first
        while last + 1 < columns.count && columns[last + 1].group == columns[first].group { last += 1 }
        let span = columns[first...last].reduce(0) { $0 + $1.width } + gap.count * (last - first)
        if first > 0 { groups += gap }
        groups += pad(columns[first].group, span)
        first = last + 1
    }

    print("\nSummary (\(options.quick ? "quick" : "full") run): \(ordered.count) workload\(ordered.count == 1 ? "" : "s"), ValueRx against ClassicRx and the floor")
    print(trimmed(groups))
    print(line(columns.map(\.title)))
    print(line(columns.map { String(repeating: "-", count: max($0.width, $0.title.count)) }))
    for row in ordered { print(line(columns.map { $0.cell(row) })) }

    print("""

      ValueRx ÷: ValueRx's figure over the other's (1/20: a twentieth of it; 1.50×: half as much again).
      verdict: met or missed on this run's numbers, part by part below; met*: every part this run can
      judge is met, and another part is judged elsewhere or an aim is missed; —: no target, or no part
      this run can judge.
    """)
    if ordered.contains(where: { $0.id == "W4" }) {
        print("  W4: the slope over depths 1 to 32 stands for the time (ns per extra map); allocations: the most any depth makes per event.")
    }
    if countingAllocations && ordered.contains(where: \.wholeProcess) {
        print("  †: allocations of the whole process (the work runs on a dispatch queue), medians of \(allocationRepeats) runs; they vary with timing.")
    }
    if instructionsGiven {
        print("  instructions: callgrind's, from the --instructions file (Benchmarks/instructions.sh), not from this run.")
    }
    if debugInstructionCounts != nil {
        print("  debug instructions: callgrind's on the debug build (every module -Onone, as unit tests run), from the")
        print("  --debug-instructions file (Benchmarks/instructions.sh --debug); shown, not judged: targets are release figures.")
    }

    print("\nTargets, part by part:")
    for row in ordered {
        guard let parts = outcomes[row.id], !parts.isEmpty else { continue }
        let described = parts.map { part -> String in
            switch part.judgement {
            case .met: return "\(part.text): met (\(part.detail))"
            case .missed: return "\(part.text): missed (\(part.detail))"
            case .notJudged: return "\(part.text): " + (part.detail.isEmpty ? "not judged here" : "not judged (\(part.detail))")
            }
        }
        print("  " + pad(row.id, 6) + described.joined(separator: "; "))
    }
    return verdicts
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

if let path = options.instructionsPath, let instructionCounts {
    print("instruction counts: \(instructionCounts.count) from \(path) (callgrind, by Benchmarks/instructions.sh: a separate run, not this one)")
}
if let path = options.debugInstructionsPath, let debugInstructionCounts {
    print("debug instruction counts: \(debugInstructionCounts.count) from \(path) (callgrind on the debug build, by Benchmarks/instructions.sh --debug)")
}

/// The closing table's rows, in the order the workloads ran (W4 last).
var summary: [SummaryRow] = []

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
        let result = measure(workload.id, name, unit: workload.unit, checkSize: workload.checkSize,
                             scope: workload.allocationScope, differential: workload.differential,
                             units: workload.units, run)
        rows.append(result)
        print(row(result))
    }
    checkChecksums(workload.id, rows)
    results += rows
    let valueRx = rows.first { $0.implementation == "ValueRx" }
    let classicRx = rows.first { $0.implementation == "ClassicRx" }
    let floor = rows.first { $0.implementation == "floor" }
    print("    \(verdict(valueRx, classicRx, floor))")
    if countingAllocations && workload.allocationScope == .process {
        print("    allocations: whole process (the work runs on a dispatch queue), median of \(allocationRepeats) runs of each size; they vary with timing")
    }
    for result in rows {
        if let note = result.allocationNote { print("    \(result.implementation) allocations: \(note)") }
    }
    summary.append(SummaryRow(workload, rows, counts: instructionCounts))
}

var w4Slopes: [String: Double] = [:]
if options.selects("W4") {
    print("\nW4  range → d × map → subscribe, per source event (slope: cost of one more map)")
    print("    target: \(w4Target)")
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
    // In the table: the slopes stand for the times, the most any depth allocates per event
    // for the allocations.
    var w4Row = SummaryRow(id: "W4", name: w4Name, unit: "extra map", target: w4Target, checks: w4Checks,
                           counts: instructionCounts)
    w4Row.nanoseconds = w4Slopes
    for (name, rows) in byImplementation {
        let counts = rows.compactMap(\.allocationsPerUnit)
        if let most = counts.max() { w4Row.allocations[name] = most }
    }
    summary.append(w4Row)
}

let verdicts = printSummary(summary, instructionsGiven: instructionCounts != nil)

if let path = options.jsonPath {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
        // W4's rows carry their `depth`; its slopes (ns per extra map, least squares) are
        // recorded beside them so a script can check the targets.
        let report = BenchReport(results: results, w4Depths: options.selects("W4") ? w4Depths : [],
                                 w4SlopeNanosecondsPerMap: w4Slopes, verdicts: verdicts)
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
