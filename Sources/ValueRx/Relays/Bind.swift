// `bind(to:)` and `bind(onNext:)`: subscriptions that state they connect a sequence to its
// consumer. The observer overloads, the curried forms and `bind(onNext:)`/`bind(with:onNext:)`
// come from RxCocoa (`RxCocoa/Common/Observable+Bind.swift`), the relay overloads from RxRelay
// (`RxRelay/Observable+Bind.swift`); ValueRx has both in its one module.

extension ObservableType {
    /// Subscribes to the sequence and forwards every event to each of `observers`.
    ///
    /// It does what `subscribe(_:)` does, to several observers at once, and reads as a
    /// binding: every event, `error` and `completed` included, reaches every observer, in the
    /// order they are listed.
    ///
    /// ```swift
    /// let subscription = source.bind(to: subject, otherObserver)
    /// ```
    ///
    /// ValueRx addition: an observer that answers `.stop` receives nothing more; once every
    /// observer has answered `.stop`, the subscription to the source ends too.
    ///
    /// - Parameter observers: The observers the events are forwarded to.
    /// - Returns: The subscription; disposing of it stops the forwarding.
    @inlinable
    public consuming func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe(BindingObserver(observers))
    }

    /// Subscribes to the sequence and forwards every event to each of `observers`, which take
    /// optional elements: each element arrives wrapped in `Optional`.
    ///
    /// ```swift
    /// let title = BehaviorSubject<String?>(value: nil)
    /// let subscription = names.bind(to: title)   // names: some ObservableType<String>
    /// ```
    ///
    /// - Parameter observers: The observers the events are forwarded to.
    /// - Returns: The subscription; disposing of it stops the forwarding.
    @inlinable
    public consuming func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        subscribe(OptionalBindingObserver<Element, Observer>(BindingObserver(observers)))
    }

    /// Hands the sequence to `binder` and returns what it returns.
    ///
    /// For binding functions that take the sequence itself, so that they read as the other
    /// bindings do.
    ///
    /// ```swift
    /// func show(_ names: Observable<String>) -> Disposable { names.subscribe(onNext: { print($0) }) }
    /// let subscription = names.asObservable().bind(to: show)
    /// ```
    ///
    /// - Parameter binder: The function that binds the sequence.
    /// - Returns: The result of `binder(self)`, usually a `Disposable`.
    @inlinable
    public consuming func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands the sequence to a curried `binder`, then passes it `curriedArgument`, and returns
    /// the result.
    ///
    /// For binding functions that take the sequence, then one more argument.
    ///
    /// ```swift
    /// func show(_ names: Observable<String>) -> (String) -> Disposable {
    ///     { prefix in names.subscribe(onNext: { print(prefix + $0) }) }
    /// }
    /// let subscription = names.asObservable().bind(to: show, curriedArgument: "name: ")
    /// ```
    ///
    /// - Parameters:
    ///   - binder: The function that binds the sequence, curried.
    ///   - curriedArgument: The second argument for `binder`.
    /// - Returns: The result of `binder(self)(curriedArgument)`, usually a `Disposable`.
    @inlinable
    public consuming func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes to the sequence and calls `onNext` with each element.
    ///
    /// A binding is not meant to fail: an error from the sequence is a programmer error. In
    /// DEBUG builds it stops the program with `assertionFailure`; in release builds it is
    /// printed and the subscription ends. A completion ends the subscription silently.
    ///
    /// ```swift
    /// let subscription = count.bind(onNext: { label.text = "\($0)" })
    /// ```
    ///
    /// - Parameter onNext: The action to run for each element.
    /// - Returns: Disposable that ends the subscription.
    @inlinable
    public consuming func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { error in
            reportProgrammerError("Binding error: \(error)")
        })
    }

    /// Subscribes to the sequence and calls `onNext` with `object` and each element, holding
    /// `object` weakly.
    ///
    /// Once `object` is deallocated, elements are ignored. Errors are treated as by
    /// `bind(onNext:)`: `assertionFailure` in DEBUG builds, printed in release builds.
    ///
    /// ```swift
    /// let subscription = count.bind(with: self) { owner, value in owner.show(value) }
    /// ```
    ///
    /// - Parameters:
    ///   - object: The object passed to `onNext`, held weakly.
    ///   - onNext: The action to run for each element while `object` is alive.
    /// - Returns: Disposable that ends the subscription.
    @inlinable
    public consuming func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        subscribe(onNext: { [weak object] element in
            guard let object else { return }
            onNext(object, element)
        }, onError: { error in
            reportProgrammerError("Binding error: \(error)")
        })
    }
}
