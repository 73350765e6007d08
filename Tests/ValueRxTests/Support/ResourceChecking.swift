import Foundation
import ValueRx
import XCTest

/// The base of every test class in this target. In a build with `TRACE_RESOURCES`
/// (`swift build --build-tests -Xswiftc -DTRACE_RESOURCES`, a CI step), each test must leave
/// ValueRx's live resources (`Resources.total`) where it found them, as RxSwift's own tests
/// require: a sink, box, scheduled action or timer still alive after the test is a leak. Work
/// still finishing on another thread gets a few seconds (the main queue is drained meanwhile).
/// Without the flag this adds nothing.
class ValueRxTestCase: XCTestCase {
    override func invokeTest() {
        #if TRACE_RESOURCES
        let before = Resources.total
        super.invokeTest()
        if let leaked = ResourceCheck.leaked(since: before) {
            XCTFail("\(leaked) ValueRx resource(s) still alive after the test (Resources.total was \(before) before it); alive now: \(Resources.liveByType)")
        }
        #else
        super.invokeTest()
        #endif
    }
}

#if TRACE_RESOURCES
/// The leak check of `ValueRxTestCase`, usable on its own.
enum ResourceCheck {
    /// Seconds to wait for resources to go (`VALUERX_LEAK_WAIT` overrides the default 5).
    static let defaultWait: TimeInterval =
        ProcessInfo.processInfo.environment["VALUERX_LEAK_WAIT"].flatMap(TimeInterval.init) ?? 5

    /// How many resources more than `baseline` are still alive after waiting up to `timeout`
    /// for them to go (draining the main queue meanwhile); `nil` when back to the baseline.
    static func leaked(since baseline: Int32, timeout: TimeInterval = defaultWait) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Resources.total > baseline {
            if Date() >= deadline { return Resources.total - baseline }
            _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.001))
        }
        return nil
    }
}
#endif
