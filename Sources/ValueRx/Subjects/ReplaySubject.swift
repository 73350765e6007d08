/// Represents an object that is both an observable sequence as well as an observer.
///
/// Each notification is broadcasted to all subscribed and future observers, subject to buffer
/// trimming policies: a new observer first receives the buffered elements (the last
/// `bufferSize`, or all), then the terminal event if the subject terminated, then live events.
///
/// Threading as `PublishSubject`. The replay reaches a new observer before any event sent
/// after it subscribed, even when another thread sends one at the same moment.
///
/// Differs from RxSwift: one `final class` for every buffer size (RxSwift: a class hierarchy
/// chosen by `create(bufferSize:)`).
public final class ReplaySubject<Element>: SubjectType, ObserverType, Disposable, SubjectRegistry, @unchecked Sendable {
    /// The type of the observer that represents this subject.
    public typealias SubjectObserverType = ReplaySubject<Element>

    @usableFromInline internal let lock = Lock()
    @usableFromInline internal var observers = SubjectObservers<Element>()
    @usableFromInline internal let bufferSize: Int
    /// A ring of at most `bufferSize` elements; the oldest is at `head`.
    @usableFromInline internal var buffer: ContiguousArray<Element> = []
    @usableFromInline internal var head = 0
    @usableFromInline internal var stoppedEvent: Event<Element>?
    @usableFromInline internal var disposed = false

    @usableFromInline
    internal init(bufferSize: Int) {
        precondition(bufferSize >= 0, "bufferSize can't be negative")
        self.bufferSize = bufferSize
    }

    /// Creates a replay subject with the specified maximum buffer size.
    ///
    /// For an unbounded buffer use `createUnbounded()`.
    ///
    /// - Parameter bufferSize: Maximal number of elements to replay to new subscribers.
    /// - Returns: New instance of replay subject.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// Creates a new instance of `ReplaySubject` that buffers all the elements of a sequence.
    ///
    /// To avoid filling up memory, use `create(bufferSize:)` where possible.
    ///
    /// - Returns: New instance of replay subject.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: .max)
    }

    /// Indicates whether the subject has any observers.
    public var hasObservers: Bool {
        lock.withLock { !observers.isEmpty }
    }

    /// Indicates whether the subject has been disposed (internal in RxSwift).
    public var isDisposed: Bool {
        lock.withLock { disposed }
    }

    /// Buffers `.next` elements and notifies all subscribed observers about the event.
    ///
    /// - Parameter event: Event to send to the observers.
    /// - Returns: Always `.continue`: like RxSwift's, a subject used as an observer stays
    ///   subscribed to its source until that subscription is disposed (events after its
    ///   terminal event or its disposal are ignored).
    @inlinable @discardableResult
    public func on(_ event: Event<Element>) -> Flow {
        let snapshot: ContiguousArray<SubjectEntry<Element>>? = lock.withLock {
            if disposed || stoppedEvent != nil { return nil }
            switch event {
            case .next(let value):
                append(value)
                return observers.all
            case .error, .completed:
                stoppedEvent = event
                return observers.removeAll()
            }
        }
        guard let snapshot else { return .continue }
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

    /// Subscribes an observer to the subject: it receives the buffered elements, then the
    /// terminal event if any, then live events.
    ///
    /// - Parameter observer: Observer to subscribe to the subject.
    /// - Returns: Disposable object that can be used to unsubscribe the observer from the subject.
    @inlinable
    public func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        let box = SubjectObserverBox(observer, registry: self, owned: true)
        let (replay, start, stop): (ContiguousArray<Element>, Int, Event<Element>?) = lock.withLock {
            if disposed { return ([], 0, .error(RxError.disposed(object: self))) }
            if stoppedEvent == nil { observers.insert(box) }
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

    /// Returns the observer interface of the subject: the subject itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Unsubscribes all observers and releases the buffer; later subscribers receive
    /// `RxError.disposed`.
    public func dispose() {
        lock.withLock {
            disposed = true
            _ = observers.removeAll()
            buffer = []
            head = 0
        }
    }

    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        lock.withLock { observers.remove(subscriber) }
    }
}
