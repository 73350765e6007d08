// The bridge from an infallible sequence to Swift concurrency: `values`, read with
// `for await` (no `try`). Facts from RxSwift's
// `RxSwift/Traits/Infallible/Infallible+Concurrency.swift`.

extension InfallibleType {
    /// This sequence's elements as an asynchronous sequence that never throws, to read with
    /// `for await`: the loop gets each element in turn and ends when the sequence completes.
    ///
    /// Reading the property subscribes at once; elements are buffered until the loop takes them.
    /// Cancelling the task that iterates disposes of the subscription and ends the loop, and so
    /// does releasing the stream and its iterator (leaving a `for` loop over `values` early).
    ///
    /// ```swift
    /// for await element in infallible.values {
    ///     print(element)
    /// }
    /// ```
    ///
    /// As RxSwift.
    public var values: AsyncStream<Element> {
        let observable = asObservable()
        return AsyncStream { continuation in
            observable.subscribeYielding(into: continuation)
        }
    }
}
