// Writes seeded random operator chains as one Swift file of probe functions, for
// Scripts/typecheck-fuzz.sh to type-check under a time limit per expression. Usage:
//
//     typecheck-fuzz SEED COUNT OUTPUT.swift
//
// Each probe function holds one chain: a source (an observable, a `Single`, a `Maybe`, an
// `Infallible` or a `Driver`), 6 to 24 operators drawn for the sequence's current kind (a
// `Single`'s `filter` makes it a `Maybe`, a `Maybe`'s `ifEmpty(default:)` a `Single`), typed
// and untyped closures, inner `X.just(...)` in `flatMap`, and a context: an untyped `let`,
// an erased `let` (`let c: Observable<Int> = chain.asObservable()`, or the erased trait
// through `asSingle()`/`asMaybe()`), or a subscription. The same seed writes the same file on
// every platform (the generator's own SplitMix64, not the system's random numbers). A comment
// line before each function names the seed and the probe's index, so a failure can be
// reproduced alone.

import Foundation

/// SplitMix64: small, fast, and the same sequence everywhere for the same seed.
struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0 ..< bound`.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[below(choices.count)]
    }
}

/// The kinds of sequence a chain passes through; each has its own operators.
enum Kind {
    case observable, single, maybe, infallible, driver
}

/// One operator: its text, and the kind of sequence it returns.
struct Link {
    let text: String
    let result: Kind
}

func links(for kind: Kind) -> [Link] {
    switch kind {
    case .observable:
        let o = { (text: String) in Link(text: text, result: .observable) }
        return [
            o(".map { $0 &+ 1 }"), o(".map { (x: Int) -> Int in x &+ 1 }"), o(".map { (x: Int) in x &* 2 }"),
            o(".filter { $0 > 0 }"), o(".filter { (x: Int) -> Bool in x % 2 == 0 }"),
            o(".distinctUntilChanged()"), o(".startWith(0)"), o(".take(5)"), o(".skip(1)"),
            o(".scan(0) { $0 &+ $1 }"), o(".compactMap { (x: Int) -> Int? in x > 3 ? x : nil }"),
            o(".do(onNext: { _ in })"), o(".catchAndReturn(0)"), o(".retry(2)"),
            o(".flatMap { Observable.just($0) }"), o(".flatMap { (x: Int) in Observable.just(x &+ 1) }"),
            o(".flatMapLatest { (x: Int) in Observable.just(x) }"), o(".concatMap { Observable.just($0) }"),
            o(".catch { _ in Observable.just(0) }"), o(".observe(on: scheduler)"),
            o(".timeout(long, scheduler: scheduler)"), o(".debounce(long, scheduler: scheduler)"),
            o(".share()"), o(".share(replay: 1)"),
            o(".withLatestFrom(other) { a, b in a &+ b }"), o(".takeLast(2)"),
        ]
    case .single:
        let s = { (text: String) in Link(text: text, result: .single) }
        return [
            s(".map { $0 &+ 1 }"), s(".map { (x: Int) -> Int in x &+ 1 }"),
            s(".flatMap { Single.just($0) }"), s(".flatMap { (x: Int) in Single.just(x &+ 1) }"),
            s(".do(onSuccess: { _ in })"), s(".catchAndReturn(0)"), s(".retry(2)"),
            s(".timeout(long, scheduler: scheduler)"), s(".delay(long, scheduler: scheduler)"),
            s(".observe(on: scheduler)"),
            Link(text: ".filter { $0 > 0 }", result: .maybe),
            Link(text: ".asObservable()", result: .observable),
        ]
    case .maybe:
        let m = { (text: String) in Link(text: text, result: .maybe) }
        return [
            m(".map { $0 &+ 1 }"), m(".map { (x: Int) -> Int in x &+ 1 }"), m(".filter { $0 > 0 }"),
            m(".flatMap { Maybe.just($0) }"), m(".flatMap { (x: Int) in Maybe.just(x &+ 1) }"),
            m(".catchAndReturn(0)"), m(".retry(2)"), m(".observe(on: scheduler)"),
            Link(text: ".ifEmpty(default: 0)", result: .single),
        ]
    case .infallible:
        let i = { (text: String) in Link(text: text, result: .infallible) }
        return [
            i(".map { $0 &+ 1 }"), i(".map { (x: Int) -> Int in x &+ 1 }"), i(".filter { $0 > 0 }"),
            i(".distinctUntilChanged()"), i(".startWith(0)"), i(".scan(0) { $0 &+ $1 }"),
            i(".flatMap { Infallible.just($0) }"), i(".flatMap { (x: Int) in Infallible.just(x &+ 1) }"),
            i(".flatMapLatest { (x: Int) in Infallible.just(x) }"),
            i(".debounce(long, scheduler: scheduler)"), i(".throttle(long, latest: false, scheduler: scheduler)"),
            i(".take(3)"), i(".skip(while: { $0 < 1 })"),
        ]
    case .driver:
        let d = { (text: String) in Link(text: text, result: .driver) }
        return [
            d(".map { $0 &+ 1 }"), d(".map { (x: Int) -> Int in x &+ 1 }"), d(".filter { $0 > 0 }"),
            d(".distinctUntilChanged()"), d(".startWith(0)"), d(".scan(0) { $0 &+ $1 }"),
            d(".flatMapLatest { (x: Int) in Driver.just(x) }"), d(".flatMapLatest { Driver.just($0) }"),
            d(".debounce(long)"), d(".throttle(long)"),
        ]
    }
}

let sources: [(String, Kind)] = [
    ("Observable.just(1)", .observable), ("Observable.of(1, 2, 3)", .observable), ("other", .observable),
    ("Single.just(1)", .single), ("Maybe.just(1)", .maybe),
    ("Infallible.just(1)", .infallible), ("Driver.just(1)", .driver),
]

/// The statement that uses the chain: untyped, erased to the kind's named type, or subscribed.
func context(_ chain: String, _ kind: Kind, _ random: inout SplitMix64) -> String {
    switch (random.below(3), kind) {
    case (0, _):
        return "let c = \(chain)\n    _ = c"
    case (1, .observable):
        return "let c: Observable<Int> = \(chain).asObservable()\n    _ = c"
    case (1, .single):
        return "let c: Single<Int> = \(chain).asSingle()\n    _ = c"
    case (1, .maybe):
        return "let c: Maybe<Int> = \(chain).asMaybe()\n    _ = c"
    case (1, .infallible):
        return "let c: Observable<Int> = \(chain).asObservable()\n    _ = c"
    case (1, .driver):
        return "let c: Driver<Int> = \(chain)\n    _ = c"
    case (_, .observable), (_, .infallible):
        return "_ = \(chain).subscribe(onNext: { (_: Int) in })"
    case (_, .single):
        return "_ = \(chain).subscribe(onSuccess: { (_: Int) in })"
    case (_, .maybe):
        return "_ = \(chain).subscribe(onSuccess: { (_: Int) in })"
    case (_, .driver):
        return "_ = \(chain).drive(onNext: { (_: Int) in })"
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let seed = UInt64(arguments[1]), let count = Int(arguments[2]) else {
    print("usage: typecheck-fuzz SEED COUNT OUTPUT.swift")
    exit(2)
}
var random = SplitMix64(state: seed)
var out = "import Dispatch\nimport ValueRx\n\n"
for index in 0 ..< count {
    var (chain, kind) = random.pick(sources)
    let length = 6 + random.below(19)
    for _ in 0 ..< length {
        let link = random.pick(links(for: kind))
        chain += "\n        " + link.text
        kind = link.result
    }
    out += "// seed \(seed) probe \(index)\n"
    out += "func probe\(index)(other: Observable<Int>, scheduler: SerialDispatchQueueScheduler, long: RxTimeInterval) {\n"
    out += "    " + context(chain, kind, &random) + "\n}\n\n"
}
try! out.write(toFile: arguments[3], atomically: true, encoding: .utf8)
