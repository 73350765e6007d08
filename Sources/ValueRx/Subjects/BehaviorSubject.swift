/// A subject that holds a current value: each new observer receives it first, then every later
/// event.
///
/// The current value starts as the initial value and is replaced by each element received. An
/// observer that subscribes after the terminal event receives only the terminal event.
///
/// As in RxSwift, the observers subscribed when the terminal event arrives stay subscribed
/// (`hasObservers` stays `true`) until their subscriptions are disposed, the subject is
/// disposed or it is deinitialized; they receive nothing more. An operator subscribed to the
/// subject (`subject.map { ... }`, `flatMap`, ...) leaves right after the terminal event, as
/// RxSwift's operator sinks dispose their subscription then. The other subjects drop their
/// observers at the terminal event, as RxSwift's do.
///
/// Threading as `PublishSubject`. The current value is delivered to a new observer before any
/// event sent after it subscribed, even when another thread sends one at the same moment.
///
/// Differs from RxSwift: a `final class` with no superclass; RxSwift delivers the current value
/// while holding its (recursive) lock, ValueRx delivers it with no lock held.
///
/// Two consequences, both where RxSwift reports misuse: a reentrant `onNext` from inside a
/// handler reaches that observer after its handler returns (RxSwift delivers it recursively and
/// warns "Reentrancy anomaly" in debug builds), and an observer disposed from another
/// observer's handler receives nothing more, not even the event being delivered.
public final class BehaviorSubject<Element>: SubjectType, ObserverType, Cancelable {
    /// The observer type that `asObserver()` returns: the subject's own type.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    /// The lock and the observer list, in an object of their own that subscribers' boxes keep
    /// alive to leave (see `SubjectCore`); the lock also guards this subject's state.
    @usableFromInline internal let core = SubjectCore<Element>()
    @usableFromInline @exclusivity(unchecked) internal var element: Element
    @usableFromInline @exclusivity(unchecked) internal var stoppedEvent: Event<Element>?
    @usableFromInline @exclusivity(unchecked) internal var disposed = false
    /// `stoppedEvent != nil`, kept apart for `on(_:)`: testing the optional event reads a copy
    /// of it, which in a build without optimization asks the runtime for its metadata.
    @usableFromInline @exclusivity(unchecked) internal var stopped = false

    /// Creates a subject whose current value is `value` until it receives an element.
    ///
    /// - Parameter value: What a new observer receives first while the subject has received no
    ///   element yet.
    // Not inlined: an app makes its subjects in many places, and inlined each made a copy of
    // this code (measured: 15.7 KB of the 40-view-model file, with the other subject inits).
    @inline(never)
    public init(value: Element) {
        element = value
    }

    /// Whether at least one observer is subscribed now; after the terminal event, whether one
    /// that was subscribed then has not been disposed yet (RxSwift's behaviour).
    public var hasObservers: Bool {
        core.lock.withLock { !core.observers.isEmpty }
    }

    /// Whether `dispose()` has been called.
    public var isDisposed: Bool {
        core.lock.withLock { disposed }
    }

    /// Returns the current value, or throws if the subject failed or was disposed.
    ///
    /// - Returns: The last element received, or the initial value if none was.
    /// - Throws: The error the subject terminated with, or `RxError.disposed` after `dispose()`.
    public func value() throws -> Element {
        let result: Result<Element, Swift.Error> = core.lock.withLock {
            if disposed { return .failure(RxError.disposed(object: self)) }
            if case .error(let error)? = stoppedEvent { return .failure(error) }
            return .success(element)
        }
        return try result.get()
    }

    /// Passes `event` to every observer subscribed now; the element of a `.next` becomes the
    /// current value.
    ///
    /// - Parameter event: The event to pass to the observers.
    /// - Returns: Always `.continue`: like RxSwift's, a subject used as an observer stays
    ///   subscribed to its source until that subscription is disposed (events after its
    ///   terminal event or its disposal are ignored).
    @inlinable @discardableResult
    public func on(_ event: Event<Element>) -> Flow {
        let snapshot: SubjectSnapshot<Element> = core.lock.withLock {
            if disposed || stopped { return .empty }
            switch event {
            case .next(let value):
                element = value
                return core.observers.all
            case .error, .completed:
                // RxSwift's `BehaviorSubject` keeps its observers: each leaves when its
                // subscription is disposed (`disposeNowLeavingRegistry`), an operator's sink
                // right after this event (`SubjectEntry(leavingAfterTerminal:)`). Each box is
                // closed by the event, so nothing reaches it again, and it has released its
                // observer.
                return stop(event)
            }
        }

        deliverAll(snapshot, event)
        return .continue
    }

    /// Under the lock: records the terminal event; the observers of the moment receive it.
    /// Apart from `on(_:)`: without optimization, a function that stores the optional event
    /// looks up its metadata on every call, element or not.
    @inlinable
    internal func stop(_ event: Event<Element>) -> SubjectSnapshot<Element> {
        stoppedEvent = event
        stopped = true
        return core.observers.all
    }

    /// Adds `observer` to the subject's observers; it receives the current value first.
    ///
    /// - Parameter observer: The observer to add.
    /// - Returns: A disposable that removes `observer` from the subject.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        // Whether RxSwift's counterpart is an operator's sink, which leaves the subject's
        // observers right after a terminal event (read before the observer moves on).
        let leavesAfterTerminal = observer._disposesUpstreamAfterTerminal
        return subscribe(observer, leavingAfterTerminal: leavesAfterTerminal)
    }

    /// `subscribe(_:)`; with `leavingAfterTerminal`, the observer leaves the subject's observers
    /// right after the terminal event (see `SubjectEntry.init(leavingAfterTerminal:)`).
    /// `BehaviorRelay` passes `false`: it never sends a terminal event, so its subscribers take
    /// the plain entry, with nothing to check per event.
    @inlinable
    internal func subscribe<Observer: ObserverType>(_ observer: consuming Observer, leavingAfterTerminal leavesAfterTerminal: Bool) -> Disposable where Observer.Element == Element {
        // The box stays in the list after the terminal event closed it (see `on(_:)`), so
        // disposing it must leave the list even then.
        let box = OutputBox<Observer>(unregistered: observer, owned: true, disposer: { box in
            Unmanaged<OutputBox<Observer>>.fromOpaque(Unmanaged.passUnretained(box).toOpaque())._withUnsafeGuaranteedRef { $0.disposeNowLeavingRegistry() }
        })
        box.retainRegistry(core)
        box.leave = { core, box in Unmanaged<SubjectCore<Element>>.fromOpaque(Unmanaged.passUnretained(core).toOpaque())._withUnsafeGuaranteedRef { $0.remove(box) } }
        let first: Event<Element> = core.lock.withLock {
            if disposed { return .error(RxError.disposed(object: self)) }
            if let stoppedEvent { return stoppedEvent }
            core.observers.insert(leavesAfterTerminal ? SubjectEntry(leavingAfterTerminal: box) : SubjectEntry(box))
            return .next(element)
        }
        if box.deliverOwned(first) { box.releaseOwned() }
        return first.isStopEvent ? NopDisposable() : box
    }

    /// Returns the subject itself, which is also its observer side.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Drops every observer and the subject's state; from then on `value()` and new
    /// subscriptions fail with `RxError.disposed`.
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

// Sendable when its elements are: the BehaviorSubject is thread-safe (its state is behind a lock),
// but every element it is given crosses to its observers' threads (see CONTRIBUTING, "Sendable").
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
