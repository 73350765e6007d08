extension ObservableType {
    /// Subscribes to the sequence and hands each element to every publish relay in `relays`.
    ///
    /// A relay cannot terminate, so a completion of the sequence is not forwarded: the
    /// subscription ends and the relays stay open. An error is a programmer error: in DEBUG
    /// builds it stops the program with `assertionFailure`; in release builds it is printed
    /// and the subscription ends.
    ///
    /// - Parameter relays: The relays that receive the elements, in order.
    /// - Returns: Disposable that ends the subscription.
    @inlinable
    public consuming func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindElements(relayKind: "publish") { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Subscribes to the sequence and hands each element, wrapped in `Optional`, to every
    /// publish relay in `relays`.
    ///
    /// Completion and errors are handled as by `bind(to:)` with relays of `Element`.
    ///
    /// - Parameter relays: The relays that receive the elements, in order.
    /// - Returns: Disposable that ends the subscription.
    @inlinable
    public consuming func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bindElements(relayKind: "publish") { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Subscribes to the sequence and hands each element to every behavior relay in `relays`,
    /// where it becomes the current value.
    ///
    /// A relay cannot terminate, so a completion of the sequence is not forwarded: the
    /// subscription ends and the relays keep their last value. An error is a programmer error:
    /// in DEBUG builds it stops the program with `assertionFailure`; in release builds it is
    /// printed and the subscription ends.
    ///
    /// - Parameter relays: The relays that receive the elements, in order.
    /// - Returns: Disposable that ends the subscription.
    @inlinable
    public consuming func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindElements(relayKind: "behavior") { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Subscribes to the sequence and hands each element, wrapped in `Optional`, to every
    /// behavior relay in `relays`.
    ///
    /// Completion and errors are handled as by `bind(to:)` with relays of `Element`.
    ///
    /// - Parameter relays: The relays that receive the elements, in order.
    /// - Returns: Disposable that ends the subscription.
    @inlinable
    public consuming func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindElements(relayKind: "behavior") { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Subscribes to the sequence and hands each element to every replay relay in `relays`.
    ///
    /// A relay cannot terminate, so a completion of the sequence is not forwarded: the
    /// subscription ends and the relays stay open. An error is a programmer error: in DEBUG
    /// builds it stops the program with `assertionFailure`; in release builds it is printed
    /// and the subscription ends.
    ///
    /// - Parameter relays: The relays that receive the elements, in order.
    /// - Returns: Disposable that ends the subscription.
    @inlinable
    public consuming func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindElements(relayKind: "replay") { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Subscribes to the sequence and hands each element, wrapped in `Optional`, to every
    /// replay relay in `relays`.
    ///
    /// Completion and errors are handled as by `bind(to:)` with relays of `Element`.
    ///
    /// - Parameter relays: The relays that receive the elements, in order.
    /// - Returns: Disposable that ends the subscription.
    @inlinable
    public consuming func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bindElements(relayKind: "replay") { element in
            for relay in relays { relay.accept(element) }
        }
    }

    /// Subscribes `accept` to the elements; ignores completion; reports an error with
    /// `reportProgrammerError`.
    @inlinable
    internal consuming func bindElements(relayKind: StaticString, _ accept: @escaping (Element) -> Void) -> Disposable {
        subscribe({ (event: Event<Element>) in
            switch event {
            case .next(let element):
                accept(element)
            case .error(let error):
                reportProgrammerError("Binding error to \(relayKind) relay: \(error)")
            case .completed:
                break
            }
        })
    }
}
