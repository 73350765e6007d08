/// A type that is an observable sequence and also offers an observer that feeds it.
public protocol SubjectType<Element>: ObservableType {
    /// The observer type that `asObserver()` returns (usually the subject's own type).
    associatedtype Observer: ObserverType

    /// Returns the observer that sends events into this subject.
    ///
    /// - Returns: The subject's observer side.
    func asObserver() -> Observer
}

/// One subscriber of a subject, as the subject's registry stores it: the box's identity and a
/// closure that delivers to it. The closure is created where the subscription is made, so it
/// calls the box's code specialized for the concrete observer (a protocol existential would
/// dispatch to the unspecialized generic witness in this module: measured 30× slower).
@usableFromInline
internal struct SubjectEntry<Element> {
    @usableFromInline internal let box: AnyObject
    /// Captures nothing (the box is passed in), so specialized code needs no closure context.
    @usableFromInline internal let deliverTo: (AnyObject, Event<Element>) -> Void

    @inlinable
    internal init<Observer: ObserverType>(_ box: OutputBox<Observer>) where Observer.Element == Element {
        self.box = box
        deliverTo = { box, event in
            // Optimized, the box's inlined delivery is this closure's whole body; through
            // `_withUnsafeGuaranteedRef` it stayed a closure of its own (measured: +12
            // instructions per delivery, W3). Debug builds take the cast without a metadata
            // look-up (CONTRIBUTING, "Debug builds").
            #if DEBUG
            Unmanaged<OutputBox<Observer>>.fromOpaque(Unmanaged.passUnretained(box).toOpaque())._withUnsafeGuaranteedRef { $0.deliver(event) }
            #else
            unsafeDowncast(box, to: OutputBox<Observer>.self).deliver(event)
            #endif
        }
    }

    /// A `BehaviorSubject`'s entry for an observer whose RxSwift counterpart is an operator's
    /// sink (`ObserverType._disposesUpstreamAfterTerminal`): such a sink disposes its
    /// subscription right after passing on a terminal event, which takes it out of RxSwift's
    /// observer list, so the box leaves the list once its terminal event is delivered. (Other
    /// observers stay until their subscription is disposed: `BehaviorSubject.on(_:)`.)
    @inlinable
    internal init<Observer: ObserverType>(leavingAfterTerminal box: OutputBox<Observer>) where Observer.Element == Element {
        self.box = box
        deliverTo = { box, event in
            // As above: the plain cast where it costs nothing, the metadata-free one in debug.
            #if DEBUG
            Unmanaged<OutputBox<Observer>>.fromOpaque(Unmanaged.passUnretained(box).toOpaque())
                ._withUnsafeGuaranteedRef { output in
                    output.deliver(event)
                    if event.isStopEvent { output.leaveRegistry() }
                }
            #else
            let output = unsafeDowncast(box, to: OutputBox<Observer>.self)
            output.deliver(event)
            if event.isStopEvent { output.leaveRegistry() }
            #endif
        }
    }

    @inlinable
    internal var id: ObjectIdentifier { ObjectIdentifier(box) }

    @inlinable
    internal func deliver(_ event: Event<Element>) {
        deliverTo(box, event)
    }
}

/// What a subscriber calls to leave its subject.
@usableFromInline
internal protocol SubjectRegistry: AnyObject {
    /// Removes `subscriber` from the subject's observers.
    func unsubscribe(_ subscriber: AnyObject)
}

/// The observer list of a subject (or a share connection), in subscription order: an array
/// replaced on change, so that a sender can take a snapshot under the lock (a retain, no copy)
/// and deliver outside it. (Keeping a lone first observer inline instead saved the array's
/// allocation, three per Driver subscription, but cost 20 to 70 instructions per event and
/// sharing point in copies of the entry: measured and reverted.)
@usableFromInline
internal struct SubjectObservers<Element> {
    @usableFromInline internal var entries: ContiguousArray<SubjectEntry<Element>> = []
    /// The boxes' identities, parallel to `entries`: removal searches this concrete array,
    /// because for subjects it runs in unspecialized code (called from `dispose()` through
    /// `Disposable`), where reading elements of the generic `entries` allocates. Not kept when
    /// removal runs specialized (`tracksIdentities == false`: a share connection).
    @usableFromInline internal var ids: ContiguousArray<ObjectIdentifier> = []
    @usableFromInline internal let tracksIdentities: Bool

    @inlinable
    internal init(tracksIdentities: Bool = true) {
        self.tracksIdentities = tracksIdentities
    }

    /// `entries.count`, kept apart: without optimization, any call on the generic array (even
    /// its `count`) looks up the array's and the entry's metadata (measured: about 800
    /// instructions per call; `Collection.isEmpty`, a protocol extension, more).
    @usableFromInline internal var count = 0

    @inlinable
    internal var isEmpty: Bool { count == 0 }

    @inlinable
    internal mutating func insert<Observer: ObserverType>(_ box: OutputBox<Observer>) where Observer.Element == Element {
        insert(SubjectEntry(box))
    }

    @inlinable @inline(__always)
    internal mutating func insert(_ entry: SubjectEntry<Element>) {
        entries.append(entry)
        count &+= 1
        if tracksIdentities { ids.append(entry.id) }
    }

    ///
    /// Searches from the latest subscriber back (the usual one to leave, so nothing shifts), with
    /// index loops: the same optimized code as `firstIndex`, while without optimization
    /// `firstIndex(where:)` on the generic array looks up iterator and closure metadata for every
    /// element.
    @inlinable
    internal mutating func remove(_ subscriber: AnyObject) {
        if tracksIdentities {
            let id = ObjectIdentifier(subscriber)
            var index = ids.count &- 1
            while index >= 0, ids[index] != id { index &-= 1 }
            guard index >= 0 else { return }
            count &-= 1
            // Not `remove(at:)`, which returns the generic element (the unspecialized code a
            // subject's dispose runs would copy it out).
            if index == count {
                ids.removeLast()
                entries.removeLast()
            } else {
                ids.remove(at: index)
                entries.removeSubrange(index ..< index &+ 1)
            }
        } else {
            var index = count &- 1
            while index >= 0, entries[index].box !== subscriber { index &-= 1 }
            guard index >= 0 else { return }
            count &-= 1
            #if DEBUG
            // The last one out (the usual case of a share point): without optimization a new
            // empty array is one generic call where removing the element is several (optimized,
            // removing keeps the buffer for the next subscriber).
            if count == 0 {
                entries = ContiguousArray()
                return
            }
            #endif
            entries.removeSubrange(index ..< index &+ 1)
        }
    }

    /// The observers of the moment, to deliver to once the lock is released.
    @inlinable
    internal var all: SubjectSnapshot<Element> { SubjectSnapshot(entries: entries) }

    @inlinable
    internal mutating func removeAll() -> SubjectSnapshot<Element> {
        let taken = entries
        entries = []
        ids = []
        count = 0
        return SubjectSnapshot(entries: taken)
    }
}

/// The observers a subject delivers one event to, taken under its lock.
@usableFromInline
internal struct SubjectSnapshot<Element> {
    @usableFromInline internal let entries: ContiguousArray<SubjectEntry<Element>>

    @inlinable
    internal init(entries: ContiguousArray<SubjectEntry<Element>>) {
        self.entries = entries
    }

    /// No observer: nothing to deliver.
    @inlinable
    internal static var empty: SubjectSnapshot<Element> { SubjectSnapshot(entries: []) }
}

/// Delivers `event` to every subscriber in a snapshot of a subject's observers, in
/// subscription order.
///
/// An index loop calling each entry's closure directly: optimized code is the same as a
/// `for`-`in` loop's, while in a build without optimization a `for`-`in` loop asks the runtime
/// for the iterator's and the optional element's generic metadata on every call (measured:
/// about 2,300 instructions per event and subject in the debug benchmark; this form, one look-up).
@inlinable
internal func deliverAll<Element>(_ subscribers: SubjectSnapshot<Element>, _ event: Event<Element>) {
    let entries = subscribers.entries
    let count = entries.count
    var index = 0
    while index < count {
        let entry = entries[index]
        entry.deliverTo(entry.box, event)
        index &+= 1
    }
}

/// A subject's lock and observer list, in an object of their own: what a subscriber's box keeps
/// alive (`OutputBox.retainRegistry`) to leave the subject. The subject holds it too, and its
/// lock also guards the subject's own state (current value, buffer, terminal event).
///
/// Why not a weak reference from the box to the subject: a weak reference gives the subject a
/// side table, and from then on every retain and release of it takes the runtime's slow path
/// (measured: about 800 instructions of a combineLatest subscription over two subjects). And
/// not an unretained one cleared by the subject's deinitializer: a subscriber leaving on another
/// thread could still reach the subject once its deinitializer had begun. Here leaving never
/// touches the subject. The boxes and this object refer to each other until a box leaves, or
/// until the subject's deinitializer drops the list (`detach()`), so neither outlives the other
/// needlessly.
@usableFromInline
internal final class SubjectCore<Element>: SubjectRegistry, @unchecked Sendable {
    @usableFromInline internal let lock = Lock()
    /// Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var observers = SubjectObservers<Element>()

    @inlinable
    internal init() {}

    /// Removes `subscriber`'s box (specialized: what a box's `leave` calls).
    @inlinable
    internal func remove(_ subscriber: AnyObject) {
        lock.withLock { observers.remove(subscriber) }
    }

    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        remove(subscriber)
    }

    /// The subject goes away: the list is dropped, releasing the boxes (after the lock).
    @usableFromInline
    internal func detach() {
        let dropped = lock.withLock { observers.removeAll() }
        _ = dropped
    }
}
