import ValueRx
import ValueRxTest
import XCTest

/// The README's example compiles and does what it says.
final class ReadmeExampleTests: ValueRxTestCase {
    func testReadmeExample() {
        var log: [String] = []
        let bag = DisposeBag()
        Observable.range(start: 1, count: 10)
            .filter { $0 % 2 == 0 }
            .map { $0 * 10 }
            .scan(0, accumulator: +)
            .subscribe(onNext: { log.append("running total \($0)") },
                       onCompleted: { log.append("done") })
            .disposed(by: bag)
        XCTAssertEqual(log, ["running total 20", "running total 60", "running total 120",
                             "running total 200", "running total 300", "done"])
    }
}

/// The README's ValueRxTest example, verbatim.
final class DoublingTests: ValueRxTestCase {
    func testMapDoubles() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}

/// The README's "UI bindings and async/await" example: the block between the markers is the
/// README's code block, line for line (`testReadmeShowsThisExample` compares them), and runs
/// here with checks of what its comments claim.
final class ReadmeUIExampleTests: ValueRxTestCase {
    @MainActor
    func testUIBindingsExample() async throws {
        // README-UI-BEGIN
        final class SearchViewModel {
            let query = BehaviorRelay<String>(value: "")
            let results: Driver<[String]>

            init(search: @escaping (String) -> Single<[String]>) {
                results = query.asDriver()
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                    .distinctUntilChanged()
                    .flatMapLatest { text in
                        search(text).asDriver(onErrorJustReturn: [])
                    }
            }
        }

        let model = SearchViewModel(search: { text in
            .just(text.isEmpty ? [] : ["\(text) 1", "\(text) 2"])
        })
        let bag = DisposeBag()
        var shown: [[String]] = []
        model.results.drive(onNext: { shown.append($0) }).disposed(by: bag)
        model.query.accept("swift ")          // shown: [[], ["swift 1", "swift 2"]]

        // async/await, both ways
        let answer = try await Single.just(42).value              // 42
        for await latest in model.results.values {                // a driver replays its latest
            print(latest)                                         // ["swift 1", "swift 2"]
            break                                                 // ends the subscription
        }
        let fromStream = AsyncStream<Int> { $0.yield(1); $0.finish() }.asObservable()
        // README-UI-END

        XCTAssertEqual(shown, [[], ["swift 1", "swift 2"]])
        XCTAssertEqual(answer, 42)
        var latest: [String]?
        for await value in model.results.values {
            latest = value
            break
        }
        XCTAssertEqual(latest, ["swift 1", "swift 2"])
        var streamed: [Int] = []
        for try await value in fromStream.values { streamed.append(value) }
        XCTAssertEqual(streamed, [1])
    }

    func testReadmeShowsThisExample() throws {
        let testFile = URL(fileURLWithPath: #filePath)
        let readme = testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        let readmeText = try String(contentsOf: readme, encoding: .utf8)
        let testText = try String(contentsOf: testFile, encoding: .utf8)

        let section = try XCTUnwrap(readmeText.range(of: "## UI bindings and async/await"))
        let afterHeading = readmeText[section.upperBound...]
        let start = try XCTUnwrap(afterHeading.range(of: "```swift\n"))
        let end = try XCTUnwrap(afterHeading[start.upperBound...].range(of: "```"))
        let readmeLines = afterHeading[start.upperBound ..< end.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }

        let begin = try XCTUnwrap(testText.range(of: "// README-UI-BEGIN\n"))
        let finish = try XCTUnwrap(testText.range(of: "        // README-UI-END"))
        let testLines = testText[begin.upperBound ..< finish.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }

        XCTAssertEqual(readmeLines, testLines, "README.md's UI example and this test drifted apart")
    }
}
