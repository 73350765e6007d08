import Foundation

extension ObservableType {
    /// Returns a connectable sequence whose observers all share one subscription to the source,
    /// made on `connect()` (a `multicast` through a `PublishSubject` made per connection).
    ///
    /// - seealso: [publish operator on reactivex.io](http://reactivex.io/documentation/operators/publish.html)
    ///
    /// - Returns: A connectable sequence; observers share the subscription `connect()` makes.
    @inlinable
    public func publish<SourceElement>() -> Observables.Multicast<Self, PublishSubject<SourceElement>> where SourceElement == Element {
        multicast { PublishSubject() }
    }
}
