// ClassicRx: startWith.
//
// Mirrors RxSwift's `Observables/StartWith.swift` (`StartWith`: a `Producer` with no sink of its
// own; `run` sends the prefix straight to the downstream observer, then subscribes that same
// observer to the source, and hands back a no-op disposable as the "sink").

public extension ObservableType {
    /// Emits `elements` first, then the elements of this sequence.
    func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

private final class StartWith<Element>: Producer<Element> {
    private let elements: [Element]
    private let source: Observable<Element>

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
        super.init()
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel _: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        for element in elements {
            observer.on(.next(element))
        }
        return (sink: Disposables.create(), subscription: source.subscribe(observer))
    }
}
