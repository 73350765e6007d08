// `Observables.Sample` and the `sample` operator methods constructing it are generated from
// Scripts/surface.txt.

/// The state of one `sample` subscription (RxSwift's `SampleSequenceSink`): the pending element
/// and whether the source ended, under the lock; each sampler tick claims the output with the
/// pending element (or the default value). Keeping, ending and disposing the inputs:
/// `IndexedInputsSink`.
@usableFromInline
internal final class SampleSink<SamplerElement, Downstream: ObserverType, Slot: OptionalSlot>: SubjectRegistry, Cancelable, IndexedInputsSink, @unchecked Sendable
    where Slot.Wrapped == Downstream.Element
{
    @usableFromInline internal typealias Element = Downstream.Element

    /// `Element?` passed as a generic argument (`OptionalSlot`: the deinitializer looks up no
    /// metadata), as is `pending`.
    @usableFromInline internal let defaultValue: Slot
    @usableFromInline internal let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var pending: Slot = .emptySlot
    @usableFromInline @exclusivity(unchecked) internal var atEnd = false
    @usableFromInline @exclusivity(unchecked) internal var stopped = false
    @usableFromInline @exclusivity(unchecked) internal var inputs = InputSubscriptions(count: 2)
    @usableFromInline internal let output: OutputBox<Downstream>
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(defaultValue: Element?, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        if let defaultValue { self.defaultValue = .holding(defaultValue) } else { self.defaultValue = .emptySlot }
        output = OutputBox(output: downstream)
        output.owner = self
    }

    @inlinable
    internal func run<S1: ObservableType, S2: ObservableType>(_ source: consuming S1, _ sampler: consuming S2)
        where S1.Element == Element, S2.Element == SamplerElement {
        keep(0, source.subscribe(SinkObserver<Element>(sink: self, tag: 0) { sink, _, event in
            Unmanaged<SampleSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.sourceOn(event) }
        }))
        keep(1, sampler.subscribe(SinkObserver<SamplerElement>(sink: self, tag: 1) { sink, _, event in
            Unmanaged<SampleSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.samplerOn(event) }
        }))
    }

    @inlinable
    internal func sourceOn(_ event: Event<Element>) -> Flow {
        switch event {
        case .next(let element):
            lock.withLock { pending = .holding(element) }
            return output.isDisposed ? .stop : .continue
        case .error(let error):
            terminate(.error(error))
            return .stop
        case .completed:
            // The source's subscription ends; the whole completes at the next tick.
            let own: any Disposable = lock.withLock {
                atEnd = true
                return inputs.end(0)
            }
            own.dispose()
            return .stop
        }
    }

    @inlinable
    internal func samplerOn(_ event: Event<SamplerElement>) -> Flow {
        switch event {
        case .next, .completed:
            // A tick (the sampler's completion is one too): the pending element or the
            // default value, then the completion if the source has ended.
            // bit 0: an element claimed; bit 1: queued; bit 2: complete afterwards.
            var claimed: Element?
            let step: Int = lock.withLock {
                if stopped { return 0 }
                var step = 0
                if let element = pending.takeValue() ?? defaultValue.value {
                    if output.claim(.next(element)) {
                        claimed = element
                        step |= 1
                    } else {
                        step |= 2
                    }
                }
                if atEnd { step |= 4 }
                return step
            }
            if let claimed { output.deliverClaimed(.next(claimed)) }
            if step & 4 != 0 {
                terminate(.completed)
                return .stop
            }
            if event.isStopEvent { return .stop }
            return output.isDisposed ? .stop : .continue
        case .error(let error):
            terminate(.error(error))
            return .stop
        }
    }
}
