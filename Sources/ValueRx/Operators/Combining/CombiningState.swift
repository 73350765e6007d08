/// The pure state machines of `combineLatest` and `zip`, and the pieces their sinks share.
///
/// A state machine knows only which inputs have values (or queued elements) and which have
/// completed; the sinks keep the values themselves (typed per input) and act on what the
/// machine answers. Tests drive the machines alone.

/// What a combining sink does after an input's event.
@usableFromInline
internal enum CombiningAction: Equatable, Sendable {
    /// Nothing to send.
    case none
    /// Combine the current values (or the oldest queued ones) and send the result.
    case emit
    /// Send `.completed`: the whole is over.
    case complete
}

/// `combineLatest`'s rules, RxSwift's to the event: a result once every input has a value and
/// then at every element; completion when every input has completed, or as soon as an input
/// emits while every other one has completed without a value for some of them (no combination
/// can ever come); the first error ends everything.
@usableFromInline
internal struct CombineLatestState: CombiningRules, Sendable {
    @usableFromInline internal let arity: Int
    @usableFromInline internal var hasValue: InputFlags
    @usableFromInline internal var isDone: InputFlags
    @usableFromInline internal var numberOfValues = 0
    @usableFromInline internal var numberOfDone = 0
    /// A terminal event was decided: later events do nothing.
    @usableFromInline internal var stopped = false

    @inlinable
    internal init(arity: Int) {
        self.arity = arity
        hasValue = InputFlags(count: arity)
        isDone = InputFlags(count: arity)
    }

    /// Input `index` sent an element (already stored by the sink).
    @inlinable
    internal mutating func next(_ index: Int) -> CombiningAction {
        if stopped { return .none }
        if !hasValue[index] {
            hasValue[index] = true
            numberOfValues += 1
        }
        if numberOfValues == arity { return .emit }
        for other in 0 ..< arity where other != index && !isDone[other] {
            return .none
        }
        stopped = true
        return .complete
    }
}

/// `zip`'s rules: a result each time every input has an element queued (the oldest of each);
/// the first error ends everything. Completion differs between RxSwift's two forms, and both
/// are kept: the arity forms (`zip(a, b)`) complete once every input has completed; the
/// collection form also completes as soon as an input emits while every other input has
/// completed and some of them have nothing queued (no pair can ever come).
@usableFromInline
internal struct ZipState: CombiningRules, Sendable {
    @usableFromInline internal let arity: Int
    @usableFromInline internal let isCollection: Bool
    /// Elements queued per input.
    @usableFromInline internal var queued: [Int]
    @usableFromInline internal var isDone: InputFlags
    /// Inputs with at least one element queued.
    @usableFromInline internal var numberOfValues = 0
    @usableFromInline internal var numberOfDone = 0
    @usableFromInline internal var stopped = false

    @inlinable
    internal init(arity: Int, isCollection: Bool) {
        self.arity = arity
        self.isCollection = isCollection
        queued = Array(repeating: 0, count: arity)
        isDone = InputFlags(count: arity)
    }

    /// Input `index` sent an element (already queued by the sink). On `.emit` the sink takes
    /// the oldest element of every input.
    @inlinable
    internal mutating func next(_ index: Int) -> CombiningAction {
        if stopped { return .none }
        queued[index] += 1
        if queued[index] == 1 { numberOfValues += 1 }
        if numberOfValues < arity {
            if isCollection && numberOfDone == arity - 1 {
                stopped = true
                return .complete
            }
            return .none
        }
        numberOfValues = 0
        for input in 0 ..< arity {
            queued[input] -= 1
            if queued[input] > 0 { numberOfValues += 1 }
        }
        return .emit
    }
}

/// What `combineLatest`'s and `zip`'s rules share: completion when every input has completed,
/// and the first terminal event stops the machine; `completed(_:)` and `failed()` are written
/// once in the extension below. The fixed-arity sink (`CombiningSink`) takes the machine as a
/// generic argument.
@usableFromInline
internal protocol CombiningRules {
    var arity: Int { get }
    /// Input `index` sent an element (already stored by the sink).
    mutating func next(_ index: Int) -> CombiningAction
    var isDone: InputFlags { get set }
    var numberOfDone: Int { get set }
    /// A terminal event was decided: later events do nothing.
    var stopped: Bool { get set }
}

extension CombiningRules {
    /// Input `index` completed.
    @inlinable
    internal mutating func completed(_ index: Int) -> CombiningAction {
        if stopped || isDone[index] { return .none }
        isDone[index] = true
        numberOfDone += 1
        if numberOfDone == arity {
            stopped = true
            return .complete
        }
        return .none
    }

    /// An input failed; `true` when the error is to be sent (the first terminal event).
    @inlinable
    internal mutating func failed() -> Bool {
        if stopped { return false }
        stopped = true
        return true
    }
}

/// One flag per input: a single word up to 64 inputs (no allocation; a `[Bool]` was one per
/// subscription, allocated by unspecialized array code), an array beyond.
@usableFromInline
internal struct InputFlags: Sendable {
    @usableFromInline internal var word: UInt64 = 0
    /// Used instead of `word` when there are more than 64 inputs.
    @usableFromInline internal var overflow: [Bool]

    @inlinable
    internal init(count: Int) {
        overflow = count > 64 ? Array(repeating: false, count: count) : []
    }

    @inlinable
    internal subscript(index: Int) -> Bool {
        get {
            overflow.isEmpty ? word & (1 &<< UInt64(index)) != 0 : overflow[index]
        }
        set {
            if !overflow.isEmpty {
                overflow[index] = newValue
            } else if newValue {
                word |= 1 &<< UInt64(index)
            } else {
                word &= ~(1 &<< UInt64(index))
            }
        }
    }
}

/// The subscriptions of a multi-input operator's inputs, by index. Not thread-safe: the sink
/// guards it with its lock, and disposes what `end`/`endAll` return outside the lock.
///
/// The first two inputs' subscriptions are stored inline, so a two-input operator (the usual
/// `combineLatest`, `zip`, `withLatestFrom`, `sample`) allocates nothing for them; further
/// inputs go to `rest`. An empty slot holds a `NopDisposable`, not `nil`: an optional
/// existential is copied and destroyed through the runtime's generic `Optional` value
/// witnesses, after a metadata look-up (measured: ~450 instructions per `combineLatest(a, b)`
/// subscription, with the array it was kept in).
@usableFromInline
internal struct InputSubscriptions {
    @usableFromInline internal var first: any Disposable = NopDisposable()
    @usableFromInline internal var second: any Disposable = NopDisposable()
    /// Inputs 2 and later.
    @usableFromInline internal var rest: ContiguousArray<any Disposable>
    @usableFromInline internal var ended: InputFlags
    @usableFromInline internal var allEnded = false

    @inlinable
    internal init(count: Int) {
        rest = count > 2 ? ContiguousArray(repeating: NopDisposable(), count: count &- 2) : []
        ended = InputFlags(count: count)
    }

    /// Keeps input `index`'s subscription; `false` when it ended meanwhile (dispose it now).
    @inlinable
    internal mutating func set(_ index: Int, _ subscription: any Disposable) -> Bool {
        if allEnded || ended[index] { return false }
        switch index {
        case 0: first = subscription
        case 1: second = subscription
        default: rest[index &- 2] = subscription
        }
        return true
    }

    /// Ends input `index`; returns its subscription to dispose (a `NopDisposable` when it has
    /// none).
    @inlinable
    internal mutating func end(_ index: Int) -> any Disposable {
        if allEnded { return NopDisposable() }
        ended[index] = true
        switch index {
        case 0: return NopDisposable.take(&first)
        case 1: return NopDisposable.take(&second)
        default: return NopDisposable.take(&rest[index &- 2])
        }
    }

    /// Ends every input; returns their subscriptions (moved out, nothing copied) for
    /// `disposeAll()` after the lock.
    @inlinable
    internal mutating func endAll() -> InputSubscriptions {
        var taken = InputSubscriptions(count: 0)
        if allEnded { return taken }
        swap(&self, &taken)
        allEnded = true
        return taken
    }

    /// Disposes every subscription held, in input order.
    @inlinable
    internal func disposeAll() {
        first.dispose()
        second.dispose()
        for subscription in rest { subscription.dispose() }
    }
}

/// The observer a combining sink's output box delivers to: applies the result selector to a
/// snapshot of the inputs' values when the snapshot is delivered (serialized, in order, with
/// no lock held), and ends with `.error` if the selector throws.
///
/// The user's selector is stored as it is (`Selector`, for instance `(E1, E2) throws -> R`) with
/// a capture-free `apply` that spreads the snapshot over its parameters: wrapping it in a closure
/// taking the tuple allocated that closure's context per subscription.
@usableFromInline
internal struct SelectingObserver<Input, Downstream: ObserverType, Selector>: ObserverType {
    @usableFromInline internal var downstream: Downstream
    @usableFromInline internal let selector: Selector
    @usableFromInline internal let apply: (Selector, Input) throws -> Downstream.Element

    /// An observer applying `selector` through `apply` (capture-free, so it allocates nothing).
    @inlinable
    internal init(downstream: consuming Downstream, selector: Selector, apply: @escaping (Selector, Input) throws -> Downstream.Element) {
        self.downstream = downstream
        self.selector = selector
        self.apply = apply
    }

    /// An observer applying a selector that takes the snapshot as it is.
    @inlinable
    internal init(downstream: consuming Downstream, selector: Selector) where Selector == (Input) throws -> Downstream.Element {
        self.init(downstream: downstream, selector: selector) { selector, input in try selector(input) }
    }

    @inlinable
    internal mutating func on(_ event: Event<Input>) -> Flow {
        switch event {
        case .next(let input):
            let result: Downstream.Element
            do {
                result = try apply(selector, input)
            } catch {
                downstream.on(.error(error))
                return .stop
            }
            return downstream.on(.next(result))
        case .error(let error):
            downstream.on(.error(error))
            return .stop
        case .completed:
            downstream.on(.completed)
            return .stop
        }
    }
}

/// A first-in first-out queue on a ring buffer: no allocation once its capacity is reached.
@usableFromInline
internal struct RingQueue<Element> {
    @usableFromInline internal var storage: ContiguousArray<Element?> = []
    @usableFromInline internal var head = 0
    @usableFromInline internal var count = 0

    @inlinable
    internal init() {}

    @inlinable
    internal var isEmpty: Bool { count == 0 }

    @inlinable
    internal mutating func enqueue(_ element: Element) {
        if count == storage.count { grow() }
        var tail = head + count
        if tail >= storage.count { tail -= storage.count }
        storage[tail] = element
        count += 1
    }

    /// The oldest element; the queue must not be empty.
    @inlinable
    internal mutating func dequeue() -> Element {
        let element = storage[head].take()!
        head += 1
        if head == storage.count { head = 0 }
        count -= 1
        return element
    }

    @usableFromInline
    internal mutating func grow() {
        var larger = ContiguousArray<Element?>(repeating: nil, count: Swift.max(4, storage.count * 2))
        for offset in 0 ..< count {
            var index = head + offset
            if index >= storage.count { index -= storage.count }
            larger[offset] = storage[index].take()
        }
        storage = larger
        head = 0
    }

    @inlinable
    internal mutating func removeAll() {
        storage = []
        head = 0
        count = 0
    }
}

/// Drives `combineLatest`'s state machine alone, for tests (package access: test builds in
/// release have no `@testable import`). Answers are the action names: "none", "emit",
/// "complete".
package struct CombineLatestStateDriver {
    internal var state: CombineLatestState

    /// A machine for `arity` inputs.
    package init(arity: Int) {
        state = CombineLatestState(arity: arity)
    }

    /// Input `index` sent an element.
    package mutating func next(_ index: Int) -> String { "\(state.next(index))" }

    /// Input `index` completed.
    package mutating func completed(_ index: Int) -> String { "\(state.completed(index))" }
}

/// Drives `zip`'s state machine alone, for tests. Answers are the action names.
package struct ZipStateDriver {
    internal var state: ZipState

    /// A machine for `arity` inputs, with the collection form's completion rule or not.
    package init(arity: Int, isCollection: Bool) {
        state = ZipState(arity: arity, isCollection: isCollection)
    }

    /// Input `index` sent an element.
    package mutating func next(_ index: Int) -> String { "\(state.next(index))" }

    /// Input `index` completed.
    package mutating func completed(_ index: Int) -> String { "\(state.completed(index))" }
}
