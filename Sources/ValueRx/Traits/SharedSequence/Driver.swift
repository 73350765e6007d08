/// A shared sequence for driving UI state: it never fails, delivers on the main scheduler,
/// and replays its latest element to a new observer while its source is connected.
///
/// ```swift
/// let title: Driver<String> = viewModel.name.asDriver().map { "Hello, \($0)" }
/// title.drive(label.rx.text).disposed(by: bag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The strategy of `Driver`: events on `SharingScheduler.make()` (the main scheduler), shared
/// with a replay of the latest element while connected (`share(replay: 1, scope: .whileConnected)`).
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// A scheduler from `SharingScheduler.make()`: a new `MainScheduler` unless mocked.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source` with a replay of the latest element while connected.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        Observable(source.share(replay: 1, scope: .whileConnected))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// This value as a `Driver`.
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// This sequence as a `Driver`: its events observed on the main scheduler, an error
    /// replaced by `onErrorJustReturn` and completion, then shared with a replay of the
    /// latest element.
    ///
    /// The subscription to this sequence is not moved: it happens on the thread that
    /// subscribes to the driver.
    ///
    /// - Parameter onErrorJustReturn: The element sent instead of an error.
    /// - Returns: The driver.
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// This sequence as a `Driver`: its events observed on the main scheduler, an error
    /// replaced by the events of `onErrorDriveWith`, then shared with a replay of the latest
    /// element.
    ///
    /// - Parameter onErrorDriveWith: The driver that continues after an error.
    /// - Returns: The driver.
    @inlinable
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: onErrorDriveWith)
    }

    /// This sequence as a `Driver`: its events observed on the main scheduler, an error
    /// replaced by the events of the driver `onErrorRecover` returns for it, then shared with
    /// a replay of the latest element.
    ///
    /// - Parameter onErrorRecover: Makes the driver that continues after an error.
    /// - Returns: The driver.
    @inlinable
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}

extension BehaviorRelay {
    /// The relay's values as a `Driver`: observed on the main scheduler and shared with a
    /// replay of the latest value.
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver.observedOnScheduler(self)
    }
}

extension InfallibleType {
    /// This sequence as a `Driver`: observed on the main scheduler and shared with a replay of
    /// the latest element.
    ///
    /// - Returns: The driver.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver.observedOnScheduler(asObservable())
    }
}
