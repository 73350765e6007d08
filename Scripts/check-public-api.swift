// Reads the symbol graphs of ValueRx, ValueRxTest, ValueRxBlocking and ValueRxNetworking and
//
//   (a) lists every public symbol that has no documentation comment, and fails if there is one;
//   (b) writes the public API listing (one line per symbol: kind, path, declaration; sorted), or
//       with --check compares it with the committed listing and fails on any difference.
//
// Run it through the wrapper, which builds the graphs (Scripts/build-docs.sh --graphs-only):
//
//     bash Scripts/check-public-api.sh            # CI: (a) and (b) against Scripts/PublicAPI.txt
//     bash Scripts/check-public-api.sh --update   # (a), and rewrite Scripts/PublicAPI.txt
//
// Directly: check-public-api <symbol-graph-dir> (--check <listing> | --output <listing>)
//
// What counts:
// - Public and open symbols of the three modules, from `<Module>.symbols.json` and the graphs of
//   their extensions to other modules' types (`<Module>@<Other>.symbols.json`).
// - Left out: names with a path component that starts with `_` (public for inlining, not API);
//   synthesized symbols (identifier containing `::SYNTHESIZED::`: a protocol extension's member
//   repeated on each conforming type, documented where it is declared); extension blocks
//   (`swift.extension`); anything below public.
//
// When a symbol counts as documented (the rule for (a)):
// - its `docComment` has a line that is not blank. The compiler fills `docComment` for a
//   declaration that has no comment of its own from the declaration it implements or overrides
//   (a protocol requirement, or the requirement a default implementation provides), unless the
//   graph was built with -symbol-graph-skip-inherited-docs (the scripts do not pass it). So a
//   member that implements a documented requirement counts as documented, even when the
//   requirement is another module's (`debugDescription`, `==`, `hash(into:)`: the standard
//   library documents them; `docComment.module` names where the comment came from);
// - or, failing that, the declaration it stands for is documented or is in no graph read here
//   (another module's, documented there). That declaration is the target of its
//   `defaultImplementationOf` or `overrides` relationship, or the `sourceOrigin` of its
//   `memberOf` relationship (the compiler records there the requirement a member implements or
//   the declaration it was inherited from).
// A protocol requirement (`requirementOf`) is not exempt: the requirement is where the comment
// is written. Types, requirements and members that implement nothing need their own `///`.
import Foundation

let modules = ["ValueRx", "ValueRxTest", "ValueRxBlocking", "ValueRxNetworking"]
let updateCommand = "bash Scripts/check-public-api.sh --update"

struct Symbol {
    let module: String
    let precise: String
    let kind: String
    let path: String
    let declaration: String
    let documented: Bool
    let location: String

    var listingLine: String {
        "\(kind)\t\(path)\t\(declaration)"
    }
}

struct Relationship {
    let kind: String
    /// The source's key in `symbolsByID` (module, space, precise identifier).
    let source: String
    let target: String
    /// The precise identifier of `sourceOrigin`, if the relationship has one.
    let origin: String?
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("check-public-api: " + message + "\n").utf8))
    exit(2)
}

// MARK: - Arguments

var arguments = Array(CommandLine.arguments.dropFirst())
var graphDirectory: String? = nil
var checkPath: String? = nil
var outputPath: String? = nil
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--check", "--output":
        guard !arguments.isEmpty else { fail("\(argument) needs a file path") }
        let path = arguments.removeFirst()
        if argument == "--check" { checkPath = path } else { outputPath = path }
    default:
        if argument.hasPrefix("-") || graphDirectory != nil {
            fail("usage: check-public-api <symbol-graph-dir> (--check <listing> | --output <listing>)")
        }
        graphDirectory = argument
    }
}
guard let graphDirectoryPath = graphDirectory else {
    fail("usage: check-public-api <symbol-graph-dir> (--check <listing> | --output <listing>)")
}
if (checkPath == nil) == (outputPath == nil) {
    fail("give exactly one of --check <listing> and --output <listing>")
}

// MARK: - Reading the graphs

/// The module a graph file belongs to, if it is one of ours: `ValueRx.symbols.json` and
/// `ValueRx@Swift.symbols.json` both belong to ValueRx.
func module(ofGraphFile name: String) -> String? {
    let suffix = ".symbols.json"
    guard name.hasSuffix(suffix) else { return nil }
    let stem = String(name.dropLast(suffix.count))
    let moduleName = stem.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? stem
    return modules.contains(moduleName) ? moduleName : nil
}

/// The declaration on one line: the fragments' spellings joined, runs of white space collapsed.
func declarationText(_ fragments: [[String: Any]]) -> String {
    let joined = fragments.compactMap { $0["spelling"] as? String }.joined()
    return joined.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
}

/// The constraints of the extension a member is declared in, as a `where` clause (they are not
/// part of the member's declaration fragments, and they tell overloads apart).
func extensionConstraints(_ symbol: [String: Any]) -> String {
    guard let swiftExtension = symbol["swiftExtension"] as? [String: Any],
          let constraints = swiftExtension["constraints"] as? [[String: Any]],
          !constraints.isEmpty else { return "" }
    let parts: [String] = constraints.map { constraint in
        let lhs = constraint["lhs"] as? String ?? "?"
        let rhs = constraint["rhs"] as? String ?? "?"
        switch constraint["kind"] as? String ?? "" {
        case "sameType": return "\(lhs) == \(rhs)"
        case "conformance", "superclass": return "\(lhs): \(rhs)"
        case let other: return "\(lhs) \(other) \(rhs)"
        }
    }
    return " (in extension where \(parts.joined(separator: ", ")))"
}

func hasText(_ docComment: Any?) -> Bool {
    guard let comment = docComment as? [String: Any], let lines = comment["lines"] as? [[String: Any]] else {
        return false
    }
    return lines.contains { line in
        let text = line["text"] as? String ?? ""
        return !text.trimmingCharacters(in: .whitespaces).isEmpty
    }
}

func sourceLocation(_ symbol: [String: Any]) -> String {
    guard let location = symbol["location"] as? [String: Any], let uri = location["uri"] as? String else {
        return "(no location)"
    }
    var path = uri.hasPrefix("file://") ? String(uri.dropFirst("file://".count)) : uri
    path = path.removingPercentEncoding ?? path
    let currentDirectory = FileManager.default.currentDirectoryPath + "/"
    if path.hasPrefix(currentDirectory) { path = String(path.dropFirst(currentDirectory.count)) }
    var line = 0
    if let position = location["position"] as? [String: Any], let zeroBased = position["line"] as? Int {
        line = zeroBased + 1
    }
    return "\(path):\(line)"
}

let fileNames: [String]
do {
    fileNames = try FileManager.default.contentsOfDirectory(atPath: graphDirectoryPath).sorted()
} catch {
    fail("cannot read the symbol graph directory \(graphDirectoryPath): \(error)")
}

var symbolsByID: [String: Symbol] = [:]
var relationships: [Relationship] = []
var graphsRead: [String: Int] = [:]

for fileName in fileNames {
    guard let moduleName = module(ofGraphFile: fileName) else { continue }
    let path = (graphDirectoryPath as NSString).appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    let object: Any
    do {
        object = try JSONSerialization.jsonObject(with: data)
    } catch {
        fail("\(path) is not JSON: \(error)")
    }
    guard let graph = object as? [String: Any], let symbols = graph["symbols"] as? [[String: Any]] else {
        fail("\(path) has no `symbols` array")
    }
    graphsRead[moduleName, default: 0] += 1
    for symbol in symbols {
        guard let identifier = symbol["identifier"] as? [String: Any],
              let precise = identifier["precise"] as? String,
              let kindObject = symbol["kind"] as? [String: Any],
              let kindIdentifier = kindObject["identifier"] as? String,
              let pathComponents = symbol["pathComponents"] as? [String] else { continue }
        let access = symbol["accessLevel"] as? String ?? ""
        guard access == "public" || access == "open" else { continue }
        guard !precise.contains("::SYNTHESIZED::") else { continue }
        guard kindIdentifier != "swift.extension" else { continue }
        guard !pathComponents.contains(where: { $0.hasPrefix("_") }) else { continue }
        let fragments = symbol["declarationFragments"] as? [[String: Any]] ?? []
        let kind = kindIdentifier.hasPrefix("swift.") ? String(kindIdentifier.dropFirst("swift.".count)) : kindIdentifier
        let entry = Symbol(
            module: moduleName,
            precise: precise,
            kind: kind,
            path: ([moduleName] + pathComponents).joined(separator: "."),
            declaration: declarationText(fragments) + extensionConstraints(symbol),
            documented: hasText(symbol["docComment"]),
            location: sourceLocation(symbol))
        symbolsByID[moduleName + " " + precise] = entry
    }
    for relationship in graph["relationships"] as? [[String: Any]] ?? [] {
        guard let kind = relationship["kind"] as? String,
              let source = relationship["source"] as? String,
              let target = relationship["target"] as? String else { continue }
        let originObject = relationship["sourceOrigin"] as? [String: Any]
        let origin = originObject?["identifier"] as? String
        relationships.append(Relationship(kind: kind, source: moduleName + " " + source, target: target, origin: origin))
    }
}

for moduleName in modules where graphsRead[moduleName] == nil {
    fail("no symbol graph for \(moduleName) in \(graphDirectoryPath) (build them with `bash Scripts/build-docs.sh --graphs-only`)")
}

// MARK: - (a) Documentation

/// Documented symbols by precise identifier, in any of the modules.
var documentedIDs = Set<String>()
var knownIDs = Set<String>()
for symbol in symbolsByID.values {
    knownIDs.insert(symbol.precise)
    if symbol.documented { documentedIDs.insert(symbol.precise) }
}

/// Whether the declaration `identifier` stands for documents whoever stands for it.
func documentsOthers(_ identifier: String) -> Bool {
    documentedIDs.contains(identifier) || !knownIDs.contains(identifier)
}

var inheritsDocumentation = Set<String>()
for relationship in relationships {
    switch relationship.kind {
    case "defaultImplementationOf", "overrides":
        if documentsOthers(relationship.target) { inheritsDocumentation.insert(relationship.source) }
    case "memberOf":
        if let origin = relationship.origin, documentsOthers(origin) { inheritsDocumentation.insert(relationship.source) }
    default:
        break
    }
}

let undocumented = symbolsByID
    .filter { key, symbol in !symbol.documented && !inheritsDocumentation.contains(key) }
    .map { $0.value }
    .sorted { ($0.location, $0.path) < ($1.location, $1.path) }

var failed = false
if !undocumented.isEmpty {
    failed = true
    print("\(undocumented.count) public symbol(s) without a documentation comment (CONTRIBUTING.md, \"Documentation\"):")
    for symbol in undocumented {
        print("  \(symbol.location): \(symbol.kind) \(symbol.path)")
    }
} else {
    print("ok: every public symbol is documented (\(symbolsByID.count) symbols)")
}

// MARK: - (b) Listing

func byteOrder(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
}

let listing = symbolsByID.values.map(\.listingLine).sorted(by: byteOrder)
let counts = modules.map { name in "\(symbolsByID.values.filter { $0.module == name }.count) in \(name)" }.joined(separator: ", ")
let header = [
    "# The public API of ValueRx, ValueRxTest, ValueRxBlocking and ValueRxNetworking: kind, path, declaration (tab-separated).",
    "# GENERATED by Scripts/check-public-api.swift from the symbol graphs; do not edit. CI fails when it",
    "# differs from the code: update it in the same commit as the change, with `\(updateCommand)`.",
]

if let outputPath {
    let text = (header + listing).joined(separator: "\n") + "\n"
    do {
        try text.write(toFile: outputPath, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(outputPath): \(error)")
    }
    print("wrote \(outputPath): \(listing.count) symbols (\(counts))")
} else if let checkPath {
    guard let data = FileManager.default.contents(atPath: checkPath), let committedText = String(data: data, encoding: .utf8) else {
        print("FAIL: no committed listing at \(checkPath): create it with `\(updateCommand)`")
        exit(1)
    }
    let committed = committedText.components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix("#") }
    if committed == listing {
        print("ok: the public API matches \(checkPath) (\(listing.count) symbols: \(counts))")
    } else {
        failed = true
        // Multiset difference, so that a repeated line counts as many times as it appears.
        var remaining: [String: Int] = [:]
        for line in committed { remaining[line, default: 0] += 1 }
        var added: [String] = []
        for line in listing {
            if let count = remaining[line], count > 0 {
                remaining[line] = count - 1
            } else {
                added.append(line)
            }
        }
        var removed: [String] = []
        for line in committed {
            if let count = remaining[line], count > 0 {
                remaining[line] = count - 1
                removed.append(line)
            }
        }
        removed.sort(by: byteOrder)
        print("FAIL: the public API differs from \(checkPath): \(added.count) added, \(removed.count) removed or changed")
        let shown = 40
        for line in added.prefix(shown) { print("  + \(line)") }
        if added.count > shown { print("  + ... \(added.count - shown) more") }
        for line in removed.prefix(shown) { print("  - \(line)") }
        if removed.count > shown { print("  - ... \(removed.count - shown) more") }
        if added.isEmpty && removed.isEmpty { print("  (same lines in another order: the listing is not sorted)") }
        print("Update the listing in the same commit: \(updateCommand)")
    }
}

exit(failed ? 1 : 0)
