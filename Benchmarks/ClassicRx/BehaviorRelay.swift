// ClassicRx: BehaviorRelay.
//
// Mirrors RxSwift's `RxRelay/BehaviorRelay.swift` (`BehaviorRelay`: a final class wrapping a
// `BehaviorSubject`; `accept` is the subject's `onNext`, `value` its `value()` with `try!`,
// `subscribe` and `asObservable` hand over to the subject). Simplified: no `asInfallible()`
// (ClassicRx has no `Infallible`). Its `asDriver()` is in `Driver.swift`.

/// A `BehaviorSubject` that takes only elements: it never ends.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// Sends `event` to the observers and makes it the current element.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// The current element.
    public var value: Element {
        // The subject can neither fail nor be disposed: it is private to the relay.
        try! subject.value()
    }

    /// Creates the relay with `value` as its current element.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
