/// A type that is a UI control's event stream, convertible to `ControlEvent`.
public protocol ControlEventType<Element>: ObservableType {
    /// This value as a `ControlEvent`.
    ///
    /// - Returns: The control event.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a UI control (taps, value changes): it never fails, is subscribed on the main
/// thread (`subscribe(on: ConcurrentMainScheduler.instance)`), and delivers on the main thread.
///
/// The UI frameworks' controls are not part of ValueRx; build a `ControlEvent` over your own
/// event source (a relay your control feeds on the main thread) with `init(events:)`.
///
/// ```swift
/// let taps = PublishRelay<Void>()
/// let tap = ControlEvent(events: taps)
/// tap.asSignal().emit(onNext: { print("tapped") }).disposed(by: bag)
/// ```
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the events' elements.
    public typealias Element = PropertyType

    @usableFromInline internal let events: Observable<PropertyType>

    /// Wraps `events`, which must never fail and must deliver on the main thread; they are
    /// subscribed on the main thread.
    ///
    /// - Parameter events: The control's events.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = Observable(events.subscribe(on: ConcurrentMainScheduler.instance))
    }

    /// Subscribes `observer` to the events.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: The subscription.
    @inlinable
    public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an observable.
    ///
    /// - Returns: The events.
    @inlinable
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns `self`.
    @inlinable
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }

    /// The events as an `Infallible`; an error (which a control event never sends) would end
    /// it with completion.
    ///
    /// - Returns: The events as an `Infallible`.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible<Element>(raw: Observable(events.catch { _ in Observables.Empty<Element>() }))
    }

    /// The events as a `Driver`. An error, which a control event never sends, is a programmer
    /// error (stops the program in DEBUG builds, ends the driver otherwise).
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asDriver { error -> Driver<Element> in
            reportProgrammerError("Somehow driver received error from a source that shouldn't fail: \(error)")
            return Driver.empty()
        }
    }

    /// The events as a `Signal`. An error, which a control event never sends, is a programmer
    /// error (stops the program in DEBUG builds, ends the signal otherwise).
    ///
    /// - Returns: The signal.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSignal { error -> Signal<Element> in
            reportProgrammerError("Somehow signal received error from a source that shouldn't fail: \(error)")
            return Signal.empty()
        }
    }
}
