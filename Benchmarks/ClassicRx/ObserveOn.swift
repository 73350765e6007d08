// ClassicRx: observe(on:) and a serial dispatch queue scheduler.
//
// Mirrors RxSwift's `Observables/ObserveOn.swift`: `observe(on:)` checks whether the scheduler is
// a `SerialDispatchQueueScheduler`; if so it builds `ObserveOnSerialDispatchQueue`, whose sink (an
// `ObserverBase`) schedules every event on its own with `scheduler.schedule((sink, event), action:)`
// through one closure cached at construction; otherwise `ObserveOn`, whose `ObserveOnSink` queues
// events under a lock and drains them with `scheduleRecursive`. The scheduler mirrors
// `Schedulers/SerialDispatchQueueScheduler.swift` and
// `Schedulers/Internal/DispatchQueueConfiguration.swift` (`schedule` = `queue.async` of a block
// that skips the action if the returned `SingleAssignmentDisposable` was disposed, and stores the
// action's disposable in it otherwise; `scheduleRelative` = a one-shot
// `DispatchSource.makeTimerSource` timer armed with `schedule(deadline:leeway:)`, kept alive by a
// captured reference that an `AnonymousDisposable` cancels and drops, whose handler runs the action
// unless the returned `CompositeDisposable` was disposed, adds the action's disposable to it and
// cancels the timer). The scheduler is a `SchedulerType` (`now` = `Date()`). Simplified: no
// `schedulePeriodic`, no `init(qos:)`.

import Dispatch
import Foundation

public extension ObservableType {
    /// Delivers this sequence's events on `scheduler`.
    func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        guard let serialScheduler = scheduler as? SerialDispatchQueueScheduler else {
            return ObserveOn(source: asObservable(), scheduler: scheduler)
        }
        return ObserveOnSerialDispatchQueue(source: asObservable(), scheduler: serialScheduler)
    }
}

// MARK: - SerialDispatchQueueScheduler

/// Runs work asynchronously on a serial dispatch queue, now or after a delay.
public class SerialDispatchQueueScheduler: SchedulerType {
    let configuration: DispatchQueueConfiguration

    /// The current wall-clock time.
    public var now: Date {
        Date()
    }

    /// Wraps `serialQueue`, which must be serial; timers may fire up to `leeway` late.
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// Creates its own serial queue labelled `internalSerialQueueName`.
    public convenience init(internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a serial queue labelled `internalSerialQueueName` that targets `queue` (which may
    /// be concurrent).
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleInternal(state, action: action)
    }

    func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public final func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}

/// A dispatch queue, the leeway its timers get, and how work is handed to it.
struct DispatchQueueConfiguration {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        // The action and state are not `Sendable`; the queue runs them once, later, which is the
        // hand-over RxSwift relies on too.
        let work = UncheckedSendableBox(value: (action, state))

        queue.async {
            if cancel.isDisposed {
                return
            }
            cancel.setDisposable(work.value.0(work.value.1))
        }

        return cancel
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let deadline = DispatchTime.now() + dueTime

        let group = CompositeDisposable()

        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, leeway: leeway)

        // The timer source is held here until it fires or the work is disposed, as RxSwift does
        // (a timer source nobody holds may never fire); cancelling drops the reference.
        var heldTimer: DispatchSourceTimer? = timer
        let cancelTimer = Disposables.create(with: {
            heldTimer?.cancel()
            heldTimer = nil
        })

        // As in `schedule`: the action, its state and the timer's disposable are handed to the
        // queue, which runs the handler at most once.
        let work = UncheckedSendableBox(value: (action: action, state: state, cancelTimer: cancelTimer))

        timer.setEventHandler {
            if group.isDisposed {
                return
            }
            _ = group.insert(work.value.action(work.value.state))
            work.value.cancelTimer.dispose()
        }
        timer.resume()

        _ = group.insert(cancelTimer)

        return group
    }
}

/// Carries a non-`Sendable` value into a `@Sendable` dispatch block.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
}

// MARK: - observe(on:) a serial dispatch queue

private final class ObserveOnSerialDispatchQueue<Element>: Producer<Element> {
    let scheduler: SerialDispatchQueueScheduler
    let source: Observable<Element>

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.scheduler = scheduler
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObserveOnSerialDispatchQueueSink(scheduler: scheduler, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}

private final class ObserveOnSerialDispatchQueueSink<Observer: ObserverType>: ObserverBase<Observer.Element> {
    typealias Element = Observer.Element
    typealias ScheduledEvent = (sink: ObserveOnSerialDispatchQueueSink<Observer>, event: Event<Element>)

    let scheduler: SerialDispatchQueueScheduler
    let observer: Observer
    let cancel: Cancelable

    /// Built once per subscription; every event is scheduled with this same action closure.
    var cachedScheduleLambda: ((ScheduledEvent) -> Disposable)!

    init(scheduler: SerialDispatchQueueScheduler, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
        super.init()

        cachedScheduleLambda = { pair in
            guard !cancel.isDisposed else { return Disposables.create() }

            pair.sink.observer.on(pair.event)

            if pair.event.isStopEvent {
                pair.sink.dispose()
            }

            return Disposables.create()
        }
    }

    override func onCore(_ event: Event<Element>) {
        _ = scheduler.schedule((sink: self, event: event), action: cachedScheduleLambda!)
    }

    override func dispose() {
        super.dispose()
        cancel.dispose()
    }
}

// MARK: - observe(on:) any other scheduler

private final class ObserveOn<Element>: Producer<Element> {
    let scheduler: ImmediateSchedulerType
    let source: Observable<Element>

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}

private enum ObserveOnState: Int32 {
    /// No drain is scheduled or running.
    case stopped = 0
    /// A drain is scheduled or running.
    case running = 1
}

private final class ObserveOnSink<Observer: ObserverType>: ObserverBase<Observer.Element> {
    typealias Element = Observer.Element

    let scheduler: ImmediateSchedulerType

    let lock = SpinLock()
    let observer: Observer

    // Guarded by `lock`.
    var state = ObserveOnState.stopped
    var queue = Queue<Event<Element>>(capacity: 10)

    let scheduleDisposable = SerialDisposable()
    let cancel: Cancelable

    init(scheduler: ImmediateSchedulerType, observer: Observer, cancel: Cancelable) {
        self.scheduler = scheduler
        self.observer = observer
        self.cancel = cancel
        super.init()
    }

    override func onCore(_ event: Event<Element>) {
        let shouldStart = lock.performLocked { () -> Bool in
            queue.enqueue(event)
            switch state {
            case .stopped:
                state = .running
                return true
            case .running:
                return false
            }
        }

        if shouldStart {
            scheduleDisposable.disposable = scheduler.scheduleRecursive(()) { _, recurse in
                self.run((), recurse)
            }
        }
    }

    /// One drain step: deliver the oldest queued event, and go on while more are queued.
    func run(_: (), _ recurse: (()) -> Void) {
        let (nextEvent, observer) = lock.performLocked { () -> (Event<Element>?, Observer) in
            if !queue.isEmpty {
                return (queue.dequeue(), self.observer)
            }
            state = .stopped
            return (nil, self.observer)
        }

        if let nextEvent, !cancel.isDisposed {
            observer.on(nextEvent)
            if nextEvent.isStopEvent {
                dispose()
            }
        } else {
            return
        }

        if shouldContinueSynchronized() {
            recurse(())
        }
    }

    private func shouldContinueSynchronized() -> Bool {
        lock.performLocked { () -> Bool in
            let isEmpty = queue.isEmpty
            if isEmpty {
                state = .stopped
            }
            return !isEmpty
        }
    }

    override func dispose() {
        super.dispose()
        cancel.dispose()
        scheduleDisposable.dispose()
    }
}
