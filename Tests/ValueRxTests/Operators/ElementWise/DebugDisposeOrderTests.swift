import Foundation
import ValueRx
import XCTest

/// Where `debug`'s `isDisposed` line falls against `do(onDispose:)` above it: RxSwift disposes
/// a sink before its subscription, so the disposal goes down the chain (printing `isDisposed`)
/// before the upstream `do`'s `onDispose` runs, whether a later operator ends the chain or the
/// subscriber disposes it. Fused and erased give the same lines.
final class DebugDisposeOrderTests: ValueRxTestCase {
    /// What `body` prints to standard output, line by line.
    private func printedLines(_ body: () -> Void) -> [String] {
        fflush(stdout)
        let pipe = Pipe()
        let saved = dup(STDOUT_FILENO)
        dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
        body()
        fflush(stdout)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        pipe.fileHandleForWriting.closeFile()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        // Debug lines start with a timestamp: keep what follows the identifier.
        return text.split(separator: "\n").map { line in
            if let range = line.range(of: "d -> ") { return String(line[range.upperBound...]) }
            return String(line)
        }
    }

    private func chain(_ source: Observable<Int>, erased: Bool) -> Observable<Int> {
        let hooked = source.do(onDispose: { print("onDispose") })
        return erased
            ? hooked.asObservable().debug("d").asObservable().map { $0 }.asObservable()
            : hooked.debug("d").map { $0 }.asObservable()
    }

    func testCompletionThroughALaterOperator() {
        for erased in [false, true] {
            let subject = PublishSubject<Int>()
            let lines = printedLines {
                _ = chain(subject.asObservable(), erased: erased).subscribe()
                subject.onCompleted()
            }
            XCTAssertEqual(lines, ["subscribed", "Event completed", "isDisposed", "onDispose"], "erased: \(erased)")
        }
    }

    func testDisposedBySubscriber() {
        for erased in [false, true] {
            let subject = PublishSubject<Int>()
            let lines = printedLines {
                chain(subject.asObservable(), erased: erased).subscribe().dispose()
            }
            XCTAssertEqual(lines, ["subscribed", "isDisposed", "onDispose"], "erased: \(erased)")
        }
    }
}
