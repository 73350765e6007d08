/// The state of a subscription that runs the sequences of a `Swift.Sequence` one after the
/// other (RxSwift's `TailRecursiveSink` with `ConcatSink` or `CatchSequenceSink`): the next
/// one is subscribed when the current one completes (`concat`: `Observables.Concat`) or fails
/// (`catch(sequence:)`, `retry`: `Observables.CatchSequence`, `Observables.Retry`,
/// `Observables.RetryCount`).
///
/// Moving to the next sequence runs in a loop guarded by a gate: a sequence that ends while it
/// is being subscribed to only asks for another turn of the loop, so a run of synchronous
/// sequences takes no stack (RxSwift's `AsyncLock`). Moving on disposes the previous
/// sequence's subscription first, then subscribes to the next (RxSwift's `SerialDisposable`).
///
/// Only one input runs at a time, so events go to the downstream directly: no queue. The loop,
/// forwarding, keeping and teardown: `SteppingSink`.
@usableFromInline
internal final class SequenceSink<Sources: Swift.Sequence, Downstream: ObserverType, IteratorSlot: OptionalSlot>: SteppingSink, Cancelable, @unchecked Sendable
    where Sources.Element: ObservableType, Sources.Element.Element == Downstream.Element, IteratorSlot.Wrapped == Sources.Iterator {
    @usableFromInline internal typealias Element = Downstream.Element

    /// `false`: the next sequence follows a completion (concat). `true`: it follows an error
    /// (catch, retry).
    @usableFromInline internal let catchesErrors: Bool
    /// Touched only by the input that is running (inputs never overlap) and by `finish`.
    @usableFromInline @exclusivity(unchecked) internal var downstream: Downstream
    /// The iterator of the sources still to subscribe (see `SteppingSink.remaining`: it may
    /// hold what holds this sink, a source made of a test double, say).
    /// `Sources.Iterator?` passed as a generic argument (see `OptionalSlot`: the deinitializer
    /// then looks up no metadata).
    @usableFromInline @exclusivity(unchecked) internal var remaining: IteratorSlot
    @usableFromInline internal let stopped = OnceFlag()
    @usableFromInline internal let lock = Lock()

    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var input = CurrentInput(key: 0)
    @usableFromInline @exclusivity(unchecked) internal var loop = StepLoop()
    @usableFromInline @exclusivity(unchecked) internal var lastError: Swift.Error?
    /// `disposeNow()` specialized for the client's types (see `OutputBox.disposeSpecialized`):
    /// through `Disposable` the sink's own code runs unspecialized, with metadata look-ups.
    @usableFromInline internal let disposeSpecialized: (AnyObject) -> Void
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(sources: Sources, catchesErrors: Bool, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        remaining = .holding(sources.makeIterator())
        self.catchesErrors = catchesErrors
        self.downstream = downstream
        disposeSpecialized = { sink in Unmanaged<SequenceSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.disposeNow() } }
    }

    /// Subscribes to the first sequence.
    @inlinable
    internal func run() -> Disposable {
        moveNext()
        return self
    }

    /// Subscribes a new sink to the first of `sources`, inside the trampoline (as RxSwift's
    /// producers do): the `subscribe` of `Observables.Concat`, `CatchSequence`, `Retry` and
    /// `RetryCount`.
    @inlinable
    internal static func subscribe(_ sources: Sources, catchesErrors: Bool, _ downstream: consuming Downstream) -> Disposable {
        let sink = SequenceSink(sources: sources, catchesErrors: catchesErrors, downstream: downstream)
        let trampoline = Trampoline.enter()
        return Trampoline.leave(trampoline, returning: sink.run())
    }

    /// Subscribes to the next sequence, or finishes when there is none.
    @inlinable
    internal func step() {
        guard let next = remaining.withValue({ $0?.next() }) else {
            let error: Swift.Error? = lock.withLock { lastError }
            finish(catchesErrors ? error.map { .error($0) } ?? .completed : .completed)
            return
        }
        let (key, previous): (Int, any Disposable) = lock.withLock { input.advance() }
        previous.dispose()
        keep(next.subscribe(observer(for: key)), key: key)
    }

    /// concat: ends the whole. catch(sequence:), retry: moves on to the next sequence.
    @inlinable
    internal func failed(_ key: Int, _ error: Swift.Error) {
        if catchesErrors {
            lock.withLock { lastError = error }
            moveNext()
        } else {
            finish(.error(error))
        }
    }

    /// concat: moves on to the next sequence. catch(sequence:), retry: ends the whole.
    @inlinable
    internal func completed(_ key: Int) {
        if catchesErrors {
            finish(.completed)
        } else {
            moveNext()
        }
    }

    @inlinable
    internal func disposeAll() {
        let (subscription, idle): (any Disposable, Bool) = lock.withLock { (input.end(), !loop.isRunning) }
        subscription.dispose()
        // A running step loop releases the sources when it returns.
        if idle { releaseRemainingIfEnded() }
    }

    /// `disposeNow()`, specialized (see `disposeSpecialized`).
    @inlinable
    internal func dispose() {
        disposeSpecialized(self)
    }
}
