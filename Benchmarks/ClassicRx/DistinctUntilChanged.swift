// ClassicRx: distinctUntilChanged.
//
// Mirrors RxSwift's `Observables/DistinctUntilChanged.swift`: every form funnels into one
// `DistinctUntilChanged` producer holding the source, a key selector and a key comparer; its
// `DistinctUntilChangedSink` keeps the key of the last forwarded element in an optional, computes
// the key of each new element, asks the comparer only when a previous key exists, and forwards
// the element (storing its key) unless the comparer calls the two keys equal. A thrown selector or
// comparer error is forwarded as `.error` and the sink disposes itself. The `Equatable` form is
// the identity key with `==`. Simplified: no key-selector-only, comparer-only or key-path forms.

public extension ObservableType where Element: Equatable {
    /// Drops every element equal to the element forwarded just before it.
    func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ (element: Element) -> Element in element }, comparer: { (lhs: Element, rhs: Element) -> Bool in lhs == rhs })
    }
}

public extension ObservableType {
    /// Drops every element whose key (`keySelector`) `comparer` finds equal to the key of the
    /// element forwarded just before it.
    func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), selector: keySelector, comparer: comparer)
    }
}

private final class DistinctUntilChanged<Element, Key>: Producer<Element> {
    typealias KeySelector = (Element) throws -> Key
    typealias EqualityComparer = (Key, Key) throws -> Bool

    private let source: Observable<Element>
    fileprivate let selector: KeySelector
    fileprivate let comparer: EqualityComparer

    init(source: Observable<Element>, selector: @escaping KeySelector, comparer: @escaping EqualityComparer) {
        self.source = source
        self.selector = selector
        self.comparer = comparer
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = DistinctUntilChangedSink(parent: self, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}

private final class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = DistinctUntilChanged<Element, Key>

    private let parent: Parent
    /// The key of the last element forwarded; `nil` until the first one.
    private var lastKey: Key?

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case let .next(element):
            do {
                let key = try parent.selector(element)
                if let previous = lastKey, try parent.comparer(previous, key) {
                    return
                }
                lastKey = key
                forwardOn(event)
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error, .completed:
            forwardOn(event)
            dispose()
        }
    }
}
