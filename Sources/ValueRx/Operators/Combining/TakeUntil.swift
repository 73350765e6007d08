extension ObservableType {
    /// Emits the source's elements until `other` emits an element, then completes.
    ///
    /// `other` is subscribed to first. Its error ends the sequence with that error; its
    /// completion without an element only stops listening to it.
    ///
    /// - seealso: [takeUntil operator on reactivex.io](http://reactivex.io/documentation/operators/takeuntil.html)
    ///
    /// - Parameter other: The sequence whose first element ends this one.
    /// - Returns: The source's elements up to `other`'s first element.
    @inlinable
    public consuming func take<Other: ObservableType>(until other: Other) -> Observables.Until<Self, Other> {
        Observables.Until(source: self, other: other, takes: true)
    }

    /// Deprecated spelling of `take(until:)`.
    @available(*, deprecated, renamed: "take(until:)")
    @inlinable
    public consuming func takeUntil<Other: ObservableType>(_ other: Other) -> Observables.Until<Self, Other> {
        Observables.Until(source: self, other: other, takes: true)
    }
}
