extension Observables {
    /// The source behind `never()`: sends no event.
    @frozen
    public struct Never<Element>: ObservableType {
        /// Creates the source.
        @inlinable
        internal init() {}

        /// Does nothing.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            NopDisposable()
        }
    }
}

extension ObservableType {
    /// Returns a sequence that sends no event at all, not even a terminal one; useful as an
    /// endless duration.
    ///
    /// - seealso: [never operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    ///
    /// - Returns: A sequence that never calls its observer.
    @inlinable
    public static func never() -> Observables.Never<Element> {
        Observables.Never()
    }
}
