/// A multi-input sink that keeps its inputs' subscriptions by index in an `InputSubscriptions`
/// under its lock and sends everything downstream through one output box (`sample`,
/// `withLatestFrom`, `combineLatest` and `zip` over a collection): the keeping, ending and
/// teardown those sinks share, written once in the extension below.
///
/// The requirements are only the sink's stored state; the shared methods are `@inlinable`
/// extension methods, specialized with the sink (no call goes through a witness table once
/// specialized). The teardown members that `Cancelable` and `SubjectRegistry` reach through an
/// existential are always inlined into their witnesses, where the sink's type is known, so
/// they touch the sink's fields directly as the sink's own methods did.
@usableFromInline
internal protocol IndexedInputsSink: AnyObject {
    /// The observer the output box delivers to.
    associatedtype BoxObserver: ObserverType

    /// Guards `stopped` and `inputs`.
    var lock: Lock { get }
    /// A terminal event was decided or the inputs were ended: later events decide nothing.
    /// Guarded by `lock`.
    var stopped: Bool { get set }
    /// The inputs' subscriptions, by input index. Guarded by `lock`.
    var inputs: InputSubscriptions { get set }
    /// Everything downstream goes through this box.
    var output: OutputBox<BoxObserver> { get }
}

extension IndexedInputsSink {
    /// Keeps input `index`'s subscription, or disposes it at once when the sink ended meanwhile.
    @inlinable
    internal func keep(_ index: Int, _ subscription: Disposable) {
        let kept: Bool = lock.withLock { inputs.set(index, subscription) }
        if !kept { subscription.dispose() }
    }

    /// Sends the terminal event (the first only), then disposes every input.
    @inlinable
    internal func terminate(_ event: Event<BoxObserver.Element>) {
        let step: Int = lock.withLock {
            if stopped { return 0 }
            stopped = true
            return output.claim(event) ? 1 : 2
        }
        if step == 0 { return }
        if step == 1 { output.deliverClaimed(event) }
        disposeInputs()
    }

    /// Marks the sink stopped and disposes the inputs' subscriptions left, in input order
    /// (RxSwift's `CompositeDisposable` order), outside the lock.
    @inlinable @inline(__always)
    internal func disposeInputs() {
        let all: InputSubscriptions = lock.withLock {
            stopped = true
            return inputs.endAll()
        }
        all.disposeAll()
    }

    /// Whether the output box is closed (`Cancelable`).
    @inlinable @inline(__always)
    internal var isDisposed: Bool { output.isDisposed }

    /// Disposes the output box, then the inputs (`Disposable`).
    @inlinable @inline(__always)
    internal func dispose() {
        output.dispose()
        disposeInputs()
    }

    /// The output box closed (the downstream answered `.stop`, or it was disposed): disposes
    /// the inputs (`SubjectRegistry`).
    @inlinable @inline(__always)
    internal func unsubscribe(_ subscriber: AnyObject) {
        disposeInputs()
    }
}

/// A sink that runs one input at a time and sends its events straight to the downstream
/// (`catch`, `ifEmpty(switchTo:)`, `concat`, `catch(sequence:)`, `retry`, `retry(when:)`): the
/// forwarding, keeping, finishing and teardown those sinks share, written once in the extension
/// below (`@inlinable`, specialized with the sink, as `IndexedInputsSink`'s).
@usableFromInline
internal protocol SerialInputSink: AnyObject {
    /// The observer the events go to.
    associatedtype Downstream: ObserverType

    /// Touched only by the running input's events and by `finish`.
    var downstream: Downstream { get set }
    /// Set once the terminal event is decided or the sink is disposed.
    var stopped: OnceFlag { get }
    /// Guards `input`.
    var lock: Lock { get }
    /// The running input's key and subscription. Guarded by `lock`.
    var input: CurrentInput { get set }

    /// An event of input `key`.
    func on(_ key: Int, _ event: Event<Downstream.Element>) -> Flow
    /// Ends `input` and disposes what the sink still holds, outside the lock.
    func disposeAll()
}

extension SerialInputSink {
    /// The observer input `key` is subscribed with: its events go to `on(_:_:)`.
    @inlinable @inline(__always)
    internal func observer(for key: Int) -> SinkObserver<Downstream.Element> {
        SinkObserver(sink: self, tag: key) { sink, key, event in
            Unmanaged<Self>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.on(key, event) }
        }
    }

    /// Keeps input `key`'s subscription, or disposes it when the input was refused meanwhile
    /// (see `CurrentInput.keep`).
    @inlinable
    internal func keep(_ subscription: Disposable, key: Int) {
        let kept: Bool = lock.withLock { input.keep(subscription, for: key) }
        if !kept { subscription.dispose() }
    }

    /// Sends an element on unless the whole has ended; see `deliver(_:)`.
    @inlinable @inline(__always)
    internal func forward(_ event: Event<Downstream.Element>) -> Flow {
        if stopped.isSet { return .stop }
        return deliver(event)
    }

    /// Sends an element on (the caller checked `stopped`); a downstream that answers `.stop`
    /// ends the whole.
    @inlinable @inline(__always)
    internal func deliver(_ event: Event<Downstream.Element>) -> Flow {
        if case .continue = downstream.on(event) { return .continue }
        disposeNow()
        return .stop
    }

    /// Sends the terminal event (the first only), then disposes what is left.
    @inlinable
    internal func finish(_ event: Event<Downstream.Element>) {
        guard stopped.set() else { return }
        downstream.on(event)
        disposeAll()
    }

    /// Stops the events, then disposes what is left.
    @inlinable @inline(__always)
    internal func disposeNow() {
        stopped.raise()
        disposeAll()
    }

    /// Whether the whole has ended (`Cancelable`).
    @inlinable @inline(__always)
    internal var isDisposed: Bool { stopped.isSet }

    /// `disposeNow()` (`Disposable`; a sink may declare its own, reaching `disposeNow()`
    /// through a closure specialized at init, as `SequenceSink` does).
    @inlinable @inline(__always)
    internal func dispose() {
        disposeNow()
    }
}

/// A `SerialInputSink` that subscribes its inputs one after the other in a `StepLoop`
/// (`concat`, `catch(sequence:)`, `retry`, `retry(when:)`): the loop, the events' dispatch and
/// the release of what is left to subscribe, written once in the extension below.
@usableFromInline
internal protocol SteppingSink: SerialInputSink {
    /// `Remaining.Wrapped?`, passed as a generic argument (see `OptionalSlot`).
    associatedtype Remaining: OptionalSlot

    /// What the next steps subscribe to (the sources still to come, the source to retry);
    /// released once the whole has ended (it may hold what holds the sink), by the thread that
    /// runs the steps. Touched only by that thread.
    var remaining: Remaining { get set }
    /// Guarded by `lock`.
    var loop: StepLoop { get set }

    /// One turn of the loop: disposes the previous input and subscribes to the next, or ends.
    func step()
    /// Input `key` failed with `error`.
    func failed(_ key: Int, _ error: Swift.Error)
    /// Input `key` completed.
    func completed(_ key: Int)
}

extension SteppingSink {
    /// Runs the next step, or, called while a step runs (an input that ended while being
    /// subscribed to), asks that step's loop for another turn; see `StepLoop`.
    @inlinable
    internal func moveNext() {
        guard lock.withLock({ loop.enter(ended: input.ended) }) else { return }
        repeat { step() } while lock.withLock({ loop.again(ended: input.ended) })
        releaseRemainingIfEnded()
    }

    /// Drops what is left to subscribe once the whole has ended and no step runs.
    @inlinable
    internal func releaseRemainingIfEnded() {
        let released: Remaining.Wrapped? = lock.withLock {
            guard input.ended && !loop.isRunning else { return nil }
            return remaining.takeValue()
        }
        _ = released
    }

    /// Elements go on (`forward(_:)`); a terminal event goes to `failed(_:_:)` or
    /// `completed(_:)`, and ends the input's subscription.
    @inlinable
    internal func on(_ key: Int, _ event: Event<Downstream.Element>) -> Flow {
        switch event {
        case .next:
            return forward(event)
        case .error(let error):
            failed(key, error)
        case .completed:
            completed(key)
        }
        return .stop
    }
}

extension Optional where Wrapped: Swift.Error {
    /// The drain of a stage that ends by itself only when its closure throws (`map`, `filter`,
    /// `scan`, ...; the stage keeps the error in `failure`): that error, or completion. Always
    /// inlined: the same code as the expression written in each stage.
    @inlinable @inline(__always)
    internal func stageDrain<Output>() -> StageDrain<Output> {
        map { .error($0) } ?? .completed
    }
}
