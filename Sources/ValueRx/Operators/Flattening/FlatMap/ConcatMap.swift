extension ObservableType {
    /// Maps each element to an inner sequence and subscribes them one after the other: the
    /// next inner sequence starts only once the previous one has completed.
    ///
    /// Elements that arrive while an inner sequence runs are mapped at once and their inner
    /// sequences wait in a queue.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The elements of the inner sequences, in source order.
    @inlinable
    public consuming func concatMap<Inner: ObservableType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Inner> {
        Observables.FlatMap(source: self, selector: selector, mode: .merge, maxConcurrent: 1)
    }

    /// `concatMap(_:)` for a selector returning a sequence only convertible to an observable.
    @inlinable
    @_disfavoredOverload
    public consuming func concatMap<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Observable<Inner.Element>> {
        Observables.FlatMap(source: self, selector: { try selector($0).asObservable() }, mode: .merge, maxConcurrent: 1)
    }
}
