import Foundation

extension DispatchTimeInterval {
    /// What is left of this interval after the time between `earlier` and `later`, in this
    /// interval's own unit, rounded to the nearest (RxSwift's `reduceWithSpanBetween`: a
    /// `.seconds(1)` window with 0.6 s gone leaves 0, "now").
    @usableFromInline
    internal func remaining(since earlier: Date, now later: Date) -> DispatchTimeInterval {
        func reduce(_ value: Int, _ factor: Double) -> Int {
            let remainder = Double(value) - later.timeIntervalSince(earlier) * factor
            guard remainder > 0 else { return 0 }
            return Int(remainder.rounded(.toNearestOrAwayFromZero))
        }
        switch self {
        case .nanoseconds(let value): return .nanoseconds(reduce(value, 1_000_000_000))
        case .microseconds(let value): return .microseconds(reduce(value, 1_000_000))
        case .milliseconds(let value): return .milliseconds(reduce(value, 1_000))
        case .seconds(let value): return .seconds(reduce(value, 1))
        case .never: return .never
        @unknown default: return self
        }
    }

    /// Whether the interval is zero.
    @usableFromInline
    internal var isZero: Bool {
        switch self {
        case .nanoseconds(let value), .microseconds(let value), .milliseconds(let value), .seconds(let value): return value == 0
        default: return false
        }
    }
}
