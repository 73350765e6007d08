// `Observables.WithLatestFrom` and the `withLatestFrom` operator methods constructing it are
// generated from Scripts/surface.txt.

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
    @usableFromInline @exclusivity(unchecked) internal var latest: Slot = .emptySlot
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
            Unmanaged<WithLatestFromSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.secondOn(event) }
        }))
        keep(0, source.subscribe(SinkObserver<First>(sink: self, tag: 0) { sink, _, event in
            Unmanaged<WithLatestFromSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.firstOn(event) }
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
