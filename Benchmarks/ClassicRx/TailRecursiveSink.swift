// ClassicRx: the machinery behind `concat` and `retry`.
//
// Mirrors RxSwift's `Observers/TailRecursiveSink.swift` (`TailRecursiveSink`: a stack of
// `(iterator, remaining)` generators, a `SerialDisposable` for the current inner subscription, and
// an `AsyncLock` gate through which every `moveNext`/`dispose` command passes, so that an inner
// sequence that terminates synchronously queues the next step instead of recursing),
// `Concurrency/AsyncLock.swift` (`AsyncLock`: a recursive lock guarding a queue of invocables, an
// "executing" flag and a "faulted" flag; the first caller runs its item and then drains whatever
// other callers queued meanwhile), `Schedulers/Internal/InvocableType.swift`
// (`InvocableWithValueType`) and `Schedulers/Internal/InvocableScheduledItem.swift`
// (`InvocableScheduledItem`, a struct pairing an invocable with its argument). `InvocableType`
// itself lives in `CurrentThreadScheduler.swift`. Simplified: no `DEBUG` stack-depth statistic,
// and the `Lock`/`SynchronizedDisposeType` protocols are folded into `AsyncLock`'s own methods.

/// Something that can be invoked with an argument (the tail-recursive sinks).
protocol InvocableWithValueType {
    associatedtype Value
    func invoke(_ value: Value)
}

/// An invocable bound to the argument it will be invoked with.
struct InvocableScheduledItem<I: InvocableWithValueType>: InvocableType {
    let invocable: I
    let state: I.Value

    init(invocable: I, state: I.Value) {
        self.invocable = invocable
        self.state = state
    }

    func invoke() {
        invocable.invoke(state)
    }
}

// MARK: - AsyncLock

/// Runs invocables one at a time without blocking: whoever finds the lock idle runs its item and
/// then every item other callers queued while it ran; the others return at once. After
/// `dispose()` new items are dropped.
final class AsyncLock<I: InvocableType>: Disposable {
    private let mutex = SpinLock()

    // Guarded by `mutex`.
    private var queue = Queue<I>(capacity: 0)
    private var isExecuting = false
    private var hasFaulted = false

    init() {}

    func lock() {
        mutex.lock()
    }

    func unlock() {
        mutex.unlock()
    }

    /// Returns `action` when the caller should run it now, `nil` when it was queued or dropped.
    private func enqueue(_ action: I) -> I? {
        lock()
        defer { unlock() }
        if hasFaulted {
            return nil
        }
        if isExecuting {
            queue.enqueue(action)
            return nil
        }
        isExecuting = true
        return action
    }

    /// Returns the next queued item, or clears the executing flag when there is none.
    private func dequeue() -> I? {
        lock()
        defer { unlock() }
        if !queue.isEmpty {
            return queue.dequeue()
        }
        isExecuting = false
        return nil
    }

    func invoke(_ action: I) {
        guard let first = enqueue(action) else {
            // Queued behind the running owner (or dropped): nothing more to do here.
            return
        }
        first.invoke()

        while let next = dequeue() {
            next.invoke()
        }
    }

    func dispose() {
        lock()
        defer { unlock() }
        synchronizedDispose()
    }

    /// Drops pending items and refuses new ones. Call with the lock held.
    func synchronizedDispose() {
        queue = Queue(capacity: 0)
        hasFaulted = true
    }
}

// MARK: - TailRecursiveSink

enum TailRecursiveSinkCommand {
    case moveNext
    case dispose
}

/// Subscribes to the observables of a sequence one after another. Subclasses decide when to move
/// on (`schedule(.moveNext)`), how to subscribe (`subscribeToNext`), what ends the whole sequence
/// (`done`) and which nested sources can be flattened into the generator stack (`extract`).
class TailRecursiveSink<Sources: Swift.Sequence, Observer: ObserverType>: Sink<Observer>, InvocableWithValueType
    where Sources.Element: ObservableConvertibleType, Sources.Element.Element == Observer.Element
{
    typealias Value = TailRecursiveSinkCommand
    typealias Element = Observer.Element
    /// An iterator plus, when known, how many sources it still has to produce.
    typealias SequenceGenerator = (generator: Sources.Iterator, remaining: Int?)

    // Touched only by commands, which the gate serializes.
    var generators: [SequenceGenerator] = []
    var disposed = false

    let subscription = SerialDisposable()
    let gate = AsyncLock<InvocableScheduledItem<TailRecursiveSink<Sources, Observer>>>()

    override init(observer: Observer, cancel: Cancelable) {
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ sources: SequenceGenerator) -> Disposable {
        generators.append(sources)
        schedule(.moveNext)
        return subscription
    }

    func invoke(_ command: TailRecursiveSinkCommand) {
        switch command {
        case .dispose:
            disposeCommand()
        case .moveNext:
            moveNextCommand()
        }
    }

    /// Passes `command` through the gate: run now, or after the command in progress.
    func schedule(_ command: TailRecursiveSinkCommand) {
        gate.invoke(InvocableScheduledItem(invocable: self, state: command))
    }

    /// Every source has been used up.
    func done() {
        forwardOn(.completed)
        dispose()
    }

    /// The generator for `observable` when it is a source of the same kind whose sources can be
    /// pushed on the stack instead of subscribed to; `nil` otherwise.
    func extract(_ observable: Observable<Element>) -> SequenceGenerator? {
        rxAbstractMethod()
    }

    func subscribeToNext(_ source: Observable<Element>) -> Disposable {
        rxAbstractMethod()
    }

    // Runs inside the gate.
    private func moveNextCommand() {
        var next: Observable<Element>?

        repeat {
            guard let (generator, remaining) = generators.last else {
                break
            }
            if isDisposed {
                return
            }

            generators.removeLast()

            var iterator = generator
            guard let candidate = iterator.next()?.asObservable() else {
                continue
            }

            // Put the iterator back unless it is known to be exhausted, so a long or endless
            // tail-recursive chain does not pile up spent generators.
            if let remaining {
                if remaining - 1 >= 1 {
                    generators.append((iterator, remaining - 1))
                }
            } else {
                generators.append((iterator, nil))
            }

            if let nested = extract(candidate) {
                generators.append(nested)
            } else {
                next = candidate
            }
        } while next == nil

        guard let source = next else {
            done()
            return
        }

        let inner = SingleAssignmentDisposable()
        subscription.disposable = inner
        inner.setDisposable(subscribeToNext(source))
    }

    func disposeCommand() {
        disposed = true
        generators.removeAll(keepingCapacity: false)
    }

    override func dispose() {
        super.dispose()

        subscription.dispose()
        gate.dispose()

        schedule(.dispose)
    }
}
