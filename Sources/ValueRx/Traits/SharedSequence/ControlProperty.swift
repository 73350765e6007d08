/// A type that is a UI control's property: its values as a sequence and a sink to set it.
public protocol ControlPropertyType<Element>: ObservableType, ObserverType {
    /// This value as a `ControlProperty`.
    ///
    /// - Returns: The control property.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a UI control, both ways: subscribing gives its current value and then each
/// change the user makes (programmatic changes are not reported); sending it elements sets
/// the property. It never fails, is subscribed on the main thread, and delivers on the main
/// thread.
///
/// ```swift
/// let text = BehaviorRelay<String?>(value: "")
/// let property = ControlProperty(values: text, valueSink: Binder(field) { $0.text = $1 })
/// property.orEmpty.asDriver().drive(onNext: { print($0) }).disposed(by: bag)
/// ```
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the property's values.
    public typealias Element = PropertyType

    @usableFromInline internal let values: Observable<PropertyType>
    @usableFromInline internal let valueSink: AnyObserver<PropertyType>

    /// Makes a property from its values (subscribed on the main thread) and the observer that
    /// sets it.
    ///
    /// - Parameters:
    ///   - values: The current value, then each user change; must never fail.
    ///   - valueSink: Sets the property.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where Element == Values.Element, Element == Sink.Element {
        self.values = Observable(values.subscribe(on: ConcurrentMainScheduler.instance))
        self.valueSink = AnyObserver(valueSink)
    }

    /// Subscribes `observer` to the property's values.
    ///
    /// - Parameter observer: The observer.
    /// - Returns: The subscription.
    @inlinable
    public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The user's changes only: the values without the current one.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The values as an observable.
    ///
    /// - Returns: The values.
    @inlinable
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns `self`.
    @inlinable
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property to an element; completion is passed to the sink; an error is a
    /// programmer error (a binding has nowhere to send it).
    ///
    /// - Parameter event: The event.
    /// - Returns: The sink's answer, `.stop` for an error.
    @inlinable
    public func on(_ event: Event<Element>) -> Flow {
        switch event {
        case .error(let error):
            reportProgrammerError("Binding error: \(error)")
            return .stop
        case .next, .completed:
            return valueSink.on(event)
        }
    }

    /// The values as a `Driver`. An error, which a control property never sends, is a
    /// programmer error (stops the program in DEBUG builds, ends the driver otherwise).
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asDriver { error -> Driver<Element> in
            reportProgrammerError("Somehow driver received error from a source that shouldn't fail: \(error)")
            return Driver.empty()
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string.
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        let values: Observable<String> = Observable(original.values.map { $0 ?? "" })
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}
