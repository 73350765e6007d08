/// The state of one `take(until:)` or `skip(until:)` subscription with another sequence as
/// the trigger (RxSwift's `TakeUntilSink` and `SkipUntilSink`): the sink of
/// `Observables.TakeUntil` and `Observables.SkipUntil`.
///
/// Both inputs may emit on different threads: what goes downstream goes through a
/// `OutputBox`, so events never overlap and nothing is delivered after `dispose()`
/// returned.
@usableFromInline
internal final class UntilSink<Source: ObservableType, Other: ObservableType, Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable
    where Source.Element == Downstream.Element {
    @usableFromInline internal typealias Element = Downstream.Element

    /// `true`: take(until:); `false`: skip(until:).
    @usableFromInline internal let takes: Bool
    @usableFromInline internal let lock = Lock()
    @usableFromInline internal let output: OutputBox<Downstream>
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var sourceSubscription: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var otherSubscription: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var otherEnded = false
    @usableFromInline @exclusivity(unchecked) internal var forwardElements = false
    @usableFromInline @exclusivity(unchecked) internal var ended = false
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(takes: Bool, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.takes = takes
        output = OutputBox(output: downstream)
        output.owner = self
    }

    /// take(until:) subscribes to the trigger first, skip(until:) to the source first (RxSwift).
    @inlinable
    internal func run(source: consuming Source, other: consuming Other) -> Disposable {
        let sourceObserver = SinkObserver<Element>(sink: self, tag: 1) { sink, _, event in
            Unmanaged<UntilSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.sourceOn(event) }
        }
        let otherObserver = SinkObserver<Other.Element>(sink: self, tag: 2) { sink, _, event in
            Unmanaged<UntilSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.otherOn(event) }
        }
        if takes {
            keepOther(other.subscribe(otherObserver))
            if lock.withLock({ ended }) { return self }
            keepSource(source.subscribe(sourceObserver))
        } else {
            keepSource(source.subscribe(sourceObserver))
            keepOther(other.subscribe(otherObserver))
        }
        return self
    }

    @inlinable
    internal func keepSource(_ subscription: Disposable) {
        let kept: Bool = lock.withLock { sourceSubscription.store(subscription, unless: ended) }
        if !kept { subscription.dispose() }
    }

    @inlinable
    internal func keepOther(_ subscription: Disposable) {
        let kept: Bool = lock.withLock { otherSubscription.store(subscription, unless: ended || otherEnded) }
        if !kept { subscription.dispose() }
    }

    @inlinable
    internal func sourceOn(_ event: Event<Element>) -> Flow {
        switch event {
        case .next:
            if !takes, !lock.withLock({ forwardElements }) { return .continue }
            output.deliver(event)
            return output.isDisposed ? .stop : .continue
        case .error:
            finish(event)
        case .completed:
            if takes || lock.withLock({ forwardElements }) {
                finish(event)
            } else {
                // RxSwift's skip(until:) ends silently when the source completes first.
                output.dispose()
                disposeAll()
            }
        }
        return .stop
    }

    @inlinable
    internal func otherOn(_ event: Event<Other.Element>) -> Flow {
        switch event {
        case .next:
            if takes {
                finish(.completed)
            } else {
                endOther(opening: true)
            }
        case .error(let error):
            finish(.error(error))
        case .completed:
            endOther(opening: false)
        }
        return .stop
    }

    /// The trigger ended without ending the whole: its subscription is disposed;
    /// `opening`: skip(until:) forwards the source's elements from now on.
    @inlinable
    internal func endOther(opening: Bool) {
        let subscription: Disposable? = lock.withLock {
            if opening { forwardElements = true }
            otherEnded = true
            return otherSubscription.take()
        }
        subscription?.dispose()
    }

    /// Sends the terminal event (once), then disposes the source, then the trigger.
    @inlinable
    internal func finish(_ event: Event<Element>) {
        guard lock.withLock({ () -> Bool in
            if ended { return false }
            ended = true
            return true
        }) else { return }
        output.deliver(event)
        disposeAll()
    }

    @usableFromInline
    internal func disposeAll() {
        let (source, other): (Disposable?, Disposable?) = lock.withLock {
            ended = true
            return (sourceSubscription.take(), otherSubscription.take())
        }
        source?.dispose()
        other?.dispose()
    }

    @usableFromInline
    internal var isDisposed: Bool { output.isDisposed }

    @usableFromInline
    internal func dispose() {
        output.dispose()
        disposeAll()
    }

    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        disposeAll()
    }
}
