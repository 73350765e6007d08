// ClassicRx: time-based scheduling.
//
// Mirrors RxSwift's `SchedulerType.swift` (`RxTimeInterval` is `DispatchTimeInterval`, `RxTime` is
// `Date`; `SchedulerType` adds `now` and `scheduleRelative` to `ImmediateSchedulerType`) and
// `Date+Dispatch.swift` (`isNow`, and `reduceWithSpanBetween`: what is left of an interval once the
// span between two dates has passed, in the interval's own unit, rounded to the nearest, never
// below zero). `SerialDispatchQueueScheduler` conforms in `ObserveOn.swift`. Simplified: no
// `schedulePeriodic` (nor its recursive emulation), no `scheduleRecursive(_:dueTime:action:)` /
// `AnyRecursiveScheduler`, no `Date.addingDispatchInterval`.

import Dispatch
import Foundation

/// A relative time: how long to wait.
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute time.
public typealias RxTime = Date

/// A scheduler that also knows the time and can run work after a delay.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Runs `action(state)` once `dueTime` has passed, unless the returned disposable is
    /// disposed first (best effort).
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable
}

extension DispatchTimeInterval {
    /// Whether the interval is zero ("run now"); `.never` is not.
    var isNow: Bool {
        switch self {
        case let .nanoseconds(value), let .microseconds(value), let .milliseconds(value), let .seconds(value):
            return value == 0
        default:
            return false
        }
    }

    /// What remains of this interval once the time from `earlier` to `later` has gone by,
    /// counted in this interval's own unit and rounded to the nearest (so `.milliseconds(50)`
    /// with 49.6 ms gone is zero), never negative. `.never` stays `.never`.
    func reduced(bySpanFrom earlier: Date, to later: Date) -> DispatchTimeInterval {
        let elapsed = later.timeIntervalSince(earlier)

        func left(_ value: Int, unitsPerSecond: Double) -> Int {
            let remainder = Double(value) - elapsed * unitsPerSecond
            if remainder <= 0 {
                return 0
            }
            return Int(remainder.rounded(.toNearestOrAwayFromZero))
        }

        switch self {
        case let .nanoseconds(value):
            return .nanoseconds(left(value, unitsPerSecond: 1_000_000_000))
        case let .microseconds(value):
            return .microseconds(left(value, unitsPerSecond: 1_000_000))
        case let .milliseconds(value):
            return .milliseconds(left(value, unitsPerSecond: 1_000))
        case let .seconds(value):
            return .seconds(left(value, unitsPerSecond: 1))
        default:
            return self
        }
    }
}
