extension Observables {
    /// The source behind `empty()`: completes at once.
    @frozen
    public struct Empty<Element>: ObservableType {
        /// Creates the source.
        @inlinable
        internal init() {}

        /// Sends `completed` to `observer`.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            observer.on(.completed)
            return NopDisposable()
        }
    }
}

extension ObservableType {
    /// Returns a sequence that completes at once without emitting any element.
    ///
    /// - seealso: [empty operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    ///
    /// - Returns: A sequence whose only event is `completed`.
    @inlinable
    public static func empty() -> Observables.Empty<Element> {
        Observables.Empty()
    }
}
