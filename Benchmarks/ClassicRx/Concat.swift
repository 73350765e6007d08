// ClassicRx: concatMap and the static concat.
//
// `concatMap` mirrors the `MergeLimited` half of RxSwift's `Observables/Merge.swift`
// (`ConcatMap` producer, `ConcatMapSink` over the shared `MergeLimitedSink` with
// `maxConcurrent: 1`, and one `MergeLimitedSinkIter` per inner subscription). `MergeLimitedSink`
// keeps the same two recursive locks, `CompositeDisposable` group and `SingleAssignmentDisposable`
// source subscription as `MergeSink`, plus a `Queue` of inner sequences waiting for a free slot;
// when an inner completes, the next queued one is subscribed through
// `CurrentThreadScheduler.instance.schedule` (so a synchronous inner cannot recurse).
//
// `Observable.concat(_:)` mirrors RxSwift's `Observables/Concat.swift` (`Concat` producer and
// `ConcatSink`, a `TailRecursiveSink` that schedules `moveNext` on every inner completion and
// flattens nested `Concat`s of the same sequence type into its generator stack).
// Simplified: no `merge(maxConcurrent:)`, no instance `concat()`/`concat(_:)`.

public extension ObservableType {
    /// Maps each element to a sequence and subscribes to those sequences one at a time, in order.
    func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        ConcatMap(source: asObservable(), selector: selector)
    }

    /// The sources of `sequence`, each subscribed after the previous one completed.
    static func concat<S: Swift.Sequence>(_ sequence: S) -> Observable<Element> where S.Element == Observable<Element> {
        Concat(sources: sequence, count: nil)
    }

    /// The sources of `collection`, each subscribed after the previous one completed.
    static func concat<C: Swift.Collection>(_ collection: C) -> Observable<Element> where C.Element == Observable<Element> {
        Concat(sources: collection, count: collection.count)
    }

    /// The given sources, each subscribed after the previous one completed.
    static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(sources: sources, count: sources.count)
    }
}

// MARK: - concatMap (MergeLimited)

private final class ConcatMap<SourceElement, SourceSequence: ObservableConvertibleType>: Producer<SourceSequence.Element> {
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let source: Observable<SourceElement>
    private let selector: Selector

    init(source: Observable<SourceElement>, selector: @escaping Selector) {
        self.source = source
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == SourceSequence.Element {
        let sink = ConcatMapSink<SourceElement, SourceSequence, Observer>(selector: selector, observer: observer, cancel: cancel)
        let subscription = sink.run(source)
        return (sink: sink, subscription: subscription)
    }
}

private final class ConcatMapSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: MergeLimitedSink<SourceElement, SourceSequence, Observer> where Observer.Element == SourceSequence.Element {
    typealias Selector = (SourceElement) throws -> SourceSequence

    private let selector: Selector

    init(selector: @escaping Selector, observer: Observer, cancel: Cancelable) {
        self.selector = selector
        super.init(maxConcurrent: 1, observer: observer, cancel: cancel)
    }

    override func performMap(_ element: SourceElement) throws -> SourceSequence {
        try selector(element)
    }
}

/// Observes one inner sequence on behalf of its `MergeLimitedSink`.
private final class MergeLimitedSinkIter<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: ObserverType where Observer.Element == SourceSequence.Element {
    typealias Element = Observer.Element
    typealias Parent = MergeLimitedSink<SourceElement, SourceSequence, Observer>

    private let parent: Parent
    private let disposeKey: CompositeDisposable.DisposeKey

    init(parent: Parent, disposeKey: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.disposeKey = disposeKey
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            parent.synchronizedForwardOn(event)
        case .error:
            parent.synchronizedForwardOnAndDispose(event)
        case .completed:
            parent.group.remove(for: disposeKey)
            parent.dequeueNextAndSubscribe()
        }
    }
}

private class MergeLimitedSink<SourceElement, SourceSequence: ObservableConvertibleType, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == SourceSequence.Element {
    typealias Element = SourceElement

    let maxConcurrent: Int

    let lock = RecursiveLock()
    let forwardLock = RecursiveLock()

    // Guarded by `lock`.
    var stopped = false
    var terminating = false
    var activeCount = 0
    var queue = Queue<SourceSequence>(capacity: 2)

    let sourceSubscription = SingleAssignmentDisposable()
    let group = CompositeDisposable()

    init(maxConcurrent: Int, observer: Observer, cancel: Cancelable) {
        self.maxConcurrent = maxConcurrent
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        let subscription = source.subscribe(self)
        sourceSubscription.setDisposable(subscription)
        return group
    }

    @discardableResult
    func subscribe(_ innerSource: SourceSequence, group: CompositeDisposable) -> Disposable {
        let innerDisposable = SingleAssignmentDisposable()

        let proceed = lock.performLocked { () -> Bool in
            if terminating {
                activeCount -= 1
                return false
            }
            return true
        }
        guard proceed else { return innerDisposable }

        if let key = group.insert(innerDisposable) {
            let iter = MergeLimitedSinkIter(parent: self, disposeKey: key)
            let subscription = innerSource.asObservable().subscribe(iter)
            innerDisposable.setDisposable(subscription)
        }
        return innerDisposable
    }

    /// An inner sequence completed: start the next queued one, or complete if nothing is left.
    func dequeueNextAndSubscribe() {
        let (next, finished) = lock.performLocked { () -> (SourceSequence?, Bool) in
            if terminating {
                activeCount -= 1
                return (nil, false)
            }
            if let queued = queue.dequeue() {
                return (queued, false)
            }
            activeCount -= 1
            return (nil, shouldComplete)
        }

        if let next {
            // Subscribing here directly could emit at once and re-enter; go through the
            // trampoline instead.
            let scheduled = CurrentThreadScheduler.instance.schedule(()) { _ in
                self.subscribe(next, group: self.group)
            }
            _ = group.insert(scheduled)
        } else if finished {
            synchronizedForwardOnAndDispose(.completed)
        }
    }

    func performMap(_ element: SourceElement) throws -> SourceSequence {
        rxAbstractMethod()
    }

    /// Runs the selector; `.success(seq)` means "subscribe to `seq` now", `.success(nil)` means
    /// "nothing to subscribe now" (ignored, or queued for later).
    private final func nextElementArrived(_ element: SourceElement) -> Result<SourceSequence?, Swift.Error> {
        let subscribeImmediately = lock.performLocked { () -> Bool? in
            if stopped || terminating {
                return nil
            }
            if activeCount < maxConcurrent {
                activeCount += 1
                return true
            }
            return false
        }

        guard let subscribeImmediately else {
            return .success(nil)
        }

        do {
            let mapped = try performMap(element)

            if subscribeImmediately {
                return .success(mapped)
            }

            let next = lock.performLocked { () -> SourceSequence? in
                if terminating {
                    return nil
                }
                queue.enqueue(mapped)
                if activeCount < maxConcurrent, let dequeued = queue.dequeue() {
                    activeCount += 1
                    return dequeued
                }
                return nil
            }
            return .success(next)
        } catch {
            let fail = lock.performLocked { () -> Bool in
                if subscribeImmediately {
                    activeCount -= 1
                }
                return !terminating
            }
            return fail ? .failure(error) : .success(nil)
        }
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case let .next(element):
            switch nextElementArrived(element) {
            case let .success(.some(inner)):
                subscribe(inner, group: group)
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

    var shouldComplete: Bool {
        stopped && activeCount == 0 && !terminating
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
        // As in `MergeSink`: mark disposed under `forwardLock`, tear down after releasing it.
        forwardLock.performLocked {
            forwardOn(event)
            markDisposed()
        }
        dispose()
    }
}

// MARK: - static concat

private final class Concat<Sources: Swift.Sequence>: Producer<Sources.Element.Element> where Sources.Element: ObservableConvertibleType {
    typealias Element = Sources.Element.Element

    fileprivate let sources: Sources
    fileprivate let count: Int?

    init(sources: Sources, count: Int?) {
        self.sources = sources
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ConcatSink<Sources, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run((sources.makeIterator(), count))
        return (sink: sink, subscription: subscription)
    }
}

private final class ConcatSink<Sources: Swift.Sequence, Observer: ObserverType>: TailRecursiveSink<Sources, Observer>, ObserverType
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Observer.Element
{
    typealias Element = Observer.Element

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            schedule(.moveNext)
        }
    }

    override func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        source.subscribe(self)
    }

    override func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        if let nested = observable as? Concat<Sources> {
            return (nested.sources.makeIterator(), nested.count)
        }
        return nil
    }
}
