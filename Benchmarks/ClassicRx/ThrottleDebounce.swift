// ClassicRx: throttle and debounce.
//
// Mirrors RxSwift's `Observables/Throttle.swift` (`Throttle`/`ThrottleSink`: every event handled
// under a `RecursiveLock`; an element more than `dueTime` after the last one sent (the time left
// computed from `scheduler.now` with `reduceWithSpanBetween`) goes out at once and records the send
// time; otherwise, with `latest`, it replaces the unsent element, and only the first unsent element
// of a window schedules the window's end with `scheduleRelative` into a fresh
// `SingleAssignmentDisposable` held by a `SerialDisposable`; at the window's end the unsent element
// goes out, then the completion if the source completed meanwhile; an error drops the unsent
// element) and `Observables/Debounce.swift` (`Debounce`/`DebounceSink`: under the same kind of lock,
// every element bumps an id, becomes the waiting value and schedules its own timer, replacing
// (disposing) the previous one through the `SerialDisposable`; a timer sends the value only if its id
// is still the latest; completion sends the waiting value first; an error drops it). Both sinks'
// subscriptions are `Disposables.create(sourceSubscription, serialDisposable)`, and both schedule
// their bound `propagate` method. Simplified: no `LockOwnerType`/`SynchronizedOnType` protocols (the
// lock is taken in `on`), no `DEBUG` synchronization tracker.

import Dispatch
import Foundation

public extension ObservableType {
    /// Emits the first element at once, then at most one element per `dueTime`: with `latest`,
    /// the last element of each window at the window's end; without it, elements inside a
    /// window are dropped.
    func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }

    /// Emits an element only once `dueTime` has passed without a newer one; completion emits
    /// the element still waiting first.
    func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

// MARK: - throttle

private final class Throttle<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ThrottleSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

private final class ThrottleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = Throttle<Element>

    private let parent: Parent

    let lock = RecursiveLock()

    // Guarded by `lock`.
    private var lastUnsentElement: Element?
    private var lastSentTime: Date?
    private var completed = false

    /// The pending window end, if any.
    let cancellable = SerialDisposable()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        return Disposables.create(subscription, cancellable)
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        synchronized_on(event)
    }

    private func synchronized_on(_ event: Event<Element>) {
        switch event {
        case let .next(element):
            let now = parent.scheduler.now

            let timeLeft: RxTimeInterval
            if let lastSentTime {
                timeLeft = parent.dueTime.reduced(bySpanFrom: lastSentTime, to: now)
            } else {
                timeLeft = .nanoseconds(0)
            }

            if timeLeft.isNow {
                sendNow(element)
                return
            }

            if !parent.latest {
                return
            }

            // Only the first unsent element of a window schedules the window's end.
            let windowEndScheduled = lastUnsentElement != nil
            lastUnsentElement = element
            if windowEndScheduled {
                return
            }

            let windowEnd = SingleAssignmentDisposable()
            cancellable.disposable = windowEnd
            windowEnd.setDisposable(parent.scheduler.scheduleRelative(0, dueTime: timeLeft, action: propagate))
        case .error:
            lastUnsentElement = nil
            forwardOn(event)
            dispose()
        case .completed:
            if lastUnsentElement != nil {
                // The completion follows the unsent element at the window's end.
                completed = true
            } else {
                forwardOn(.completed)
                dispose()
            }
        }
    }

    private func sendNow(_ element: Element) {
        lastUnsentElement = nil
        forwardOn(.next(element))
        // Measured after delivery, so a slow observer's time counts toward the window.
        lastSentTime = parent.scheduler.now
    }

    /// The window's end: sends the unsent element, then the completion if it is due.
    private func propagate(_: Int) -> Disposable {
        lock.lock()
        defer { lock.unlock() }

        if let element = lastUnsentElement {
            sendNow(element)
        }

        if completed {
            forwardOn(.completed)
            dispose()
        }

        return Disposables.create()
    }
}

// MARK: - debounce

private final class Debounce<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = DebounceSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

private final class DebounceSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    typealias Parent = Debounce<Element>

    private let parent: Parent

    let lock = RecursiveLock()

    // Guarded by `lock`.
    /// The number of the latest element; a timer sends only if it was started for that one.
    private var id: UInt64 = 0
    private var value: Element?

    /// The latest element's timer; setting a new one disposes the previous one.
    let cancellable = SerialDisposable()

    init(parent: Parent, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        return Disposables.create(subscription, cancellable)
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        defer { lock.unlock() }
        synchronized_on(event)
    }

    private func synchronized_on(_ event: Event<Element>) {
        switch event {
        case let .next(element):
            id = id &+ 1
            let currentId = id
            value = element

            let timer = SingleAssignmentDisposable()
            cancellable.disposable = timer
            timer.setDisposable(parent.scheduler.scheduleRelative(currentId, dueTime: parent.dueTime, action: propagate))
        case .error:
            value = nil
            forwardOn(event)
            dispose()
        case .completed:
            if let waiting = value {
                value = nil
                forwardOn(.next(waiting))
            }
            forwardOn(.completed)
            dispose()
        }
    }

    /// A timer's end: sends the waiting value if no newer element has come since it started.
    private func propagate(_ timerId: UInt64) -> Disposable {
        lock.lock()
        defer { lock.unlock() }

        if let waiting = value, id == timerId {
            value = nil
            forwardOn(.next(waiting))
        }

        return Disposables.create()
    }
}
