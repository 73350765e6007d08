extension ObservableType where Element: ObservableType {
    /// Forwards the elements of the most recent inner sequence this sequence emitted; each new
    /// inner sequence disposes the previous one.
    ///
    /// - Returns: The elements of the latest inner sequence.
    @inlinable
    public consuming func switchLatest() -> Observables.FlatMap<Self, Element> {
        Observables.FlatMap(source: self, selector: { $0 }, mode: .latest, maxConcurrent: 1)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// `switchLatest()` for inner sequences only convertible to observables.
    @inlinable
    @_disfavoredOverload
    public consuming func switchLatest() -> Observables.FlatMap<Self, Observable<Element.Element>> {
        Observables.FlatMap(source: self, selector: { $0.asObservable() }, mode: .latest, maxConcurrent: 1)
    }
}
