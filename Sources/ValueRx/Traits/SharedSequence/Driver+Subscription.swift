/// The message of the main-thread check of the `drive` methods.
@usableFromInline
internal let driveOffMainThreadMessage = "`drive*` family of methods can be only called from `MainThread`.\n"
    + "This is required to ensure that the last replayed `Driver` element is delivered on `MainThread`.\n"

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes and sends every event to each of `observers`, in order.
    ///
    /// Call it on the main thread: the replayed latest element is delivered on the calling
    /// thread (checked in DEBUG builds, as RxSwift checks in every build).
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The subscription.
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return adoptingSource.subscribe(BindingObserver(observers))
    }

    /// Subscribes and sends every event, its element wrapped in `Optional`, to each of
    /// `observers`, in order. Call it on the main thread.
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The subscription.
    @inlinable
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return adoptingSource.subscribe(OptionalBindingObserver<Element, Observer>(BindingObserver(observers)))
    }

    /// Subscribes and hands each element to every relay of `relays`; completion is not passed
    /// on. Call it on the main thread.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes and hands each element, wrapped in `Optional`, to every relay of `relays`;
    /// completion is not passed on. Call it on the main thread.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    @inlinable
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes and hands each element to every relay of `relays`; completion is not passed
    /// on. Call it on the main thread.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    @inlinable
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes and hands each element, wrapped in `Optional`, to every relay of `relays`;
    /// completion is not passed on. Call it on the main thread.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The subscription.
    @inlinable
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands the driver's observable to `transformation` (a binding function) and returns its
    /// result. Call it on the main thread.
    ///
    /// - Parameter transformation: The binding function.
    /// - Returns: What `transformation` returns, usually a `Disposable`.
    @inlinable
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return transformation(asObservable())
    }

    /// Hands the driver's observable and then `curriedArgument` to a curried binding function.
    /// Call it on the main thread.
    ///
    /// - Parameters:
    ///   - with: The curried binding function.
    ///   - curriedArgument: The second argument of the binding function.
    /// - Returns: What the binding function returns.
    @inlinable
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes the given closures, each also handed `object`, which is not retained: once
    /// it is gone, the closures are no longer called. Call it on the main thread.
    ///
    /// There is no error closure: a driver cannot fail.
    ///
    /// - Parameters:
    ///   - object: The object handed to each closure, held weakly.
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called once the subscription ends, however it ends.
    /// - Returns: The subscription.
    @inlinable
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return adoptingSource.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes the given closures. Call it on the main thread.
    ///
    /// There is no error closure: a driver cannot fail.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called once the subscription ends, however it ends.
    /// - Returns: The subscription.
    @inlinable
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return adoptingSource.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with no handler, to keep the driver's work running. Call it on the main
    /// thread.
    ///
    /// - Returns: The subscription.
    @inlinable
    public func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
