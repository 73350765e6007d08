extension Observables {
    /// The sequence `takeLast(_:)` returns.
    @frozen
    public struct TakeLast<Source: ObservableType>: ObservableType {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let count: Int

        /// Creates the sequence; traps on a negative count, as RxSwift does.
        @inlinable
        public init(source: consuming Source, count: Int) {
            precondition(count >= 0, "count can't be negative")
            self.source = source
            self.count = count
        }

        /// Subscribes `observer` through a buffer of the last `count` elements.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            source.subscribe(TakeLastObserver(downstream: observer, count: count))
        }
    }
}

/// Buffers the last `count` elements in a ring and emits them on completion.
@usableFromInline
internal struct TakeLastObserver<Downstream: ObserverType>: ObserverType {
    @usableFromInline internal var downstream: Downstream
    @usableFromInline internal let count: Int
    @usableFromInline internal var buffer: [Downstream.Element] = []
    @usableFromInline internal var oldest = 0

    @inlinable
    internal init(downstream: Downstream, count: Int) {
        self.downstream = downstream
        self.count = count
    }

    @inlinable
    internal mutating func on(_ event: Event<Downstream.Element>) -> Flow {
        switch event {
        case .next(let element):
            guard count > 0 else { return .continue }
            if buffer.count < count {
                buffer.append(element)
            } else {
                buffer[oldest] = element
                oldest = (oldest + 1) % count
            }
            return .continue
        case .error:
            downstream.on(event)
            return .stop
        case .completed:
            for element in buffer[oldest...] where downstream.on(.next(element)) == .stop { return .stop }
            for element in buffer[..<oldest] where downstream.on(.next(element)) == .stop { return .stop }
            downstream.on(.completed)
            return .stop
        }
    }
}

extension ObservableType {
    /// Returns a sequence that emits the last `count` elements of the source once the source
    /// completes.
    ///
    /// The most recent `count` elements are kept in a buffer; nothing is emitted until the
    /// source completes, and then the buffer is emitted in order. Every element therefore
    /// arrives late.
    ///
    /// - seealso: [takeLast operator on reactivex.io](http://reactivex.io/documentation/operators/takelast.html)
    ///
    /// - Parameter count: How many of the source's final elements to emit.
    /// - Returns: At most `count` elements: the source's final ones, in order.
    @inlinable
    public consuming func takeLast(_ count: Int) -> Observables.TakeLast<Self> {
        Observables.TakeLast(source: self, count: count)
    }
}
