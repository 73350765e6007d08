extension ObservableType {
    /// Maps each element to an inner sequence and forwards only the latest one's elements:
    /// a new element disposes the running inner sequence before its own is subscribed.
    ///
    /// ```
    /// --1-----2------|
    ///   flatMapLatest { x in x --- x ---- x | }
    /// --1---1-2---2----2|
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The elements of the most recent inner sequence.
    @inlinable
    public consuming func flatMapLatest<Inner: ObservableType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Inner> {
        Observables.FlatMap(source: self, selector: selector, mode: .latest, maxConcurrent: 1)
    }

    /// `flatMapLatest(_:)` for a selector returning a sequence only convertible to an observable.
    @inlinable
    @_disfavoredOverload
    public consuming func flatMapLatest<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Observable<Inner.Element>> {
        Observables.FlatMap(source: self, selector: { try selector($0).asObservable() }, mode: .latest, maxConcurrent: 1)
    }
}
