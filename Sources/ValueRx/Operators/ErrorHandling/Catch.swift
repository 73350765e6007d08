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

extension Observables {
    /// The sequence `catch(sequence:)` returns: the sequences of `sources`, each subscribed
    /// once the previous one has failed.
    @frozen
    public struct CatchSequence<Sources: Swift.Sequence>: _SinkOperator where Sources.Element: ObservableType {
        /// The type of the elements.
        public typealias Element = Sources.Element.Element

        @usableFromInline internal let sources: Sources

        @inlinable
        internal init(sources: Sources) {
            self.sources = sources
        }

        /// Subscribes to the first sequence (inside the trampoline, as RxSwift's producers do).
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            SequenceSink<Sources, Observer, Sources.Iterator?>.subscribe(sources, catchesErrors: true, observer)
        }
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

    /// Subscribes to the sequences of `sequence` one after the other, moving to the next when
    /// one fails; ends with the first completion, or with the last error when none is left.
    ///
    /// - Parameter sequence: The observables to try in order.
    /// - Returns: The elements of each sequence tried.
    @inlinable
    public static func `catch`<Sources: Swift.Sequence>(sequence: Sources) -> Observables.CatchSequence<Sources> where Sources.Element == Observable<Element> {
        Observables.CatchSequence(sources: sequence)
    }
}
