// ClassicRx: flatMapLatest.
//
// Mirrors RxSwift's `Observables/Switch.swift`: the `FlatMapLatest` producer builds a
// `MapSwitchSink`, a subclass of the shared `SwitchSink` base that overrides `performMap` (the
// abstract per-element map every switch sink calls). `SwitchSink` holds a recursive lock, the
// source subscription in a `SingleAssignmentDisposable`, the current inner subscription in a
// `SerialDisposable`, and `stopped`/`latest`/`hasLatest`; `run` returns both disposables through
// `Disposables.create(_:_:)`. Each source element is mapped under the lock, which also bumps the
// `latest` id; outside the lock a fresh `SingleAssignmentDisposable` replaces the previous inner
// subscription in the serial disposable (disposing it), and the inner sequence is subscribed with
// a new `SwitchSinkIter` that carries that id. The iterator handles every event under the shared
// lock: a terminal event disposes its own subscription; events of an inner sequence that is no
// longer the latest are dropped; the latest one's elements and error are forwarded, and its
// completion clears `hasLatest` and completes the result only if the source has already completed.
// Source completion disposes the source subscription and completes at once when no inner
// sequence is running. The `LockOwnerType`/`SynchronizedOnType` protocols are folded into
// `SwitchSinkIter.on` (the lock is taken there). Simplified: no `switchLatest()` (RxSwift's
// `Switch`/`SwitchIdentitySink`), no `Infallible` overload.

import Foundation

public extension ObservableType {
    /// Maps each element to a sequence and forwards only the most recent one's elements: a new
    /// element disposes the running inner sequence before the new one is subscribed.
    func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMapLatest(source: asObservable(), selector: selector)
    }
}

private class SwitchSink<SourceType, Source: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>, ObserverType where Source.Element == Observer.Element {
    typealias Element = SourceType

    private let subscriptions = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()

    let lock = RecursiveLock()

    // Guarded by `lock`.
    fileprivate var stopped = false
    fileprivate var latest = 0
    fileprivate var hasLatest = false

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceType>) -> Disposable {
        let subscription = source.subscribe(self)
        subscriptions.setDisposable(subscription)
        return Disposables.create(subscriptions, innerSubscription)
    }

    /// The inner sequence for `element`. Subclasses override this.
    func performMap(_ element: SourceType) throws -> Source {
        rxAbstractMethod()
    }

    /// Under the lock: maps `element`, and returns the new inner sequence with its id; on a
    /// selector error, forwards it and returns `nil`.
    private final func nextElementArrived(_ element: SourceType) -> (id: Int, inner: Observable<Source.Element>)? {
        lock.lock()
        defer { lock.unlock() }

        do {
            let inner = try performMap(element).asObservable()
            hasLatest = true
            latest = latest &+ 1
            return (id: latest, inner: inner)
        } catch {
            forwardOn(.error(error))
            dispose()
        }
        return nil
    }

    func on(_ event: Event<SourceType>) {
        switch event {
        case let .next(element):
            guard let arrived = nextElementArrived(element) else { return }
            let current = SingleAssignmentDisposable()
            innerSubscription.disposable = current
            let iterator = SwitchSinkIter(parent: self, id: arrived.id, this: current)
            current.setDisposable(arrived.inner.subscribe(iterator))
        case let .error(error):
            lock.lock()
            defer { lock.unlock() }
            forwardOn(.error(error))
            dispose()
        case .completed:
            lock.lock()
            defer { lock.unlock() }
            stopped = true
            subscriptions.dispose()
            if !hasLatest {
                forwardOn(.completed)
                dispose()
            }
        }
    }
}

/// Observes one inner sequence on behalf of its `SwitchSink`; only the latest one's events pass.
private final class SwitchSinkIter<SourceType, Source: ObservableConvertibleType, Observer: ObserverType>: ObserverType where Source.Element == Observer.Element {
    typealias Element = Source.Element
    typealias Parent = SwitchSink<SourceType, Source, Observer>

    private let parent: Parent
    private let id: Int
    private let this: Disposable

    init(parent: Parent, id: Int, this: Disposable) {
        self.parent = parent
        self.id = id
        self.this = this
    }

    func on(_ event: Event<Element>) {
        parent.lock.lock()
        defer { parent.lock.unlock() }

        if event.isStopEvent {
            this.dispose()
        }

        if parent.latest != id {
            return
        }

        switch event {
        case .next:
            parent.forwardOn(event)
        case .error:
            parent.forwardOn(event)
            parent.dispose()
        case .completed:
            parent.hasLatest = false
            if parent.stopped {
                parent.forwardOn(event)
                parent.dispose()
            }
        }
    }
}

/// The switch sink of `flatMapLatest`: the selector is its `performMap`.
private final class MapSwitchSink<SourceType, Source: ObservableConvertibleType, Observer: ObserverType>: SwitchSink<SourceType, Source, Observer> where Source.Element == Observer.Element {
    typealias Selector = (SourceType) throws -> Source

    private let selector: Selector

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceType) throws -> Source {
        try selector(element)
    }
}

private final class FlatMapLatest<SourceType, Source: ObservableConvertibleType>: Producer<Source.Element> {
    typealias Selector = (SourceType) throws -> Source

    private let source: Observable<SourceType>
    private let selector: Selector

    init(source: Observable<SourceType>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Source.Element {
        let sink = MapSwitchSink<SourceType, Source, Observer>(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}
