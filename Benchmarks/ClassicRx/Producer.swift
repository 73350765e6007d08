// ClassicRx: the Producer/Sink skeleton every operator is built on.
//
// Mirrors RxSwift's `Observables/Producer.swift` (`Producer`: `subscribe` checks
// `CurrentThreadScheduler.isScheduleRequired`, and when it is required runs the subscription as a
// trampoline item; otherwise it creates a `SinkDisposer`, calls `run(observer, cancel:)` and hands
// the sink and subscription to the disposer; `SinkDisposer`: an `AtomicInt` state with
// "disposed" and "sink and subscription set" bits) and `Observables/Sink.swift` (`Sink`: the
// downstream observer, the `cancel` disposable and an `AtomicInt` disposed flag that `forwardOn`
// checks before every event). The `DEBUG` synchronization tracker and resource counting are left out.

/// An `Observable` whose subscription logic lives in `run`; each subscription gets its own sink.
public class Producer<Element>: Observable<Element> {
    override init() {
        super.init()
    }

    override public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if !CurrentThreadScheduler.isScheduleRequired {
            // Already inside a trampoline: subscribe right away.
            let disposer = SinkDisposer()
            let started = run(observer, cancel: disposer)
            disposer.setSinkAndSubscription(sink: started.sink, subscription: started.subscription)
            return disposer
        } else {
            // Outermost subscription on this thread: install the trampoline and run inside it.
            return CurrentThreadScheduler.instance.schedule(()) { _ in
                let disposer = SinkDisposer()
                let started = self.run(observer, cancel: disposer)
                disposer.setSinkAndSubscription(sink: started.sink, subscription: started.subscription)
                return disposer
            }
        }
    }

    /// Creates the sink for `observer` and starts it. Subclasses override this.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        rxAbstractMethod()
    }
}

/// The disposable a `Producer` returns. It may be disposed before `run` has returned, so it
/// records both facts in one atomic state and releases the sink and subscription exactly once.
final class SinkDisposer: Cancelable, @unchecked Sendable {
    private static var disposedBit: Int32 { 1 }
    private static var setBit: Int32 { 2 }

    private let state = AtomicInt(0)
    private var sink: Disposable?
    private var subscription: Disposable?

    var isDisposed: Bool { state.isFlagSet(Self.disposedBit) }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription

        let before = state.fetchOr(Self.setBit)
        if before & Self.setBit != 0 {
            rxFatalError("sink and subscription were set twice")
        }
        if before & Self.disposedBit != 0 {
            // Disposed while `run` was still going: release now.
            sink.dispose()
            subscription.dispose()
            self.sink = nil
            self.subscription = nil
        }
    }

    func dispose() {
        let before = state.fetchOr(Self.disposedBit)
        if before & Self.disposedBit != 0 { return }
        if before & Self.setBit != 0 {
            guard let sink else { rxFatalError("sink missing") }
            guard let subscription else { rxFatalError("subscription missing") }
            sink.dispose()
            subscription.dispose()
            self.sink = nil
            self.subscription = nil
        }
    }
}

/// Per-subscription state of an operator: forwards events downstream until disposed.
public class Sink<Observer: ObserverType>: Disposable {
    let observer: Observer
    let cancel: Cancelable
    private let disposedFlag = AtomicInt(0)

    init(observer: Observer, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
    }

    /// Sends `event` downstream unless this sink has been disposed.
    final func forwardOn(_ event: Event<Observer.Element>) {
        if disposedFlag.isFlagSet(1) {
            return
        }
        observer.on(event)
    }

    final var isDisposed: Bool { disposedFlag.isFlagSet(1) }

    /// Sets the disposed flag without tearing down (so `forwardOn` drops late events).
    final func markDisposed() {
        disposedFlag.fetchOr(1)
    }

    public func dispose() {
        disposedFlag.fetchOr(1)
        cancel.dispose()
    }
}
