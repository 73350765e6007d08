// ClassicRx: catch, catchAndReturn and retry.
//
// Mirrors RxSwift's `Observables/Catch.swift`: `Catch` producer and `CatchSink` (the source
// subscription sits in a `SerialDisposable`; on error the handler's sequence replaces it and is
// observed through a `CatchSinkProxy`, which forwards and disposes the sink on termination;
// `catchAndReturn(x)` is `Catch` with a handler returning `just(x)`), and `CatchSequence` with
// `CatchSequenceSink` (a `TailRecursiveSink` that moves to the next source on error, remembers the
// last error for when the sources run out, and completes on the first successful completion;
// `retry(n)` is `CatchSequence` over `repeatElement(source, count: n)`).
// Simplified: no endless `retry()`, no static `catch(sequence:)`, no deprecated spellings.

public extension ObservableType {
    /// Continues with the sequence `handler` returns when this sequence fails.
    func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    /// Ends with `element` (then completes) when this sequence fails.
    func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable(), handler: { _ in Observable.just(element) })
    }

    /// Resubscribes after a failure, up to `maxAttemptCount` subscriptions in all; the last
    /// failure is forwarded.
    func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        CatchSequence(sources: Swift.repeatElement(asObservable(), count: maxAttemptCount))
    }
}

// MARK: - catch with a handler

private final class Catch<Element>: Producer<Element> {
    typealias Handler = (Swift.Error) throws -> Observable<Element>

    fileprivate let source: Observable<Element>
    fileprivate let handler: Handler

    init(source: Observable<Element>, handler: @escaping Handler) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = CatchSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

/// Observes the fallback sequence on behalf of its `CatchSink`.
private final class CatchSinkProxy<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    typealias Parent = CatchSink<Observer>

    private let parent: Parent

    init(parent: Parent) {
        self.parent = parent
    }

    func on(_ event: Event<Element>) {
        parent.forwardOn(event)

        switch event {
        case .next:
            break
        case .error, .completed:
            parent.dispose()
        }
    }
}

private final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = Catch<Element>

    private let parent: Parent
    private let subscription = SerialDisposable()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let sourceDisposable = SingleAssignmentDisposable()
        subscription.disposable = sourceDisposable
        sourceDisposable.setDisposable(parent.source.subscribe(self))
        return subscription
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardOn(event)
            dispose()
        case let .error(error):
            do {
                let fallback = try parent.handler(error)
                let proxy = CatchSinkProxy(parent: self)
                subscription.disposable = fallback.subscribe(proxy)
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        }
    }
}

// MARK: - catch over a sequence of sources (retry)

private final class CatchSequence<Sources: Swift.Sequence>: Producer<Sources.Element.Element> where Sources.Element: ObservableConvertibleType {
    typealias Element = Sources.Element.Element

    fileprivate let sources: Sources

    init(sources: Sources) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = CatchSequenceSink<Sources, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run((sources.makeIterator(), nil))
        return (sink: sink, subscription: subscription)
    }
}

private final class CatchSequenceSink<Sources: Swift.Sequence, Observer: ObserverType>: TailRecursiveSink<Sources, Observer>, ObserverType
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Observer.Element
{
    typealias Element = Observer.Element

    private var lastError: Swift.Error?

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case let .error(error):
            lastError = error
            schedule(.moveNext)
        case .completed:
            forwardOn(event)
            dispose()
        }
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        source.subscribe(self)
    }

    override func done() {
        if let lastError {
            forwardOn(.error(lastError))
        } else {
            forwardOn(.completed)
        }
        dispose()
    }

    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        if let nested = observable as? CatchSequence<Sources> {
            return (nested.sources.makeIterator(), nil)
        }
        return nil
    }
}
