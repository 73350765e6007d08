/// A sequence that never fails, delivers its events on its sharing strategy's scheduler and
/// shares one subscription of its source among its observers the way the strategy says.
///
/// `Driver` and `Signal` are its two forms. Every operator on it returns a new shared
/// sequence: the observable operator applied to this one's events, then shared again, so an
/// operator's closure runs once per event however many observers there are, exactly as in
/// RxSwift's RxCocoa.
///
/// As RxSwift: a struct over an erased `Observable`. Unlike ValueRx's observables and
/// traits it is not a fused pipeline: each operator ends in a sharing point (a subject that
/// keeps its observers erased), and fusing two operators across one would change how often
/// their closures run. Between two sharing points the operator is specialized.
///
/// Available on every platform, Linux included; RxSwift has it in RxCocoa on Apple
/// platforms only.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    @usableFromInline internal let source: Observable<Element>
    /// Hands the sharing point a subscriber's own box (see `AdoptingObservable`); `nil` unless
    /// the sequence ends in a `Driver` or `Signal` sharing point.
    @usableFromInline internal let adopt: ((PreparedSubscriber<Element>) -> Disposable)?

    /// Shares `source` with the strategy (`deferred`, `interval`, `timer`): as `init(shared:)`,
    /// so their Driver and Signal levels take their subscribers' boxes too.
    @inlinable
    internal init(_ source: Observable<Element>) {
        self.init(shared: source)
    }

    /// Shares `source` with the strategy. For `Driver` and `Signal` the sharing operator
    /// subscribes `source` with its concrete type (no erased layer between an operator and its
    /// sharing point: one box fewer per subscription and one indirect call fewer per event);
    /// any other strategy gets the erased observable its `share` takes.
    @inlinable
    internal init<Source: ObservableType>(shared source: Source) where Source.Element == Element {
        if SharingStrategy.self == DriverSharingStrategy.self {
            (self.source, adopt) = Self.erase(ShareWhileConnected(source: source, replays: true))
        } else if SharingStrategy.self == SignalSharingStrategy.self {
            (self.source, adopt) = Self.erase(ShareWhileConnected(source: source, replays: false))
        } else {
            self.source = SharingStrategy.share(Observable(source))
            adopt = nil
        }
    }

    /// A `Driver` or `Signal` sharing point as the erased observable its users see, and the
    /// way this sequence's own operators hand it their boxes. Capture only the state object
    /// (erasing the `Share` value would allocate a context for it). Specialized, not inlined:
    /// one copy per source type instead of one per operator call in the client.
    @inlinable @inline(never)
    internal static func erase<Source: ObservableType>(_ state: ShareWhileConnected<Source>)
        -> (Observable<Element>, (PreparedSubscriber<Element>) -> Disposable) where Source.Element == Element {
        // An erased subscriber's box is prepared as an adopted one's (the box holds the erased
        // observer): one copy of the sharing point's subscribe per source type, not two.
        (Observable(subscribe: { observer in state.subscribe(adopting: PreparedSubscriber(for: EndingOnTerminal(observer))) }),
         { subscriber in state.subscribe(adopting: subscriber) })
    }

    /// Wraps `source` as it is, without sharing it (the creation functions).
    @inlinable
    internal init(raw source: Observable<Element>) {
        self.source = source
        adopt = nil
    }

    /// What this sequence's operators and `drive`/`emit` subscribe to: the erased observable,
    /// through which a `Driver` or `Signal` sharing point takes the subscriber's own box.
    @inlinable
    internal var adoptingSource: AdoptingObservable<Element> {
        AdoptingObservable(source: source, adopt: adopt)
    }

    /// The events of this sequence as an observable.
    ///
    /// - Returns: The shared observable this sequence is built on.
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }

    /// Returns `self`.
    @inlinable
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }

    /// The events of this sequence as an `Infallible`; an error (which a shared sequence
    /// never sends) would end it with completion.
    ///
    /// - Returns: An `Infallible` over this sequence's events.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible<Element>(raw: Observable(source.catch { _ in Observables.Empty<Element>() }))
    }
}

/// How a `SharedSequence` delivers and shares its events: the scheduler its events are
/// observed on, and how one subscription of the source is shared among observers.
///
/// `DriverSharingStrategy` replays the latest element to a new observer; `SignalSharingStrategy`
/// replays nothing.
public protocol SharingStrategyProtocol {
    /// The scheduler every event of a shared sequence with this strategy is delivered on.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among its observers.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be turned into a `SharedSequence`.
public protocol SharedSequenceConvertibleType<Element>: ObservableConvertibleType {
    /// How the shared sequence delivers and shares its events.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// This value as a shared sequence.
    ///
    /// - Returns: The shared sequence.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The shared sequence's `adoptingSource`: what its operators and `drive`/`emit` subscribe to.
    @inlinable
    internal var adoptingSource: AdoptingObservable<Element> {
        asSharedSequence().adoptingSource
    }

    /// The events of this value's shared sequence as an observable.
    ///
    /// - Returns: The shared sequence's observable.
    @inlinable
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

// MARK: - Conversions

extension ObservableConvertibleType {
    /// This sequence as a shared sequence with the given strategy: its events observed on the
    /// strategy's scheduler, an error replaced by `onErrorJustReturn` and completion, then
    /// shared.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy of the result.
    ///   - onErrorJustReturn: The element sent instead of an error.
    /// - Returns: The shared sequence.
    // Specialized, not inlined: one copy per source type, not one per conversion in the client.
    @inlinable @inline(never)
    public func asSharedSequence<S: SharingStrategyProtocol>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element) -> SharedSequence<S, Element> {
        SharedSequence(shared: asObservable().observe(on: SharingStrategyScheduler(S.scheduler)).catchAndReturn(onErrorJustReturn))
    }

    /// This sequence as a shared sequence with the given strategy: its events observed on the
    /// strategy's scheduler, an error replaced by the events of `onErrorDriveWith`, then
    /// shared.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy of the result.
    ///   - onErrorDriveWith: The sequence that continues after an error.
    /// - Returns: The shared sequence.
    // Specialized, not inlined: one copy per source type, not one per conversion in the client.
    @inlinable @inline(never)
    public func asSharedSequence<S: SharingStrategyProtocol>(sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        SharedSequence(shared: asObservable().observe(on: SharingStrategyScheduler(S.scheduler)).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// This sequence as a shared sequence with the given strategy: its events observed on the
    /// strategy's scheduler, an error replaced by the events of the sequence `onErrorRecover`
    /// returns for it, then shared.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy of the result.
    ///   - onErrorRecover: Makes the sequence that continues after an error.
    /// - Returns: The shared sequence.
    // Specialized, not inlined: one copy per source type, not one per conversion in the client.
    @inlinable @inline(never)
    public func asSharedSequence<S: SharingStrategyProtocol>(sharingStrategy: S.Type = S.self, onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        SharedSequence(shared: asObservable().observe(on: SharingStrategyScheduler(S.scheduler)).catch { error in onErrorRecover(error).asObservable() })
    }
}

extension SharedSequence {
    /// `source` observed on the strategy's scheduler (a `SharingStrategyScheduler`: the main
    /// scheduler's synchronous path on the main queue when that is what the strategy gives, the
    /// existential otherwise), then shared. The conversions of sequences that cannot fail
    /// (relays, `Infallible`) use it.
    // Specialized, not inlined: one copy per source type, not one per conversion in the client.
    @inlinable @inline(never)
    internal static func observedOnScheduler<Source: ObservableType>(_ source: Source) -> SharedSequence<SharingStrategy, Element>
        where Source.Element == Element {
        SharedSequence(shared: source.observe(on: SharingStrategyScheduler(SharingStrategy.scheduler)))
    }
}
