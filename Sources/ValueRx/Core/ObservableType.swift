/// Type that can be converted to observable sequence (`Observable<Element>`).
public protocol ObservableConvertibleType<Element> {
    /// Type of elements in sequence.
    associatedtype Element

    /// Converts `self` to the type-erased `Observable` sequence.
    ///
    /// - Returns: Observable sequence that represents `self`.
    func asObservable() -> Observable<Element>
}

/// Represents a push style sequence.
///
/// Every ValueRx observable is a value: a source or an operator is a small generic struct that
/// describes the work, and `subscribe` performs it. Operators return their own concrete type
/// (`Observables.Pipeline<...>`), so a chain is one specialized value with no allocation; use
/// `some ObservableType<Int>` or `.asObservable()` where a single storable type is needed.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// Subscribes `observer` to receive events for this sequence.
    ///
    /// ### Grammar
    ///
    /// **Next\* (Error | Completed)?**
    ///
    /// * sequences can produce zero or more elements so zero or more `Next` events can be sent to `observer`
    /// * once an `Error` or `Completed` event is sent, the sequence terminates and can't produce any other elements
    ///
    /// ### Resource management
    ///
    /// When sequence sends `Complete` or `Error` event all internal resources that compute
    /// sequence elements will be freed. To cancel production of sequence elements and free
    /// resources immediately, call `dispose` on the returned subscription.
    ///
    /// - Parameter observer: The observer; it is moved into the subscription.
    /// - Returns: Subscription for `observer` that can be used to cancel production of sequence
    ///   elements and free resources.
    consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
        where Observer.Element == Element
}

extension ObservableType {
    /// Converts `self` to the type-erased `Observable` sequence.
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable(self)
    }
}
