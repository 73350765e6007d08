extension Observables {
    /// The sequence `startWith(_:)` returns: the given elements, then the source's events.
    @frozen
    public struct StartWith<Source: ObservableType>: ObservableType {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let elements: [Element]

        /// Creates the sequence.
        @inlinable
        public init(source: consuming Source, elements: [Element]) {
            self.source = source
            self.elements = elements
        }

        /// Emits the elements, then subscribes `observer` to the source.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            for element in elements where observer.on(.next(element)) == .stop {
                return NopDisposable()
            }
            return source.subscribe(observer)
        }
    }
}

extension ObservableType {
    /// Returns a sequence that emits the given elements first, then the source's events.
    ///
    /// - seealso: [startWith operator on reactivex.io](http://reactivex.io/documentation/operators/startwith.html)
    ///
    /// ```
    /// --3--4--|
    ///   startWith(1, 2)
    /// 1-2-3--4--|
    /// ```
    ///
    /// - Parameter elements: The elements emitted before the source is subscribed to.
    /// - Returns: `elements`, in order, followed by the source's events.
    @inlinable
    public consuming func startWith(_ elements: Element ...) -> Observables.StartWith<Self> {
        Observables.StartWith(source: self, elements: elements)
    }
}
