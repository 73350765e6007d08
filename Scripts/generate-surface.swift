// Writes the element-wise operator forms of the traits (InfallibleSequence, Single and Maybe,
// Driver and Signal) from the table Scripts/surface.tsv, one row per form, as committed
// `*.generated.swift` files. Run from the repository root:
//
//     bash Scripts/generate-surface.sh
//
// `.ci/run` runs it and fails when the committed files differ from what it writes. What a row's
// columns mean is in the table's header. The shapes are the ones CONTRIBUTING "Traits"
// describes: for InfallibleSequence and PrimitiveSequence a pair (the disfavored declaration that
// appends the row's stage after the pipeline's, and the one that replaces an identity stage);
// for shared sequences the observable operator applied to `asObservable()` and shared again.
// The bodies call the pipeline or observable operator directly: no helper in between.
import Foundation

struct Target {
    let folder: String          // under Sources/ValueRx/Traits
    let extended: String        // the type the extensions extend
    let isPipeline: Bool        // InfallibleSequence, PrimitiveSequence: a stage per row
    let extensionPerRow: Bool   // as the hand-written Infallible files were laid out
}

let targets: [String: Target] = [
    "infallible": Target(folder: "Infallible", extended: "InfallibleSequence", isPipeline: true, extensionPerRow: true),
    "primitive": Target(folder: "PrimitiveSequence", extended: "PrimitiveSequence", isPipeline: true, extensionPerRow: false),
    "shared": Target(folder: "SharedSequence", extended: "SharedSequenceConvertibleType", isPipeline: false, extensionPerRow: false),
]

/// The files written, in order, with what their header says after the generated-file notice.
let files: [(target: String, name: String, about: String)] = [
    ("infallible", "Infallible+ElementOperators", """
    // The element-wise operators of `InfallibleSequence`: each appends its stage to the
    // sequence's pipeline, so a chain of them is one fused value (two declarations each: the
    // general one, disfavored, and one that replaces an identity stage; see CONTRIBUTING "Traits").
    """),
    ("infallible", "Infallible+TakeSkip", """
    // take and skip of `InfallibleSequence`: fused stages, as in Infallible+ElementOperators.
    """),
    ("infallible", "Infallible+Utility", """
    // withUnretained, do and debug of `InfallibleSequence`: fused stages, as in Infallible+ElementOperators.
    """),
    ("primitive", "PrimitiveSequence+ElementOperators", """
    // The element-wise operators of `Single` and `Maybe`: each appends its stage to the trait's
    // pipeline, so a chain of them is one fused value (two declarations each: the general one,
    // disfavored, and one that replaces an identity stage; see CONTRIBUTING "Traits"). The erased
    // `map` of a trait `zip`'s result is hand-written, in PrimitiveSequence+ZipMap.swift.
    """),
    ("shared", "SharedSequence+Operators", """
    // Operators on shared sequences. Each applies the observable operator to the shared
    // sequence's events and shares the result again with the same strategy (RxSwift's RxCocoa
    // composition), so the operator's closure runs once per event for all observers.
    """),
]

let columns = ["target", "file", "kind", "where", "name", "generics", "parameters", "stage", "result",
               "call", "attributes", "summary", "seealso", "parameter docs", "returns"]
let kinds = ["pair", "forward", "alias", "unavailable"]
let tablePath = "Scripts/surface.tsv"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("generate-surface: \(message)\n".utf8))
    exit(1)
}

// MARK: - The table

struct Parameter {
    let label: String   // "_" when there is none
    let name: String
}

struct Row {
    let line: Int
    let target: String
    let file: String
    let kind: String
    let constraints: String
    let name: String
    let generics: String
    let parameters: String
    let stage: String
    let result: String
    let call: String
    let attributes: [String]
    let summary: [String]
    let seealso: String
    let parameterDocs: [(name: String, lines: [String])]
    let returns: [String]

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
        switch words.count {
        case 1: return Parameter(label: words[0], name: words[0])
        case 2: return Parameter(label: words[0], name: words[1])
        default: fail("\(tablePath):\(line): cannot read the parameter \(part)")
        }
    }
}

func cellLines(_ cell: String) -> [String] {
    cell.isEmpty ? [] : cell.components(separatedBy: "\\n")
}

func readTable(_ url: URL) -> [Row] {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { fail("cannot read \(tablePath)") }
    var rows: [Row] = []
    var sawHeader = false
    for (index, raw) in text.components(separatedBy: "\n").enumerated() {
        let line = index + 1
        if raw.isEmpty || raw.hasPrefix("#") { continue }
        let cells = raw.components(separatedBy: "\t")
        if !sawHeader {
            guard cells == columns else { fail("\(tablePath):\(line): the header must be: \(columns.joined(separator: " | "))") }
            sawHeader = true
            continue
        }
        guard cells.count == columns.count else { fail("\(tablePath):\(line): \(cells.count) cells, expected \(columns.count)") }
        let cell = Dictionary(uniqueKeysWithValues: zip(columns, cells))
        var parameterDocs: [(name: String, lines: [String])] = []
        for entry in cell["parameter docs"]!.components(separatedBy: " | ") where !entry.isEmpty {
            guard let colon = entry.range(of: ": ") else { fail("\(tablePath):\(line): a parameter doc is \"name: text\": \(entry)") }
            parameterDocs.append((String(entry[..<colon.lowerBound]), cellLines(String(entry[colon.upperBound...]))))
        }
        rows.append(Row(
            line: line, target: cell["target"]!, file: cell["file"]!, kind: cell["kind"]!,
            constraints: cell["where"]!, name: cell["name"]!, generics: cell["generics"]!,
            parameters: cell["parameters"]!, stage: cell["stage"]!, result: cell["result"]!,
            call: cell["call"]!, attributes: cellLines(cell["attributes"]!),
            summary: cellLines(cell["summary"]!), seealso: cell["seealso"]!,
            parameterDocs: parameterDocs, returns: cellLines(cell["returns"]!)))
    }
    return rows
}

func validate(_ row: Row) {
    func bad(_ message: String) -> Never { fail("\(tablePath):\(row.line): \(row.name): \(message)") }
    guard let target = targets[row.target] else { bad("unknown target \(row.target)") }
    guard files.contains(where: { $0.target == row.target && $0.name == row.file }) else {
        bad("the file \(row.file) is not one of the generator's files for \(row.target)")
    }
    guard kinds.contains(row.kind) else { bad("unknown kind \(row.kind)") }
    if row.kind == "pair", !target.isPipeline { bad("a pair is for infallible and primitive rows") }
    if row.kind == "forward", target.isPipeline { bad("forward is for shared rows") }
    if target.isPipeline == row.stage.isEmpty { bad(target.isPipeline ? "no stage" : "a shared row has no stage") }
    if !target.isPipeline, row.result.isEmpty { bad("a shared row names its result's element") }
    if row.kind == "alias", row.call.isEmpty { bad("an alias needs its call") }
    if row.kind == "unavailable", !row.call.isEmpty { bad("an unavailable declaration has no call") }
    if row.summary.isEmpty { bad("no summary") }
    let names = parseParameters(row.parameters, line: row.line).map(\.name)
    if !row.parameterDocs.isEmpty, row.parameterDocs.map(\.name) != names {
        bad("the parameter docs name \(row.parameterDocs.map(\.name)), the parameters are \(names)")
    }
}

// MARK: - Writing

func docComment(_ row: Row) -> [String] {
    func comment(_ text: String) -> String { text.isEmpty ? "///" : "/// " + text }
    func item(_ head: String, _ lines: [String], indent: String) -> [String] {
        [comment(head + lines[0])] + lines.dropFirst().map { comment(indent + $0) }
    }
    var out = row.summary.map(comment)
    if !row.seealso.isEmpty {
        out += ["///", "/// - seealso: [\(row.seealso) operator on reactivex.io](http://reactivex.io/documentation/operators/\(row.seealso).html)"]
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

/// The declarations of one row, each a list of lines without the member indentation.
func declarations(_ row: Row) -> [[String]] {
    let target = targets[row.target]!
    let parameters = parseParameters(row.parameters, line: row.line)
    let call = row.call.isEmpty
        ? "\(row.plainName)(\(parameters.map { $0.label == "_" ? $0.name : "\($0.label): \($0.name)" }.joined(separator: ", ")))"
        : row.call
    let signature = "\(row.name)\(row.generics.isEmpty ? "" : "<\(row.generics)>")(\(row.parameters))"
    let function = target.isPipeline ? "public consuming func" : "public func"

    /// The trait with `stage` for a pipeline target; the shared sequence of `result` otherwise.
    func sequence(_ stage: String) -> String {
        switch row.target {
        case "infallible": return "InfallibleSequence<Source, \(stage)>"
        case "primitive": return "PrimitiveSequence<\(row.result.isEmpty ? "Trait" : row.result), Source, \(stage)>"
        default: return "SharedSequence<SharingStrategy, \(row.result)>"
        }
    }
    let appended = sequence("Stages.Then<Stage, \(row.stage)>")

    switch row.kind {
    case "pair":
        let replaced = sequence(row.stage)
        return [
            docComment(row) + row.attributes + [
                "@inlinable",
                "@_disfavoredOverload",
                "\(function) \(signature) -> \(appended) {",
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
            "    SharedSequence(shared: asObservable().\(call))",
            "}",
        ]]
    case "alias":
        return [docComment(row) + row.attributes + [
            "@inlinable",
            "\(function) \(signature) -> \(appended) {",
            "    \(call)",
            "}",
        ]]
    default: // unavailable
        return [docComment(row) + row.attributes + [
            "\(function) \(signature) -> \(appended) {",
            "    fatalError(\"unavailable\")",
            "}",
        ]]
    }
}

let header = """
// GENERATED by Scripts/generate-surface.swift from Scripts/surface.tsv; do not edit. Add or
// change a row of the table and run `bash Scripts/generate-surface.sh`.


"""

func sourceFile(_ file: (target: String, name: String, about: String), _ rows: [Row]) -> String {
    let target = targets[file.target]!
    // Extensions: consecutive rows with the same constraints share one (or one per row).
    var blocks: [(constraints: String, rows: [Row])] = []
    for row in rows {
        if !target.extensionPerRow, let last = blocks.last, last.constraints == row.constraints {
            blocks[blocks.count - 1].rows.append(row)
        } else {
            blocks.append((row.constraints, [row]))
        }
    }
    let extensions = blocks.map { block in
        let members = block.rows.flatMap(declarations).map { lines in
            lines.map { "    " + $0 }.joined(separator: "\n")
        }
        return "extension \(target.extended)\(block.constraints.isEmpty ? "" : " where \(block.constraints)") {\n"
            + members.joined(separator: "\n\n") + "\n}\n"
    }
    return header + file.about + "\n\n" + extensions.joined(separator: "\n")
}

let root = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : FileManager.default.currentDirectoryPath)
let rows = readTable(root.appendingPathComponent(tablePath))
rows.forEach(validate)
for file in files {
    let fileRows = rows.filter { $0.target == file.target && $0.file == file.name }
    if fileRows.isEmpty { fail("no row of \(tablePath) writes \(file.name)") }
    let path = "Sources/ValueRx/Traits/\(targets[file.target]!.folder)/\(file.name).generated.swift"
    try sourceFile(file, fileRows).write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
    print("wrote \(path)")
}
