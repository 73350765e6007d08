import ValueRx

/// A hot or cold observable that replays recorded events on a `TestScheduler` and records
/// when it was subscribed and disposed.
///
/// Hot: each event happens at its absolute time and reaches whoever is subscribed then.
/// Cold: each subscription gets the events at their times relative to its subscription.
///
/// Differs from RxSwift: one `final class` for both kinds (RxSwift: a base class with two
/// subclasses). Delivery to an observer ends when the observer answers `.stop`, as at every
/// ValueRx source; an observer that keeps answering `.continue` (a `TestableObserver`) receives
/// every recorded event, including events recorded after a terminal one, as in RxTest. One
/// more difference: an observer whose subscription is disposed by another observer's handler
/// during the same hot event does not receive that event (RxTest's snapshot still delivers
/// it), since ValueRx delivers nothing after `dispose()` returned.
public final class TestableObservable<Element>: ObservableType {
    enum Kind {
        case hot
        case cold
    }

    /// Subscriptions made so far, in order, each with its disposal time once disposed.
    public internal(set) var subscriptions: [Subscription] = []

    /// The events this observable replays.
    public internal(set) var recordedEvents: [Recorded<Event<Element>>]

    let scheduler: TestScheduler
    let kind: Kind
    private var hotObservers: [(key: Int, deliver: (Event<Element>) -> Void)] = []
    private var nextKey = 0

    init(scheduler: TestScheduler, kind: Kind, recordedEvents: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        self.kind = kind
        self.recordedEvents = recordedEvents
        if kind == .hot {
            for recorded in recordedEvents {
                scheduler.scheduleAt(recorded.time) { [self] in
                    // Snapshot: an observer may subscribe or dispose while handling the event.
                    for entry in hotObservers {
                        entry.deliver(recorded.value)
                    }
                }
            }
        }
    }

    /// Subscribes `observer`; the subscription is recorded at the current virtual time.
    ///
    /// The subscription is recorded as ended when it is disposed, or when the observer answers
    /// `.stop` (ValueRx's way for an operator to end its upstream subscription, where RxSwift's
    /// operator would dispose it), whichever comes first.
    public func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        let index = subscriptions.count
        subscriptions.append(Subscription(scheduler.clock))
        let key = nextKey
        nextKey += 1
        var observer = observer
        var ended = false
        var scheduled: [Disposable] = []
        // Captures `self` weakly: a hot observable keeps `deliver` (which holds `end`) in
        // `hotObservers`, so a strong capture would make a cycle that keeps this observable,
        // its scheduler and the observer alive when the subscription is never disposed (RxTest's
        // hot observable keeps only the observer). Once this observable is gone there is no
        // recorded subscription left to close.
        let end = { [weak self] in
            if ended { return }
            ended = true
            scheduled.forEach { $0.dispose() }
            scheduled = []
            guard let self else { return }
            hotObservers.removeAll { $0.key == key }
            subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
        }
        // RxSwift's operators and `TestScheduler.start` reach a testable observable through
        // `asObservable()`, which wraps it in a producer whose sink ends the subscription right
        // after passing on a terminal event: the recorded subscription ends at that event's
        // time, whatever the operator does later (observe(on:) delivering it a tick later, say).
        // An observer subscribed directly (`xs.subscribe(testableObserver)`, a subject,
        // `subscribe(on:)`) keeps it until disposed.
        let endsOnTerminal = Observer._endsSourceSubscriptionOnTerminal
        let deliver: (Event<Element>) -> Void = { event in
            if ended { return }
            if observer.on(event) == .stop || (endsOnTerminal && event.isStopEvent) { end() }
        }
        switch kind {
        case .hot:
            hotObservers.append((key, deliver))
        case .cold:
            for recorded in recordedEvents {
                scheduled.append(scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    deliver(recorded.value)
                    return Disposables.create()
                })
            }
        }
        return Disposables.create(with: end)
    }
}
