/// A type that is an infallible sequence: it emits elements and may complete, but never fails.
public protocol InfallibleType<Element>: ObservableConvertibleType {}

/// A sequence that never fails: elements, then perhaps completion.
///
/// Differs from RxSwift, whose `Infallible<Element>` is a struct over an erased `Observable`:
/// here it is a pipeline, the sequence it wraps (`Source`) and the element-wise stages fused
/// after it (`Stage`; `Stages.Identity` when there are none), so a chain of `Infallible`
/// operators is one specialized value. `Infallible<Element>` is the erased form to store and
/// return; `asInfallible()` produces it.
///
/// As in RxSwift, it is not itself an `ObservableType`: `asObservable()` leaves it.
public struct InfallibleSequence<Source: ObservableType, Stage: PipelineStage>: InfallibleType where Stage.Input == Source.Element {
    /// The type of the elements the sequence emits.
    public typealias Element = Stage.Output

    @usableFromInline internal var pipeline: Observables.Pipeline<Source, Stage>

    /// Wraps `pipeline`, trusting it never to fail.
    @inlinable
    internal init(pipeline: consuming Observables.Pipeline<Source, Stage>) {
        self.pipeline = pipeline
    }

    /// The pipeline as an erased observable; an erased sequence gives the observable it holds.
    @inlinable
    internal var erasedObservable: Observable<Element> {
        if Stage._isIdentity, let erased = pipeline.source as? Observable<Element> {
            return erased
        }
        return Observable(pipeline)
    }

    /// The events of this sequence as an erased observable.
    ///
    /// Chosen where an `Observable<Element>` is expected; elsewhere `asObservable()` returns the
    /// pipeline itself, which keeps a chain specialized.
    @inlinable
    @_disfavoredOverload
    public func asObservable() -> Observable<Element> {
        erasedObservable
    }

    /// The events of this sequence as an observable: its pipeline, with its concrete type.
    @inlinable
    public func asObservable() -> Observables.Pipeline<Source, Stage> {
        pipeline
    }

    /// This sequence with its wrapped sequence erased: the `Infallible<Element>` to store or
    /// return.
    ///
    /// Not in RxSwift, where every infallible sequence already has that type.
    ///
    /// - Returns: The erased `Infallible`.
    @inlinable
    public consuming func asInfallible() -> Infallible<Element> {
        Infallible<Element>(raw: erasedObservable)
    }
}

extension InfallibleSequence where Stage == Stages.Identity<Source.Element> {
    /// Wraps `source` as it is, trusting it never to fail.
    @inlinable
    internal init(raw source: consuming Source) {
        pipeline = Observables.Pipeline(source: source, stage: Stages.Identity())
    }
}

/// A sequence that never fails (the erased form, for storage and API boundaries).
public typealias Infallible<Element> = InfallibleSequence<Observable<Element>, Stages.Identity<Element>>

/// What an infallible sequence delivers: an element, or completion.
public enum InfallibleEvent<Element>: EventConvertible {
    /// An element.
    case next(Element)
    /// Completion (the sequence is over).
    case completed

    /// The same event as an observable's `Event`.
    @inlinable
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}

/// The observer behind `subscribe(_:)` with an `InfallibleEvent` closure. An error from the
/// wrapped sequence is a programmer error (`assertionFailure` in DEBUG builds, printed
/// otherwise), as RxSwift's `rxFatalErrorInDebug`.
@frozen
@usableFromInline internal struct InfallibleEventObserver<Element>: ObserverType {
    /// The subscription ends after the wrapped sequence's terminal event.
    @inlinable
    public static var _endsSourceSubscriptionOnTerminal: Bool { true }

    @usableFromInline internal let handler: (InfallibleEvent<Element>) -> Void

    @inlinable
    internal init(_ handler: @escaping (InfallibleEvent<Element>) -> Void) {
        self.handler = handler
    }

    /// Passes the event on as an `InfallibleEvent`.
    @inlinable @inline(__always)
    public mutating func on(_ event: Event<Element>) -> Flow {
        switch event {
        case .next(let element):
            handler(.next(element))
            return .continue
        case .completed:
            handler(.completed)
        case .error(let error):
            reportProgrammerError("Infallible must never emit a error event. error: \(error)")
        }
        return .stop
    }
}

extension InfallibleSequence {
    /// The closure `create` hands its subscribe function.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// Returns an infallible sequence whose subscriptions each run `subscribe`, which sends
    /// events through the closure it is given.
    ///
    /// - seealso: [create operator on reactivex.io](http://reactivex.io/documentation/operators/create.html)
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and returns what cancels it.
    /// - Returns: The sequence.
    @inlinable
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> InfallibleSequence<Observables.Create<Element>, Stages.Identity<Element>> {
        InfallibleSequence<Observables.Create<Element>, Stages.Identity<Element>>(raw: Observables.Create { observer in
            subscribe { event in
                switch event {
                case .next(let element):
                    observer.onNext(element)
                case .completed:
                    observer.onCompleted()
                }
            }
        })
    }

    /// `create(subscribe:)` where an `Infallible<Element>` is expected.
    ///
    /// - Parameter subscribe: Starts the work for one subscriber and returns what cancels it.
    /// - Returns: The erased sequence.
    @inlinable
    @_disfavoredOverload
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        let sequence: InfallibleSequence<Observables.Create<Element>, Stages.Identity<Element>> = create(subscribe: subscribe)
        return sequence.asInfallible()
    }

    /// Subscribes closures for the elements and the completion; any may be left out. There is
    /// no error closure: the sequence cannot fail.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called once the subscription has ended, whatever ended it.
    /// - Returns: The subscription; dispose of it to stop.
    @inlinable
    public consuming func subscribe(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        pipeline.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures for the elements and the completion, passing `object` along; any
    /// may be left out.
    ///
    /// The object is held weakly: once it is gone, the closures are not called.
    ///
    /// - Parameters:
    ///   - object: Handed to each closure; not retained.
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called on completion.
    ///   - onDisposed: Called once the subscription has ended, whatever ended it.
    /// - Returns: The subscription; dispose of it to stop.
    @inlinable
    public consuming func subscribe<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        pipeline.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes `on`, called with every event.
    ///
    /// - Parameter on: Called with `.next` for each element and `.completed` at the end.
    /// - Returns: The subscription; dispose of it to stop.
    @inlinable
    public consuming func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        pipeline.subscribe(InfallibleEventObserver(on))
    }
}

extension ObservableConvertibleType {
    /// This sequence as an infallible one: an error is replaced by `element` and completion.
    ///
    /// - Parameter element: What to emit instead of an error.
    /// - Returns: The infallible sequence.
    @inlinable
    public func asInfallible(onErrorJustReturn element: Element) -> InfallibleSequence<Observable<Element>, Stages.CatchAndReturn<Element>> {
        InfallibleSequence<Observable<Element>, Stages.CatchAndReturn<Element>>(pipeline: Observables.Pipeline(source: asObservable(), stage: Stages.CatchAndReturn(element: element)))
    }

    /// This sequence as an infallible one: after an error, `infallible`'s events follow.
    ///
    /// - Parameter infallible: What runs after an error.
    /// - Returns: The infallible sequence.
    @inlinable
    public func asInfallible<OtherSource, OtherStage>(onErrorFallbackTo infallible: InfallibleSequence<OtherSource, OtherStage>) -> InfallibleSequence<Observables.Catch<Observable<Element>, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>> where OtherStage.Output == Element {
        let fallback = infallible.pipeline
        return InfallibleSequence<Observables.Catch<Observable<Element>, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>>(raw: Observables.Catch(source: asObservable(), handler: { _ in fallback }))
    }

    /// `asInfallible(onErrorFallbackTo:)` with the erased `Infallible<Element>` as the fallback:
    /// lets the fallback be an implicit member, as in RxSwift's
    /// `asInfallible(onErrorFallbackTo: .never())` (the generic form leaves the fallback's type
    /// unknown to `.never()`).
    ///
    /// - Parameter infallible: What runs after an error.
    /// - Returns: The infallible sequence.
    @inlinable
    @_disfavoredOverload
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> InfallibleSequence<Observables.Catch<Observable<Element>, Observables.Pipeline<Observable<Element>, Stages.Identity<Element>>>, Stages.Identity<Element>> {
        let fallback = infallible.pipeline
        return InfallibleSequence<Observables.Catch<Observable<Element>, Observables.Pipeline<Observable<Element>, Stages.Identity<Element>>>, Stages.Identity<Element>>(raw: Observables.Catch(source: asObservable(), handler: { _ in fallback }))
    }

    /// This sequence as an infallible one: after an error, the events of the sequence
    /// `onErrorRecover` returns for it follow.
    ///
    /// - Parameter onErrorRecover: Makes what runs after an error.
    /// - Returns: The infallible sequence.
    @inlinable
    public func asInfallible<OtherSource, OtherStage>(onErrorRecover: @escaping (Swift.Error) -> InfallibleSequence<OtherSource, OtherStage>) -> InfallibleSequence<Observables.Catch<Observable<Element>, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>> where OtherStage.Output == Element {
        InfallibleSequence<Observables.Catch<Observable<Element>, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>>(raw: Observables.Catch(source: asObservable(), handler: { onErrorRecover($0).pipeline }))
    }
}

extension ObservableType {
    /// `asInfallible(onErrorJustReturn:)` on an observable: keeps its concrete type.
    ///
    /// - Parameter element: What to emit instead of an error.
    /// - Returns: The infallible sequence.
    // Not disfavored: ranks above `ObservableConvertibleType`'s (which erases) and below the
    // pipeline's (which fuses).
    @inlinable
    public consuming func asInfallible(onErrorJustReturn element: Element) -> InfallibleSequence<Self, Stages.CatchAndReturn<Element>> {
        InfallibleSequence<Self, Stages.CatchAndReturn<Element>>(pipeline: Observables.Pipeline(source: self, stage: Stages.CatchAndReturn(element: element)))
    }

    /// `asInfallible(onErrorFallbackTo:)` on an observable: keeps its concrete type.
    ///
    /// - Parameter infallible: What runs after an error.
    /// - Returns: The infallible sequence.
    @inlinable
    public consuming func asInfallible<OtherSource, OtherStage>(onErrorFallbackTo infallible: InfallibleSequence<OtherSource, OtherStage>) -> InfallibleSequence<Observables.Catch<Self, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>> where OtherStage.Output == Element {
        let fallback = infallible.pipeline
        return InfallibleSequence<Observables.Catch<Self, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>>(raw: Observables.Catch(source: self, handler: { _ in fallback }))
    }

    /// `asInfallible(onErrorRecover:)` on an observable: keeps its concrete type.
    ///
    /// - Parameter onErrorRecover: Makes what runs after an error.
    /// - Returns: The infallible sequence.
    @inlinable
    public consuming func asInfallible<OtherSource, OtherStage>(onErrorRecover: @escaping (Swift.Error) -> InfallibleSequence<OtherSource, OtherStage>) -> InfallibleSequence<Observables.Catch<Self, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>> where OtherStage.Output == Element {
        InfallibleSequence<Observables.Catch<Self, Observables.Pipeline<OtherSource, OtherStage>>, Stages.Identity<Element>>(raw: Observables.Catch(source: self, handler: { onErrorRecover($0).pipeline }))
    }
}

extension Observables.Pipeline {
    /// `asInfallible(onErrorJustReturn:)` on a pipeline: the stage is fused.
    ///
    /// - Parameter element: What to emit instead of an error.
    /// - Returns: The infallible sequence.
    @inlinable
    public consuming func asInfallible(onErrorJustReturn element: Element) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.CatchAndReturn<Element>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.CatchAndReturn<Element>>>(pipeline: catchAndReturn(element))
    }
}
