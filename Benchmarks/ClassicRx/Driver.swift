// ClassicRx: SharedSequence and Driver (RxCocoa's traits), the parts the Driver workload uses.
//
// Mirrors RxSwift's `RxCocoa/Traits/SharedSequence/SharedSequence.swift` (`SharedSequence`: a
// struct over an erased `Observable`; `init(_:)` passes the source through
// `SharingStrategy.share`, `init(raw:)` keeps it as it is; `SharingStrategyProtocol`,
// `SharedSequenceConvertibleType`), `SchedulerType+SharedSequence.swift` (`SharingScheduler.make`,
// by default `{ MainScheduler() }`: a new `MainScheduler`, with its own count of enqueued actions,
// each time a strategy's `scheduler` is read), `Driver/Driver.swift` (`Driver`,
// `DriverSharingStrategy`: `share(replay: 1, scope: .whileConnected)`), `Driver/BehaviorRelay+Driver.swift`
// (`asDriver()` = `asObservable().observe(on: DriverSharingStrategy.scheduler)` then the sharing
// initializer), `SharedSequence/SharedSequence+Operators.swift` (`map`, `filter`: the observable
// operator on `asObservable()`, then the sharing initializer, so every operator ends in its own
// `ShareReplay1WhileConnected`) and `Driver/Driver+Subscription.swift` (`drive(onNext:onCompleted:onDisposed:)`:
// `MainScheduler.ensureRunningOnMainThread`, then `asObservable().subscribe(onNext:onCompleted:onDisposed:)`).
//
// So `relay.asDriver().map(f).filter(p).drive(onNext: g)` is, as in RxSwift:
// BehaviorSubject → ObserveOnSerialDispatchQueue(MainScheduler) → ShareReplay1WhileConnected →
// Map → ShareReplay1WhileConnected → Filter → ShareReplay1WhileConnected → AnonymousObserver.
//
// Simplified: only `asDriver()` on `BehaviorRelay` and on a shared sequence, `map`, `filter` and
// `drive(onNext:onCompleted:onDisposed:)`; no `Signal`, no creation functions (`just`, `empty`, ...),
// no other operators, no `asDriver(onErrorJustReturn:)` family, no `SharingScheduler.mock`.

/// A sequence that never fails, delivers on its strategy's scheduler and shares one subscription
/// of its source the way its strategy says.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType {
    let source: Observable<Element>

    /// Shares `source` with the strategy.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Keeps `source` as it is (creation functions).
    init(raw: Observable<Element>) {
        source = raw
    }

    public func asObservable() -> Observable<Element> {
        source
    }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

/// How a shared sequence delivers (its scheduler) and shares (its `share`).
public protocol SharingStrategyProtocol {
    /// The scheduler every event is delivered on.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among its observers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Something that can be turned into a `SharedSequence`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol

    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

public extension SharedSequenceConvertibleType {
    func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

/// Makes the scheduler of the built-in sharing strategies.
public enum SharingScheduler {
    /// By default a new `MainScheduler` per call, as in RxSwift.
    nonisolated(unsafe) public private(set) static var make: () -> SchedulerType = { MainScheduler() }
}

// MARK: - Driver

/// A shared sequence that replays its latest element to a new observer and delivers on the main
/// scheduler.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// `Driver`'s strategy: the main scheduler, `share(replay: 1, scope: .whileConnected)`.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

public extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Returns this sequence as a `Driver`.
    func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}

public extension BehaviorRelay {
    /// The relay's elements observed on the main scheduler and shared with replay 1.
    func asDriver() -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
        return Driver<Element>(source)
    }
}

// MARK: - Operators

public extension SharedSequenceConvertibleType {
    /// Each element transformed by `selector`, shared again.
    func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        let source = asObservable()
            .map(selector)
        return SharedSequence<SharingStrategy, Result>(source)
    }

    /// The elements that satisfy `predicate`, shared again.
    func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable()
            .filter(predicate)
        return SharedSequence<SharingStrategy, Element>(source)
    }
}

// MARK: - drive

private let driveErrorMessage = "ClassicRx: `drive` must be called on the main thread, so that the element a Driver replays is delivered there."

public extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes element, completion and disposal handlers; must be called on the main thread.
    func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveErrorMessage)
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
