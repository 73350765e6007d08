import Synchronization

/// The state of a subscription that runs the sequences of a `Swift.Sequence` one after the
/// other (RxSwift's `TailRecursiveSink` with `ConcatSink` or `CatchSequenceSink`): the next
/// one is subscribed when the current one completes (`concat`) or fails (`catch(sequence:)`,
/// `retry`).
///
/// Moving to the next sequence runs in a loop guarded by a gate: a sequence that ends while it
/// is being subscribed to only asks for another turn of the loop, so a run of synchronous
/// sequences takes no stack (RxSwift's `AsyncLock`). Moving on disposes the previous
/// sequence's subscription first, then subscribes to the next (RxSwift's `SerialDisposable`).
///
/// Only one input runs at a time, so events go to the downstream directly: no queue.
@usableFromInline
internal final class SequenceSink<Sources: Swift.Sequence, Downstream: ObserverType, IteratorSlot: OptionalSlot>: Cancelable, @unchecked Sendable
    where Sources.Element: ObservableType, Sources.Element.Element == Downstream.Element, IteratorSlot.Wrapped == Sources.Iterator {
    @usableFromInline internal typealias Element = Downstream.Element

    /// `false`: the next sequence follows a completion (concat). `true`: it follows an error
    /// (catch, retry).
    @usableFromInline internal let catchesErrors: Bool
    /// Touched only by the input that is running (inputs never overlap) and by `finish`.
    @usableFromInline @exclusivity(unchecked) internal var downstream: Downstream
    /// Touched only by the thread that holds the gate (`loop`).
    /// The sources still to subscribe; released once the whole ends (it may hold what holds
    /// this sink: a source made of a test double, say), by the thread that runs the steps.
    /// `Sources.Iterator?` passed as a generic argument (see `OptionalSlot`: the deinitializer
    /// then looks up no metadata).
    @usableFromInline @exclusivity(unchecked) internal var iterator: IteratorSlot
    @usableFromInline internal let stopped = Atomic<Bool>(false)
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
        iterator = .holding(sources.makeIterator())
        self.catchesErrors = catchesErrors
        self.downstream = downstream
        disposeSpecialized = { sink in unsafeDowncast(sink, to: SequenceSink.self).disposeNow() }
    }

    /// Subscribes to the first sequence.
    @inlinable
    internal func run() -> Disposable {
        moveNext()
        return self
    }

    /// Subscribes to the next sequence, or finishes when there is none; re-entrant calls
    /// (a sequence that ended while being subscribed to) become another turn of the loop.
    @inlinable
    internal func moveNext() {
        guard lock.withLock({ loop.enter(ended: input.ended) }) else { return }
        repeat { step() } while lock.withLock({ loop.again(ended: input.ended) })
        releaseIteratorIfEnded()
    }

    /// Drops the sources once the whole has ended and no step runs.
    @inlinable
    internal func releaseIteratorIfEnded() {
        let released: Sources.Iterator? = lock.withLock {
            guard input.ended && !loop.isRunning else { return nil }
            return iterator.takeValue()
        }
        _ = released
    }

    @inlinable
    internal func step() {
        guard let next = iterator.withValue({ $0?.next() }) else {
            let error: Swift.Error? = lock.withLock { lastError }
            finish(catchesErrors ? error.map { .error($0) } ?? .completed : .completed)
            return
        }
        let (key, previous): (Int, any Disposable) = lock.withLock { input.advance() }
        previous.dispose()
        let observer = SinkObserver<Element>(sink: self, tag: key) { sink, key, event in
            unsafeDowncast(sink, to: SequenceSink.self).on(key, event)
        }
        let subscription = next.subscribe(observer)
        let kept: Bool = lock.withLock { input.keep(subscription, for: key) }
        if !kept { subscription.dispose() }
    }

    @inlinable
    internal func on(_ key: Int, _ event: Event<Element>) -> Flow {
        switch event {
        case .next:
            if stopped.load(ordering: .acquiring) { return .stop }
            if downstream.on(event) == .continue { return .continue }
            disposeNow()
            return .stop
        case .error(let error):
            if catchesErrors {
                lock.withLock { lastError = error }
                moveNext()
            } else {
                finish(event)
            }
            return .stop
        case .completed:
            if catchesErrors {
                finish(event)
            } else {
                moveNext()
            }
            return .stop
        }
    }

    /// Sends the terminal event (once), then disposes what is left.
    @inlinable
    internal func finish(_ event: Event<Element>) {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        downstream.on(event)
        disposeAll()
    }

    @inlinable
    internal func disposeAll() {
        let (subscription, idle): (any Disposable, Bool) = lock.withLock { (input.end(), !loop.isRunning) }
        subscription.dispose()
        // A running step loop releases the sources when it returns.
        if idle { releaseIteratorIfEnded() }
    }

    @inlinable
    internal var isDisposed: Bool { stopped.load(ordering: .acquiring) }

    @inlinable
    internal func dispose() {
        disposeSpecialized(self)
    }

    @inlinable
    internal func disposeNow() {
        stopped.store(true, ordering: .releasing)
        disposeAll()
    }
}

extension Observables {
    /// The sequence `concat`, `catch(sequence:)`, `retry()` and `retry(_:)` return: the
    /// sequences of `sources`, one after the other.
    @frozen
    public struct SequenceOf<Sources: Swift.Sequence>: _SinkOperator where Sources.Element: ObservableType {
        /// The type of the elements.
        public typealias Element = Sources.Element.Element

        @usableFromInline internal let sources: Sources
        @usableFromInline internal let catchesErrors: Bool

        @inlinable
        internal init(sources: Sources, catchesErrors: Bool) {
            self.sources = sources
            self.catchesErrors = catchesErrors
        }

        /// Subscribes to the first sequence (inside the trampoline, as RxSwift's producers do).
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = SequenceSink<Sources, Observer, Sources.Iterator?>(sources: sources, catchesErrors: catchesErrors, downstream: observer)
            let trampoline = Trampoline.enter()
            return Trampoline.leave(trampoline, returning: sink.run())
        }
    }
}

/// The same value forever: what `retry()` subscribes to again and again.
@frozen
public struct _RepeatForever<Element>: Swift.Sequence, IteratorProtocol {
    @usableFromInline internal let element: Element

    /// Not API.
    @inlinable
    internal init(_ element: Element) {
        self.element = element
    }

    /// Returns the element, always. Not API.
    @inlinable
    public mutating func next() -> Element? { element }
}
