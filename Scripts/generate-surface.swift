// Writes the operator forms that follow from another declaration, from the table
// Scripts/surface.txt, one block per form, as committed `*.generated.swift` files: the two
// declarations of each element-wise operator on observables (on ObservableType and on
// Observables.Pipeline), the element-wise operator forms of the traits (InfallibleSequence,
// Single and Maybe, Driver and Signal), the overloads for a scheduler held as an existential,
// the deprecated spellings, and the structs of the operators run by a sink (Observables.Debounce,
// ...) with the ObservableType methods that construct them (Completable's andThen: the
// PrimitiveSequence methods). Run from the repository root:
//
//     bash Scripts/generate-surface.sh
//
// `.ci/run` runs it and fails when the committed files differ from what it writes. What a block's
// keys mean is in the table's header (its rows here: `Row`, one per block). The shapes are the ones CONTRIBUTING describes: for an
// observable operator ("How element-wise operators are built") the disfavored declaration on
// ObservableType that starts a pipeline with the row's stage and the one on Observables.Pipeline
// that appends it, both with the same body (`appendingStage(<stage>)`); for InfallibleSequence
// and PrimitiveSequence ("Traits") a pair (the disfavored declaration that appends the row's
// stage after the pipeline's, and the one that replaces an identity stage); for shared sequences
// the observable operator applied to `adoptingSource` (the erased observable, and the way
// into its sharing point: see AdoptingObservable) and shared again. The bodies call the
// pipeline or observable operator directly: no helper in between. A scheduler form wraps its
// `any SchedulerType` (`any ImmediateSchedulerType`) in AnyScheduler (AnyImmediateScheduler) and
// calls the generic form; a deprecated alias calls its new spelling.
//
// A block's `rxswift` lines tie it to the RxSwift API checklist, Scripts/rxswift-api.tsv (rendered
// as the Migration Status article by Scripts/generate-migration-table.sh): it names the
// declarations the row implements, as that list's column 2 writes them. Before writing anything
// the generator checks that each is there with the status `same` or `differs`, and fails
// otherwise; it writes no report.
import Foundation

struct Target {
    let extended: String        // the type the extensions extend
    let isPipeline: Bool        // InfallibleSequence, PrimitiveSequence: a stage per trait row
}

let targets: [String: Target] = [
    "infallible": Target(extended: "InfallibleSequence", isPipeline: true),
    // Also for sink-method rows of a trait's operator run by a sink (Completable's andThen):
    "primitive": Target(extended: "PrimitiveSequence", isPipeline: true),
    "shared": Target(extended: "SharedSequenceConvertibleType", isPipeline: false),
    // Only for the observable operators' pairs (ObservableType and Observables.Pipeline), the
    // scheduler forms and the deprecated aliases:
    "observable": Target(extended: "ObservableType", isPipeline: false),
    "pipeline": Target(extended: "Observables.Pipeline", isPipeline: false),
    "primitive-type": Target(extended: "PrimitiveSequenceType", isPipeline: false),
    // Only for sink-operator rows (the struct, in an extension of the namespace):
    "observables": Target(extended: "Observables", isPipeline: false),
]

/// The kinds of the traits' element-wise forms, whose rows name the trait file's target.
let traitKinds = ["pair", "forward", "alias", "unavailable"]

/// The kinds of the observable element-wise operators: each row is two declarations, one on
/// ObservableType and one on Observables.Pipeline.
let stageKinds = ["stage-pair", "stage-pair-alias"]

/// The kinds of the operators run by a sink: the operator's struct (an observables row, in
/// `extension Observables`) and the ObservableType methods that construct it (observable rows;
/// primitive rows for the PrimitiveSequence methods of a trait's operator, Completable's andThen).
let sinkKinds = ["sink-operator", "sink-method"]

struct OutputFile {
    let folder: String          // under Sources/ValueRx
    let name: String
    let target: String?         // the target of every row; nil: rows of any target
    let kinds: [String]         // the kinds of its rows
    let extensionPerRow: Bool   // as the hand-written Infallible files were laid out
    var imports: [String] = []  // the modules the file imports (Foundation for `Data`)
    let about: String           // what the header says after the generated-file notice
}

/// The files written, in order.
let files: [OutputFile] = [
    OutputFile(folder: "Surface", name: "PipelineOperators", target: "observable", kinds: stageKinds, extensionPerRow: false, imports: ["Foundation"], about: """
    // The element-wise operators of observables, two declarations each (CONTRIBUTING, "How
    // element-wise operators are built"): on ObservableType, disfavored, the pipeline of the
    // source and the operator's stage; on Observables.Pipeline, the pipeline with the stage
    // appended to its chain; and the first again, not disfavored, on the result of an operator
    // run by a sink (Self: _SinkOperator). The stages (Stages.Map, ...) are in the operators'
    // files, in Sources/ValueRx/Operators.
    """),
    OutputFile(folder: "Traits/Infallible", name: "Infallible+ElementOperators", target: "infallible", kinds: traitKinds, extensionPerRow: true, about: """
    // The element-wise operators of `InfallibleSequence`: each appends its stage to the
    // sequence's pipeline, so a chain of them is one fused value (two declarations each: the
    // general one, disfavored, and one that replaces an identity stage; see CONTRIBUTING "Traits").
    """),
    OutputFile(folder: "Traits/Infallible", name: "Infallible+TakeSkip", target: "infallible", kinds: traitKinds, extensionPerRow: true, about: """
    // take and skip of `InfallibleSequence`: fused stages, as in Infallible+ElementOperators.
    """),
    OutputFile(folder: "Traits/Infallible", name: "Infallible+Utility", target: "infallible", kinds: traitKinds, extensionPerRow: true, about: """
    // withUnretained, do and debug of `InfallibleSequence`: fused stages, as in Infallible+ElementOperators.
    """),
    OutputFile(folder: "Traits/PrimitiveSequence", name: "PrimitiveSequence+ElementOperators", target: "primitive", kinds: traitKinds, extensionPerRow: false, about: """
    // The element-wise operators of `Single` and `Maybe`: each appends its stage to the trait's
    // pipeline, so a chain of them is one fused value (two declarations each: the general one,
    // disfavored, and one that replaces an identity stage; see CONTRIBUTING "Traits"), with `debug`,
    // Single's `do` and `asCompletable()` and Maybe's `do` and `ifEmpty(default:)`, made the same
    // way. The erased `map` of a trait `zip`'s result is hand-written, in
    // PrimitiveSequence+ZipMap.swift.
    """),
    OutputFile(folder: "Traits/PrimitiveSequence", name: "Completable+AndThen", target: nil, kinds: sinkKinds, extensionPerRow: false, about: """
    // Completable's andThen, run by a sink: Observables.AndThen (the Completable's outcome, then,
    // if it completed, the second sequence's events) and the four `andThen` methods of
    // `Completable` that construct it (a Single, a Maybe, a Completable or any observable after
    // it). It runs on ifEmpty(switchTo:)'s sink, CatchSink, in
    // Sources/ValueRx/Operators/ErrorHandling/CatchSink.swift.
    """),
    OutputFile(folder: "Traits/SharedSequence", name: "SharedSequence+Operators", target: "shared", kinds: traitKinds, extensionPerRow: false, about: """
    // Operators on shared sequences. Each applies the observable operator to the shared
    // sequence's events and shares the result again with the same strategy (RxSwift's RxCocoa
    // composition), so the operator's closure runs once per event for all observers. The
    // flattening ones apply it to the inner sequences' events too; the time operators run on the
    // strategy's scheduler. The static forms (merge, concat, zip, combineLatest of a collection)
    // are hand-written, in SharedSequence+Flattening.swift and SharedSequence+Combining.swift.
    """),
    OutputFile(folder: "Surface", name: "ExistentialSchedulerForms", target: nil, kinds: ["scheduler-form"], extensionPerRow: false, about: """
    // The APIs taking a scheduler, for a scheduler held as an existential (`any SchedulerType`,
    // `any ImmediateSchedulerType`): each wraps it in AnyScheduler (AnyImmediateScheduler) and
    // calls the generic form, disfavored so that a concrete scheduler keeps the generic form and
    // its specialized code (see AnyImmediateScheduler).
    """),
    OutputFile(folder: "Surface", name: "DeprecatedAliases", target: nil, kinds: ["deprecated-alias"], extensionPerRow: false, about: """
    // RxSwift's deprecated spellings, each calling its new spelling (or building the same
    // sequence): observeOn, subscribeOn, catchError, retryWhen, takeUntil, skipUntil, ...
    """),
    OutputFile(folder: "Surface", name: "TimeOperators", target: nil, kinds: sinkKinds + ["scheduler-form"], extensionPerRow: false, imports: ["Foundation"], about: """
    // The time operators run by a sink (take(for:), skip(for:), debounce, throttle, delay,
    // delaySubscription, buffer, window, timeout): each operator's struct in Observables and the
    // ObservableType methods that construct it. The machines and sinks that run them are in
    // their files, in Sources/ValueRx/Operators/Time.
    """),
    OutputFile(folder: "Surface", name: "CombiningOperators", target: nil, kinds: sinkKinds, extensionPerRow: false, about: """
    // The combining operators run by a sink (take(until:), skip(until:), sample, withLatestFrom,
    // amb, groupBy, and the static combineLatest and zip of a collection): each operator's struct
    // in Observables and the ObservableType methods that construct it. The sinks that run them
    // are in their files, in Sources/ValueRx/Operators/Combining.
    """),
    OutputFile(folder: "Surface", name: "SchedulingOperators", target: nil, kinds: sinkKinds + ["scheduler-form"], extensionPerRow: false, about: """
    // The scheduling operators (observe(on:), subscribe(on:)): each operator's struct in
    // Observables and the ObservableType method that constructs it. The sinks that run them are
    // in Sources/ValueRx/Operators/Scheduling.
    """),
    OutputFile(folder: "Surface", name: "FlatteningOperators", target: nil, kinds: sinkKinds, extensionPerRow: false, about: """
    // The flattening operators: Observables.FlatMap with the methods that construct it
    // (flatMap, concatMap, flatMapFirst, flatMapLatest, switchLatest, merge(), concat()), the
    // static merge and concat with their structs (Observables.Merge, Observables.Concat), and
    // concat(_:). The sinks that run them are in Sources/ValueRx/Operators/Flattening
    // (FlatMap/FlatMapSink.swift, Concat/SequenceSink.swift).
    """),
    OutputFile(folder: "Surface", name: "ErrorHandlingOperators", target: nil, kinds: sinkKinds, extensionPerRow: false, about: """
    // The error-handling operators run by a sink (ifEmpty(switchTo:), catch, catch(sequence:),
    // retry, retry(when:)): each operator's struct in Observables and the ObservableType
    // methods that construct it. The sinks are in Sources/ValueRx/Operators/ErrorHandling
    // (catch(sequence:) and retry step through their sources on Flattening/Concat's
    // SequenceSink).
    """),
]

let kinds = stageKinds + traitKinds + ["scheduler-form", "deprecated-alias"] + sinkKinds
let tablePath = "Scripts/surface.txt"
/// The RxSwift 6 API checklist with ValueRx's status for each declaration (the Migration Status
/// article is generated from it by Scripts/generate-migration-table.swift).
let checklistPath = "Scripts/rxswift-api.tsv"
/// The statuses of a checklist declaration that a row of the table may implement.
let implementedStatuses = ["same", "differs"]

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("generate-surface: \(message)\n".utf8))
    exit(1)
}

// MARK: - The table

struct Parameter {
    let label: String   // "_" when there is none
    let name: String
    let type: String    // with its default value, if any
}

struct Row {
    let line: Int
    let target: String
    let file: String
    let kind: String
    let constraints: String
    let isStatic: Bool
    let name: String
    let generics: String
    let parameters: String
    let stage: String
    let result: String
    let call: String
    let initializer: [String]   // a sink-operator row's init, written as is (empty: the memberwise one)
    let attributes: [String]
    let summary: [String]
    let seealso: String
    let discussion: [String]
    let parameterDocs: [(name: String, lines: [String])]
    let returns: [String]
    let pipelineDoc: [String]
    let rxswift: [String]       // the checklist declarations (Scripts/rxswift-api.tsv, column 2)

    /// The name without backquotes, as a call or a doc comment writes it.
    var plainName: String { name.replacingOccurrences(of: "`", with: "") }
}

/// Splits `text` at the commas outside parentheses, brackets and angle brackets.
func splitTopLevel(_ text: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    var previous: Character = " "
    for c in text {
        switch c {
        case "(", "[", "<": depth += 1
        case ")", "]": depth -= 1
        case ">" where previous != "-": depth -= 1
        default: break
        }
        previous = c
        if c == ",", depth == 0 {
            parts.append(current.trimmingCharacters(in: .whitespaces))
            current = ""
        } else {
            current.append(c)
        }
    }
    let last = current.trimmingCharacters(in: .whitespaces)
    if !last.isEmpty { parts.append(last) }
    return parts
}

func parseParameters(_ text: String, line: Int) -> [Parameter] {
    splitTopLevel(text).map { part in
        guard let colon = part.firstIndex(of: ":") else { fail("\(tablePath):\(line): parameter without a type: \(part)") }
        let words = part[..<colon].split(separator: " ").map(String.init)
        let type = part[part.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        switch words.count {
        case 1: return Parameter(label: words[0], name: words[0], type: type)
        case 2: return Parameter(label: words[0], name: words[1], type: type)
        default: fail("\(tablePath):\(line): cannot read the parameter \(part)")
        }
    }
}

/// The key of a block's result type, by what it means for the row: the trait a stage-pair or
/// pair returns when it is not the receiver's (`trait`), the element of a shared sequence's
/// result or of a sink operator's struct (`element`), or the whole return type (`returns type`).
func resultKey(kind: String, target: String) -> String {
    if kind == "sink-operator" || target == "shared" { return "element" }
    if stageKinds.contains(kind) || kind == "pair" { return "trait" }
    return "returns type"
}

/// The key of what a row appends or conforms to: a sink operator's struct conforms to
/// `conforms to`; the others append `stage`.
func stageKey(kind: String) -> String { kind == "sink-operator" ? "conforms to" : "stage" }

/// The key of the `Returns:` doc: a sink operator's struct documents its `Element` alias.
func returnsKey(kind: String) -> String { kind == "sink-operator" ? "element doc" : "returns" }

/// Reads the table: comment lines (`#` first), then one block per form, in order. A block opens
/// with `== <kind> [static] <name>` and holds `key: value` lines; a value goes on over the
/// following lines indented by four spaces (the four removed, the rest kept: code keeps its
/// indentation), and a blank line followed by such a line is an empty line of the value.
func readTable(_ url: URL) -> [Row] {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { fail("cannot read \(tablePath)") }
    var rows: [Row] = []
    var header: (line: Int, kind: String, isStatic: Bool, name: String)?
    var values: [(key: String, line: Int, lines: [String])] = []
    var blanks = 0

    func finish() {
        defer { header = nil; values = []; blanks = 0 }
        guard let header else { return }
        let line = header.line
        func bad(_ message: String) -> Never { fail("\(tablePath):\(line): \(header.name): \(message)") }
        let result = resultKey(kind: header.kind, target: values.first { $0.key == "target" }?.lines.first ?? "")
        let allowed: Set<String> = ["target", "file", "where", "generics", "parameters", stageKey(kind: header.kind),
                                    result, "call", "init", "attributes", "summary", "seealso", "discussion",
                                    returnsKey(kind: header.kind), "pipeline doc", "rxswift"]
        var single: [String: [String]] = [:]
        var parameterDocs: [(name: String, lines: [String])] = []
        var rxswift: [String] = []
        for value in values {
            if value.key.hasPrefix("parameter ") {
                parameterDocs.append((String(value.key.dropFirst("parameter ".count)), value.lines))
            } else if value.key == "rxswift" {
                rxswift.append(value.lines.joined(separator: " "))
            } else if allowed.contains(value.key) {
                if single[value.key] != nil { bad("`\(value.key)` twice") }
                single[value.key] = value.lines
            } else {
                bad("line \(value.line): `\(value.key)` is not a key of a \(header.kind) block (keys: \(allowed.sorted().joined(separator: ", ")), parameter <name>)")
            }
        }
        func text(_ key: String) -> String { (single[key] ?? []).joined(separator: "\\n") }
        func lines(_ key: String) -> [String] { single[key] ?? [] }
        guard let target = single["target"]?.first, let file = single["file"]?.first else { bad("a block names its target and file") }
        rows.append(Row(
            line: line, target: target, file: file, kind: header.kind,
            constraints: text("where"), isStatic: header.isStatic, name: header.name, generics: text("generics"),
            parameters: text("parameters"), stage: text(stageKey(kind: header.kind)), result: text(result),
            call: text("call"), initializer: lines("init"), attributes: lines("attributes"),
            summary: lines("summary"), seealso: text("seealso"), discussion: lines("discussion"),
            parameterDocs: parameterDocs, returns: lines(returnsKey(kind: header.kind)), pipelineDoc: lines("pipeline doc"),
            rxswift: rxswift))
    }

    for (index, raw) in text.components(separatedBy: "\n").enumerated() {
        let line = index + 1
        if raw.hasPrefix("== ") {
            finish()
            let words = raw.dropFirst(3).split(separator: " ").map(String.init)
            switch (words.count, words.count == 3 && words[1] == "static") {
            case (2, _): header = (line, words[0], false, words[1])
            case (3, true): header = (line, words[0], true, words[2])
            default: fail("\(tablePath):\(line): a block opens with `== <kind> [static] <name>`")
            }
            continue
        }
        if raw.hasPrefix("#") {
            finish()
            continue
        }
        if raw.trimmingCharacters(in: .whitespaces).isEmpty {
            blanks += 1
            continue
        }
        if raw.hasPrefix("    ") {
            guard !values.isEmpty else { fail("\(tablePath):\(line): an indented line continues a value: none is open") }
            values[values.count - 1].lines += Array(repeating: "", count: blanks) + [String(raw.dropFirst(4))]
            blanks = 0
            continue
        }
        blanks = 0
        guard header != nil else { fail("\(tablePath):\(line): a `key: value` line outside a block") }
        guard let colon = raw.range(of: ":") else { fail("\(tablePath):\(line): not `key: value`: \(raw)") }
        let key = String(raw[..<colon.lowerBound])
        let rest = raw[colon.upperBound...]
        let first = rest.hasPrefix(" ") ? String(rest.dropFirst()) : String(rest)
        values.append((key, line, first.isEmpty ? [] : [first]))
    }
    finish()
    return rows
}

func validate(_ row: Row) {
    func bad(_ message: String) -> Never { fail("\(tablePath):\(row.line): \(row.name): \(message)") }
    guard let target = targets[row.target] else { bad("unknown target \(row.target)") }
    guard let file = files.first(where: { $0.name == row.file }) else { bad("the file \(row.file) is not one of the generator's files") }
    if let fileTarget = file.target, fileTarget != row.target { bad("the rows of \(row.file) are \(fileTarget) rows") }
    guard kinds.contains(row.kind) else { bad("unknown kind \(row.kind)") }
    guard file.kinds.contains(row.kind) else { bad("the rows of \(row.file) are of the kinds \(file.kinds)") }
    if row.summary.isEmpty { bad("no summary") }
    if row.kind != "sink-operator", !row.initializer.isEmpty { bad("only a sink-operator row has an init") }
    if sinkKinds.contains(row.kind) {
        validateSink(row)
        return
    }
    let parameters = parseParameters(row.parameters, line: row.line)
    let names = parameters.map(\.name)
    if !row.parameterDocs.isEmpty, row.parameterDocs.map(\.name) != names {
        bad("the parameter docs name \(row.parameterDocs.map(\.name)), the parameters are \(names)")
    }
    if row.seealso.split(separator: " ").count > 2 { bad("seealso is the operator's name, then its page if that is not the name in lower case") }
    if !stageKinds.contains(row.kind), !row.pipelineDoc.isEmpty { bad("only stage-pair rows have a pipeline doc") }
    if stageKinds.contains(row.kind) {
        if row.target != "observable" { bad("a \(row.kind) row is an observable row") }
        if row.isStatic { bad("a \(row.kind) row writes methods") }
        if row.stage.isEmpty { bad("a \(row.kind) row names its stage") }
        if row.call.isEmpty { bad("a \(row.kind) row has its call") }
        if !row.result.isEmpty, !row.result.hasSuffix("Trait") { bad("the result of a \(row.kind) row is empty (a pipeline) or a trait (SingleTrait)") }
        if row.attributes.contains(where: { ["@inlinable", "@_disfavoredOverload"].contains($0) }) {
            bad("@inlinable and @_disfavoredOverload are written by the generator")
        }
        if row.constraints.components(separatedBy: " | ").count > 2 { bad("the where cell is the ObservableType constraints, then at most one \" | \" and the pipeline's") }
        return
    }
    if !traitKinds.contains(row.kind) {
        if !row.stage.isEmpty { bad("a \(row.kind) row has no stage") }
        if row.result.isEmpty { bad("a \(row.kind) row names its return type") }
        if row.attributes.contains("@inlinable") { bad("@inlinable is written by the generator") }
        if row.kind == "scheduler-form" {
            if row.attributes.contains("@_disfavoredOverload") { bad("a scheduler form is always disfavored: leave @_disfavoredOverload out") }
            if parameters.filter({ existentialWrapper($0.type) != nil }).count != 1 {
                bad("a scheduler form has one parameter of type `any SchedulerType` or `any ImmediateSchedulerType`")
            }
        } else {
            if !row.attributes.contains(where: { $0.hasPrefix("@available(*, deprecated") }) { bad("a deprecated alias has its @available(*, deprecated, ...)") }
            if row.call.isEmpty, renamedCall(row, parameters) == nil {
                bad("no call, and no `renamed:` with one label per parameter to make it from")
            }
        }
        return
    }
    if row.isStatic { bad("the traits' forms are methods") }
    if row.kind == "pair", !target.isPipeline { bad("a pair is for infallible and primitive rows") }
    if row.kind == "forward", target.isPipeline { bad("forward is for shared rows") }
    if target.isPipeline == row.stage.isEmpty { bad(target.isPipeline ? "no stage" : "a shared row has no stage") }
    if !target.isPipeline, row.result.isEmpty { bad("a shared row names its result's element") }
    if row.kind == "alias", row.call.isEmpty { bad("an alias needs its call") }
    if row.kind == "unavailable", !row.call.isEmpty { bad("an unavailable declaration has no call") }
    if row.kind == "unavailable", !row.rxswift.isEmpty { bad("an unavailable declaration implements nothing: its rxswift cell is empty") }
}

/// The stored properties of a sink-operator row: `var`/`let`, name and type, in order.
func storedProperties(_ row: Row) -> [(binding: String, name: String, type: String)] {
    parseParameters(row.parameters, line: row.line).map { ($0.label, $0.name, $0.type) }
}

/// Whether `type` is a function type (`(A) throws -> B`, not `((A) -> B)?`): the memberwise
/// init takes it `@escaping`.
func isFunctionType(_ type: String) -> Bool {
    guard type.hasPrefix("(") else { return false }
    var depth = 0
    for (offset, c) in type.enumerated() {
        if c == "(" { depth += 1 }
        if c == ")" { depth -= 1 }
        if depth == 0 {
            let rest = type.dropFirst(offset + 1)
            return rest.hasPrefix(" ->") || rest.hasPrefix(" throws") || rest.hasPrefix(" async")
        }
    }
    return false
}

func validateSink(_ row: Row) {
    func bad(_ message: String) -> Never { fail("\(tablePath):\(row.line): \(row.name): \(message)") }
    if row.isStatic, row.kind == "sink-operator" { bad("a sink-operator row is not static (a static sink-method row is)") }
    if !row.pipelineDoc.isEmpty || !row.seealso.isEmpty && row.kind == "sink-operator" { bad("a sink-operator row has no seealso and no pipeline doc") }
    if row.kind == "sink-operator" {
        if row.target != "observables" { bad("a sink-operator row is an observables row") }
        let properties = storedProperties(row)
        if properties.contains(where: { !["var", "let"].contains($0.binding) }) { bad("each stored property is `var name: Type` or `let name: Type`") }
        if !["source", "sources", "first"].contains(properties.first?.name) { bad("the first stored property is the source (or the sources, or andThen's first sequence)") }
        if row.stage.isEmpty || row.call.isEmpty { bad("a sink-operator row names its conformance (stage) and its subscribe body (call)") }
        let declaresElement = splitTopLevel(row.generics).contains { $0.split(separator: ":")[0].trimmingCharacters(in: .whitespaces) == "Element" }
        if row.result.isEmpty != declaresElement { bad("a sink-operator row names its Element (result), unless Element is a generic parameter") }
        if row.result.isEmpty, !row.returns.isEmpty { bad("no Element typealias, so no doc comment for it (returns)") }
        if !row.initializer.isEmpty, !row.initializer.contains(where: { $0.hasPrefix("internal init(") }) { bad("the init cell is the whole init: its doc comment, attributes, `internal init(...) {`, body and `}`") }
        let documented = row.parameterDocs.map(\.name)
        if documented != properties.map(\.name).filter(documented.contains) || Set(documented).count != documented.count {
            bad("the parameter docs are those of stored properties, in their order: \(documented)")
        }
        if !row.rxswift.isEmpty { bad("a struct implements no RxSwift declaration: its methods' rows do") }
    } else {
        if !["observable", "primitive"].contains(row.target) { bad("a sink-method row is an observable row (a primitive row for a trait's method, Completable's andThen)") }
        if row.target == "primitive", row.isStatic { bad("a primitive sink-method row writes a method") }
        if row.result.isEmpty || row.call.isEmpty { bad("a sink-method row has its return type (result) and body (call)") }
        if !row.stage.isEmpty { bad("a sink-method row has no stage") }
        if row.attributes.contains("@inlinable") { bad("@inlinable is written by the generator") }
        let names = parseParameters(row.parameters, line: row.line).map(\.name)
        if !row.parameterDocs.isEmpty, row.parameterDocs.map(\.name) != names {
            bad("the parameter docs name \(row.parameterDocs.map(\.name)), the parameters are \(names)")
        }
    }
}

/// A sink-operator row's struct, in `extension Observables`: its doc comment (`summary`), its
/// attributes, the Element typealias (`returns` its doc, `result` its type; none when Element
/// is a generic parameter), the stored properties (`parameters`, each `@usableFromInline
/// internal`, in order: @frozen layout; `parameter docs` the doc comments of some), the init (the `init` cell as written, or the memberwise
/// one: `source` taken `consuming`, a function `@escaping`), and subscribe (`discussion` its
/// doc, `call` its body).
func sinkStruct(_ row: Row) -> [String] {
    func comment(_ text: String) -> String { text.isEmpty ? "///" : "/// " + text }
    let properties = storedProperties(row)
    let conformance = row.stage + (row.constraints.isEmpty ? "" : " where \(row.constraints)")
    var lines = row.summary.map(comment) + row.attributes + ["public struct \(row.name)<\(row.generics)>: \(conformance) {"]
    var members = row.result.isEmpty ? [] : row.returns.map(comment) + ["public typealias Element = \(row.result)", ""]
    for property in properties {
        members += (row.parameterDocs.first { $0.name == property.name }?.lines ?? []).map(comment)
        members.append("@usableFromInline internal \(property.binding) \(property.name): \(property.type)")
    }
    members.append("")
    if row.initializer.isEmpty {
        func parameter(_ name: String, _ type: String) -> String {
            "\(name): \(name == "source" ? "consuming " : isFunctionType(type) ? "@escaping " : "")\(type)"
        }
        members += ["@inlinable", "internal init(\(properties.map { parameter($0.name, $0.type) }.joined(separator: ", "))) {"]
        members += properties.map { "    self.\($0.name) = \($0.name)" } + ["}", ""]
    } else {
        members += row.initializer + [""]
    }
    members += row.discussion.map(comment) + [
        "@inlinable",
        "public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable",
        "    where Observer.Element == Element {",
    ] + row.call.components(separatedBy: "\\n").map { $0.isEmpty ? "" : "    " + $0 } + ["}"]
    lines += members.map { $0.isEmpty ? "" : "    " + $0 } + ["}"]
    return lines
}

/// `AnyScheduler` for a parameter of type `any SchedulerType`, `AnyImmediateScheduler` for one
/// of type `any ImmediateSchedulerType`; nil otherwise.
func existentialWrapper(_ type: String) -> String? {
    switch type {
    case "any SchedulerType": return "AnyScheduler"
    case "any ImmediateSchedulerType": return "AnyImmediateScheduler"
    default: return nil
    }
}

/// A parameter passed on under `label`, an existential scheduler wrapped.
func argument(_ label: String, _ parameter: Parameter) -> String {
    let value = existentialWrapper(parameter.type).map { "\($0)(\(parameter.name))" } ?? parameter.name
    return label == "_" ? value : "\(label): \(value)"
}

/// A deprecated alias's call made from its `renamed: "name(labels:)"`: the parameters in order,
/// under the new name's labels (nil when the counts differ).
func renamedCall(_ row: Row, _ parameters: [Parameter]) -> String? {
    guard let attribute = row.attributes.first(where: { $0.hasPrefix("@available(*, deprecated") }),
          let start = attribute.range(of: "renamed: \""),
          let open = attribute[start.upperBound...].firstIndex(of: "("),
          let close = attribute[open...].firstIndex(of: ")") else { return nil }
    let name = String(attribute[start.upperBound..<open])
    let labels = attribute[attribute.index(after: open)..<close].split(separator: ":").map(String.init)
    guard labels.count == parameters.count else { return nil }
    let callee = ["catch", "do", "try", "throw", "switch", "repeat", "default"].contains(name) ? "`\(name)`" : name
    return "\(callee)(\(zip(labels, parameters).map { argument($0, $1) }.joined(separator: ", ")))"
}

// MARK: - The checklist

/// The status of each declaration of the checklist (its column 2), from its rows: section,
/// declaration, status, note. A declaration listed twice has each of its statuses.
func readChecklist(_ url: URL) -> [String: Set<String>] {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { fail("cannot read \(checklistPath)") }
    var statuses: [String: Set<String>] = [:]
    for (index, raw) in text.components(separatedBy: "\n").enumerated() where !raw.isEmpty && !raw.hasPrefix("#") {
        let cells = raw.components(separatedBy: "\t")
        guard cells.count >= 3 else { fail("\(checklistPath):\(index + 1): expected section, declaration, status, note") }
        statuses[cells[1], default: []].insert(cells[2])
    }
    return statuses
}

/// Every declaration a row's `rxswift` cell names is a declaration of the checklist whose status
/// is `same` or `differs`: a row that implements it cannot leave it `missing` or `not planned`.
func checkChecklistLinks(_ rows: [Row], _ checklist: [String: Set<String>]) {
    var problems: [String] = []
    for row in rows {
        for declaration in row.rxswift {
            let at = "\(tablePath):\(row.line): \(row.name): the rxswift cell names \(declaration)"
            guard let statuses = checklist[declaration] else {
                problems.append("\(at), which is not a declaration of \(checklistPath) (its column 2, exactly as written there)")
                continue
            }
            let other = statuses.subtracting(implementedStatuses).sorted()
            if !other.isEmpty {
                problems.append("\(at), whose status in \(checklistPath) is \(other.joined(separator: ", ")): a declaration a row implements is `same` or `differs` (update its row and run bash Scripts/generate-migration-table.sh)")
            }
        }
    }
    if !problems.isEmpty { fail(problems.joined(separator: "\ngenerate-surface: ")) }
}

// MARK: - Writing

func docComment(_ row: Row) -> [String] {
    func comment(_ text: String) -> String { text.isEmpty ? "///" : "/// " + text }
    func item(_ head: String, _ lines: [String], indent: String) -> [String] {
        [comment(head + lines[0])] + lines.dropFirst().map { comment(indent + $0) }
    }
    var out = row.summary.map(comment)
    if !row.seealso.isEmpty {
        let words = row.seealso.split(separator: " ").map(String.init)
        let page = words.count > 1 ? words[1] : words[0].lowercased()
        out += ["///", "/// - seealso: [\(words[0]) operator on reactivex.io](http://reactivex.io/documentation/operators/\(page).html)"]
    }
    if !row.discussion.isEmpty {
        out += ["///"] + row.discussion.map(comment)
    }
    if !row.parameterDocs.isEmpty || !row.returns.isEmpty {
        out.append("///")
    }
    if row.parameterDocs.count == 1 {
        out += item("- Parameter \(row.parameterDocs[0].name): ", row.parameterDocs[0].lines, indent: "  ")
    } else if !row.parameterDocs.isEmpty {
        out.append("/// - Parameters:")
        for doc in row.parameterDocs {
            out += item("  - \(doc.name): ", doc.lines, indent: "    ")
        }
    }
    if !row.returns.isEmpty {
        out += item("- Returns: ", row.returns, indent: "  ")
    }
    return out
}

/// The constraints of a stage-pair row's extension of ObservableType and of Observables.Pipeline:
/// the cell's, and for the pipeline, with `Element` at the start written `Stage.Output`, unless
/// the cell gives the pipeline's after a " | ".
func stageConstraints(_ row: Row) -> (observable: String, pipeline: String) {
    let parts = row.constraints.components(separatedBy: " | ")
    if parts.count == 2 { return (parts[0], parts[1]) }
    let derived = row.constraints.hasPrefix("Element:") || row.constraints.hasPrefix("Element ")
        ? "Stage.Output" + row.constraints.dropFirst("Element".count) : row.constraints
    return (row.constraints, derived)
}

/// The two declarations of a stage-pair row, ObservableType's and Observables.Pipeline's.
func stageDeclarations(_ row: Row) -> (observable: [String], pipeline: [String], sinkOperator: [String]) {
    let parameters = parseParameters(row.parameters, line: row.line)
    let signature = "\(row.name)\(row.generics.isEmpty ? "" : "<\(row.generics)>")(\(row.parameters))"
    let selector = "\(row.plainName)(\(parameters.map { "\($0.label):" }.joined()))"
    let observableResult = row.result.isEmpty ? "Observables.Pipeline<Self, \(row.stage)>" : "PrimitiveSequence<\(row.result), Self, \(row.stage)>"
    let pipelineResult = row.result.isEmpty ? "Observables.Pipeline<Source, Stages.Then<Stage, \(row.stage)>>"
        : "PrimitiveSequence<\(row.result), Source, Stages.Then<Stage, \(row.stage)>>"
    /// The call's lines between `prefix` and `suffix`, indented as a body.
    func body(_ prefix: String, _ suffix: String) -> [String] {
        var lines = row.call.components(separatedBy: "\\n")
        lines[0] = prefix + lines[0]
        lines[lines.count - 1] += suffix
        return lines.map { "    " + $0 }
    }
    let observableBody = row.kind == "stage-pair-alias" ? body("", "")
        : row.result.isEmpty ? body("appendingStage(", ")")
        : body("\(observableResult)(pipeline: Observables.Pipeline(source: self, stage: ", "))")
    let pipelineBody = row.kind == "stage-pair-alias" ? body("", "")
        : row.result.isEmpty ? body("appendingStage(", ")")
        : body("\(pipelineResult)(pipeline: appending(", "))")
    let pipelineDoc = !row.pipelineDoc.isEmpty ? row.pipelineDoc : [
        "`\(selector)` on a pipeline: fuses the stage into this pipeline's chain instead of",
        "wrapping it. Same semantics as `ObservableType.\(selector)`.",
    ]
    let form = sourceElementForm(generics: row.generics, result: observableResult)
    let observableSignature = "\(row.name)\(form.generics.isEmpty ? "" : "<\(form.generics)>")(\(form.parameters(row.parameters)))"
    return (
        docComment(row) + row.attributes + [
            "@inlinable",
            "@_disfavoredOverload",
            "public consuming func \(observableSignature) -> \(form.result)\(form.whereClause.isEmpty ? "" : " where \(form.whereClause)") {",
        ] + observableBody + ["}"],
        pipelineDoc.map { $0.isEmpty ? "///" : "/// " + $0 } + row.attributes + [
            "@inlinable",
            "public consuming func \(signature) -> \(pipelineResult) {",
        ] + pipelineBody + ["}"],
        [
            "/// `\(selector)` on the result of an operator run by a sink (`flatMap`, `observe(on:)`,",
            "/// `catch`, ...): the same pipeline as `ObservableType.\(selector)`, without its",
            "/// `@_disfavoredOverload`, so a chain that alternates such operators and stages type-checks",
            "/// in linear time (CONTRIBUTING, \"How element-wise operators are built\").",
        ] + row.attributes + [
            "@inlinable",
            "public consuming func \(observableSignature) -> \(form.result)\(form.whereClause.isEmpty ? "" : " where \(form.whereClause)") {",
        ] + observableBody + ["}"]
    )
}

/// A shared row's return type and the function's `where` clause (empty when it has none): the
/// `result` cell is the element of a shared sequence of the receiver's strategy
/// (`SharedSequence<SharingStrategy, element>`), or the whole type when it starts with
/// `SharedSequence<` (another strategy: `SharedSequence<Sharing, Result>`), then the clause after
/// a " where ".
func sharedResult(_ row: Row) -> (type: String, whereClause: String) {
    let parts = row.result.components(separatedBy: " where ")
    let type = parts[0].hasPrefix("SharedSequence<") ? parts[0] : "SharedSequence<SharingStrategy, \(parts[0])>"
    return (type, parts.dropFirst().joined(separator: " where "))
}

/// A declaration on `ObservableType` whose result names `Self` and also the source's `Element`
/// gets a generic parameter `SourceElement` equal to `Element`, named in the result instead.
/// The type checker does not reduce `Self.Element` of a chain's receiver to its type, so a
/// result naming both holds the receiver's type twice, and the type of an n-operator chain of
/// such calls grows as 2^n: `.observe(on: s).take(1)` ten times took 10 s, 16 `merge()`s
/// minutes. A generic parameter is bound to the reduced type (`Int`), so the chain's type grows
/// by one operator per call.
struct SourceElementForm {
    let generics: String
    let result: String
    let whereClause: String
    /// The parameters, with the source's `Element` written `SourceElement` when the form has
    /// that parameter (an untyped closure's `$0` is then the reduced type too).
    func parameters(_ parameters: String) -> String {
        whereClause.hasPrefix("SourceElement ==") ? replacingSourceElement(parameters) : parameters
    }
}

func sourceElementForm(generics: String, result: String) -> SourceElementForm {
    let parts = result.components(separatedBy: " where ")
    let type = parts[0]
    let clause = parts.dropFirst().joined(separator: " where ")
    let replaced = replacingSourceElement(type)
    guard replacingWord("Self", in: type, with: "") != type, replaced != type else {
        return SourceElementForm(generics: generics, result: type, whereClause: clause)
    }
    if replacingWord("SourceElement", in: generics, with: "") != generics {
        fail("\(tablePath): a row whose result names Self and Element declares its own SourceElement: \(generics)")
    }
    return SourceElementForm(
        generics: generics.isEmpty ? "SourceElement" : generics + ", SourceElement",
        result: replaced,
        whereClause: clause.isEmpty ? "SourceElement == Element" : "SourceElement == Element, " + clause)
}

/// `text` with each `word` that is a whole identifier and not a member (`Other.Element`)
/// written `replacement`.
func replacingWord(_ word: String, in text: String, with replacement: String) -> String {
    let characters = Array(text)
    let target = Array(word)
    var out = ""
    var index = 0
    func isIdentifier(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
    while index < characters.count {
        let end = index + target.count
        if end <= characters.count, Array(characters[index..<end]) == target,
           index == 0 || !(isIdentifier(characters[index - 1]) || characters[index - 1] == "."),
           end == characters.count || !isIdentifier(characters[end]) {
            out += replacement
            index = end
        } else {
            out.append(characters[index])
            index += 1
        }
    }
    return out
}

/// `type` with each `Element` that is not a member (`Other.Element`) written `SourceElement`.
func replacingSourceElement(_ type: String) -> String {
    replacingWord("Element", in: type, with: "SourceElement")
}

/// The declarations of one row, each a list of lines without the member indentation.
func declarations(_ row: Row) -> [[String]] {
    let target = targets[row.target]!
    if row.kind == "sink-operator" { return [sinkStruct(row)] }
    if row.kind == "sink-method" {
        // The @available attributes, @inlinable, then the others (@_disfavoredOverload).
        let attributes = row.attributes.filter { $0.hasPrefix("@available") } + ["@inlinable"]
            + row.attributes.filter { !$0.hasPrefix("@available") }
        let form = row.isStatic || row.target != "observable" ? SourceElementForm(generics: row.generics, result: row.result, whereClause: "")
            : sourceElementForm(generics: row.generics, result: row.result)
        return [docComment(row) + attributes + [
            "public \(row.isStatic ? "static" : "consuming") func \(row.name)\(form.generics.isEmpty ? "" : "<\(form.generics)>")(\(form.parameters(row.parameters))) -> \(form.result)\(form.whereClause.isEmpty ? "" : " where \(form.whereClause)") {",
        ] + row.call.components(separatedBy: "\\n").map { "    " + $0 } + ["}"]]
    }
    let parameters = parseParameters(row.parameters, line: row.line)
    let signature = "\(row.name)\(row.generics.isEmpty ? "" : "<\(row.generics)>")(\(row.parameters))"
    if row.kind == "scheduler-form" || row.kind == "deprecated-alias" {
        // The @available attributes, @inlinable, then the others (@_disfavoredOverload).
        var attributes = row.attributes.filter { $0.hasPrefix("@available") } + ["@inlinable"]
            + row.attributes.filter { !$0.hasPrefix("@available") }
        if row.kind == "scheduler-form" { attributes.append("@_disfavoredOverload") }
        let call = !row.call.isEmpty ? row.call
            : row.kind == "scheduler-form" ? "\(row.plainName)(\(parameters.map { argument($0.label, $0) }.joined(separator: ", ")))"
            : renamedCall(row, parameters)!
        let form = row.isStatic || row.target != "observable" ? SourceElementForm(generics: row.generics, result: row.result, whereClause: "")
            : sourceElementForm(generics: row.generics, result: row.result)
        return [docComment(row) + attributes + [
            "public \(row.isStatic ? "static" : "consuming") func \(row.name)\(form.generics.isEmpty ? "" : "<\(form.generics)>")(\(form.parameters(row.parameters))) -> \(form.result)\(form.whereClause.isEmpty ? "" : " where \(form.whereClause)") {",
            "    \(call)",
            "}",
        ]]
    }
    let call = row.call.isEmpty
        ? "\(row.plainName)(\(parameters.map { argument($0.label, $0) }.joined(separator: ", ")))"
        : row.call
    let function = target.isPipeline ? "public consuming func" : "public func"

    /// The trait with `stage` for a pipeline target; for a shared row, its result (see
    /// `sharedResult`) and the function's `where` clause, if any.
    func sequence(_ stage: String) -> String {
        switch row.target {
        case "infallible": return "InfallibleSequence<Source, \(stage)>"
        case "primitive": return "PrimitiveSequence<\(row.result.isEmpty ? "Trait" : row.result), Source, \(stage)>"
        default:
            let result = sharedResult(row)
            return result.type + (result.whereClause.isEmpty ? "" : " where \(result.whereClause)")
        }
    }
    let appended = sequence("Stages.Then<Stage, \(row.stage)>")

    switch row.kind {
    case "pair":
        let replaced = sequence(row.stage)
        return [
            docComment(row) + row.attributes + [
                "@inlinable",
                "\(function) \(signature) -> \(appended) where Stage._Kind == _NonIdentityStageKind {",
                "    \(appended)(pipeline: pipeline.\(call))",
                "}",
            ],
            [
                "/// `\(row.plainName)` on a sequence with no stage yet: its stage takes the place of the identity",
                "/// (a stage after the identity would make the specializer see a growing type).",
            ] + row.attributes + [
                "@inlinable",
                "\(function) \(signature) -> \(replaced) where Stage == Stages.Identity<Element> {",
                "    \(replaced)(pipeline: pipeline.source.\(call))",
                "}",
            ],
        ]
    case "forward":
        return [docComment(row) + row.attributes + [
            "@inlinable",
            "\(function) \(signature) -> \(appended) {",
            "    SharedSequence(shared: adoptingSource.\(call))",
            "}",
        ]]
    case "alias":
        guard target.isPipeline else {
            return [docComment(row) + row.attributes + [
                "@inlinable",
                "\(function) \(signature) -> \(appended) {",
                "    \(call)",
                "}",
            ]]
        }
        // A trait's alias follows its pair: the general form for a sequence with a stage, and
        // the form that replaces the identity.
        let replaced = sequence(row.stage)
        return [
            docComment(row) + row.attributes + [
                "@inlinable",
                "\(function) \(signature) -> \(appended) where Stage._Kind == _NonIdentityStageKind {",
                "    \(call)",
                "}",
            ],
            [
                "/// `\(row.plainName)` on a sequence with no stage yet: its stage takes the place of the identity.",
            ] + row.attributes + [
                "@inlinable",
                "\(function) \(signature) -> \(replaced) where Stage == Stages.Identity<Element> {",
                "    \(call)",
                "}",
            ],
        ]
    default: // unavailable
        return [docComment(row) + row.attributes + [
            "\(function) \(signature) -> \(appended) {",
            "    fatalError(\"unavailable\")",
            "}",
        ]]
    }
}

let header = """
// GENERATED by Scripts/generate-surface.swift from Scripts/surface.txt; do not edit. Add or
// change a block of the table and run `bash Scripts/generate-surface.sh`.


"""

/// The generated-file notice, the imports and the file's header comment.
func preamble(_ file: OutputFile) -> String {
    header + (file.imports.isEmpty ? "" : file.imports.map { "import \($0)\n" }.joined() + "\n") + file.about + "\n\n"
}

/// A file of stage-pair rows: for each run of rows with the same name and constraints (one
/// operator's forms), the extension of ObservableType, then the one of Observables.Pipeline.
func stageSourceFile(_ file: OutputFile, _ rows: [Row]) -> String {
    var groups: [[Row]] = []
    for row in rows {
        if let last = groups.last?.last, last.plainName == row.plainName, last.constraints == row.constraints {
            groups[groups.count - 1].append(row)
        } else {
            groups.append([row])
        }
    }
    func block(_ extended: String, _ constraints: String, _ members: [[String]]) -> String {
        "extension \(extended)\(constraints.isEmpty ? "" : " where \(constraints)") {\n"
            + members.map { $0.map { "    " + $0 }.joined(separator: "\n") }.joined(separator: "\n\n") + "\n}\n"
    }
    let extensions = groups.flatMap { group in
        let constraints = stageConstraints(group[0])
        let pairs = group.map(stageDeclarations)
        let sinkConstraints = constraints.observable.isEmpty ? "Self: _SinkOperator" : "Self: _SinkOperator, " + constraints.observable
        return [block("ObservableType", constraints.observable, pairs.map(\.observable)),
                block("Observables.Pipeline", constraints.pipeline, pairs.map(\.pipeline)),
                block("ObservableType", sinkConstraints, pairs.map(\.sinkOperator))]
    }
    return preamble(file) + extensions.joined(separator: "\n")
}

func sourceFile(_ file: OutputFile, _ rows: [Row]) -> String {
    if file.kinds == stageKinds { return stageSourceFile(file, rows) }
    // Extensions: consecutive rows of the same target and constraints share one (or one per row).
    var blocks: [(target: String, constraints: String, rows: [Row])] = []
    for row in rows {
        if !file.extensionPerRow, row.kind != "sink-operator", let last = blocks.last, last.target == row.target, last.constraints == row.constraints {
            blocks[blocks.count - 1].rows.append(row)
        } else {
            // A struct's constraints are its own `where` clause, not its extension's.
            blocks.append((row.target, row.kind == "sink-operator" ? "" : row.constraints, [row]))
        }
    }
    let extensions = blocks.map { block in
        let members = block.rows.flatMap(declarations).map { lines in
            lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        }
        return "extension \(targets[block.target]!.extended)\(block.constraints.isEmpty ? "" : " where \(block.constraints)") {\n"
            + members.joined(separator: "\n\n") + "\n}\n"
    }
    return preamble(file) + extensions.joined(separator: "\n")
}

/// A scheduler-form row of a method that a sink-method row writes (same name and argument
/// labels) must be in that row's file, after it. The type checker tries a call's overloads in
/// declaration order and keeps trying while each choice it takes is beaten by a later one:
/// with the disfavored existential form declared first, every `.timeout(t, scheduler: s)` of a
/// chain has two solutions to compare and a chain of n of them takes 2^n steps (16 took
/// minutes); with the generic form first the disfavored one is skipped at once. The generic
/// forms of the other observable rows are hand-written in Operators/ and Creation/, which the
/// compiler reads before Surface/; the traits' generic forms are in Traits/, read after, and
/// their chains are measured instead (Scripts/check-chain-typecheck.sh: 16 links in 0.1 s).
func checkExistentialFormsFollowGenericForms(_ rows: [Row]) {
    func labels(_ row: Row) -> [String] { parseParameters(row.parameters, line: row.line).map(\.label) }
    for (index, row) in rows.enumerated() where row.kind == "scheduler-form" && row.target == "observable" && !row.isStatic {
        let rowLabels = labels(row)
        guard let generic = rows.firstIndex(where: {
            $0.kind == "sink-method" && $0.target == "observable" && $0.name == row.name && labels($0) == rowLabels
        }) else { continue }
        if rows[generic].file != row.file || generic > index {
            fail("\(tablePath):\(row.line): \(row.name): a scheduler-form row of a method a sink-method row writes goes in that row's file (\(rows[generic].file)), after it: overloads are tried in declaration order")
        }
    }
}

let root = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : FileManager.default.currentDirectoryPath)
let rows = readTable(root.appendingPathComponent(tablePath))
rows.forEach(validate)
checkExistentialFormsFollowGenericForms(rows)
checkChecklistLinks(rows, readChecklist(root.appendingPathComponent(checklistPath)))
var unchanged = 0
for file in files {
    let fileRows = rows.filter { $0.file == file.name }
    if fileRows.isEmpty { fail("no row of \(tablePath) writes \(file.name)") }
    let folder = root.appendingPathComponent("Sources/ValueRx/\(file.folder)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = "Sources/ValueRx/\(file.folder)/\(file.name).generated.swift"
    let url = root.appendingPathComponent(path)
    let text = sourceFile(file, fileRows)
    // A file whose content would not change is left alone (its modification time too), so a
    // run with nothing to do does not make a concurrent or later build recompile it.
    if FileManager.default.contents(atPath: url.path) == Data(text.utf8) {
        unchanged += 1
        continue
    }
    try text.write(to: url, atomically: true, encoding: .utf8)
    print("wrote \(path)")
}
if unchanged > 0 { print("\(unchanged) of \(files.count) generated files already current: left untouched") }
let linked = rows.filter { !$0.rxswift.isEmpty }
print("checked \(linked.count) of \(rows.count) blocks' rxswift lines: \(Set(linked.flatMap(\.rxswift)).count) declarations of \(checklistPath), each `same` or `differs`")
