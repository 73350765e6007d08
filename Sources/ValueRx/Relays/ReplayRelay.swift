/// A relay backed by a `ReplaySubject` that never ends: it has no way to send an error or a
/// completion.
///
/// A new subscriber first receives the buffered elements (the last `bufferSize` accepted, or
/// all of them for `createUnbound()`), then every element accepted later.
///
/// ```swift
/// let log = ReplayRelay<String>.create(bufferSize: 2)
/// log.accept("a"); log.accept("b"); log.accept("c")
/// let subscription = log.subscribe(onNext: { print($0) })  // prints b, c
/// subscription.dispose()
/// ```
///
/// Threading as `ReplaySubject`: `accept`, `subscribe` and disposing a subscription may happen
/// on any thread; the replay reaches a new observer before any element accepted after it
/// subscribed.
///
/// Differs from RxSwift: a concurrent or reentrant `accept` is serialized per observer by the subject,
/// where RxSwift's debug build traps. Otherwise the same shape: a `final class` holding its
/// subject.
public final class ReplayRelay<Element>: ObservableType {
    @usableFromInline internal let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// Creates a relay that keeps the `bufferSize` most recently accepted elements and hands
    /// them to each new subscriber.
    ///
    /// - Parameter bufferSize: The largest number of elements to replay; `0` replays nothing.
    ///   Must not be negative.
    /// - Returns: A new relay with an empty buffer.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// Creates a replay relay that keeps every accepted element and replays them all to each
    /// new subscriber.
    ///
    /// The buffer is never trimmed, so use it only where the number of elements stays small;
    /// prefer `create(bufferSize:)` otherwise. (Spelled `createUnbound`, without `-ed`, as in
    /// RxSwift; the subject's counterpart is `ReplaySubject.createUnbounded()`.)
    ///
    /// - Returns: A new relay with an empty buffer.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Buffers `event` and sends it to the current subscribers as a `next` element.
    ///
    /// - Parameter event: The element to emit.
    @inlinable
    public func accept(_ event: Element) {
        subject.on(.next(event))
    }

    /// Subscribes `observer`: it receives the buffered elements, then every accepted element.
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

// Sendable when its elements are: the ReplayRelay is thread-safe (its state is behind a lock),
// but every element it is given crosses to its observers' threads (see CONTRIBUTING, "Sendable").
extension ReplayRelay: @unchecked Sendable where Element: Sendable {}
