extension Observables {
    /// The sequence `withLatestFrom` returns: each element of the source combined with the
    /// latest element of `second`.
    @frozen
    public struct WithLatestFrom<Source: ObservableType, Second: ObservableType, Element>: _SinkOperator {
        @usableFromInline internal let source: Source
        @usableFromInline internal let second: Second
        @usableFromInline internal let resultSelector: (Source.Element, Second.Element) throws -> Element

        @inlinable
        internal init(source: Source, second: Second, resultSelector: @escaping (Source.Element, Second.Element) throws -> Element) {
            self.source = source
            self.second = second
            self.resultSelector = resultSelector
        }

        /// Subscribes `second`, then the source (RxSwift's order), and sends `observer` the
        /// combined results.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
            let sink = WithLatestFromSink<Source.Element, Second.Element, Observer, Second.Element?>(resultSelector: resultSelector, downstream: observer)
            let trampoline = Trampoline.enter()
            sink.run(source, second)
            Trampoline.leave(trampoline)
            return sink
        }
    }
}

/// The state of one `withLatestFrom` subscription (RxSwift's `WithLatestFromSink`): the latest
/// element of the second source under the lock; each source element claims the output with the
/// pair, and the result selector runs when the pair is delivered (in order, outside the lock).
/// Keeping, ending and disposing the inputs: `IndexedInputsSink` (its input order, 0 then 1, is
/// RxSwift's disposal order: the source's subscription, then the second source's).
@usableFromInline
internal final class WithLatestFromSink<First, Second, Downstream: ObserverType, Slot: OptionalSlot>: SubjectRegistry, Cancelable, IndexedInputsSink, @unchecked Sendable
    where Slot.Wrapped == Second
{
    @usableFromInline internal let lock = Lock()
    // Guarded by `lock`.
    /// `Second?` passed as a generic argument (`OptionalSlot`: the deinitializer looks up no
    /// metadata).
    @usableFromInline @exclusivity(unchecked) internal var latest: Slot = .holding(nil)
    @usableFromInline @exclusivity(unchecked) internal var stopped = false
    @usableFromInline @exclusivity(unchecked) internal var inputs = InputSubscriptions(count: 2)
    @usableFromInline internal let output: OutputBox<SelectingObserver<(First, Second), Downstream, (First, Second) throws -> Downstream.Element>>
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(resultSelector: @escaping (First, Second) throws -> Downstream.Element, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        let observer = SelectingObserver<(First, Second), Downstream, (First, Second) throws -> Downstream.Element>(downstream: downstream, selector: resultSelector) { selector, pair in
            try selector(pair.0, pair.1)
        }
        output = OutputBox(output: observer)
        output.owner = self
    }

    /// Input 1 is the second source (subscribed first, as RxSwift does); input 0 the source.
    @inlinable
    internal func run<S1: ObservableType, S2: ObservableType>(_ source: consuming S1, _ second: consuming S2)
        where S1.Element == First, S2.Element == Second {
        keep(1, second.subscribe(SinkObserver<Second>(sink: self, tag: 1) { sink, _, event in
            unsafeDowncast(sink, to: WithLatestFromSink.self).secondOn(event)
        }))
        keep(0, source.subscribe(SinkObserver<First>(sink: self, tag: 0) { sink, _, event in
            unsafeDowncast(sink, to: WithLatestFromSink.self).firstOn(event)
        }))
    }

    @inlinable
    internal func firstOn(_ event: Event<First>) -> Flow {
        switch event {
        case .next(let element):
            // Dropped while there is no latest yet; otherwise claimed or queued.
            var claimed: Event<(First, Second)>?
            lock.withLock {
                guard !stopped, let latest = latest.value else { return }
                let event = Event.next((element, latest))
                if output.claim(event) { claimed = event }
            }
            if let claimed { output.deliverClaimed(claimed) }
            return output.isDisposed ? .stop : .continue
        case .error, .completed:
            terminate(event.isCompleted ? .completed : .error(event.error!))
            return .stop
        }
    }

    @inlinable
    internal func secondOn(_ event: Event<Second>) -> Flow {
        switch event {
        case .next(let element):
            lock.withLock { latest = .holding(element) }
            return output.isDisposed ? .stop : .continue
        case .completed:
            // Only the second source's subscription ends; its last element stays in use.
            let own: any Disposable = lock.withLock { inputs.end(1) }
            own.dispose()
            return .stop
        case .error(let error):
            terminate(.error(error))
            return .stop
        }
    }
}

extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, if any,
    /// using `resultSelector`.
    ///
    /// Elements that arrive before `second` has emitted are dropped. `second` completing only
    /// ends its own subscription (its last element stays in use); an error from either ends the
    /// sequence. Subscribes `second` first.
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is used.
    ///   - resultSelector: Makes the result from an element of this sequence and the latest
    ///     element of `second`; an error it throws ends the sequence.
    /// - Returns: One result per element of this sequence that found a latest element.
    @inlinable @_disfavoredOverload
    public consuming func withLatestFrom<Second: ObservableConvertibleType, Result>(_ second: Second, resultSelector: @escaping (Element, Second.Element) throws -> Result)
        -> Observables.WithLatestFrom<Self, Observable<Second.Element>, Result> {
        Observables.WithLatestFrom(source: self, second: second.asObservable(), resultSelector: resultSelector)
    }

    /// `withLatestFrom(_:resultSelector:)` for a second sequence of a concrete observable
    /// type: keeps its type (no erasure).
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is used.
    ///   - resultSelector: Makes the result from an element of this sequence and the latest
    ///     element of `second`; an error it throws ends the sequence.
    /// - Returns: One result per element of this sequence that found a latest element.
    @inlinable
    public consuming func withLatestFrom<Second: ObservableType, Result>(_ second: Second, resultSelector: @escaping (Element, Second.Element) throws -> Result)
        -> Observables.WithLatestFrom<Self, Second, Result> {
        Observables.WithLatestFrom(source: self, second: second, resultSelector: resultSelector)
    }

    /// Replaces each element of this sequence with the latest element of `second`, if any.
    ///
    /// - Parameter second: The sequence whose latest element is sent.
    /// - Returns: `second`'s latest element, once per element of this sequence.
    @inlinable @_disfavoredOverload
    public consuming func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second)
        -> Observables.WithLatestFrom<Self, Observable<Second.Element>, Second.Element> {
        Observables.WithLatestFrom(source: self, second: second.asObservable(), resultSelector: { $1 })
    }

    /// `withLatestFrom(_:)` for a second sequence of a concrete observable type: keeps its type.
    ///
    /// - Parameter second: The sequence whose latest element is sent.
    /// - Returns: `second`'s latest element, once per element of this sequence.
    @inlinable
    public consuming func withLatestFrom<Second: ObservableType>(_ second: Second)
        -> Observables.WithLatestFrom<Self, Second, Second.Element> {
        Observables.WithLatestFrom(source: self, second: second, resultSelector: { $1 })
    }
}
