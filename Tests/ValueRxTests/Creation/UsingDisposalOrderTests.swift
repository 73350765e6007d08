import ValueRx
import XCTest

// The order in which `using` tears down: RxSwift's `UsingSink` subscribes the source and
// returns a disposable of (source subscription, resource), so the source's subscription is
// always disposed of before the resource, after a completion, an error, a downstream that
// stopped (`take(1)`) or a dispose. With nested `using`s the innermost subscription goes first:
// source, inner resource, outer resource. Each test logs both disposals in order.
//
// Before the fix, ValueRx disposed of the resource from inside the terminal delivery and the
// source's subscription only after (once the observer answered `.stop`): every test here but
// the two plain dispose tests logged "resource disposed" before "source disposed", and nested
// `using`s disposed of the outer resource first.

/// What the test saw, in order.
private final class OrderLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }
}

/// A resource that logs "<name> disposed" each time it is disposed of.
private final class LoggedResource: Disposable {
    private let name: String
    private let log: OrderLog

    init(_ name: String, _ log: OrderLog) {
        self.name = name
        self.log = log
    }

    func dispose() {
        log.append("\(name) disposed")
    }
}

/// A source the test drives by hand, built on `create`; logs "source disposed" when the
/// disposable its subscribe closure returned is disposed of.
private final class LoggedSource {
    private let log: OrderLog
    private var observer: AnyObserver<Int>?

    init(_ log: OrderLog) {
        self.log = log
    }

    var observable: Observables.Create<Int> {
        Observable<Int>.create { [self] observer in
            self.observer = observer
            return Disposables.create { [log] in log.append("source disposed") }
        }
    }

    func on(_ event: Event<Int>) {
        _ = observer?.on(event)
    }
}

/// A source that sends 1 and completes while it is being subscribed to.
private func synchronousSource(_ log: OrderLog) -> Observables.Create<Int> {
    Observable<Int>.create { observer in
        _ = observer.on(.next(1))
        _ = observer.on(.completed)
        return Disposables.create { log.append("source disposed") }
    }
}

/// `using` a resource named "resource" over `source`.
private func usingLogged<Source: ObservableType>(_ source: Source, _ log: OrderLog) -> Observables.Using<Source, LoggedResource> where Source.Element == Int {
    Observable<Int>.using({ LoggedResource("resource", log) }, observableFactory: { (_: LoggedResource) -> Source in source })
}

/// An outer `using` ("outer resource") over an inner one ("inner resource") over `source`.
private func nestedUsing<Source: ObservableType>(_ source: Source, _ log: OrderLog) -> Observables.Using<Observables.Using<Source, LoggedResource>, LoggedResource> where Source.Element == Int {
    Observable<Int>.using({ LoggedResource("outer resource", log) }, observableFactory: { (_: LoggedResource) -> Observables.Using<Source, LoggedResource> in
        Observable<Int>.using({ LoggedResource("inner resource", log) }, observableFactory: { (_: LoggedResource) -> Source in source })
    })
}

/// Subscribes and logs "next <n>", "error", "completed".
private func subscribeLogging<Source: ObservableType>(_ source: Source, _ log: OrderLog) -> Disposable where Source.Element == Int {
    source.subscribe(
        onNext: { (value: Int) in log.append("next \(value)") },
        onError: { (_: Error) in log.append("error") },
        onCompleted: { log.append("completed") })
}

final class UsingDisposalOrderTests: ValueRxTestCase {
    // MARK: One using

    func testCompletionDisposesTheSourceThenTheResource() {
        let log = OrderLog()
        let source = LoggedSource(log)
        let subscription = subscribeLogging(usingLogged(source.observable, log), log)
        source.on(.next(1))
        source.on(.completed)
        // Before the fix: ["next 1", "completed", "resource disposed", "source disposed"].
        XCTAssertEqual(log.entries, ["next 1", "completed", "source disposed", "resource disposed"])
        subscription.dispose()
        XCTAssertEqual(log.entries.count, 4, "nothing is disposed of twice")
    }

    func testErrorDisposesTheSourceThenTheResource() {
        let log = OrderLog()
        let source = LoggedSource(log)
        let subscription = subscribeLogging(usingLogged(source.observable, log), log)
        source.on(.error(testError))
        // Before the fix: ["error", "resource disposed", "source disposed"].
        XCTAssertEqual(log.entries, ["error", "source disposed", "resource disposed"])
        subscription.dispose()
        XCTAssertEqual(log.entries.count, 3, "nothing is disposed of twice")
    }

    func testSourceEndingWhileSubscribedDisposesTheSourceThenTheResource() {
        let log = OrderLog()
        let subscription = subscribeLogging(usingLogged(synchronousSource(log), log), log)
        // Before the fix: ["next 1", "completed", "resource disposed", "source disposed"].
        XCTAssertEqual(log.entries, ["next 1", "completed", "source disposed", "resource disposed"])
        subscription.dispose()
        XCTAssertEqual(log.entries.count, 4, "nothing is disposed of twice")
    }

    func testDownstreamTakeDisposesTheSourceThenTheResource() {
        let log = OrderLog()
        let source = LoggedSource(log)
        let subscription = subscribeLogging(usingLogged(source.observable, log).take(1), log)
        source.on(.next(1))
        // Before the fix: ["next 1", "completed", "resource disposed", "source disposed"].
        XCTAssertEqual(log.entries, ["next 1", "completed", "source disposed", "resource disposed"])
        source.on(.next(2))
        subscription.dispose()
        XCTAssertEqual(log.entries.count, 4, "nothing more, nothing disposed of twice")
    }

    func testDisposeDisposesTheSourceThenTheResource() {
        let log = OrderLog()
        let source = LoggedSource(log)
        let subscription = subscribeLogging(usingLogged(source.observable, log), log)
        source.on(.next(1))
        subscription.dispose()
        // Passed before the fix too (its disposable was a composite in this order).
        XCTAssertEqual(log.entries, ["next 1", "source disposed", "resource disposed"])
        subscription.dispose()
        source.on(.next(2))
        XCTAssertEqual(log.entries.count, 3, "nothing more, nothing disposed of twice")
    }

    // MARK: Nested using: the innermost subscription goes first

    func testNestedCompletionDisposesInnermostFirst() {
        let log = OrderLog()
        let source = LoggedSource(log)
        let subscription = subscribeLogging(nestedUsing(source.observable, log), log)
        source.on(.completed)
        // Before the fix: ["completed", "outer resource disposed", "inner resource disposed",
        // "source disposed"].
        XCTAssertEqual(log.entries, ["completed", "source disposed", "inner resource disposed", "outer resource disposed"])
        subscription.dispose()
        XCTAssertEqual(log.entries.count, 4, "nothing is disposed of twice")
    }

    func testNestedErrorDisposesInnermostFirst() {
        let log = OrderLog()
        let source = LoggedSource(log)
        let subscription = subscribeLogging(nestedUsing(source.observable, log), log)
        source.on(.error(testError))
        // Before the fix: the outer resource first, the source last.
        XCTAssertEqual(log.entries, ["error", "source disposed", "inner resource disposed", "outer resource disposed"])
        subscription.dispose()
        XCTAssertEqual(log.entries.count, 4, "nothing is disposed of twice")
    }

    func testNestedSourceEndingWhileSubscribedDisposesInnermostFirst() {
        let log = OrderLog()
        let subscription = subscribeLogging(nestedUsing(synchronousSource(log), log), log)
        // Before the fix: ["next 1", "completed", "outer resource disposed",
        // "inner resource disposed", "source disposed"].
        XCTAssertEqual(log.entries, ["next 1", "completed", "source disposed", "inner resource disposed", "outer resource disposed"])
        subscription.dispose()
        XCTAssertEqual(log.entries.count, 5, "nothing is disposed of twice")
    }

    func testNestedDownstreamTakeDisposesInnermostFirst() {
        let log = OrderLog()
        let source = LoggedSource(log)
        let subscription = subscribeLogging(nestedUsing(source.observable, log).take(1), log)
        source.on(.next(1))
        // Before the fix: the outer resource first, the source last.
        XCTAssertEqual(log.entries, ["next 1", "completed", "source disposed", "inner resource disposed", "outer resource disposed"])
        subscription.dispose()
        XCTAssertEqual(log.entries.count, 5, "nothing is disposed of twice")
    }

    func testNestedDisposeDisposesInnermostFirst() {
        let log = OrderLog()
        let source = LoggedSource(log)
        let subscription = subscribeLogging(nestedUsing(source.observable, log), log)
        subscription.dispose()
        // Passed before the fix too.
        XCTAssertEqual(log.entries, ["source disposed", "inner resource disposed", "outer resource disposed"])
        subscription.dispose()
        XCTAssertEqual(log.entries.count, 3, "nothing is disposed of twice")
    }

    // MARK: Where RxSwift's using runs user code around the teardown

    /// RxSwift: a `do` between the source and `using` runs `onDispose` while `using` disposes of
    /// its subscription (before the resource), and `afterCompleted` once the delivery returns.
    func testDoHooksAroundTheTeardownFollowRxSwift() {
        let log = OrderLog()
        let source = LoggedSource(log)
        let hooked = source.observable.do(
            afterCompleted: { log.append("afterCompleted") },
            onDispose: { log.append("onDispose") })
        let subscription = subscribeLogging(usingLogged(hooked, log), log)
        source.on(.completed)
        // Before the fix: ["completed", "resource disposed", "afterCompleted",
        // "source disposed", "onDispose"].
        XCTAssertEqual(log.entries, ["completed", "source disposed", "onDispose", "resource disposed", "afterCompleted"])
        subscription.dispose()
        XCTAssertEqual(log.entries.count, 5, "nothing is disposed of twice")
    }
}
