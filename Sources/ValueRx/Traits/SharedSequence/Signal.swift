/// A shared sequence for UI events: it never fails, delivers on the main scheduler, and
/// replays nothing, so a new observer only sees what happens after it subscribed.
///
/// ```swift
/// let taps: Signal<Void> = tapRelay.asSignal()
/// taps.emit(onNext: { viewModel.refresh() }).disposed(by: bag)
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The strategy of `Signal`: events on `SharingScheduler.make()` (the main scheduler), shared
/// without replay while connected (`share(scope: .whileConnected)`).
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// A scheduler from `SharingScheduler.make()`: a new `MainScheduler` unless mocked.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source` without replay while connected.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        Observable(source.share(scope: .whileConnected))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// This value as a `Signal`.
    ///
    /// - Returns: The signal.
    @inlinable
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// This sequence as a `Signal`: its events observed on the main scheduler, an error
    /// replaced by `onErrorJustReturn` and completion, then shared without replay.
    ///
    /// - Parameter onErrorJustReturn: The element sent instead of an error.
    /// - Returns: The signal.
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// This sequence as a `Signal`: its events observed on the main scheduler, an error
    /// replaced by the events of `onErrorSignalWith`, then shared without replay.
    ///
    /// - Parameter onErrorSignalWith: The signal that continues after an error.
    /// - Returns: The signal.
    @inlinable
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
    }

    /// This sequence as a `Signal`: its events observed on the main scheduler, an error
    /// replaced by the events of the signal `onErrorRecover` returns for it, then shared
    /// without replay.
    ///
    /// - Parameter onErrorRecover: Makes the signal that continues after an error.
    /// - Returns: The signal.
    @inlinable
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}

extension PublishRelay {
    /// The relay's values as a `Signal`: observed on the main scheduler and shared without
    /// replay.
    ///
    /// - Returns: The signal.
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal.observedOnScheduler(self)
    }
}
