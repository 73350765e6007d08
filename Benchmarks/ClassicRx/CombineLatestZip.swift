// ClassicRx: combineLatest and zip of two sources with a result selector.
//
// Mirrors RxSwift's `Observables/CombineLatest.swift` and `CombineLatest+arity.swift`
// (`CombineLatestSink`: a `RecursiveLock` shared with the per-input observers, `hasValue`/`isDone`
// arrays with `numberOfValues`/`numberOfDone` counters, `getResult()` overridden by the arity
// subclass; `next(index)` emits once every input has a value, or completes when every other input
// is done and this one has yet to get its first value; `CombineLatestObserver`: holds the lock,
// the parent, its index, a value-setter closure and its own `SingleAssignmentDisposable`, and
// handles each event under the lock; `CombineLatestSink2_` keeps the latest elements in
// implicitly unwrapped optionals, `CombineLatest2` is the producer) and `Observables/Zip.swift`
// and `Zip+arity.swift` (`ZipSink`: the same lock plus an `isDone` array, `hasElements(index)`
// and `getResult()` overridden by the arity subclass; `next` emits when every input's queue is
// non-empty, completing only when all inputs are done; `ZipObserver`: like the combineLatest
// observer but with an optional parent; `ZipSink2_` keeps one `Queue(capacity: 2)` per input and
// dequeues one element of each in `getResult`). `combineLatest(_:_:)` without a result selector
// is RxSwift's tuple form (`where Element == Any`): the same producer with a selector that pairs
// the two elements. Simplified: only arity 2, and no tuple-returning `zip`.

public extension ObservableType {
    /// Combines the latest element of each source with `resultSelector` whenever either source
    /// produces an element, once both have produced at least one.
    static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: resultSelector)
    }

    /// Combines the elements of both sources pairwise, by index, with `resultSelector`.
    static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Zip2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: resultSelector)
    }
}

public extension ObservableType where Element == Any {
    /// Pairs the latest element of each source whenever either source produces an element,
    /// once both have produced at least one.
    static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2) -> Observable<(O1.Element, O2.Element)> {
        CombineLatest2(source1: source1.asObservable(), source2: source2.asObservable(), resultSelector: { (first: O1.Element, second: O2.Element) in (first, second) })
    }
}

// MARK: - combineLatest

/// What a per-input observer reports to its combineLatest sink (always under the shared lock).
private protocol CombineLatestProtocol: AnyObject {
    func next(_ index: Int)
    func fail(_ error: Swift.Error)
    func done(_ index: Int)
}

/// The arity-independent part of combineLatest; subclasses store the latest values.
private class CombineLatestSink<Observer: ObserverType>: Sink<Observer>, CombineLatestProtocol {
    typealias Element = Observer.Element

    let lock = RecursiveLock()

    // Guarded by `lock`.
    private let arity: Int
    private var numberOfValues = 0
    private var numberOfDone = 0
    private var hasValue: [Bool]
    private var isDone: [Bool]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        self.arity = arity
        hasValue = [Bool](repeating: false, count: arity)
        isDone = [Bool](repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    func getResult() throws -> Element {
        rxAbstractMethod()
    }

    func next(_ index: Int) {
        if !hasValue[index] {
            hasValue[index] = true
            numberOfValues += 1
        }

        if numberOfValues == arity {
            do {
                let result = try getResult()
                forwardOn(.next(result))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        } else {
            // Some input has no value yet; if all the others have finished, none ever will.
            var allOthersDone = true
            for other in 0 ..< arity where other != index && !isDone[other] {
                allOthersDone = false
                break
            }
            if allOthersDone {
                forwardOn(.completed)
                dispose()
            }
        }
    }

    func fail(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    func done(_ index: Int) {
        if isDone[index] {
            return
        }
        isDone[index] = true
        numberOfDone += 1

        if numberOfDone == arity {
            forwardOn(.completed)
            dispose()
        }
    }
}

/// Observes one input of a combineLatest: stores its value, then lets the sink decide.
private final class CombineLatestObserver<Element>: ObserverType {
    typealias ValueSetter = (Element) -> Void

    private let parent: any CombineLatestProtocol
    let lock: RecursiveLock
    private let index: Int
    /// This input's own subscription.
    private let this: Disposable
    private let setLatestValue: ValueSetter

    init(lock: RecursiveLock, parent: any CombineLatestProtocol, index: Int, setLatestValue: @escaping ValueSetter, this: Disposable) {
        self.lock = lock
        self.parent = parent
        self.index = index
        self.this = this
        self.setLatestValue = setLatestValue
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        synchronized_on(event)
    }

    private func synchronized_on(_ event: Event<Element>) {
        switch event {
        case let .next(value):
            setLatestValue(value)
            parent.next(index)
        case let .error(error):
            this.dispose()
            parent.fail(error)
        case .completed:
            this.dispose()
            parent.done(index)
        }
    }
}

private final class CombineLatestSink2<E1, E2, Observer: ObserverType>: CombineLatestSink<Observer> {
    typealias Result = Observer.Element
    typealias Parent = CombineLatest2<E1, E2, Result>

    private let parent: Parent

    // Guarded by `lock`; set before first read (`hasValue`).
    var latestElement1: E1!
    var latestElement2: E2!

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(arity: 2, observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()

        let observer1 = CombineLatestObserver(lock: lock, parent: self, index: 0, setLatestValue: { (element: E1) in self.latestElement1 = element }, this: subscription1)
        let observer2 = CombineLatestObserver(lock: lock, parent: self, index: 1, setLatestValue: { (element: E2) in self.latestElement2 = element }, this: subscription2)

        subscription1.setDisposable(parent.source1.subscribe(observer1))
        subscription2.setDisposable(parent.source2.subscribe(observer2))

        return Disposables.create([subscription1, subscription2])
    }

    override func getResult() throws -> Result {
        try parent.resultSelector(latestElement1, latestElement2)
    }
}

private final class CombineLatest2<E1, E2, Result>: Producer<Result> {
    typealias ResultSelector = (E1, E2) throws -> Result

    let source1: Observable<E1>
    let source2: Observable<E2>
    let resultSelector: ResultSelector

    init(source1: Observable<E1>, source2: Observable<E2>, resultSelector: @escaping ResultSelector) {
        self.source1 = source1
        self.source2 = source2
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result {
        let sink = CombineLatestSink2(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

// MARK: - zip

/// What a per-input observer reports to its zip sink (always under the shared lock).
private protocol ZipSinkProtocol: AnyObject {
    func next(_ index: Int)
    func fail(_ error: Swift.Error)
    func done(_ index: Int)
}

/// The arity-independent part of zip; subclasses own the per-input queues.
private class ZipSink<Observer: ObserverType>: Sink<Observer>, ZipSinkProtocol {
    typealias Element = Observer.Element

    let arity: Int
    let lock = RecursiveLock()

    // Guarded by `lock`.
    private var isDone: [Bool]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        isDone = [Bool](repeating: false, count: arity)
        self.arity = arity
        super.init(observer: observer, cancel: cancel)
    }

    func getResult() throws -> Element {
        rxAbstractMethod()
    }

    func hasElements(_ index: Int) -> Bool {
        rxAbstractMethod()
    }

    func next(_ index: Int) {
        var hasValueAll = true
        for input in 0 ..< arity where !hasElements(input) {
            hasValueAll = false
            break
        }

        if hasValueAll {
            do {
                let result = try getResult()
                forwardOn(.next(result))
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        }
    }

    func fail(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    func done(_ index: Int) {
        isDone[index] = true

        var allDone = true
        for finished in isDone where !finished {
            allDone = false
            break
        }

        if allDone {
            forwardOn(.completed)
            dispose()
        }
    }
}

/// Observes one input of a zip: queues its value, then lets the sink decide.
private final class ZipObserver<Element>: ObserverType {
    typealias ValueSetter = (Element) -> Void

    private var parent: (any ZipSinkProtocol)?
    let lock: RecursiveLock
    private let index: Int
    /// This input's own subscription.
    private let this: Disposable
    private let setNextValue: ValueSetter

    init(lock: RecursiveLock, parent: any ZipSinkProtocol, index: Int, setNextValue: @escaping ValueSetter, this: Disposable) {
        self.lock = lock
        self.parent = parent
        self.index = index
        self.this = this
        self.setNextValue = setNextValue
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        synchronized_on(event)
    }

    private func synchronized_on(_ event: Event<Element>) {
        guard let parent else { return }
        switch event {
        case let .next(value):
            setNextValue(value)
            parent.next(index)
        case let .error(error):
            this.dispose()
            parent.fail(error)
        case .completed:
            this.dispose()
            parent.done(index)
        }
    }
}

private final class ZipSink2<E1, E2, Observer: ObserverType>: ZipSink<Observer> {
    typealias Result = Observer.Element
    typealias Parent = Zip2<E1, E2, Result>

    private let parent: Parent

    // Guarded by `lock`.
    var values1: Queue<E1> = Queue(capacity: 2)
    var values2: Queue<E2> = Queue(capacity: 2)

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(arity: 2, observer: observer, cancel: cancel)
    }

    override func hasElements(_ index: Int) -> Bool {
        switch index {
        case 0: !values1.isEmpty
        case 1: !values2.isEmpty
        default: rxFatalError("Unhandled case (Function)")
        }
    }

    func run() -> Disposable {
        let subscription1 = SingleAssignmentDisposable()
        let subscription2 = SingleAssignmentDisposable()

        let observer1 = ZipObserver(lock: lock, parent: self, index: 0, setNextValue: { (element: E1) in self.values1.enqueue(element) }, this: subscription1)
        let observer2 = ZipObserver(lock: lock, parent: self, index: 1, setNextValue: { (element: E2) in self.values2.enqueue(element) }, this: subscription2)

        subscription1.setDisposable(parent.source1.subscribe(observer1))
        subscription2.setDisposable(parent.source2.subscribe(observer2))

        return Disposables.create([subscription1, subscription2])
    }

    override func getResult() throws -> Result {
        try parent.resultSelector(values1.dequeue()!, values2.dequeue()!)
    }
}

private final class Zip2<E1, E2, Result>: Producer<Result> {
    typealias ResultSelector = (E1, E2) throws -> Result

    let source1: Observable<E1>
    let source2: Observable<E2>
    let resultSelector: ResultSelector

    init(source1: Observable<E1>, source2: Observable<E2>, resultSelector: @escaping ResultSelector) {
        self.source1 = source1
        self.source2 = source2
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Result {
        let sink = ZipSink2(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}
