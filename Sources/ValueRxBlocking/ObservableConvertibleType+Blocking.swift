import Foundation
import ValueRx

extension ObservableConvertibleType {
    /// Turns this sequence into a `BlockingObservable`, whose operators block the calling thread
    /// until they have their answer.
    ///
    /// ```swift
    /// let first = try Observable.of(1, 2, 3).toBlocking(timeout: 1).first()   // Optional(1)
    /// ```
    ///
    /// Nothing is subscribed to here: each operator of the result subscribes once.
    ///
    /// - Parameter timeout: The longest time, in seconds, an operator may block before it gives
    ///   up with `RxError.timeout`; `nil` (the default) waits as long as it takes.
    /// - Returns: The blocking view of `self`.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
