extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes and sends every event to each of `observers`, in order.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The subscription.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        adoptingSource.subscribe(BindingObserver(observers))
    }

    /// Subscribes and sends every event, its element wrapped in `Optional`, to each of
    /// `observers`, in order.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The subscription.
    @inlinable
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        adoptingSource.subscribe(OptionalBindingObserver<Element, Observer>(BindingObserver(observers)))
    }

    /// Subscribes and hands each element to every relay of `relays`; completion is not passed
    /// on.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes and hands each element, wrapped in `Optional`, to every relay of `relays`;
    /// completion is not passed on.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    @inlinable
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes and hands each element to every relay of `relays`; completion is not passed
    /// on.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    @inlinable
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes and hands each element, wrapped in `Optional`, to every relay of `relays`;
    /// completion is not passed on.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    @inlinable
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes and hands each element to every relay of `relays`; completion is not passed
    /// on.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    @inlinable
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes and hands each element, wrapped in `Optional`, to every relay of `relays`;
    /// completion is not passed on.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    @inlinable
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes the given closures, each also handed `object`, which is not retained: once
    /// it is gone, the closures are no longer called.
    ///
    /// There is no error closure: a signal cannot fail.
    ///
    /// - Parameters:
    ///   - object: The object handed to each closure, held weakly.
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called once the subscription ends, however it ends.
    /// - Returns: The subscription.
    @inlinable
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        adoptingSource.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes the given closures.
    ///
    /// There is no error closure: a signal cannot fail.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called once the subscription ends, however it ends.
    /// - Returns: The subscription.
    @inlinable
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        adoptingSource.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with no handler, to keep the signal's work running.
    ///
    /// - Returns: The subscription.
    @inlinable
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
