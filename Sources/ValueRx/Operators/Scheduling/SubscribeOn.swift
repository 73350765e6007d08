extension Observables {
    /// The sequence `subscribe(on:)` returns.
    @frozen
    public struct SubscribeOn<Source: ObservableType, Scheduler: ImmediateSchedulerType>: ObservableType {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let scheduler: Scheduler

        /// Creates the sequence.
        @inlinable
        public init(source: consuming Source, scheduler: Scheduler) {
            self.source = source
            self.scheduler = scheduler
        }

        /// Schedules the subscription to the source on the scheduler; disposing schedules the
        /// source's disposal there too.
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = SubscribeOnSink(source: source, scheduler: scheduler)
            let downstream = SubscribeOnObserver(downstream: observer, sink: sink)
            sink.start(downstream)
            return sink
        }
    }
}

/// One `subscribe(on:)` subscription: schedules the subscription, and schedules the source's
/// disposal when disposed or after a terminal event (RxSwift's `SubscribeOnSink`).
internal final class SubscribeOnSink<Source: ObservableType, Scheduler: ImmediateSchedulerType>: Cancelable, @unchecked Sendable {
    private let scheduler: Scheduler
    private let lock = Lock()
    private var source: Source?
    private let everything = SerialDisposable()

    init(source: consuming Source, scheduler: Scheduler) {
        self.source = source
        self.scheduler = scheduler
    }

    var isDisposed: Bool { everything.isDisposed }

    func start<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Source.Element {
        let cancelSchedule = SingleAssignmentDisposable()
        everything.disposable = cancelSchedule
        cancelSchedule.setDisposable(scheduler.schedule(observer) { [self] observer in
            let source: Source? = lock.withLock { self.source.take() }
            guard let source, !everything.isDisposed else { return NopDisposable() }
            let subscription = source.subscribe(observer)
            everything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
            return NopDisposable()
        })
    }

    func dispose() {
        everything.dispose()
    }
}

/// Forwards the source's events and ends the subscription after a terminal event.
internal struct SubscribeOnObserver<Downstream: ObserverType, Source: ObservableType, Scheduler: ImmediateSchedulerType>: ObserverType
    where Downstream.Element == Source.Element {
    var downstream: Downstream
    let sink: SubscribeOnSink<Source, Scheduler>

    mutating func on(_ event: Event<Downstream.Element>) -> Flow {
        // After dispose, events are dropped but the source is not told to stop: its disposal
        // (and its teardown) must run on the scheduler, as scheduled by `dispose()`.
        if sink.isDisposed { return .continue }
        if downstream.on(event) == .stop || event.isStopEvent {
            // Schedules the source's disposal (RxSwift's timing); anything the source sends
            // before that is dropped above.
            sink.dispose()
        }
        return .continue
    }
}

extension ObservableType {
    /// Returns the source sequence with subscribing to it, and disposing of that subscription,
    /// performed on `scheduler`.
    ///
    /// The subscription happens in a step scheduled on `scheduler`; disposing the result before
    /// that step cancels it, afterwards the source's disposal is scheduled on `scheduler` too.
    /// Events are delivered wherever the source sends them: to deliver them on a scheduler,
    /// use `observe(on:)`.
    ///
    /// - seealso: [subscribeOn operator on reactivex.io](http://reactivex.io/documentation/operators/subscribeon.html)
    ///
    /// - Parameter scheduler: Where the source is subscribed to and disposed of.
    /// - Returns: The source's events, with subscription and disposal moved to `scheduler`.
    @inlinable
    public consuming func subscribe<Scheduler: ImmediateSchedulerType>(on scheduler: Scheduler) -> Observables.SubscribeOn<Self, Scheduler> {
        Observables.SubscribeOn(source: self, scheduler: scheduler)
    }

    /// Deprecated spelling of `subscribe(on:)`.
    ///
    /// - Parameter scheduler: Where the source is subscribed to and disposed of.
    /// - Returns: The source's events, with subscription and disposal moved to `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    @inlinable
    public consuming func subscribeOn<Scheduler: ImmediateSchedulerType>(_ scheduler: Scheduler) -> Observables.SubscribeOn<Self, Scheduler> {
        Observables.SubscribeOn(source: self, scheduler: scheduler)
    }
}
