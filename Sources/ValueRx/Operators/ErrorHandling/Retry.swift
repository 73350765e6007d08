extension Observables {
    /// The sequence `retry()` returns: the source, subscribed again after each error.
    @frozen
    public struct Retry<Source: ObservableType>: _SinkOperator {
        /// The type of the elements.
        public typealias Element = Source.Element

        /// The source, forever.
        @usableFromInline internal let sources: RepeatForever<Source>

        @inlinable
        internal init(source: consuming Source) {
            sources = RepeatForever(source)
        }

        /// Subscribes to the source (inside the trampoline, as RxSwift's producers do).
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            SequenceSink<RepeatForever<Source>, Observer, RepeatForever<Source>.Iterator?>.subscribe(sources, catchesErrors: true, observer)
        }
    }

    /// The sequence `retry(_:)` returns: the source, subscribed again after each error up to a
    /// number of attempts.
    @frozen
    public struct RetryCount<Source: ObservableType>: _SinkOperator {
        /// The type of the elements.
        public typealias Element = Source.Element

        /// The source, once per attempt.
        @usableFromInline internal let sources: Repeated<Source>

        @inlinable
        internal init(source: consuming Source, maxAttemptCount: Int) {
            sources = Swift.repeatElement(source, count: maxAttemptCount)
        }

        /// Subscribes to the source (inside the trampoline, as RxSwift's producers do).
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            SequenceSink<Repeated<Source>, Observer, Repeated<Source>.Iterator?>.subscribe(sources, catchesErrors: true, observer)
        }
    }
}

extension ObservableType {
    /// Resubscribes to the source each time it fails, forever.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    ///
    /// A source that fails synchronously any number of times takes no stack.
    ///
    /// - Returns: The elements of every attempt; completes when an attempt completes.
    @inlinable
    public consuming func retry() -> Observables.Retry<Self> {
        Observables.Retry(source: self)
    }

    /// Subscribes to the source at most `maxAttemptCount` times, resubscribing after each
    /// error; the last attempt's error ends the sequence.
    ///
    /// - Parameter maxAttemptCount: How many subscriptions in all (the first included).
    /// - Returns: The elements of every attempt.
    @inlinable
    public consuming func retry(_ maxAttemptCount: Int) -> Observables.RetryCount<Self> {
        Observables.RetryCount(source: self, maxAttemptCount: maxAttemptCount)
    }
}

/// The same value forever: the sources `Observables.Retry` steps through.
@usableFromInline
@frozen
internal struct RepeatForever<Element>: Swift.Sequence, IteratorProtocol {
    @usableFromInline internal let element: Element

    @inlinable
    internal init(_ element: Element) {
        self.element = element
    }

    /// Returns the element, always.
    @inlinable
    internal mutating func next() -> Element? { element }
}
