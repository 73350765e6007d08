/// A new subscriber's output box as a sharing point takes it (see
/// `ShareWhileConnected.subscribe(adopting:)`): the box itself where the sharing point knows the
/// observer's type, or a `PreparedSubscriber` where a `SharedSequence` operator subscribes
/// through the sequence's erasure.
@usableFromInline
internal protocol AdoptableSubscriber<Element> {
    associatedtype Element
    /// The box, as the sharing point's observer list holds it.
    var entry: SubjectEntry<Element> { get }
    /// The box, as what the subscriber disposes.
    var subscription: Disposable { get }
    /// After the sharing point's lock, while the box still holds the delivery right it was made
    /// with (so no other thread reaches its registry yet): `retainRegistry`.
    func attach(to registry: any SubjectRegistry)
    /// After the lock: delivers the replayed element (if any) and gives up the delivery right
    /// the box was made with; `false` when the box closed meanwhile (the subscriber stopped).
    func begin(replaying replay: Element?) -> Bool
}

extension SerialOutput: AdoptableSubscriber where Upstream == NoUpstream, Slot == Observer? {
    @inlinable
    internal var entry: SubjectEntry<Element> { SubjectEntry(self) }

    @inlinable
    internal var subscription: Disposable { self }

    @inlinable
    internal func attach(to registry: any SubjectRegistry) {
        retainRegistry(registry)
    }

    @inlinable
    internal func begin(replaying replay: Element?) -> Bool {
        if let replay, !deliverOwned(.next(replay)) { return false }
        releaseOwned()
        return true
    }
}

/// A subscriber's output box made where the subscriber's type is known (a `SharedSequence`
/// operator or `drive`/`emit` subscribing to the sharing point of the sequence before it) and
/// handed to that sharing point through the sequence's erasure. The sharing point keeps it as
/// it keeps the boxes it makes itself, so no `AnyObserver` layer (a box per subscription, two
/// indirect calls per event) sits between one Driver level and the next.
///
/// What the sharing point does with the box goes through capture-free closures made here, in
/// specialized code (reached through a protocol, the generic box's methods would run
/// unspecialized).
@usableFromInline
internal struct PreparedSubscriber<Element>: AdoptableSubscriber {
    @usableFromInline internal let entry: SubjectEntry<Element>
    @usableFromInline internal let subscription: Disposable
    /// `attach(to:)` and `begin(replaying:)` of the box, specialized (capture-free).
    @usableFromInline internal let attachBox: (AnyObject, any SubjectRegistry) -> Void
    @usableFromInline internal let beginBox: (AnyObject, Element?) -> Bool

    /// Prepares a new box for `observer`, made holding its delivery right. Not inlined: one
    /// copy per observer type, whatever the source.
    @inlinable @inline(never)
    internal init<Observer: ObserverType>(for observer: consuming Observer) where Observer.Element == Element {
        let box = OutputBox(unregistered: observer, owned: true)
        entry = SubjectEntry(box)
        subscription = box
        attachBox = { box, registry in Unmanaged<OutputBox<Observer>>.fromOpaque(Unmanaged.passUnretained(box).toOpaque())._withUnsafeGuaranteedRef { $0.attach(to: registry) } }
        beginBox = { box, replay in Unmanaged<OutputBox<Observer>>.fromOpaque(Unmanaged.passUnretained(box).toOpaque())._withUnsafeGuaranteedRef { $0.begin(replaying: replay) } }
    }

    @inlinable
    internal func attach(to registry: any SubjectRegistry) {
        attachBox(entry.box, registry)
    }

    @inlinable
    internal func begin(replaying replay: Element?) -> Bool {
        beginBox(entry.box, replay)
    }
}

/// The source a `SharedSequence` operator (and `drive`, `emit`) subscribes to: the sequence's
/// erased observable, and, when that is a sharing point that takes a subscriber's own box
/// (every `Driver` and `Signal` level), the way to hand it one.
///
/// Only the shared sequences' own operators subscribe through it, so the box is specialized
/// for the few observer types those operators make (a map's stage, a drive's closures), not
/// for every observer of every erased observable in a program (measured when `Observable`
/// itself did this: +25 KB on the 40-view-model file).
@usableFromInline
internal struct AdoptingObservable<Element>: ObservableType {
    @usableFromInline internal let source: Observable<Element>
    @usableFromInline internal let adopt: ((PreparedSubscriber<Element>) -> Disposable)?

    @inlinable
    internal init(source: Observable<Element>, adopt: ((PreparedSubscriber<Element>) -> Disposable)?) {
        self.source = source
        self.adopt = adopt
    }

    /// Hands the sharing point a box for `observer` (as the erasure's `EndingOnTerminal`), or
    /// subscribes through the erasure when the source adopts nothing.
    @inlinable
    internal func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
        where Observer.Element == Element {
        if let adopt {
            return adopt(PreparedSubscriber(for: EndingOnTerminal(observer)))
        }
        return source.subscribe(observer)
    }
}
