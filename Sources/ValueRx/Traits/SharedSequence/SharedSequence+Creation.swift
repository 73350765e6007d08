// The creation functions of `SharedSequence` (Driver and Signal): SharedSequence.swift has the
// type and its conversions.

extension SharedSequence {
    /// A sequence that completes at once, on the strategy's scheduler.
    ///
    /// Not shared: each observer gets its own completion.
    ///
    /// - Returns: An empty shared sequence.
    @inlinable
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable(Observables.Empty<Element>().subscribe(on: AnyImmediateScheduler(SharingStrategy.scheduler))))
    }

    /// A sequence that sends nothing and never ends.
    ///
    /// - Returns: A shared sequence with no events.
    @inlinable
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable(Observables.Never<Element>()))
    }

    /// A sequence of one element followed by completion, sent on the strategy's scheduler.
    ///
    /// Not shared: each observer gets the element.
    ///
    /// - Parameter element: The element to send.
    /// - Returns: A shared sequence of `element`.
    @inlinable
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable(Observables.Just(element: element).subscribe(on: AnyImmediateScheduler(SharingStrategy.scheduler))))
    }

    /// A sequence that calls `observableFactory` for each new connection and shares the
    /// sequence it returns.
    ///
    /// - Parameter observableFactory: Makes the sequence for a connection.
    /// - Returns: The deferred shared sequence.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable(Observable<Element>.deferred { observableFactory().asObservable() }))
    }

    /// A sequence of the given elements, sent one by one on the strategy's scheduler, then
    /// completion.
    ///
    /// Not shared: each observer gets every element.
    ///
    /// - Parameter elements: The elements to send.
    /// - Returns: A shared sequence of `elements`.
    @inlinable
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        from(elements)
    }

    /// A sequence of the array's elements, sent one by one on the strategy's scheduler, then
    /// completion.
    ///
    /// - Parameter array: The elements to send.
    /// - Returns: A shared sequence of the array's elements.
    @inlinable
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable(Observable<Element>.from(array, scheduler: AnyImmediateScheduler(SharingStrategy.scheduler))))
    }

    /// A sequence of the sequence's elements, sent one by one on the strategy's scheduler,
    /// then completion.
    ///
    /// - Parameter sequence: The elements to send.
    /// - Returns: A shared sequence of those elements.
    @inlinable
    public static func from<Elements: Swift.Sequence>(_ sequence: Elements) -> SharedSequence<SharingStrategy, Element>
        where Elements.Element == Element {
        SharedSequence(raw: Observable(Observable<Element>.from(sequence, scheduler: AnyImmediateScheduler(SharingStrategy.scheduler))))
    }

    /// A sequence of the optional's value if there is one, then completion, sent on the
    /// strategy's scheduler.
    ///
    /// - Parameter optional: The value to send, if any.
    /// - Returns: A shared sequence of at most one element.
    @inlinable
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable(Observable<Element>.from(optional: optional, scheduler: AnyImmediateScheduler(SharingStrategy.scheduler))))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// A shared sequence of 0, 1, 2, … sent every `period` on the strategy's scheduler.
    ///
    /// - Parameter period: The time between two elements.
    /// - Returns: The shared counting sequence.
    @inlinable
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable(Observable<Element>.interval(period, scheduler: AnyScheduler(SharingStrategy.scheduler))))
    }

    /// A shared sequence that sends 0 after `dueTime`, then 1, 2, … every `period`, on the
    /// strategy's scheduler.
    ///
    /// - Parameters:
    ///   - dueTime: The time before the first element.
    ///   - period: The time between two later elements.
    /// - Returns: The shared counting sequence.
    @inlinable
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable(Observable<Element>.timer(dueTime, period: period, scheduler: AnyScheduler(SharingStrategy.scheduler))))
    }
}
