extension ObservableType {
    /// Drops the source's elements until `other` emits an element, then forwards them.
    ///
    /// As in RxSwift, if the source completes before `other` emitted, the sequence ends
    /// without a completion event. An error of either ends the sequence with it.
    ///
    /// - seealso: [skipUntil operator on reactivex.io](http://reactivex.io/documentation/operators/skipuntil.html)
    ///
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The source's elements after `other`'s first element.
    @inlinable
    public consuming func skip<Other: ObservableType>(until other: Other) -> Observables.Until<Self, Other> {
        Observables.Until(source: self, other: other, takes: false)
    }

    /// Deprecated spelling of `skip(until:)`.
    @available(*, deprecated, renamed: "skip(until:)")
    @inlinable
    public consuming func skipUntil<Other: ObservableType>(_ other: Other) -> Observables.Until<Self, Other> {
        Observables.Until(source: self, other: other, takes: false)
    }
}
