/// A type-erased observable sequence, for storage and API boundaries.
///
/// Differs from RxSwift, where `Observable` is the abstract base class of every sequence: here
/// it is a struct that wraps any `ObservableType` (like Combine's `AnyPublisher`). Operators
/// return their own concrete types; call `.asObservable()` to store one as `Observable<T>`.
/// Static creation methods such as `Observable.just(1)` or `Observable<Int>.create { ... }`
/// work as in RxSwift and return the concrete (fast) source type.
///
/// Each subscription to an erased observable boxes the observer once (one allocation), and
/// each event makes one indirect call.
public struct Observable<Element>: ObservableType {
    @usableFromInline
    internal let _subscribe: (AnyObserver<Element>) -> Disposable

    /// Wraps `source` so that its concrete type is hidden.
    ///
    /// As RxSwift's erasure of a sequence that is not already an `Observable` (a producer
    /// whose sink disposes its subscription once it has passed on a terminal event), the
    /// subscription to `source` ends right after a terminal event reaches the observer.
    ///
    /// - Parameter source: The sequence to erase.
    // Specialized, not inlined: one copy per source type instead of one per erasure in the
    // client (measured: 12 KB of the 40-view-model file).
    @inlinable @inline(never)
    public init<Source: ObservableType>(_ source: Source) where Source.Element == Element {
        // A type comparison, folded away where `Source` is known (a dynamic cast is not: it
        // searched the conformance tables on every erasure).
        if Source.self == Observable<Element>.self {
            self = unsafeBitCast(source, to: Observable<Element>.self)
            return
        }
        _subscribe = { observer in source.subscribe(EndingOnTerminal(observer)) }
    }

    /// Creates an erased observable from a subscribe function.
    @inlinable
    internal init(subscribe: @escaping (AnyObserver<Element>) -> Disposable) {
        _subscribe = subscribe
    }

    /// Starts the wrapped sequence and sends its events to `observer`.
    @inlinable
    public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
        where Observer.Element == Element {
        _subscribe(AnyObserver(observer))
    }

    /// Returns `self`.
    @inlinable
    public func asObservable() -> Observable<Element> {
        self
    }
}

/// Alias kept for RxSwift source compatibility.
public typealias RxObservable<Element> = Observable<Element>

/// Namespace of the concrete observable types that sources and operators return
/// (`Observables.Just`, `Observables.Pipeline`, ...). Users rarely name them: use
/// `some ObservableType<Element>` or `.asObservable()`.
public enum Observables {}

/// The observer an erased `Observable` subscribes its source with: passes every event on, and
/// answers `.stop` to a terminal event whatever the observer answered, so the source ends the
/// subscription then (RxSwift's erasure disposes it there).
@usableFromInline
internal struct EndingOnTerminal<Base: ObserverType>: ObserverType {
    /// RxSwift reaches the source through `asObservable()`, which ends the subscription after a
    /// terminal event (see `ObserverType._endsSourceSubscriptionOnTerminal`).
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    @usableFromInline internal var base: Base

    /// The observer behind the erasure decides (see `ObserverType._disposesUpstreamAfterTerminal`).
    @inlinable
    internal var _disposesUpstreamAfterTerminal: Bool { base._disposesUpstreamAfterTerminal }

    @inlinable
    internal init(_ base: Base) {
        self.base = base
    }

    @inlinable @inline(__always)
    internal mutating func on(_ event: Event<Base.Element>) -> Flow {
        let flow = base.on(event)
        return event.isStopEvent ? .stop : flow
    }
}
