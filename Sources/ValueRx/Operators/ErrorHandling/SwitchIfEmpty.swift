extension Observables {
    /// The sequence `ifEmpty(switchTo:)` returns.
    @frozen
    public struct SwitchIfEmpty<Source: ObservableType, Other: ObservableType>: _SinkOperator where Source.Element == Other.Element {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let other: Other

        @inlinable
        internal init(source: consuming Source, other: Other) {
            self.source = source
            self.other = other
        }

        /// Subscribes to the source, and to `other` if the source completes empty.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let other = self.other
            return CatchSink<Source, Other, Observer>.subscribe(source, handler: { _ in other }, switchesOnEmpty: true, downstream: observer)
        }
    }
}

extension ObservableType {
    /// Continues with `other` when the source completes without emitting an element.
    ///
    /// - Parameter other: The sequence subscribed to after an empty source completes.
    /// - Returns: The source's events, or, if it was empty, `other`'s.
    @inlinable
    public consuming func ifEmpty<Other: ObservableType>(switchTo other: Other) -> Observables.SwitchIfEmpty<Self, Other> where Other.Element == Element {
        Observables.SwitchIfEmpty(source: self, other: other)
    }
}
