// The bridge from a shared sequence (`Driver`, `Signal`) to Swift concurrency: `values`, read
// with `for await` on the main actor. Facts from RxSwift's
// `RxCocoa/Traits/SharedSequence/SharedSequence+Concurrency.swift`.

extension SharedSequence {
    /// This sequence's elements as an asynchronous sequence that never throws, to read with
    /// `for await`: the loop gets each element in turn and ends when the sequence completes.
    ///
    /// Read on the main actor, where a `Driver` or `Signal` is meant to be subscribed. Reading
    /// the property subscribes at once; elements are buffered until the loop takes them.
    /// Cancelling the task that iterates disposes of the subscription and ends the loop, and so
    /// does releasing the stream and its iterator (leaving a `for` loop over `values` early).
    ///
    /// ```swift
    /// for await title in viewModel.title.values {
    ///     label.text = title
    /// }
    /// ```
    ///
    /// As RxSwift (RxCocoa), where it exists on Apple platforms only.
    @MainActor
    public var values: AsyncStream<Element> {
        let observable = asObservable()
        return AsyncStream { continuation in
            observable.subscribeYielding(into: continuation)
        }
    }
}
