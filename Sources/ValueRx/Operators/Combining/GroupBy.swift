/// One group of `groupBy`: the elements of the source that share `key`.
///
/// A group is hot (its elements go to the observers subscribed at the time), and it keeps the
/// source subscription alive while it has observers, even after the subscription to the
/// sequence of groups was disposed. An observer that subscribes after the source ended gets the
/// terminal event.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group has.
    public let key: Key

    @usableFromInline internal let source: Observable<Element>

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - key: The group's key.
    ///   - source: The group's elements.
    @usableFromInline internal init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    @inlinable
    public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements as an `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }
}

// `Observables.GroupBy` and the `groupBy` operator method constructing it are generated from
// Scripts/surface.txt.

/// The state of one `groupBy` subscription (RxSwift's `GroupBySink`): a `PublishSubject` per
/// key; the source subscription is shared by reference count between the subscription to the
/// groups and every group's observers.
@usableFromInline
internal final class GroupBySink<Key: Hashable, Element, Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable
    where Downstream.Element == GroupedObservable<Key, Element> {
    @usableFromInline internal let keySelector: (Element) throws -> Key
    @usableFromInline internal let subscription = SingleAssignmentDisposable()
    @usableFromInline internal let refCount: RefCountDisposable
    @usableFromInline internal let lock = Lock()
    /// Only the source's (serialized) events touch it; taken under `lock` at the end.
    @usableFromInline @exclusivity(unchecked) internal var groups: [Key: PublishSubject<Element>] = [:]
    /// The groups' subjects in the order the groups were made: the terminal event reaches them
    /// in that order (the dictionary's order changes with the process's hash seed).
    @usableFromInline @exclusivity(unchecked) internal var groupsInOrder: [PublishSubject<Element>] = []
    @usableFromInline @exclusivity(unchecked) internal var stopped = false
    /// The way to the observer of the groups: serialized, silent once disposed.
    @usableFromInline internal let output: OutputBox<Downstream>
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(keySelector: @escaping (Element) throws -> Key, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.keySelector = keySelector
        refCount = RefCountDisposable(disposable: subscription)
        output = OutputBox(output: downstream)
        output.owner = self
    }

    @inlinable
    internal func run<Source: ObservableType>(_ source: consuming Source) where Source.Element == Element {
        subscription.setDisposable(source.subscribe(SinkObserver<Element>(sink: self, tag: 0) { sink, _, event in
            Unmanaged<GroupBySink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.on(event) }
        }))
    }

    @inlinable
    internal func on(_ event: Event<Element>) -> Flow {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                end(.error(error))
                return .stop
            }
            let (writer, isNew): (PublishSubject<Element>, Bool) = lock.withLock {
                if let writer = groups[key] { return (writer, false) }
                let writer = PublishSubject<Element>()
                groups[key] = writer
                groupsInOrder.append(writer)
                return (writer, true)
            }
            if isNew {
                // The new group goes out first, so an observer subscribing to it from its
                // handler receives the element that made it.
                output.deliver(.next(group(key, writer)))
            }
            writer.on(.next(element))
            return .continue
        case .error(let error):
            end(.error(error))
            return .stop
        case .completed:
            end(.completed)
            return .stop
        }
    }

    /// A group over `writer`: subscribing retains the source subscription until disposed.
    @usableFromInline
    internal func group(_ key: Key, _ writer: PublishSubject<Element>) -> GroupedObservable<Key, Element> {
        let refCount = refCount
        return GroupedObservable(key: key, source: Observable(subscribe: { observer in
            let release = refCount.retain()
            let subscription = writer.subscribe(observer)
            return Disposables.create(release, subscription)
        }))
    }

    /// The terminal event goes to every group, oldest first, then to the observer of the
    /// groups; then the source subscription ends (RxSwift's order; RxSwift reaches the groups in
    /// its dictionary's order, which depends on hashing).
    @usableFromInline
    internal func end(_ event: Event<Downstream.Element>) {
        let writers: [PublishSubject<Element>]? = lock.withLock {
            if stopped { return nil }
            stopped = true
            return groupsInOrder
        }
        guard let writers else { return }
        let groupEvent: Event<Element> = event.error.map { .error($0) } ?? .completed
        for writer in writers { writer.on(groupEvent) }
        output.deliver(event)
        subscription.dispose()
    }

    @usableFromInline
    internal var isDisposed: Bool { output.isDisposed }

    /// Ends the subscription to the groups: nothing more is sent to its observer; the source
    /// subscription lasts while a group has observers.
    @usableFromInline
    internal func dispose() {
        output.dispose()
        refCount.dispose()
    }

    /// The observer of the groups stopped.
    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        refCount.dispose()
    }
}
