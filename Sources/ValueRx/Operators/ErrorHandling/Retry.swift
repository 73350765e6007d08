extension ObservableType {
    /// Resubscribes to the source each time it fails, forever.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    ///
    /// A source that fails synchronously any number of times takes no stack.
    ///
    /// - Returns: The elements of every attempt; completes when an attempt completes.
    @inlinable
    public consuming func retry() -> Observables.SequenceOf<_RepeatForever<Self>> {
        Observables.SequenceOf(sources: _RepeatForever(self), catchesErrors: true)
    }

    /// Subscribes to the source at most `maxAttemptCount` times, resubscribing after each
    /// error; the last attempt's error ends the sequence.
    ///
    /// - Parameter maxAttemptCount: How many subscriptions in all (the first included).
    /// - Returns: The elements of every attempt.
    @inlinable
    public consuming func retry(_ maxAttemptCount: Int) -> Observables.SequenceOf<Repeated<Self>> {
        Observables.SequenceOf(sources: Swift.repeatElement(self, count: maxAttemptCount), catchesErrors: true)
    }
}

/// The same value forever: what `retry()` subscribes to again and again.
@frozen
public struct _RepeatForever<Element>: Swift.Sequence, IteratorProtocol {
    @usableFromInline internal let element: Element

    /// Not API.
    @inlinable
    internal init(_ element: Element) {
        self.element = element
    }

    /// Returns the element, always. Not API.
    @inlinable
    public mutating func next() -> Element? { element }
}
