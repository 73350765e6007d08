// Writes the migration status article, Sources/ValueRx/ValueRx.docc/MigrationStatus.md, from
// the committed list Scripts/rxswift-api.tsv (one row per line of the RxSwift 6 API checklist,
// with ValueRx's status for it). Run from the repository root:
//
//     bash Scripts/generate-migration-table.sh            # rewrites the article
//     bash Scripts/generate-migration-table.sh --check    # CI: validates the list, fails if the
//                                                         # committed article is not what it gives
//
// The list is checked on its own (the checklist itself is not read): every row has a known
// status, every status other than `same` has a note, the row count and each section's count
// match the `# rows:` and `# section:` header lines, and sections come in the order declared.
// To change a status, edit the list, run the script, and commit both files.
import Foundation

// MARK: - Input

struct Row {
    let section: String
    let symbol: String
    let status: String
    let note: String
}

struct Section {
    let id: String
    let declaredCount: Int
    let title: String
}

/// The statuses a row may have, in the order the summary lists them.
let statuses = ["same", "differs", "not planned", "missing"]

let statusMeaning: [String: String] = [
    "same": "Same name, labels and behaviour: code that uses it migrates by changing the import, apart from the library-wide differences below.",
    "differs": "Available, but code or behaviour differs for this declaration: the note says how.",
    "not planned": "Deliberately left out: the note says why, and what to use instead where there is something.",
    "missing": "Not there yet and not deliberately left out: a gap to fill.",
]

func fail(_ messages: [String]) -> Never {
    for message in messages {
        FileHandle.standardError.write(Data(("generate-migration-table: " + message + "\n").utf8))
    }
    exit(1)
}

func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespaces)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let checkOnly = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
if arguments.count > 1 {
    fail(["usage: generate-migration-table [--check] [repository-root]"])
}
let root = URL(fileURLWithPath: arguments.first ?? FileManager.default.currentDirectoryPath)
let listPath = "Scripts/rxswift-api.tsv"
let articlePath = "Sources/ValueRx/ValueRx.docc/MigrationStatus.md"
let listURL = root.appendingPathComponent(listPath)
let articleURL = root.appendingPathComponent(articlePath)

guard let listData = FileManager.default.contents(atPath: listURL.path),
      let listText = String(data: listData, encoding: .utf8) else {
    fail(["cannot read \(listPath)"])
}

var problems: [String] = []
var declaredRows: Int? = nil
var sections: [Section] = []
var rows: [Row] = []

for (index, rawLine) in listText.components(separatedBy: "\n").enumerated() {
    let lineNumber = index + 1
    var line = rawLine
    if line.hasSuffix("\r") { line.removeLast() }
    if trimmed(line).isEmpty { continue }
    if line.hasPrefix("#") {
        if line.hasPrefix("# rows:") {
            let value = trimmed(String(line.dropFirst("# rows:".count)))
            if declaredRows != nil {
                problems.append("\(listPath):\(lineNumber): a second `# rows:` line")
            } else if let count = Int(value) {
                declaredRows = count
            } else {
                problems.append("\(listPath):\(lineNumber): `# rows:` is not followed by a number")
            }
        } else if line.hasPrefix("# section:") {
            let parts = String(line.dropFirst("# section:".count)).components(separatedBy: " | ").map(trimmed)
            if parts.count != 3 || parts[0].isEmpty || parts[2].isEmpty {
                problems.append("\(listPath):\(lineNumber): a section line reads `# section: <id> | <rows> | <title>`")
            } else if let count = Int(parts[1]) {
                if sections.contains(where: { $0.id == parts[0] }) {
                    problems.append("\(listPath):\(lineNumber): section \(parts[0]) is declared twice")
                }
                sections.append(Section(id: parts[0], declaredCount: count, title: parts[2]))
            } else {
                problems.append("\(listPath):\(lineNumber): the row count of section \(parts[0]) is not a number")
            }
        }
        continue
    }
    let fields = line.components(separatedBy: "\t")
    guard fields.count == 3 || fields.count == 4 else {
        problems.append("\(listPath):\(lineNumber): \(fields.count) tab-separated fields; a row has 3 or 4 (section, symbol, status, note)")
        continue
    }
    let row = Row(section: trimmed(fields[0]), symbol: trimmed(fields[1]), status: trimmed(fields[2]),
                  note: fields.count == 4 ? trimmed(fields[3]) : "")
    if row.symbol.isEmpty {
        problems.append("\(listPath):\(lineNumber): empty symbol")
    }
    if !statuses.contains(row.status) {
        problems.append("\(listPath):\(lineNumber): unknown status `\(row.status)` (one of: \(statuses.joined(separator: ", ")))")
    } else if row.status != "same" && row.note.isEmpty {
        problems.append("\(listPath):\(lineNumber): a `\(row.status)` row needs a note saying why")
    }
    rows.append(row)
}

if let declaredRows {
    if declaredRows != rows.count {
        problems.append("\(listPath): `# rows: \(declaredRows)` but the list has \(rows.count) rows")
    }
} else {
    problems.append("\(listPath): no `# rows: <count>` line")
}
if sections.isEmpty {
    problems.append("\(listPath): no `# section:` lines")
}

// Rows come section by section, in the declared order, each section's rows together.
var lastSectionIndex = -1
var rowsBySection: [String: [Row]] = [:]
for row in rows {
    guard let sectionIndex = sections.firstIndex(where: { $0.id == row.section }) else {
        problems.append("\(listPath): row `\(row.symbol)` is in section \(row.section), which no `# section:` line declares")
        continue
    }
    if sectionIndex < lastSectionIndex {
        problems.append("\(listPath): row `\(row.symbol)` of section \(row.section) comes after rows of a later section")
    }
    lastSectionIndex = max(lastSectionIndex, sectionIndex)
    rowsBySection[row.section, default: []].append(row)
}
for section in sections {
    let count = rowsBySection[section.id]?.count ?? 0
    if count != section.declaredCount {
        problems.append("\(listPath): section \(section.id) declares \(section.declaredCount) rows but has \(count)")
    }
}

if !problems.isEmpty {
    fail(problems)
}

// MARK: - Output

/// A table cell: pipes escaped so they do not end the cell.
func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
}

func count(_ rows: [Row], _ status: String) -> Int {
    rows.filter { $0.status == status }.count
}

let introduction = """
# Migration Status

Where each declaration of RxSwift 6's public API stands in ValueRx, line by line.

## Overview

The rows follow the RxSwift 6 API checklist: RxSwift, RxRelay, RxTest, RxBlocking and the
platform-independent parts of RxCocoa, one line per name and label set (overloads that share
labels are one line). This page is generated by `Scripts/generate-migration-table.swift` from
the committed list `Scripts/rxswift-api.tsv`; CI regenerates it and fails when the two
disagree. To change a status, edit the list and run `bash Scripts/generate-migration-table.sh`.

The checklist's scope is RxSwift's core (with RxRelay, RxTest and RxBlocking) plus RxCocoa's
platform-independent traits (`Driver`, `Signal`, `ControlEvent`, `ControlProperty`, `Binder`)
and its Foundation extensions, such as `URLSession.rx` and `NotificationCenter.rx`. RxCocoa's
UIKit and AppKit layer, the UI bindings such as `button.rx.tap` and `textField.rx.text`, is
outside it and has no rows here: ValueRx does not provide it, and <doc:MigratingFromRxSwift>
shows how to build a `ControlEvent` or `ControlProperty` over your own relay instead.

For the code changes a migration needs, with examples, read <doc:MigratingFromRxSwift>.

### Differences that apply everywhere

These hold for every row below and are not repeated in the notes.

- **Concrete operator types.** Operators and creation functions return their own generic
  structs (`Observables.Pipeline<...>`, `Observables.FlatMap<...>`, `Observables.Multicast<...>`,
  ...), so that a chain is one specialized value. Where RxSwift code stores or returns an
  `Observable<T>`, add `.asObservable()` or write `some ObservableType<T>`.
- **Observers answer with `Flow`.** An observer's `on(_:)` is `mutating` and returns `.continue`
  or `.stop`. `onNext`, `onError` and `onCompleted` keep RxSwift's call sites: their result can
  be ignored.
- **Traits wrap their sequence.** Operators on a `Single`, `Maybe`, `Completable` or
  `Infallible` return `PrimitiveSequence<Trait, Source, Stage>` or
  `InfallibleSequence<Source, Stage>`. `Single<T>`, `Maybe<T>`, `Completable` and
  `Infallible<T>` are the erased forms to store; `.asSingle()`, `.asMaybe()`, `.asCompletable()`
  and `.asInfallible()` erase.
- **No class hierarchy.** Every class is a `final class` without a superclass, and the
  schedulers that wrap a queue are structs. Nothing is an `Observable` subclass.
- **Serialized delivery.** Where several threads can reach an observer (`create`'s observer,
  subjects, relays, flattening and combining operators), its events never overlap: an event
  sent from inside a handler is delivered after that handler returns, where RxSwift delivers it
  recursively or reports misuse, and nothing is delivered once `dispose()` has returned.
- **One import.** Driver, Signal, `ControlEvent`, `ControlProperty`, `Binder` and the relays are
  in `ValueRx` (RxSwift: RxCocoa and RxRelay). The test and blocking libraries are
  `ValueRxTest` and `ValueRxBlocking`.
- **Swift 6 concurrency.** Subjects and relays are `Sendable` when their elements are;
  schedulers and disposables always are; observables and traits are not. Operator closures are
  not `@Sendable`.
- **Typed throws.** Element-wise operators' closures may throw a typed error; a closure that
  does not throw pays nothing for the error path.
"""

var out = introduction + "\n\n"
out += "### Summary\n\n"
out += "| Status | Declarations | Meaning |\n"
out += "|---|---:|---|\n"
for status in statuses {
    out += "| \(status) | \(count(rows, status)) | \(cell(statusMeaning[status] ?? "")) |\n"
}
out += "| total | \(rows.count) | |\n"
out += "\n"
out += "### By section\n\n"
out += "| Section | Declarations | " + statuses.joined(separator: " | ") + " |\n"
out += "|---|---:|" + statuses.map { _ in "---:" }.joined(separator: "|") + "|\n"
for section in sections {
    let sectionRows = rowsBySection[section.id] ?? []
    let counts = statuses.map { String(count(sectionRows, $0)) }
    out += "| \(cell(section.id + ". " + section.title)) | \(sectionRows.count) | " + counts.joined(separator: " | ") + " |\n"
}
for section in sections {
    out += "\n"
    out += "## \(section.id). \(section.title)\n\n"
    out += "| Declaration | Status | Note |\n"
    out += "|---|---|---|\n"
    for row in rowsBySection[section.id] ?? [] {
        out += "| \(cell(row.symbol)) | \(row.status) | \(cell(row.note)) |\n"
    }
}
out += "\n"
out += "<!-- GENERATED by Scripts/generate-migration-table.swift from Scripts/rxswift-api.tsv; do not edit. -->\n"

if checkOnly {
    let committed = FileManager.default.contents(atPath: articleURL.path).flatMap { String(data: $0, encoding: .utf8) }
    guard committed == out else {
        fail(["\(articlePath) is not what \(listPath) gives: run `bash Scripts/generate-migration-table.sh` and commit the result"])
    }
    print("ok: \(listPath) is well formed (\(rows.count) rows) and \(articlePath) is current")
} else {
    // Unchanged content: the article (and its modification time) is left alone.
    let current = FileManager.default.contents(atPath: articleURL.path) == Data(out.utf8)
    if !current {
        do {
            try out.write(to: articleURL, atomically: true, encoding: .utf8)
        } catch {
            fail(["cannot write \(articlePath): \(error)"])
        }
    }
    let summary = statuses.map { "\(count(rows, $0)) \($0)" }.joined(separator: ", ")
    print("\(current ? "already current, left untouched" : "wrote") \(articlePath): \(rows.count) rows (\(summary))")
}
