import Foundation

extension ObservableType {
    /// Returns a connectable sequence whose observers all share one subscription to the source
    /// and receive, on subscribing, up to `bufferSize` of the latest elements.
    ///
    /// - seealso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    ///
    /// - Parameter bufferSize: The most elements a new observer receives on subscribing.
    /// - Returns: A connectable sequence; observers share the subscription `connect()` makes.
    @inlinable
    public func replay<SourceElement>(_ bufferSize: Int) -> Observables.Multicast<Self, ReplaySubject<SourceElement>> where SourceElement == Element {
        multicast { ReplaySubject.create(bufferSize: bufferSize) }
    }

    /// Returns a connectable sequence whose observers all share one subscription to the source
    /// and receive, on subscribing, every element the connection has produced so far.
    ///
    /// - seealso: [replay operator on reactivex.io](http://reactivex.io/documentation/operators/replay.html)
    ///
    /// - Returns: A connectable sequence; observers share the subscription `connect()` makes.
    @inlinable
    public func replayAll<SourceElement>() -> Observables.Multicast<Self, ReplaySubject<SourceElement>> where SourceElement == Element {
        multicast { ReplaySubject.createUnbounded() }
    }
}
