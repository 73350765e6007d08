import ValueRx
import ValueRxTest

// The fixtures MulticastVirtualTimeTests, ReplayVirtualTimeTests and ShareVirtualTimeTests
// share.

/// `.completed(time)`, or `.error(time, error)` when `failing`.
func terminal(_ time: TestTime, failing: Bool, error: Error = testError) -> Recorded<Event<Int>> {
    failing ? .error(time, error) : .completed(time)
}

/// The last `count` of `elements`, each replayed at `time` (what a replay buffer of `count`
/// gives a subscriber arriving at `time`).
func replayed(_ elements: [Int], last count: Int, at time: TestTime) -> [Recorded<Event<Int>>] {
    elements.suffix(count).map { (element: Int) -> Recorded<Event<Int>> in .next(time, element) }
}

/// Holds a disposable that closures reassign (RxSwift's tests use a captured `var`).
final class DisposableSlot {
    var disposable: Disposable?

    func dispose() {
        disposable?.dispose()
    }
}

/// What a connect scenario recorded.
struct ConnectionRun {
    let events: [Recorded<Event<Int>>]
    let subscriptions: [Subscription]
}
