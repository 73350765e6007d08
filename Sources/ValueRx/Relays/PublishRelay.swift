/// A relay backed by a `PublishSubject` that never ends: it has no way to send an error or a
/// completion.
///
/// Elements passed to `accept(_:)` reach every current subscriber; a subscriber added later
/// receives only the elements accepted after it subscribed.
///
/// ```swift
/// let taps = PublishRelay<Void>()
/// let subscription = taps.subscribe(onNext: { print("tapped") })
/// taps.accept(())        // prints "tapped"
/// subscription.dispose()
/// ```
///
/// Threading as `PublishSubject`: `accept`, `subscribe` and disposing a subscription may happen
/// on any thread, and events to one observer never overlap.
///
/// Differs from RxSwift: a concurrent or reentrant `accept` is serialized per observer by the subject,
/// where RxSwift's debug build traps. Otherwise the same shape: a `final class` holding its
/// subject.
public final class PublishRelay<Element>: ObservableType {
    @usableFromInline internal let subject: PublishSubject<Element>

    /// Creates a relay backed by an empty publish subject.
    // Not inlined: an app makes its subjects in many places, and inlined each made a copy of
    // this code (measured: 15.7 KB of the 40-view-model file, with the other subject inits).
    @inline(never)
    public init() {
        subject = PublishSubject()
    }

    /// Sends `event` to the current subscribers as a `next` element.
    ///
    /// - Parameter event: The element to emit.
    @inlinable
    public func accept(_ event: Element) {
        subject.on(.next(event))
    }

    /// Subscribes `observer` to the elements accepted from now on.
    ///
    /// - Parameter observer: The observer; it never receives `error` or `completed`.
    /// - Returns: A disposable that removes `observer` from the relay.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// Returns the relay wrapped in `Observable`, which hides its concrete type.
    ///
    /// - Returns: An `Observable` that subscribes to this relay's subject.
    @inlinable
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}

// Sendable when its elements are: the PublishRelay is thread-safe (its state is behind a lock),
// but every element it is given crosses to its observers' threads (see CONTRIBUTING, "Sendable").
extension PublishRelay: @unchecked Sendable where Element: Sendable {}
