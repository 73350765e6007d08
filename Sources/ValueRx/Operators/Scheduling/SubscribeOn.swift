// `Observables.SubscribeOn` and the `subscribe(on:)` operator method constructing it are
// generated from Scripts/surface.txt.

/// One `subscribe(on:)` subscription: schedules the subscription, and schedules the source's
/// disposal when disposed or after a terminal event (RxSwift's `SubscribeOnSink`). The source
/// is subscribed with a `SinkObserver`, so its observer type does not mention the downstream.
@usableFromInline
internal final class SubscribeOnSink<Source: ObservableType, Scheduler: ImmediateSchedulerType, Downstream: ObserverType, SourceSlot: OptionalSlot>: Cancelable, @unchecked Sendable
    where Source.Element == Downstream.Element, SourceSlot.Wrapped == Source {
    @usableFromInline internal let scheduler: Scheduler
    @usableFromInline internal let lock = Lock()
    /// `Source?` passed as a generic argument (`OptionalSlot`: the deinitializer looks up no
    /// metadata).
    @usableFromInline internal var source: SourceSlot
    /// Touched only by the source's events (after the scheduled subscription).
    @usableFromInline @exclusivity(unchecked) internal var downstream: Downstream
    @usableFromInline internal let everything = SerialDisposable()
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(source: consuming Source, scheduler: Scheduler, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.source = .holding(source)
        self.scheduler = scheduler
        self.downstream = downstream
    }

    @usableFromInline
    internal var isDisposed: Bool { everything.isDisposed }

    @inlinable
    internal func start() {
        let cancelSchedule = SingleAssignmentDisposable()
        everything.disposable = cancelSchedule
        cancelSchedule.setDisposable(scheduler.schedule(self) { sink in
            sink.subscribeNow()
            return NopDisposable()
        })
    }

    /// The scheduled step: subscribes to the source.
    @inlinable
    internal func subscribeNow() {
        let source: Source? = lock.withLock { self.source.takeValue() }
        guard let source, !everything.isDisposed else { return }
        let observer = SinkObserver<Source.Element>(sink: self, tag: 0) { sink, _, event in
            Unmanaged<SubscribeOnSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.on(event) }
        }
        // RxSwift subscribes the source itself here, not its `asObservable()`.
        let subscription = source.subscribe(DirectSinkObserver(observer))
        everything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
    }

    /// Forwards the source's events and ends the subscription after a terminal event.
    @inlinable
    internal func on(_ event: Event<Source.Element>) -> Flow {
        // After dispose, events are dropped but the source is not told to stop: its disposal
        // (and its teardown) must run on the scheduler, as scheduled by `dispose()`.
        if isDisposed { return .continue }
        if downstream.on(event) == .stop || event.isStopEvent {
            // Schedules the source's disposal (RxSwift's timing); anything the source sends
            // before that is dropped above.
            dispose()
        }
        return .continue
    }

    @usableFromInline
    internal func dispose() {
        everything.dispose()
    }
}
