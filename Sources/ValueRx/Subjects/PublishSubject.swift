/// A subject that passes each event it receives to the observers subscribed at that moment.
///
/// It is an observer and an observable sequence at once. Nothing is replayed, except that an
/// observer that subscribes after the terminal event receives that terminal event.
///
/// Threading: `on`, `subscribe` and `dispose` may be called from any thread at the same time.
/// Events to one observer never overlap and keep their order; an observer may call `onNext` on
/// the same subject, subscribe, or dispose from inside its handler (the nested event is
/// delivered to that observer after its current handler returns). No lock is held while
/// observers run. Sending an element to N observers allocates nothing.
///
/// Differs from RxSwift: a `final class` with no superclass (RxSwift's subjects subclass
/// `Observable`); where RxSwift's debug build traps on concurrent or reentrant `on` calls,
/// ValueRx serializes them per observer.
///
/// Two consequences, both where RxSwift reports misuse: a reentrant `onNext` from inside a
/// handler reaches that observer after its handler returns (RxSwift delivers it recursively and
/// warns "Reentrancy anomaly" in debug builds), and an observer disposed from another
/// observer's handler receives nothing more, not even the event being delivered.
public final class PublishSubject<Element>: SubjectType, ObserverType, Cancelable {
    /// The observer type that `asObserver()` returns: the subject's own type.
    public typealias SubjectObserverType = PublishSubject<Element>

    /// The lock and the observer list, in an object of their own that subscribers' boxes keep
    /// alive to leave (see `SubjectCore`); the lock also guards this subject's state.
    @usableFromInline internal let core = SubjectCore<Element>()
    @usableFromInline @exclusivity(unchecked) internal var stoppedEvent: Event<Element>?
    /// `stoppedEvent != nil`, kept apart for `on(_:)`: testing the optional event reads a copy
    /// of it, which in a build without optimization asks the runtime for its metadata.
    @usableFromInline @exclusivity(unchecked) internal var stopped = false
    @usableFromInline @exclusivity(unchecked) internal var disposed = false

    /// Creates a subject with no observers.
    // Not inlined: an app makes its subjects in many places, and inlined each made a copy of
    // this code (measured: 15.7 KB of the 40-view-model file, with the other subject inits).
    @inline(never)
    public init() {}

    /// Whether at least one observer is subscribed now.
    public var hasObservers: Bool {
        core.lock.withLock { !core.observers.isEmpty }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        core.lock.withLock { disposed }
    }

    /// Passes `event` to every observer subscribed now.
    ///
    /// After a terminal event, or after `dispose()`, events are ignored.
    ///
    /// - Parameter event: The event to pass to the observers.
    /// - Returns: Always `.continue`: like RxSwift's, a subject used as an observer stays
    ///   subscribed to its source until that subscription is disposed (events after its
    ///   terminal event or its disposal are ignored).
    @inlinable @discardableResult
    public func on(_ event: Event<Element>) -> Flow {
        let snapshot: SubjectSnapshot<Element> = core.lock.withLock {
            if stopped { return .empty }
            if event.isStopEvent {
                // Recorded even after `dispose()`, as RxSwift does: a later subscriber then
                // receives this event rather than `RxError.disposed`.
                return stop(event)
            }
            if disposed { return .empty }
            return core.observers.all
        }
        
        deliverAll(snapshot, event)
        return .continue
    }

    /// Under the lock: records the terminal event and takes the observers, who receive it.
    /// Apart from `on(_:)`: without optimization, a function that stores the optional event
    /// looks up its metadata on every call, element or not.
    @inlinable
    internal func stop(_ event: Event<Element>) -> SubjectSnapshot<Element> {
        stoppedEvent = event
        stopped = true
        return core.observers.removeAll()
    }

    /// Adds `observer` to the observers that receive the subject's events.
    ///
    /// - Parameter observer: The observer to add.
    /// - Returns: A disposable that removes `observer` from the subject.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        let box = OutputBox<Observer>(unregistered: observer, owned: false)
        box.retainRegistry(core)
        box.leave = { core, box in Unmanaged<SubjectCore<Element>>.fromOpaque(Unmanaged.passUnretained(core).toOpaque())._withUnsafeGuaranteedRef { $0.remove(box) } }
        let refusal: Event<Element>? = core.lock.withLock {
            // RxSwift's order: a terminal event recorded wins over the disposal (see `on`).
            if let stoppedEvent { return stoppedEvent }
            if disposed { return .error(RxError.disposed(object: self)) }
            core.observers.insert(box)
            return nil
        }
        if let refusal {
            box.deliver(refusal)
            return NopDisposable()
        }
        return box
    }

    /// Returns the subject itself, which is also its observer side.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Drops every observer and the subject's state; from then on a new observer receives
    /// `RxError.disposed`, unless a terminal event arrives after the disposal: as in RxSwift,
    /// that event is recorded and a new observer receives it instead. Elements sent after the
    /// disposal are ignored.
    public func dispose() {
        core.lock.withLock {
            disposed = true
            _ = core.observers.removeAll()
            stoppedEvent = nil
            stopped = false
        }
    }

    deinit {
        core.detach()
    }
}

// Sendable when its elements are: the PublishSubject is thread-safe (its state is behind a lock),
// but every element it is given crosses to its observers' threads (see CONTRIBUTING, "Sendable").
extension PublishSubject: @unchecked Sendable where Element: Sendable {}
