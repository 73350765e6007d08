// `Observables.Retry`, `Observables.RetryCount` and the `retry()` and `retry(_:)` operator
// methods constructing them are generated from Scripts/surface.txt.

/// The same value forever: the sources `Observables.Retry` steps through.
@usableFromInline
@frozen
internal struct RepeatForever<Element>: Swift.Sequence, IteratorProtocol {
    @usableFromInline internal let element: Element

    @inlinable
    internal init(_ element: Element) {
        self.element = element
    }

    /// Returns the element, always.
    @inlinable
    internal mutating func next() -> Element? { element }
}
