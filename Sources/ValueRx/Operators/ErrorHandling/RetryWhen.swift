import Synchronization

/// The state of one `retry(when:)` subscription (RxSwift's `RetryWhenSequenceSink`).
///
/// The notification handler is called once per subscription with an observable of the
/// source's errors; what it returns (the trigger) is subscribed to once, through a subject.
/// When the source fails with an error of the handler's type, its subscription is disposed,
/// the sink starts listening to the trigger, and the error is sent to the handler's
/// observable: a trigger element resubscribes to the source, a trigger completion or error
/// ends the sequence with it. An error of another type ends the sequence at once.
///
/// Resubscribing runs in a loop guarded by a gate, so a source that fails synchronously and a
/// trigger that answers synchronously take no stack, however many attempts.
@usableFromInline
internal final class RetryWhenSink<Source: ObservableType, Trigger: ObservableType, Failure: Swift.Error, Downstream: ObserverType, SourceSlot: OptionalSlot>: Cancelable, @unchecked Sendable
    where Source.Element == Downstream.Element, SourceSlot.Wrapped == Source {
    @usableFromInline internal typealias Element = Downstream.Element

    /// Released once the whole ends (it may hold what holds this sink), by the thread that
    /// runs the steps.
    /// `Source?` passed as a generic argument (`OptionalSlot`: the deinitializer looks up no
    /// metadata).
    @usableFromInline @exclusivity(unchecked) internal var source: SourceSlot
    @usableFromInline @exclusivity(unchecked) internal var downstream: Downstream
    @usableFromInline internal let errors = PublishSubject<Failure>()
    @usableFromInline internal let notifier = PublishSubject<Trigger.Element>()
    @usableFromInline internal let stopped = Atomic<Bool>(false)
    @usableFromInline internal let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var handlerSubscription: Disposable?
    /// The running attempt's subscription; its key also tags the trigger subscription.
    @usableFromInline @exclusivity(unchecked) internal var input = CurrentInput(key: 0)
    @usableFromInline @exclusivity(unchecked) internal var currentTrigger: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var loop = StepLoop()
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(source: Source, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.source = .holding(source)
        self.downstream = downstream
    }

    @inlinable
    internal func run(_ handler: (Observable<Failure>) -> Trigger) -> Disposable {
        let trigger = handler(errors.asObservable())
        let subscription = trigger.subscribe(notifier)
        let kept: Bool = lock.withLock { handlerSubscription.store(subscription, unless: input.ended) }
        if !kept { subscription.dispose() }
        moveNext()
        return self
    }

    /// Subscribes to the source again (a loop turn when called while subscribing).
    @inlinable
    internal func moveNext() {
        guard lock.withLock({ loop.enter(ended: input.ended) }) else { return }
        repeat { step() } while lock.withLock({ loop.again(ended: input.ended) })
        releaseSourceIfEnded()
    }

    @inlinable
    internal func step() {
        let (key, previous, previousTrigger): (Int, any Disposable, Disposable?) = lock.withLock {
            let (next, previous) = input.advance()
            return (next, previous, currentTrigger.take())
        }
        previous.dispose()
        previousTrigger?.dispose()
        let observer = SinkObserver<Element>(sink: self, tag: key) { sink, key, event in
            unsafeDowncast(sink, to: RetryWhenSink.self).on(key, event)
        }
        guard let source = source.value else { return }
        let subscription = source.subscribe(observer)
        let kept: Bool = lock.withLock { input.keep(subscription, for: key) }
        if !kept { subscription.dispose() }
    }

    @inlinable
    internal func on(_ key: Int, _ event: Event<Element>) -> Flow {
        switch event {
        case .next:
            if stopped.load(ordering: .acquiring) { return .stop }
            if downstream.on(event) == .continue { return .continue }
            dispose()
            return .stop
        case .error(let error):
            guard let failure = error as? Failure else {
                finish(event)
                return .stop
            }
            let failed: any Disposable = lock.withLock { input.take(key) }
            failed.dispose()
            let observer = SinkObserver<Trigger.Element>(sink: self, tag: key) { sink, _, event in
                unsafeDowncast(sink, to: RetryWhenSink.self).triggerOn(event)
            }
            let trigger = notifier.subscribe(observer)
            let kept: Bool = lock.withLock { currentTrigger.store(trigger, unless: !input.accepts(key)) }
            if !kept { trigger.dispose() }
            errors.onNext(failure)
            return .stop
        case .completed:
            finish(event)
            return .stop
        }
    }

    @inlinable
    internal func triggerOn(_ event: Event<Trigger.Element>) -> Flow {
        switch event {
        case .next:
            moveNext()
            return .stop
        case .error(let error):
            finish(.error(error))
            return .stop
        case .completed:
            finish(.completed)
            return .stop
        }
    }

    @inlinable
    internal func finish(_ event: Event<Element>) {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        downstream.on(event)
        disposeAll()
    }

    @usableFromInline
    internal func disposeAll() {
        let (subscription, trigger, handler, idle): (any Disposable, Disposable?, Disposable?, Bool) = lock.withLock {
            (input.end(), currentTrigger.take(), handlerSubscription.take(), !loop.isRunning)
        }
        subscription.dispose()
        trigger?.dispose()
        handler?.dispose()
        // A running step loop releases the source when it returns.
        if idle { releaseSourceIfEnded() }
    }

    /// Drops the source once the whole has ended and no step runs.
    @usableFromInline
    internal func releaseSourceIfEnded() {
        let released: Source? = lock.withLock {
            guard input.ended && !loop.isRunning else { return nil }
            return source.takeValue()
        }
        _ = released
    }

    @usableFromInline
    internal var isDisposed: Bool { stopped.load(ordering: .acquiring) }

    @usableFromInline
    internal func dispose() {
        stopped.store(true, ordering: .releasing)
        disposeAll()
    }
}

extension Observables {
    /// The sequence `retry(when:)` returns.
    @frozen
    public struct RetryWhen<Source: ObservableType, Trigger: ObservableType, Failure: Swift.Error>: _SinkOperator {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let handler: (Observable<Failure>) -> Trigger

        @inlinable
        internal init(source: consuming Source, handler: @escaping (Observable<Failure>) -> Trigger) {
            self.source = source
            self.handler = handler
        }

        /// Calls the notification handler, subscribes to its trigger, then to the source.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = RetryWhenSink<Source, Trigger, Failure, Observer, Source?>(source: source, downstream: observer)
            let trampoline = Trampoline.enter()
            return Trampoline.leave(trampoline, returning: sink.run(handler))
        }
    }
}

extension ObservableType {
    /// Resubscribes to the source after an error of type `Failure` when the observable that
    /// `notificationHandler` returns emits an element; its completion or error ends the
    /// sequence with that event. An error of another type ends the sequence at once.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    ///
    /// - Parameter notificationHandler: Called once per subscription with the observable of
    ///   the source's errors; returns the trigger.
    /// - Returns: The elements of every attempt.
    @inlinable
    public consuming func retry<Trigger: ObservableType, Failure: Swift.Error>(when notificationHandler: @escaping (Observable<Failure>) -> Trigger) -> Observables.RetryWhen<Self, Trigger, Failure> {
        Observables.RetryWhen(source: self, handler: notificationHandler)
    }

    /// `retry(when:)` with the errors as `Swift.Error`: every error goes to the handler.
    @inlinable
    public consuming func retry<Trigger: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger) -> Observables.RetryWhen<Self, Trigger, Swift.Error> {
        Observables.RetryWhen(source: self, handler: notificationHandler)
    }

    /// Deprecated spelling of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public consuming func retryWhen<Trigger: ObservableType, Failure: Swift.Error>(_ notificationHandler: @escaping (Observable<Failure>) -> Trigger) -> Observables.RetryWhen<Self, Trigger, Failure> {
        Observables.RetryWhen(source: self, handler: notificationHandler)
    }

    /// Deprecated spelling of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public consuming func retryWhen<Trigger: ObservableType>(_ notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger) -> Observables.RetryWhen<Self, Trigger, Swift.Error> {
        Observables.RetryWhen(source: self, handler: notificationHandler)
    }
}
