// ClassicRx: observer classes and the closure-based `subscribe`.
//
// Mirrors RxSwift's `Observers/ObserverBase.swift` (`ObserverBase`: an `AtomicInt` `isStopped`
// read on every `next` and set by the first stop event), `Observers/AnonymousObserver.swift`
// (`AnonymousObserver`, a closure-backed `ObserverBase`) and `ObservableType+Extensions.swift`
// (`subscribe(_:)` and `subscribe(onNext:onError:onCompleted:onDisposed:)`, which wraps the
// handlers in an `AnonymousObserver` and returns `Disposables.create(subscription, disposable)`).
// Simplified: no `Hooks` (no call-stack capture, and an error without `onError` is dropped, which
// is what RxSwift's default handler does in release builds), no `subscribe(with:)`.

/// An observer that ignores everything after the first stop event or `dispose()`.
public class ObserverBase<Element>: Disposable, ObserverType {
    private let isStopped = AtomicInt(0)

    init() {}

    public func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if isStopped.load() == 0 {
                onCore(event)
            }
        case .error, .completed:
            if isStopped.fetchOr(1) == 0 {
                onCore(event)
            }
        }
    }

    func onCore(_ event: Event<Element>) {
        rxAbstractMethod()
    }

    public func dispose() {
        isStopped.fetchOr(1)
    }
}

/// An `ObserverBase` that calls a closure.
public final class AnonymousObserver<Element>: ObserverBase<Element> {
    public typealias EventHandler = (Event<Element>) -> Void

    private let handler: EventHandler

    public init(_ eventHandler: @escaping EventHandler) {
        handler = eventHandler
        super.init()
    }

    override func onCore(_ event: Event<Element>) {
        handler(event)
    }
}

public extension ObservableType {
    /// Subscribes a single event handler.
    func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let observer = AnonymousObserver<Element> { event in on(event) }
        return asObservable().subscribe(observer)
    }

    /// Subscribes element, error, completion and disposal handlers.
    func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable
        if let onDisposed {
            disposable = Disposables.create(with: onDisposed)
        } else {
            disposable = Disposables.create()
        }

        let observer = AnonymousObserver<Element> { event in
            switch event {
            case let .next(value):
                onNext?(value)
            case let .error(error):
                onError?(error)
                disposable.dispose()
            case .completed:
                onCompleted?()
                disposable.dispose()
            }
        }
        return Disposables.create(asObservable().subscribe(observer), disposable)
    }
}
