/// A subject that keeps the elements it receives in a buffer and replays them to each new
/// observer.
///
/// It is an observer and an observable sequence at once. A new observer first receives the
/// buffer (the last `bufferSize` elements, or every element when unbounded), then the
/// terminal event if the subject has terminated, then the events that follow.
///
/// Threading as `PublishSubject`. The replay reaches a new observer before any event sent
/// after it subscribed, even when another thread sends one at the same moment.
///
/// Differs from RxSwift: one `final class` for every buffer size (RxSwift: a class hierarchy
/// chosen by `create(bufferSize:)`).
///
/// Two consequences, both where RxSwift reports misuse: a reentrant `onNext` from inside a
/// handler reaches that observer after its handler returns (RxSwift delivers it recursively and
/// warns "Reentrancy anomaly" in debug builds), and an observer disposed from another
/// observer's handler receives nothing more, not even the event being delivered.
public final class ReplaySubject<Element>: SubjectType, ObserverType, Disposable {
    /// The observer type that `asObserver()` returns: the subject's own type.
    public typealias SubjectObserverType = ReplaySubject<Element>

    /// The lock and the observer list, in an object of their own that subscribers' boxes keep
    /// alive to leave (see `SubjectCore`); the lock also guards this subject's state.
    @usableFromInline internal let core = SubjectCore<Element>()
    @usableFromInline internal let bufferSize: Int
    /// A ring of at most `bufferSize` elements; the oldest is at `head`.
    @usableFromInline @exclusivity(unchecked) internal var buffer: ContiguousArray<Element> = []
    @usableFromInline @exclusivity(unchecked) internal var head = 0
    @usableFromInline @exclusivity(unchecked) internal var stoppedEvent: Event<Element>?
    /// `stoppedEvent != nil`, kept apart for `on(_:)`: testing the optional event reads a copy
    /// of it, which in a build without optimization asks the runtime for its metadata.
    @usableFromInline @exclusivity(unchecked) internal var stopped = false
    @usableFromInline @exclusivity(unchecked) internal var disposed = false

    @usableFromInline
    internal init(bufferSize: Int) {
        precondition(bufferSize >= 0, "bufferSize can't be negative")
        self.bufferSize = bufferSize
    }

    /// Creates a replay subject that keeps at most `bufferSize` elements.
    ///
    /// For an unbounded buffer use `createUnbounded()`.
    ///
    /// - Parameter bufferSize: The largest number of elements a new observer receives.
    /// - Returns: A new subject with an empty buffer.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// Creates a replay subject that keeps every element it receives.
    ///
    /// The buffer grows without limit; prefer `create(bufferSize:)` where a bound is possible.
    ///
    /// - Returns: A new subject with an empty buffer.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: .max)
    }

    /// Whether at least one observer is subscribed now.
    public var hasObservers: Bool {
        core.lock.withLock { !core.observers.isEmpty }
    }

    /// Whether `dispose()` has been called (internal in RxSwift).
    public var isDisposed: Bool {
        core.lock.withLock { disposed }
    }

    /// Adds the element of a `.next` to the buffer, and passes `event` to every observer
    /// subscribed now.
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
                append(value)
                return core.observers.all
            case .error, .completed:
                stoppedEvent = event
                stopped = true
                return core.observers.removeAll()
            }
        }
        
        deliverAll(snapshot, event)
        return .continue
    }

    @inlinable
    internal func append(_ value: Element) {
        if bufferSize == 0 { return }
        if buffer.count < bufferSize {
            buffer.append(value)
        } else {
            buffer[head] = value
            head += 1
            if head == bufferSize { head = 0 }
        }
    }

    /// Adds `observer` to the subject's observers: it receives the buffered elements, then the
    /// terminal event if any, then the events that follow.
    ///
    /// - Parameter observer: The observer to add.
    /// - Returns: A disposable that removes `observer` from the subject.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        let box = OutputBox<Observer>(unregistered: observer, owned: true)
        box.retainRegistry(core)
        box.leave = { core, box in Unmanaged<SubjectCore<Element>>.fromOpaque(Unmanaged.passUnretained(core).toOpaque())._withUnsafeGuaranteedRef { $0.remove(box) } }
        let (replay, start, stop): (ContiguousArray<Element>, Int, Event<Element>?) = core.lock.withLock {
            if disposed { return ([], 0, .error(RxError.disposed(object: self))) }
            if stoppedEvent == nil { core.observers.insert(box) }
            return (buffer, head, stoppedEvent)
        }
        for index in replay.indices {
            var position = start + index
            if position >= replay.count { position -= replay.count }
            if !box.deliverOwned(.next(replay[position])) { return stop == nil ? box : NopDisposable() }
        }
        if let stop {
            _ = box.deliverOwned(stop)
            return NopDisposable()
        }
        box.releaseOwned()
        return box
    }

    /// Returns the subject itself, which is also its observer side.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Drops every observer and the buffer; from then on a new observer receives
    /// `RxError.disposed`.
    public func dispose() {
        core.lock.withLock {
            disposed = true
            _ = core.observers.removeAll()
            buffer = []
            head = 0
        }
    }

    deinit {
        core.detach()
    }
}

// Sendable when its elements are: the ReplaySubject is thread-safe (its state is behind a lock),
// but every element it is given crosses to its observers' threads (see CONTRIBUTING, "Sendable").
extension ReplaySubject: @unchecked Sendable where Element: Sendable {}
