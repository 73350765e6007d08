extension InfallibleSequence {
    /// Returns an infallible sequence that emits `element` and completes.
    ///
    /// - Parameter element: The element.
    /// - Returns: The sequence.
    @inlinable
    public static func just(_ element: Element) -> InfallibleSequence<Observables.Just<Element>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Just<Element>, Stages.Identity<Element>>(raw: Observables.Just(element: element))
    }

    /// `just(_:)` where an `Infallible<Element>` is expected.
    ///
    /// - Parameter element: The element.
    /// - Returns: The erased sequence.
    @inlinable
    @_disfavoredOverload
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible<Element>(raw: Observable(Observables.Just(element: element)))
    }

    /// Returns an infallible sequence that emits `element` on `scheduler` and completes.
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element is emitted.
    /// - Returns: The sequence.
    @inlinable
    public static func just<Scheduler: ImmediateSchedulerType>(_ element: Element, scheduler: Scheduler) -> InfallibleSequence<Observables.ScheduledElement<Element, Scheduler>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.ScheduledElement<Element, Scheduler>, Stages.Identity<Element>>(raw: Observables.ScheduledElement(optional: element, scheduler: scheduler))
    }

    /// Returns an infallible sequence that never emits anything.
    ///
    /// - Returns: The sequence.
    @inlinable
    public static func never() -> InfallibleSequence<Observables.Never<Element>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Never<Element>, Stages.Identity<Element>>(raw: Observables.Never())
    }

    /// `never()` where an `Infallible<Element>` is expected.
    ///
    /// - Returns: The erased sequence.
    @inlinable
    @_disfavoredOverload
    public static func never() -> Infallible<Element> {
        Infallible<Element>(raw: Observable(Observables.Never()))
    }

    /// Returns an infallible sequence that completes at once.
    ///
    /// - Returns: The sequence.
    @inlinable
    public static func empty() -> InfallibleSequence<Observables.Empty<Element>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Empty<Element>, Stages.Identity<Element>>(raw: Observables.Empty())
    }

    /// `empty()` where an `Infallible<Element>` is expected.
    ///
    /// - Returns: The erased sequence.
    @inlinable
    @_disfavoredOverload
    public static func empty() -> Infallible<Element> {
        Infallible<Element>(raw: Observable(Observables.Empty()))
    }

    /// Returns an infallible sequence that calls `observableFactory` for each subscriber and
    /// subscribes it to the sequence the factory returns.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscriber. (RxSwift's may
    ///   throw, which an infallible sequence cannot pass on; so does this one, for the same
    ///   call sites: an error thrown reaches the subscriber.)
    /// - Returns: The sequence.
    @inlinable
    public static func deferred<OtherSource, OtherStage>(_ observableFactory: @escaping () throws -> InfallibleSequence<OtherSource, OtherStage>) -> InfallibleSequence<Observables.Deferred<Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>> where OtherStage.Output == Element {
        InfallibleSequence<Observables.Deferred<Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>>(raw: Observables.Deferred { try observableFactory().pipeline })
    }

    /// `deferred(_:)` for a factory that returns the erased `Infallible<Element>`.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscriber.
    /// - Returns: The sequence.
    @inlinable
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> InfallibleSequence<Observables.Deferred<Observables.Pipeline<Observable<Element>, Stages.Identity<Element>>>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Deferred<Observables.Pipeline<Observable<Element>, Stages.Identity<Element>>>, Stages.Identity<Element>>(raw: Observables.Deferred { try observableFactory().pipeline })
    }

    /// Returns an infallible sequence of `elements`, emitted on `scheduler`.
    ///
    /// - Parameters:
    ///   - elements: The elements.
    ///   - scheduler: Where they are emitted; by default the current thread's trampoline.
    /// - Returns: The sequence.
    @inlinable
    public static func of<Scheduler: ImmediateSchedulerType>(_ elements: Element ..., scheduler: Scheduler = CurrentThreadScheduler.instance) -> InfallibleSequence<Observables.Sequence<[Element], Scheduler>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Sequence<[Element], Scheduler>, Stages.Identity<Element>>(raw: Observables.Sequence(elements: elements, scheduler: scheduler))
    }

    /// Returns an infallible sequence of the elements of `array`, emitted on `scheduler`.
    ///
    /// - Parameters:
    ///   - array: The elements.
    ///   - scheduler: Where they are emitted; by default the current thread's trampoline.
    /// - Returns: The sequence.
    @inlinable
    public static func from<Scheduler: ImmediateSchedulerType>(_ array: [Element], scheduler: Scheduler = CurrentThreadScheduler.instance) -> InfallibleSequence<Observables.Sequence<[Element], Scheduler>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Sequence<[Element], Scheduler>, Stages.Identity<Element>>(raw: Observables.Sequence(elements: array, scheduler: scheduler))
    }

    /// Returns an infallible sequence of the elements of `sequence`, emitted on `scheduler`.
    ///
    /// - Parameters:
    ///   - sequence: The elements.
    ///   - scheduler: Where they are emitted; by default the current thread's trampoline.
    /// - Returns: The sequence.
    @inlinable
    public static func from<Elements: Swift.Sequence, Scheduler: ImmediateSchedulerType>(_ sequence: Elements, scheduler: Scheduler = CurrentThreadScheduler.instance) -> InfallibleSequence<Observables.Sequence<Elements, Scheduler>, Stages.Identity<Element>> where Elements.Element == Element {
        InfallibleSequence<Observables.Sequence<Elements, Scheduler>, Stages.Identity<Element>>(raw: Observables.Sequence(elements: sequence, scheduler: scheduler))
    }
}
