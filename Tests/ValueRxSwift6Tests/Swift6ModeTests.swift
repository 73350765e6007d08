import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ValueRx
import ValueRxNetworking
import XCTest

// This target is compiled in the Swift 6 language mode with warnings as errors (Package.swift):
// it is the proof that a Swift 6 app can use ValueRx from `@MainActor` code and across tasks
// without a single diagnostic, under the Sendable policy of CONTRIBUTING.md ("Sendable").
// Every test also checks behaviour, so the code is not only compiled.

/// A value type whose elements may cross isolation domains.
private struct Reading: Sendable, Equatable {
    var celsius: Int
}

@MainActor
final class Swift6ModeTests: XCTestCase {
    /// A subject of sendable elements is itself sendable: a detached task feeds it while the
    /// main actor consumes its events through `values`.
    func testSubjectCrossesTasks() async throws {
        let subject = PublishSubject<Reading>()
        let stream = subject.values
        let producer = Task.detached {
            for celsius in 1 ... 3 { subject.onNext(Reading(celsius: celsius)) }
            subject.onCompleted()
        }
        var received: [Reading] = []
        for try await reading in stream {
            received.append(reading)
        }
        await producer.value
        XCTAssertEqual(received.map(\.celsius), [1, 2, 3])
    }

    /// Relays are sendable with sendable elements; a task accepts while the main actor reads.
    func testRelaysCrossTasks() async {
        let state = BehaviorRelay(value: 0)
        let events = PublishRelay<String>()
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        await Task.detached {
            state.accept(42)
            events.accept("ignored: nobody subscribed yet")
            replay.accept(1)
            replay.accept(2)
        }.value
        XCTAssertEqual(state.value, 42)
        var replayed: [Int] = []
        let subscription = replay.subscribe(onNext: { replayed.append($0) })
        subscription.dispose()
        XCTAssertEqual(replayed, [1, 2])
    }

    /// Schedulers and disposables are sendable: a detached task schedules main-queue work and
    /// disposes a bag made on the main actor.
    func testSchedulersAndDisposablesCrossTasks() async {
        let scheduler = MainScheduler.instance
        let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let bag = DisposeBag()
        let disposed = BooleanDisposable()
        bag.insert(disposed)
        let ranOnMain = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            _ = background.schedule(()) { _ in
                scheduler.schedule(()) { _ in
                    continuation.resume(returning: Thread.isMainThread)
                    return Disposables.create()
                }
            }
        }
        XCTAssertTrue(ranOnMain)
        await Task.detached { [bag] in
            _ = bag
        }.value
        XCTAssertFalse(disposed.isDisposed)
    }

    /// A view model on the main actor: a relay drives a `Driver` chain whose closures read and
    /// write main-actor state; `values` turns the driver into an async sequence.
    func testDriverInMainActorCode() async {
        let model = CounterViewModel()
        var shown: [String] = []
        let subscription = model.label.drive(onNext: { shown.append($0) })
        model.increment()
        model.increment()
        subscription.dispose()
        XCTAssertEqual(shown, ["0 taps", "1 tap", "2 taps"])

        var iterator = model.label.values.makeAsyncIterator()
        let first = await iterator.next()
        XCTAssertEqual(first, "2 taps", "a driver replays its latest element")
    }

    /// The async bridges: `value` on the traits from a detached task, and an `AsyncStream`
    /// turned into an observable and awaited back through `values`.
    func testAsyncBridgesAcrossTasks() async throws {
        let doubled = try await Task.detached { () async throws -> Int in
            let single: Single<Int> = Single.create { try await slowDouble(21) }
            return try await single.value
        }.value
        XCTAssertEqual(doubled, 42)

        let missing = try await Maybe<Int>.empty().value
        XCTAssertNil(missing)
        try await Completable.empty().value

        let stream = AsyncStream<Int> { continuation in
            for value in 1 ... 3 { continuation.yield(value) }
            continuation.finish()
        }
        var collected: [Int] = []
        for try await value in stream.asObservable().map({ $0 * 10 }).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [10, 20, 30])
    }

    /// Cancelling the task that awaits a `Single` disposes of its subscription.
    func testCancellingAnAwaitingTaskDisposes() async {
        let disposed = BooleanDisposable()
        let never = Single<Int>.create { _ in disposed }
        let task = Task { try await never.value }
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
        XCTAssertTrue(disposed.isDisposed)
    }

    /// `URLSession.rx` from main-actor code: the logging switch is set, read and restored, and
    /// a request chain is built and typed as RxCocoa's (nothing is sent before a subscription).
    func testURLSessionRxInMainActorCode() {
        let saved = URLSession.rx.shouldLogRequest
        defer { URLSession.rx.shouldLogRequest = saved }
        URLSession.rx.shouldLogRequest = { request in request.url?.host == "example.com" }
        XCTAssertTrue(URLSession.rx.shouldLogRequest(URLRequest(url: URL(string: "https://example.com/a")!)))
        XCTAssertFalse(URLSession.rx.shouldLogRequest(URLRequest(url: URL(string: "https://example.org/a")!)))

        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }
        let words: Observable<[String]> = session.rx.json(url: URL(string: "https://example.com/words")!)
            .map { json in json as? [String] ?? [] }
            .asObservable()
        let answer: Observable<(response: HTTPURLResponse, data: Data)> =
            session.rx.response(request: URLRequest(url: URL(string: "https://example.com/")!))
        _ = (words, answer)
    }
}

/// Work for `Single.create(detached:priority:work:)`: not isolated to any actor.
private func slowDouble(_ value: Int) async throws -> Int {
    try await Task.sleep(nanoseconds: 1_000_000)
    return value * 2
}

/// The shape of a Swift 6 view model: main-actor state behind a relay, exposed as a `Driver`.
@MainActor
private final class CounterViewModel {
    private let taps = BehaviorRelay(value: 0)
    let label: Driver<String>

    init() {
        label = taps.asDriver().map { $0 == 1 ? "1 tap" : "\($0) taps" }
    }

    func increment() {
        taps.accept(taps.value + 1)
    }
}
