extension Observables {
    /// The sequence `skip(until:)` with a trigger sequence returns.
    @frozen
    public struct SkipUntil<Source: ObservableType, Other: ObservableType>: _SinkOperator {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal var other: Other

        @inlinable
        internal init(source: consuming Source, other: consuming Other) {
            self.source = source
            self.other = other
        }

        /// Subscribes to the source, then to the trigger.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = UntilSink<Source, Other, Observer>(takes: false, downstream: observer)
            let trampoline = Trampoline.enter()
            return Trampoline.leave(trampoline, returning: sink.run(source: source, other: other))
        }
    }
}

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
    public consuming func skip<Other: ObservableType>(until other: Other) -> Observables.SkipUntil<Self, Other> {
        Observables.SkipUntil(source: self, other: other)
    }
}
