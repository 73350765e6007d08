import XCTest
import ValueRx

/// The error tests send and expect.
struct TestError: Error, Equatable {
    var id = 1
}

let testError = TestError()
let otherError = TestError(id: 2)

/// Subscribes to `source` synchronously and returns every event it delivered.
func events<Source: ObservableType>(_ source: Source) -> [Event<Source.Element>] {
    var received: [Event<Source.Element>] = []
    _ = source.subscribe { received.append($0) }
    return received
}

/// Elements of `events`, in order.
func elements<Element>(_ events: [Event<Element>]) -> [Element] {
    events.compactMap(\.element)
}

/// A source driven by hand: records subscriptions and disposals and forwards what the test
/// sends to every live observer. Built on `create`, so it also exercises create's grammar.
final class ManualSource<Element> {
    private(set) var observers: [AnyObserver<Element>] = []
    private(set) var subscribeCount = 0
    private(set) var disposeCount = 0

    var observable: Observables.Create<Element> {
        Observable<Element>.create { [self] observer in
            subscribeCount += 1
            observers.append(observer)
            return Disposables.create { [self] in disposeCount += 1 }
        }
    }

    func on(_ event: Event<Element>) {
        for observer in observers { _ = observer.on(event) }
    }

    /// Forgets every observer. A source that keeps its observers after they disposed (as this
    /// double does, to check that operators ignore later events) keeps alive whatever holds it
    /// in turn (an operator's closure capturing it): the contract helpers detach at the end.
    func detach() { observers.removeAll() }

    func onNext(_ element: Element) { on(.next(element)) }
    func onCompleted() { on(.completed) }
    func onError(_ error: Error) { on(.error(error)) }
}

/// An observer that records what it receives (and can ask to stop after `stopAfter` elements).
final class Recorder<Element> {
    var events: [Event<Element>] = []
    var elements: [Element] { events.compactMap(\.element) }

    var observer: AnyObserver<Element> {
        AnyObserver { [self] event in events.append(event) }
    }
}

/// The contract every operator keeps with its upstream, checked with a `ManualSource<Int>`:
/// - disposing the subscription disposes the upstream, and nothing arrives afterwards;
/// - an upstream error reaches the downstream (unless `errorPassesThrough` is false) and the
///   upstream is disposed;
/// - an upstream completion terminates the downstream and the upstream is disposed;
/// - nothing is delivered after the terminal event.
func assertOperatorContract<Result: ObservableType>(
    errorPassesThrough: Bool = true,
    file: StaticString = #filePath, line: UInt = #line,
    _ apply: (Observables.Create<Int>) -> Result
) {
    // Early dispose.
    do {
        let source = ManualSource<Int>()
        defer { source.detach() }
        let recorder = Recorder<Result.Element>()
        let subscription = apply(source.observable).subscribe(recorder.observer)
        XCTAssertEqual(source.subscribeCount, 1, "subscribed once", file: file, line: line)
        source.onNext(1)
        let before = recorder.events.count
        subscription.dispose()
        XCTAssertEqual(source.disposeCount, 1, "dispose reaches the upstream", file: file, line: line)
        source.onNext(2)
        source.onCompleted()
        XCTAssertEqual(recorder.events.count, before, "nothing after dispose", file: file, line: line)
    }
    // Error.
    do {
        let source = ManualSource<Int>()
        defer { source.detach() }
        let recorder = Recorder<Result.Element>()
        _ = apply(source.observable).subscribe(recorder.observer)
        source.onError(testError)
        XCTAssertEqual(source.disposeCount, 1, "upstream disposed after error", file: file, line: line)
        if errorPassesThrough {
            XCTAssertEqual(recorder.events.last?.error as? TestError, testError, "error passes through", file: file, line: line)
        }
        let count = recorder.events.count
        source.onNext(3)
        XCTAssertEqual(recorder.events.count, count, "nothing after error", file: file, line: line)
    }
    // Completion.
    do {
        let source = ManualSource<Int>()
        defer { source.detach() }
        let recorder = Recorder<Result.Element>()
        _ = apply(source.observable).subscribe(recorder.observer)
        source.onCompleted()
        XCTAssertEqual(source.disposeCount, 1, "upstream disposed after completion", file: file, line: line)
        XCTAssertTrue(recorder.events.last?.isStopEvent ?? false, "terminates", file: file, line: line)
        let count = recorder.events.count
        source.onNext(3)
        XCTAssertEqual(recorder.events.count, count, "nothing after completion", file: file, line: line)
    }
    // Dispose from inside the observer's own handler.
    do {
        let source = ManualSource<Int>()
        defer { source.detach() }
        var events: [Event<Result.Element>] = []
        var subscription: Disposable?
        var disposeNow = false
        subscription = apply(source.observable).subscribe { event in
            events.append(event)
            if disposeNow { subscription?.dispose() }
        }
        disposeNow = true
        for value in 1 ... 3 { source.onNext(value) }
        source.onCompleted()
        if events.isEmpty {
            // An operator that holds elements back (toArray, takeLast, ...) delivers at the
            // end; the handler then disposes after the terminal event, which is harmless.
            XCTAssertLessThanOrEqual(source.disposeCount, 1, "upstream disposed at most once", file: file, line: line)
        } else {
            XCTAssertEqual(source.disposeCount, 1, "dispose from a handler reaches the upstream", file: file, line: line)
            let count = events.count
            source.onNext(4)
            XCTAssertEqual(events.count, count, "nothing after disposing from a handler", file: file, line: line)
        }
        subscription?.dispose()
        subscription = nil
    }
}

/// The contract of a multi-input operator with each of its inputs: given two manual sources,
/// every input it subscribed is disposed (once per subscription) when the downstream disposes,
/// and nothing reaches the observer afterwards; when the result terminates, every input is
/// disposed too.
func assertInputsContract<Result: ObservableType>(
    file: StaticString = #filePath, line: UInt = #line,
    _ apply: (Observables.Create<Int>, Observables.Create<Int>) -> Result
) {
    // Dispose.
    do {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        defer {
            first.detach()
            second.detach()
        }
        let recorder = Recorder<Result.Element>()
        let subscription = apply(first.observable, second.observable).subscribe(recorder.observer)
        first.onNext(1)
        second.onNext(2)
        subscription.dispose()
        XCTAssertEqual(first.disposeCount, first.subscribeCount, "first input disposed", file: file, line: line)
        XCTAssertEqual(second.disposeCount, second.subscribeCount, "second input disposed", file: file, line: line)
        let count = recorder.events.count
        first.onNext(3)
        second.onNext(4)
        first.onCompleted()
        second.onCompleted()
        XCTAssertEqual(recorder.events.count, count, "nothing after dispose", file: file, line: line)
    }
    // An error from either input.
    for failing in 0 ..< 2 {
        let first = ManualSource<Int>()
        let second = ManualSource<Int>()
        defer {
            first.detach()
            second.detach()
        }
        let recorder = Recorder<Result.Element>()
        let subscription = apply(first.observable, second.observable).subscribe(recorder.observer)
        // An input that never ends keeps its subscription (and what it holds) alive.
        defer { subscription.dispose() }
        (failing == 0 ? first : second).onError(testError)
        (failing == 0 ? second : first).onError(testError)
        if recorder.events.last?.isStopEvent ?? false {
            XCTAssertEqual(first.disposeCount, first.subscribeCount, "first input disposed after the terminal event", file: file, line: line)
            XCTAssertEqual(second.disposeCount, second.subscribeCount, "second input disposed after the terminal event", file: file, line: line)
            let count = recorder.events.count
            first.onNext(5)
            second.onNext(6)
            XCTAssertEqual(recorder.events.count, count, "nothing after the terminal event", file: file, line: line)
        }
    }
}

/// The other errors RxSwift's tests use (`testError1`, `testError2`, `testError3`).
let testError1 = TestError(id: 11)
let testError2 = TestError(id: 12)
let testError3 = TestError(id: 13)
