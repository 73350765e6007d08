// ClassicRx: flatMap and the static merge.
//
// Mirrors RxSwift's `Observables/Merge.swift` (`FlatMap` producer, `FlatMapSink` over the shared
// `MergeSink`, and one `MergeSinkIter` observer object per inner subscription). `MergeSink` keeps
// two recursive locks (state and forwarding), a `CompositeDisposable` group holding the source
// subscription (a `SingleAssignmentDisposable`) and one `SingleAssignmentDisposable` per inner
// sequence, and the `activeCount`/`stopped`/`terminating` bookkeeping that decides when the merged
// sequence completes. The static `merge` is RxSwift's `MergeArray` producer: a `MergeBasicSink`
// (identity `performMap`) whose `run(_ sources:)` counts every source as active up front,
// subscribes to each, then marks the outer side stopped. `concatMap` (the `MergeLimited` family)
// is in `Concat.swift`. Simplified: no instance `merge()`, `flatMapFirst` or
// `merge(maxConcurrent:)`.

public extension ObservableType {
    /// Maps each element to a sequence and merges the inner sequences.
    func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        FlatMap(source: asObservable(), selector: selector)
    }

    /// Subscribes to every source at once and forwards all their elements.
    static func merge<C: Swift.Collection>(_ sources: C) -> Observable<Element> where C.Element == Observable<Element> {
        MergeArray(sources: Array(sources))
    }

    /// Subscribes to every source at once and forwards all their elements.
    static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Subscribes to every source at once and forwards all their elements.
    static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources: sources)
    }
}

private final class MergeArray<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = MergeBasicSink<Observable<Element>, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(sources)
        return (sink: sink, subscription: subscription)
    }
}

/// A `MergeSink` whose outer elements already are the inner sequences.
private final class MergeBasicSink<Source: ObservableConvertibleType, Observer: ObserverType>: MergeSink<Source, Source, Observer> where Observer.Element == Source.Element {
    override func performMap(_ element: Source) throws -> Source {
        element
    }
}

private final class FlatMap<SourceElement, SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let source: Observable<SourceElement>
    private let selector: Selector

    init(source: Observable<SourceElement>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element {
        let sink = FlatMapSink(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

private final class FlatMapSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: MergeSink<SourceElement, SourceSequence, Observer> where Observer.Element == SourceSequence.Element {
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let selector: Selector

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceElement) throws -> SourceSequence {
        try selector(element)
    }
}

/// Observes one inner sequence on behalf of its `MergeSink`.
private final class MergeSinkIter<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: ObserverType where Observer.Element == SourceSequence.Element {
    typealias Element = Observer.Element
    typealias Parent = MergeSink<SourceElement, SourceSequence, Observer>

    private let parent: Parent
    private let disposeKey: CompositeDisposable.DisposeKey

    init(parent: Parent, disposeKey: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.disposeKey = disposeKey
    }

    func on(_ event: Event<Element>) {
        switch event {
        case let .next(value):
            parent.synchronizedForwardOn(.next(value))
        case let .error(error):
            parent.synchronizedForwardOnAndDispose(.error(error))
        case .completed:
            let finished = parent.lock.performLocked { () -> Bool in
                parent.activeCount -= 1
                return parent.shouldComplete
            }
            parent.group.remove(for: disposeKey)
            if finished {
                parent.synchronizedForwardOnAndDispose(.completed)
            }
        }
    }
}

private class MergeSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == SourceSequence.Element {
    typealias Element = SourceElement

    let lock = RecursiveLock()
    let forwardLock = RecursiveLock()

    let group = CompositeDisposable()
    let sourceSubscription = SingleAssignmentDisposable()

    // Guarded by `lock`.
    var activeCount = 0
    var stopped = false
    var terminating = false

    var subscribeNext: Bool { true }

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    func performMap(_ element: SourceElement) throws -> SourceSequence {
        rxAbstractMethod()
    }

    var shouldComplete: Bool {
        stopped && activeCount == 0 && !terminating
    }

    /// Reserves an inner slot and runs the selector; `.success(nil)` means "ignore this element".
    private final func innerFor(_ element: SourceElement) -> Result<SourceSequence?, Swift.Error> {
        let accepted = lock.performLocked { () -> Bool in
            if stopped || terminating || !subscribeNext {
                return false
            }
            activeCount += 1
            return true
        }
        guard accepted else { return .success(nil) }

        do {
            return .success(try performMap(element))
        } catch {
            let fail = lock.performLocked { () -> Bool in
                activeCount -= 1
                return !terminating
            }
            return fail ? .failure(error) : .success(nil)
        }
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case let .next(element):
            switch innerFor(element) {
            case let .success(.some(inner)):
                subscribeInner(inner.asObservable())
            case .success(.none):
                break
            case let .failure(error):
                synchronizedForwardOnAndDispose(.error(error))
            }
        case let .error(error):
            synchronizedForwardOnAndDispose(.error(error))
        case .completed:
            let finished = lock.performLocked { () -> Bool in
                stopped = true
                return shouldComplete
            }
            if finished {
                synchronizedForwardOnAndDispose(.completed)
            } else {
                sourceSubscription.dispose()
            }
        }
    }

    func subscribeInner(_ source: Observable<Observer.Element>) {
        let innerDisposable = SingleAssignmentDisposable()

        let proceed = lock.performLocked { () -> Bool in
            if terminating {
                activeCount -= 1
                return false
            }
            return true
        }
        guard proceed else { return }

        if let key = group.insert(innerDisposable) {
            let iter = MergeSinkIter(parent: self, disposeKey: key)
            let subscription = source.subscribe(iter)
            innerDisposable.setDisposable(subscription)
        }
    }

    func synchronizedForwardOn(_ event: Event<Observer.Element>) {
        let forward = lock.performLocked { !terminating }
        guard forward else { return }
        forwardLock.performLocked {
            forwardOn(event)
        }
    }

    func synchronizedForwardOnAndDispose(_ event: Event<Observer.Element>) {
        lock.performLocked {
            terminating = true
        }
        // Set the disposed flag while still holding `forwardLock`, so a thread that passed the
        // `terminating` check and waits here drops its event; tear down after releasing it.
        forwardLock.performLocked {
            forwardOn(event)
            markDisposed()
        }
        dispose()
    }

    /// The static `merge`: every source is an inner subscription, and there is no outer one.
    func run(_ sources: [Observable<Observer.Element>]) -> Disposable {
        lock.performLocked {
            activeCount += sources.count
        }

        for source in sources {
            subscribeInner(source)
        }

        let finished = lock.performLocked { () -> Bool in
            stopped = true
            return shouldComplete
        }
        if finished {
            synchronizedForwardOnAndDispose(.completed)
        }

        return group
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        let subscription = source.subscribe(self)
        sourceSubscription.setDisposable(subscription)
        return group
    }
}
