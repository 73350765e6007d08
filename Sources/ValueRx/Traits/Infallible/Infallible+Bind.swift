extension InfallibleSequence {
    /// Subscribes and forwards every event to each of `observers`.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        pipeline.subscribe(BindingObserver(observers))
    }

    /// Subscribes and forwards every event to each of `observers`, the elements wrapped in
    /// `Optional`.
    ///
    /// - Parameter observers: The observers.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        pipeline.subscribe(OptionalBindingObserver<Element, Observer>(BindingObserver(observers)))
    }

    /// Hands the sequence to `binder` and returns what it returns.
    ///
    /// - Parameter binder: The function that binds the sequence.
    /// - Returns: `binder(self)`.
    @inlinable
    public consuming func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands the sequence to the curried `binder` with `curriedArgument`.
    ///
    /// - Parameters:
    ///   - binder: The curried binding function.
    ///   - curriedArgument: Its second argument.
    /// - Returns: `binder(self)(curriedArgument)`.
    @inlinable
    public consuming func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements.
    ///
    /// - Parameter onNext: Called with each element.
    /// - Returns: The subscription; dispose of it to stop.
    @inlinable
    public consuming func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        pipeline.subscribe(onNext: onNext)
    }

    /// Forwards the elements to each of `relays` (completion is not forwarded).
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind(to relays: PublishRelay<Element>...) -> Disposable {
        pipeline.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards the elements, wrapped in `Optional`, to each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        pipeline.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards the elements to each of `relays` (completion is not forwarded).
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        pipeline.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards the elements, wrapped in `Optional`, to each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        pipeline.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards the elements to each of `relays` (completion is not forwarded).
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        pipeline.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Forwards the elements, wrapped in `Optional`, to each of `relays`.
    ///
    /// - Parameter relays: The relays.
    /// - Returns: The subscription; dispose of it to stop forwarding.
    @inlinable
    public consuming func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        pipeline.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}

extension PublishRelay {
    /// The relay's events as an infallible sequence.
    ///
    /// - Returns: The erased `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible<Element>(raw: asObservable())
    }
}

extension BehaviorRelay {
    /// The relay's events (its current value first) as an infallible sequence.
    ///
    /// - Returns: The erased `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible<Element>(raw: asObservable())
    }
}

extension ReplayRelay {
    /// The relay's events (the buffered ones first) as an infallible sequence.
    ///
    /// - Returns: The erased `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible<Element>(raw: asObservable())
    }
}
