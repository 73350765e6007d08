extension Observables {
    /// The source behind `error(_:)`: fails at once.
    @frozen
    public struct Fail<Element>: ObservableType {
        @usableFromInline internal let error: Swift.Error

        /// Creates the source.
        @inlinable
        internal init(error: Swift.Error) {
            self.error = error
        }

        /// Sends the error to `observer`.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            observer.on(.error(error))
            return NopDisposable()
        }
    }
}

extension ObservableType {
    /// Returns a sequence that fails at once with `error`, emitting no element.
    ///
    /// - seealso: [throw operator on reactivex.io](http://reactivex.io/documentation/operators/empty-never-throw.html)
    ///
    /// - Parameter error: The error sent to the observer.
    /// - Returns: A sequence whose only event is `error(error)`.
    @inlinable
    public static func error(_ error: Swift.Error) -> Observables.Fail<Element> {
        Observables.Fail(error: error)
    }
}
