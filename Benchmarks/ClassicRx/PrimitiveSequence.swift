// ClassicRx: the Single trait.
//
// Mirrors RxSwift 6's `Traits/PrimitiveSequence/PrimitiveSequence.swift` (`PrimitiveSequence`: a
// struct whose only state is an erased `Observable<Element>`, made with `init(raw:)`;
// `PrimitiveSequenceType` and its `primitiveSequence` view; `asObservable()` hands out the
// wrapped observable) and `Traits/PrimitiveSequence/Single.swift` (`SingleTrait`, the `Single`
// alias, `SingleEvent` as a `Result`; `just` over the observable `just`; `map` and `flatMap`
// that wrap the observable `map` and `flatMap` again, the inner `Single` reached through its
// `asObservable()`; `subscribe(_:)` through the observable's closure `subscribe`, with a
// captured `stopped` flag that lets only the first event through; and
// `subscribe(onSuccess:onFailure:onDisposed:)`, which turns the handlers into a `SingleObserver`
// closure and returns `Disposables.create(subscription, disposable)`, the second being
// `Disposables.create(with: onDisposed)`). Simplified: `Single` only (no `Maybe`, no
// `Completable`), and of it only `just`, `map`, `flatMap` and the two `subscribe`s; no `Hooks`
// (an error without `onFailure` is dropped, as in `Observers.swift`).

/// A sequence with a narrower contract than an observable's, named by `Trait`, over an erased
/// `Observable`.
public struct PrimitiveSequence<Trait, Element> {
    fileprivate let source: Observable<Element>

    fileprivate init(raw: Observable<Element>) {
        source = raw
    }
}

/// Something that can present itself as a `PrimitiveSequence`.
public protocol PrimitiveSequenceType {
    associatedtype Trait
    associatedtype Element

    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The wrapped observable itself.
    public func asObservable() -> Observable<Element> { source }
}

// MARK: - Single

/// The trait of a sequence with exactly one element or an error.
public enum SingleTrait {}

/// One element, or an error.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers.
public typealias SingleEvent<Element> = Swift.Result<Element, Swift.Error>

public extension PrimitiveSequenceType where Trait == SingleTrait {
    typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Subscribes a handler that gets the first event only, as a `SingleEvent`.
    func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { (event: Event<Element>) in
            if stopped {
                return
            }
            stopped = true

            switch event {
            case let .next(element):
                observer(.success(element))
            case let .error(error):
                observer(.failure(error))
            case .completed:
                rxFatalErrorInDebug("a Single completed without an element")
            }
        }
    }

    /// Subscribes success, failure and disposal handlers.
    func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable
        if let onDisposed {
            disposable = Disposables.create(with: onDisposed)
        } else {
            disposable = Disposables.create()
        }

        let observer: SingleObserver = { event in
            switch event {
            case let .success(element):
                onSuccess?(element)
                disposable.dispose()
            case let .failure(error):
                onFailure?(error)
                disposable.dispose()
            }
        }
        return Disposables.create(primitiveSequence.subscribe(observer), disposable)
    }
}

public extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` with `element`.
    static func just(_ element: Element) -> Single<Element> {
        Single<Element>(raw: Observable<Element>.just(element))
    }

    /// A `Single` with `transform` applied to the element.
    func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single<Result>(raw: primitiveSequence.source.map(transform))
    }

    /// A `Single` with the outcome of the `Single` `selector` returns for the element.
    func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single<Result>(raw: primitiveSequence.source.flatMap(selector))
    }
}

/// Stops a debug build; a release build reports the misuse and goes on.
func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
    rxFatalError(message(), file: file, line: line)
    #else
    print("[ClassicRx] \(message()) (\(file):\(line))")
    #endif
}
