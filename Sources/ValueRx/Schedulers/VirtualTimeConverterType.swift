import Dispatch
import Foundation

/// Defines a `VirtualTimeScheduler`'s time types and how they map to real time.
public protocol VirtualTimeConverterType {
    /// The type of the virtual clock's value.
    associatedtype VirtualTimeUnit

    /// The type of a distance between two virtual clock values.
    associatedtype VirtualTimeIntervalUnit

    /// Returns the real time that `virtualTime` stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// Returns the virtual time that stands for `time`.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// Returns the number of seconds a virtual interval stands for.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// Returns the virtual interval that stands for a number of seconds.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// Returns `time` moved by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// Orders two virtual times.
    ///
    /// The converter does the comparison, so the virtual time type need not conform to
    /// `Comparable` and no one has to add a conformance that could clash with another
    /// library's.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times, as `compareVirtualTime(_:_:)` reports it.
///
/// It exists so that virtual time types need not conform to `Comparable`.
public enum VirtualTimeComparison: Sendable {
    /// The first time is earlier.
    case lessThan
    /// Both times are the same.
    case equal
    /// The first time is later.
    case greaterThan

    /// Whether the comparison was `lessThan`.
    public var lessThen: Bool { self == .lessThan }

    /// Whether the comparison was `greaterThan`.
    public var greaterThan: Bool { self == .greaterThan }

    /// Whether the comparison was `equal`.
    public var equal: Bool { self == .equal }
}
