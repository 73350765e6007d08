extension PrimitiveSequence where Trait == MaybeTrait {
    /// Subscribes `observer`, called once with the outcome.
    ///
    /// - Parameter observer: Called with `.success`, `.error` or `.completed`.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        pipeline.subscribe(MaybeEventObserver(observer))
    }

    /// Subscribes closures for the outcome; any may be left out.
    ///
    /// Without `onError`, an error goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once:
    /// right after the outcome's closure, or when the subscription is disposed.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onCompleted: Called when the `Maybe` completes empty.
    ///   - onDisposed: Called once the subscription has ended, whatever ended it.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribeClosures(onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, completionIsMisuse: false)
    }

    /// Subscribes closures for the outcome, passing `object` along; any may be left out.
    ///
    /// The object is held weakly: once it is gone, the closures are not called.
    ///
    /// - Parameters:
    ///   - object: Handed to each closure; not retained.
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onCompleted: Called when the `Maybe` completes empty.
    ///   - onDisposed: Called once the subscription has ended, whatever ended it.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] in
                guard let object else { return }
                onSuccess?(object, $0)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}
