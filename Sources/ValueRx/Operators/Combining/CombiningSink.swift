/// The one sink of the fixed-arity `combineLatest` and `zip` (2 to 8 sources).
///
/// The generated operators (`Observables.CombineLatest2` ... `Observables.Zip8`, see
/// Scripts/generate-arity.swift) only build this sink and subscribe their sources through it;
/// everything else is written once here. What differs per operator and per arity comes in as
/// generic arguments, so the event path stays specialized for the client's types:
///
/// - `State`, the state machine: `CombineLatestState` or `ZipState` (see CombiningState.swift).
/// - `Slots`, the inputs' values: a `CombiningSlots` of one `LatestSlot` (combineLatest: the
///   latest element) or `RingQueue` (zip: the queued elements) per source, `NoInput` beyond the
///   arity. An input's events come in through `on(_:_:)` with its `CombiningSlots.Input1` ...
///   `Input8` type, a generic argument whose static members store the element in its slot.
/// - `Selector`, the user's result selector as it is (`(E1, E2) throws -> R`), applied to a
///   snapshot of the slots by the capture-free closure `SelectingObserver` keeps.
///
/// RxSwift's arity sinks, one class per arity (`CombineLatestSink2_` ...), have the same
/// rules: see `CombineLatestState` and `ZipState`. Sources may emit on different threads at
/// once; the state is kept under `lock`, the result selector runs outside any lock, in order,
/// through the serialized output box, and nothing is delivered once `dispose()` has returned.
/// Keeping, ending and disposing the inputs (in subscription order): `IndexedInputsSink`.
@usableFromInline
internal final class CombiningSink<State: CombiningRules, Slots: CombiningStorage, Selector, Downstream: ObserverType>:
    SubjectRegistry, Cancelable, IndexedInputsSink, @unchecked Sendable
{
    @usableFromInline internal let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var inputs: InputSubscriptions
    /// The serialized way downstream, applying the result selector.
    @usableFromInline internal let output: OutputBox<SelectingObserver<Slots.Snapshot, Downstream, Selector>>
    /// `disposeNow()` specialized for the client's types (through `Disposable` the sink's own
    /// code runs unspecialized; see `OutputBox.disposeSpecialized`).
    @usableFromInline internal let disposeSpecialized: (AnyObject) -> Void
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif
    // Guarded by `lock`. Declared last: fields of generic layout move every later field to an
    // offset read at run time in unspecialized code (the deinitializer).
    @usableFromInline @exclusivity(unchecked) internal var state: State
    @usableFromInline @exclusivity(unchecked) internal var slots: Slots

    /// A sink for `state.arity` inputs sending `downstream` what `apply` makes of `selector` and
    /// each snapshot of the slots (`apply` captures nothing: no allocation).
    @inlinable
    internal init(_ state: State, _ selector: Selector, _ downstream: consuming Downstream,
                  apply: @escaping (Selector, Slots.Snapshot) throws -> Downstream.Element) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        inputs = InputSubscriptions(count: state.arity)
        self.state = state
        slots = Slots()
        output = OutputBox(output: SelectingObserver(downstream: downstream, selector: selector, apply: apply))
        disposeSpecialized = { sink in Unmanaged<CombiningSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.disposeNow() } }
        output.owner = self
        output.leave = { sink, _ in Unmanaged<CombiningSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.disposeInputs() } }
    }

    /// Subscribes `source` as input `Input` and keeps its subscription. The caller subscribes
    /// the inputs in order, inside a trampoline action (as RxSwift's producers).
    @inlinable
    internal func subscribe<Source: ObservableType, Input: CombiningInput>(_ source: consuming Source, as input: Input.Type)
        where Input.Slots == Slots, Input.Element == Source.Element {
        keep(Input.index, source.subscribe(SinkObserver<Input.Element>(sink: self, tag: Input.index) { sink, _, event in
            Unmanaged<CombiningSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.on(Input.self, event) }
        }))
    }

    /// Whether a terminal event was decided or the inputs were ended (`IndexedInputsSink`).
    @inlinable
    internal var stopped: Bool {
        get { state.stopped }
        set { state.stopped = newValue }
    }

    /// An event of input `Input`.
    @inlinable
    internal func on<Input: CombiningInput>(_ input: Input.Type, _ event: Event<Input.Element>) -> Flow where Input.Slots == Slots {
        switch event {
        case .next(let element):
            var claimed: Event<Slots.Snapshot> = .completed
            let step: Int = lock.withLock {
                Input.put(element, into: &slots)
                return apply(state.next(Input.index), &claimed)
            }
            return finish(step, claimed)
        case .error(let error):
            return fail(Input.index, error)
        case .completed:
            return complete(Input.index)
        }
    }

    /// With `lock` held: acts on the state machine's answer. 0: nothing to send; 1: a result
    /// claimed for delivery (put in `claimed`); 2: a result queued behind a delivery in
    /// progress; 3: the terminal event claimed (in `claimed`); 4: the terminal event queued.
    /// (An odd step: `claimed` holds the event. Not an optional event: without optimization
    /// each function holding one looks up its metadata on every call.)
    @inlinable
    internal func apply(_ action: CombiningAction, _ claimed: inout Event<Slots.Snapshot>) -> Int {
        let event: Event<Slots.Snapshot>
        let stops: Bool
        switch action {
        case .none: return 0
        case .emit: event = .next(slots.take()); stops = false
        case .complete: event = .completed; stops = true
        }
        guard output.claim(event) else { return stops ? 4 : 2 }
        claimed = event
        return stops ? 3 : 1
    }

    /// After the lock: delivers what `apply` claimed (an odd step); after a terminal event,
    /// disposes every input.
    @inlinable
    internal func finish(_ step: Int, _ claimed: Event<Slots.Snapshot>) -> Flow {
        if step & 1 == 1 { output.deliverClaimed(claimed) }
        if step >= 3 {
            disposeInputs()
            return .stop
        }
        return output.isDisposed ? .stop : .continue
    }

    /// Input `index` failed: its own subscription ends first, then the error goes out (the
    /// first terminal event only) and every input is disposed.
    @inlinable
    internal func fail(_ index: Int, _ error: Swift.Error) -> Flow {
        var own: any Disposable = NopDisposable()
        var claimed: Event<Slots.Snapshot> = .completed
        let step: Int = lock.withLock {
            own = inputs.end(index)
            guard state.failed() else { return 0 }
            guard output.claim(.error(error)) else { return 4 }
            claimed = .error(error)
            return 3
        }
        own.dispose()
        if step == 0 { return .stop }
        return finish(step, claimed)
    }

    /// Input `index` completed: its own subscription ends, then the whole completes if the
    /// rules say so.
    @inlinable
    internal func complete(_ index: Int) -> Flow {
        var own: any Disposable = NopDisposable()
        var claimed: Event<Slots.Snapshot> = .completed
        let step: Int = lock.withLock {
            own = inputs.end(index)
            return apply(state.completed(index), &claimed)
        }
        own.dispose()
        _ = finish(step, claimed)
        return .stop
    }

    /// Through `Disposable`: `disposeNow()`, specialized.
    @inlinable
    internal func dispose() {
        disposeSpecialized(self)
    }

    /// Stops delivery (waiting for a delivery running on another thread), then disposes every
    /// input.
    @inlinable
    internal func disposeNow() {
        output.disposeNow()
        disposeInputs()
    }
}

// MARK: - Slots

/// The inputs' values of a `CombiningSink`, stored inline (no allocation of their own).
@usableFromInline
internal protocol CombiningStorage {
    /// What the result selector is applied to: one element per input.
    associatedtype Snapshot

    /// Empty slots.
    init()

    /// With the sink's lock held, when the state machine says `.emit`: one element per input
    /// (the latest, or the oldest queued, dequeued).
    mutating func take() -> Snapshot
}

/// One input's values: the latest element (`LatestSlot`), the queued elements (`RingQueue`), or
/// none (`NoInput`, beyond the arity).
@usableFromInline
internal protocol CombiningSlot {
    /// The input's element type.
    associatedtype Element

    /// An empty slot.
    init()

    /// The input sent `element`.
    mutating func put(_ element: Element)

    /// The element to combine; only called when the state machine knows there is one.
    mutating func take() -> Element
}

/// One input of a `CombiningSink`: which slot of `Slots` its elements go to, and its index.
/// The sink takes it as a generic argument: once specialized, both are constants.
@usableFromInline
internal protocol CombiningInput {
    /// The sink's slots.
    associatedtype Slots
    /// The input's element type.
    associatedtype Element

    /// The input's index (0 for the first source).
    static var index: Int { get }

    /// Stores `element` in the input's slot.
    static func put(_ element: Element, into slots: inout Slots)
}

/// combineLatest's slot: the latest element. `Value` is always `Element?`, passed as a generic
/// argument (see `OptionalSlot`), so the sink's deinitializer looks up no metadata.
@usableFromInline
internal struct LatestSlot<Value: OptionalSlot>: CombiningSlot {
    @usableFromInline internal var value: Value = .emptySlot

    @inlinable
    internal init() {}

    @inlinable
    internal mutating func put(_ element: Value.Wrapped) {
        value = .holding(element)
    }

    /// A copy of the latest element (it stays the latest).
    @inlinable
    internal mutating func take() -> Value.Wrapped {
        value.unwrapped
    }
}

/// zip's slot: the elements waiting for a partner, oldest first.
extension RingQueue: CombiningSlot {
    @inlinable
    internal mutating func put(_ element: Element) {
        enqueue(element)
    }

    /// The oldest element, dequeued.
    @inlinable
    internal mutating func take() -> Element {
        dequeue()
    }
}

/// The slot of an input beyond the arity: stores nothing, takes `()`.
@usableFromInline
internal struct NoInput: CombiningSlot {
    @inlinable
    internal init() {}

    @inlinable
    internal mutating func put(_ element: Void) {}

    @inlinable
    internal mutating func take() {}
}

/// The slots of up to 8 inputs, inline: the arity's inputs, then `NoInput`s (of size zero: a
/// `CombiningSlots` of two `LatestSlot<Int?>` is the size of two `Int?`, and its snapshot
/// `(Int, Int, (), (), (), (), (), ())` the size of `(Int, Int)`).
@usableFromInline
internal struct CombiningSlots<S1: CombiningSlot, S2: CombiningSlot, S3: CombiningSlot, S4: CombiningSlot,
                               S5: CombiningSlot, S6: CombiningSlot, S7: CombiningSlot, S8: CombiningSlot>: CombiningStorage {
    @usableFromInline internal var slot1 = S1()
    @usableFromInline internal var slot2 = S2()
    @usableFromInline internal var slot3 = S3()
    @usableFromInline internal var slot4 = S4()
    @usableFromInline internal var slot5 = S5()
    @usableFromInline internal var slot6 = S6()
    @usableFromInline internal var slot7 = S7()
    @usableFromInline internal var slot8 = S8()

    @inlinable
    internal init() {}

    /// One element per slot, in input order.
    @inlinable
    internal mutating func take() -> (S1.Element, S2.Element, S3.Element, S4.Element, S5.Element, S6.Element, S7.Element, S8.Element) {
        (slot1.take(), slot2.take(), slot3.take(), slot4.take(), slot5.take(), slot6.take(), slot7.take(), slot8.take())
    }
}

extension CombiningSlots {
    /// The first input.
    @usableFromInline
    internal enum Input1: CombiningInput {
        @inlinable internal static var index: Int { 0 }
        @inlinable internal static func put(_ element: S1.Element, into slots: inout CombiningSlots) { slots.slot1.put(element) }
    }

    /// The second input.
    @usableFromInline
    internal enum Input2: CombiningInput {
        @inlinable internal static var index: Int { 1 }
        @inlinable internal static func put(_ element: S2.Element, into slots: inout CombiningSlots) { slots.slot2.put(element) }
    }

    /// The third input.
    @usableFromInline
    internal enum Input3: CombiningInput {
        @inlinable internal static var index: Int { 2 }
        @inlinable internal static func put(_ element: S3.Element, into slots: inout CombiningSlots) { slots.slot3.put(element) }
    }

    /// The fourth input.
    @usableFromInline
    internal enum Input4: CombiningInput {
        @inlinable internal static var index: Int { 3 }
        @inlinable internal static func put(_ element: S4.Element, into slots: inout CombiningSlots) { slots.slot4.put(element) }
    }

    /// The fifth input.
    @usableFromInline
    internal enum Input5: CombiningInput {
        @inlinable internal static var index: Int { 4 }
        @inlinable internal static func put(_ element: S5.Element, into slots: inout CombiningSlots) { slots.slot5.put(element) }
    }

    /// The sixth input.
    @usableFromInline
    internal enum Input6: CombiningInput {
        @inlinable internal static var index: Int { 5 }
        @inlinable internal static func put(_ element: S6.Element, into slots: inout CombiningSlots) { slots.slot6.put(element) }
    }

    /// The seventh input.
    @usableFromInline
    internal enum Input7: CombiningInput {
        @inlinable internal static var index: Int { 6 }
        @inlinable internal static func put(_ element: S7.Element, into slots: inout CombiningSlots) { slots.slot7.put(element) }
    }

    /// The eighth input.
    @usableFromInline
    internal enum Input8: CombiningInput {
        @inlinable internal static var index: Int { 7 }
        @inlinable internal static func put(_ element: S8.Element, into slots: inout CombiningSlots) { slots.slot8.put(element) }
    }
}
