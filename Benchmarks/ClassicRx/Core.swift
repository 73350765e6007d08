// ClassicRx: core vocabulary.
//
// Mirrors RxSwift's `Event.swift` (`Event`), `Disposable.swift` (`Disposable`), `Cancelable.swift`
// (`Cancelable`), `ObserverType.swift` (`ObserverType` and its `onNext`/`onError`/`onCompleted`),
// `ObservableConvertibleType.swift`, `ObservableType.swift` (`ObservableType`, default
// `asObservable` through `create`), `Observable.swift` (the abstract `Observable<Element>` class),
// `AnyObserver.swift` (`AnyObserver`, a closure-backed observer), `Errors.swift` (`RxError`) and
// `Rx.swift` (`rxAbstractMethod`, `rxFatalError`). Resource counting (`TRACE_RESOURCES`) and the
// `DEBUG` synchronization tracker are left out.

/// One notification of a sequence: `next* (error | completed)?`.
public enum Event<Element> {
    case next(Element)
    case error(Swift.Error)
    case completed

    public var isStopEvent: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }

    public var element: Element? {
        if case let .next(value) = self { return value }
        return nil
    }

    public var error: Swift.Error? {
        if case let .error(failure) = self { return failure }
        return nil
    }

    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case let .next(value):
            do { return try .next(transform(value)) } catch { return .error(error) }
        case let .error(failure):
            return .error(failure)
        case .completed:
            return .completed
        }
    }
}

/// A resource that can be released.
public protocol Disposable {
    func dispose()
}

/// A disposable that can report whether it has been released.
public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}

/// Something that receives events.
public protocol ObserverType {
    associatedtype Element
    func on(_ event: Event<Element>)
}

public extension ObserverType {
    func onNext(_ element: Element) { on(.next(element)) }
    func onError(_ error: Swift.Error) { on(.error(error)) }
    func onCompleted() { on(.completed) }

    func asObserver() -> AnyObserver<Element> { AnyObserver(self) }
}

public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

/// Something that can be subscribed to.
public protocol ObservableType: ObservableConvertibleType {
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

public extension ObservableType {
    /// Types that are not `Observable` subclasses get wrapped through `create`.
    func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}

/// The abstract base of every sequence. Subclasses override `subscribe`.
public class Observable<Element>: ObservableType {
    init() {}

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        rxAbstractMethod()
    }

    public func asObservable() -> Observable<Element> { self }
}

/// A type-erased observer: it stores the wrapped observer's `on` as a closure.
public struct AnyObserver<Element>: ObserverType {
    public typealias EventHandler = (Event<Element>) -> Void

    private let handler: EventHandler

    public init(eventHandler: @escaping EventHandler) {
        handler = eventHandler
    }

    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        handler = observer.on
    }

    public func on(_ event: Event<Element>) {
        handler(event)
    }

    public func asObserver() -> AnyObserver<Element> { self }
}

/// Errors produced by the library itself (a subset of RxSwift's).
public enum RxError: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible {
    case unknown
    case disposed(object: AnyObject)
    case overflow
    case argumentOutOfRange

    public var debugDescription: String {
        switch self {
        case .unknown: "Unknown error."
        case let .disposed(object): "Object `\(object)` is already disposed."
        case .overflow: "Arithmetic overflow."
        case .argumentOutOfRange: "Argument out of range."
        }
    }
}

/// Integer types `range` accepts.
public typealias RxAbstractInteger = FixedWidthInteger

func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Swift.Never {
    rxFatalError("Abstract method called", file: file, line: line)
}

func rxFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Swift.Never {
    fatalError(message(), file: file, line: line)
}
