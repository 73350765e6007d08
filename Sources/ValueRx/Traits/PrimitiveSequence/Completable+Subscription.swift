extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes `observer`, called once with the outcome.
    ///
    /// - Parameter observer: Called with `.completed` or `.error`.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        pipeline.subscribe(CompletableEventObserver(observer))
    }

    /// Subscribes closures for the outcome; any may be left out.
    ///
    /// Without `onError`, an error goes to `Hooks.defaultErrorHandler`. `onDisposed` runs once:
    /// right after the outcome's closure, or when the subscription is disposed.
    ///
    /// - Parameters:
    ///   - onCompleted: Called on completion.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once the subscription has ended, whatever ended it.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe(onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        subscribeClosures(onSuccess: nil, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, completionIsMisuse: false)
    }

    /// Subscribes closures for the outcome, passing `object` along; any may be left out.
    ///
    /// The object is held weakly: once it is gone, the closures are not called.
    ///
    /// - Parameters:
    ///   - object: Handed to each closure; not retained.
    ///   - onCompleted: Called on completion.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once the subscription has ended, whatever ended it.
    /// - Returns: The subscription; dispose of it to cancel.
    @inlinable
    public consuming func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}
