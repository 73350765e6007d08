/// A relay backed by a `BehaviorSubject` that never ends: it has no way to send an error or a
/// completion.
///
/// The relay always holds a current value: it starts with the value given to `init(value:)`,
/// each `accept(_:)` replaces it, and every new subscriber receives it first, then the
/// elements accepted later.
///
/// ```swift
/// let count = BehaviorRelay(value: 0)
/// let subscription = count.subscribe(onNext: { print($0) })  // prints 0
/// count.accept(count.value + 1)                             // prints 1
/// subscription.dispose()
/// ```
///
/// Threading as `BehaviorSubject`: `accept`, `value`, `subscribe` and disposing a subscription
/// may happen on any thread. `accept(value + 1)` from two threads is still a read then a write,
/// not an atomic update.
///
/// Differs from RxSwift: a concurrent or reentrant `accept` is serialized per observer by the subject,
/// where RxSwift's debug build traps. Otherwise the same shape: a `final class` holding its
/// subject.
public final class BehaviorRelay<Element>: ObservableType {
    @usableFromInline internal let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value` until the first `accept(_:)`.
    ///
    /// - Parameter value: The initial value, sent to subscribers that come before any other.
    // Not inlined: an app makes its subjects in many places, and inlined each made a copy of
    // this code (measured: 15.7 KB of the 40-view-model file, with the other subject inits).
    @inline(never)
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The current value of the relay: the last accepted element, or the initial value.
    public var value: Element {
        // Cannot fail: the subject is private to the relay, which never sends it an error and
        // never disposes it.
        try! subject.value()
    }

    /// Makes `event` the current value and sends it to the current subscribers.
    ///
    /// - Parameter event: The new value.
    @inlinable
    public func accept(_ event: Element) {
        subject.on(.next(event))
    }

    /// Subscribes `observer`: it receives the current value, then every accepted element.
    ///
    /// - Parameter observer: The observer; it never receives `error` or `completed`.
    /// - Returns: A disposable that removes `observer` from the relay.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        // No terminal event ever: no observer has to leave after one.
        subject.subscribe(observer, leavingAfterTerminal: false)
    }

    /// Returns the relay wrapped in `Observable`, which hides its concrete type.
    ///
    /// - Returns: An `Observable` that subscribes to this relay's subject.
    @inlinable
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

// Sendable when its elements are: the BehaviorRelay is thread-safe (its state is behind a lock),
// but every element it is given crosses to its observers' threads (see CONTRIBUTING, "Sendable").
extension BehaviorRelay: @unchecked Sendable where Element: Sendable {}
