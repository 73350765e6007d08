import Foundation
import ValueRx

/// How a sequence observed by `BlockingObservable.materialize()` ended, with the elements it
/// produced before that.
///
/// ```swift
/// switch Observable.of(1, 2).toBlocking().materialize() {
/// case .completed(let elements): print(elements)          // [1, 2]
/// case .failed(let elements, let error): print(elements, error)
/// }
/// ```
@frozen
public enum MaterializedSequenceResult<T> {
    /// The sequence completed normally after producing `elements`.
    case completed(elements: [T])
    /// The sequence ended with `error` (or timed out, with `RxError.timeout`) after producing
    /// `elements`.
    case failed(elements: [T], error: Swift.Error)
}

extension MaterializedSequenceResult {
    /// The elements of a completed result; throws the error of a failed one.
    internal func elementsOrThrow() throws -> [T] {
        switch self {
        case .completed(let elements):
            return elements
        case .failed(_, let error):
            throw error
        }
    }
}

extension BlockingObservable {
    /// Returns every element of the sequence once it terminates, blocking the calling thread
    /// until then.
    ///
    /// ```
    /// source:  -1-2-3-|
    /// result:  [1, 2, 3]
    /// ```
    ///
    /// - Returns: Every element of the sequence, in order.
    /// - Throws: The error the sequence failed with, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try collect().elementsOrThrow()
    }

    /// Returns the sequence's first element, blocking the calling thread until that element
    /// arrives or the sequence terminates.
    ///
    /// The subscription is stopped and disposed as soon as the first element arrives.
    ///
    /// ```
    /// source:  -1-2-3-|
    /// result:  Optional(1)
    /// ```
    ///
    /// - Returns: The first element, or `nil` when the sequence completes without any.
    /// - Throws: The error the sequence failed with before its first element, or
    ///   `RxError.timeout`.
    public func first() throws -> Element? {
        try collect(limit: 1).elementsOrThrow().first
    }

    /// Returns the sequence's last element once it terminates, blocking the calling thread
    /// until then.
    ///
    /// ```
    /// source:  -1-2-3-|
    /// result:  Optional(3)
    /// ```
    ///
    /// - Returns: The last element, or `nil` when the sequence completes without any.
    /// - Throws: The error the sequence failed with, or `RxError.timeout`.
    public func last() throws -> Element? {
        try collect().elementsOrThrow().last
    }

    /// Returns the sequence's only element once it terminates, blocking the calling thread
    /// until then.
    ///
    /// Gives up as soon as a second element arrives: the subscription is then stopped and
    /// disposed.
    ///
    /// ```
    /// source:  -1-|        -1-2-...             ---|
    /// result:  1           moreThanOneElement   noElements
    /// ```
    ///
    /// - Returns: The only element of the sequence.
    /// - Throws: `RxError.noElements` when the sequence completes empty,
    ///   `RxError.moreThanOneElement` when it produces a second element, the error the
    ///   sequence failed with, or `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Returns the only element that satisfies `predicate` once the sequence terminates,
    /// blocking the calling thread until then.
    ///
    /// Gives up as soon as a second element satisfies `predicate`: the subscription is then
    /// stopped and disposed, and `predicate` is not called again.
    ///
    /// ```swift
    /// let even = try Observable.of(1, 2, 3).toBlocking().single { $0 % 2 == 0 }   // 2
    /// ```
    ///
    /// - Parameter predicate: The condition the element must satisfy; it is called on the
    ///   thread that delivers each element. An error it throws ends the wait with that error.
    /// - Returns: The only element that satisfies `predicate`.
    /// - Throws: `RxError.noElements` when no element satisfies `predicate`,
    ///   `RxError.moreThanOneElement` when a second one does, the error the sequence failed
    ///   with or `predicate` threw, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let matches = try collect(limit: 2, predicate: predicate).elementsOrThrow()
        if matches.count > 1 {
            throw RxError.moreThanOneElement
        }
        guard let only = matches.first else {
            throw RxError.noElements
        }
        return only
    }

    /// Returns how the sequence ended, with the elements it produced, blocking the calling
    /// thread until it terminates.
    ///
    /// Never throws: an error of the sequence, and a timeout (`RxError.timeout`), become
    /// `.failed` with the elements received before.
    ///
    /// ```
    /// source:  -1-2-#
    /// result:  .failed(elements: [1, 2], error: #)
    /// ```
    ///
    /// - Returns: `.completed` with every element, or `.failed` with the elements produced
    ///   before the error.
    public func materialize() -> MaterializedSequenceResult<Element> {
        collect()
    }
}

extension BlockingObservable {
    /// Subscribes once, keeps the elements that satisfy `predicate` until the sequence
    /// terminates or `limit` of them are kept, waits for that (or the timeout), disposes the
    /// subscription and returns what happened.
    private func collect(
        limit: Int? = nil,
        predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        // The clock starts before subscribing: the timeout bounds the whole call.
        let deadline = BlockingDeadline(timeout: timeout)
        let storage = BlockingStorage(limit: limit, predicate: predicate)
        let subscription = source.subscribe(BlockingObserver(storage: storage))
        let result = storage.waitForResult(until: deadline)
        subscription.dispose()
        return result
    }
}
