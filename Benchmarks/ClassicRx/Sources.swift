// ClassicRx: sources.
//
// Mirrors RxSwift's `Observables/Just.swift` (`Just`: overrides `subscribe` and emits directly,
// no trampoline), `Observables/Empty.swift` (`EmptyProducer`), `Observables/Error.swift`
// (`ErrorProducer`), `Observables/Range.swift` (`RangeProducer`/`RangeSink`: one
// `scheduleRecursive` step per element, completion in a step of its own),
// `Observables/Sequence.swift` (`ObservableSequence`/`ObservableSequenceSink`: the same recursion
// over an iterator, used by `from` and `of`) and `Observables/Create.swift` (`AnonymousObservable`
// and `AnonymousObservableSink`, whose `AtomicInt` `isStopped` guards the user's observer, handed
// out as an `AnyObserver`). Simplified: no `just(_:scheduler:)`.

public extension ObservableType {
    /// A sequence with one element, then completion.
    static func just(_ element: Element) -> Observable<Element> {
        Just(element: element)
    }

    /// A sequence that completes at once.
    static func empty() -> Observable<Element> {
        EmptyProducer<Element>()
    }

    /// A sequence that fails at once.
    static func error(_ error: Swift.Error) -> Observable<Element> {
        ErrorProducer(error: error)
    }

    /// A sequence built by a subscribe closure.
    static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }

    /// The elements of `array`, one scheduler step each.
    static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: array, scheduler: scheduler)
    }

    /// The elements of `sequence`, one scheduler step each.
    static func from<S: Swift.Sequence>(_ sequence: S, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where S.Element == Element {
        ObservableSequence(elements: sequence, scheduler: scheduler)
    }

    /// The given elements, one scheduler step each.
    static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(elements: elements, scheduler: scheduler)
    }
}

public extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers starting at `start`, one scheduler step each.
    static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        RangeProducer<Element>(start: start, count: count, scheduler: scheduler)
    }
}

// MARK: - just / empty / error

private final class Just<Element>: Producer<Element> {
    private let element: Element

    init(element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}

private final class EmptyProducer<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.completed)
        return Disposables.create()
    }
}

private final class ErrorProducer<Element>: Producer<Element> {
    private let error: Swift.Error

    init(error: Swift.Error) {
        self.error = error
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.error(error))
        return Disposables.create()
    }
}

// MARK: - range

private final class RangeProducer<Element: RxAbstractInteger>: Producer<Element> {
    fileprivate let start: Element
    fileprivate let count: Element
    fileprivate let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        guard count >= 0 else { rxFatalError("range count must not be negative") }
        guard count == 0 || start &+ (count - 1) >= start else { rxFatalError("range overflows") }
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = RangeSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

private final class RangeSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: RxAbstractInteger {
    private let parent: RangeProducer<Observer.Element>

    init(parent: RangeProducer<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        parent.scheduler.scheduleRecursive(0 as Observer.Element) { offset, recurse in
            if offset < self.parent.count {
                self.forwardOn(.next(self.parent.start + offset))
                recurse(offset + 1)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
    }
}

// MARK: - from / of

private final class ObservableSequence<S: Swift.Sequence>: Producer<S.Element> {
    fileprivate let elements: S
    fileprivate let scheduler: ImmediateSchedulerType

    init(elements: S, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObservableSequenceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

private final class ObservableSequenceSink<S: Swift.Sequence, Observer: ObserverType>: Sink<Observer> where S.Element == Observer.Element {
    private let parent: ObservableSequence<S>

    init(parent: ObservableSequence<S>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        parent.scheduler.scheduleRecursive(parent.elements.makeIterator()) { iterator, recurse in
            var cursor = iterator
            if let element = cursor.next() {
                self.forwardOn(.next(element))
                recurse(cursor)
            } else {
                self.forwardOn(.completed)
                self.dispose()
            }
        }
    }
}

// MARK: - create

private final class AnonymousObservable<Element>: Producer<Element> {
    typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable

    let subscribeHandler: SubscribeHandler

    init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink: sink, subscription: subscription)
    }
}

private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let isStopped = AtomicInt(0)

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if isStopped.load() == 1 {
                return
            }
            forwardOn(event)
        case .error, .completed:
            if isStopped.fetchOr(1) == 0 {
                forwardOn(event)
                dispose()
            }
        }
    }

    func run(_ parent: AnonymousObservable<Element>) -> Disposable {
        parent.subscribeHandler(AnyObserver(self))
    }
}
