extension ObservableType {
    /// Maps an element to an inner sequence only while no inner sequence is running; elements
    /// that arrive meanwhile are dropped (the selector is not called for them).
    ///
    /// ```
    /// --1--2--------3--|
    ///   flatMapFirst { x in x --- x | }
    /// --1-----1-----3---3|
    /// ```
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The elements of the inner sequences that were subscribed.
    @inlinable
    public consuming func flatMapFirst<Inner: ObservableType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Inner> {
        Observables.FlatMap(source: self, selector: selector, mode: .first, maxConcurrent: 1)
    }

    /// `flatMapFirst(_:)` for a selector returning a sequence only convertible to an observable.
    @inlinable
    @_disfavoredOverload
    public consuming func flatMapFirst<Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner) -> Observables.FlatMap<Self, Observable<Inner.Element>> {
        Observables.FlatMap(source: self, selector: { try selector($0).asObservable() }, mode: .first, maxConcurrent: 1)
    }
}
