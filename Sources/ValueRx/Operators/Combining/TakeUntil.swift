extension Observables {
    /// The sequence `take(until:)` with a trigger sequence returns.
    @frozen
    public struct TakeUntil<Source: ObservableType, Other: ObservableType>: _SinkOperator {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal var other: Other

        @inlinable
        internal init(source: consuming Source, other: consuming Other) {
            self.source = source
            self.other = other
        }

        /// Subscribes to the trigger, then to the source.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = UntilSink<Source, Other, Observer>(takes: true, downstream: observer)
            let trampoline = Trampoline.enter()
            return Trampoline.leave(trampoline, returning: sink.run(source: source, other: other))
        }
    }
}

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
    public consuming func take<Other: ObservableType>(until other: Other) -> Observables.TakeUntil<Self, Other> {
        Observables.TakeUntil(source: self, other: other)
    }
}
