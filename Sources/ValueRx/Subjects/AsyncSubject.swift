/// A subject that holds back every element until it completes, then passes on the last one it
/// received (if any) followed by the completion; if it fails, it passes on only the error.
///
/// Observers that subscribe after the subject terminated receive the same final events.
/// Threading as `PublishSubject`.
///
/// Differs from RxSwift: a `final class` with no superclass.
///
/// Two consequences, both where RxSwift reports misuse: a reentrant `onNext` from inside a
/// handler reaches that observer after its handler returns (RxSwift delivers it recursively and
/// warns "Reentrancy anomaly" in debug builds), and an observer disposed from another
/// observer's handler receives nothing more, not even the event being delivered.
public final class AsyncSubject<Element>: SubjectType, ObserverType {
    /// The observer type that `asObserver()` returns: the subject's own type.
    public typealias SubjectObserverType = AsyncSubject<Element>

    /// The lock and the observer list, in an object of their own that subscribers' boxes keep
    /// alive to leave (see `SubjectCore`); the lock also guards this subject's state.
    @usableFromInline internal let core = SubjectCore<Element>()
    @usableFromInline @exclusivity(unchecked) internal var lastElement: Element?
    /// `.completed` or `.error` once terminated (with `lastElement` sent before a completion).
    @usableFromInline @exclusivity(unchecked) internal var stoppedEvent: Event<Element>?
    /// `stoppedEvent != nil`, kept apart for `on(_:)`: testing the optional event reads a copy
    /// of it, which in a build without optimization asks the runtime for its metadata.
    @usableFromInline @exclusivity(unchecked) internal var stopped = false

    /// Creates a subject with no observers.
    public init() {}

    /// Whether at least one observer is subscribed now.
    public var hasObservers: Bool {
        core.lock.withLock { !core.observers.isEmpty }
    }

    /// Records an element, or terminates: on completion every observer receives the last
    /// element (if any) and the completion; on error, the error.
    ///
    /// - Parameter event: The event the subject receives.
    /// - Returns: Always `.continue` (see `PublishSubject.on(_:)`).
    @inlinable @discardableResult
    public func on(_ event: Event<Element>) -> Flow {
        let result: (SubjectSnapshot<Element>, Element?)? = core.lock.withLock {
            if stopped { return nil }
            switch event {
            case .next(let value):
                lastElement = value
                return (.empty, nil)
            case .error:
                stoppedEvent = event
                stopped = true
                lastElement = nil
                return (core.observers.removeAll(), nil)
            case .completed:
                stoppedEvent = event
                stopped = true
                return (core.observers.removeAll(), lastElement)
            }
        }
        guard let (snapshot, last) = result else { return .continue }
        if let last { deliverAll(snapshot, .next(last)) }
        if event.isStopEvent { deliverAll(snapshot, event) }
        return .continue
    }

    /// Adds `observer` to the observers that receive the subject's events.
    ///
    /// - Parameter observer: The observer to add.
    /// - Returns: A disposable that removes `observer` from the subject.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        let box = OutputBox<Observer>(unregistered: observer, owned: true)
        box.retainRegistry(core)
        box.leave = { core, box in Unmanaged<SubjectCore<Element>>.fromOpaque(Unmanaged.passUnretained(core).toOpaque())._withUnsafeGuaranteedRef { $0.remove(box) } }
        let final: (Element?, Event<Element>)? = core.lock.withLock {
            if let stoppedEvent { return (lastElement, stoppedEvent) }
            core.observers.insert(box)
            return nil
        }
        guard let (last, stop) = final else {
            box.releaseOwned()
            return box
        }
        if let last, !box.deliverOwned(.next(last)) { return NopDisposable() }
        _ = box.deliverOwned(stop)
        return NopDisposable()
    }

    /// Returns the subject itself, which is also its observer side.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    deinit {
        core.detach()
    }
}

// Sendable when its elements are: the AsyncSubject is thread-safe (its state is behind a lock),
// but every element it is given crosses to its observers' threads (see CONTRIBUTING, "Sendable").
extension AsyncSubject: @unchecked Sendable where Element: Sendable {}
