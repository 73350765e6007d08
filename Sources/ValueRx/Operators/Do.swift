extension Observables {
    /// The sequence `do(...)` returns: the source, with side effects around its events and
    /// around its subscription.
    @frozen
    public struct Do<Source: ObservableType>: ObservableType {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let hooks: DoHooks<Element>
        @usableFromInline internal let onSubscribe: (() -> Void)?
        @usableFromInline internal let onSubscribed: (() -> Void)?
        @usableFromInline internal let onDispose: (() -> Void)?

        @inlinable
        internal init(source: consuming Source, hooks: DoHooks<Element>, onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?) {
            self.source = source
            self.hooks = hooks
            self.onSubscribe = onSubscribe
            self.onSubscribed = onSubscribed
            self.onDispose = onDispose
        }

        /// Runs `onSubscribe`, subscribes, runs `onSubscribed`; `onDispose` runs once when the
        /// sequence terminates or the subscription is disposed.
        @inlinable @inline(__always)
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let source = self.source
            let observer = observer
            let hooks = self.hooks
            let onSubscribe = self.onSubscribe
            let onSubscribed = self.onSubscribed
            let disposeHook = onDispose.map { AnonymousDisposable($0) }
            let trampoline = Trampoline.enter()
            onSubscribe?()
            let subscription = source.subscribe(DoObserver(downstream: observer, hooks: hooks, disposeHook: disposeHook))
            onSubscribed?()
            Trampoline.leave(trampoline)
            guard let disposeHook else { return subscription }
            return CompositeDisposable(subscription, disposeHook)
        }
    }
}

/// The event closures of a `do(...)`.
@usableFromInline
internal struct DoHooks<Element> {
    @usableFromInline internal let onNext: ((Element) throws -> Void)?
    @usableFromInline internal let afterNext: ((Element) throws -> Void)?
    @usableFromInline internal let onError: ((Swift.Error) throws -> Void)?
    @usableFromInline internal let afterError: ((Swift.Error) throws -> Void)?
    @usableFromInline internal let onCompleted: (() throws -> Void)?
    @usableFromInline internal let afterCompleted: (() throws -> Void)?

    @inlinable
    internal init(onNext: ((Element) throws -> Void)?, afterNext: ((Element) throws -> Void)?, onError: ((Swift.Error) throws -> Void)?, afterError: ((Swift.Error) throws -> Void)?, onCompleted: (() throws -> Void)?, afterCompleted: (() throws -> Void)?) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
    }

    @inlinable
    internal func before(_ event: Event<Element>) throws {
        switch event {
        case .next(let element): try onNext?(element)
        case .error(let error): try onError?(error)
        case .completed: try onCompleted?()
        }
    }

    @inlinable
    internal func after(_ event: Event<Element>) throws {
        switch event {
        case .next(let element): try afterNext?(element)
        case .error(let error): try afterError?(error)
        case .completed: try afterCompleted?()
        }
    }
}

/// Runs the `do` closures around each event.
@usableFromInline
internal struct DoObserver<Downstream: ObserverType>: ObserverType {
    @usableFromInline internal var downstream: Downstream
    @usableFromInline internal let hooks: DoHooks<Downstream.Element>
    @usableFromInline internal let disposeHook: AnonymousDisposable?

    @inlinable
    internal init(downstream: Downstream, hooks: DoHooks<Downstream.Element>, disposeHook: AnonymousDisposable?) {
        self.downstream = downstream
        self.hooks = hooks
        self.disposeHook = disposeHook
    }

    @inlinable
    internal mutating func on(_ event: Event<Downstream.Element>) -> Flow {
        do {
            try hooks.before(event)
        } catch {
            downstream.on(.error(error))
            disposeHook?.dispose()
            return .stop
        }
        let flow = downstream.on(event)
        do {
            try hooks.after(event)
        } catch {
            // After a terminal event the downstream accepts nothing more (RxSwift drops it too).
            if !event.isStopEvent && flow == .continue { downstream.on(.error(error)) }
            disposeHook?.dispose()
            return .stop
        }
        if event.isStopEvent || flow == .stop {
            disposeHook?.dispose()
            return .stop
        }
        return .continue
    }
}

extension ObservableType {
    /// Invokes an action for each event in the observable sequence, and propagates all
    /// observer messages through the result sequence.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    ///
    /// - Parameters:
    ///   - onNext: Action to invoke for each element in the observable sequence.
    ///   - afterNext: Action to invoke for each element after the observable has passed an onNext event along to its downstream.
    ///   - onError: Action to invoke upon errored termination of the observable sequence.
    ///   - afterError: Action to invoke after errored termination of the observable sequence.
    ///   - onCompleted: Action to invoke upon graceful termination of the observable sequence.
    ///   - afterCompleted: Action to invoke after graceful termination of the observable sequence.
    ///   - onSubscribe: Action to invoke before subscribing to source observable sequence.
    ///   - onSubscribed: Action to invoke after subscribing to source observable sequence.
    ///   - onDispose: Action to invoke after subscription to source observable has been disposed
    ///     for any reason. It can be either because sequence terminates for some reason or
    ///     observer subscription being disposed.
    /// - Returns: The source sequence with the side-effecting behavior applied.
    @inlinable
    public consuming func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observables.Do<Self> {
        Observables.Do(
            source: self,
            hooks: DoHooks(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted),
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        )
    }
}
