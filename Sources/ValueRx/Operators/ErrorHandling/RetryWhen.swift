/// The state of one `retry(when:)` subscription (RxSwift's `RetryWhenSequenceSink`).
///
/// The notification handler is called once per subscription with an observable of the
/// source's errors; what it returns (the trigger) is subscribed to once, through a subject.
/// When the source fails with an error of the handler's type, its subscription is disposed,
/// the sink starts listening to the trigger, and the error is sent to the handler's
/// observable: a trigger element resubscribes to the source (the sink listens to the trigger
/// until that attempt starts), a trigger completion or error ends the sequence with it. An
/// error of another type ends the sequence at once.
///
/// Resubscribing runs in a loop guarded by a gate, so a source that fails synchronously and a
/// trigger that answers synchronously take no stack, however many attempts. The loop,
/// forwarding, keeping and teardown: `SteppingSink`.
@usableFromInline
internal final class RetryWhenSink<Source: ObservableType, Trigger: ObservableType, Failure: Swift.Error, Downstream: ObserverType, SourceSlot: OptionalSlot>: SteppingSink, Cancelable, @unchecked Sendable
    where Source.Element == Downstream.Element, SourceSlot.Wrapped == Source {
    @usableFromInline internal typealias Element = Downstream.Element

    /// The source, subscribed at each attempt (see `SteppingSink.remaining`).
    /// `Source?` passed as a generic argument (`OptionalSlot`: the deinitializer looks up no
    /// metadata).
    @usableFromInline @exclusivity(unchecked) internal var remaining: SourceSlot
    @usableFromInline @exclusivity(unchecked) internal var downstream: Downstream
    @usableFromInline internal let errors = PublishSubject<Failure>()
    @usableFromInline internal let notifier = PublishSubject<Trigger.Element>()
    @usableFromInline internal let stopped = OnceFlag()
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
        remaining = .holding(source)
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

    /// Subscribes to the source again.
    @inlinable
    internal func step() {
        let (key, previous, previousTrigger): (Int, any Disposable, Disposable?) = lock.withLock {
            let (next, previous) = input.advance()
            return (next, previous, currentTrigger.take())
        }
        previous.dispose()
        previousTrigger?.dispose()
        guard let source = remaining.value else { return }
        keep(source.subscribe(observer(for: key)), key: key)
    }

    /// An error of the handler's type: the attempt's subscription is disposed, the trigger
    /// listened to, and the error sent to the handler's observable; another error ends the whole.
    @inlinable
    internal func failed(_ key: Int, _ error: Swift.Error) {
        guard let failure = error as? Failure else {
            finish(.error(error))
            return
        }
        let attempt: any Disposable = lock.withLock { input.take(key) }
        attempt.dispose()
        let observer = SinkObserver<Trigger.Element>(sink: self, tag: key) { sink, _, event in
            Unmanaged<RetryWhenSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.triggerOn(event) }
        }
        let trigger = notifier.subscribe(observer)
        let kept: Bool = lock.withLock { currentTrigger.store(trigger, unless: !input.accepts(key)) }
        if !kept { trigger.dispose() }
        errors.onNext(failure)
    }

    @inlinable
    internal func completed(_ key: Int) {
        finish(.completed)
    }

    /// An event of the trigger, as RxSwift's `RetryTriggerSink`: an element asks for the next
    /// attempt (`schedule(.moveNext)`), and the trigger subscription stays until that attempt
    /// starts (`step()` disposes it), so a completion or error that follows at once still ends
    /// the whole. When the element arrives while the failed attempt is still being subscribed
    /// to (a source that fails inside `subscribe`), the attempt is a later turn of the running
    /// loop, as RxSwift's gate queues it: `errors.take(3)` over such a source gives three
    /// attempts, the third element's attempt never starting because the trigger's completion
    /// ends the whole first. Otherwise (a source that fails later) the attempt starts at once
    /// and disposes the trigger subscription, so a completion right behind the element is not
    /// seen by it, and the sequence ends when the next attempt's failure finds the trigger
    /// completed (RxSwift's notifier subject replays its completion).
    @inlinable
    internal func triggerOn(_ event: Event<Trigger.Element>) -> Flow {
        switch event {
        case .next:
            moveNext()
            return stopped.isSet ? .stop : .continue
        case .error(let error):
            finish(.error(error))
            return .stop
        case .completed:
            finish(.completed)
            return .stop
        }
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
        if idle { releaseRemainingIfEnded() }
    }
}

// `Observables.RetryWhen` and the `retry(when:)` operator methods constructing it are generated
// from Scripts/surface.txt.
