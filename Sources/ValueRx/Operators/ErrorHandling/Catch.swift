/// The state of one `catch(_:)` subscription (RxSwift's `CatchSink`): the source, then, if it
/// fails, the sequence the handler returns. The two inputs never overlap, so events go to the
/// downstream directly. With `switchesOnEmpty` it is `ifEmpty(switchTo:)`'s instead (RxSwift's
/// `SwitchIfEmptySink`): errors pass through, and a source that completes without an element
/// is followed by the other sequence. Forwarding, keeping and teardown: `SerialInputSink`.
@usableFromInline
internal final class CatchSink<Source: ObservableType, Recovery: ObservableType, Downstream: ObserverType>: SerialInputSink, Cancelable, @unchecked Sendable
    where Source.Element == Downstream.Element, Recovery.Element == Downstream.Element {
    @usableFromInline internal typealias Element = Downstream.Element

    @usableFromInline internal let handler: (Swift.Error) throws -> Recovery
    @usableFromInline internal let switchesOnEmpty: Bool
    /// Touched only by the source's events.
    @usableFromInline @exclusivity(unchecked) internal var sawElement = false
    @usableFromInline @exclusivity(unchecked) internal var downstream: Downstream
    @usableFromInline internal let stopped = OnceFlag()
    @usableFromInline internal let lock = Lock()
    /// Guarded by `lock`. Key 1 while the source runs, 2 once the recovery sequence does.
    @usableFromInline @exclusivity(unchecked) internal var input = CurrentInput(key: 1)
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(handler: @escaping (Swift.Error) throws -> Recovery, switchesOnEmpty: Bool = false, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.handler = handler
        self.switchesOnEmpty = switchesOnEmpty
        self.downstream = downstream
    }

    /// Subscribes `source` through a new sink, inside the trampoline as RxSwift's producers do
    /// (`catch(_:)` and `ifEmpty(switchTo:)`).
    @inlinable
    internal static func subscribe(_ source: consuming Source, handler: @escaping (Swift.Error) throws -> Recovery, switchesOnEmpty: Bool, downstream: consuming Downstream) -> Disposable {
        let sink = CatchSink(handler: handler, switchesOnEmpty: switchesOnEmpty, downstream: downstream)
        let trampoline = Trampoline.enter()
        return Trampoline.leave(trampoline, returning: sink.run(source))
    }

    @inlinable
    internal func run(_ source: consuming Source) -> Disposable {
        keep(source.subscribe(observer(for: 1)), key: 1)
        return self
    }

    @inlinable
    internal func on(_ key: Int, _ event: Event<Element>) -> Flow {
        switch event {
        case .next:
            if stopped.isSet { return .stop }
            if key == 1 { sawElement = true }
            return deliver(event)
        case .error(let error) where key == 1 && !switchesOnEmpty:
            return recover(error)
        case .completed where key == 1 && switchesOnEmpty && !sawElement:
            return recover(RxError.noElements)
        case .error, .completed:
            finish(event)
            return .stop
        }
    }

    @inlinable
    internal func recover(_ error: Swift.Error) -> Flow {
        let recovery: Recovery
        do {
            recovery = try handler(error)
        } catch {
            finish(.error(error))
            return .stop
        }
        // The recovery sequence is subscribed first; the failed source's subscription is
        // disposed when the recovery's replaces it (RxSwift's SerialDisposable).
        let failed: any Disposable = lock.withLock { input.switchTo(2) }
        let subscription = recovery.subscribe(observer(for: 2))
        failed.dispose()
        keep(subscription, key: 2)
        return .stop
    }

    @usableFromInline
    internal func disposeAll() {
        let subscription: any Disposable = lock.withLock { input.end() }
        subscription.dispose()
    }
}

extension Observables {
    /// The sequence `catch(_:)` returns.
    @frozen
    public struct Catch<Source: ObservableType, Recovery: ObservableType>: _SinkOperator where Source.Element == Recovery.Element {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let handler: (Swift.Error) throws -> Recovery

        @inlinable
        internal init(source: consuming Source, handler: @escaping (Swift.Error) throws -> Recovery) {
            self.source = source
            self.handler = handler
        }

        /// Subscribes to the source, and to the handler's sequence if the source fails.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            CatchSink<Source, Recovery, Observer>.subscribe(source, handler: handler, switchesOnEmpty: false, downstream: observer)
        }
    }
}

extension Stages {
    /// The stage of `catchAndReturn(_:)`: an error becomes the element, then completion.
    @frozen
    public struct CatchAndReturn<Element>: PipelineStage {
        @usableFromInline internal let element: Element
        @usableFromInline internal var recovered = false

        @inlinable
        internal init(element: Element) {
            self.element = element
        }

        /// Passes the element on.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> { .next(input) }

        /// An error becomes the element; completion passes through.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            guard error != nil else { return .completed }
            recovered = true
            return .next(element)
        }

        /// After the element: completed.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { .completed }
    }
}

extension ObservableType {
    /// Continues with the sequence `handler` returns when the source fails.
    ///
    /// - seealso: [catch operator on reactivex.io](http://reactivex.io/documentation/operators/catch.html)
    ///
    /// ```
    /// --1--2--x
    ///   catch { _ in --8--9--| }
    /// --1--2----8--9--|
    /// ```
    ///
    /// A `handler` that throws ends the sequence with the error it threw.
    ///
    /// - Parameter handler: Makes the sequence to continue with, from the source's error.
    /// - Returns: The source's elements, then, after an error, the recovery sequence's events.
    @inlinable
    public consuming func `catch`<Recovery: ObservableType>(_ handler: @escaping (Swift.Error) throws -> Recovery) -> Observables.Catch<Self, Recovery> where Recovery.Element == Element {
        Observables.Catch(source: self, handler: handler)
    }

    /// `catch(_:)` for a handler returning a sequence only convertible to an observable.
    @inlinable
    @_disfavoredOverload
    public consuming func `catch`<Recovery: ObservableConvertibleType>(_ handler: @escaping (Swift.Error) throws -> Recovery) -> Observables.Catch<Self, Observable<Element>> where Recovery.Element == Element {
        Observables.Catch(source: self, handler: { try handler($0).asObservable() })
    }

    /// `catch(_:)` for a handler typed to return `Observable<Element>`, as RxSwift's is: a
    /// handler that only throws (`catch { error in throw Wrapped(error) }`) has no other
    /// result type to infer.
    ///
    /// - Parameter handler: Returns the sequence to continue with, given the source's error; an
    ///   error it throws is sent to the observer.
    /// - Returns: The source's elements, then, after an error, the recovery sequence's events.
    @inlinable
    public consuming func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observables.Catch<Self, Observable<Element>> {
        Observables.Catch(source: self, handler: handler)
    }

    /// Deprecated spelling of `catch(_:)` for a handler typed to return `Observable<Element>`.
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable
    public consuming func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observables.Catch<Self, Observable<Element>> {
        Observables.Catch(source: self, handler: handler)
    }

    /// Deprecated spelling of `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    @inlinable
    public consuming func catchError<Recovery: ObservableConvertibleType>(_ handler: @escaping (Swift.Error) throws -> Recovery) -> Observables.Catch<Self, Observable<Element>> where Recovery.Element == Element {
        Observables.Catch(source: self, handler: { try handler($0).asObservable() })
    }

    /// Ends with `element` and completes, instead of failing, when the source fails.
    ///
    /// ```
    /// --1--2--x
    ///   catchAndReturn(0)
    /// --1--2--(0|)
    /// ```
    ///
    /// A fused stage: no observer layer is added.
    ///
    /// - Parameter element: The last element, sent in place of the error.
    /// - Returns: The source's elements; after an error, `element` and completion.
    @inlinable
    @_disfavoredOverload
    public consuming func catchAndReturn(_ element: Element) -> Observables.Pipeline<Self, Stages.CatchAndReturn<Element>> {
        appendingStage(Stages.CatchAndReturn(element: element))
    }

    /// Deprecated spelling of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    @_disfavoredOverload
    public consuming func catchErrorJustReturn(_ element: Element) -> Observables.Pipeline<Self, Stages.CatchAndReturn<Element>> {
        appendingStage(Stages.CatchAndReturn(element: element))
    }

    /// Subscribes to the sequences of `sequence` one after the other, moving to the next when
    /// one fails; ends with the first completion, or with the last error when none is left.
    ///
    /// - Parameter sequence: The observables to try in order.
    /// - Returns: The elements of each sequence tried.
    @inlinable
    public static func `catch`<Sources: Swift.Sequence>(sequence: Sources) -> Observables.SequenceOf<Sources> where Sources.Element == Observable<Element> {
        Observables.SequenceOf(sources: sequence, catchesErrors: true)
    }

    /// Deprecated spelling of `catch(sequence:)`.
    ///
    /// - Parameter sequence: The sequences to try in turn.
    /// - Returns: The events of the first sequence that does not fail, after the elements of
    ///   the ones that failed before it.
    @available(*, deprecated, renamed: "catch(sequence:)")
    @inlinable
    public static func catchError<Sources: Swift.Sequence>(_ sequence: Sources) -> Observables.SequenceOf<Sources> where Sources.Element == Observable<Element> {
        Observables.SequenceOf(sources: sequence, catchesErrors: true)
    }

    /// Resubscribes to the source each time it fails, forever.
    ///
    /// - seealso: [retry operator on reactivex.io](http://reactivex.io/documentation/operators/retry.html)
    ///
    /// A source that fails synchronously any number of times takes no stack.
    ///
    /// - Returns: The elements of every attempt; completes when an attempt completes.
    @inlinable
    public consuming func retry() -> Observables.SequenceOf<_RepeatForever<Self>> {
        Observables.SequenceOf(sources: _RepeatForever(self), catchesErrors: true)
    }

    /// Subscribes to the source at most `maxAttemptCount` times, resubscribing after each
    /// error; the last attempt's error ends the sequence.
    ///
    /// - Parameter maxAttemptCount: How many subscriptions in all (the first included).
    /// - Returns: The elements of every attempt.
    @inlinable
    public consuming func retry(_ maxAttemptCount: Int) -> Observables.SequenceOf<Repeated<Self>> {
        Observables.SequenceOf(sources: Swift.repeatElement(self, count: maxAttemptCount), catchesErrors: true)
    }
}

extension Observables.Pipeline {
    /// `catchAndReturn(_:)` on a pipeline: fuses the stage into this pipeline's chain. Same
    /// semantics as `ObservableType.catchAndReturn(_:)`.
    @inlinable
    public consuming func catchAndReturn(_ element: Element) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.CatchAndReturn<Element>>> {
        appendingStage(Stages.CatchAndReturn(element: element))
    }

    /// Deprecated spelling of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable
    public consuming func catchErrorJustReturn(_ element: Element) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.CatchAndReturn<Element>>> {
        appendingStage(Stages.CatchAndReturn(element: element))
    }
}

extension Observables {
    /// The sequence `ifEmpty(switchTo:)` returns.
    @frozen
    public struct SwitchIfEmpty<Source: ObservableType, Other: ObservableType>: _SinkOperator where Source.Element == Other.Element {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let other: Other

        @inlinable
        internal init(source: consuming Source, other: Other) {
            self.source = source
            self.other = other
        }

        /// Subscribes to the source, and to `other` if the source completes empty.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let other = self.other
            return CatchSink<Source, Other, Observer>.subscribe(source, handler: { _ in other }, switchesOnEmpty: true, downstream: observer)
        }
    }
}

extension ObservableType {
    /// Continues with `other` when the source completes without emitting an element.
    ///
    /// - Parameter other: The sequence subscribed to after an empty source completes.
    /// - Returns: The source's events, or, if it was empty, `other`'s.
    @inlinable
    public consuming func ifEmpty<Other: ObservableType>(switchTo other: Other) -> Observables.SwitchIfEmpty<Self, Other> where Other.Element == Element {
        Observables.SwitchIfEmpty(source: self, other: other)
    }
}
